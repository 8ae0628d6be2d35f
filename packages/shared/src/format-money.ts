/**
 * How amounts, percentages and plain numbers read, per interface language: the one display formatter
 * of the product (web pages, chat replies, SMS, exports).
 *
 * - English keeps the spec's format (section 9): comma thousands, a dot before the decimals, the
 *   symbol before the amount except for SEK, NOK, DKK, PLN, CZK and HUF (after, with a space).
 * - Portuguese and Spanish use their own separators and symbol placement through Intl.NumberFormat:
 *   "R$ 47.623,60", "1.251,65 €" (a no-break space between symbol and number, so they never wrap apart).
 *
 * Every currency shows its ISO 4217 minor units (JPY 0, KWD 3). Amounts are rounded as decimal strings
 * (half away from zero) and handed to Intl as strings, so no float ever touches them: 99,999,999.995
 * stays exact.
 */
import { SYMBOL_AFTER_AMOUNT, getCurrencySymbol, minorUnits } from './currencies';

/** The Intl locale of each interface language with its own number format; anything else is English. */
const LOCALES: Readonly<Record<string, string>> = { pt: 'pt-BR', es: 'es-ES' };

function localeOf(language: string): string | undefined {
  return LOCALES[language.slice(0, 2).toLowerCase()];
}

const AMOUNT_RE = /^(-|\+)?(\d+)(?:\.(\d+))?$/;

interface Rounded {
  negative: boolean;
  /** Integer digits, no leading zeros (but "0"). */
  whole: string;
  /** Exactly `places` digits. */
  frac: string;
}

/** "-1234.565" to 2 places -> { negative, "1234", "57" }; "-0.001" -> not negative (no "-$0.00"). */
function roundDecimal(amount: string, places: number): Rounded {
  const match = AMOUNT_RE.exec(amount.trim());
  if (!match) throw new Error(`Not a decimal amount: ${amount}`);
  const [, sign, whole = '0', frac = ''] = match;
  let units = BigInt(`${whole}${frac.padEnd(places, '0').slice(0, places)}`);
  if (frac.length > places && Number(frac[places]) >= 5) units += 1n;
  const digits = units.toString().padStart(places + 1, '0');
  return {
    negative: sign === '-' && units !== 0n,
    whole: digits.slice(0, digits.length - places),
    frac: digits.slice(digits.length - places),
  };
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    // "always": Spanish groups four-digit amounts too (1.251,65 €), as Portuguese does.
    format = new Intl.NumberFormat(locale, { useGrouping: 'always', ...options });
    formatters.set(key, format);
  }
  return format;
}

function formatEnglish({ negative, whole, frac }: Rounded, currency: string): string {
  const number = frac ? `${groupThousands(whole)}.${frac}` : groupThousands(whole);
  const symbol = getCurrencySymbol(currency);
  const body = SYMBOL_AFTER_AMOUNT.has(currency) ? `${number} ${symbol}` : `${symbol}${number}`;
  return negative ? `-${body}` : body;
}

function formatLocal({ negative, whole, frac }: Rounded, currency: string, locale: string): string {
  const places = frac.length;
  const value = `${negative ? '-' : ''}${whole}${places ? `.${frac}` : ''}`;
  let format: Intl.NumberFormat;
  try {
    format = numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: places, maximumFractionDigits: places });
  } catch {
    // Not a currency code Intl accepts: the number in the locale's format, then the code.
    return `${numberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places }).format(value as Intl.StringNumericLiteral)}\u00a0${currency}`;
  }
  // The locale decides where the symbol goes; the product's symbol table decides which symbol it is
  // (the same "R$" or "kr" the currency pickers show, instead of Intl's "BRL" or "SEK").
  const symbol = getCurrencySymbol(currency);
  return format
    .formatToParts(value as Intl.StringNumericLiteral)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}

/**
 * An amount (a decimal string) in `currency` as `language` writes it, with the currency's minor units:
 * ("-1234.5", "USD", "en") -> "-$1,234.50"; ("47623.6", "BRL", "pt") -> "R$ 47.623,60";
 * ("1251.65", "EUR", "es") -> "1.251,65 €"; ("1500", "JPY", "en") -> "¥1,500". Throws on a string that
 * is not a plain decimal.
 */
export function formatMoney(amount: string, currency: string, language: string): string {
  const rounded = roundDecimal(amount, minorUnits(currency));
  const locale = localeOf(language);
  return locale ? formatLocal(rounded, currency, locale) : formatEnglish(rounded, currency);
}

export interface PercentOptions {
  /** 1 (default): "85.0%"; 0: "85%" but "85.5%" (the chat's style). */
  minimumFractionDigits?: 0 | 1;
}

/**
 * A percentage (85.46 means 85.46 %) with at most one decimal: "85.5%" (en), "85,5%" (pt),
 * "85,5 %" (es). "—" for a value that is not a finite number.
 */
export function formatPercent(value: number, language: string, options: PercentOptions = {}): string {
  if (!Number.isFinite(value)) return '—';
  const minimumFractionDigits = options.minimumFractionDigits ?? 1;
  // Rounded to one decimal first, half away from zero as the server rounds shares; dividing the rounded value by 100
  // cannot move it across a rounding boundary.
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10 || 0;
  const locale = localeOf(language);
  if (!locale) return `${minimumFractionDigits === 1 ? rounded.toFixed(1) : String(rounded)}%`;
  return numberFormat(locale, { style: 'percent', minimumFractionDigits, maximumFractionDigits: 1 }).format(rounded / 100);
}

/**
 * A plain number in the language's format: 1234.5 -> "1,234.5" (en), "1.234,5" (pt, es). A decimal
 * string is formatted exactly. `fractionDigits` fixes the decimals; otherwise up to three are shown.
 */
export function formatNumber(value: number | string, language: string, fractionDigits?: number): string {
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  const input = typeof value === 'string' ? (value as Intl.StringNumericLiteral) : value;
  return numberFormat(localeOf(language) ?? 'en-US', digits).format(input);
}
