import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@tally/shared/schemas/transactions';
import { cn } from '../../../lib/cn';
import { barWidth } from '../amounts';
import type { Display } from '../hooks/use-display';
import { CategoryIcon } from '../../../components/category-icon';
import { useMoney } from '../hooks/use-money';

/** Spec section 9: top categories shown. */
export const TOP_CATEGORIES = 5;

/** The top categories of one type with their total and a bar of their share (capped at 100%). */
export function CategoryShareList({
  categories,
  type,
  currency,
  display,
  label,
}: {
  categories: Dashboard['topCategories']['income'];
  type: 'income' | 'expense';
  currency: string;
  display: Display;
  label: string;
}) {
  const { t } = useTranslation('dashboard');
  const { money, formats: { percent } } = useMoney();
  return (
    <ol aria-label={label} className="space-y-4">
      {categories.slice(0, TOP_CATEGORIES).map((category) => {
        const share = percent(category.share);
        const name = display.categoryName(category.name);
        return (
          <li key={category.categoryId} data-testid="category-share" className="flex items-center gap-3">
            <CategoryIcon name={category.name} type={type} />
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3">
                <span className="truncate text-sm font-medium text-ink">{name}</span>
                <span className="shrink-0 text-sm font-semibold text-ink tabular-nums">{money(category.total, currency)}</span>
              </div>
              <div className="mt-1.5 flex items-center gap-3">
                <div
                  role="meter"
                  aria-label={name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={barWidth(category.share)}
                  aria-valuetext={t('topCategories.shareLabel', { share })}
                  className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
                >
                  <div
                    className={cn('h-full rounded-full', type === 'income' ? 'bg-brand-600' : 'bg-rose-700')}
                    style={{ width: `${barWidth(category.share)}%` }}
                  />
                </div>
                <span className="w-12 shrink-0 text-right text-xs font-medium text-ink-muted tabular-nums">{share}</span>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
