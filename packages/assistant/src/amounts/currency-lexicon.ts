/**
 * Currencies as people write them: symbols ($, R$, €), ISO codes (USD, eur) and names and slang in
 * the three languages (dollars, reais, pesos, libras, quid, contos, lucas). "$", "pesos", "dollars"
 * and the slang depend on who is writing, so they stay a family until resolveCurrency() sees the
 * user's preferred currency and the country of their phone number.
 */
import { isCurrencyCode } from '@tally/shared/currencies';
import { ALL_PACKS } from '../language/packs/packs';

/**
 * Words and signs that name a currency only once we know who writes them: "$" is the peso in
 * Mexico, "contos" are reais in Brazil and euros in Portugal, "lucas" thousands of pesos in
 * Argentina, Chile or Colombia.
 */
export type CurrencyFamily = 'DOLLAR_SIGN' | 'DOLLAR_WORD' | 'PESO' | 'CONTO' | 'NOTE' | 'LUCA' | 'PALO' | 'RIOPLATENSE';

/** A concrete ISO code, or a family that the user's currency and country settle. */
export type CurrencyRef = string | CurrencyFamily;

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

/** Names and slang, folded (AmountWords.currencies of every pack). Only read right next to a number ("20 euros", "R$ 5 reais"). */
const CURRENCY_NAMES: ReadonlyMap<string, CurrencyRef> = new Map<string, CurrencyRef>(ALL_PACKS.flatMap((pack) => Object.entries(pack.amounts.currencies)));

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

interface FamilyRule {
  /** The currencies the word can mean; the user's own one wins when it is among them. */
  members: ReadonlySet<string>;
  /** When neither the preferred currency nor the phone's country is a member. */
  fallback: string;
}

const FAMILIES: Readonly<Record<CurrencyFamily, FamilyRule>> = {
  DOLLAR_SIGN: { members: DOLLAR_SIGN_CURRENCIES, fallback: 'USD' },
  DOLLAR_WORD: { members: DOLLAR_CURRENCIES, fallback: 'USD' },
  // Without a peso currency of their own, Mexico's is the most widely meant one.
  PESO: { members: new Set(['MXN', 'COP', 'ARS', 'CLP', 'UYU', 'DOP', 'CUP', 'PHP']), fallback: 'MXN' },
  // "50 conto", "25 paus": reais in Brazil, euros in Portugal.
  CONTO: { members: new Set(['BRL', 'EUR']), fallback: 'BRL' },
  // "a fiver", "a tenner", "20 quid": pounds in Britain, euros in Ireland.
  NOTE: { members: new Set(['GBP', 'EUR']), fallback: 'GBP' },
  // "30 lucas" (thousands) and "un palo" (a million): Argentine, Chilean, Colombian, Uruguayan slang.
  LUCA: { members: new Set(['ARS', 'CLP', 'COP', 'UYU']), fallback: 'ARS' },
  PALO: { members: new Set(['COP', 'ARS', 'CLP', 'UYU']), fallback: 'COP' },
  // "mangos", "gambas" (hundreds): River Plate slang; in Brazil "mangos" are reais ("corte de cabelo 45 mangos").
  RIOPLATENSE: { members: new Set(['ARS', 'UYU', 'BRL']), fallback: 'ARS' },
};

/**
 * The currency of the countries whose money the families above can mean (ISO 3166-1 alpha-2):
 * enough to settle them from the country of the user's phone number.
 */
const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD', PR: 'USD', EC: 'USD', SV: 'USD', PA: 'USD', TL: 'USD', ZW: 'USD', CA: 'CAD', AU: 'AUD',
  NZ: 'NZD', SG: 'SGD', HK: 'HKD', TW: 'TWD', MX: 'MXN', CO: 'COP', AR: 'ARS', CL: 'CLP', UY: 'UYU',
  DO: 'DOP', CU: 'CUP', PH: 'PHP', JM: 'JMD', TT: 'TTD', BS: 'BSD', BB: 'BBD', BZ: 'BZD', FJ: 'FJD',
  NA: 'NAD', GY: 'GYD', SR: 'SRD', KY: 'KYD', BM: 'BMD', BN: 'BND', SB: 'SBD', LR: 'LRD', NI: 'NIO',
  BR: 'BRL', PT: 'EUR', ES: 'EUR', GB: 'GBP', IE: 'EUR',
};

function isFamily(ref: CurrencyRef): ref is CurrencyFamily {
  return Object.hasOwn(FAMILIES, ref);
}

/**
 * Turns a reference into an ISO code for this user: a family means the user's preferred currency
 * when that is one of its members, else their phone country's currency when that is, else the
 * family's most common meaning ("pesos" -> MXN, "$" and "dollars" -> USD, "contos" -> BRL).
 */
export function resolveCurrency(ref: CurrencyRef, preferred: string, country?: string): string {
  if (!isFamily(ref)) return ref;
  const { members, fallback } = FAMILIES[ref];
  if (members.has(preferred)) return preferred;
  const local = country && Object.hasOwn(COUNTRY_CURRENCY, country.toUpperCase()) ? COUNTRY_CURRENCY[country.toUpperCase()] : undefined;
  return local !== undefined && members.has(local) ? local : fallback;
}

/** Currency names and slang, for the spelling corrector (vocabulary.ts). */
export function* currencyWords(): Generator<readonly [string, string]> {
  for (const [word, ref] of CURRENCY_NAMES) yield [word, `currency:${ref}`];
  for (const code of LOWERCASE_CODES) yield [code, `currency:${code.toUpperCase()}`];
}
