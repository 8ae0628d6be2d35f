/**
 * Rules that repeat, carried out over the memory ports (the landing demo's): set through
 * executeIntent, their occurrences in a window, the monthly total, and refusals. Today is Sunday
 * 22 November 2026 in these tests.
 */
import { describe, expect, it } from 'vitest';
import { TEST_CATEGORIES } from '../testing/context';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';
import { renderReply } from '../render-reply';
import type { Intent, RecurringDraft, SavedTransaction } from '../types';
import { executeIntent, type ExecutePorts } from './execute-intent';
import { createMemoryPorts, type MemoryStore } from './memory-ports';
import { isSubscription, monthlyAmount, nextOccurrence, occurrencesBetween } from './recurring-dates';

const store = (): MemoryStore => ({ categories: [...TEST_CATEGORIES], learnedRules: [], recorded: [], nextId: 1 });
const memory = () => createMemoryPorts(store(), { preferredCurrency: 'USD', unanswered: 'none', keep: 20 });

/** The engine's reading of a sentence, carried out on the ports. */
async function say(ports: ExecutePorts<SavedTransaction, string>, text: string) {
  const interpretation = interpret(text, testContext());
  const run = await executeIntent(interpretation.intent, ports);
  return { intent: interpretation.intent, ...run, reply: typeof run.outcome === 'string' ? run.outcome : renderReply(run.outcome, interpretation.language, { today: '2026-11-22' }) };
}

