import { Receipt, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BudgetInsights } from '@tally/shared/schemas/budgets';
import { Card } from '../../../components/ui/card';
import { useFormats } from '../../../lib/format';

/** Spec section 2: total budgeted and total spent in the preferred currency; $0.00 until the server says otherwise. */
export function BudgetSummary({ insights }: { insights: BudgetInsights | undefined }) {
  const { t } = useTranslation('budgets');
  const { money } = useFormats();
  const currency = insights?.currency ?? 'USD';
  const tiles = [
    { label: t('summary.totalBudgeted'), value: money(insights?.totalBudgeted ?? '0', currency), Icon: Wallet },
    { label: t('summary.totalSpent'), value: money(insights?.totalSpent ?? '0', currency), Icon: Receipt },
  ];
  return (
    <section aria-label={t('summary.label')} className="grid grid-cols-2 gap-3 sm:gap-4">
      {tiles.map(({ label, value, Icon }) => (
        <Card key={label} className="p-4 sm:p-5">
          <div className="flex items-center gap-2 text-sm text-ink-muted">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span className="truncate">{label}</span>
          </div>
          <p className="mt-2 truncate text-xl font-semibold tracking-tight text-ink tabular-nums sm:text-2xl">{value}</p>
          {insights && <p className="mt-1 text-xs text-ink-subtle">{t('summary.hint', { currency })}</p>}
        </Card>
      ))}
    </section>
  );
}
