/**
 * Calendar days as plain numbers (days since 1970-01-01), so date arithmetic is integer arithmetic
 * with no timezone in sight. The only timezone step is turning "now" into the user's calendar day.
 */

export interface CivilDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;

export function toDayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function fromDayNumber(dayNumber: number): CivilDate {
  const date = new Date(dayNumber * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export function formatIsoDate(dayNumber: number): string {
  const { year, month, day } = fromDayNumber(dayNumber);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function parseIsoDate(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidDate(year, month, day) ? toDayNumber(year, month, day) : null;
}

/** Shifts a month (1-12) by `delta` months, carrying the year. */
export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * Building an Intl.DateTimeFormat costs more than the rest of a message's analysis, so formatters
 * are kept per zone. This is a cache of immutable objects, bounded, with no effect on results.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_ZONES = 64;

function getFormatter(timezone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timezone);
  if (cached) return cached;
  const formatter = createFormatter(timezone);
  if (formatters.size >= MAX_CACHED_ZONES) formatters.clear();
  formatters.set(timezone, formatter);
  return formatter;
}

function createFormatter(timezone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  } catch {
    // An unknown zone must not break the chat: fall back to UTC.
    return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
  }
}

/** The user's calendar day at `now`, as a day number. */
export function todayIn(now: Date, timezone: string): number {
  const time = now.getTime();
  if (!Number.isFinite(time)) return 0;
  // (Within the same minute and zone the day is the same: worked out once per minute.)
  const minute = Math.floor(time / 60_000);
  if (lastDay.minute === minute && lastDay.timezone === timezone) return lastDay.day;
  // en-US numeric dates read "11/22/2026"; format() is several times cheaper than formatToParts().
  const match = /(\d+)\/(\d+)\/(\d+)/.exec(getFormatter(timezone).format(now));
  const day = match ? toDayNumber(Number(match[3]), Number(match[1]), Number(match[2])) : Math.floor(time / MS_PER_DAY);
  lastDay = { minute, timezone, day };
  return day;
}
let lastDay = { minute: Number.NaN, timezone: '', day: 0 };
