import { describe, expect, it } from 'vitest';
import { describeDay, formatDay, formatMessageTime } from './format';

describe('chat dates', () => {
  it('names today and yesterday, across a month and a year boundary', () => {
    expect(describeDay('2026-11-22', '2026-11-22')).toBe('today');
    expect(describeDay('2026-11-21', '2026-11-22')).toBe('yesterday');
    expect(describeDay('2026-11-30', '2026-12-01')).toBe('yesterday');
    expect(describeDay('2025-12-31', '2026-01-01')).toBe('yesterday');
    expect(describeDay('2026-11-20', '2026-11-22')).toBe('date');
  });

  it('formats other days as the calendar day (never shifted by the browser time zone), with the year when it differs', () => {
    expect(formatDay('2026-03-03', '2026-11-22', 'en')).toBe('Mar 3');
    expect(formatDay('2025-12-31', '2026-11-22', 'en')).toBe('Dec 31, 2025');
    expect(formatDay('2026-03-03', '2026-11-22', 'pt')).toMatch(/^3 de mar/);
  });

  it('shows a message time, with the day when it was not sent today', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(formatMessageTime(new Date(2026, 10, 22, 14, 5).toISOString(), now, 'pt')).toBe('14:05');
    expect(formatMessageTime(new Date(2026, 10, 20, 9, 30).toISOString(), now, 'en')).toMatch(/Nov 20.*9:30/);
    expect(formatMessageTime('not a date', now, 'en')).toBe('');
  });
});
