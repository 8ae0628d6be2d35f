/**
 * When a recurring rule falls due: pure calendar arithmetic on 'YYYY-MM-DD' dates, no clock, no I/O.
 *
 * - weekly / biweekly: every 7 / 14 days from the start date (so on its weekday);
 * - monthly: on `dayOfMonth` (the start date's day when unset) of every month, the first one on or
 *   after the start date; a shorter month uses its last day (31 -> Feb 28, or 29 in a leap year);
 * - yearly: on the start date's day and month; Feb 29 falls on Feb 28 in other years.
 *
 * Nothing falls before the start date or after the end date.
 */
import { addDays, daysBetween, daysInMonth, formatIsoDate, parseIsoDate, type IsoDate } from '@tally/shared/dates';
import { divideAmount } from '@tally/shared/money';
import type { RecurringFrequency } from '@tally/shared/schemas/recurring';

export interface Schedule {
  frequency: RecurringFrequency;
  startDate: IsoDate;
  /** Monthly rules only; the start date's day when null. */
  dayOfMonth: number | null;
  endDate: IsoDate | null;
}

/** Far enough for "no end": the shared schemas accept dates up to 2100. */
const NO_END: IsoDate = '2100-12-31';

const STEP_DAYS: Partial<Record<RecurringFrequency, number>> = { weekly: 7, biweekly: 14 };

/** `day` in the month (year, month), moved to the month's last day when the month is shorter. */
function clampedDate(year: number, month: number, day: number): IsoDate {
  return formatIsoDate(year, month, Math.min(day, daysInMonth(year, month)));
}

/** Months since year 0 (year * 12 + month - 1): consecutive months are consecutive numbers. */
function monthIndex(date: IsoDate): number {
  const { year, month } = parseIsoDate(date);
  return year * 12 + month - 1;
}

function dateInMonth(index: number, day: number): IsoDate {
  return clampedDate(Math.floor(index / 12), (index % 12) + 1, day);
}

/** The occurrence number `k` (0 is the first), ignoring the end date. */
function occurrenceNumber(schedule: Schedule, k: number): IsoDate {
  const step = STEP_DAYS[schedule.frequency];
  if (step) return addDays(schedule.startDate, step * k);
  const start = parseIsoDate(schedule.startDate);
  if (schedule.frequency === 'yearly') return clampedDate(start.year + k, start.month, start.day);
  const day = schedule.dayOfMonth ?? start.day;
  const first = dateInMonth(monthIndex(schedule.startDate), day) >= schedule.startDate ? monthIndex(schedule.startDate) : monthIndex(schedule.startDate) + 1;
  return dateInMonth(first + k, day);
}

/** The number of the first occurrence on or after `date` (a lower bound the caller walks up from). */
function firstNumberFrom(schedule: Schedule, date: IsoDate): number {
  if (date <= schedule.startDate) return 0;
  const step = STEP_DAYS[schedule.frequency];
  if (step) return Math.ceil(daysBetween(schedule.startDate, date) / step);
  const months = monthIndex(date) - monthIndex(schedule.startDate);
  // One below the estimate: the walk up in occurrencesBetween settles the exact one.
  return Math.max(0, (schedule.frequency === 'yearly' ? Math.floor(months / 12) : months) - 1);
}

/** Every occurrence from `from` to `to` (both included), oldest first. */
export function occurrencesBetween(schedule: Schedule, from: IsoDate, to: IsoDate): IsoDate[] {
  const last = schedule.endDate && schedule.endDate < to ? schedule.endDate : to;
  const dates: IsoDate[] = [];
  for (let k = firstNumberFrom(schedule, from); ; k++) {
    const date = occurrenceNumber(schedule, k);
    if (date > last) break;
    if (date >= from && date >= schedule.startDate) dates.push(date);
  }
  return dates;
}

/** The first occurrence on or after `date`, or null when the rule ends before it. */
export function nextOccurrence(schedule: Schedule, date: IsoDate): IsoDate | null {
  for (let k = firstNumberFrom(schedule, date); ; k++) {
    const next = occurrenceNumber(schedule, k);
    if (next > (schedule.endDate ?? NO_END)) return null;
    if (next >= date && next >= schedule.startDate) return next;
  }
}

export function isOccurrenceDate(schedule: Schedule, date: IsoDate): boolean {
  return nextOccurrence(schedule, date) === date;
}

/**
 * What the rule costs (or brings) in an average month, in its currency's minor units: weekly × 52/12,
 * every 2 weeks × 26/12, monthly × 1, yearly ÷ 12.
 */
export function monthlyEquivalent(amount: string, frequency: RecurringFrequency, currency: string): string {
  const perYear = { weekly: 52n, biweekly: 26n, monthly: 12n, yearly: 1n }[frequency];
  return divideAmount(amount, { numerator: 12n, denominator: perYear }, currency);
}

/** The typical gap between occurrences, in days (for "is this still going on?" checks). */
export const INTERVAL_DAYS: Record<RecurringFrequency, number> = { weekly: 7, biweekly: 14, monthly: 30, yearly: 365 };
