import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareHeart } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { SiteFooter } from '../../../components/site-footer';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { VerificationLinkNotice } from '../../../components/verification-link-notice';
import { usePageMeta } from '../../../lib/page-meta';
import { useAuthMode, type AuthMode } from '../hooks/use-auth-mode';
import { AuthBrandPanel } from './auth-brand-panel';
import { SignInForm } from './sign-in-form';

// Sign-in stays in this chunk; the modes that validate phone numbers, emails and password strength
// load their code (and the phone-number metadata) when shown, keeping the sign-in page light.
const loadSignUpForm = () => import('./sign-up-form');
const SignUpForm = lazy(() => loadSignUpForm().then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordPanel = lazy(() => import('./forgot-password-panel').then((m) => ({ default: m.ForgotPasswordPanel })));
// Loaded on the first click: the dialog is rarely opened from this page.
const BetaFeedbackDialog = lazy(() => import('../../../components/beta-feedback-dialog').then((m) => ({ default: m.BetaFeedbackDialog })));
const ResetPasswordForm = lazy(() => import('./reset-password-form').then((m) => ({ default: m.ResetPasswordForm })));

const TITLE_KEYS = {
  signup: 'pageTitle.signUp',
  signin: 'pageTitle.signIn',
  'forgot-password': 'pageTitle.forgotPassword',
  'reset-password': 'pageTitle.resetPassword',
} as const satisfies Record<AuthMode, string>;

/** Sign-up, sign-in, forgot-password and reset-password (spec sections 2, 4, 5, 8). */
export function AuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { mode, token, setMode, leave } = useAuthMode();
  // The phone number carries over between sign-up and sign-in; passwords and the rest do not.
  const [phone, setPhone] = useState('');
  const [isFeedbackOpen, setIsFeedbackOpen] = useState(false);
  const [hasOpenedFeedback, setHasOpenedFeedback] = useState(false);
  usePageMeta(t(TITLE_KEYS[mode]), t('metaDescription'));

  // Fetch the sign-up form once the page is idle, so switching tabs shows it at once.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadSignUpForm(), 1500);
    return () => window.clearTimeout(timer);
  }, []);

  const isTabbed = mode === 'signup' || mode === 'signin';

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <AuthBrandPanel />
      <div className="flex min-w-0 flex-col bg-canvas">
        <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
          <Link href="/" aria-label={t('common:nav.home')} className="rounded-lg lg:invisible">
            <BrandLogo />
          </Link>
          <LanguageSwitcher />
        </header>
        <main className="flex flex-1 justify-center px-4 pt-2 pb-12 sm:px-8 sm:pt-6">
          <div className="w-full max-w-md">
            {isTabbed ? (
              <>
                <VerificationLinkNotice className="mb-6" />
                <div className="mb-6 space-y-1.5 text-center">
                  <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                    {mode === 'signup' ? t('signUp.title') : t('signIn.title')}
                  </h1>
                  <p className="text-sm text-ink-muted sm:text-base">
                    {mode === 'signup' ? t('signUp.description') : t('signIn.description')}
                  </p>
                </div>
                <Card>
                  <CardContent className="p-5 sm:p-7">
                    <Tabs value={mode} onValueChange={(value) => setMode(value === 'signin' ? 'signin' : 'signup', { replace: true })}>
                      <TabsList aria-label={t('tabs.label')} className="mb-6">
                        <TabsTrigger value="signup">{t('tabs.signUp')}</TabsTrigger>
                        <TabsTrigger value="signin">{t('tabs.signIn')}</TabsTrigger>
                      </TabsList>
                      <TabsContent value="signup">
                        {/* The fallback holds the form's height (about 44rem), so the footer does not jump when it arrives. */}
                        <Suspense fallback={<div className="min-h-[44rem]"><PageSpinner inline /></div>}>
                          <SignUpForm phone={phone} onPhoneChange={setPhone} onSignedIn={leave} />
                        </Suspense>
                      </TabsContent>
                      <TabsContent value="signin">
                        <SignInForm
                          phone={phone}
                          onPhoneChange={setPhone}
                          onSignedIn={leave}
                          onForgotPassword={() => setMode('forgot-password')}
                        />
                      </TabsContent>
                    </Tabs>
                  </CardContent>
                </Card>
                <p className="mt-5 text-center text-sm text-ink-muted">
                  {mode === 'signup' ? t('signUp.switchPrompt') : t('signIn.switchPrompt')}{' '}
                  <button
                    type="button"
                    onClick={() => setMode(mode === 'signup' ? 'signin' : 'signup', { replace: true })}
                    className="cursor-pointer rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {mode === 'signup' ? t('signUp.switchAction') : t('signIn.switchAction')}
                  </button>
                </p>
              </>
            ) : (
              <Card className="mt-4 sm:mt-10">
                <CardContent className="p-5 sm:p-7">
                  <h1 className="sr-only">{t(TITLE_KEYS[mode])}</h1>
                  <Suspense fallback={<PageSpinner inline />}>
                  {mode === 'forgot-password' ? (
                    <ForgotPasswordPanel onClose={() => setMode('signin', { replace: true })} />
                  ) : (
                    <ResetPasswordForm
                      token={token}
                      onDone={() => setMode('signin', { replace: true })}
                      onRequestNewLink={() => setMode('forgot-password', { replace: true })}
                    />
                  )}
                  </Suspense>
                </CardContent>
              </Card>
            )}
            {/* Spec section 2, Auth: "A Share Beta Feedback button". Visitors' feedback goes to the support inbox. */}
            <div className="mt-6 flex justify-center">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setHasOpenedFeedback(true);
                  setIsFeedbackOpen(true);
                }}
              >
                <MessageSquareHeart aria-hidden="true" className="size-4" />
                {t('shareFeedback')}
              </Button>
            </div>
            {hasOpenedFeedback && (
              <Suspense fallback={null}>
                <BetaFeedbackDialog visitor open={isFeedbackOpen} onOpenChange={setIsFeedbackOpen} />
              </Suspense>
            )}
          </div>
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
