import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { compareAmounts, subtractAmounts } from '@tally/shared/money';
import type { BudgetPerformance } from '@tally/shared/schemas/budgets';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/format';
import { BAR_CLASSES, getProgressWidth, getStatusLook, showCategory } from '../budget-display';

/** One active budget in its current window (spec section 2 "Overview"). Amounts are in the budget's currency. */
export function BudgetPerformanceCard({ item, preferredCurrency }: { item: BudgetPerformance; preferredCurrency: string }) {
  const { t, i18n } = useTranslation('budgets');
  const { budget } = item;
  const category = showCategory(budget.category, i18n.language);
  const look = getStatusLook(item.status);
  const formats = useFormats();
  const money = (amount: string) => formats.money(amount, budget.currency);
  const percentage = formats.percent(item.percentage);
  const isOver = compareAmounts(item.remaining, '0') < 0;
  const isProjectedOver = compareAmounts(item.projectedSpending, budget.amount) > 0;
  const width = getProgressWidth(item.percentage);

  return (
    <article
      aria-label={category}
      data-status={look.key}
      className={cn(
        'h-full rounded-card border bg-surface p-5 shadow-card',
        look.bar === 'red' ? 'border-red-200' : look.bar === 'yellow' ? 'border-yellow-300' : 'border-line',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-ink">{category}</h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-sm text-ink-muted">
            <span>{t(`perPeriod.${budget.period}`, { amount: money(budget.amount) })}</span>
            {budget.currency !== preferredCurrency && (
              <span title={t('card.currency', { currency: budget.currency })} className="rounded bg-slate-100 px-1.5 py-px text-xs font-semibold text-ink-muted">
                {budget.currency}
              </span>
            )}
          </p>
        </div>
        <Badge variant={look.badge} className="shrink-0">
          {t(`status.${look.key}`)}
        </Badge>
      </div>

      <div className="mt-4 flex items-baseline justify-between gap-3 text-sm">
        <p className="text-ink-muted">
          {t('card.spent')} <span className="font-semibold text-ink tabular-nums">{money(item.spent)}</span>
        </p>
        <p className="font-semibold text-ink tabular-nums">{percentage}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t('card.progress', { category, percentage })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={percentage}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div data-color={look.bar} className={cn('h-full rounded-full transition-[width]', BAR_CLASSES[look.bar])} style={{ width: `${width}%` }} />
      </div>

      <div className="mt-3 flex items-baseline justify-between gap-3 text-sm">
        <p className={isOver ? 'text-red-700' : 'text-ink-muted'}>
          {isOver ? t('card.overBy') : t('card.remaining')}{' '}
          <span className="font-semibold tabular-nums">{money(isOver ? subtractAmounts('0', item.remaining) : item.remaining)}</span>
        </p>
        <p className="shrink-0 text-ink-subtle">{t('card.daysLeft', { count: item.daysLeft })}</p>
      </div>

      {isProjectedOver && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('card.projectedExceed', { amount: money(subtractAmounts(item.projectedSpending, budget.amount)) })}
        </p>
      )}
    </article>
  );
}
