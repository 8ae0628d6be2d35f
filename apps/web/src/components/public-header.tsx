import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '../lib/cn';
import { useSession } from '../lib/session/session-context';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { buttonClasses } from './ui/button';

/** Header of the public pages: logo, language switcher, sign-in and join-beta links (or "open chat"). */
export function PublicHeader({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { user } = useSession();
  return (
    <header className={cn('sticky top-0 z-30 border-b border-line/70 bg-canvas/85 backdrop-blur', className)}>
      {/* Below 400 px a little less padding and gap: the Spanish links ("Iniciar sesión", "Únete a la beta") fit 390 px. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-3 min-[400px]:px-4 sm:px-6">
        <Link href="/" aria-label={t('nav.home')} className="rounded-lg">
          <BrandLogo wordmarkClassName={user ? undefined : 'hidden min-[440px]:inline'} />
        </Link>
        <nav aria-label={t('nav.mainLabel')} className="flex items-center gap-1 min-[400px]:gap-1.5 sm:gap-3">
          <LanguageSwitcher />
          {user ? (
            <Link href="/chat" className={buttonClasses({ size: 'sm' })}>
              {t('actions.openChat')}
            </Link>
          ) : (
            <>
              <Link href="/auth?mode=signin" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2 sm:px-3' })}>
                {t('actions.signIn')}
              </Link>
              <Link href="/auth" className={buttonClasses({ size: 'sm' })}>
                {t('actions.joinBeta')}
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
