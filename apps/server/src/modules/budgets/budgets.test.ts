import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetAlerts, users } from '../../db/schema';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import { createBudgetsService } from './budgets.service';

let clock = new Date('2026-11-15T12:00:00Z');
let t: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
const spend = async (user: TestUser, amount: string, category = 'Dining', date = '2026-11-10', currency = 'USD') => {
  const res = await call(user, 'POST', '/api/transactions', { type: 'expense', amount, currency, description: 'x', category, transactionDate: date });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as number;
};

describe('budget calls', () => {
  it('create, list, update, delete', async () => {
    const user = await registerUser(t.app, { preferredCurrency: 'EUR' });
    const created = await call(user, 'POST', '/api/budgets', { userId: user.id, category: 'dining', amount: '300' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ category: 'Dining', amount: '300.00', currency: 'EUR', period: 'monthly', isActive: true });
    const id = created.json().id;
    expect((await call(user, 'GET', `/api/budgets/${user.id}`)).json()).toHaveLength(1);
    const updated = await call(user, 'PUT', `/api/budgets/${id}`, { category: 'Food', amount: '350.5', isActive: false });
    expect(updated.json()).toMatchObject({ category: 'Dining', amount: '350.50', isActive: false });
    expect((await call(user, 'DELETE', `/api/budgets/${id}`)).statusCode).toBe(200);
    expect((await call(user, 'GET', `/api/budgets/${user.id}`)).json()).toEqual([]);
  });

  it('validates', async () => {
    const bad = async (body: object) => (await call(alice, 'POST', '/api/budgets', body)).json().code;
    expect(await bad({ category: 'Dining' })).toBe('amountRequired');
    expect(await bad({ category: 'Dining', amount: '-3' })).toBe('amountInvalid');
    expect(await bad({ category: 'Yachts', amount: '10' })).toBe('budgetCategoryInvalid');
    expect(await bad({ category: 'Salary', amount: '10' })).toBe('budgetCategoryInvalid');
    expect(await bad({ category: 'Dining', amount: '10', period: 'daily' })).toBe('budgetPeriodInvalid');
    expect(await bad({ category: 'Dining', amount: '10', currency: 'ZZZ' })).toBe('currencyInvalid');
    expect(await bad({ amount: '10' })).toBe('categoryRequired');
  });

  it('refuses a second active budget for the same category and period', async () => {
    const user = await registerUser(t.app);
    expect((await call(user, 'POST', '/api/budgets', { category: 'Travel', amount: '100' })).statusCode).toBe(201);
    const again = await call(user, 'POST', '/api/budgets', { category: 'travel', amount: '200' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('budgetExists');
    expect((await call(user, 'POST', '/api/budgets', { category: 'Travel', amount: '900', period: 'yearly' })).statusCode).toBe(201);
  });

  it("another user's budgets: 403 for their user id, 404 for their budget id, nothing changes", async () => {
    const theirs = (await call(alice, 'POST', '/api/budgets', { category: 'Shopping', amount: '50' })).json();
    for (const url of [`/api/budgets/${alice.id}`, `/api/budgets/${alice.id}/performance`, `/api/budgets/${alice.id}/insights`]) {
      expect((await call(bob, 'GET', url)).statusCode, url).toBe(403);
    }
    expect((await call(bob, 'POST', `/api/budgets/${alice.id}/quick-setup`)).statusCode).toBe(403);
    expect((await call(bob, 'POST', '/api/budgets', { userId: alice.id, category: 'Dining', amount: '1' })).statusCode).toBe(403);
    expect((await call(bob, 'PUT', `/api/budgets/${theirs.id}`, { amount: '1' })).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/api/budgets/${theirs.id}`)).statusCode).toBe(404);
    const mine = (await call(alice, 'GET', `/api/budgets/${alice.id}`)).json();
    expect(mine.find((b: { id: number }) => b.id === theirs.id)).toMatchObject({ amount: '50.00', isActive: true });
    for (const [method, url] of [['GET', `/api/budgets/${alice.id}`], ['POST', '/api/budgets'], ['DELETE', `/api/budgets/${theirs.id}`]] as const) {
      expect((await call(null, method, url, method === 'POST' ? { category: 'Dining', amount: '1' } : undefined)).statusCode).toBe(401);
    }
  });
});

describe('performance and insights', () => {
  it('spent, percentage, remaining, days left, projection and status for the current window', async () => {
    clock = new Date('2026-11-15T12:00:00Z'); // day 15 of 30
    const user = await registerUser(t.app);
    await call(user, 'POST', '/api/budgets', { category: 'Dining', amount: '300' });
    await call(user, 'POST', '/api/budgets', { category: 'Groceries', amount: '100' });
    await call(user, 'POST', '/api/budgets', { category: 'Transportation', amount: '100', period: 'weekly' });
    await spend(user, '100.10', 'Dining');
    await spend(user, '50', 'Dining', '2026-10-31'); // last month: not counted
    await spend(user, '101', 'Groceries');
    await spend(user, '10', 'Transportation', '2026-11-08'); // previous ISO week (Sunday)
    await spend(user, '20', 'Transportation', '2026-11-09'); // this week: Mon 9 – Sun 15 Nov
    const perf = (await call(user, 'GET', `/api/budgets/${user.id}/performance`)).json() as {
      budget: { category: string };
      spent: string;
      percentage: number;
      remaining: string;
      daysLeft: number;
      projectedSpending: string;
      status: string;
    }[];
    const dining = perf.find((p) => p.budget.category === 'Dining')!;
    expect(dining).toMatchObject({ spent: '100.10', percentage: 33.4, remaining: '199.90', daysLeft: 16, projectedSpending: '200.20', status: 'under_budget' });
    const groceries = perf.find((p) => p.budget.category === 'Groceries')!;
    expect(groceries).toMatchObject({ spent: '101.00', remaining: '-1.00', status: 'exceeded' });
    const transport = perf.find((p) => p.budget.category === 'Transportation')!;
    expect(transport).toMatchObject({ spent: '20.00', daysLeft: 1, status: 'under_budget' });

    const insights = (await call(user, 'GET', `/api/budgets/${user.id}/insights`)).json();
    expect(insights).toMatchObject({ totalBudgeted: '500.00', totalSpent: '221.10', currency: 'USD' });
    expect(insights.recommendation).toEqual({ kind: 'exceeded', category: 'Groceries', overBy: '1.00', currency: 'USD' });
  });

  it('recommends the budget furthest over, as a share, whatever its currency', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    await call(user, 'POST', '/api/budgets', { category: 'Dining', amount: '100' }); // USD
    await call(user, 'POST', '/api/budgets', { category: 'Travel', amount: '10000', currency: 'JPY' });
    await spend(user, '150', 'Dining'); // 50% over, 50 USD
    await spend(user, '11000', 'Travel', '2026-11-02', 'JPY'); // 10% over, 1,000 JPY
    const insights = (await call(user, 'GET', `/api/budgets/${user.id}/insights`)).json();
    expect(insights.recommendation).toEqual({ kind: 'exceeded', category: 'Dining', overBy: '50.00', currency: 'USD' });
  });

  it('counts foreign-currency spending in the budget’s currency', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    await call(user, 'POST', '/api/budgets', { category: 'Travel', amount: '1000', currency: 'BRL' });
    await spend(user, '100', 'Travel', '2026-11-02', 'USD'); // bundled rate 5.46 BRL per USD
    const [perf] = (await call(user, 'GET', `/api/budgets/${user.id}/performance`)).json();
    expect(perf.spent).toBe('546.00');
    const insights = (await call(user, 'GET', `/api/budgets/${user.id}/insights`)).json();
    expect(insights.totalBudgeted).toBe('183.15'); // 1000 BRL in USD at the bundled rate
  });

  it('recommends a budget for a large unbudgeted category, and suggests budgets when there are none', async () => {
    const user = await registerUser(t.app);
    expect((await call(user, 'GET', `/api/budgets/${user.id}/insights`)).json()).toEqual({
      totalBudgeted: '0.00',
      totalSpent: '0.00',
      currency: 'USD',
      withoutRate: 0,
      recommendation: { kind: 'no_budgets' },
    });
    await call(user, 'POST', '/api/budgets', { category: 'Dining', amount: '1000' });
    await spend(user, '10', 'Dining');
    await spend(user, '90', 'Shopping');
    expect((await call(user, 'GET', `/api/budgets/${user.id}/insights`)).json().recommendation).toEqual({
      kind: 'unbudgeted_category',
      category: 'Shopping',
      spent: '90.00',
      currency: 'USD',
    });
  });
});

describe('quick setup', () => {
  it('uses the last three months’ top categories and never duplicates an active budget', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    await spend(user, '400', 'Groceries', '2026-09-20');
    await spend(user, '437', 'Groceries', '2026-10-20');
    await spend(user, '150', 'Dining', '2026-10-01');
    await spend(user, '999', 'Travel', '2026-06-01'); // older than three months
    await call(user, 'POST', '/api/budgets', { category: 'Dining', amount: '50' });
    const res = await call(user, 'POST', `/api/budgets/${user.id}/quick-setup`);
    expect(res.statusCode).toBe(201);
    expect(res.json().map((b: { category: string; amount: string; period: string }) => [b.category, b.amount, b.period])).toEqual([
      ['Groceries', '280.00', 'monthly'], // 837 / 3 = 279 → 280
    ]);
    const again = await call(user, 'POST', `/api/budgets/${user.id}/quick-setup`);
    expect(again.json()).toEqual([]);
  });

  it('creates defaults in the user’s currency without history', async () => {
    const user = await registerUser(t.app, { preferredCurrency: 'JPY' });
    const res = await call(user, 'POST', `/api/budgets/${user.id}/quick-setup`);
    const budgets = res.json() as { category: string; amount: string; currency: string }[];
    expect(budgets.map((b) => b.category)).toEqual(['Groceries', 'Dining', 'Transportation', 'Entertainment', 'Shopping']);
    expect(budgets[0]).toMatchObject({ amount: '58000', currency: 'JPY' }); // 400 USD × 144.05 → 57,620 → 58,000
  });
});

describe('alerts', () => {
  it('fire once per window when an expense crosses the warning threshold or the amount', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    await call(user, 'POST', '/api/budgets', { category: 'Dining', amount: '100' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const service = createBudgetsService(t.database.db, () => clock);
    const check = async (amount: string) => service.checkAlerts(row!, [await spend(user, amount)]);

    expect(await check('50')).toEqual([]);
    expect(await check('35')).toEqual([{ categoryName: 'Dining', level: 'warning', percentage: 85, spent: '85.00', amount: '100.00', currency: 'USD' }]);
    expect(await check('5')).toEqual([]); // already warned this month
    expect((await check('20'))[0]).toMatchObject({ level: 'exceeded', percentage: 110 });
    expect(await check('1')).toEqual([]);
    const stored = await t.database.db.select().from(budgetAlerts).where(eq(budgetAlerts.userId, user.id));
    expect(stored.map((a) => a.alertType).sort()).toEqual(['exceeded', 'warning']);

    // Next month the window is new: the warning can fire again.
    clock = new Date('2026-12-20T12:00:00Z');
    expect(await service.checkAlerts(row!, [await spend(user, '85', 'Dining', '2026-12-19')])).toEqual([
      expect.objectContaining({ level: 'warning' }),
    ]);
  });
});
