/**
 * Exact money. Amounts travel as decimal strings ("1234.50") and are computed as bigint minor
 * units (cents); no floating point ever touches a sum. Rates are decimal strings too.
 */

/** Largest amount a transaction or budget may hold: numeric(10,2) in the database. */
export const MAX_AMOUNT = '99999999.99';

const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

export function isDecimalString(value: string): boolean {
  return DECIMAL_RE.test(value);
}

/** "12.345" -> 1235n (half away from zero). Throws on anything that is not a plain decimal. */
export function toCents(value: string): bigint {
  if (!DECIMAL_RE.test(value)) throw new Error(`Not a decimal amount: ${value}`);
  const negative = value.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? value.slice(1) : value).split('.');
  let cents = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  if (frac.length > 2 && Number(frac[2]) >= 5) cents += 1n;
  return negative ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Normalises a decimal string to two places: "12.5" -> "12.50". */
export function normalizeAmount(value: string): string {
  return fromCents(toCents(value));
}

export function addAmounts(...values: string[]): string {
  return fromCents(values.reduce((sum, v) => sum + toCents(v), 0n));
}

export function subtractAmounts(a: string, b: string): string {
  return fromCents(toCents(a) - toCents(b));
}

export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const d = toCents(a) - toCents(b);
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

/** amount × rate, rounded to cents. */
export function multiplyAmount(amount: string, rate: string): string {
  const [rn, rd] = toFraction(rate);
  return fromCents(divRound(toCents(amount) * rn, rd));
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
  const w = toCents(whole);
  if (w === 0n) return 0;
  return Number(divRound(toCents(part) * 1000n, w)) / 10;
}
