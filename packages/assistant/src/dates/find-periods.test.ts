import { describe, expect, it } from 'vitest';
import type { Lang, Period } from '../types';
import { fold } from '../text/fold';
import { toDayNumber } from './calendar';
import { findPeriods } from './find-periods';
import { previousPeriod } from './periods';

const SUNDAY = toDayNumber(2026, 11, 22);

function periodOf(text: string, lang: Lang): Period | undefined {
  return findPeriods(fold(text), SUNDAY, lang)[0]?.period;
}

const summary = (p: Period | undefined) => (p ? `${p.key} ${p.start}..${p.end}` : 'none');

describe('findPeriods', () => {
  it.each([
    ['en', 'how much did I spend this month', 'this_month 2026-11-01..2026-11-30'],
    ['en', 'last month', 'last_month 2026-10-01..2026-10-31'],
    ['en', 'this week', 'this_week 2026-11-16..2026-11-22'],
    ['en', 'last week', 'last_week 2026-11-09..2026-11-15'],
    ['en', 'in October', 'month 2026-10-01..2026-10-31'],
    ['en', 'in December', 'month 2025-12-01..2025-12-31'],
    ['en', 'in November', 'month 2026-11-01..2026-11-30'],
    ['en', 'March 2025', 'month 2025-03-01..2025-03-31'],
    ['en', 'this year', 'this_year 2026-01-01..2026-12-31'],
    ['en', 'last year', 'last_year 2025-01-01..2025-12-31'],
    ['en', 'in 2024', 'year 2024-01-01..2024-12-31'],
    ['en', 'in the last 30 days', 'last_n_days 2026-10-24..2026-11-22'],
    ['en', 'past 2 weeks', 'last_n_days 2026-11-09..2026-11-22'],
    ['en', 'last 3 months', 'last_n_months 2026-08-23..2026-11-22'],
    ['en', 'yesterday', 'yesterday 2026-11-21..2026-11-21'],
    ['en', 'on November 15th', 'date 2026-11-15..2026-11-15'],
    ['en', 'all time', 'all 1970-01-01..9999-12-31'],
    ['pt', 'este mês', 'this_month 2026-11-01..2026-11-30'],
    ['pt', 'gastos do mês', 'this_month 2026-11-01..2026-11-30'],
    ['pt', 'no mês passado', 'last_month 2026-10-01..2026-10-31'],
    ['pt', 'em outubro', 'month 2026-10-01..2026-10-31'],
    ['pt', 'semana passada', 'last_week 2026-11-09..2026-11-15'],
    ['pt', 'nos últimos 7 dias', 'last_n_days 2026-11-16..2026-11-22'],
    ['pt', 'ano passado', 'last_year 2025-01-01..2025-12-31'],
    ['es', 'este mes', 'this_month 2026-11-01..2026-11-30'],
    ['es', 'la semana pasada', 'last_week 2026-11-09..2026-11-15'],
    ['es', 'el mes pasado', 'last_month 2026-10-01..2026-10-31'],
    ['es', 'en diciembre', 'month 2025-12-01..2025-12-31'],
    ['es', 'este año', 'this_year 2026-01-01..2026-12-31'],
    ['es', 'los últimos 15 días', 'last_n_days 2026-11-08..2026-11-22'],
    ['es', 'del 1 al 15', 'range 2026-11-01..2026-11-15'],
    ['es', 'entre el 10 y el 20 de octubre', 'range 2026-10-10..2026-10-20'],
  ] as const)('[%s] %s -> %s', (lang, text, expected) => expect(summary(periodOf(text, lang))).toBe(expected));

  it('finds two periods in order for comparisons', () => {
    const found = findPeriods(fold('this month vs last month'), SUNDAY, 'en').map((p) => p.period.key);
    expect(found).toEqual(['this_month', 'last_month']);
  });

  it('gives the previous period of the same kind', () => {
    expect(summary(previousPeriod(periodOf('this month', 'en') as Period))).toBe('last_month 2026-10-01..2026-10-31');
    expect(summary(previousPeriod(periodOf('em janeiro', 'pt') as Period))).toBe('month 2025-12-01..2025-12-31');
    expect(summary(previousPeriod(periodOf('this week', 'en') as Period))).toBe('last_week 2026-11-09..2026-11-15');
    expect(summary(previousPeriod(periodOf('last 7 days', 'en') as Period))).toBe('range 2026-11-09..2026-11-15');
    expect(previousPeriod(periodOf('all time', 'en') as Period)).toBeUndefined();
  });
});
