import { useState } from 'react';
import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@tally/shared/languages';
import type { User } from '@tally/shared/schemas/auth';
import { formatPhoneForDisplay } from '@tally/shared/phone-format';
import { VerificationLinkNotice } from '../../../components/verification-link-notice';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScrollToTopButton } from '../../../components/ui/scroll-to-top';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useSavePreferences } from '../hooks/use-save-preferences';
import { CurrencySection } from './currency-section';
import { DataSection } from './data-section';
import { EmailSection } from './email-section';
import { LanguageSection } from './language-section';
import { LearnedRulesSection } from './learned-rules-section';
import { MessagingSection } from './messaging-section';
import { PastImportsSection } from './past-imports-section';
import { SaveBar } from './save-bar';
import { SectionCard } from './section-card';
import { SecuritySection } from './security-section';

/** Settings (spec section 2): profile, language, email, currency, security, the user's data, logout. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  // The route shows this page only to a signed-in user; the check keeps the types honest.
  if (!user) return null;
  return <SettingsContent user={user} />;
}

function SettingsContent({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const { signOut } = useSession();
  const [, navigate] = useLocation();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const savedLanguage: Language = isLanguage(user.preferredLanguage) ? user.preferredLanguage : DEFAULT_LANGUAGE;
  const [language, setLanguage] = useState<Language>(savedLanguage);
  const [currency, setCurrency] = useState(user.preferredCurrency);
  const { save, isSaving, failure } = useSavePreferences(user);
  const isDirty = language !== user.preferredLanguage || currency !== user.preferredCurrency;

  const onLogout = async () => {
    setIsSigningOut(true);
    await signOut(() => navigate('/', { replace: true }));
  };

  const rows = [
    { label: t('profile.phone'), value: formatPhoneForDisplay(user.phoneNumber) },
    ...(user.name ? [{ label: t('profile.name'), value: user.name }] : []),
  ];

  return (
    <div className="min-h-dvh">
      <PageHeader title={t('pageTitle')} backHref="/chat" />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <VerificationLinkNotice />

        <SectionCard Icon={UserRound} title={t('profile.title')} description={t('profile.description')}>
          <dl className="divide-y divide-line rounded-xl border border-line">
            {rows.map((row) => (
              <div key={row.label} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <dt className="text-sm text-ink-subtle">{row.label}</dt>
                <dd className="text-sm font-medium break-all text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
        </SectionCard>

        <LanguageSection value={language} saved={user.preferredLanguage} onChange={setLanguage} />
        <EmailSection user={user} />
        <CurrencySection value={currency} saved={user.preferredCurrency} onChange={setCurrency} />
        <MessagingSection />
        <LearnedRulesSection />
        <PastImportsSection />
        <SecuritySection userId={user.id} />
        <DataSection userId={user.id} />

        <SectionCard Icon={LogOut} title={t('account.title')} description={t('account.description')}>
          <Button variant="outline" onClick={onLogout} isLoading={isSigningOut} className="text-red-700 hover:bg-red-50">
            {!isSigningOut && <LogOut aria-hidden="true" className="size-4" />}
            {isSigningOut ? t('account.loggingOut') : t('account.logout')}
          </Button>
        </SectionCard>

        {isDirty && <SaveBar onSave={() => void save({ currency, language })} isSaving={isSaving} failure={failure} />}
      </main>
      <ScrollToTopButton className={isDirty ? 'bottom-28!' : undefined} />
    </div>
  );
}
