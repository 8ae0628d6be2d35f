/**
 * How a transaction's date reads (spec section 3): today, yesterday, this month, last month, or a
 * month abbreviation. Dates are calendar dates ('YYYY-MM-DD') compared with the user's own today (in
 * their timezone), never parsed as instants: '2026-03-01' is the 1st of March everywhere.
 */
import { addDays, addMonths, parseIsoDate, type IsoDate } from '@tally/shared/dates';

export type DateDescription =
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'thisMonth'; day: number }
  | { kind: 'lastMonth'; day: number }
  | { kind: 'otherMonth'; year: number; month: number; day: number; isThisYear: boolean };

export function describeDate(date: IsoDate, today: IsoDate): DateDescription {
  if (date === today) return { kind: 'today' };
  if (date === addDays(today, -1)) return { kind: 'yesterday' };
  const { year, month, day } = parseIsoDate(date);
  if (date.slice(0, 7) === today.slice(0, 7)) return { kind: 'thisMonth', day };
  if (date.slice(0, 7) === addMonths(today, -1).slice(0, 7)) return { kind: 'lastMonth', day };
  return { kind: 'otherMonth', year, month, day, isThisYear: year === parseIsoDate(today).year };
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mar", "mar.", in the interface language; computed on a UTC date so no timezone can shift it. */
export function monthAbbreviation(month: number, language: string): string {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** A 'YYYY-MM' month as its abbreviation, with the year when it is not `currentYear`. */
export function monthLabel(yearMonth: string, currentYear: number, language: string): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const name = monthAbbreviation(month, language);
  return year === currentYear ? name : `${name} ${String(year).slice(2)}`;
}

/** A period's bounds as the user reads them: "Nov 1 – 30, 2026" (null bounds: all time). */
export function formatDateRange(start: IsoDate, end: IsoDate, language: string): string {
  const toDate = (d: IsoDate) => {
    const { year, month, day } = parseIsoDate(d);
    return new Date(Date.UTC(year, month - 1, day));
  };
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(toDate(start), toDate(end));
}
