import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-9 border-[3px]' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** Announced to screen readers; defaults to "Loading…". */
  label?: string;
  /** Inside a control that already says it is busy: hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  const ring = (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-spin rounded-full border-current border-t-transparent opacity-80', SIZES[size], className)}
    />
  );
  if (decorative) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** A centred spinner filling the viewport (or its container with `inline`). */
export function PageSpinner({ inline = false }: { inline?: boolean }) {
  return (
    <div className={cn('grid place-items-center text-brand-600', inline ? 'py-16' : 'min-h-dvh')}>
      <Spinner size="lg" />
    </div>
  );
}