describe('occurrences of a rule', () => {
  it('monthly on a day, a shorter month using its last day', () => {
    const rule = { frequency: 'monthly' as const, dayOfMonth: 31, startDate: '2026-11-30' };
    expect(occurrencesBetween(rule, '2026-11-01', '2027-03-31')).toEqual(['2026-11-30', '2026-12-31', '2027-01-31', '2027-02-28', '2027-03-31']);
    expect(occurrencesBetween({ frequency: 'monthly', dayOfMonth: 5, startDate: '2026-12-05' }, '2026-11-22', '2026-12-21')).toEqual(['2026-12-05']);
  });

  it('weekly and every 2 weeks on the start weekday, from the window on', () => {
    expect(occurrencesBetween({ frequency: 'weekly', startDate: '2026-11-02' }, '2026-11-22', '2026-12-10')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(occurrencesBetween({ frequency: 'biweekly', startDate: '2026-11-22' }, '2026-11-22', '2026-12-21')).toEqual(['2026-11-22', '2026-12-06', '2026-12-20']);
  });

  it('yearly on the start day and month; nothing before the start or after the end', () => {
    expect(occurrencesBetween({ frequency: 'yearly', startDate: '2024-02-29' }, '2025-01-01', '2028-12-31')).toEqual(['2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
    expect(occurrencesBetween({ frequency: 'weekly', startDate: '2026-12-01' }, '2026-11-01', '2026-11-30')).toEqual([]);
    expect(occurrencesBetween({ frequency: 'weekly', startDate: '2026-11-01', endDate: '2026-11-10' }, '2026-11-01', '2026-11-30')).toEqual(['2026-11-01', '2026-11-08']);
    expect(nextOccurrence({ frequency: 'monthly', dayOfMonth: 1, startDate: '2026-12-01' }, '2026-11-22')).toBe('2026-12-01');
  });

  it('what a rule comes to in a month, exactly', () => {
    expect(monthlyAmount('1200.00', 'monthly', 'USD')).toBe('1200.00');
    expect(monthlyAmount('40.00', 'weekly', 'USD')).toBe('173.33');
    expect(monthlyAmount('40.00', 'biweekly', 'USD')).toBe('86.67');
    expect(monthlyAmount('120.00', 'yearly', 'USD')).toBe('10.00');
    expect(monthlyAmount('1300', 'yearly', 'JPY')).toBe('108');
  });

  it('subscriptions: entertainment, or said so', () => {
    expect(isSubscription({ type: 'expense', categoryName: 'Entertainment', description: 'Netflix' })).toBe(true);
    expect(isSubscription({ type: 'expense', categoryName: 'Fitness', description: 'Gym membership' })).toBe(true);
    expect(isSubscription({ type: 'expense', categoryName: 'Bills', description: 'Rent' })).toBe(false);
    expect(isSubscription({ type: 'income', categoryName: 'Entertainment', description: 'Streaming royalties' })).toBe(false);
  });
});

describe('executeIntent: rules that repeat, over the memory ports', () => {
  it('sets a rule from a sentence and says how it repeats and from when', async () => {
    const ports = memory();
    const run = await say(ports, 'rent 1200 every month on the 1st');
    expect(run.outcome).toMatchObject({ kind: 'recurring_set', type: 'expense', rule: { id: 1, description: 'Rent', amount: '1200.00', frequency: 'monthly', dayOfMonth: 1, nextDate: '2026-12-01' } });
    expect(run.reply).toBe("✅ Got it: Rent, $1,200.00 every month on the 1st, starting Dec 1. I'll record it on each date.");
    expect(ports.store().recurring).toHaveLength(1);
    // A rule records nothing by itself.
    expect(ports.store().recorded).toHaveLength(0);
  });

  it('lists what falls due in a window with its total, and the monthly total of the rules', async () => {
    const ports = memory();
    for (const text of ['rent 1200 every month on the 1st', 'netflix 15.99 every month on the 25th', 'gym 40 every 2 weeks', 'salary 3000 every month on the 5th']) {
      expect((await say(ports, text)).intent.kind).toBe('set_recurring');
    }
    const week = await say(ports, 'what bills do I have this week?');
    expect(week.outcome).toMatchObject({ kind: 'recurring_list', scope: 'all', total: '40.00', occurrences: [{ date: '2026-11-22', description: 'Gym', amount: '40.00' }] });
    const month = await say(ports, 'what bills are coming up?');
    expect(month.reply).toBe(
      'Bills due in the next 30 days:\n• today: Gym, $40.00\n• Nov 25: Netflix, $15.99\n• Dec 1: Rent, $1,200.00\n• Dec 6: Gym, $40.00\n• Dec 20: Gym, $40.00\nTotal: $1,335.99',
    );
    const income = await say(ports, 'what income is coming this month?');
    expect(income.intent).toMatchObject({ kind: 'recurring_query', scope: 'income' });
    const committed = await say(ports, 'how much are my fixed expenses');
    expect(committed.outcome).toMatchObject({ kind: 'recurring_committed', scope: 'all', total: '1302.66', count: 3 });
    const subscriptions = await say(ports, '¿cuánto pago en suscripciones?');
    expect(subscriptions.outcome).toMatchObject({ kind: 'recurring_committed', scope: 'subscriptions', total: '15.99', count: 1 });
    expect(subscriptions.reply).toContain('Tus suscripciones suman');
  });

  it('nothing due says so and how to add one', async () => {
    const run = await say(memory(), 'contas da semana');
    expect(run.outcome).toMatchObject({ kind: 'recurring_list', occurrences: [], total: '0.00' });
    expect(run.reply).toContain('Nenhuma conta a pagar');
    expect(run.reply).toContain('todo dia 5');
  });

  it('a refusal of the write rules stores nothing and says why', async () => {
    const ports = memory();
    const bad: RecurringDraft = { type: 'expense', amount: '10.00', currency: 'USD', categoryId: 6, categoryName: 'Bills', description: 'Rent', frequency: 'monthly', dayOfMonth: 32, startDate: '2026-12-01', rawInput: 'x' };
    const day = await executeIntent({ kind: 'set_recurring', draft: bad }, ports);
    expect(day).toMatchObject({ outcome: { kind: 'recurring_refused', code: 'recurringDayInvalid', field: 'dayOfMonth' }, error: 'recurringDayInvalid' });
    const amount = await executeIntent({ kind: 'set_recurring', draft: { ...bad, dayOfMonth: 1, amount: '10.005' } }, ports);
    expect(amount.outcome).toMatchObject({ kind: 'recurring_refused', field: 'amount' });
    expect(ports.store().recurring ?? []).toHaveLength(0);
    const failing: ExecutePorts<SavedTransaction, string> = { ...ports, createRecurring: async () => ({ kind: 'failed', code: 'save_failed' }) };
    expect(await executeIntent({ kind: 'set_recurring', draft: { ...bad, dayOfMonth: 1 } }, failing)).toMatchObject({ outcome: { kind: 'error_saving' }, error: 'save_failed' });
  });

  it('a committed total lists at most 8 rules and counts them all', async () => {
    const ports = memory();
    for (let i = 1; i <= 10; i++) await executeIntent({ kind: 'set_recurring', draft: { type: 'expense', amount: '10.00', currency: 'USD', categoryId: 6, categoryName: 'Bills', description: `Bill ${i}`, frequency: 'monthly', startDate: '2026-11-22', rawInput: '' } } as Intent, ports);
    const run = await executeIntent({ kind: 'recurring_query', ask: 'committed', from: '2026-11-22', to: '2026-11-22', scope: 'all' }, ports);
    expect(run.outcome).toMatchObject({ kind: 'recurring_committed', total: '100.00', count: 10 });
    expect((run.outcome as { rules: unknown[] }).rules).toHaveLength(8);
  });
});
