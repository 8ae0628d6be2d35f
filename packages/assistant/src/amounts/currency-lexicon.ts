/**
 * Currencies as people write them: symbols ($, R$, €), ISO codes (USD, eur) and names in the three
 * languages (dollars, reais, pesos, libras). "$" and "pesos" depend on who is writing, so they stay
 * symbolic until resolveCurrency() sees the user's preferred currency.
 */
import { isCurrencyCode } from '@tally/shared/currencies';

/** A concrete ISO code, or a family that the preferred currency disambiguates. */
export type CurrencyRef = string | 'DOLLAR_SIGN' | 'DOLLAR_WORD' | 'PESO';

/** Symbols, folded (lower case). Multi-character ones are matched before "$" alone. */
export const CURRENCY_SYMBOLS: ReadonlyMap<string, CurrencyRef> = new Map<string, CurrencyRef>([
  ['r$', 'BRL'],
  ['us$', 'USD'],
  ['u$s', 'USD'],
  ['u$d', 'USD'],
  ['mx$', 'MXN'],
  ['col$', 'COP'],
  ['cop$', 'COP'],
  ['ar$', 'ARS'],
  ['clp$', 'CLP'],
  ['a$', 'AUD'],
  ['au$', 'AUD'],
  ['c$', 'CAD'],
  ['ca$', 'CAD'],
  ['nz$', 'NZD'],
  ['hk$', 'HKD'],
  ['s$', 'SGD'],
  ['rd$', 'DOP'],
  ['$u', 'UYU'],
  ['s/', 'PEN'],
  ['$', 'DOLLAR_SIGN'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['₺', 'TRY'],
  ['₽', 'RUB'],
  ['₱', 'PHP'],
  ['₦', 'NGN'],
  ['₪', 'ILS'],
  ['฿', 'THB'],
  ['₫', 'VND'],
  ['₴', 'UAH'],
  ['₡', 'CRC'],
  ['₲', 'PYG'],
]);

/** Names and slang, folded. Only read right next to a number ("20 euros", "R$ 5 reais"). */
const CURRENCY_NAMES: ReadonlyMap<string, CurrencyRef> = new Map<string, CurrencyRef>([
  ['dollar', 'DOLLAR_WORD'],
  ['dollars', 'DOLLAR_WORD'],
  ['buck', 'DOLLAR_WORD'],
  ['bucks', 'DOLLAR_WORD'],
  ['dolar', 'USD'],
  ['dolares', 'USD'],
  ['dolars', 'USD'],
  ['verdes', 'USD'],
  ['euro', 'EUR'],
  ['euros', 'EUR'],
  ['real', 'BRL'],
  ['reais', 'BRL'],
  ['reales', 'BRL'],
  ['conto', 'BRL'],
  ['contos', 'BRL'],
  ['peso', 'PESO'],
  ['pesos', 'PESO'],
  ['mangos', 'PESO'],
  ['varos', 'PESO'],
  ['pila', 'BRL'],
  ['libra', 'GBP'],
  ['libras', 'GBP'],
  ['pound', 'GBP'],
  ['pounds', 'GBP'],
  ['quid', 'GBP'],
  ['yen', 'JPY'],
  ['yenes', 'JPY'],
  ['iene', 'JPY'],
  ['ienes', 'JPY'],
  ['yuan', 'CNY'],
  ['yuans', 'CNY'],
  ['rmb', 'CNY'],
  ['rupee', 'INR'],
  ['rupees', 'INR'],
  ['rupia', 'INR'],
  ['rupias', 'INR'],
  ['franc', 'CHF'],
  ['francs', 'CHF'],
  ['franco', 'CHF'],
  ['francos', 'CHF'],
  ['soles', 'PEN'],
  ['bolivares', 'VES'],
  ['bolivianos', 'BOB'],
  ['quetzal', 'GTQ'],
  ['quetzales', 'GTQ'],
  ['colones', 'CRC'],
  ['guaranies', 'PYG'],
  ['won', 'KRW'],
  ['rand', 'ZAR'],
  ['zloty', 'PLN'],
  ['zlotys', 'PLN'],
  ['lira', 'TRY'],
  ['liras', 'TRY'],
  ['rublo', 'RUB'],
  ['rublos', 'RUB'],
  ['ruble', 'RUB'],
  ['rubles', 'RUB'],
  ['kwanza', 'AOA'],
  ['kwanzas', 'AOA'],
  ['meticais', 'MZN'],
  ['escudos', 'CVE'],
]);

/** ISO codes that are safe to read in lower case (not ordinary words such as "all", "top", "try"). */
const LOWERCASE_CODES = new Set([
  'usd', 'eur', 'gbp', 'brl', 'ars', 'cop', 'mxn', 'clp', 'jpy', 'chf', 'cad', 'aud', 'inr', 'idr',
  'sek', 'nok', 'dkk', 'uyu', 'pyg', 'ves', 'crc', 'dop', 'gtq', 'cny', 'krw', 'zar', 'pln', 'huf',
  'czk', 'ils', 'thb', 'vnd', 'myr', 'sgd', 'hkd', 'nzd', 'aed', 'sar', 'egp', 'ngn', 'kes', 'uah',
  'rub', 'twd', 'usdt',
]);

/** A word token as a currency: a name, a lower-case-safe code, or any ISO code written in capitals. */
export function currencyFromWord(norm: string, raw: string): CurrencyRef | null {
  const named = CURRENCY_NAMES.get(norm);
  if (named) return named;
  if (norm === 'usdt') return 'USD';
  if (raw.length === 3 && raw === raw.toUpperCase() && isCurrencyCode(raw)) return raw;
  if (LOWERCASE_CODES.has(norm)) {
    const upper = norm.toUpperCase();
    return isCurrencyCode(upper) ? upper : null;
  }
  return null;
}

/** Currencies written with "$" locally: "$" means the user's own one when it is one of these. */
const DOLLAR_SIGN_CURRENCIES = new Set([
  'USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'TWD', 'MXN', 'COP', 'ARS', 'CLP', 'UYU', 'DOP', 'CUP',
  'JMD', 'TTD', 'BSD', 'BBD', 'BZD', 'XCD', 'FJD', 'NAD', 'GYD', 'SRD', 'KYD', 'BMD', 'BND', 'SBD',
  'WST', 'TOP', 'LRD', 'NIO',
]);
const DOLLAR_CURRENCIES = new Set([
  'USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'TWD', 'JMD', 'TTD', 'BSD', 'BBD', 'BZD', 'XCD', 'FJD',
  'NAD', 'GYD', 'SRD', 'KYD', 'BMD', 'BND', 'SBD', 'LRD',
]);
const PESO_CURRENCIES = new Set(['MXN', 'COP', 'ARS', 'CLP', 'UYU', 'DOP', 'CUP', 'PHP']);

/** Turns a reference into an ISO code for this user. */
export function resolveCurrency(ref: CurrencyRef, preferred: string): string {
  switch (ref) {
    case 'DOLLAR_SIGN':
      return DOLLAR_SIGN_CURRENCIES.has(preferred) ? preferred : 'USD';
    case 'DOLLAR_WORD':
      return DOLLAR_CURRENCIES.has(preferred) ? preferred : 'USD';
    case 'PESO':
      // Without a peso currency of their own, Mexico's is the most widely meant one.
      return PESO_CURRENCIES.has(preferred) ? preferred : 'MXN';
    default:
      return ref;
  }
}
