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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

describe('budgets point at categories by id', () => {
  const categoryId = async (user: TestUser, name: string) =>
    ((await call(user, 'GET', '/api/categories')).json() as { id: number; name: string }[]).find((c) => c.name === name)!.id;
  const chat = async (user: TestUser, message: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { message: string; type: string };
  };

  it('a renamed category keeps its budget’s spending, on the page and in the chat (PATCH and chat rename)', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    for (const rename of ['api', 'chat'] as const) {
      const user = await registerUser(t.app);
      const dining = await categoryId(user, 'Dining');
      const created = await call(user, 'POST', '/api/budgets', { category: 'Dining', amount: '200' });
      expect(created.json()).toMatchObject({ categoryId: dining, category: 'Dining' });
      await spend(user, '47.50', 'Dining');
      if (rename === 'api') expect((await call(user, 'PATCH', `/api/categories/${dining}`, { name: 'Food' })).statusCode).toBe(200);
      else await chat(user, 'rename dining to food');
      expect(await categoryId(user, 'Food')).toBe(dining);

      const [perf] = (await call(user, 'GET', `/api/budgets/${user.id}/performance`)).json();
      expect(perf, rename).toMatchObject({ budget: { categoryId: dining, category: 'Food' }, spent: '47.50', remaining: '152.50' });
      expect((await call(user, 'GET', `/api/budgets/${user.id}`)).json()).toMatchObject([{ category: 'Food', categoryId: dining }]);
      for (const question of ['how is my budget?', 'how is my food budget?']) {
        const reply = await chat(user, question);
        expect(reply.type).toBe('budget');
        expect(reply.message, `${rename}: ${question}`).toContain('47.50');
      }
      // The chat's "set a budget" finds the renamed category and updates that budget.
      await chat(user, 'set a 300 budget for food');
      expect((await call(user, 'GET', `/api/budgets/${user.id}`)).json()).toMatchObject([{ categoryId: dining, amount: '300.00' }]);
      // A new category named like the old one is another category, with no budget.
      await call(user, 'POST', '/api/categories', { name: 'Dining', type: 'expense' });
      expect((await call(user, 'GET', `/api/budgets/${user.id}/performance`)).json()).toHaveLength(1);
    }
  });

  it('create and update take a category name, a synonym or a categoryId', async () => {
    const user = await registerUser(t.app);
    const [dining, travel, salary] = [await categoryId(user, 'Dining'), await categoryId(user, 'Travel'), await categoryId(user, 'Salary')];
    const bySynonym = await call(user, 'POST', '/api/budgets', { category: 'food', amount: '10' });
    expect(bySynonym.json()).toMatchObject({ categoryId: dining, category: 'Dining' });
    const byId = await call(user, 'POST', '/api/budgets', { categoryId: travel, amount: '20', period: 'yearly' });
    expect(byId.statusCode).toBe(201);
    expect(byId.json()).toMatchObject({ categoryId: travel, category: 'Travel', period: 'yearly' });
    expect((await call(user, 'POST', '/api/budgets', { categoryId: dining, amount: '5' })).json().code).toBe('budgetExists');
    expect((await call(user, 'POST', '/api/budgets', { categoryId: salary, amount: '5' })).json().code).toBe('budgetCategoryInvalid');
    const bobsDining = await categoryId(bob, 'Dining');
    expect((await call(user, 'POST', '/api/budgets', { categoryId: bobsDining, amount: '5' })).json().code).toBe('budgetCategoryInvalid');
    expect((await call(user, 'PUT', `/api/budgets/${byId.json().id}`, { categoryId: bobsDining })).json().code).toBe('budgetCategoryInvalid');
    const moved = await call(user, 'PUT', `/api/budgets/${byId.json().id}`, { categoryId: dining });
    expect(moved.json()).toMatchObject({ categoryId: dining, category: 'Dining', period: 'yearly' });
    // Moving it onto a category and period that already has an active budget: 409.
    expect((await call(user, 'PUT', `/api/budgets/${byId.json().id}`, { period: 'monthly' })).json().code).toBe('budgetExists');
  });

  it('deactivating a category ends its active budgets; bringing it back does not revive them', async () => {
    const user = await registerUser(t.app);
    const created = await call(user, 'POST', '/api/categories', { name: 'Pets', type: 'expense' });
    const pets = created.json().id as number;
    await call(user, 'POST', '/api/budgets', { category: 'Pets', amount: '60' });
    await call(user, 'POST', '/api/budgets', { categoryId: pets, amount: '15', period: 'weekly' });
    expect((await call(user, 'DELETE', `/api/categories/${pets}`)).statusCode).toBe(200);
    const list = (await call(user, 'GET', `/api/budgets/${user.id}`)).json() as { isActive: boolean; category: string }[];
    expect(list.map((b) => [b.category, b.isActive])).toEqual([['Pets', false], ['Pets', false]]);
    expect((await call(user, 'GET', `/api/budgets/${user.id}/performance`)).json()).toEqual([]);
    const [ended] = (await call(user, 'GET', `/api/budgets/${user.id}`)).json() as { id: number }[];
    expect((await call(user, 'PUT', `/api/budgets/${ended!.id}`, { isActive: true })).json().code).toBe('budgetCategoryInvalid');
    await call(user, 'POST', '/api/categories', { name: 'pets', type: 'expense' });
    expect(((await call(user, 'GET', `/api/budgets/${user.id}`)).json() as { isActive: boolean }[]).every((b) => !b.isActive)).toBe(true);
    expect((await call(user, 'POST', '/api/budgets', { categoryId: pets, amount: '70' })).statusCode).toBe(201);
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
      ['Groceries', '420.00', 'monthly'], // 837 over the two months with data (September, October) = 418.50 → 420
    ]);
    const again = await call(user, 'POST', `/api/budgets/${user.id}/quick-setup`);
    expect(again.json()).toEqual([]);
  });

  const setup = async (user: TestUser) => {
    const res = await call(user, 'POST', `/api/budgets/${user.id}/quick-setup`);
    expect(res.statusCode, res.body).toBe(201);
    return Object.fromEntries((res.json() as { category: string; amount: string }[]).map((b) => [b.category, b.amount]));
  };

  it('with one month of data: that month is the average (not a third of it)', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    await spend(user, '300', 'Groceries', '2026-10-05');
    await spend(user, '130', 'Groceries', '2026-10-25');
    await spend(user, '90', 'Dining', '2026-10-12');
    expect(await setup(user)).toEqual({ Groceries: '430.00', Dining: '90.00' });
  });

  it('with three months of data: total ÷ 3, over the three whole months before this one', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    await spend(user, '999', 'Travel', '2026-07-31'); // before the window
    await spend(user, '300', 'Groceries', '2026-08-01');
    await spend(user, '330', 'Groceries', '2026-09-15');
    await spend(user, '361', 'Groceries', '2026-10-31');
    await spend(user, '30', 'Dining', '2026-09-02'); // one month of Dining, three months of data: 10 a month
    expect(await setup(user)).toEqual({ Groceries: '340.00', Dining: '10.00' }); // 991 / 3 = 330.33 → 340
  });

  it('never below what is already spent this month; a new user’s own month counts', async () => {
    clock = new Date('2026-11-15T12:00:00Z');
    const user = await registerUser(t.app);
    await spend(user, '100', 'Groceries', '2026-09-10');
    await spend(user, '120', 'Groceries', '2026-10-10');
    await spend(user, '452', 'Groceries', '2026-11-03'); // this month is already high
    await spend(user, '40', 'Dining', '2026-11-02'); // only this month
    expect(await setup(user)).toEqual({ Groceries: '460.00', Dining: '40.00' });
    const perf = (await call(user, 'GET', `/api/budgets/${user.id}/performance`)).json() as { status: string }[];
    expect(perf.map((p) => p.status)).not.toContain('exceeded');

    const fresh = await registerUser(t.app);
    await spend(fresh, '77', 'Shopping', '2026-11-01');
    expect(await setup(fresh)).toEqual({ Shopping: '77.00' });
    expect(await setup(fresh)).toEqual({});
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
