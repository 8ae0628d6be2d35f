import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { i18n } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/session-context';
import { useLoginMutation } from '../api/login';
import { PhoneField } from './phone-field';

export function SignInForm({
  phone,
  onPhoneChange,
  onForgotPassword,
  onSignedIn,
}: {
  phone: string;
  onPhoneChange: (value: string) => void;
  onForgotPassword: () => void;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const { toast } = useToast();
  const { signIn } = useSession();
  const loginMutation = useLoginMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: 'phone' | 'password'; text: string } | null>(null);
  const canSubmit = phone.trim() !== '' && password !== '' && !loginMutation.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (phone.trim() === '') {
      setError({ field: 'phone', text: t('errors:phoneRequired') });
      return;
    }
    if (password === '') {
      setError({ field: 'password', text: t('errors:passwordRequired') });
      return;
    }
    try {
      // The server normalises the number (any notation of a valid number signs in), so this page
      // does not load the phone-number metadata.
      const { user } = await loginMutation.mutateAsync({ phoneNumber: phone.trim(), password });
      await signIn(user);
      toast({ variant: 'success', title: i18n.t('auth:toasts.welcome.title'), description: i18n.t('auth:toasts.welcome.description') });
      onSignedIn();
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('toasts.loginFailed.title'),
        description: getErrorText(caught, t('toasts.loginFailed.fallback')),
      });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('signIn.title')}>
      <PhoneField value={phone} onChange={onPhoneChange} error={error?.field === 'phone' ? error.text : null} />
      <Field
        label={t('fields.password')}
        error={error?.field === 'password' ? error.text : null}
        labelAside={
          <button
            type="button"
            onClick={onForgotPassword}
            className="cursor-pointer rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t('signIn.forgot')}
          </button>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} isLoading={loginMutation.isPending}>
        {loginMutation.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
