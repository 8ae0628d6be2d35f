/**
 * The window an average covers and how many days, weeks or months that is. "How much do I spend on
 * uber per week?" names no period, so it takes a default window ending today (the last 30 days,
 * 12 weeks or 6 months); a named period ("per day this month") ends today at the latest, since the
 * days still to come have no spending yet. The count is an exact fraction (22 days are 22/7 weeks;
 * 1 October to 22 November is 1 + 22/30 months), so the server divides without rounding twice.
 */
import type { Ratio } from '@tally/shared/money';
import type { AverageUnit, Period } from '../types';
import { daysInMonth, formatIsoDate, fromDayNumber, parseIsoDate, toDayNumber } from './calendar';
import { lastDaysPeriod, lastMonthsPeriod } from './periods';

export const DEFAULT_AVERAGE_DAYS = 30;
export const DEFAULT_AVERAGE_WEEKS = 12;
export const DEFAULT_AVERAGE_MONTHS = 6;

/** The default window for an average per `per`, ending today. */
export function defaultAverageWindow(today: number, per: AverageUnit): Period {
  switch (per) {
    case 'day':
      return lastDaysPeriod(today, DEFAULT_AVERAGE_DAYS);
    case 'week':
      return { ...lastDaysPeriod(today, DEFAULT_AVERAGE_WEEKS * 7), weeks: DEFAULT_AVERAGE_WEEKS };
    case 'month':
      return lastMonthsPeriod(today, DEFAULT_AVERAGE_MONTHS);
  }
}

/** The period cut at today ("this month" on the 22nd is the 1st to the 22nd); earlier periods as they are. */
export function endingByToday(period: Period, today: number): Period {
  const end = parseIsoDate(period.end);
  return end !== null && end > today ? { ...period, end: formatIsoDate(today) } : period;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function reduce(numerator: bigint, denominator: bigint): Ratio {
  const g = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / g, denominator: denominator / g };
}

/**
 * How many units `per` the period covers, as a fraction; zero when it is empty (ends before it
 * starts). Months count whole calendar months as 1 and a part of one as its share of that month's
 * days; a rolling "last N months" window counts N.
 */
export function unitsIn(period: Period, per: AverageUnit): Ratio {
  const start = parseIsoDate(period.start);
  const end = parseIsoDate(period.end);
  if (start === null || end === null || end < start) return { numerator: 0n, denominator: 1n };
  const days = BigInt(end - start + 1);
  if (per === 'day') return { numerator: days, denominator: 1n };
  if (per === 'week') return reduce(days, 7n);
  if (period.key === 'last_n_months' && period.months) return { numerator: BigInt(period.months), denominator: 1n };
  let numerator = 0n;
  let denominator = 1n;
  let day = start;
  while (day <= end) {
    const { year, month } = fromDayNumber(day);
    const length = daysInMonth(year, month);
    const monthEnd = toDayNumber(year, month, length);
    const covered = BigInt(Math.min(monthEnd, end) - day + 1);
    // numerator/denominator + covered/length
    const sum = reduce(numerator * BigInt(length) + covered * denominator, denominator * BigInt(length));
    numerator = sum.numerator;
    denominator = sum.denominator;
    day = monthEnd + 1;
  }
  return { numerator, denominator };
}
