/**
 * The add-transaction modal (spec sections 2, 4, 5): type (changing it clears the category), amount
 * (step 0.01), currency, description, category (active ones of the type), date and tags. Pending it
 * reads "Adding..."; success refreshes the totals, toasts "Transaction Added" and closes; a failure
 * toasts "Error" and keeps the form open with the field the server named marked.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@tally/shared/errors';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorCode, getErrorText } from '../../../lib/error-text';
import { cn } from '../../../lib/cn';
import { getCurrencyOptions } from '../../../lib/currency-names';
import { ApiError } from '../../../lib/api-client';
import { useCategoriesQuery } from '../api/get-categories';
import { useCreateTransactionMutation } from '../api/create-transaction';
import type { Display } from '../hooks/use-display';
import {
  DESCRIPTION_MAX,
  fieldOfServerError,
  validateTransactionForm,
  type TransactionFormErrors,
  type TransactionFormValues,
  type TransactionType,
} from '../transaction-form';
import { TagsField } from './tags-field';

export interface AddTransactionDialogProps {
  /** The type to start with, or null when closed. */
  initialType: TransactionType | null;
  onClose: () => void;
  currency: string;
  today: string;
  display: Display;
}

export function AddTransactionDialog({ initialType, onClose, currency, today, display }: AddTransactionDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog
      open={initialType !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('addTransaction.title')}
      description={t('addTransaction.description')}
    >
      {/* Mounted while open only: each opening starts from a clean form. */}
      {initialType && <AddTransactionForm initialType={initialType} onClose={onClose} currency={currency} today={today} display={display} />}
    </Dialog>
  );
}

function AddTransactionForm({ initialType, onClose, currency, today, display }: Omit<AddTransactionDialogProps, 'initialType'> & { initialType: TransactionType }) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  // The dialog opens on its close button; the amount is what a person types first.
  useEffect(() => {
    const frame = requestAnimationFrame(() => amountRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const [values, setValues] = useState<TransactionFormValues>({
    type: initialType,
    amount: '',
    isAmountUnreadable: false,
    currency,
    description: '',
    categoryId: '',
    transactionDate: today,
    tags: [],
  });
  const [errors, setErrors] = useState<TransactionFormErrors>({});
  const categories = useCategoriesQuery();
  const mutation = useCreateTransactionMutation();
  const currencies = useMemo(() => getCurrencyOptions(display.language), [display.language]);
  const choices = (categories.data ?? [])
    .filter((category) => category.type === values.type && category.isActive)
    .map((category) => ({ id: category.id, name: display.categoryName(category.name) }));

  const set = <K extends keyof TransactionFormValues>(key: K, value: TransactionFormValues[K], field?: keyof TransactionFormErrors) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (field && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorText = (code: ErrorCode | undefined) => (code ? t(`errors:${code}`) : null);
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validateTransactionForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    mutation.mutate(
      {
        type: values.type,
        amount: values.amount.trim(),
        currency: values.currency,
        description: values.description.trim(),
        categoryId: Number(values.categoryId),
        tags: values.tags,
        transactionDate: values.transactionDate,
      },
      {
        onSuccess: (created) => {
          toast({
            title: t('addTransaction.success.title'),
            description: created.type === 'income' ? t('addTransaction.success.income') : t('addTransaction.success.expense'),
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          toast({ title: t('addTransaction.failure.title'), description: getErrorText(error, t('addTransaction.failure.fallback')), variant: 'destructive' });
          const field = error instanceof ApiError ? fieldOfServerError(error.field) : undefined;
          const code = getErrorCode(error);
          if (field && code) {
            setErrors({ [field]: code });
            focusFirstError();
          }
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-busy={mutation.isPending || undefined}>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">{t('addTransaction.type')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
          {(['expense', 'income'] as const).map((type) => (
            <label
              key={type}
              className={cn(
                'flex h-10 cursor-pointer items-center justify-center rounded-lg text-sm font-medium transition',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-600',
                values.type === type ? (type === 'income' ? 'bg-surface text-brand-700 shadow-sm' : 'bg-surface text-rose-700 shadow-sm') : 'text-ink-muted hover:text-ink',
              )}
            >
              <input
                type="radio"
                name="type"
                value={type}
                checked={values.type === type}
                onChange={() => {
                  // Categories belong to a type: a new type starts without one.
                  setValues((current) => ({ ...current, type, categoryId: '' }));
                  setErrors((current) => ({ ...current, category: undefined }));
                }}
                className="sr-only"
              />
              {type === 'income' ? t('addTransaction.income') : t('addTransaction.expense')}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-[1fr_13rem]">
        <Field label={t('addTransaction.amount')} error={errorText(errors.amount)}>
          {(control) => (
            <Input
              {...control}
              ref={amountRef}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              placeholder="0.00"
              value={values.amount}
              onChange={(event) => set('amount', event.target.value, 'amount')}
              onInput={(event) => {
                const isUnreadable = event.currentTarget.validity.badInput;
                setValues((current) => (current.isAmountUnreadable === isUnreadable ? current : { ...current, isAmountUnreadable: isUnreadable }));
              }}
            />
          )}
        </Field>
        <Field label={t('addTransaction.currency')} error={errorText(errors.currency)}>
          {(control) => (
            <Select {...control} value={values.currency} onChange={(event) => set('currency', event.target.value, 'currency')}>
              {currencies.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.code} · {option.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <Field
        label={t('addTransaction.descriptionLabel')}
        labelAside={t('addTransaction.descriptionCount', { count: values.description.trim().length, max: DESCRIPTION_MAX })}
        error={errorText(errors.description)}
      >
        {(control) => (
          <Input
            {...control}
            value={values.description}
            onChange={(event) => set('description', event.target.value, 'description')}
            placeholder={t('addTransaction.descriptionPlaceholder')}
            autoComplete="off"
          />
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('addTransaction.category')}
          error={errorText(errors.category) ?? (categories.isError ? getErrorText(categories.error, t('addTransaction.categoriesFailed')) : null)}
        >
          {(control) => (
            <Select {...control} value={values.categoryId} onChange={(event) => set('categoryId', event.target.value, 'category')} disabled={categories.isPending}>
              <option value="">{t('addTransaction.categoryPlaceholder')}</option>
              {choices.map((choice) => (
                <option key={choice.id} value={String(choice.id)}>
                  {choice.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('addTransaction.date')} error={errorText(errors.transactionDate)}>
          {(control) => (
            <Input {...control} type="date" value={values.transactionDate} onChange={(event) => set('transactionDate', event.target.value, 'transactionDate')} />
          )}
        </Field>
      </div>

      <TagsField tags={values.tags} onChange={(tags) => set('tags', tags, 'tags')} tagName={display.tagName} error={errorText(errors.tags) ?? undefined} />

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('addTransaction.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending}>
          {mutation.isPending ? t('addTransaction.submitting') : t('addTransaction.submit')}
        </Button>
      </div>
    </form>
  );
}
