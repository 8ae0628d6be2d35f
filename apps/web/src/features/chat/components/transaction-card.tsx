import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ArrowDownLeft, ArrowUpRight, Pencil, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayCategoryName } from '@tally/assistant/categories/category-names';
import { isLanguage } from '@tally/shared/languages';
import { TransactionFormDialog } from '../../../components/transaction-form/transaction-form-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { getErrorText } from '../../../lib/error-text';
import { useDeleteTransaction } from '../api/delete-transaction';
import type { RecordedTransaction } from '../conversation';
import { describeDay, formatDay } from '../format';
import { useFormats } from '../../../lib/format';

export interface TransactionCardProps {
  recorded: RecordedTransaction;
  preferredCurrency: string;
  /** The user's calendar day (YYYY-MM-DD, in their time zone). */
  today: string;
  onUndone: (transactionId: number) => void;
}

/**
 * A transaction a reply recorded: amount, category and day, with Edit (the same form as the dashboard
 * and the transactions page; the card then shows what was saved) and an undo that deletes it.
 */
export function TransactionCard({ recorded, preferredCurrency, today, onUndone }: TransactionCardProps) {
  const { t, i18n } = useTranslation(['chat', 'transactions']);
  const { money } = useFormats();
  const { toast } = useToast();
  const remove = useDeleteTransaction();
  const [saved, setSaved] = useState<RecordedTransaction['transaction'] | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const { isUndone } = recorded;
  const transaction = saved ?? recorded.transaction;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const isIncome = transaction.type === 'income';

  const amount = `${isIncome ? '+' : ''}${money(transaction.amount, transaction.currency)}`;
  // Spec section 9: the amount in the preferred currency, in brackets, when the original differs.
  const converted =
    transaction.currency !== preferredCurrency && transaction.historicalConvertedAmount
      ? money(transaction.historicalConvertedAmount, preferredCurrency)
      : null;
  const day = describeDay(transaction.transactionDate, today);
  const dayText = day === 'date' ? formatDay(transaction.transactionDate, today, language) : t(`card.${day}`);
  const category = displayCategoryName(transaction.category, language);

  const undo = () =>
    remove.mutate(transaction.id, {
      onSuccess: () => onUndone(transaction.id),
      onError: (error) => {
        // Already gone (say, "undo" in the chat got there first): the card only has to catch up.
        if (error instanceof ApiError && error.status === 404) return onUndone(transaction.id);
        toast({ title: t('card.undoFailedTitle'), description: getErrorText(error, t('card.undoFailed')), variant: 'destructive' });
      },
    });

  const Icon = isIncome ? ArrowDownLeft : ArrowUpRight;
  return (
    <div
      data-testid="transaction-card"
      data-undone={isUndone || undefined}
      className={cn('flex items-center gap-2 rounded-xl border border-line bg-canvas px-3 py-2.5 sm:gap-3', isUndone && 'opacity-70')}
    >
      <span
        className={cn(
          // On a phone the row needs the room more than the icon does (the amount's sign says the type).
          'hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex',
          isUndone ? 'bg-slate-100 text-ink-subtle' : isIncome ? 'bg-brand-50 text-brand-700' : 'bg-amber-50 text-amber-700',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="sr-only">{isIncome ? t('card.income') : t('card.expense')}: </span>
          <span className={cn('font-semibold tabular-nums', isUndone ? 'text-ink-subtle line-through' : isIncome ? 'text-brand-700' : 'text-ink')}>
            {amount}
          </span>
          {converted && <span className="text-xs text-ink-subtle tabular-nums">({converted})</span>}
        </p>
        <p className="truncate text-sm text-ink">{transaction.description}</p>
        <p className="text-xs text-ink-subtle">
          {category}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {dayText}
        </p>
      </div>
      {isUndone ? (
        <Badge>{t('card.undone')}</Badge>
      ) : (
        <div className="flex shrink-0 flex-col items-end gap-0.5 sm:flex-row sm:items-center">
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            onClick={() => setIsEditing(true)}
            aria-label={t('transactions:actions.editLabel', { description: transaction.description })}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('transactions:actions.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            isLoading={remove.isPending}
            onClick={undo}
            aria-label={t('card.undoLabel', { description: transaction.description })}
          >
            {!remove.isPending && <Undo2 aria-hidden="true" className="size-4" />}
            {t('card.undo')}
          </Button>
        </div>
      )}
      {/* Outside the conversation's live region: the form's texts must not be read out as new messages. */}
      {isEditing &&
        !isUndone &&
        createPortal(
          <TransactionFormDialog
            target={{ mode: 'edit', transaction }}
            onClose={() => setIsEditing(false)}
            onSaved={setSaved}
            currency={preferredCurrency}
            today={today}
          />,
          document.body,
        )}
    </div>
  );
}
