/**
 * What interpret() takes from its context: the conversation (follow-ups and language), learned
 * rules, the user's categories, currency and timezone; and that no input can break it.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from './types';
import { interpret } from './interpret';
import { learnPattern } from './learn-pattern';
import { categoryId, testContext } from './testing/context';
import { askedFirst } from './testing/conversation';
import { summarize } from './testing/summarize';

describe('follow-up after a clarification', () => {
  it('completes a missing amount in Portuguese ("foi 30")', () => {
    const history = askedFirst('Fui ao cinema ontem', 'pt');
    const result = interpret('foi 30', testContext({ history, preferredCurrency: 'BRL' }));
    expect(summarize(result)).toMatchObject({
      kind: 'record',
      lang: 'pt',
      followUpUsed: true,
      tx: [{ amount: '30.00', currency: 'BRL', category: 'Entertainment', date: '2026-11-21', description: 'Cinema' }],
    });
  });

  it('completes a missing amount with a bare number in English', () => {
    const history = askedFirst('had lunch', 'en');
    expect(summarize(interpret('12', testContext({ history })))).toMatchObject({
      kind: 'record',
      followUpUsed: true,
      tx: [{ amount: '12.00', category: 'Dining', description: 'Lunch' }],
    });
  });

  it('completes with an amount and currency in Spanish, answering in Spanish', () => {
    const history = askedFirst('compré zapatos', 'es');
    const result = interpret('12 dólares', testContext({ history, preferredLanguage: 'en' }));
    expect(summarize(result)).toMatchObject({ kind: 'record', lang: 'es', tx: [{ amount: '12.00', currency: 'USD', category: 'Shopping' }] });
  });

  it('completes a missing description', () => {
    const history = askedFirst('50', 'en');
    expect(summarize(interpret('taxi to work', testContext({ history })))).toMatchObject({
      kind: 'record',
      followUpUsed: true,
      tx: [{ amount: '50.00', category: 'Transportation' }],
    });
  });

  it('takes a complete new transaction as it is, keeping the date of the first message', () => {
    const history = askedFirst('Fui ao cinema ontem', 'pt');
    expect(summarize(interpret('pipoca e ingresso 48', testContext({ history })))).toMatchObject({
      kind: 'record',
      tx: [{ amount: '48.00', date: '2026-11-21' }],
    });
  });

  it('lets a command through instead of merging it', () => {
    const history = askedFirst('50', 'en');
    expect(interpret('show categories', testContext({ history })).intent.kind).toBe('list_categories');
    expect(interpret('how much did I spend this month?', testContext({ history })).intent.kind).toBe('query');
  });

  it('tolerates the current message already being in the history', () => {
    const history = [...askedFirst('had lunch', 'en'), { role: 'user' as const, content: '15' }];
    expect(summarize(interpret('15', testContext({ history })))).toMatchObject({ kind: 'record', tx: [{ amount: '15.00' }] });
  });

  it('does nothing special without a pending clarification', () => {
    const history: HistoryEntry[] = [
      { role: 'user', content: 'lunch 12' },
      { role: 'assistant', content: '✅ Expense recorded: Lunch, $12.00 (Dining), today.' },
    ];
    expect(interpret('30', testContext({ history })).intent.kind).toBe('clarify_transaction');
  });
});

describe('language from the conversation', () => {
  it('answers an ambiguous message in the language the user has been writing', () => {
    const history: HistoryEntry[] = [{ role: 'user', content: 'quanto gastei esta semana?' }, { role: 'assistant', content: 'Você gastou R$10.00 nesta semana.' }];
    expect(interpret('uber 25', testContext({ history, preferredLanguage: 'en' })).language).toBe('pt');
  });

  it('falls back to the preferred language otherwise', () => {
    expect(interpret('uber 25', testContext({ preferredLanguage: 'es' })).language).toBe('es');
  });
});

describe('learned rules come before the lexicon', () => {
  it('applies a rule stored from a correction', () => {
    const learnedRules = [{ pattern: learnPattern('Padaria do João'), categoryId: categoryId('Groceries') }];
    const result = interpret('padaria do joão 15', testContext({ learnedRules }));
    expect(summarize(result)).toMatchObject({ kind: 'record', tx: [{ category: 'Groceries' }] });
    // Without the rule, a bakery is dining.
    expect(summarize(interpret('padaria do joão 15', testContext()))).toMatchObject({ tx: [{ category: 'Dining' }] });
  });

  it('matches the rule inside a longer description', () => {
    const learnedRules = [{ pattern: learnPattern('Uber'), categoryId: categoryId('Travel') }];
    expect(summarize(interpret('uber to the airport 40', testContext({ learnedRules })))).toMatchObject({ tx: [{ category: 'Travel' }] });
  });

  it('ignores a rule whose category no longer exists or has the wrong type', () => {
    const learnedRules = [
      { pattern: 'uber', categoryId: 999 },
      { pattern: 'coffee', categoryId: categoryId('Salary') },
    ];
    expect(summarize(interpret('uber 20', testContext({ learnedRules })))).toMatchObject({ tx: [{ category: 'Transportation' }] });
    expect(summarize(interpret('paid 4 for coffee', testContext({ learnedRules })))).toMatchObject({ tx: [{ category: 'Dining', type: 'expense' }] });
  });
});

describe('the user\'s categories', () => {
  it('uses a category the user made when its name is in the message', () => {
    const categories = [...testContext().categories, { id: 60, name: 'Chennai Home', type: 'expense' as const, isDefault: false }];
    expect(summarize(interpret('rent 1000 for Chennai Home', testContext({ categories })))).toMatchObject({ tx: [{ category: 'Chennai Home' }] });
  });

  it('falls back to Other, or to Salary for income, when nothing matches', () => {
    expect(summarize(interpret('spent 9 on stuff', testContext()))).toMatchObject({ tx: [{ category: 'Shopping' }] });
    expect(summarize(interpret('spent 9 on zorblax', testContext()))).toMatchObject({ tx: [{ category: 'Other' }] });
    expect(summarize(interpret('received 90', testContext()))).toMatchObject({ tx: [{ type: 'income', category: 'Salary' }] });
  });

  it('uses a default category under a synonym name', () => {
    const categories = testContext().categories.map((c) => (c.name === 'Dining' ? { ...c, name: 'Food' } : c));
    expect(summarize(interpret('lunch 10', testContext({ categories })))).toMatchObject({ tx: [{ category: 'Food' }] });
  });
});

describe('currency and time come from the context', () => {
  it('uses the preferred currency when the text names none', () => {
    expect(summarize(interpret('lunch 10', testContext({ preferredCurrency: 'EUR' })))).toMatchObject({ tx: [{ currency: 'EUR' }] });
  });

  it('dates "today" in the user\'s timezone when UTC is already tomorrow', () => {
    const now = new Date('2026-11-23T01:30:00Z');
    expect(summarize(interpret('lunch 10', testContext({ now })))).toMatchObject({ tx: [{ date: '2026-11-22' }] });
    expect(summarize(interpret('lunch 10', testContext({ now, timezone: 'UTC' })))).toMatchObject({ tx: [{ date: '2026-11-23' }] });
  });

  it('"yesterday" on 1 January is 31 December of the year before', () => {
    const now = new Date('2027-01-01T12:00:00Z');
    expect(summarize(interpret('taxi 10 yesterday', testContext({ now })))).toMatchObject({ tx: [{ date: '2026-12-31' }] });
    expect(summarize(interpret('ontem mercado 50', testContext({ now, preferredLanguage: 'pt' })))).toMatchObject({ tx: [{ date: '2026-12-31' }] });
  });

  it('"dia 31" in November is 31 October', () => {
    const now = new Date('2026-11-15T15:00:00Z');
    expect(summarize(interpret('dia 31 farmácia 40', testContext({ now })))).toMatchObject({ tx: [{ date: '2026-10-31' }] });
  });

  it('"this month" in a question is the user\'s month at a month edge', () => {
    const now = new Date('2026-12-01T02:00:00Z');
    expect(summarize(interpret('how much did I spend this month?', testContext({ now })))).toMatchObject({ start: '2026-11-01', end: '2026-11-30' });
  });
});

describe('robustness', () => {
  const ctx = testContext();
  const nasty = [
    '',
    '   ',
    '🍕🍕🍕',
    '<script>alert("x")</script> lunch 12',
    "'; DROP TABLE transactions; -- 50",
    '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20',
    '9'.repeat(2000),
    'lunch 12 and '.repeat(160),
    'a'.repeat(2000),
    '$'.repeat(2000),
    '1,'.repeat(1000),
    'gastei '.repeat(300),
    'ontem '.repeat(330),
    '\u0000\u0001\u200b\ufeff lunch 5',
    'spent 99999999999 on a yacht',
    'R$',
    '#'.repeat(500),
    'x'.repeat(10_000),
  ];

  it.each(nasty.map((text) => [text.slice(0, 40), text]))('never throws (a hang would hit the test time limit): %s', (_label, text) => {
    const result = interpret(text, ctx);
    expect(result.intent.kind).toBeTypeOf('string');
    expect(result.confidence).toBeGreaterThanOrEqual(0);
    expect(result.confidence).toBeLessThanOrEqual(1);
  });

  it('keeps amounts within what the database can hold', () => {
    const result = interpret('spent 99999999999 on a yacht', ctx);
    expect(result.intent.kind).not.toBe('record_transactions');
  });

  it('strips markup from what it records', () => {
    expect(summarize(interpret('<b>lunch</b> 12', ctx))).toMatchObject({ tx: [{ description: 'Lunch', amount: '12.00' }] });
  });

  it('keeps descriptions within 100 characters', () => {
    const result = interpret(`${'very '.repeat(60)}long lunch 12`, ctx);
    if (result.intent.kind !== 'record_transactions') throw new Error('expected a record');
    expect(result.intent.transactions[0]?.description.length).toBeLessThanOrEqual(100);
  });

  it('survives a broken context', () => {
    expect(() => interpret('lunch 12', { ...ctx, timezone: 'Mars/Olympus', now: new Date(Number.NaN) })).not.toThrow();
    expect(interpret(undefined as unknown as string, ctx).intent.kind).toBe('unknown');
  });
});
