import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** Spec section 9: the button appears after scrolling more than 800 px. */
export const SCROLL_TO_TOP_THRESHOLD = 800;

/** True once the page is scrolled more than `threshold` px (the landing's floating join button too). */
export function useScrolledPast(threshold: number = SCROLL_TO_TOP_THRESHOLD): boolean {
  const [isPast, setIsPast] = useState(false);

  useEffect(() => {
    const update = () => setIsPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return isPast;
}

export function ScrollToTopButton({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const isVisible = useScrolledPast();

  if (!isVisible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('actions.scrollToTop')}
      className={cn(
        'fixed right-4 bottom-4 z-40 flex size-11 cursor-pointer items-center justify-center rounded-full bg-ink text-white shadow-pop',
        'transition-transform hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
