import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Where the back button goes; no back button when absent. */
  backHref?: string;
  /** Buttons on the right. */
  actions?: ReactNode;
  className?: string;
}

/** The sticky header of a signed-in page: back button, title and actions. */
export function PageHeader({ title, description, backHref, actions, className }: PageHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header className={cn('sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur', className)}>
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
        {backHref && (
          <Link
            href={backHref}
            aria-label={t('actions.back')}
            className="-ml-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
        )}
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-semibold tracking-tight text-ink">{title}</h1>
          {description && <p className="truncate text-xs text-ink-subtle">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-1 sm:gap-2">{actions}</div>}
      </div>
    </header>
  );
}
