/**
 * Amounts as banks write them ("-1.234,56", "1,234.56", "(12.50)", "R$ 12,50", "12,50-", "150,00 D")
 * turned into exact signed decimal strings. Never through a JS number.
 */

import { subtractAmounts } from '@tally/shared/money';

export type DecimalSeparator = ',' | '.';

/** Currency marks and spaces (also non-breaking) that may surround an amount. */
const NOISE_RE = /(?:R\$|US\$|U\$S|A\$|C\$|CA\$|AU\$|NZ\$|MX\$|\$|€|£|¥|₹|[A-Z]{3}(?=[\s\d-])|(?<=[\d\s])[A-Z]{3}$)|[\s\u00a0\u202f]/g;

const PLAIN_RE = /^\d+(?:\.\d+)?$/;

/**
 * "1.234,56" with decimal "," -> "1234.56"; "(12.5)" -> "-12.50"; null when it is not an amount.
 * At least two decimals, three when the third is not zero; more than three significant decimals is
 * not an amount we keep (null).
 */
export function parseAmount(text: string, decimal: DecimalSeparator): string | null {
  let s = text.trim();
  if (!s) return null;
  let negative = false;
  // A trailing "D"/"C" or "DR"/"CR" (Brazilian, British statements: "150,00 D") says the direction.
  const dc = /^(.*?\d)\s*(CR|DR|D|C)$/i.exec(s);
  if (dc) {
    s = dc[1] as string;
    if ((dc[2] as string).toUpperCase().startsWith('D')) negative = true;
  }
  s = s.replace(NOISE_RE, '');
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = !negative;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-') || s.startsWith('\u2212')) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith('+')) {
    s = s.slice(1);
  } else if (s.endsWith('-')) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  s = s.replace(NOISE_RE, '');
  if (!s) return null;
  const thousands = decimal === ',' ? '.' : ',';
  // Thousands separators only between groups of three digits; apostrophes (Swiss) too.
  if (s.includes(thousands) || s.includes("'")) {
    const intPart = s.split(decimal)[0] as string;
    if (!/^\d{1,3}(?:[.,']\d{3})+$/.test(intPart) && !/^\d+$/.test(intPart)) return null;
    s = s.split(thousands).join('').split("'").join('');
  }
  if (decimal === ',') s = s.replace(',', '.');
  if (!PLAIN_RE.test(s)) return null;
  return formatDecimal(s, negative);
}

/** "0012.5" -> "12.50"; "-" when negative and not zero; null past three significant decimals. */
function formatDecimal(plain: string, negative: boolean): string | null {
  const [whole = '0', frac = ''] = plain.split('.');
  const trimmedFrac = frac.replace(/0+$/, '');
  if (trimmedFrac.length > 3) return null;
  const places = Math.max(2, trimmedFrac.length);
  const intDigits = whole.replace(/^0+(?=\d)/, '');
  const out = `${intDigits}.${trimmedFrac.padEnd(places, '0')}`;
  const isZero = /^0\.0+$/.test(out);
  return negative && !isZero ? `-${out}` : out;
}

/** An amount string from a file that is already a plain decimal ("-6.60", "+12", "12,50" in some OFX). */
export function parsePlainAmount(text: string): string | null {
  const m = /^([+-]?)(\d+)(?:[.,](\d*))?$/.exec(text.replace(/[\s\u00a0]/g, ''));
  if (!m) return null;
  return formatDecimal(`${m[2]}.${m[3] ?? ''}`.replace(/\.$/, ''), m[1] === '-');
}

/** True when the amount is zero ("0.00", "-0.000"). */
export function isZeroAmount(amount: string): boolean {
  return /^-?0\.0+$/.test(amount);
}

/** Negates an exact decimal string. */
export function negateAmount(amount: string): string {
  if (isZeroAmount(amount)) return amount.replace(/^-/, '');
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}

/** The absolute value of an exact decimal string. */
export function absAmount(amount: string): string {
  return amount.replace(/^-/, '');
}

/**
 * Which character is the decimal separator in these amounts: the last of "," and "." when both
 * appear, the one followed by one or two digits at the end, else a repeated separator is the
 * thousands one. Undecided (only "1,234" or "12" forms): `fallback`.
 */
export function detectDecimalSeparator(values: Iterable<string>, fallback: DecimalSeparator): DecimalSeparator {
  let comma = 0;
  let point = 0;
  for (const raw of values) {
    const v = raw.replace(/[^\d.,]/g, '');
    if (!v) continue;
    const lastComma = v.lastIndexOf(',');
    const lastPoint = v.lastIndexOf('.');
    if (lastComma !== -1 && lastPoint !== -1) {
      if (lastComma > lastPoint) comma++;
      else point++;
      continue;
    }
    const sep = lastComma !== -1 ? ',' : lastPoint !== -1 ? '.' : null;
    if (!sep) continue;
    const count = v.split(sep).length - 1;
    const decimals = v.length - v.lastIndexOf(sep) - 1;
    if (count > 1) {
      if (sep === ',') point++;
      else comma++;
    } else if (decimals !== 3) {
      if (sep === ',') comma++;
      else point++;
    }
  }
  if (comma === point) return fallback;
  return comma > point ? ',' : '.';
}

/** Exact a - b of two signed decimal strings (a fee taken from an amount), normalised like the others. */
export function subtractDecimal(a: string, b: string): string {
  return parsePlainAmount(subtractAmounts(a, b)) as string;
}
