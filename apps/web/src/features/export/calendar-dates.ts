/**
 * Calendar arithmetic and formatting for the export date pickers, on 'YYYY-MM-DD' strings (no Date
 * objects in state, so no timezone can shift a chosen day). Texts come from the browser's Intl data.
 */
import { addDays, daysInMonth, formatIsoDate, isoWeekday, parseIsoDate, type IsoDate } from '@tally/shared/dates';

/** First day of the week shown: Sunday (0) where that is the custom, Monday (1) in Spanish. */
export function firstDayOfWeek(language: string): 0 | 1 {
  return language.startsWith('es') ? 1 : 0;
}

/** 0 = Sunday ... 6 = Saturday. */
const weekday = (date: IsoDate) => isoWeekday(date) % 7;

/** The weeks of a month's grid: 7 days each, from the week's first day, days of the neighbouring months included. */
export function monthGrid(month: IsoDate, weekStart: 0 | 1): IsoDate[][] {
  const { year, month: m } = parseIsoDate(month);
  const first = formatIsoDate(year, m, 1);
  const last = formatIsoDate(year, m, daysInMonth(year, m));
  let day = addDays(first, -((weekday(first) - weekStart + 7) % 7));
  const weeks: IsoDate[][] = [];
  while (day <= last) {
    const week: IsoDate[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

export const monthOf = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

const utc = (date: IsoDate) => {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day));
};

/** "MMM dd, yyyy" in the language's own order: "Nov 05, 2026", "05 de nov. de 2026", "05 nov 2026". */
export function formatPickerDate(date: IsoDate, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(utc(date));
}

/** The full date for screen readers: "Thursday, November 5, 2026". */
export function formatLongDate(date: IsoDate, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(utc(date));
}

/** "November 2026". */
export function formatMonthTitle(month: IsoDate, language: string): string {
  const text = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(month));
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** Short weekday names from the week's first day: ["Su", "Mo", ...] as the language writes them. */
export function weekdayNames(language: string, weekStart: 0 | 1): { short: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = utc(addDays('2023-01-01', i + weekStart));
    return {
      short: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date),
      long: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date),
    };
  });
}
