import { useTranslation } from 'react-i18next';
import type { RecurringRule } from '@tally/shared/schemas/recurring';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { useDeleteRecurringRuleMutation } from '../api/delete-recurring-rule';
import { useRecurringWords } from '../use-recurring-words';

/** Asks before deleting a rule; a failure keeps the question open and says why in a toast. */
export function DeleteRuleDialog({ rule, onClose }: { rule: RecurringRule | null; onClose: () => void }) {
  const { t } = useTranslation('recurring');
  const words = useRecurringWords();
  const { toast } = useToast();
  const remove = useDeleteRecurringRuleMutation();

  const onConfirm = async () => {
    if (!rule) return;
    try {
      await remove.mutateAsync(rule.id);
    } catch (caught) {
      toast({ variant: 'destructive', title: t('toasts.failed'), description: getErrorText(caught, t('toasts.deleteFailed')) });
      return;
    }
    toast({ variant: 'success', title: t('toasts.deleted'), description: rule.description });
    onClose();
  };

  return (
    <Dialog
      open={rule !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={t('delete.title')}
      description={rule && t('delete.description', { description: rule.description, amount: words.money(rule.amount, rule.currency) })}
      widthClassName="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} isLoading={remove.isPending}>
            {remove.isPending ? t('delete.pending') : t('delete.confirm')}
          </Button>
        </>
      }
    />
  );
}
