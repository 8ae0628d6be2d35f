import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ArrowDownLeft, ArrowUpRight, Check, Pencil, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayCategoryName } from '@tally/assistant/categories/category-names';
import { isLanguage } from '@tally/shared/languages';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { useUpdateTransactionMutation } from '../../../components/transaction-form/api/update-transaction';
import { TransactionFormDialog } from '../../../components/transaction-form/transaction-form-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { getErrorText } from '../../../lib/error-text';
import { useConfirmReview } from '../api/confirm-review';
import { useDeleteTransaction } from '../api/delete-transaction';
import type { CardReview, RecordedTransaction } from '../conversation';
import { describeDay, formatDay } from '../format';
import { useFormats } from '../../../lib/format';

export interface TransactionCardProps {
  recorded: RecordedTransaction;
  preferredCurrency: string;
  /** The user's calendar day (YYYY-MM-DD, in their time zone). */
  today: string;
  onUndone: (transactionId: number) => void;
  /** The transaction was saved from this card (edit or flip): every card of it shows the new values. */
  onSaved: (transaction: Transaction) => void;
  /** The user confirmed the engine's reading: the highlight goes. */
  onReviewed: (transactionId: number) => void;
}

/** The highlight on the field the engine was unsure of. */
const UNSURE = 'rounded-md bg-amber-100 px-1 ring-1 ring-amber-300 ring-inset';

/**
 * A transaction a reply recorded: amount, category and day, with Edit (the same form as the dashboard
 * and the transactions page; a correction that teaches the assistant) and an undo that deletes it.
 * When the engine was unsure of the type or the category, that field is highlighted with the other
 * reading one tap away and a confirm; either settles it, here and in the stored conversation.
 */
export function TransactionCard({ recorded, preferredCurrency, today, onUndone, onSaved, onReviewed }: TransactionCardProps) {
  const { t, i18n } = useTranslation(['chat', 'transactions']);
  const { money } = useFormats();
  const { toast } = useToast();
  const remove = useDeleteTransaction();
  const [isEditing, setIsEditing] = useState(false);
  const { isUndone, transaction } = recorded;
  const review = isUndone ? undefined : recorded.review;
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
      data-review={review?.field}
      className={cn('rounded-xl border bg-canvas px-3 py-2.5', review ? 'border-amber-300' : 'border-line', isUndone && 'opacity-70')}
    >
      <div className="flex items-center gap-2 sm:gap-3">
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
            <span
              data-testid="card-amount"
              className={cn(
                'font-semibold tabular-nums',
                isUndone ? 'text-ink-subtle line-through' : isIncome ? 'text-brand-700' : 'text-ink',
                review?.field === 'type' && UNSURE,
              )}
            >
              {amount}
            </span>
            {review?.field === 'type' && <span className="sr-only"> ({t('card.review.unsure')})</span>}
            {converted && <span className="text-xs text-ink-subtle tabular-nums">({converted})</span>}
          </p>
          <p className="truncate text-sm text-ink">{transaction.description}</p>
          <p className="text-xs text-ink-subtle">
            <span data-testid="card-category" className={cn(review?.field === 'category' && cn(UNSURE, 'text-amber-900'))}>
              {category}
            </span>
            {review?.field === 'category' && <span className="sr-only"> ({t('card.review.unsure')})</span>}
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
      </div>
      {review && <ReviewBar transaction={transaction} review={review} onSaved={onSaved} onReviewed={onReviewed} onGone={onUndone} />}
      {/* Outside the conversation's live region: the form's texts must not be read out as new messages. */}
      {isEditing &&
        !isUndone &&
        createPortal(
          <TransactionFormDialog
            target={{ mode: 'edit', transaction }}
            onClose={() => setIsEditing(false)}
            onSaved={onSaved}
            currency={preferredCurrency}
            today={today}
            isCorrection
          />,
          document.body,
        )}
    </div>
  );
}

/**
 * The engine's doubt in one line: what it recorded, the other reading as one tap (a correction that
 * teaches it, like an edit), and "Correct" to keep what was recorded.
 */
function ReviewBar({
  transaction,
  review,
  onSaved,
  onReviewed,
  onGone,
}: {
  transaction: Transaction;
  review: CardReview;
  onSaved: (transaction: Transaction) => void;
  onReviewed: (transactionId: number) => void;
  onGone: (transactionId: number) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const { toast } = useToast();
  const update = useUpdateTransactionMutation();
  const confirm = useConfirmReview();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { alternative } = review;
  const alternativeName = displayCategoryName(alternative.category, language);
  const isFlip = alternative.type !== transaction.type;
  const { description } = transaction;
  const failed = (error: Error) =>
    toast({ title: t('card.review.failedTitle'), description: getErrorText(error, t('card.review.failed')), variant: 'destructive' });
  const isGone = (error: Error) => error instanceof ApiError && error.status === 404;

  const takeAlternative = () =>
    update.mutate(
      { id: transaction.id, changes: { ...(isFlip && { type: alternative.type }), categoryId: alternative.categoryId }, isCorrection: true },
      { onSuccess: (saved) => onSaved(saved), onError: (error) => (isGone(error) ? onGone(transaction.id) : failed(error)) },
    );
  const keep = () =>
    confirm.mutate(transaction.id, {
      onSuccess: () => onReviewed(transaction.id),
      // Already settled (an edit elsewhere got there first): the card only has to catch up.
      onError: (error) => (isGone(error) ? onReviewed(transaction.id) : failed(error)),
    });

  const question =
    review.field === 'type'
      ? t('card.review.typeQuestion', { context: transaction.type })
      : t('card.review.categoryQuestion', { category: displayCategoryName(transaction.category, language), alternative: alternativeName });
  const isBusy = update.isPending || confirm.isPending;
  return (
    <div role="group" aria-label={question} className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1.5 border-t border-amber-200 pt-2">
      <p className="min-w-0 basis-full text-xs text-amber-900">{question}</p>
      <Button
        variant="outline"
        size="sm"
        isLoading={update.isPending}
        disabled={isBusy}
        onClick={takeAlternative}
        aria-label={
          isFlip
            ? t('card.review.flipLabel', { context: alternative.type, description })
            : t('card.review.pickLabel', { description, category: alternativeName })
        }
      >
        {isFlip ? t('card.review.flip', { context: alternative.type }) : t('card.review.pick', { category: alternativeName })}
      </Button>
      <Button variant="ghost" size="sm" isLoading={confirm.isPending} disabled={isBusy} onClick={keep} aria-label={t('card.review.confirmLabel', { description })}>
        {!confirm.isPending && <Check aria-hidden="true" className="size-4" />}
        {t('card.review.confirm')}
      </Button>
    </div>
  );
}
