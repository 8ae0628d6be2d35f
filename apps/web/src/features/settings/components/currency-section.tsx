import { useEffect, useId, useRef } from 'react';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getCurrencySymbol } from '@tally/shared/currencies';
import { CurrencyList } from '../../../components/currency-list';
import { SectionCard } from './section-card';
import { useFormats } from '../../../lib/format';

/** An amount in a currency, to show how totals will look. */
const EXAMPLE_AMOUNT = '1234.56';

/**
 * Search box and scrollable list of every supported currency; saved with the Save button. The example
 * shows the chosen currency's format before it is saved.
 */
export function CurrencySection({ value, saved, onChange }: { value: string; saved: string; onChange: (currency: string) => void }) {
  const { t } = useTranslation('settings');
  const { money } = useFormats();
  const titleId = useId();
  const listArea = useRef<HTMLDivElement>(null);

  // Open with the saved currency in view inside its list (it may be far down), without moving the page.
  useEffect(() => {
    const list = listArea.current?.querySelector<HTMLElement>('[role="listbox"]');
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (list && selected) list.scrollTop = selected.offsetTop - list.offsetTop - list.clientHeight / 2 + selected.clientHeight / 2;
  }, []);

  return (
    <SectionCard Icon={Coins} title={t('currency.title')} description={t('currency.description')} labelledBy={titleId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl bg-slate-50 px-4 py-3">
        <p className="text-sm text-ink-muted">
          {t('currency.current')}:{' '}
          <span className="font-semibold text-ink" data-testid="current-currency">
            {getCurrencySymbol(saved)} {saved}
          </span>
        </p>
        <p className="text-sm text-ink-subtle" data-testid="currency-example">
          {t('currency.example', { example: money(EXAMPLE_AMOUNT, value) })}
        </p>
      </div>
      <div ref={listArea}>
        <CurrencyList value={value} onChange={onChange} maxHeightClassName="max-h-80" />
      </div>
    </SectionCard>
  );
}
