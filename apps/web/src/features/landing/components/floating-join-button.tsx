import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { useScrolledPast } from '../../../components/ui/scroll-to-top';
import { cn } from '../../../lib/cn';

/** Spec: on small screens a floating join-beta button appears after scrolling more than 800 px. */
export function FloatingJoinButton({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const isVisible = useScrolledPast();
  if (!isVisible) return null;
  return (
    <Link
      href="/auth"
      className={buttonClasses({ size: 'lg', className: cn('fixed bottom-4 left-4 z-40 h-11 rounded-full px-5 shadow-pop ring-2 ring-white', className) })}
    >
      {t('actions.joinBeta')}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
