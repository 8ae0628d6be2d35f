/** Formatting of money, percentages, dates and periods for replies, per language. */
import { formatMoney, formatPercent } from '@tally/shared/format-money';
import type { Lang, Period } from '../types';
import { displayCategoryName } from '../categories/category-names';
import type { Phrases } from './phrases';

/**
 * The one money format of the product (shared formatMoney) in the reply's language: "$1,234.50",
 * "R$ 1.234,50", "1.234,50 €". Anything unparsable is shown as given.
 */
export function money(amount: string | undefined, currency: string, lang: Lang): string {
  const value = amount ?? '0';
  try {
    return formatMoney(value, currency, lang);
  } catch {
    return `${value} ${currency}`;
  }
}

/** 85 -> "85%", 85.46 -> "85.5%" (en) / "85,5%" (pt) / "85,5 %" (es). */
export function percent(value: number, lang: Lang): string {
  return formatPercent(value, lang, { minimumFractionDigits: 0 });
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function parts(iso: string): DateParts | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function dayBefore(iso: string): string {
  const p = parts(iso);
  if (!p) return '';
  return new Date(Date.UTC(p.year, p.month - 1, p.day - 1)).toISOString().slice(0, 10);
}

/** "today", "yesterday", or "on March 3" (with the year when it is not this year's). */
export function when(iso: string, phrases: Phrases, today: string | undefined): string {
  if (today && iso === today) return phrases.today;
  if (today && iso === dayBefore(today)) return phrases.yesterday;
  const p = parts(iso);
  if (!p) return iso;
  const currentYear = today ? parts(today)?.year : undefined;
  return phrases.onDate(p.day, phrases.months[p.month - 1] ?? '', p.year === currentYear ? undefined : p.year);
}

export function shortDate(iso: string, phrases: Phrases): string {
  const p = parts(iso);
  return p ? phrases.shortDate(p.day, phrases.shortMonths[p.month - 1] ?? '') : iso;
}

function dateWithYear(iso: string, phrases: Phrases): string {
  const p = parts(iso);
  return p ? phrases.dateWithYear(p.day, phrases.shortMonths[p.month - 1] ?? '', p.year) : iso;
}

/** "this month", "last week", "in October 2026", "in the last 30 days"... */
export function periodName(period: Period, phrases: Phrases): string {
  switch (period.key) {
    case 'today':
    case 'yesterday':
    case 'this_week':
    case 'last_week':
    case 'this_month':
    case 'last_month':
    case 'this_year':
    case 'last_year':
    case 'this_quarter':
    case 'last_quarter':
    case 'all':
      return phrases.periods[period.key];
    case 'quarter': {
      const month = parts(period.start)?.month ?? 1;
      return phrases.inQuarter(period.quarter ?? Math.floor((month - 1) / 3) + 1, period.year ?? parts(period.start)?.year ?? 0);
    }
    case 'month': {
      const p = parts(period.start);
      const month = period.month ?? p?.month ?? 1;
      return phrases.inMonth(phrases.months[month - 1] ?? '', period.year ?? p?.year ?? 0);
    }
    case 'year':
      return phrases.inYear(period.year ?? parts(period.start)?.year ?? 0);
    case 'last_n_days':
      return period.weeks ? phrases.lastWeeks(period.weeks) : phrases.lastDays(period.days ?? 0);
    case 'last_n_months':
      return phrases.lastMonths(period.months ?? 0);
    case 'date': {
      const p = parts(period.start);
      return p ? phrases.onDate(p.day, phrases.months[p.month - 1] ?? '', p.year) : period.start;
    }
    case 'range':
      return phrases.between(dateWithYear(period.start, phrases), dateWithYear(period.end, phrases));
  }
}

export function categoryLabel(name: string, lang: Lang): string {
  return displayCategoryName(name, lang);
}
