/**
 * Adding or editing a recurring rule: type (changing it clears the category), amount, currency,
 * category (active ones of the type), description, frequency with the day of the month for monthly,
 * start and optional end (and Active, when editing). Checked with the shared schema before sending;
 * a failure toasts the server's errors.<code> text and marks the field it names.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX } from '@tally/shared/schemas/transactions';
import { RECURRING_FREQUENCIES, type RecurringRule } from '@tally/shared/schemas/recurring';
import type { ErrorCode } from '@tally/shared/errors';
import { useCategoriesQuery } from '../../../components/transaction-form/api/get-categories';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { getCurrencyOptions } from '../../../lib/currency-names';
import { getErrorCode, getErrorText } from '../../../lib/error-text';
import { useCreateRecurringRuleMutation } from '../api/create-recurring-rule';
import { useUpdateRecurringRuleMutation } from '../api/update-recurring-rule';
import {
  changedRuleFields,
  checkRuleForm,
  emptyRuleValues,
  fieldOfError,
  ruleFormValuesOf,
  type RuleFormErrors,
  type RuleFormValues,
} from '../rule-form';
import { useRecurringWords } from '../use-recurring-words';

/** What the form is open for: a new rule, or changing one. */
export type RuleFormTarget = { mode: 'create' } | { mode: 'edit'; rule: RecurringRule };

export function RuleFormDialog({
  target,
  onClose,
  currency,
  today,
}: {
  /** Null while closed. */
  target: RuleFormTarget | null;
  onClose: () => void;
  /** The currency a new rule starts with (the user's preferred one). */
  currency: string;
  /** The user's calendar day: a new rule starts on it. */
  today: string;
}) {
  const { t } = useTranslation('recurring');
  const isEdit = target?.mode === 'edit';
  const formId = useId();
  const [isPending, setIsPending] = useState(false);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={isEdit ? t('form.editTitle') : t('form.createTitle')}
      description={isEdit ? t('form.editDescription') : t('form.createDescription')}
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
        <RuleForm
          key={target.mode === 'edit' ? `edit-${target.rule.id}` : 'create'}
          id={formId}
          target={target}
          onClose={onClose}
          onPendingChange={setIsPending}
          currency={currency}
          today={today}
        />
      )}
    </Dialog>
  );
}

function RuleForm({
  id,
  target,
  onClose,
  onPendingChange,
  currency,
  today,
}: {
  id: string;
  target: RuleFormTarget;
  onClose: () => void;
  onPendingChange: (isPending: boolean) => void;
  currency: string;
  today: string;
}) {
  const { t } = useTranslation(['recurring', 'errors']);
  const { toast } = useToast();
  const words = useRecurringWords();
  const formRef = useRef<HTMLFormElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  // The dialog opens on its close button; the amount is what a person types first.
  useEffect(() => {
    const frame = requestAnimationFrame(() => amountRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const original = target.mode === 'edit' ? target.rule : null;
  const [values, setValues] = useState<RuleFormValues>(() => (original ? ruleFormValuesOf(original) : emptyRuleValues(currency, today)));
  const [errors, setErrors] = useState<RuleFormErrors>({});
  const categories = useCategoriesQuery();
  const create = useCreateRecurringRuleMutation();
  const update = useUpdateRecurringRuleMutation();
  const isPending = create.isPending || update.isPending;
  useEffect(() => onPendingChange(isPending), [isPending, onPendingChange]);
  const currencies = useMemo(() => getCurrencyOptions(words.language), [words.language]);
  const choices = (categories.data ?? [])
    // An edited rule keeps showing its own category, even one deactivated since.
    .filter((category) => category.type === values.type && (category.isActive || String(category.id) === values.categoryId))
    .map((category) => ({ id: category.id, name: words.categoryName(category.name) }));

  const set = <K extends keyof RuleFormValues>(key: K, value: RuleFormValues[K], field?: keyof RuleFormErrors) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (field && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorText = (code: ErrorCode | undefined) => (code ? t(`errors:${code}`) : null);
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onError = (error: Error, fallback: string) => {
    toast({ title: t('toasts.failed'), description: getErrorText(error, fallback), variant: 'destructive' });
    const field = error instanceof ApiError ? fieldOfError(error.field) : undefined;
    const code = getErrorCode(error);
    if (field && code) {
      setErrors({ [field]: code });
      focusFirstError();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const checked = checkRuleForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    if (original) {
      const changes = changedRuleFields(original, checked.body, values.isActive);
      if (Object.keys(changes).length === 0) return onClose();
      update.mutate(
        { id: original.id, changes },
        {
          onSuccess: () => {
            toast({ title: t('toasts.saved'), variant: 'success' });
            onClose();
          },
          onError: (error) => onError(error, t('toasts.saveFailed')),
        },
      );
      return;
    }
    create.mutate(checked.body, {
      onSuccess: () => {
        toast({ title: t('toasts.created'), description: checked.body.description, variant: 'success' });
        onClose();
      },
      onError: (error) => onError(error, t('toasts.createFailed')),
    });
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
                  setErrors((current) => ({ ...current, categoryId: undefined }));
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

      <Field
        label={t('form.category')}
        error={errorText(errors.categoryId) ?? (categories.isError ? getErrorText(categories.error, t('form.categoriesFailed')) : null)}
      >
        {(control) => (
          <Select {...control} value={values.categoryId} onChange={(event) => set('categoryId', event.target.value, 'categoryId')} disabled={categories.isPending}>
            <option value="">{t('form.categoryPlaceholder')}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.name}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <div className={cn('grid gap-3 sm:gap-4', values.frequency === 'monthly' && 'grid-cols-2')}>
        <Field label={t('form.frequency')} error={errorText(errors.frequency)}>
          {(control) => (
            <Select
              {...control}
              value={values.frequency}
              onChange={(event) => set('frequency', event.target.value as RuleFormValues['frequency'], 'frequency')}
            >
              {RECURRING_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`form.frequencies.${frequency}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {values.frequency === 'monthly' && (
          <Field label={t('form.dayOfMonth')} hint={t('form.dayOfMonthHint')} error={errorText(errors.dayOfMonth)}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min="1"
                max="31"
                step="1"
                value={values.dayOfMonth}
                onChange={(event) => set('dayOfMonth', event.target.value, 'dayOfMonth')}
              />
            )}
          </Field>
        )}
      </div>

      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Field label={t('form.startDate')} error={errorText(errors.startDate)}>
          {(control) => <Input {...control} type="date" value={values.startDate} onChange={(event) => set('startDate', event.target.value, 'startDate')} />}
        </Field>
        <Field label={t('form.endDate')} labelAside={t('form.optional')} error={errorText(errors.endDate)}>
          {(control) => <Input {...control} type="date" value={values.endDate} min={values.startDate || undefined} onChange={(event) => set('endDate', event.target.value, 'endDate')} />}
        </Field>
      </div>

      {original && (
        <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-ink">
          <input
            type="checkbox"
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
            className="size-4 cursor-pointer rounded border-line accent-brand-700"
          />
          {t('form.active')}
        </label>
      )}
    </form>
  );
}
