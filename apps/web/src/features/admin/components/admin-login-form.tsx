import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { getErrorText } from '../../../lib/error-text';
import { useLoginAdminMutation } from '../api/login-admin';

export function AdminLoginForm() {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const login = useLoginAdminMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const canSubmit = username.trim() !== '' && password !== '' && !login.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    try {
      await login.mutateAsync({ username: username.trim(), password });
    } catch (caught) {
      setPassword('');
      // The spec's sentence for a wrong pair; a rate limit or an outage says what it is.
      setError(getErrorText(caught, t('errors:adminInvalidCredentials')));
    }
  };

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-100 px-4 py-12">
      <Link href="/" aria-label={t('common:nav.home')} className="mb-8 rounded-lg">
        <BrandLogo />
      </Link>
      <Card className="w-full max-w-md">
        <CardContent className="p-6 sm:p-8">
          <div className="text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-slate-900 text-white">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </span>
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">{t('login.title')}</h1>
            <p className="mt-2 text-sm text-ink-muted">{t('login.description')}</p>
          </div>
          <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5" aria-label={t('login.title')}>
            {error && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
                {error}
              </p>
            )}
            <Field label={t('login.username')}>
              {(control) => (
                <Input
                  {...control}
                  name="username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              )}
            </Field>
            <Field label={t('login.password')}>
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
            <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} isLoading={login.isPending}>
              {login.isPending ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>
          <Link href="/" className={buttonClasses({ variant: 'ghost', className: 'mt-4 w-full' })}>
            {t('common:actions.backHome')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
