import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tally/shared/format-money';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { CategoryIcon } from '../../../components/category-icon';
import { RecurringBadge } from '../../../components/recurring-badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** Spec section 9: tags per row. */
const TAGS_PER_ROW = 3;

/** Desktop columns: date, description with tags, category, amount, actions. */
const COLUMNS = 'sm:grid-cols-[6rem_minmax(0,1fr)_8rem_8.5rem_5.5rem] lg:grid-cols-[6.5rem_minmax(0,1fr)_11rem_10rem_5.5rem]';

export interface RowLabels {
  categoryName: (name: string) => string;
  tagName: (tag: string) => string;
  formatDate: (date: string) => string;
}

/** "-€50.00", "+R$100.00": the amount in its own currency, signed by type. */
export function signedAmount(transaction: Pick<Transaction, 'type' | 'amount' | 'currency'>, language: string): string {
  return `${transaction.type === 'income' ? '+' : '-'}${formatMoney(transaction.amount, transaction.currency, language)}`;
}

/**
 * Spec section 9: the amount in the preferred currency, in brackets, when the original differs (and
 * a conversion exists).
 */
export function convertedAmount(transaction: Pick<Transaction, 'currency' | 'historicalConvertedAmount'>, preferredCurrency: string, language: string): string | null {
  if (transaction.currency === preferredCurrency || transaction.historicalConvertedAmount === null) return null;
  return formatMoney(transaction.historicalConvertedAmount, preferredCurrency, language);
}

/**
 * The list: a table-like grid from the small breakpoint up, a card per transaction on a phone. One
 * list in the DOM either way (a real list, each row with its own Edit and Delete).
 */
export function TransactionRows({
  transactions,
  preferredCurrency,
  labels,
  onEdit,
  onDelete,
}: {
  transactions: readonly Transaction[];
  preferredCurrency: string;
  labels: RowLabels;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
}) {
  const { t } = useTranslation('transactions');
  return (
    <div>
      <div aria-hidden="true" className={cn('hidden gap-4 border-b border-line px-5 py-2.5 text-xs font-medium text-ink-subtle sm:grid', COLUMNS)}>
        <span>{t('page.columns.date')}</span>
        <span>{t('page.columns.description')}</span>
        <span>{t('page.columns.category')}</span>
        <span className="text-right">{t('page.columns.amount')}</span>
        <span className="sr-only">{t('page.columns.actions')}</span>
      </div>
      <ul aria-label={t('page.title')} className="space-y-3 sm:space-y-0 sm:divide-y sm:divide-line">
        {transactions.map((transaction) => (
          <Row
            key={transaction.id}
            transaction={transaction}
            preferredCurrency={preferredCurrency}
            labels={labels}
            onEdit={() => onEdit(transaction)}
            onDelete={() => onDelete(transaction)}
          />
        ))}
      </ul>
    </div>
  );
}

function Row({
  transaction,
  preferredCurrency,
  labels,
  onEdit,
  onDelete,
}: {
  transaction: Transaction;
  preferredCurrency: string;
  labels: RowLabels;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('transactions');
  const isIncome = transaction.type === 'income';
  const converted = convertedAmount(transaction, preferredCurrency, i18n.language);
  const category = labels.categoryName(transaction.category);
  const shownTags = transaction.tags.slice(0, TAGS_PER_ROW);
  const restTags = transaction.tags.slice(TAGS_PER_ROW);
  const restLabel = t('page.moreTagsLabel', { count: restTags.length, tags: restTags.map((tag) => `#${labels.tagName(tag)}`).join(', ') });

  return (
    <li
      data-testid="transaction-item"
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 rounded-card border border-line bg-surface p-4 shadow-card',
        'sm:items-center sm:gap-4 sm:rounded-none sm:border-0 sm:px-5 sm:py-3 sm:shadow-none',
        COLUMNS,
      )}
    >
      <span className="row-span-2 sm:hidden">
        <CategoryIcon name={transaction.category} type={transaction.type} />
      </span>
      <time dateTime={transaction.transactionDate} className="order-3 col-start-2 text-xs text-ink-subtle sm:order-none sm:col-start-auto sm:text-sm sm:text-ink-muted">
        {labels.formatDate(transaction.transactionDate)}
        <span className="sm:hidden">
          {' · '}
          {category}
        </span>
      </time>
      <div className="order-1 min-w-0 sm:order-none">
        <div className="flex min-w-0 items-center gap-1.5">
          <p data-testid="transaction-description" className="truncate text-sm font-medium text-ink">
            {transaction.description}
          </p>
          <RecurringBadge transaction={transaction} />
        </div>
        {transaction.tags.length > 0 && (
          <ul aria-label={t('page.tagsLabel')} className="mt-1 flex flex-wrap gap-1">
            {shownTags.map((tag) => (
              <li key={tag} className="max-w-36 truncate rounded-md bg-sky-50 px-1.5 py-0.5 text-xs font-medium text-sky-800">
                #{labels.tagName(tag)}
              </li>
            ))}
            {restTags.length > 0 && (
              <li title={restLabel} className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                <span aria-hidden="true">{t('page.moreTags', { count: restTags.length })}</span>
                <span className="sr-only">{restLabel}</span>
              </li>
            )}
          </ul>
        )}
      </div>
      <span className="hidden min-w-0 items-center gap-2 sm:flex">
        <CategoryIcon name={transaction.category} type={transaction.type} className="size-8" />
        <span className="truncate text-sm text-ink-muted">{category}</span>
      </span>
      <div className="order-2 text-right sm:order-none">
        <p data-testid="transaction-amount" className={cn('text-sm font-semibold whitespace-nowrap tabular-nums', isIncome ? 'text-brand-700' : 'text-ink')}>
          {signedAmount(transaction, i18n.language)}
        </p>
        {converted && (
          <p className="text-xs whitespace-nowrap text-ink-subtle tabular-nums">
            <span aria-hidden="true">({converted})</span>
            <span className="sr-only">{t('page.converted', { amount: converted, currency: preferredCurrency })}</span>
          </p>
        )}
      </div>
      <div className="order-4 col-span-3 -mb-1 flex justify-end gap-1 border-t border-line pt-2 sm:order-none sm:col-span-1 sm:mb-0 sm:border-0 sm:pt-0">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t('actions.editLabel', { description: transaction.description })} title={t('actions.edit')}>
          <Pencil aria-hidden="true" className="size-4" />
          <span className="sm:sr-only">{t('actions.edit')}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t('actions.deleteLabel', { description: transaction.description })}
          title={t('actions.delete')}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sm:sr-only">{t('actions.delete')}</span>
        </Button>
      </div>
    </li>
  );
}
