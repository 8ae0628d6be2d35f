/**
 * The one place where written numbers become decimal strings. Every notation the three languages
 * use goes through here: 4.50 / 4,50 / 1.200,50 / 1,200.50 / 1.200 / 1,200 / 1.500.000.
 *
 * One separator followed by exactly three digits is a thousands separator in every language (money
 * never has three decimals in chat; "1.200" in pt/es and "1,200" in en are both 1200), except after
 * a lone zero ("0,500" is half). One or two digits after a separator are decimals: "3,80" is 3.80,
 * never 380 (the classic decimal-comma bug).
 */
import { fromCents, toCents } from '@tally/shared/money';

/** Integer parts longer than this are phone numbers, ids or noise, not money. */
const MAX_INTEGER_DIGITS = 9;

function stripLeadingZeros(digits: string): string {
  const stripped = digits.replace(/^0+(?=\d)/, '');
  return stripped;
}

function isThousandsGroups(groups: string[]): boolean {
  const [first, ...rest] = groups;
  if (first === undefined || first.length < 1 || first.length > 3) return false;
  return rest.every((g) => g.length === 3);
}

function build(integer: string, fraction: string): string | null {
  const whole = stripLeadingZeros(integer);
  if (whole.length > MAX_INTEGER_DIGITS) return null;
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * Parses a number token ("1.200,50") into a plain decimal string ("1200.50" before normalising),
 * or null when it cannot be money (too long, malformed groups).
 */
export function parseNumberToken(token: string): string | null {
  if (!/^\d+(?:[.,]\d+)*$/.test(token)) return null;
  const lastDot = token.lastIndexOf('.');
  const lastComma = token.lastIndexOf(',');
  if (lastDot === -1 && lastComma === -1) return build(token, '');

  if (lastDot !== -1 && lastComma !== -1) {
    // Both separators: the later one is the decimal mark, the other groups thousands.
    const decimalAt = Math.max(lastDot, lastComma);
    const groupSep = decimalAt === lastDot ? ',' : '.';
    const integerPart = token.slice(0, decimalAt);
    const fraction = token.slice(decimalAt + 1);
    if (integerPart.includes(decimalAt === lastDot ? '.' : ',')) return null;
    const groups = integerPart.split(groupSep);
    if (!isThousandsGroups(groups) || fraction.length > 2) return null;
    return build(groups.join(''), fraction);
  }

  const sep = lastDot !== -1 ? '.' : ',';
  const parts = token.split(sep);
  if (parts.length > 2) {
    return isThousandsGroups(parts) ? build(parts.join(''), '') : null;
  }
  const [integer = '', fraction = ''] = parts;
  if (fraction.length === 3 && /[1-9]/.test(integer)) return build(integer + fraction, '');
  return build(integer, fraction);
}

/** Exact product of a decimal string and an integer multiplier (k, mil, M...), as a decimal string. */
export function multiplyDecimal(value: string, multiplier: number): string {
  return fromCents(toCents(value) * BigInt(multiplier));
}
