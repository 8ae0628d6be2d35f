import { useState } from 'react';
import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScrollToTopButton } from '../../../components/ui/scroll-to-top';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';

/** Settings frame: profile (read-only) and logout; language, email, currency and security come next. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('pageTitle'));
  const { user, signOut } = useSession();
  const [, navigate] = useLocation();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const onLogout = async () => {
    setIsSigningOut(true);
    await signOut(() => navigate('/', { replace: true }));
  };

  const rows = [
    { label: t('profile.phone'), value: user?.phoneNumber },
    ...(user?.name ? [{ label: t('profile.name'), value: user.name }] : []),
  ];

  return (
    <div className="min-h-dvh">
      <PageHeader title={t('pageTitle')} backHref="/chat" />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <Card>
          <CardHeader className="flex flex-row items-center gap-3 space-y-0">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <UserRound aria-hidden="true" className="size-5" />
            </span>
            <div>
              <CardTitle>{t('profile.title')}</CardTitle>
              <CardDescription>{t('profile.description')}</CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-line rounded-xl border border-line">
              {rows.map((row) => (
                <div key={row.label} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <dt className="text-sm text-ink-subtle">{row.label}</dt>
                  <dd className="text-sm font-medium break-all text-ink">{row.value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('account.title')}</CardTitle>
            <CardDescription>{t('account.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={onLogout} isLoading={isSigningOut} className="text-red-700 hover:bg-red-50">
              {!isSigningOut && <LogOut aria-hidden="true" className="size-4" />}
              {isSigningOut ? t('account.loggingOut') : t('account.logout')}
            </Button>
          </CardContent>
        </Card>
      </main>
      <ScrollToTopButton />
    </div>
  );
}
