import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { transactionAmount } from '../amounts';
import type { Display } from '../hooks/use-display';
import { CategoryIcon } from '../../../components/category-icon';
import { RecurringBadge } from '../../../components/recurring-badge';
import { AMOUNT_MASK, useMoney } from '../hooks/use-money';
import { TagChips } from './tag-chips';

/**
 * Transactions as rows: category icon, description (with a Recurring badge when a rule recorded it),
 * category and date, signed amount (with the original currency in brackets where it differs), up to
 * three tags, and Edit (the one transaction form, as a correction the assistant learns from).
 */
export function TransactionList({
  transactions,
  currency,
  display,
  label,
  onEdit,
}: {
  transactions: readonly Transaction[];
  currency: string;
  display: Display;
  label: string;
  onEdit: (transaction: Transaction) => void;
}) {
  return (
    <ul aria-label={label} className="divide-y divide-line">
      {transactions.map((transaction) => (
        <TransactionRow key={transaction.id} transaction={transaction} currency={currency} display={display} onEdit={() => onEdit(transaction)} />
      ))}
    </ul>
  );
}

function TransactionRow({ transaction, currency, display, onEdit }: { transaction: Transaction; currency: string; display: Display; onEdit: () => void }) {
  const { t, i18n } = useTranslation(['dashboard', 'transactions']);
  const { isHidden } = useMoney();
  const amount = isHidden ? { primary: AMOUNT_MASK, original: null } : transactionAmount(transaction, currency, i18n.language);
  const isIncome = transaction.type === 'income';
  return (
    <li data-testid="transaction-row" className="flex items-start gap-3 py-3.5">
      <CategoryIcon name={transaction.category} type={transaction.type} />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-1.5">
          <p className="truncate text-sm font-medium text-ink">{transaction.description}</p>
          <RecurringBadge transaction={transaction} />
        </div>
        <p className="mt-0.5 truncate text-xs text-ink-subtle">
          {display.categoryName(transaction.category)}
          {' · '}
          <time dateTime={transaction.transactionDate}>{display.dateLabel(transaction.transactionDate)}</time>
        </p>
        <TagChips tags={transaction.tags} tagName={display.tagName} />
      </div>
      <div className="shrink-0 text-right">
        <p className={cn('text-sm font-semibold tabular-nums', isIncome ? 'text-brand-700' : 'text-ink')}>{amount.primary}</p>
        {amount.original && (
          <p className="text-xs text-ink-subtle tabular-nums">
            <span aria-hidden="true">({amount.original})</span>
            <span className="sr-only">{t('transaction.originalAmount', { amount: amount.original })}</span>
          </p>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="-my-1 -mr-2 px-2"
        onClick={onEdit}
        aria-label={t('transactions:actions.editLabel', { description: transaction.description })}
        title={t('transactions:actions.edit')}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}
