/**
 * The one transaction form (spec sections 2, 4, 5), for adding and for editing: type (changing it
 * clears the category), amount (step 0.01), currency, description, category (active ones of the
 * type), date and tags. The dashboard, the transactions page and the chat's cards all open it, so a
 * transaction is checked and saved the same way wherever it is changed; their edits are corrections
 * (`isCorrection`), which teach the assistant a new type or category. Pending, the submit button
 * says so; success refreshes every total, toasts and closes; a failure toasts "Error" and keeps the
 * form open with the field the server named marked.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@tally/shared/errors';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { getCurrencyOptions } from '../../lib/currency-names';
import { getErrorCode, getErrorText } from '../../lib/error-text';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { Select } from '../ui/select';
import { useToast } from '../ui/toast-context';
import { useCreateTransactionMutation } from './api/create-transaction';
import { useCategoriesQuery } from './api/get-categories';
import { useUpdateTransactionMutation } from './api/update-transaction';
import { TagsField } from './tags-field';
import {
  DESCRIPTION_MAX,
  changedFields,
  fieldOfServerError,
  formValuesOf,
  validateTransactionForm,
  type TransactionFormErrors,
  type TransactionFormValues,
  type TransactionType,
} from './transaction-form';
import { useTransactionLabels } from './use-transaction-labels';

/** What the form is open for: a new transaction of a type, or changing an existing one. */
export type TransactionFormTarget = { mode: 'create'; type: TransactionType } | { mode: 'edit'; transaction: Transaction };

export interface TransactionFormDialogProps {
  /** Null while closed. */
  target: TransactionFormTarget | null;
  onClose: () => void;
  /** The currency a new transaction starts with (the user's preferred one). */
  currency: string;
  /** The user's calendar day, the date a new transaction starts with. */
  today: string;
  /** After a successful save, with the transaction as the server stored it. */
  onSaved?: (transaction: Transaction) => void;
  /** An edit corrects what the assistant read: a new type or category is learned for the merchant. */
  isCorrection?: boolean;
}

export function TransactionFormDialog({ target, onClose, currency, today, onSaved, isCorrection = false }: TransactionFormDialogProps) {
  const { t } = useTranslation('transactions');
  const isEdit = target?.mode === 'edit';
  const formId = useId();
  const [isPending, setIsPending] = useState(false);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={isEdit ? t('form.editTitle') : t('form.title')}
      description={isEdit ? t('form.editDescription') : t('form.description')}
      footer={
        target && (
          <>
            <Button variant="outline" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" form={formId} isLoading={isPending}>
              {isEdit ? (isPending ? t('form.saving') : t('form.save')) : isPending ? t('form.submitting') : t('form.submit')}
            </Button>
          </>
        )
      }
    >
      {/* Mounted while open only: each opening starts from the target's values. */}
      {target && (
        <TransactionForm
          key={target.mode === 'edit' ? `edit-${target.transaction.id}` : `create-${target.type}`}
          id={formId}
          target={target}
          onClose={onClose}
          onSaved={onSaved}
          onPendingChange={setIsPending}
          currency={currency}
          today={today}
          isCorrection={isCorrection}
        />
      )}
    </Dialog>
  );
}

