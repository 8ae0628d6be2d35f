import { describe, expect, it } from 'vitest';
import { describeDate, formatDateRange, monthAbbreviation, monthLabel } from './date-labels';

describe('describeDate', () => {
  const today = '2026-03-01';

  it('says today and yesterday, also across a month and a year boundary', () => {
    expect(describeDate('2026-03-01', today)).toEqual({ kind: 'today' });
    expect(describeDate('2026-02-28', today)).toEqual({ kind: 'yesterday' });
    expect(describeDate('2025-12-31', '2026-01-01')).toEqual({ kind: 'yesterday' });
  });

  it('says this month and last month with the day of the month', () => {
    expect(describeDate('2026-03-20', '2026-03-25')).toEqual({ kind: 'thisMonth', day: 20 });
    expect(describeDate('2026-02-03', today)).toEqual({ kind: 'lastMonth', day: 3 });
    expect(describeDate('2025-12-15', '2026-01-20')).toEqual({ kind: 'lastMonth', day: 15 });
  });

  it('names older months, and says whether they are in this year', () => {
    expect(describeDate('2026-01-09', '2026-03-25')).toEqual({ kind: 'otherMonth', year: 2026, month: 1, day: 9, isThisYear: true });
    expect(describeDate('2025-11-30', '2026-03-25')).toEqual({ kind: 'otherMonth', year: 2025, month: 11, day: 30, isThisYear: false });
  });

  it('treats the date as a calendar date, whatever the machine timezone', () => {
    // A Date parse of '2026-03-01' is midnight UTC, the 28th of February in America: not here.
    expect(describeDate('2026-03-01', '2026-03-02')).toEqual({ kind: 'yesterday' });
  });
});

describe('month names', () => {
  it('abbreviates months in the interface language', () => {
    expect(monthAbbreviation(1, 'en')).toBe('Jan');
    expect(monthAbbreviation(12, 'en')).toBe('Dec');
    expect(monthAbbreviation(2, 'pt').toLowerCase()).toMatch(/^fev/);
    expect(monthAbbreviation(8, 'es').toLowerCase()).toMatch(/^ago/);
  });

  it('adds the short year to months of another year', () => {
    expect(monthLabel('2026-03', 2026, 'en')).toBe('Mar');
    expect(monthLabel('2025-12', 2026, 'en')).toBe('Dec 25');
  });

  it('writes a period range', () => {
    // ICU puts thin spaces around the dash.
    expect(formatDateRange('2026-11-01', '2026-11-30', 'en').replace(/\s/g, ' ')).toBe('Nov 1 – 30, 2026');
  });
});
