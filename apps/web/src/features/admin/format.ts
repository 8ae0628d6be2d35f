/**
 * Number and date formats of the admin screens, in the interface language. Money uses the shared
 * formatter (the spec's fixed format); rates arrive as one-decimal strings and are only localised.
 */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** "74.3" -> "74.3%" (en), "74,3 %" (pt/es). */
export function formatRate(value: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(value) / 100);
}

/** "4.0" -> "4.0" (en), "4,0" (pt/es). */
export function formatOneDecimal(value: string, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(value));
}
