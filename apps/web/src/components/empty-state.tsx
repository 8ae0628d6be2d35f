import type { ComponentType, ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A friendly "nothing here yet" block: icon, title, text and an optional action. */
export function EmptyState({
  Icon,
  title,
  description,
  action,
  className,
}: {
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center px-6 py-14 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 text-lg font-semibold tracking-tight text-ink">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-ink-muted">{description}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
