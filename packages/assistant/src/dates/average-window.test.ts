import { describe, expect, it } from 'vitest';
import { divideAmount } from '@tally/shared/money';
import type { Period } from '../types';
import { defaultAverageWindow, endingByToday, unitsIn } from './average-window';
import { toDayNumber } from './calendar';
import { lastMonthsPeriod, monthPeriod, yearPeriod } from './periods';

const today = toDayNumber(2026, 11, 22);
const ratio = (numerator: bigint, denominator: bigint) => ({ numerator, denominator });

describe('the default window of an average ends today', () => {
  it('is the last 30 days, 12 weeks or 6 months', () => {
    expect(defaultAverageWindow(today, 'day')).toMatchObject({ start: '2026-10-24', end: '2026-11-22', days: 30 });
    expect(defaultAverageWindow(today, 'week')).toMatchObject({ start: '2026-08-31', end: '2026-11-22', days: 84, weeks: 12 });
    expect(defaultAverageWindow(today, 'month')).toMatchObject({ start: '2026-05-23', end: '2026-11-22', key: 'last_n_months', months: 6 });
  });

  it('divides by exactly the days, weeks or months of the default windows', () => {
    expect(unitsIn(defaultAverageWindow(today, 'day'), 'day')).toEqual(ratio(30n, 1n));
    expect(unitsIn(defaultAverageWindow(today, 'week'), 'week')).toEqual(ratio(12n, 1n));
    expect(unitsIn(defaultAverageWindow(today, 'month'), 'month')).toEqual(ratio(6n, 1n));
  });
});

describe('a named period', () => {
  const november = monthPeriod(2026, 11, 'this_month');

  it('is cut at today, and a past one is kept whole', () => {
    expect(endingByToday(november, today)).toMatchObject({ start: '2026-11-01', end: '2026-11-22', key: 'this_month' });
    const october = monthPeriod(2026, 10, 'last_month');
    expect(endingByToday(october, today)).toBe(october);
  });

  it('counts days and weeks exactly: 22 days are 22/7 weeks', () => {
    const soFar = endingByToday(november, today);
    expect(unitsIn(soFar, 'day')).toEqual(ratio(22n, 1n));
    expect(unitsIn(soFar, 'week')).toEqual(ratio(22n, 7n));
    // $264.00 over 22 days: $12.00 a day, $84.00 a week.
    expect(divideAmount('264.00', unitsIn(soFar, 'day'))).toBe('12.00');
    expect(divideAmount('264.00', unitsIn(soFar, 'week'))).toBe('84.00');
  });

  it('counts whole calendar months as one and a part of one as its share of days', () => {
    expect(unitsIn(yearPeriod(2025, 'last_year'), 'month')).toEqual(ratio(12n, 1n));
    expect(unitsIn(monthPeriod(2026, 2, 'month'), 'month')).toEqual(ratio(1n, 1n));
    // 1 October to 22 November: 1 + 22/30 months.
    const range: Period = { start: '2026-10-01', end: '2026-11-22', key: 'range' };
    expect(unitsIn(range, 'month')).toEqual(ratio(26n, 15n));
    expect(divideAmount('2600.00', unitsIn(range, 'month'))).toBe('1500.00');
    expect(unitsIn(lastMonthsPeriod(today, 3), 'month')).toEqual(ratio(3n, 1n));
  });

  it('is empty when it ends before it starts', () => {
    expect(unitsIn({ start: '2026-11-23', end: '2026-11-22', key: 'range' }, 'day').numerator).toBe(0n);
  });
});
