/**
 * Exact money. Amounts travel as decimal strings ("1234.50", "1500" for JPY, "12.345" for KWD) and
 * are computed as bigint integers at a decimal scale; no floating point ever touches a sum. Each
 * currency keeps its own ISO 4217 minor units (`minorUnits`): nothing here rounds a KWD amount to
 * two places. Rates are decimal strings too.
 */
import { minorUnits } from './currencies';

/** Largest amount a transaction or budget may hold (the database keeps 8 integer digits). */
export const MAX_AMOUNT = '99999999.99';
/** The most decimals any currency has (KWD, BHD...): the database stores amounts at this scale. */
export const MAX_MINOR_UNITS = 3;

const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

export function isDecimalString(value: string): boolean {
  return DECIMAL_RE.test(value);
}

/** Number of decimals written in a plain decimal string ("12.50" -> 2, "7" -> 0). */
export function decimalPlaces(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

/** "12.345" at 2 places -> 1235n (half away from zero). Throws on anything that is not a plain decimal. */
export function toUnits(value: string, places: number): bigint {
  if (!DECIMAL_RE.test(value)) throw new Error(`Not a decimal amount: ${value}`);
  const negative = value.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? value.slice(1) : value).split('.');
  const scale = 10n ** BigInt(places);
  let units = BigInt(whole) * scale + (places > 0 ? BigInt((frac + '0'.repeat(places)).slice(0, places)) : 0n);
  if (frac.length > places && Number(frac[places]) >= 5) units += 1n;
  return negative ? -units : units;
}

/** 1235n at 2 places -> "12.35"; at 0 places -> "1235". */
export function fromUnits(units: bigint, places: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(places);
  const whole = abs / scale;
  const frac = places > 0 ? `.${(abs % scale).toString().padStart(places, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}

/** "12.345" -> 1235n: two-place units, for callers that work in cents of a two-decimal currency. */
export function toCents(value: string): bigint {
  return toUnits(value, 2);
}

export function fromCents(cents: bigint): string {
  return fromUnits(cents, 2);
}

/**
 * Normalises a decimal string to a currency's minor units ("12.5", "USD" -> "12.50"; "1500.0", "JPY"
 * -> "1500"; "12.3456", "KWD" -> "12.346"), or to two places without a currency.
 */
export function normalizeAmount(value: string, currency?: string): string {
  const places = currency ? minorUnits(currency) : 2;
  return fromUnits(toUnits(value, places), places);
}

/** True when `value` has no more decimals than `currency` allows ("1500.50" JPY is false). */
export function fitsMinorUnits(value: string, currency: string): boolean {
  if (!DECIMAL_RE.test(value)) return false;
  return decimalPlaces(value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')) <= minorUnits(currency);
}

/** The scale exact arithmetic on these values needs: at least 2, more when an input has more. */
function scaleOf(values: readonly string[]): number {
  return Math.max(2, ...values.map(decimalPlaces));
}

/** Exact sum; the result has two decimals, or more when an input has more ("1.005" + "1" = "2.005"). */
export function addAmounts(...values: string[]): string {
  const places = scaleOf(values);
  return fromUnits(values.reduce((sum, v) => sum + toUnits(v, places), 0n), places);
}

export function subtractAmounts(a: string, b: string): string {
  const places = scaleOf([a, b]);
  return fromUnits(toUnits(a, places) - toUnits(b, places), places);
}

export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const places = scaleOf([a, b]);
  const d = toUnits(a, places) - toUnits(b, places);
  return d === 0n ? 0 : d < 0n ? -1 : 1;
}

/** Decimal string -> [integer numerator, power-of-ten denominator]. */
function toFraction(value: string): [bigint, bigint] {
  if (!DECIMAL_RE.test(value)) throw new Error(`Not a decimal: ${value}`);
  const [whole, frac = ''] = value.split('.');
  return [BigInt(`${whole}${frac}`), 10n ** BigInt(frac.length)];
}

/** Integer division rounding half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (2n * ad);
  return negative ? -q : q;
}

/**
 * amount × rate, rounded once to the target currency's minor units (two places without one):
 * the same rounding as the stored conversions (`round(amount * rate, minor units)` in SQL).
 */
export function multiplyAmount(amount: string, rate: string, currency?: string): string {
  const places = currency ? minorUnits(currency) : 2;
  const [an, ad] = toFraction(amount);
  const [rn, rd] = toFraction(rate);
  return fromUnits(divRound(an * rn * 10n ** BigInt(places), ad * rd), places);
}

/** a ÷ b as a decimal string with `places` decimals (for cross rates). */
export function divideDecimals(a: string, b: string, places = 10): string {
  const [an, ad] = toFraction(a);
  const [bn, bd] = toFraction(b);
  if (bn === 0n) throw new Error('Division by zero');
  const scale = 10n ** BigInt(places);
  const q = divRound(an * bd * scale, ad * bn);
  const negative = q < 0n;
  const abs = (negative ? -q : q).toString().padStart(places + 1, '0');
  const out = `${abs.slice(0, abs.length - places)}.${abs.slice(abs.length - places)}`.replace(/\.?0+$/, '');
  return `${negative ? '-' : ''}${out}`;
}

/** part / whole × 100 with one decimal, as a number for display ("12.5"). 0 when whole is 0. */
export function percentOf(part: string, whole: string): number {
  const places = scaleOf([part, whole]);
  const w = toUnits(whole, places);
  if (w === 0n) return 0;
  return Number(divRound(toUnits(part, places) * 1000n, w)) / 10;
}

/** An exact fraction, for divisors that are not whole numbers (22 days are 22/7 weeks). */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

/**
 * amount ÷ divisor, rounded once to the currency's minor units (two places without one): an average
 * ("$240.00 over 12 weeks is $20.00 a week") or an allowance ("$45.00 left for 8 days"). Rounds half
 * away from zero, or toward zero with `towardZero` (an allowance never says more than is left).
 * Throws on a zero divisor.
 */
export function divideAmount(
  amount: string,
  divisor: bigint | Ratio,
  currency?: string,
  rounding: 'halfAwayFromZero' | 'towardZero' = 'halfAwayFromZero',
): string {
  const { numerator, denominator } = typeof divisor === 'bigint' ? { numerator: divisor, denominator: 1n } : divisor;
  if (numerator === 0n || denominator === 0n) throw new Error('Division by zero');
  const places = currency ? minorUnits(currency) : 2;
  const [an, ad] = toFraction(amount);
  const n = an * denominator * 10n ** BigInt(places);
  const d = ad * numerator;
  return fromUnits(rounding === 'towardZero' ? n / d : divRound(n, d), places);
}
