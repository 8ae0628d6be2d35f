import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, inputClasses } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast-context';
import { cn } from '../../../lib/cn';
import { useCreateBetaFeedback } from '../api/create-beta-feedback';

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 5000;

/**
 * "Share Beta Feedback": a suggestion with a title and a description, priority medium (spec
 * sections 3 and 9). Success closes it with the "Beta feedback submitted" toast. The spec only logs a
 * failure; the dialog also stays open with a line saying so, so the text is not lost.
 */
export function BetaFeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('chat');
  const { toast } = useToast();
  const create = useCreateBetaFeedback();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  const [failed, setFailed] = useState(false);

  const close = () => {
    onOpenChange(false);
    setErrors({});
    setFailed(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(title.trim() ? {} : { title: t('beta.titleRequired') }),
      ...(description.trim() ? {} : { description: t('beta.descriptionRequired') }),
    };
    setErrors(found);
    setFailed(false);
    if (found.title || found.description) return;
    create.mutate(
      { feedbackType: 'suggestion', title: title.trim(), description: description.trim(), priority: 'medium' },
      {
        onSuccess: () => {
          toast({ title: t('beta.submitted'), description: t('beta.submittedDescription'), variant: 'success' });
          setTitle('');
          setDescription('');
          close();
        },
        onError: (error) => {
          console.error('Beta feedback failed', error);
          setFailed(true);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('beta.title')}
      description={t('beta.description')}
      widthClassName="max-w-lg"
    >
      <form id="beta-feedback-form" onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('beta.fieldTitle')} error={errors.title}>
          {(control) => (
            <Input {...control} value={title} maxLength={TITLE_MAX} onChange={(event) => setTitle(event.target.value)} placeholder={t('beta.titlePlaceholder')} />
          )}
        </Field>
        <Field label={t('beta.fieldDescription')} error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              value={description}
              maxLength={DESCRIPTION_MAX}
              onChange={(event) => setDescription(event.target.value)}
              placeholder={t('beta.descriptionPlaceholder')}
              className={cn(inputClasses, 'h-auto min-h-28 resize-y py-2.5')}
            />
          )}
        </Field>
        {failed && (
          <p role="alert" className="text-sm text-red-600">
            {t('beta.failed')}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            {t('beta.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {t('beta.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
