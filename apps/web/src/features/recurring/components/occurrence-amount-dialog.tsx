/**
 * "Change amount" for one occurrence: the amount that date is recorded with (the rule keeps its
 * own). Checked with the shared amount rules for the occurrence's currency before sending.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@tally/shared/errors';
import { isErrorCode } from '@tally/shared/errors';
import { amountPrecisionError, amountSchema } from '@tally/shared/schemas/transactions';
import type { UpcomingOccurrence } from '@tally/shared/schemas/recurring';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorCode, getErrorText } from '../../../lib/error-text';
import { useUpdateOccurrenceMutation } from '../api/update-occurrence';
import { useRecurringWords } from '../use-recurring-words';

/** The amount's error code, or the normalised amount. */
export function checkOccurrenceAmount(raw: string, currency: string, isUnreadable = false): { ok: true; amount: string } | { ok: false; code: ErrorCode } {
  if (isUnreadable) return { ok: false, code: 'amountInvalid' };
  const parsed = amountSchema.safeParse(raw.trim());
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? '';
    return { ok: false, code: isErrorCode(message) ? message : 'amountInvalid' };
  }
  const precision = amountPrecisionError(parsed.data, currency);
  return precision ? { ok: false, code: precision } : { ok: true, amount: parsed.data };
}

export function OccurrenceAmountDialog({ occurrence, onClose }: { occurrence: UpcomingOccurrence | null; onClose: () => void }) {
  const { t } = useTranslation('recurring');
  const formId = useId();
  const [isPending, setIsPending] = useState(false);
  const words = useRecurringWords();
  return (
    <Dialog
      open={occurrence !== null}
      onOpenChange={(open) => !open && !isPending && onClose()}
      title={t('occurrence.title')}
      description={occurrence && t('occurrence.description', { description: occurrence.description, date: words.formatDate(occurrence.date) })}
      widthClassName="max-w-md"
      footer={
        occurrence && (
          <>
            <Button variant="outline" onClick={onClose} disabled={isPending}>
              {t('occurrence.cancel')}
            </Button>
            <Button type="submit" form={formId} isLoading={isPending}>
              {isPending ? t('occurrence.saving') : t('occurrence.save')}
            </Button>
          </>
        )
      }
    >
      {occurrence && <AmountForm key={`${occurrence.ruleId}-${occurrence.date}`} id={formId} occurrence={occurrence} onClose={onClose} onPendingChange={setIsPending} />}
    </Dialog>
  );
}

function AmountForm({
  id,
  occurrence,
  onClose,
  onPendingChange,
}: {
  id: string;
  occurrence: UpcomingOccurrence;
  onClose: () => void;
  onPendingChange: (isPending: boolean) => void;
}) {
  const { t } = useTranslation(['recurring', 'errors']);
  const { toast } = useToast();
  const words = useRecurringWords();
  const inputRef = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState(occurrence.amount);
  const [isUnreadable, setIsUnreadable] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const change = useUpdateOccurrenceMutation();
  useEffect(() => onPendingChange(change.isPending), [change.isPending, onPendingChange]);
  useEffect(() => {
    const frame = requestAnimationFrame(() => inputRef.current?.select());
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const checked = checkOccurrenceAmount(amount, occurrence.currency, isUnreadable);
    if (!checked.ok) {
      setError(checked.code);
      inputRef.current?.focus();
      return;
    }
    change.mutate(
      { ruleId: occurrence.ruleId, date: occurrence.date, change: { amount: checked.amount } },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: t('toasts.amountChanged', { date: words.formatDate(occurrence.date) }), description: words.money(checked.amount, occurrence.currency) });
          onClose();
        },
        onError: (failure) => {
          toast({ variant: 'destructive', title: t('toasts.failed'), description: getErrorText(failure, t('toasts.occurrenceFailed')) });
          const code = getErrorCode(failure);
          if (code?.startsWith('amount')) setError(code);
        },
      },
    );
  };

  return (
    <form id={id} onSubmit={submit} noValidate aria-busy={change.isPending || undefined}>
      <Field label={t('occurrence.amount')} labelAside={occurrence.currency} error={error ? t(`errors:${error}`) : null}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(null);
            }}
            onInput={(event) => setIsUnreadable(event.currentTarget.validity.badInput)}
          />
        )}
      </Field>
    </form>
  );
}
