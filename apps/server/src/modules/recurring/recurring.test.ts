import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { categories, exchangeRates, recurringOccurrences } from '../../db/schema';
import { openPostgres, type Database } from '../../db/client';
import { createTestApp, registerUser, TEST_DB, type TestContext, type TestUser } from '../../../test/helpers/app';
import { postgresUrl } from '../../../test/helpers/postgres';
import { recordDueOccurrences, startRecurringJob } from './recurring.job';
import { createRecurringService } from './recurring.service';

let clock = new Date('2026-11-15T12:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // EUR at 0.8 per USD from Nov 1: 10.00 EUR is 12.50 USD, exactly.
  await t.database.db.insert(exchangeRates).values({ currency: 'EUR', rateDate: '2026-11-01', rate: '0.8', source: 'test' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

async function categoryId(user: TestUser, name: string): Promise<number> {
  const [row] = await t.database.db.select().from(categories).where(and(eq(categories.userId, user.id), eq(categories.name, name)));
  return row!.id;
}

async function createRule(user: TestUser, body: Record<string, unknown>) {
  const res = await call(user, 'POST', '/api/recurring', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

interface TransactionView {
  id: number;
  amount: string;
  description: string;
  rawInput: string;
  transactionDate: string;
  recurringRuleId: number | null;
  historicalConvertedAmount: string | null;
}

async function transactionsOf(user: TestUser): Promise<TransactionView[]> {
  const res = await call(user, 'GET', '/api/transactions?limit=200');
  expect(res.statusCode, res.body).toBe(200);
  // Oldest first, then in the order they were recorded.
  return (res.json().transactions as TransactionView[]).sort((a, b) => a.transactionDate.localeCompare(b.transactionDate) || a.id - b.id);
}

const runJob = (at: string) => recordDueOccurrences(t.database.db, new Date(at));

describe('rules', () => {
  it('create (with defaults), read, change and delete; recorded transactions stay, unlinked', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    const bills = await categoryId(user, 'Bills');
    const rent = await createRule(user, { type: 'expense', amount: '1200', categoryId: bills, description: 'Rent', frequency: 'monthly', dayOfMonth: 1, startDate: '2026-12-01' });
    expect(rent).toMatchObject({
      type: 'expense',
      amount: '1200.00',
      currency: 'USD',
      categoryId: bills,
      categoryName: 'Bills',
      description: 'Rent',
      frequency: 'monthly',
      dayOfMonth: 1,
      startDate: '2026-12-01',
      endDate: null,
      isActive: true,
      nextDate: '2026-12-01',
    });
    // Defaults: the preferred currency, today as the start, the start's day; today is a date of it, so it is recorded now.
    const netflix = await createRule(user, {
      type: 'expense',
      amount: '15.99',
      categoryId: await categoryId(user, 'Entertainment'),
      description: 'Netflix',
      frequency: 'monthly',
    });
    expect(netflix).toMatchObject({ currency: 'USD', startDate: '2026-11-15', dayOfMonth: 15, nextDate: '2026-12-15' });
    const [recorded] = await transactionsOf(user);
    expect(recorded).toMatchObject({ amount: '15.99', description: 'Netflix', rawInput: 'recurring: Netflix', transactionDate: '2026-11-15', recurringRuleId: netflix.id });

    const list = await call(user, 'GET', '/api/recurring');
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([rent.id, netflix.id]);
    expect((await call(user, 'GET', `/api/recurring/${rent.id}`)).json()).toEqual(rent);

    const changed = await call(user, 'PATCH', `/api/recurring/${rent.id}`, { amount: '1250.5', dayOfMonth: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount: '1250.50', dayOfMonth: 5, nextDate: '2026-12-05' });
    const weekly = await call(user, 'PATCH', `/api/recurring/${rent.id}`, { frequency: 'weekly' });
    expect(weekly.json()).toMatchObject({ frequency: 'weekly', dayOfMonth: null, nextDate: '2026-12-01' });
    expect((await call(user, 'PATCH', `/api/recurring/${rent.id}`, { isActive: false })).json()).toMatchObject({ isActive: false, nextDate: null });

    expect((await call(user, 'DELETE', `/api/recurring/${netflix.id}`)).statusCode).toBe(204);
    expect((await call(user, 'GET', `/api/recurring/${netflix.id}`)).statusCode).toBe(404);
    expect((await call(user, 'DELETE', `/api/recurring/${netflix.id}`)).statusCode).toBe(404);
    const [kept] = await transactionsOf(user);
    expect(kept).toMatchObject({ id: recorded!.id, amount: '15.99', recurringRuleId: null });
  });

  it('answers bad input with 4xx and the shared codes, never 500', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    const bills = await categoryId(user, 'Bills');
    const salary = await categoryId(user, 'Salary');
    const base = { type: 'expense', amount: '50', categoryId: bills, description: 'Phone', frequency: 'monthly' };
    const code = async (method: Method, url: string, payload?: object) => {
      const res = await call(user, method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      return res.json().code;
    };
    expect(await code('POST', '/api/recurring', { ...base, frequency: 'daily' })).toBe('recurringFrequencyInvalid');
    expect(await code('POST', '/api/recurring', { ...base, dayOfMonth: 32 })).toBe('recurringDayInvalid');
    expect(await code('POST', '/api/recurring', { ...base, dayOfMonth: 2.5 })).toBe('recurringDayInvalid');
    expect(await code('POST', '/api/recurring', { ...base, categoryId: salary })).toBe('categoryInvalid');
    expect(await code('POST', '/api/recurring', { ...base, categoryId: 2_000_000 })).toBe('categoryInvalid');
    expect(await code('POST', '/api/recurring', { ...base, categoryId: undefined })).toBe('categoryRequired');
    expect(await code('POST', '/api/recurring', { ...base, amount: '-5' })).toBe('amountInvalid');
    expect(await code('POST', '/api/recurring', { ...base, amount: '10.5', currency: 'JPY' })).toBe('amountWholeOnly');
    expect(await code('POST', '/api/recurring', { ...base, currency: 'ZZZ' })).toBe('currencyInvalid');
    expect(await code('POST', '/api/recurring', { ...base, startDate: '2026-12-01', endDate: '2026-11-30' })).toBe('dateRangeOrder');
    expect(await code('POST', '/api/recurring', { ...base, endDate: '2026-11-01' })).toBe('dateRangeOrder');
    expect(await code('POST', '/api/recurring', { ...base, startDate: '2026-02-30' })).toBe('dateInvalid');
    expect(await code('POST', '/api/recurring', { ...base, description: '' })).toBe('descriptionRequired');
    expect(await code('POST', '/api/recurring', { ...base, color: 'red' })).toBe('validation');
    expect(await code('POST', '/api/recurring', { ...base, suggestionKey: 'x'.repeat(301) })).toBe('validation');

    const rule = await createRule(user, { ...base, dayOfMonth: 20, startDate: '2026-11-01' });
    expect(await code('PATCH', `/api/recurring/${rule.id}`, { categoryId: salary })).toBe('categoryInvalid');
    expect(await code('PATCH', `/api/recurring/${rule.id}`, { type: 'income' })).toBe('categoryInvalid');
    expect(await code('PATCH', `/api/recurring/${rule.id}`, { endDate: '2026-10-01' })).toBe('dateRangeOrder');
    expect(await code('PATCH', `/api/recurring/${rule.id}`, { amount: '1.001' })).toBe('amountTooPrecise');
    expect(await code('GET', '/api/recurring/abc')).toBeDefined();
    expect(await code('GET', '/api/recurring/99999999999')).toBeDefined();

    const occurrence = (date: string) => `/api/recurring/${rule.id}/occurrences/${date}`;
    expect(await code('PUT', occurrence('2026-11-21'), { skip: true })).toBe('dateInvalid');
    expect(await code('PUT', occurrence('2026-10-20'), { skip: true })).toBe('dateInvalid');
    expect(await code('PUT', occurrence('2026-13-20'), { skip: true })).toBe('dateInvalid');
    expect(await code('PUT', occurrence('tomorrow'), { skip: true })).toBe('dateInvalid');
    expect(await code('PUT', occurrence('2026-11-20'), {})).toBe('nothingToUpdate');
    expect(await code('PUT', occurrence('2026-11-20'), { amount: 'ten' })).toBe('amountInvalid');
    expect(await code('PUT', occurrence('2026-11-20'), { amount: '1.001' })).toBe('amountTooPrecise');
    expect(await code('DELETE', occurrence('2026-11-20'))).toBe('notFound');

    for (const days of ['0', '367', 'abc', '1.5']) expect(await code('GET', `/api/recurring/upcoming?days=${days}`)).toBe('windowInvalid');
    expect(await code('GET', '/api/recurring/upcoming?weeks=2')).toBe('validation');
    expect(await code('POST', '/api/recurring/suggestions/dismiss', {})).toBe('validation');
    expect(await code('POST', '/api/recurring/suggestions/dismiss', { key: ' ' })).toBe('validation');
  });

  it("another user's rule is not found on every route and never shows in their lists", async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const aliceBills = await categoryId(alice, 'Bills');
    const rule = await createRule(alice, { type: 'expense', amount: '80', categoryId: aliceBills, description: 'Alice power', frequency: 'monthly', dayOfMonth: 20 });
    for (const [method, url, payload] of [
      ['GET', `/api/recurring/${rule.id}`],
      ['PATCH', `/api/recurring/${rule.id}`, { amount: '1' }],
      ['DELETE', `/api/recurring/${rule.id}`],
      ['PUT', `/api/recurring/${rule.id}/occurrences/2026-11-20`, { skip: true }],
      ['DELETE', `/api/recurring/${rule.id}/occurrences/2026-11-20`],
    ] as [Method, string, object?][]) {
      const res = await call(bob, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('notFound');
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url} without a session`).toBe(401);
    }
    // Bob cannot use Alice's category either.
    const borrowed = await call(bob, 'POST', '/api/recurring', { type: 'expense', amount: '1', categoryId: aliceBills, description: 'x', frequency: 'weekly' });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().code).toBe('categoryInvalid');

    expect((await call(bob, 'GET', '/api/recurring')).json()).toEqual([]);
    expect((await call(bob, 'GET', '/api/recurring/upcoming')).json()).toMatchObject({ occurrences: [], committedThisMonth: '0.00' });
    expect((await call(bob, 'GET', '/api/recurring/suggestions')).json()).toEqual([]);
    for (const url of ['/api/recurring', '/api/recurring/upcoming', '/api/recurring/suggestions']) expect((await call(null, 'GET', url)).statusCode).toBe(401);
    // Alice's rule and its upcoming occurrence are untouched.
    expect((await call(alice, 'GET', `/api/recurring/${rule.id}`)).json()).toMatchObject({ amount: '80.00', nextDate: '2026-11-20' });
    expect((await call(alice, 'GET', '/api/recurring/upcoming')).json().occurrences).toEqual([
      expect.objectContaining({ ruleId: rule.id, date: '2026-11-20', amount: '80.00', changed: false }),
    ]);
  });
});

describe('recording due occurrences', () => {
  it('records each due occurrence once, from the day the rule was created; skipped never, changed with its amount; deleted stays deleted', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    const rule = await createRule(user, {
      type: 'expense',
      amount: '60',
      categoryId: await categoryId(user, 'Bills'),
      description: 'Internet',
      frequency: 'monthly',
      dayOfMonth: 20,
      startDate: '2026-09-01',
    });
    // Sep 20 and Oct 20 are before the rule existed: the user's history has them already.
    await runJob('2026-11-15T12:00:00Z');
    expect(await transactionsOf(user)).toEqual([]);
    await runJob('2026-11-19T23:59:00Z');
    expect(await transactionsOf(user)).toEqual([]);
    await runJob('2026-11-20T00:30:00Z');
    await runJob('2026-11-20T08:00:00Z');
    const [first, ...none] = await transactionsOf(user);
    expect(none).toEqual([]);
    expect(first).toMatchObject({ amount: '60.00', description: 'Internet', rawInput: 'recurring: Internet', transactionDate: '2026-11-20', recurringRuleId: rule.id });
    expect((await call(user, 'GET', `/api/transactions/${first!.id}`)).json().recurringRuleId).toBe(rule.id);

    const skip = await call(user, 'PUT', `/api/recurring/${rule.id}/occurrences/2026-12-20`, { skip: true });
    expect(skip.json()).toEqual({ ruleId: rule.id, date: '2026-12-20', skipped: true, amount: null });
    const change = await call(user, 'PUT', `/api/recurring/${rule.id}/occurrences/2027-01-20`, { amount: '75' });
    expect(change.json()).toEqual({ ruleId: rule.id, date: '2027-01-20', skipped: false, amount: '75.00' });
    // A change on an occurrence already recorded is refused.
    clock = new Date('2026-11-20T12:00:00Z');
    const late = await call(user, 'PUT', `/api/recurring/${rule.id}/occurrences/2026-11-20`, { amount: '1' });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('dateInvalid');
    expect((await call(user, 'DELETE', `/api/recurring/${rule.id}/occurrences/2026-11-20`)).statusCode).toBe(404);
    expect((await call(user, 'GET', `/api/recurring/${rule.id}`)).json().nextDate).toBe('2027-01-20');

    await runJob('2027-01-25T12:00:00Z');
    const recorded = await transactionsOf(user);
    expect(recorded.map((x) => [x.transactionDate, x.amount])).toEqual([
      ['2026-11-20', '60.00'],
      ['2027-01-20', '75.00'],
    ]);

    // Deleting a recorded transaction does not bring the occurrence back.
    expect((await call(user, 'DELETE', `/api/transactions/${recorded[1]!.id}`)).statusCode).toBe(200);
    await runJob('2027-01-26T12:00:00Z');
    expect((await transactionsOf(user)).map((x) => x.transactionDate)).toEqual(['2026-11-20']);
    const ledger = await t.database.db.select().from(recurringOccurrences).where(eq(recurringOccurrences.ruleId, rule.id));
    expect(ledger.map((o) => [o.occurrenceDate, o.status, o.transactionId === null]).sort()).toEqual([
      ['2026-11-20', 'recorded', false],
      ['2026-12-20', 'skipped', true],
      ['2027-01-20', 'recorded', true],
    ]);
  });

  it("takes today in the user's timezone", async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app, { timezone: 'America/Sao_Paulo' });
    await createRule(user, { type: 'income', amount: '3000', categoryId: await categoryId(user, 'Salary'), description: 'Salary', frequency: 'monthly', dayOfMonth: 20 });
    await runJob('2026-11-20T02:30:00Z'); // still Nov 19 in São Paulo
    expect(await transactionsOf(user)).toEqual([]);
    await runJob('2026-11-20T03:30:00Z');
    expect((await transactionsOf(user)).map((x) => [x.transactionDate, x.amount])).toEqual([['2026-11-20', '3000.00']]);
  });

  it('undoing a skip makes the occurrence due again; a rule switched off or ended records nothing', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    const bills = await categoryId(user, 'Bills');
    const weekly = await createRule(user, { type: 'expense', amount: '10', categoryId: bills, description: 'Cleaner', frequency: 'weekly', startDate: '2026-11-16' });
    const off = await createRule(user, { type: 'expense', amount: '20', categoryId: bills, description: 'Paused', frequency: 'weekly', startDate: '2026-11-16' });
    await createRule(user, { type: 'expense', amount: '30', categoryId: bills, description: 'Ended', frequency: 'weekly', startDate: '2026-11-16', endDate: '2026-11-16' });
    expect((await call(user, 'PATCH', `/api/recurring/${off.id}`, { isActive: false })).statusCode).toBe(200);
    expect((await call(user, 'PUT', `/api/recurring/${weekly.id}/occurrences/2026-11-23`, { skip: true })).statusCode).toBe(200);
    expect((await call(user, 'DELETE', `/api/recurring/${weekly.id}/occurrences/2026-11-23`)).statusCode).toBe(204);
    await runJob('2026-11-30T12:00:00Z');
    expect((await transactionsOf(user)).map((x) => [x.description, x.transactionDate])).toEqual([
      ['Cleaner', '2026-11-16'],
      ['Ended', '2026-11-16'],
      ['Cleaner', '2026-11-23'],
      ['Cleaner', '2026-11-30'],
    ]);
  });

  it('a rule switched back on, or given another schedule, records nothing of what fell due before', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    const bills = await categoryId(user, 'Bills');
    const gym = await createRule(user, { type: 'expense', amount: '40', categoryId: bills, description: 'Gym', frequency: 'weekly', startDate: '2026-11-16' });
    const rent = await createRule(user, { type: 'expense', amount: '900', categoryId: bills, description: 'Rent', frequency: 'monthly', dayOfMonth: 20, startDate: '2026-11-20' });
    expect((await call(user, 'PATCH', `/api/recurring/${gym.id}`, { isActive: false })).statusCode).toBe(200);
    // A month later, the gym is back on and rent moves from the 20th to the 5th: the weeks of the pause
    // and the 5th of December (before the change) are not recorded; the 20th of November (due while the
    // rule was as it was) is, and so is what falls due from today on.
    clock = new Date('2026-12-14T12:00:00Z');
    expect((await call(user, 'PATCH', `/api/recurring/${gym.id}`, { isActive: true })).statusCode).toBe(200);
    expect((await call(user, 'PATCH', `/api/recurring/${rent.id}`, { dayOfMonth: 5 })).statusCode).toBe(200);
    await runJob('2026-12-14T12:00:00Z');
    expect((await transactionsOf(user)).map((x) => [x.description, x.transactionDate])).toEqual([
      ['Rent', '2026-11-20'],
      ['Gym', '2026-12-14'],
    ]);
    await runJob('2027-01-05T12:00:00Z');
    expect((await transactionsOf(user)).map((x) => [x.description, x.transactionDate])).toEqual([
      ['Rent', '2026-11-20'],
      ['Gym', '2026-12-14'],
      ['Gym', '2026-12-21'],
      ['Gym', '2026-12-28'],
      ['Gym', '2027-01-04'],
      ['Rent', '2027-01-05'],
    ]);
  });

  it('several runs at once record every occurrence exactly once (changed amounts too)', async () => {
    clock = new Date('2026-11-01T12:00:00Z');
    const user = await registerUser(t.app);
    const rule = await createRule(user, { type: 'expense', amount: '25', categoryId: await categoryId(user, 'Dining'), description: 'Meal kit', frequency: 'weekly' });
    expect(await transactionsOf(user)).toHaveLength(1); // today's, at creation
    expect((await call(user, 'PUT', `/api/recurring/${rule.id}/occurrences/2026-11-22`, { amount: '30' })).statusCode).toBe(200);
    // On PostgreSQL, half the runs go through a second connection pool (as a second server instance
    // would), and every run works on its own connection; PGlite has one connection and takes turns.
    const second = TEST_DB === 'postgres' ? openPostgres(postgresUrl((await t.database.sql.query<{ name: string }>('select current_database() as name'))[0]!.name), 3) : undefined;
    const databases: Database[] = [t.database.db, second?.db ?? t.database.db];
    const at = new Date('2026-11-29T12:00:00Z');
    const counts = await Promise.all(Array.from({ length: 6 }, (_, i) => recordDueOccurrences(databases[i % 2]!, at)));
    await second?.close();
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    const recorded = await transactionsOf(user);
    expect(recorded.map((x) => [x.transactionDate, x.amount])).toEqual([
      ['2026-11-01', '25.00'],
      ['2026-11-08', '25.00'],
      ['2026-11-15', '25.00'],
      ['2026-11-22', '30.00'],
      ['2026-11-29', '25.00'],
    ]);
    const again = await Promise.all(Array.from({ length: 3 }, () => runJob('2026-11-29T13:00:00Z')));
    expect(again).toEqual([0, 0, 0]);
  });

  it('the periodic job records at start, and stops when asked (waiting for its run)', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    await createRule(user, { type: 'expense', amount: '5', categoryId: await categoryId(user, 'Dining'), description: 'Coffee club', frequency: 'weekly', startDate: '2026-11-16' });
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args), error: (...args: unknown[]) => warnings.push(args) } as unknown as Parameters<typeof startRecurringJob>[1]['log'];
    const stop = startRecurringJob(t.database.db, { intervalMs: 0, now: () => new Date('2026-11-16T12:00:00Z'), log });
    await stop();
    expect((await transactionsOf(user)).map((x) => [x.description, x.transactionDate])).toEqual([['Coffee club', '2026-11-16']]);
    expect(warnings).toEqual([]);
  });

  it('a rule whose category was switched off is not recorded (and says so in the log), then is once it is back', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    const travel = await categoryId(user, 'Travel');
    await createRule(user, { type: 'expense', amount: '50', categoryId: travel, description: 'Parking', frequency: 'weekly', startDate: '2026-11-16' });
    expect((await call(user, 'PATCH', `/api/categories/${travel}`, { isActive: false })).statusCode).toBe(200);
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args), error: (...args: unknown[]) => warnings.push(args) };
    expect(await recordDueOccurrences(t.database.db, new Date('2026-11-16T12:00:00Z'), { userId: user.id, log })).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain('Parking');
    expect(await transactionsOf(user)).toEqual([]);
    expect((await call(user, 'PATCH', `/api/categories/${travel}`, { isActive: true })).statusCode).toBe(200);
    expect(await recordDueOccurrences(t.database.db, new Date('2026-11-16T13:00:00Z'), { userId: user.id, log })).toBe(1);
  });
});

describe('upcoming, committed and the chat-facing service', () => {
  it('lists the occurrences to come with changes applied, and the month committed in the preferred currency', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    const bills = await categoryId(user, 'Bills');
    const netflix = await createRule(user, { type: 'expense', amount: '15.99', categoryId: await categoryId(user, 'Entertainment'), description: 'Netflix', frequency: 'monthly' });
    const rent = await createRule(user, { type: 'expense', amount: '1000', categoryId: bills, description: 'Rent', frequency: 'monthly', dayOfMonth: 1, startDate: '2026-11-01' });
    const gym = await createRule(user, { type: 'expense', amount: '10', currency: 'EUR', categoryId: bills, description: 'Gym', frequency: 'weekly', startDate: '2026-11-16' });
    const phone = await createRule(user, { type: 'expense', amount: '30', categoryId: bills, description: 'Phone', frequency: 'monthly', dayOfMonth: 20, startDate: '2026-11-01' });
    const salary = await createRule(user, { type: 'income', amount: '3000', categoryId: await categoryId(user, 'Salary'), description: 'Salary', frequency: 'monthly', dayOfMonth: 25 });
    await call(user, 'PUT', `/api/recurring/${gym.id}/occurrences/2026-11-23`, { skip: true });
    await call(user, 'PUT', `/api/recurring/${phone.id}/occurrences/2026-11-20`, { amount: '35' });

    const res = await call(user, 'GET', '/api/recurring/upcoming');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.occurrences.map((o: { ruleId: number; date: string; amount: string; changed: boolean }) => [o.ruleId, o.date, o.amount, o.changed])).toEqual([
      [gym.id, '2026-11-16', '10.00', false],
      [phone.id, '2026-11-20', '35.00', true],
      [salary.id, '2026-11-25', '3000.00', false],
      [gym.id, '2026-11-30', '10.00', false],
      [rent.id, '2026-12-01', '1000.00', false],
      [gym.id, '2026-12-07', '10.00', false],
      [gym.id, '2026-12-14', '10.00', false],
    ]);
    expect(body.occurrences[0]).toEqual({
      ruleId: gym.id,
      date: '2026-11-16',
      type: 'expense',
      amount: '10.00',
      currency: 'EUR',
      categoryId: bills,
      categoryName: 'Bills',
      description: 'Gym',
      changed: false,
    });
    // Netflix 15.99 recorded today + Gym 12.50 + Phone 35.00 + Gym 12.50 to come; the salary is income.
    expect(body).toMatchObject({ committedThisMonth: '75.99', upcomingThisMonth: '60.00', currency: 'USD', withoutRate: 0 });
    expect((await call(user, 'GET', '/api/recurring/upcoming?days=1')).json().occurrences).toEqual([]);
    expect((await call(user, 'GET', '/api/recurring/upcoming?days=2')).json().occurrences).toHaveLength(1);
    expect((await call(user, 'GET', '/api/recurring')).json().map((r: { id: number; nextDate: string }) => [r.id, r.nextDate])).toEqual([
      [netflix.id, '2026-12-15'],
      [rent.id, '2026-12-01'],
      [gym.id, '2026-11-16'],
      [phone.id, '2026-11-20'],
      [salary.id, '2026-11-25'],
    ]);

    const service = createRecurringService(t.database.db, { now: () => clock });
    const week = await service.upcoming(user.id, { from: '2026-11-16', to: '2026-11-22' });
    expect(week.occurrences.map((o) => [o.description, o.date, o.preferredAmount])).toEqual([
      ['Gym', '2026-11-16', '12.50'],
      ['Phone', '2026-11-20', '35.00'],
    ]);
    expect(week).toMatchObject({ expenseTotal: '47.50', incomeTotal: '0.00', currency: 'USD', withoutRate: 0 });
    const withRecorded = await service.upcoming(user.id, { from: '2026-11-15', to: '2026-11-15', includeRecorded: true });
    expect(withRecorded.occurrences.map((o) => [o.description, o.isRecorded])).toEqual([['Netflix', true]]);

    // Monthly equivalents: 1000 + 10 EUR × 52/12 = 43.33 EUR = 54.16 USD + 30 + 15.99.
    const committed = await service.monthlyCommitted(user.id);
    expect(committed).toMatchObject({ total: '1100.15', currency: 'USD', withoutRate: 0 });
    expect(committed.rules.find((r) => r.id === gym.id)).toMatchObject({ monthlyAmount: '43.33', monthlyAmountPreferred: '54.16' });
    expect((await service.monthlyCommitted(user.id, { type: 'income' })).total).toBe('3000.00');
    expect((await service.monthlyCommitted(user.id, { categoryIds: [bills] })).total).toBe('1084.16');
    expect((await service.monthlyCommitted(user.id, { categoryIds: [] })).rules).toEqual([]);
  });

  it('the chat can create and list rules through the service, by user id', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app, { preferredCurrency: 'EUR' });
    const service = createRecurringService(t.database.db, { now: () => clock });
    const rule = await service.create(user.id, { type: 'expense', amount: '40', categoryId: await categoryId(user, 'Healthcare'), description: 'Gym', frequency: 'biweekly', startDate: '2026-11-20' });
    expect(rule).toMatchObject({ currency: 'EUR', frequency: 'biweekly', dayOfMonth: null, nextDate: '2026-11-20' });
    expect((await service.list(user.id)).map((r) => r.id)).toEqual([rule.id]);
    await expect(service.list(2_000_000_000)).rejects.toMatchObject({ status: 404 });
  });
});

describe('suggestions', () => {
  it('suggests repeating charges, remembers a dismissal, and stops suggesting what a rule tracks', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const spend = async (description: string, amount: string, date: string, category = 'Entertainment') => {
      const res = await call(user, 'POST', '/api/transactions', { type: 'expense', amount, currency: 'USD', description, category, transactionDate: date });
      expect(res.statusCode, res.body).toBe(201);
    };
    for (const [date, ref] of [['2026-08-12', '0812'], ['2026-09-12', '0912'], ['2026-10-13', '1013'], ['2026-11-12', '1112']]) await spend(`NETFLIX.COM ${ref}`, '15.99', date!);
    for (const date of ['2026-09-03', '2026-10-03', '2026-11-03']) await spend('Spotify', '9.99', date);
    await spend('Cinema', '12.00', '2026-11-01');

    const res = await call(user, 'GET', '/api/recurring/suggestions');
    expect(res.statusCode, res.body).toBe(200);
    const suggestions = res.json();
    expect(suggestions.map((s: { description: string; frequency: string; nextDate: string }) => [s.description, s.frequency, s.nextDate])).toEqual([
      ['Spotify', 'monthly', '2026-12-03'],
      ['NETFLIX.COM 1112', 'monthly', '2026-12-12'],
    ]);
    expect(suggestions[1]).toMatchObject({ type: 'expense', amount: '15.99', currency: 'USD', categoryName: 'Entertainment', dayOfMonth: 12, occurrences: 4, lastDate: '2026-11-12' });
    expect((await call(other, 'GET', '/api/recurring/suggestions')).json()).toEqual([]);

    expect((await call(user, 'POST', '/api/recurring/suggestions/dismiss', { key: suggestions[1].key })).statusCode).toBe(204);
    expect((await call(user, 'POST', '/api/recurring/suggestions/dismiss', { key: suggestions[1].key })).statusCode).toBe(204);
    expect((await call(user, 'GET', '/api/recurring/suggestions')).json().map((s: { description: string }) => s.description)).toEqual(['Spotify']);

    const spotify = suggestions[0];
    const rule = await createRule(user, {
      type: spotify.type,
      amount: spotify.amount,
      currency: spotify.currency,
      categoryId: spotify.categoryId,
      description: spotify.description,
      frequency: spotify.frequency,
      dayOfMonth: spotify.dayOfMonth,
      startDate: spotify.nextDate,
      suggestionKey: spotify.key,
    });
    expect((await call(user, 'GET', '/api/recurring/suggestions')).json()).toEqual([]);
    // Confirmed from a suggestion: deleting the rule later does not bring the suggestion back.
    expect((await call(user, 'DELETE', `/api/recurring/${rule.id}`)).statusCode).toBe(204);
    expect((await call(user, 'GET', '/api/recurring/suggestions')).json()).toEqual([]);
  });
});

describe('budget projection', () => {
  it('counts known bills to come and recorded ones instead of extrapolating them', async () => {
    clock = new Date('2026-11-15T12:00:00Z'); // day 15 of 30
    const user = await registerUser(t.app);
    const bills = await categoryId(user, 'Bills');
    expect((await call(user, 'POST', '/api/budgets', { categoryId: bills, amount: '2000' })).statusCode).toBe(201);
    const spent = await call(user, 'POST', '/api/transactions', { type: 'expense', amount: '100', currency: 'USD', description: 'Plumber', categoryId: bills, transactionDate: '2026-11-10' });
    expect(spent.statusCode).toBe(201);
    const performance = async () => (await call(user, 'GET', `/api/budgets/${user.id}/performance`)).json()[0];
    expect((await performance()).projectedSpending).toBe('200.00');

    // Recorded today by a rule: 60 counted once, not doubled.
    await createRule(user, { type: 'expense', amount: '60', categoryId: bills, description: 'Internet', frequency: 'monthly' });
    // To come on the 20th (and in December: outside the window), in EUR: 100 EUR = 125 USD.
    const rent = await createRule(user, { type: 'expense', amount: '100', currency: 'EUR', categoryId: bills, description: 'Garage', frequency: 'monthly', dayOfMonth: 20 });
    // Another category's bill does not count.
    await createRule(user, { type: 'expense', amount: '500', categoryId: await categoryId(user, 'Travel'), description: 'Trip', frequency: 'monthly', dayOfMonth: 25 });
    const figures = await performance();
    expect(figures).toMatchObject({ spent: '160.00' });
    // 60 recorded + 100 × 30/15 extrapolated + 125 to come.
    expect(figures.projectedSpending).toBe('385.00');

    await call(user, 'PUT', `/api/recurring/${rent.id}/occurrences/2026-11-20`, { skip: true });
    expect((await performance()).projectedSpending).toBe('260.00');
  });
});
