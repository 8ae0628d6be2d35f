/**
 * Recurring bills and income through POST /api/chat on a real database (issue 17): a sentence sets
 * a rule through the recurring service, questions on bills are answered from the rules the database
 * has, and another user's rules never enter an answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMoney } from '@tally/shared/format-money';
import type { RecurringRule } from '@tally/shared/schemas/recurring';
import { transactions } from '../../db/schema';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import { createRecurringService } from '../recurring/recurring.service';

// Wednesday 18 November 2026, midday in São Paulo: this week is 16-22 November.
const clock = new Date('2026-11-18T15:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const chat = async (user: TestUser, message: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as { message: string; type: string; intent: string; language: string };
};
const service = () => createRecurringService(t.database.db, { now: () => clock });
/** The user's rules as the Recurring section reads them (GET /api/recurring). */
async function rulesOf(user: TestUser): Promise<RecurringRule[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/recurring', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as RecurringRule[];
}
const newUser = () => registerUser(t.app, { timezone: 'America/Sao_Paulo', preferredCurrency: 'USD' });

describe('POST /api/chat sets recurring rules', () => {
  it('"rent 1200 every month on the 1st" creates the rule, starting on the next 1st', async () => {
    const user = await newUser();
    const res = await chat(user, 'rent 1200 every month on the 1st');
    expect(res.type).toBe('recurring');
    expect(res.intent).toBe('set_recurring');
    expect(res.message).toBe("✅ Got it: Rent, $1,200.00 every month on the 1st, starting Dec 1. I'll record it on each date.");
    const rules = await rulesOf(user);
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      type: 'expense',
      amount: '1200.00',
      currency: 'USD',
      categoryName: 'Bills',
      description: 'Rent',
      frequency: 'monthly',
      dayOfMonth: 1,
      startDate: '2026-12-01',
      nextDate: '2026-12-01',
      isActive: true,
    });
    // Nothing is due today: no transaction yet.
    expect(await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id))).toHaveLength(0);
  });

  it('Portuguese and Spanish, with the day of the month; a rule without an amount asks for it, then is set', async () => {
    const user = await newUser();
    const pt = await chat(user, 'aluguel 1.800 todo dia 5');
    expect(pt.language).toBe('pt');
    expect(pt.message).toContain('✅ Anotado: Aluguel');
    expect(pt.message).toContain('todo dia 5');
    const ask = await chat(user, 'cobro mi sueldo el 30 de cada mes');
    expect(ask.type).toBe('clarification');
    expect(await rulesOf(user)).toHaveLength(1);
    const es = await chat(user, '2500');
    expect(es.intent).toBe('set_recurring');
    expect(es.message).toContain('✅ Listo:');
    const rules = await rulesOf(user);
    expect(rules.map((r) => [r.description, r.type, r.amount, r.frequency, r.dayOfMonth, r.nextDate])).toEqual([
      ['Aluguel', 'expense', '1800.00', 'monthly', 5, '2026-12-05'],
      ['Cobro mi sueldo', 'income', '2500.00', 'monthly', 30, '2026-11-30'],
    ]);
  });

  it('a rule due today is recorded at once, marked with its rule', async () => {
    const user = await newUser();
    const res = await chat(user, 'gym 40 every 2 weeks');
    expect(res.message).toContain('Gym, $40.00 every 2 weeks');
    const [rule] = await rulesOf(user);
    expect(rule).toMatchObject({ frequency: 'biweekly', startDate: '2026-11-18', nextDate: '2026-12-02' });
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '40.00', transactionDate: '2026-11-18', recurringRuleId: rule!.id });
  });

  it('a one-off payment that names a monthly fee stays a transaction', async () => {
    const user = await newUser();
    const res = await chat(user, 'spent 40 on the monthly gym fee');
    expect(res.intent).toBe('record_transactions');
    expect(await rulesOf(user)).toHaveLength(0);
  });
});

describe('POST /api/chat answers questions on bills from the database', () => {
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    owner = await newUser();
    other = await newUser();
    for (const sentence of ['rent 1200 every month on the 1st', 'netflix 15.99 every month on the 20th', 'gym 40 every 2 weeks']) {
      expect((await chat(owner, sentence)).intent).toBe('set_recurring');
    }
  });

  it('"what bills do I have this week?" lists what falls due from today to Sunday, with the total', async () => {
    const res = await chat(owner, 'what bills do I have this week?');
    expect(res.intent).toBe('recurring_query');
    // Gym was recorded today (next on 2 December) and rent falls on 1 December: only Netflix is left this week.
    expect(res.message).toBe('Bills due this week:\n• Nov 20: Netflix, $15.99\nTotal: $15.99');
  });

  it('the next 30 days when no period is named', async () => {
    const res = await chat(owner, 'what bills are coming up?');
    expect(res.message).toBe('Bills due in the next 30 days:\n• Nov 20: Netflix, $15.99\n• Dec 1: Rent, $1,200.00\n• Dec 2: Gym, $40.00\n• Dec 16: Gym, $40.00\nTotal: $1,295.99');
  });

  it('"quanto tenho de contas fixas?" gives the monthly total the service computes, with the rules', async () => {
    const committed = await service().monthlyCommitted(owner.id);
    const res = await chat(owner, 'quanto tenho de contas fixas?');
    expect(res.language).toBe('pt');
    expect(res.message).toContain(`Suas contas fixas somam ${formatMoney(committed.total, 'USD', 'pt')} por mês (3 recorrências):`);
    expect(res.message).toContain('• Rent:');
    expect(res.message).toContain('• Gym:');
  });

  it('"¿cuánto pago en suscripciones?" counts only the subscriptions', async () => {
    const res = await chat(owner, '¿cuánto pago en suscripciones?');
    expect(res.message).toContain(`Tus suscripciones suman ${formatMoney('15.99', 'USD', 'es')} al mes (1 pago recurrente):`);
    expect(res.message).not.toContain('Rent');
  });

  it('another user sees none of those rules', async () => {
    expect((await chat(other, 'what bills do I have this week?')).message).toContain('No bills due this week.');
    expect((await chat(other, 'how much are my fixed expenses')).message).toContain('You have no recurring bills set up yet.');
    expect(await rulesOf(other)).toHaveLength(0);
  });
});
