/**
 * Round 9, in sentences of our own (fifth session): corrections that say only when, the field named
 * first, and the amount just recorded said again the other way; each with near misses that stay what
 * they were.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, Intent, Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';

/** A conversation whose last reply recorded `user`'s message, filed under `category`. */
const recorded = (user: string, category: string): HistoryEntry[] => [
  { role: 'user', content: user },
  { role: 'assistant', content: `✅ Recorded: ${user} 20.00 (${category}) today` },
];

const after = (lang: Lang, user: string, category: string, text: string): Intent =>
  interpret(text, testContext({ preferredLanguage: lang, history: recorded(user, category) })).intent;

/** The intent's kind, with the fields a correction changes. */
const fix = (intent: Intent) =>
  intent.kind === 'correct_last' ? { kind: intent.kind, type: intent.type, amount: intent.amount, date: intent.date } : { kind: intent.kind };

describe('right after a recording, when it was paid is a date correction', () => {
  it.each([
    ['pt', 'uber 23', 'paguei dia 3, não hoje', '2026-11-03'],
    ['pt', 'uber 23', 'comprei ontem', '2026-11-21'],
    ['es', 'zapas 40', 'las compré el día 3', '2026-11-03'],
    ['es', 'zapas 40', 'las compre el martes', '2026-11-17'],
    ['en', 'uber 20', 'paid on the 3rd not today', '2026-11-03'],
    ['en', 'uber 20', 'uber was yesterday', '2026-11-21'],
  ] as const)('[%s] %s → %s', (lang, user, text, date) => {
    const intent = after(lang, user, 'Transportation', text);
    expect(intent.kind).toBe('correct_last');
    expect(intent.kind === 'correct_last' && intent.date).toBe(date);
  });

  it.each([
    // Another thing paid on that day is a new entry (still asking its amount), a question asks.
    ['pt', 'uber 23', 'paguei a luz dia 3'],
    ['en', 'uber 20', 'paid rent on the 3rd'],
    ['pt', 'uber 23', 'paguei dia 3?'],
  ] as const)('[%s] %s, then %s is no date correction', (lang, user, text) => {
    expect(after(lang, user, 'Transportation', text).kind).not.toBe('correct_last');
  });

  it('a day alone without a recording before it records nothing', () => {
    expect(interpret('comprei ontem', testContext({ preferredLanguage: 'pt' })).intent.kind).not.toBe('correct_last');
  });
});

describe('the field named first: what follows it is the change', () => {
  it.each([
    ['pt', 'lanche 40', 'o valor certo é 47,90 e foi ontem', '47.90', '2026-11-21'],
    ['en', 'lunch 20', 'the right amount is 17.90 and it was yesterday', '17.90', '2026-11-21'],
    ['es', 'almuerzo 20', 'el monto es 18', '18.00', undefined],
  ] as const)('[%s] %s, then %s', (lang, user, text, amount, date) => {
    expect(fix(after(lang, user, 'Dining', text))).toEqual({ kind: 'correct_last', type: undefined, amount, date });
  });
});

describe('a "no" and the amount just recorded, said the other way, flips the type', () => {
  it.each([
    ['pt', 'material 80', 'Shopping', 'não, esse 80 foi o cliente que me pagou', 'income'],
    ['en', 'mam gave me 40', 'Gift', 'no i gave HER 40 for the electric 😅', 'expense'],
    ['pt', 'recebi 50', 'Gift', 'não, fui eu que dei 50 à minha mãe', 'expense'],
    ['en', 'venmo jess 40', 'Gift', 'no I sent HER 40, it went out not in', 'expense'],
    ['es', 'zapatos 60', 'Shopping', 'no, esos 60 me los pagó mi cliente', 'income'],
  ] as const)('[%s] %s (%s), then %s', (lang, user, category, text, type) => {
    expect(fix(after(lang, user, category, text))).toEqual({ kind: 'correct_last', type, amount: undefined, date: undefined });
  });

  it.each([
    // The same way as recorded: nothing to flip.
    ['en', 'market 80', 'Groceries', 'no, 80 at the market'],
    ['pt', 'uber 20', 'Transportation', 'não, paguei 20 no uber'],
    ['es', 'sueldo 20', 'Salary', 'no, me pagaron 20 de sueldo'],
  ] as const)('[%s] %s (%s), then %s flips nothing', (lang, user, category, text) => {
    expect(fix(after(lang, user, category, text)).type).toBeUndefined();
  });
});
