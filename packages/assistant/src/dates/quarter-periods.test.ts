import { describe, expect, it } from 'vitest';
import type { Lang, Period } from '../types';
import { fold } from '../text/fold';
import { interpret } from '../interpret';
import { renderReply } from '../render-reply';
import { langContext } from '../testing/context';
import { toDayNumber } from './calendar';
import { findPeriods } from './find-periods';
import { previousPeriod } from './periods';

/** Sunday 22 November 2026: the fourth quarter is running. */
const SUNDAY = toDayNumber(2026, 11, 22);

const summary = (p: Period | undefined) => (p ? `${p.key} ${p.start}..${p.end}` : 'none');
const periodOf = (text: string, lang: Lang) => findPeriods(fold(text), SUNDAY, lang)[0]?.period;

describe('quarters as query periods', () => {
  it.each([
    ['en', 'so far this quarter', 'this_quarter 2026-10-01..2026-12-31'],
    ['en', 'the current quarter', 'this_quarter 2026-10-01..2026-12-31'],
    ['en', 'over the previous quarter', 'last_quarter 2026-07-01..2026-09-30'],
    ['en', 'for Q2', 'quarter 2026-04-01..2026-06-30'],
    ['en', 'q4 2025', 'quarter 2025-10-01..2025-12-31'],
    ['en', 'the 2nd quarter of 2024', 'quarter 2024-04-01..2024-06-30'],
    ['pt', 'neste trimestre', 'this_quarter 2026-10-01..2026-12-31'],
    ['pt', 'do trimestre anterior', 'last_quarter 2026-07-01..2026-09-30'],
    ['pt', 'o segundo trimestre', 'quarter 2026-04-01..2026-06-30'],
    ['pt', '3º trimestre de 2025', 'quarter 2025-07-01..2025-09-30'],
    ['es', 'en el trimestre actual', 'this_quarter 2026-10-01..2026-12-31'],
    ['es', 'del último trimestre', 'last_quarter 2026-07-01..2026-09-30'],
    ['es', 'el tercer trimestre', 'quarter 2026-07-01..2026-09-30'],
    ['es', '2do trimestre del 2025', 'quarter 2025-04-01..2025-06-30'],
  ] as const)('[%s] %s -> %s', (lang, text, expected) => expect(summary(periodOf(text, lang))).toBe(expected));

  it('reads a quarter not yet begun this year as last year’s', () => {
    // On 22 February 2026 (first quarter), "Q3" is the third quarter of 2025.
    expect(summary(findPeriods('q3', toDayNumber(2026, 2, 22), 'en')[0]?.period)).toBe('quarter 2025-07-01..2025-09-30');
  });

  it('gives the quarter before as the previous period, across a year', () => {
    expect(summary(previousPeriod(periodOf('this quarter', 'en') as Period))).toBe('last_quarter 2026-07-01..2026-09-30');
    expect(summary(previousPeriod(periodOf('primer trimestre', 'es') as Period))).toBe('quarter 2025-10-01..2025-12-31');
  });

  it.each([
    ['en', 'what did the kids cost us this quarter', 'this_quarter'],
    ['en', 'income last quarter?', 'last_quarter'],
    ['pt', 'qnto gastei no trimestre passado', 'last_quarter'],
    ['pt', 'quanto entrou no primeiro trimestre de 2025', 'quarter'],
    ['es', 'cuánto llevo gastado este trimestre', 'this_quarter'],
    ['es', 'gastos del 4to trimestre', 'quarter'],
  ] as const)('[%s] a question: %s', (lang, text, key) => {
    const intent = interpret(text, langContext(lang)).intent;
    expect(intent.kind === 'query' ? intent.period.key : intent.kind).toBe(key);
  });

  it('compares with last quarter as it does with last month', () => {
    const intent = interpret('did i spend more than last quarter?', langContext('en')).intent;
    expect(intent.kind === 'query' && [intent.metric, intent.period.key, intent.comparePeriod?.key]).toEqual(['compare', 'this_quarter', 'last_quarter']);
  });

  it.each([
    ['en', 'found a quarter in the couch'],
    ['en', 'a quarter of my paycheck goes to rent, crazy'],
    ['en', 'quarter pounder and fries 11'],
  ] as const)('[%s] the coin or a share is no period: %s', (lang, text) => {
    expect(findPeriods(fold(text), SUNDAY, lang)).toEqual([]);
  });

  it('names quarters in replies', () => {
    const outcome = (period: Period) => ({ kind: 'query_result' as const, metric: 'spent' as const, period, type: 'expense' as const, currency: 'USD', total: '120.00', count: 2 });
    expect(renderReply(outcome(periodOf('this quarter', 'en') as Period), 'en')).toContain('this quarter');
    expect(renderReply(outcome(periodOf('q2 2025', 'en') as Period), 'en')).toContain('Q2 2025');
    expect(renderReply(outcome(periodOf('trimestre passado', 'pt') as Period), 'pt')).toContain('no trimestre passado');
    expect(renderReply(outcome(periodOf('primer trimestre', 'es') as Period), 'es')).toContain('1.º trimestre de 2026');
  });
});
