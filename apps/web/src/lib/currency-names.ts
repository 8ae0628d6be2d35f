/**
 * Currency names in the interface language from the browser's own CLDR data (Intl.DisplayNames), so
 * 130 names need no catalog entries; the shared English name is the fallback.
 */
import { CURRENCIES, type CurrencyCode } from '@tally/shared/currencies';

export interface CurrencyOption {
  code: CurrencyCode;
  symbol: string;
  name: string;
  englishName: string;
}

const cache = new Map<string, CurrencyOption[]>();

export function getCurrencyOptions(language: string): CurrencyOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'currency' });
  } catch {
    names = null;
  }
  const options = CURRENCIES.map(([code, symbol, englishName]) => {
    const localized = names?.of(code);
    const name = localized && localized !== code ? localized : englishName;
    return { code, symbol, name: name.charAt(0).toLocaleUpperCase(language) + name.slice(1), englishName };
  });
  cache.set(language, options);
  return options;
}

/** Case- and accent-insensitive match on code, symbol, localized and English name. */
export function filterCurrencies(options: readonly CurrencyOption[], query: string): CurrencyOption[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const q = fold(query.trim());
  if (!q) return [...options];
  return options.filter((o) => [o.code, o.symbol, o.name, o.englishName].some((field) => fold(field).includes(q)));
}
