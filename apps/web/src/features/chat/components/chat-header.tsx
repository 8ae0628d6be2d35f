import { LayoutDashboard, MessageSquareHeart, PiggyBank, Repeat, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';
import { buttonClasses } from '../../../components/ui/button';

/**
 * Chat header: Share Beta Feedback, then dashboard, budget, recurring and settings (labels beside the icons
 * from tablet width up; the feedback label from desktop width, so the row fits).
 */
export function ChatHeader({ onShareFeedback }: { onShareFeedback: () => void }) {
  const { t } = useTranslation(['chat', 'common']);
  const links = [
    { href: '/dashboard', label: t('common:nav.dashboard'), Icon: LayoutDashboard },
    { href: '/budget', label: t('common:nav.budget'), Icon: PiggyBank },
    { href: '/recurring', label: t('common:nav.recurring'), Icon: Repeat },
    { href: '/settings', label: t('common:nav.settings'), Icon: Settings },
  ];
  const feedbackLabel = t('chat:beta.open');
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <BrandLogo />
          <span className="hidden truncate border-l border-line pl-3 text-sm text-ink-subtle lg:inline">{t('header.subtitle')}</span>
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={onShareFeedback}
            aria-label={feedbackLabel}
            title={feedbackLabel}
            className={buttonClasses({ variant: 'ghost', size: 'md', className: 'px-2.5 text-brand-700 sm:px-3' })}
          >
            <MessageSquareHeart aria-hidden="true" className="size-5" />
            <span className="hidden lg:inline">{feedbackLabel}</span>
          </button>
          <span aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
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
      </div>
    </header>
  );
}
