import { useState, type FormEvent } from 'react';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { checkPassword, PASSWORD_MAX } from '@tally/shared/validation';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { useResetPasswordMutation } from '../api/reset-password';

/** /auth?mode=reset-password&token=...: the emailed link's destination (decision D3). */
export function ResetPasswordForm({ token, onDone, onRequestNewLink }: { token: string | null; onDone: () => void; onRequestNewLink: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const { toast } = useToast();
  const mutation = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});

  if (!token) {
    return (
      <div className="space-y-5 text-center" role="alert">
        <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-600">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <div className="space-y-1.5">
          <h2 className="text-xl font-semibold tracking-tight text-ink">{t('reset.missingToken.title')}</h2>
          <p className="text-sm text-ink-muted">{t('reset.missingToken.description')}</p>
        </div>
        <Button size="lg" className="w-full" onClick={onRequestNewLink}>
          {t('reset.requestNew')}
        </Button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = checkPassword(password);
    const next: typeof errors = {};
    if (code) next.password = t(`errors:${code}`);
    if (password !== '' && confirmPassword !== password) next.confirmPassword = t('validation.passwordMismatch.description');
    setErrors(next);
    if (next.password || next.confirmPassword) return;
    try {
      await mutation.mutateAsync({ token, newPassword: password });
      toast({ variant: 'success', title: t('toasts.passwordReset.title'), description: t('toasts.passwordReset.description') });
      onDone();
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('toasts.resetUnavailable.title'),
        description: getErrorText(caught, t('toasts.resetUnavailable.description')),
      });
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <KeyRound aria-hidden="true" className="size-5" />
        </span>
        <div className="space-y-1">
          <h2 className="text-xl font-semibold tracking-tight text-ink">{t('reset.title')}</h2>
          <p className="text-sm text-ink-muted">{t('reset.description')}</p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('reset.title')}>
        <Field label={t('reset.newPassword')} error={errors.password}>
          {(control) => (
            <div className="space-y-2.5">
              <PasswordInput
                {...control}
                name="newPassword"
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              {password !== '' && <PasswordStrengthMeter password={password} />}
            </div>
          )}
        </Field>
        <Field label={t('reset.confirmPassword')} error={errors.confirmPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              name="confirmPassword"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" isLoading={mutation.isPending}>
          {mutation.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
        <Button variant="link" className="w-full" onClick={onDone}>
          {t('reset.backToSignIn')}
        </Button>
      </form>
    </div>
  );
}
