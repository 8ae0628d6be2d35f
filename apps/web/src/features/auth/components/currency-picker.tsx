import { useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@tally/shared/currencies';
import { CurrencyList } from '../../../components/currency-list';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { getCurrencyOptions } from '../../../lib/currency-names';

/** Sign-up's optional preferred currency: a collapsed summary that opens a searchable list. */
export function CurrencyPicker({ value, onChange }: { value: string; onChange: (code: CurrencyCode) => void }) {
  const { t, i18n } = useTranslation('auth');
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const panelId = useId();
  const selected = getCurrencyOptions(i18n.language).find((option) => option.code === value);

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label id={labelId}>{t('fields.currency')}</Label>
        <span className="text-xs text-ink-subtle">{t('fields.optional')}</span>
      </div>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${panelId}-value`}
        onClick={() => setIsOpen((open) => !open)}
        className={cn(
          'flex h-11 w-full cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-3 text-left text-sm shadow-xs',
          'hover:bg-slate-50 focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/20 focus-visible:outline-none',
        )}
      >
        <span id={`${panelId}-value`} className="flex min-w-0 flex-1 items-center gap-2">
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-ink-muted">{selected?.symbol}</span>
          <span className="font-semibold text-ink">{value}</span>
          <span className="truncate text-ink-muted">{selected?.name}</span>
        </span>
        <ChevronDown aria-hidden="true" className={cn('size-4 text-ink-subtle transition-transform', isOpen && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!isOpen} className="pt-1">
        {isOpen && (
          <CurrencyList
            value={value}
            autoFocusSearch
            maxHeightClassName="max-h-56"
            onChange={(code) => {
              onChange(code);
              setIsOpen(false);
              buttonRef.current?.focus();
            }}
          />
        )}
      </div>
      <p className="text-xs leading-relaxed text-ink-subtle">{t('fields.currencyHint')}</p>
    </div>
  );
}
