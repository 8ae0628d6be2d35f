import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { Field } from './ui/field';
import { Input, inputClasses } from './ui/input';
import { useToast } from './ui/toast-context';
import { cn } from '../lib/cn';
import { useCreateBetaFeedback, useSendVisitorBetaFeedback } from '../lib/beta-feedback';

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 5000;
/** The support inbox's limits (a visitor's feedback goes there). */
const SUBJECT_PREFIX = 'Beta feedback: ';
const SUPPORT_SUBJECT_MAX = 150;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Share Beta Feedback": a suggestion with a title and a description, priority medium (spec
 * sections 3 and 9). Success closes it with the "Beta feedback submitted" toast. The spec only logs a
 * failure; the dialog also stays open with a line saying so, so the text is not lost.
 *
 * A visitor (the auth page, `visitor`) cannot post to the accounts' feedback endpoint: they give a
 * name and an email to be answered at, and the feedback goes to the public support inbox.
 */
export function BetaFeedbackDialog({ open, onOpenChange, visitor = false }: { open: boolean; onOpenChange: (open: boolean) => void; visitor?: boolean }) {
  const { t } = useTranslation(['chat', 'errors']);
  const { toast } = useToast();
  const create = useCreateBetaFeedback();
  const createAsVisitor = useSendVisitorBetaFeedback();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ title?: string; description?: string; name?: string; email?: string }>({});
  const [failed, setFailed] = useState(false);

  const close = () => {
    onOpenChange(false);
    setErrors({});
    setFailed(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(visitor && !name.trim() ? { name: t('errors:nameRequired') } : {}),
      ...(visitor && !email.trim() ? { email: t('errors:emailRequired') } : {}),
      ...(visitor && email.trim() && !EMAIL_SHAPE.test(email.trim()) ? { email: t('errors:emailInvalid') } : {}),
      ...(title.trim() ? {} : { title: t('beta.titleRequired') }),
      ...(description.trim() ? {} : { description: t('beta.descriptionRequired') }),
    };
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    const handlers = {
      onSuccess: () => {
        toast({ title: t('beta.submitted'), description: t('beta.submittedDescription'), variant: 'success' });
        setTitle('');
        setDescription('');
        close();
      },
      onError: (error: Error) => {
        console.error('Beta feedback failed', error);
        setFailed(true);
      },
    };
    if (visitor) {
      createAsVisitor.mutate(
        {
          name: name.trim(),
          email: email.trim(),
          subject: `${SUBJECT_PREFIX}${title.trim()}`.slice(0, SUPPORT_SUBJECT_MAX),
          message: description.trim(),
        },
        handlers,
      );
    } else {
      create.mutate({ feedbackType: 'suggestion', title: title.trim(), description: description.trim(), priority: 'medium' }, handlers);
    }
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
        {visitor && (
          <>
            <Field label={t('beta.fieldName')} error={errors.name}>
              {(control) => <Input {...control} value={name} maxLength={100} autoComplete="name" onChange={(event) => setName(event.target.value)} />}
            </Field>
            <Field label={t('beta.fieldEmail')} error={errors.email}>
              {(control) => (
                <Input {...control} type="email" value={email} maxLength={320} autoComplete="email" onChange={(event) => setEmail(event.target.value)} />
              )}
            </Field>
          </>
        )}
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
          <Button type="submit" isLoading={create.isPending || createAsVisitor.isPending}>
            {t('beta.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
