/** Builders for the query periods (inclusive calendar ranges), and the "previous period" of each. */
import type { Period } from '../types';
import { addMonths, daysInMonth, formatIsoDate, fromDayNumber, toDayNumber, weekdayOf } from './calendar';

export function dayPeriod(day: number, key: 'today' | 'yesterday' | 'date'): Period {
  const iso = formatIsoDate(day);
  return { start: iso, end: iso, key };
}

/** Weeks start on Monday. `back` = 0 is this week, 1 last week. */
export function weekPeriod(today: number, back: number): Period {
  const monday = today - ((weekdayOf(today) + 6) % 7) - 7 * back;
  return {
    start: formatIsoDate(monday),
    end: formatIsoDate(monday + 6),
    key: back === 0 ? 'this_week' : back === 1 ? 'last_week' : 'range',
  };
}

export function monthPeriod(year: number, month: number, key: 'this_month' | 'last_month' | 'month'): Period {
  return {
    start: formatIsoDate(toDayNumber(year, month, 1)),
    end: formatIsoDate(toDayNumber(year, month, daysInMonth(year, month))),
    key,
    month,
    year,
  };
}

/** The month `back` months before today's, keyed this_month / last_month / month. */
export function relativeMonthPeriod(today: number, back: number): Period {
  const { year, month } = fromDayNumber(today);
  const ym = addMonths(year, month, -back);
  return monthPeriod(ym.year, ym.month, back === 0 ? 'this_month' : back === 1 ? 'last_month' : 'month');
}

/** A named month without a year: the most recent one that has started. */
export function namedMonthPeriod(today: number, month: number, year?: number): Period {
  const current = fromDayNumber(today);
  const resolvedYear = year ?? (month > current.month ? current.year - 1 : current.year);
  return monthPeriod(resolvedYear, month, 'month');
}

export function yearPeriod(year: number, key: 'this_year' | 'last_year' | 'year'): Period {
  return { start: `${String(year).padStart(4, '0')}-01-01`, end: `${String(year).padStart(4, '0')}-12-31`, key, year };
}

/** The quarter `quarter` (1-4) of `year`: January-March is the first. */
export function quarterPeriod(year: number, quarter: number, key: 'this_quarter' | 'last_quarter' | 'quarter'): Period {
  const first = (quarter - 1) * 3 + 1;
  return {
    start: formatIsoDate(toDayNumber(year, first, 1)),
    end: formatIsoDate(toDayNumber(year, first + 2, daysInMonth(year, first + 2))),
    key,
    quarter,
    year,
  };
}

/** The quarter `back` quarters before today's, keyed this_quarter / last_quarter / quarter. */
export function relativeQuarterPeriod(today: number, back: number): Period {
  const { year, month } = fromDayNumber(today);
  const index = year * 4 + Math.floor((month - 1) / 3) - back;
  return quarterPeriod(Math.floor(index / 4), (index % 4) + 1, back === 0 ? 'this_quarter' : back === 1 ? 'last_quarter' : 'quarter');
}

/** A quarter named without a year ("Q3", "the first quarter"): the most recent one that has started. */
export function namedQuarterPeriod(today: number, quarter: number, year?: number): Period {
  const current = fromDayNumber(today);
  const currentQuarter = Math.floor((current.month - 1) / 3) + 1;
  return quarterPeriod(year ?? (quarter > currentQuarter ? current.year - 1 : current.year), quarter, 'quarter');
}

export function lastDaysPeriod(today: number, days: number): Period {
  return { start: formatIsoDate(today - days + 1), end: formatIsoDate(today), key: 'last_n_days', days };
}

/** A rolling window: "last 3 months" on 15 May is 16 Feb to 15 May. */
export function lastMonthsPeriod(today: number, months: number): Period {
  const { year, month, day } = fromDayNumber(today);
  const ym = addMonths(year, month, -months);
  const startDay = toDayNumber(ym.year, ym.month, Math.min(day, daysInMonth(ym.year, ym.month))) + 1;
  return { start: formatIsoDate(startDay), end: formatIsoDate(today), key: 'last_n_months', months };
}

export function rangePeriod(start: number, end: number): Period {
  return { start: formatIsoDate(Math.min(start, end)), end: formatIsoDate(Math.max(start, end)), key: 'range' };
}

export const ALL_TIME: Period = { start: '1970-01-01', end: '9999-12-31', key: 'all' };

function dayOf(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return toDayNumber(y, m, d);
}

/** The period of the same length just before `period` ("did I spend more than last month?"). */
export function previousPeriod(period: Period): Period | undefined {
  const start = dayOf(period.start);
  const end = dayOf(period.end);
  switch (period.key) {
    case 'all':
      return undefined;
    case 'today':
      return dayPeriod(start - 1, 'yesterday');
    case 'yesterday':
    case 'date':
      return dayPeriod(start - 1, 'date');
    case 'this_week':
      return { ...weekPeriod(start, 1), key: 'last_week' };
    case 'last_week':
      return rangePeriod(start - 7, end - 7);
    case 'this_month':
    case 'last_month':
    case 'month': {
      const { year, month } = fromDayNumber(start);
      const prev = addMonths(year, month, -1);
      return monthPeriod(prev.year, prev.month, period.key === 'this_month' ? 'last_month' : 'month');
    }
    case 'this_quarter':
    case 'last_quarter':
    case 'quarter': {
      const previous = relativeQuarterPeriod(start, 1);
      return { ...previous, key: period.key === 'this_quarter' ? 'last_quarter' : 'quarter' };
    }
    case 'this_year':
      return yearPeriod(fromDayNumber(start).year - 1, 'last_year');
    case 'last_year':
    case 'year':
      return yearPeriod(fromDayNumber(start).year - 1, 'year');
    default: {
      const length = end - start + 1;
      return rangePeriod(start - length, start - 1);
    }
  }
}
