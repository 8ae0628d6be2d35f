/**
 * Number and date formats of the admin screens, in the interface language. Numbers and rates go
 * through the shared formatter (the same separators as every amount); rates arrive as one-decimal
 * strings and are only localised.
 */
import { formatNumber, formatPercent } from '@tally/shared/format-money';

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatCount(value: number, language: string): string {
  return formatNumber(value, language);
}

/** "74.3" -> "74.3%" (en, pt), "74,3 %" (es). */
export function formatRate(value: string, language: string): string {
  return formatPercent(Number(value), language);
}

/** "4.0" -> "4.0" (en), "4,0" (pt/es). */
export function formatOneDecimal(value: string, language: string): string {
  return formatNumber(value, language, 1);
}