function TransactionForm({
  id,
  target,
  onClose,
  onSaved,
  onPendingChange,
  currency,
  today,
  isCorrection,
}: {
  id: string;
  target: TransactionFormTarget;
  onClose: () => void;
  onSaved?: (transaction: Transaction) => void;
  onPendingChange: (isPending: boolean) => void;
  currency: string;
  today: string;
  isCorrection: boolean;
}) {
  const { t } = useTranslation(['transactions', 'errors']);
  const { toast } = useToast();
  const labels = useTransactionLabels();
  const formRef = useRef<HTMLFormElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  // The dialog opens on its close button; the amount is what a person types first.
  useEffect(() => {
    const frame = requestAnimationFrame(() => amountRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const original = target.mode === 'edit' ? target.transaction : null;
  const [values, setValues] = useState<TransactionFormValues>(() =>
    original ? formValuesOf(original) : { type: target.mode === 'create' ? target.type : 'expense', amount: '', isAmountUnreadable: false, currency, description: '', categoryId: '', transactionDate: today, tags: [] },
  );
  const [errors, setErrors] = useState<TransactionFormErrors>({});
  const categories = useCategoriesQuery();
  const create = useCreateTransactionMutation();
  const update = useUpdateTransactionMutation();
  const isPending = create.isPending || update.isPending;
  useEffect(() => onPendingChange(isPending), [isPending, onPendingChange]);
  const currencies = useMemo(() => getCurrencyOptions(labels.language), [labels.language]);
  const choices = (categories.data ?? [])
    // An edited transaction keeps showing its own category, even one deactivated since.
    .filter((category) => category.type === values.type && (category.isActive || String(category.id) === values.categoryId))
    .map((category) => ({ id: category.id, name: labels.categoryName(category.name) }));

  const set = <K extends keyof TransactionFormValues>(key: K, value: TransactionFormValues[K], field?: keyof TransactionFormErrors) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (field && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorText = (code: ErrorCode | undefined) => (code ? t(`errors:${code}`) : null);
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onError = (error: Error, fallback: string) => {
    toast({ title: t('form.failure.title'), description: getErrorText(error, fallback), variant: 'destructive' });
    const field = error instanceof ApiError ? fieldOfServerError(error.field) : undefined;
    const code = getErrorCode(error);
    if (field && code) {
      setErrors({ [field]: code });
      focusFirstError();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = validateTransactionForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    if (original) {
      const changes = changedFields(original, values);
      if (Object.keys(changes).length === 0) return onClose();
      update.mutate(
        { id: original.id, changes, isCorrection },
        {
          onSuccess: (saved) => {
            toast({ title: t('form.saved.title'), description: t('form.saved.description'), variant: 'success' });
            onSaved?.(saved);
            onClose();
          },
          onError: (error) => onError(error, t('form.editFailed')),
        },
      );
      return;
    }
    create.mutate(
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
            title: t('form.success.title'),
            description: created.type === 'income' ? t('form.success.income') : t('form.success.expense'),
            variant: 'success',
          });
          onSaved?.(created);
          onClose();
        },
        onError: (error) => onError(error, t('form.failure.fallback')),
      },
    );
  };

  return (
    <form id={id} ref={formRef} onSubmit={submit} noValidate className="space-y-3.5" aria-busy={isPending || undefined}>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">{t('form.type')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
          {(['expense', 'income'] as const).map((type) => (
            <label
              key={type}
              className={cn(
                'flex h-9 cursor-pointer items-center justify-center rounded-lg text-sm font-medium transition',
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
                  setValues((current) => (current.type === type ? current : { ...current, type, categoryId: '' }));
                  setErrors((current) => ({ ...current, category: undefined }));
                }}
                className="sr-only"
              />
              {type === 'income' ? t('form.income') : t('form.expense')}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid grid-cols-[1fr_8.5rem] gap-3 sm:grid-cols-[1fr_13rem] sm:gap-4">
        <Field label={t('form.amount')} error={errorText(errors.amount)}>
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
        <Field label={t('form.currency')} error={errorText(errors.currency)}>
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
        label={t('form.descriptionLabel')}
        labelAside={t('form.descriptionCount', { count: values.description.trim().length, max: DESCRIPTION_MAX })}
        error={errorText(errors.description)}
      >
        {(control) => (
          <Input
            {...control}
            value={values.description}
            onChange={(event) => set('description', event.target.value, 'description')}
            placeholder={t('form.descriptionPlaceholder')}
            autoComplete="off"
          />
        )}
      </Field>

      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Field
          label={t('form.category')}
          error={errorText(errors.category) ?? (categories.isError ? getErrorText(categories.error, t('form.categoriesFailed')) : null)}
        >
          {(control) => (
            <Select {...control} value={values.categoryId} onChange={(event) => set('categoryId', event.target.value, 'category')} disabled={categories.isPending}>
              <option value="">{t('form.categoryPlaceholder')}</option>
              {choices.map((choice) => (
                <option key={choice.id} value={String(choice.id)}>
                  {choice.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('form.date')} error={errorText(errors.transactionDate)}>
          {(control) => (
            <Input {...control} type="date" value={values.transactionDate} onChange={(event) => set('transactionDate', event.target.value, 'transactionDate')} />
          )}
        </Field>
      </div>

      <TagsField tags={values.tags} onChange={(tags) => set('tags', tags, 'tags')} tagName={labels.tagName} error={errorText(errors.tags) ?? undefined} />
    </form>
  );
}
