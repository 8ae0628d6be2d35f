import type { ComponentType } from 'react';
import { CircleMinus, CirclePlus, PiggyBank } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** Spec section 2: add income, add expense, and manage budgets only when a budget handler is given. */
export function QuickActions({
  onAddIncome,
  onAddExpense,
  onManageBudgets,
}: {
  onAddIncome: () => void;
  onAddExpense: () => void;
  onManageBudgets?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const actions: Array<{ key: string; label: string; onClick: () => void; Icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>; tone: string }> = [
    { key: 'income', label: t('actions.addIncome'), onClick: onAddIncome, Icon: CirclePlus, tone: 'bg-brand-50 text-brand-700' },
    { key: 'expense', label: t('actions.addExpense'), onClick: onAddExpense, Icon: CircleMinus, tone: 'bg-rose-50 text-rose-700' },
  ];
  if (onManageBudgets) {
    actions.push({ key: 'budgets', label: t('actions.manageBudgets'), onClick: onManageBudgets, Icon: PiggyBank, tone: 'bg-sky-50 text-sky-700' });
  }
  return (
    <div role="group" aria-label={t('actions.label')}>
      <ul className={cn('grid gap-3', actions.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {actions.map(({ key, label, onClick, Icon, tone }) => (
          <li key={key}>
            <button
              type="button"
              onClick={onClick}
              className="group flex h-full w-full cursor-pointer flex-col items-center gap-2 rounded-xl border border-line bg-surface p-3 text-center shadow-xs transition hover:border-brand-300 hover:shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:p-4 sm:text-left"
            >
              <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-xs font-medium text-ink sm:text-sm">{label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
