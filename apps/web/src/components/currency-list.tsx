/**
 * Searchable currency list (symbol, code, name): a search box and a listbox of options. Arrow keys
 * move between options, Enter or Space chooses; ArrowDown in the search box enters the list.
 * Used by the sign-up currency picker and the settings currency section.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Check, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@tally/shared/currencies';
import { cn } from '../lib/cn';
import { filterCurrencies, getCurrencyOptions } from '../lib/currency-names';
import { inputClasses } from './ui/input';

export interface CurrencyListProps {
  value: string;
  onChange: (code: CurrencyCode) => void;
  /** Tailwind max-height class of the scrolling list. */
  maxHeightClassName?: string;
  autoFocusSearch?: boolean;
}

export function CurrencyList({ value, onChange, maxHeightClassName = 'max-h-64', autoFocusSearch = false }: CurrencyListProps) {
  const { t, i18n } = useTranslation('common');
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const searchId = useId();
  const options = useMemo(() => filterCurrencies(getCurrencyOptions(i18n.language), query), [i18n.language, query]);

  const focusOption = (index: number) => {
    const items = listRef.current?.querySelectorAll<HTMLLIElement>('[role="option"]');
    if (!items || items.length === 0) return;
    items[Math.max(0, Math.min(index, items.length - 1))]?.focus();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusOption(0);
    } else if (event.key === 'Enter') {
      // Enter in the search box picks the first match instead of submitting the surrounding form.
      event.preventDefault();
      if (options[0]) onChange(options[0].code);
    }
  };

  const onOptionKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number, code: CurrencyCode) => {
    if (event.key === 'ArrowDown') focusOption(index + 1);
    else if (event.key === 'ArrowUp') {
      if (index === 0) document.getElementById(searchId)?.focus();
      else focusOption(index - 1);
    } else if (event.key === 'Home') focusOption(0);
    else if (event.key === 'End') focusOption(options.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') onChange(code);
    else return;
    event.preventDefault();
  };

  return (
    <div className="space-y-2">
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKeyDown}
          placeholder={t('currency.searchPlaceholder')}
          aria-label={t('currency.searchLabel')}
          autoFocus={autoFocusSearch}
          autoComplete="off"
          className={cn(inputClasses, 'h-10 pl-9')}
        />
      </div>
      {options.length === 0 ? (
        <p role="status" className="rounded-lg border border-dashed border-line px-3 py-6 text-center text-sm text-ink-subtle">
          {t('currency.empty')}
        </p>
      ) : (
        <ul
          ref={listRef}
          role="listbox"
          aria-label={t('currency.listLabel')}
          className={cn('overflow-y-auto overscroll-contain rounded-lg border border-line bg-surface p-1', maxHeightClassName)}
        >
          {options.map((option, index) => {
            const isSelected = option.code === value;
            return (
              <li
                key={option.code}
                role="option"
                aria-selected={isSelected}
                tabIndex={isSelected || (index === 0 && !options.some((o) => o.code === value)) ? 0 : -1}
                onClick={() => onChange(option.code)}
                onKeyDown={(event) => onOptionKeyDown(event, index, option.code)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm outline-none',
                  'hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500',
                  isSelected && 'bg-brand-50',
                )}
              >
                <span className="flex h-7 w-12 shrink-0 items-center justify-center truncate rounded-md bg-slate-100 px-1 text-xs font-semibold text-ink-muted">
                  {option.symbol}
                </span>
                <span className="w-10 font-semibold text-ink">{option.code}</span>
                <span className="min-w-0 flex-1 truncate text-ink-muted">{option.name}</span>
                {isSelected && <Check aria-hidden="true" className="size-4 text-brand-600" />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
