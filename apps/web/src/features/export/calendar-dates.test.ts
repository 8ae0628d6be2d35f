import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, formatMonthTitle, formatPickerDate, monthGrid, weekdayNames } from './calendar-dates';

describe('export calendar dates', () => {
  it('lays a month out in whole weeks from the week’s first day', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const sunday = monthGrid('2026-11-01', 0);
    expect(sunday).toHaveLength(5);
    expect(sunday[0]![0]).toBe('2026-11-01');
    expect(sunday.at(-1)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    const monday = monthGrid('2026-11-01', 1);
    expect(monday[0]![0]).toBe('2026-10-26');
    expect(monday).toHaveLength(6);
    expect(monday.flat()).toContain('2026-11-30');
    // February 2026 starts on a Sunday: exactly four weeks.
    expect(monthGrid('2026-02-01', 0)).toHaveLength(4);
  });

  it('formats “MMM dd, yyyy” in each language’s own order', () => {
    expect(formatPickerDate('2026-11-05', 'en')).toBe('Nov 05, 2026');
    expect(formatPickerDate('2026-11-05', 'pt')).toMatch(/^05 de nov\.? de 2026$/);
    expect(formatPickerDate('2026-11-05', 'es')).toMatch(/^05 nov\.? 2026$/);
    // The calendar day never shifts with the machine's timezone.
    expect(formatPickerDate('2026-01-01', 'en')).toBe('Jan 01, 2026');
  });

  it('names months and weekdays in the language, Monday first in Spanish', () => {
    expect(formatMonthTitle('2026-11-01', 'en')).toBe('November 2026');
    expect(formatMonthTitle('2026-11-01', 'pt')).toMatch(/^Novembro de 2026$/);
    expect(firstDayOfWeek('es')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(0);
    expect(weekdayNames('en', 0).map((d) => d.long)[0]).toBe('Sunday');
    expect(weekdayNames('es', 1).map((d) => d.long)[0]).toBe('lunes');
  });
});
