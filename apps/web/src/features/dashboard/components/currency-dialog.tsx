import { useState } from 'react';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getCurrencyName } from '@tally/shared/currencies';
import { CurrencyList } from '../../../components/currency-list';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { getCurrencyOptions } from '../../../lib/currency-names';
import { useUpdateCurrencyMutation } from '../../../lib/session/api/update-currency';
import { useLanguage } from '../hooks/use-display';

/**
 * Says which currency the dashboard's amounts are in, and changes the preferred currency (the server
 * re-expresses every total; the dashboard and the session's cached user refresh).
 */
export function CurrencyDialog({ open, onOpenChange, userId, currency }: { open: boolean; onOpenChange: (open: boolean) => void; userId: number; currency: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('currency.title')} widthClassName="max-w-md">
      {/* Mounted while open only: each opening starts from the saved currency. */}
      {open && <CurrencyForm userId={userId} currency={currency} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function CurrencyForm({ userId, currency, onDone }: { userId: number; currency: string; onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { toast } = useToast();
  const [choice, setChoice] = useState(currency);
  const mutation = useUpdateCurrencyMutation();
  const name = getCurrencyOptions(language).find((o) => o.code === currency)?.name ?? getCurrencyName(currency);

  const save = () => {
    mutation.mutate(
      { userId, currency: choice },
      {
        onSuccess: (user) => {
          toast({ title: t('currency.updated.title'), description: t('currency.updated.description', { code: user.preferredCurrency }), variant: 'success' });
          onDone();
        },
        onError: (error) => console.error('Failed to update currency', error),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
        <p className="font-medium text-ink" data-testid="currency-current">
          {t('currency.description', { name, code: currency })}
        </p>
        <p className="mt-1 text-ink-muted">{t('currency.converted')}</p>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium text-ink">{t('currency.change')}</p>
        <CurrencyList value={choice} onChange={setChoice} maxHeightClassName="max-h-56" />
      </div>
      {mutation.isError && (
        <p role="alert" className="flex items-start gap-1.5 text-sm text-red-600">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {getErrorText(mutation.error, t('currency.failed'))}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('currency.cancel')}
        </Button>
        <Button onClick={save} disabled={choice === currency} isLoading={mutation.isPending}>
          {mutation.isPending ? t('currency.saving') : t('currency.save', { code: choice })}
        </Button>
      </div>
    </div>
  );
}
