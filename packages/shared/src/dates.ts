/**
 * Calendar dates as 'YYYY-MM-DD' strings, and the periods the product speaks of, computed from the
 * user's own "today" (their timezone), never the server's.
 */

export type IsoDate = string;

/**
 * One formatter per timezone: building an Intl.DateTimeFormat costs about a millisecond, and a chat
 * message asks for "today" several times. Zones are validated IANA names, so the map stays small.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timezone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timezone, formatter);
  }
  return formatter;
}

/** The calendar date of `instant` in `timezone`. */
export function dateInTimezone(instant: Date, timezone: string): IsoDate {
  const parts = dayFormatter(timezone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  const [y, m, d] = date.split('-').map(Number);
  return { year: y!, month: m!, day: d! };
}

export function formatIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const { year, month, day } = parseIsoDate(value);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return formatIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return formatIsoDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  const pa = parseIsoDate(a);
  const pb = parseIsoDate(b);
  return Math.round((Date.UTC(pb.year, pb.month - 1, pb.day) - Date.UTC(pa.year, pa.month - 1, pa.day)) / 86_400_000);
}

/** 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  const d = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return d === 0 ? 7 : d;
}

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

export function monthRange(date: IsoDate): DateRange {
  const { year, month } = parseIsoDate(date);
  return { start: formatIsoDate(year, month, 1), end: formatIsoDate(year, month, daysInMonth(year, month)) };
}

/** Calendar quarters: Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec. */
export function quarterRange(date: IsoDate): DateRange {
  const { year, month } = parseIsoDate(date);
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return { start: formatIsoDate(year, first, 1), end: formatIsoDate(year, first + 2, daysInMonth(year, first + 2)) };
}

export function yearRange(date: IsoDate): DateRange {
  const { year } = parseIsoDate(date);
  return { start: formatIsoDate(year, 1, 1), end: formatIsoDate(year, 12, 31) };
}

/** ISO week: Monday to Sunday. */
export function isoWeekRange(date: IsoDate): DateRange {
  const start = addDays(date, 1 - isoWeekday(date));
  return { start, end: addDays(start, 6) };
}

/** The dashboard's period filters (spec section 9). */
export const DASHBOARD_PERIODS = ['month', 'quarter', 'year', 'all'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** The period containing `today`; `all` has no bounds. */
export function periodRange(period: DashboardPeriod, today: IsoDate): DateRange | null {
  switch (period) {
    case 'month':
      return monthRange(today);
    case 'quarter':
      return quarterRange(today);
    case 'year':
      return yearRange(today);
    case 'all':
      return null;
  }
}
