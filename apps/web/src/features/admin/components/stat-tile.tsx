import type { ComponentType, ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** One figure of the overview or analytics: label, value, an optional line under it. */
export function StatTile({
  label,
  value,
  hint,
  Icon,
  iconClassName = 'bg-brand-50 text-brand-700',
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  iconClassName?: string;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink-muted">{label}</p>
          <p className="mt-1 text-2xl font-bold tracking-tight text-ink tabular-nums">{value}</p>
          {hint && <p className="mt-1 text-xs text-ink-subtle">{hint}</p>}
        </div>
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', iconClassName)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
    </Card>
  );
}
