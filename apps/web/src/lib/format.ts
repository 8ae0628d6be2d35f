/**
 * Amounts, percentages and plain numbers in the interface language, through the one shared formatter
 * (@tally/shared/format-money): "$1,234.50" in English, "R$ 1.234,50" in Portuguese, "1.234,50 €" in
 * Spanish. Components use useFormats(); pure helpers take the language.
 */
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '@tally/shared/format-money';

export interface Formats {
  language: string;
  /** An exact decimal string in `currency`, with the currency's minor units. */
  money(amount: string, currency: string): string;
  /** One decimal: 42.5 -> "42.5%" / "42,5%" / "42,5 %". */
  percent(value: number): string;
  number(value: number | string, fractionDigits?: number): string;
}

const cache = new Map<string, Formats>();

export function formatsFor(language: string): Formats {
  let formats = cache.get(language);
  if (!formats) {
    formats = {
      language,
      money: (amount, currency) => formatMoney(amount, currency, language),
      percent: (value) => formatPercent(value, language),
      number: (value, fractionDigits) => formatNumber(value, language, fractionDigits),
    };
    cache.set(language, formats);
  }
  return formats;
}

/** The formats of the current interface language; components re-render when it changes. */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  return formatsFor(i18n.language);
}
