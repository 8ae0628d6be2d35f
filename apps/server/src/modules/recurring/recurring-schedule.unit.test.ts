import { describe, expect, it } from 'vitest';
import { isOccurrenceDate, monthlyEquivalent, nextOccurrence, occurrencesBetween, type Schedule } from './recurring-schedule';

const rule = (frequency: Schedule['frequency'], startDate: string, extra: Partial<Schedule> = {}): Schedule => ({
  frequency,
  startDate,
  dayOfMonth: null,
  endDate: null,
  ...extra,
});

describe('weekly and every 2 weeks', () => {
  it('repeat on the start date weekday', () => {
    // 2026-11-04 is a Wednesday.
    expect(occurrencesBetween(rule('weekly', '2026-11-04'), '2026-11-01', '2026-11-30')).toEqual(['2026-11-04', '2026-11-11', '2026-11-18', '2026-11-25']);
    expect(occurrencesBetween(rule('biweekly', '2026-11-04'), '2026-11-01', '2026-12-31')).toEqual([
      '2026-11-04',
      '2026-11-18',
      '2026-12-02',
      '2026-12-16',
      '2026-12-30',
    ]);
  });

  it('start counting from the start date even for a range far later, across years', () => {
    expect(occurrencesBetween(rule('biweekly', '2026-11-04'), '2027-12-20', '2028-01-12')).toEqual(['2027-12-29', '2028-01-12']);
    expect(occurrencesBetween(rule('weekly', '2026-12-30'), '2026-12-31', '2027-01-13')).toEqual(['2027-01-06', '2027-01-13']);
  });
});

describe('monthly', () => {
  it('on the day of the month, the first one on or after the start date', () => {
    expect(occurrencesBetween(rule('monthly', '2026-01-20', { dayOfMonth: 5 }), '2026-01-01', '2026-04-30')).toEqual([
      '2026-02-05',
      '2026-03-05',
      '2026-04-05',
    ]);
    expect(occurrencesBetween(rule('monthly', '2026-01-05', { dayOfMonth: 5 }), '2026-01-01', '2026-02-28')).toEqual(['2026-01-05', '2026-02-05']);
  });

  it("defaults to the start date's day", () => {
    expect(occurrencesBetween(rule('monthly', '2026-03-12'), '2026-03-01', '2026-05-31')).toEqual(['2026-03-12', '2026-04-12', '2026-05-12']);
  });

  it('day 31 falls on the last day of shorter months, Feb 29 in leap years, and comes back to 31', () => {
    const eom = rule('monthly', '2027-12-31', { dayOfMonth: 31 });
    expect(occurrencesBetween(eom, '2027-12-01', '2028-05-31')).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
    expect(occurrencesBetween(eom, '2029-02-01', '2029-03-31')).toEqual(['2029-02-28', '2029-03-31']);
    expect(occurrencesBetween(rule('monthly', '2026-01-30', { dayOfMonth: 30 }), '2026-02-01', '2026-03-31')).toEqual(['2026-02-28', '2026-03-30']);
  });
});

describe('yearly', () => {
  it("on the start date's day and month", () => {
    expect(occurrencesBetween(rule('yearly', '2026-03-15'), '2026-01-01', '2028-12-31')).toEqual(['2026-03-15', '2027-03-15', '2028-03-15']);
  });

  it('Feb 29 falls on Feb 28 in other years', () => {
    expect(occurrencesBetween(rule('yearly', '2028-02-29'), '2028-01-01', '2032-12-31')).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });
});

describe('bounds and next dates', () => {
  it('nothing before the start or after the end', () => {
    const bounded = rule('weekly', '2026-11-04', { endDate: '2026-11-18' });
    expect(occurrencesBetween(bounded, '2026-10-01', '2026-12-31')).toEqual(['2026-11-04', '2026-11-11', '2026-11-18']);
    expect(nextOccurrence(bounded, '2026-11-19')).toBeNull();
    expect(occurrencesBetween(bounded, '2026-11-05', '2026-11-10')).toEqual([]);
  });

  it('the next date on or after a day', () => {
    const monthly = rule('monthly', '2026-01-31', { dayOfMonth: 31 });
    expect(nextOccurrence(monthly, '2026-01-01')).toBe('2026-01-31');
    expect(nextOccurrence(monthly, '2026-02-01')).toBe('2026-02-28');
    expect(nextOccurrence(monthly, '2026-02-28')).toBe('2026-02-28');
    expect(nextOccurrence(monthly, '2026-03-01')).toBe('2026-03-31');
    expect(nextOccurrence(rule('weekly', '2026-11-04'), '2026-11-05')).toBe('2026-11-11');
    expect(nextOccurrence(rule('yearly', '2026-03-15'), '2026-03-16')).toBe('2027-03-15');
  });

  it('whether a date is one of the rule', () => {
    expect(isOccurrenceDate(rule('biweekly', '2026-11-04'), '2026-11-18')).toBe(true);
    expect(isOccurrenceDate(rule('biweekly', '2026-11-04'), '2026-11-11')).toBe(false);
    expect(isOccurrenceDate(rule('monthly', '2026-01-31', { dayOfMonth: 31 }), '2026-04-30')).toBe(true);
    expect(isOccurrenceDate(rule('monthly', '2026-01-31', { dayOfMonth: 31 }), '2026-05-30')).toBe(false);
    expect(isOccurrenceDate(rule('weekly', '2026-11-04'), '2026-10-28')).toBe(false);
  });
});

describe('monthly equivalent', () => {
  it('is exact in the currency minor units', () => {
    expect(monthlyEquivalent('12.00', 'weekly', 'USD')).toBe('52.00');
    expect(monthlyEquivalent('10.00', 'weekly', 'USD')).toBe('43.33');
    expect(monthlyEquivalent('40.00', 'biweekly', 'USD')).toBe('86.67');
    expect(monthlyEquivalent('1200.00', 'monthly', 'USD')).toBe('1200.00');
    expect(monthlyEquivalent('100.00', 'yearly', 'USD')).toBe('8.33');
    expect(monthlyEquivalent('1000', 'yearly', 'JPY')).toBe('83');
    expect(monthlyEquivalent('1.000', 'weekly', 'KWD')).toBe('4.333');
  });
});
