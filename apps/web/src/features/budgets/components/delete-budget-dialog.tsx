import { useTranslation } from 'react-i18next';
import type { Budget } from '@tally/shared/schemas/budgets';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { useDeleteBudgetMutation } from '../api/delete-budget';
import { showCategory } from '../budget-display';
import { useFormats } from '../../../lib/format';

/** Asks before deleting (it cannot be undone); a failure keeps the question open and says so in a toast. */
export function DeleteBudgetDialog({ budget, userId, onClose }: { budget: Budget | null; userId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('budgets');
  const { money } = useFormats();
  const { toast } = useToast();
  const remove = useDeleteBudgetMutation(userId);

  const onConfirm = async () => {
    if (!budget) return;
    try {
      await remove.mutateAsync(budget.id);
    } catch (caught) {
      toast({ variant: 'destructive', title: t('toasts.deleteFailed'), description: getErrorText(caught, '') || undefined });
      return;
    }
    toast({ variant: 'success', title: t('toasts.deleted'), description: showCategory(budget.category, i18n.language) });
    onClose();
  };

  return (
    <Dialog
      open={budget !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={t('delete.title')}
      description={
        budget &&
        t('delete.description', {
          category: showCategory(budget.category, i18n.language),
          amount: money(budget.amount, budget.currency),
        })
      }
      widthClassName="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('form.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} isLoading={remove.isPending}>
            {remove.isPending ? t('delete.pending') : t('delete.confirm')}
          </Button>
        </>
      }
    />
  );
}
