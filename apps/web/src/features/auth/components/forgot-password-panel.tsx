import { useState, type FormEvent } from 'react';
import { MailQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, isEmailShaped } from '@tally/shared/validation';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';

export function ForgotPasswordPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const { toast } = useToast();
  const mutation = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (value === '') {
      setError(t('forgot.emailRequired'));
      return;
    }
    if (!isEmailShaped(value)) {
      setError(t('errors:emailInvalid'));
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync({ email: value });
      toast({ variant: 'success', title: t('toasts.resetLinkSent.title'), description: t('toasts.resetLinkSent.description') });
      setEmail('');
      onClose();
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('toasts.requestFailed.title'),
        description: getErrorText(caught, t('toasts.requestFailed.description')),
      });
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <MailQuestion aria-hidden="true" className="size-5" />
        </span>
        <div className="space-y-1">
          <h2 className="text-xl font-semibold tracking-tight text-ink">{t('forgot.title')}</h2>
          <p className="text-sm text-ink-muted">{t('forgot.description')}</p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('forgot.title')}>
        <Field label={t('fields.email')} error={error}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              placeholder={t('fields.emailPlaceholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoFocus
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="outline" size="lg" className="sm:flex-1" onClick={onClose}>
            {t('forgot.cancel')}
          </Button>
          <Button type="submit" size="lg" className="sm:flex-1" isLoading={mutation.isPending}>
            {mutation.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
