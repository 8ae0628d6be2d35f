import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_EXPENSE_CATEGORIES } from '@tally/shared/categories';
import type { Budget } from '@tally/shared/schemas/budgets';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast-context';
import { getCurrencyOptions } from '../../../lib/currency-names';
import { getErrorText } from '../../../lib/error-text';
import { useCreateBudgetMutation } from '../api/create-budget';
import { BUDGET_PERIOD_OPTIONS, showCategory } from '../budget-display';

interface Draft {
  category: string;
  amount: string;
  currency: string;
  period: Budget['period'];
}

/**
 * Spec section 2: category (the ten defaults, shown translated, sent in English), amount, currency
 * and period (monthly by default). Create stays disabled until a category and an amount are set,
 * and while the call is pending; a failure keeps the dialog open and says why in a toast.
 */
export function CreateBudgetDialog({
  open,
  onOpenChange,
  userId,
  preferredCurrency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: number;
  preferredCurrency: string;
}) {
  const { t, i18n } = useTranslation('budgets');
  const { toast } = useToast();
  const create = useCreateBudgetMutation(userId);
  const formId = useId();
  const empty: Draft = { category: '', amount: '', currency: preferredCurrency, period: 'monthly' };
  const [draft, setDraft] = useState<Draft>(empty);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const setOpen = (next: boolean) => {
    if (!next) setDraft(empty);
    onOpenChange(next);
  };

  const canSubmit = draft.category !== '' && draft.amount.trim() !== '' && !create.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    try {
      await create.mutateAsync({ userId, ...draft, amount: draft.amount.trim() });
    } catch (caught) {
      toast({ variant: 'destructive', title: t('toasts.createFailed'), description: getErrorText(caught, '') || undefined });
      return;
    }
    toast({ variant: 'success', title: t('toasts.created'), description: showCategory(draft.category, i18n.language) });
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('create.title')}
      description={t('create.description')}
      widthClassName="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={create.isPending} disabled={!canSubmit}>
            {create.isPending ? t('create.pending') : t('create.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label={t('form.category')}>
          {(control) => (
            <Select {...control} name="category" value={draft.category} onChange={(event) => set('category', event.target.value)} required>
              <option value="" disabled>
                {t('form.categoryPlaceholder')}
              </option>
              {DEFAULT_EXPENSE_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {showCategory(name, i18n.language)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3">
          <Field label={t('form.amount')}>
            {(control) => (
              <Input
                {...control}
                name="amount"
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                placeholder="0.00"
                value={draft.amount}
                onChange={(event) => set('amount', event.target.value)}
                required
              />
            )}
          </Field>
          <Field label={t('form.period')}>
            {(control) => (
              <Select {...control} name="period" value={draft.period} onChange={(event) => set('period', event.target.value as Budget['period'])}>
                {BUDGET_PERIOD_OPTIONS.map((period) => (
                  <option key={period} value={period}>
                    {t(`period.${period}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field label={t('form.currency')}>
          {(control) => (
            <Select {...control} name="currency" value={draft.currency} onChange={(event) => set('currency', event.target.value)}>
              {getCurrencyOptions(i18n.language).map((option) => (
                <option key={option.code} value={option.code}>
                  {option.code} — {option.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
    </Dialog>
  );
}
