import { useTranslation } from 'react-i18next';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { getErrorText } from '../../../lib/error-text';
import { useDeleteTransactionMutation } from '../api/delete-transaction';
import { signedAmount } from './transaction-rows';

/** Asks before deleting: the transaction named by description, amount and date; then deletes it. */
export function DeleteTransactionDialog({
  transaction,
  formatDate,
  onClose,
}: {
  /** Null while closed. */
  transaction: Transaction | null;
  formatDate: (date: string) => string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('transactions');
  const { toast } = useToast();
  const remove = useDeleteTransactionMutation();

  const confirm = () => {
    if (!transaction || remove.isPending) return;
    remove.mutate(transaction.id, {
      onSuccess: () => {
        toast({ title: t('page.delete.done'), description: t('page.delete.doneDescription', { description: transaction.description }), variant: 'success' });
        onClose();
      },
      onError: (error) => {
        // Already gone (deleted in another tab, or undone in the chat): the list has caught up.
        if (error instanceof ApiError && error.status === 404) return onClose();
        toast({ title: t('page.delete.failedTitle'), description: getErrorText(error, t('page.delete.failed')), variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog
      open={transaction !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('page.delete.title')}
      description={
        transaction &&
        t('page.delete.description', { description: transaction.description, amount: signedAmount(transaction, i18n.language), date: formatDate(transaction.transactionDate) })
      }
      widthClassName="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('page.delete.cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} isLoading={remove.isPending}>
            {remove.isPending ? t('page.delete.deleting') : t('page.delete.confirm')}
          </Button>
        </>
      }
    />
  );
}
