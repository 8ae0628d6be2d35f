import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { fold } from '../text/fold';
import { formatIsoDate, todayIn, toDayNumber } from './calendar';
import { findDates } from './date-phrases';

/** Sunday 22 November 2026. */
const SUNDAY = toDayNumber(2026, 11, 22);

function dateOf(text: string, lang: Lang, today = SUNDAY): string {
  const found = findDates(fold(text), today, lang);
  return found[0] ? formatIsoDate(found[0].dayNumber) : 'none';
}

describe('findDates: relative days', () => {
  it.each([
    ['en', 'spent 20 today', '2026-11-22'],
    ['en', 'yesterday lunch', '2026-11-21'],
    ['en', 'last night dinner', '2026-11-21'],
    ['en', 'the day before yesterday', '2026-11-20'],
    ['en', 'two days ago', '2026-11-20'],
    ['en', '5 days ago', '2026-11-17'],
    ['en', 'a week ago', '2026-11-15'],
    ['en', 'tomorrow', '2026-11-23'],
    ['pt', 'hoje de manhã', '2026-11-22'],
    ['pt', 'ontem à noite', '2026-11-21'],
    ['pt', 'anteontem', '2026-11-20'],
    ['pt', 'antes de ontem', '2026-11-20'],
    ['pt', 'há 3 dias', '2026-11-19'],
    ['pt', '4 dias atrás', '2026-11-18'],
    ['pt', 'faz duas semanas', '2026-11-08'],
    ['es', 'hoy', '2026-11-22'],
    ['es', 'ayer por la noche', '2026-11-21'],
    ['es', 'anteayer', '2026-11-20'],
    ['es', 'antier', '2026-11-20'],
    ['es', 'hace 3 días', '2026-11-19'],
    ['es', 'esta mañana', '2026-11-22'],
    ['es', 'mañana', '2026-11-23'],
  ] as const)('[%s] %s -> %s', (lang, text, expected) => expect(dateOf(text, lang)).toBe(expected));
});

describe('findDates: weekdays are past-biased', () => {
  it.each([
    ['en', 'on friday', '2026-11-20'],
    ['en', 'last saturday', '2026-11-21'],
    ['en', 'on sunday', '2026-11-22'],
    ['en', 'last sunday', '2026-11-15'],
    ['en', 'monday', '2026-11-16'],
    ['pt', 'sábado passado', '2026-11-21'],
    ['pt', 'na sexta', '2026-11-20'],
    ['pt', 'na última sexta-feira', '2026-11-20'],
    ['pt', 'no domingo', '2026-11-22'],
    ['pt', 'segunda-feira', '2026-11-16'],
    ['es', 'el sábado pasado', '2026-11-21'],
    ['es', 'el viernes', '2026-11-20'],
    ['es', 'el domingo pasado', '2026-11-15'],
    ['es', 'el miércoles', '2026-11-18'],
  ] as const)('[%s] %s -> %s', (lang, text, expected) => expect(dateOf(text, lang)).toBe(expected));

  it('does not read Portuguese ordinals as weekdays', () => {
    expect(dateOf('segunda parcela', 'pt')).toBe('none');
    expect(dateOf('quinta edição', 'pt')).toBe('none');
  });
});

describe('findDates: calendar dates', () => {
  it.each([
    ['en', 'on March 3', '2026-03-03'],
    ['en', 'March 3rd, 2025', '2025-03-03'],
    ['en', 'on the 15th of march', '2026-03-15'],
    ['en', 'on December 25', '2025-12-25'],
    ['en', 'on the 10th', '2026-11-10'],
    ['en', '10/03', '2026-10-03'],
    ['en', '2026-02-14', '2026-02-14'],
    ['pt', '3 de março', '2026-03-03'],
    ['pt', 'dia 10', '2026-11-10'],
    ['pt', 'dia 25', '2026-10-25'],
    ['pt', 'dia 10 do mês passado', '2026-10-10'],
    ['pt', '10/03', '2026-03-10'],
    ['pt', '15/01/2025', '2025-01-15'],
    ['es', 'el 3 de marzo', '2026-03-03'],
    ['es', 'del 15 de noviembre', '2026-11-15'],
    ['es', 'el día 10', '2026-11-10'],
    ['es', '10/03', '2026-03-10'],
    ['es', '25/12', '2025-12-25'],
  ] as const)('[%s] %s -> %s', (lang, text, expected) => expect(dateOf(text, lang)).toBe(expected));

  it('reads day-first when month-first is impossible (en "15/01")', () => {
    expect(dateOf('15/01', 'en')).toBe('2026-01-15');
  });

  it('"dia 31" in a month of 30 days is the last 31st that has passed', () => {
    expect(dateOf('dia 31', 'pt', toDayNumber(2026, 11, 15))).toBe('2026-10-31');
    expect(dateOf('dia 31', 'pt', toDayNumber(2026, 4, 30))).toBe('2026-03-31');
    expect(dateOf('dia 30', 'pt', toDayNumber(2026, 3, 5))).toBe('2026-01-30');
  });

  it('a date without a year is never in the future', () => {
    expect(dateOf('on December 31', 'en', toDayNumber(2027, 1, 1))).toBe('2026-12-31');
    expect(dateOf('3 de janeiro', 'pt', toDayNumber(2027, 1, 2))).toBe('2026-01-03');
  });
});

describe('todayIn (timezones)', () => {
  it('is still yesterday in São Paulo when UTC has moved on', () => {
    const instant = new Date('2026-11-23T01:30:00Z');
    expect(formatIsoDate(todayIn(instant, 'America/Sao_Paulo'))).toBe('2026-11-22');
    expect(formatIsoDate(todayIn(instant, 'UTC'))).toBe('2026-11-23');
  });

  it('crosses the year in the user\'s zone, not in UTC', () => {
    const newYear = new Date('2027-01-01T02:00:00Z');
    expect(formatIsoDate(todayIn(newYear, 'America/Sao_Paulo'))).toBe('2026-12-31');
    expect(formatIsoDate(todayIn(newYear, 'Asia/Tokyo'))).toBe('2027-01-01');
  });

  it('falls back to UTC for an unknown zone instead of failing', () => {
    expect(formatIsoDate(todayIn(new Date('2026-05-01T12:00:00Z'), 'Not/AZone'))).toBe('2026-05-01');
  });
});
