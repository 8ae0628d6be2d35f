import { useId } from 'react';
import { PRODUCT_NAME } from '@tally/shared/languages';
import { cn } from '../lib/cn';

/** The product mark (same drawing as the favicon) with the product name beside it. */
export function BrandMark({ className }: { className?: string }) {
  // A gradient id per instance: a shared id breaks every mark when the first one is display:none.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#10b981" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9 10.5h14M16 10.5V23" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="22.5" cy="21.5" r="2.2" fill="#a7f3d0" />
    </svg>
  );
}

export function BrandLogo({
  className,
  inverted = false,
  wordmarkClassName,
}: {
  className?: string;
  inverted?: boolean;
  /** E.g. "hidden sm:inline" where a header is short of room on phones. */
  wordmarkClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <BrandMark />
      <span className={cn('text-xl font-bold tracking-tight', inverted ? 'text-white' : 'text-ink', wordmarkClassName)}>{PRODUCT_NAME}</span>
    </span>
  );
}
