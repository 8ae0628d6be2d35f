import { LayoutDashboard, PiggyBank, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';
import { buttonClasses } from '../../../components/ui/button';

/** Chat header: dashboard, budget and settings (labels beside the icons from tablet width up). */
export function ChatHeader() {
  const { t } = useTranslation(['chat', 'common']);
  const links = [
    { href: '/dashboard', label: t('common:nav.dashboard'), Icon: LayoutDashboard },
    { href: '/budget', label: t('common:nav.budget'), Icon: PiggyBank },
    { href: '/settings', label: t('common:nav.settings'), Icon: Settings },
  ];
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <BrandLogo />
          <span className="hidden truncate border-l border-line pl-3 text-sm text-ink-subtle md:inline">{t('header.subtitle')}</span>
        </div>
        <nav aria-label={t('header.navLabel')}>
          <ul className="flex items-center gap-1">
            {links.map(({ href, label, Icon }) => (
              <li key={href}>
                <Link href={href} aria-label={label} title={label} className={buttonClasses({ variant: 'ghost', size: 'md', className: 'px-2.5 sm:px-3' })}>
                  <Icon aria-hidden="true" className="size-5" />
                  <span className="hidden sm:inline">{label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
