import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Budget } from '@tally/shared/schemas/budgets';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { useCategoriesQuery } from '../api/get-categories';
import { useUpdateBudgetMutation } from '../api/update-budget';
import { getCategorySuggestions, resolveCategoryInput, showCategory } from '../budget-display';

/**
 * Spec section 2: category (free text), amount and the active checkbox. The category box suggests
 * the user's expense categories by their translated names and sends the stored name back; a name
 * the user has no category for is the server's to refuse (budgetCategoryInvalid, shown in the toast).
 */
export function EditBudgetDialog({ budget, userId, onClose }: { budget: Budget | null; userId: number; onClose: () => void }) {
  const { t } = useTranslation('budgets');
  return (
    <Dialog open={budget !== null} onOpenChange={(open) => !open && onClose()} title={t('edit.title')} description={t('edit.description')} widthClassName="max-w-md">
      {/* Keyed by budget so each opening starts from that budget's values. */}
      {budget && <EditBudgetForm key={budget.id} budget={budget} userId={userId} onClose={onClose} />}
    </Dialog>
  );
}

function EditBudgetForm({ budget, userId, onClose }: { budget: Budget; userId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('budgets');
  const { toast } = useToast();
  const update = useUpdateBudgetMutation(userId);
  const categories = useCategoriesQuery();
  const listId = useId();
  const shownCategory = showCategory(budget.category, i18n.language);
  const [category, setCategory] = useState(shownCategory);
  const [amount, setAmount] = useState(budget.amount);
  const [isActive, setIsActive] = useState(budget.isActive);

  const canSubmit = category.trim() !== '' && amount.trim() !== '' && !update.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    // Unchanged text keeps the budget's category (by id) even when the category list could not load.
    const categoryRef =
      category.trim() === shownCategory ? { categoryId: budget.categoryId } : { category: resolveCategoryInput(category, categories.data ?? []) };
    let saved;
    try {
      saved = await update.mutateAsync({ budgetId: budget.id, ...categoryRef, amount: amount.trim(), isActive });
    } catch (caught) {
      toast({ variant: 'destructive', title: t('toasts.updateFailed'), description: getErrorText(caught, '') || undefined });
      return;
    }
    toast({ variant: 'success', title: t('toasts.updated'), description: showCategory(saved.category, i18n.language) });
    onClose();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t('form.category')} hint={t('form.categoryHint')}>
        {(control) => (
          <>
            <Input {...control} name="category" list={listId} autoComplete="off" maxLength={50} value={category} onChange={(event) => setCategory(event.target.value)} required />
            <datalist id={listId}>
              {getCategorySuggestions(categories.data ?? [], i18n.language).map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label={t('form.amount')}>
        {(control) => (
          <Input
            {...control}
            name="amount"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
          />
        )}
      </Field>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3">
        <input type="checkbox" name="isActive" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} className="mt-0.5 size-4 cursor-pointer accent-brand-600" />
        <span>
          <span className="block text-sm font-medium text-ink">{t('form.isActive')}</span>
          <span className="block text-xs text-ink-subtle">{t('form.isActiveHint')}</span>
        </span>
      </label>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" isLoading={update.isPending} disabled={!canSubmit}>
          {update.isPending ? t('edit.pending') : t('edit.submit')}
        </Button>
      </div>
    </form>
  );
}
