import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateInTimezone,
  daysBetween,
  isValidIsoDate,
  isoWeekRange,
  isoWeekday,
  monthRange,
  periodRange,
  quarterRange,
  yearRange,
} from './dates';

describe('dateInTimezone', () => {
  it('gives the user’s calendar date, not the server’s', () => {
    const instant = new Date('2026-01-01T02:30:00Z');
    expect(dateInTimezone(instant, 'UTC')).toBe('2026-01-01');
    expect(dateInTimezone(instant, 'America/Sao_Paulo')).toBe('2025-12-31');
    expect(dateInTimezone(new Date('2026-06-30T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-07-01');
  });
});

describe('ranges', () => {
  it('months, including February in leap and common years', () => {
    expect(monthRange('2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthRange('2026-02-28')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthRange('2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('quarters are 3-month calendar blocks', () => {
    expect(quarterRange('2026-01-01')).toEqual({ start: '2026-01-01', end: '2026-03-31' });
    expect(quarterRange('2026-03-31')).toEqual({ start: '2026-01-01', end: '2026-03-31' });
    expect(quarterRange('2026-04-01')).toEqual({ start: '2026-04-01', end: '2026-06-30' });
    expect(quarterRange('2026-11-22')).toEqual({ start: '2026-10-01', end: '2026-12-31' });
  });

  it('years and ISO weeks (across a year boundary)', () => {
    expect(yearRange('2026-07-04')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(isoWeekRange('2026-01-01')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    expect(isoWeekRange('2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(isoWeekday('2026-11-22')).toBe(7);
  });

  it('periodRange', () => {
    expect(periodRange('month', '2026-11-22')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(periodRange('all', '2026-11-22')).toBeNull();
  });
});

describe('arithmetic', () => {
  it('adds days and months across edges', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
  });

  it('validates dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('26-1-1')).toBe(false);
  });
});
