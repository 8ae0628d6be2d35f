import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Budget } from '@tally/shared/schemas/budgets';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { showCategory } from '../budget-display';
import { useFormats } from '../../../lib/format';

/** Spec section 2 "Manage": every budget, active or not, with edit and delete. */
export function BudgetManageList({ budgets, onEdit, onDelete }: { budgets: Budget[]; onEdit: (budget: Budget) => void; onDelete: (budget: Budget) => void }) {
  const { t, i18n } = useTranslation('budgets');
  const { money } = useFormats();
  return (
    <Card>
      <ul aria-label={t('manage.listLabel')} className="divide-y divide-line">
        {budgets.map((budget) => {
          const category = showCategory(budget.category, i18n.language);
          return (
            <li key={budget.id} aria-label={category} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="truncate font-medium text-ink">{category}</p>
                  <Badge variant={budget.isActive ? 'success' : 'neutral'}>{budget.isActive ? t('manage.active') : t('manage.inactive')}</Badge>
                </div>
                <p className="mt-0.5 text-sm text-ink-muted tabular-nums">
                  {t(`perPeriod.${budget.period}`, { amount: money(budget.amount, budget.currency) })}
                  <span className="text-ink-subtle"> · {budget.currency}</span>
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <Button variant="ghost" size="icon" onClick={() => onEdit(budget)} aria-label={t('manage.edit', { category })} title={t('manage.edit', { category })}>
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onDelete(budget)}
                  aria-label={t('manage.delete', { category })}
                  title={t('manage.delete', { category })}
                  className="text-red-600 hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
