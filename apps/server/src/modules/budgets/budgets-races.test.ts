/**
 * Check-then-write rules under concurrent requests: the database decides (unique indexes, row and
 * advisory locks), the loser gets a clear answer. These races only exist on PostgreSQL (PGlite has one
 * connection and runs requests one after another), so the file runs there only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { budgetAlerts, budgets, users } from '../../db/schema';
import { createTestApp, PASSWORD, randomAddress, registerUser, TEST_DB, uniquePhone, type TestContext, type TestUser } from '../../../test/helpers/app';
import { createBudgetsService } from './budgets.service';

const clock = new Date('2026-11-15T12:00:00Z');
const TIMES = 6;

describe.skipIf(TEST_DB !== 'postgres')('concurrent requests on PostgreSQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (user: TestUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const together = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
  const activeBudgets = async (user: TestUser) =>
    t.database.db.select().from(budgets).where(and(eq(budgets.userId, user.id), eq(budgets.isActive, true)));
  const chat = (user: TestUser, message: string) => t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });

  it('creating the same budget at once: one 201, the others 409 budgetExists', async () => {
    const user = await registerUser(t.app);
    const results = await together(TIMES, () => call(user, 'POST', '/api/budgets', { category: 'Dining', amount: '300' }));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(TIMES - 1).fill(409)]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'budgetExists')).toBe(true);
    expect(await activeBudgets(user)).toHaveLength(1);
  });

  it('moving two budgets onto the same category at once: one 200, one 409', async () => {
    const user = await registerUser(t.app);
    const a = (await call(user, 'POST', '/api/budgets', { category: 'Travel', amount: '100' })).json();
    const b = (await call(user, 'POST', '/api/budgets', { category: 'Shopping', amount: '100' })).json();
    const results = await Promise.all([a, b].map((x) => call(user, 'PUT', `/api/budgets/${x.id}`, { category: 'Dining' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await activeBudgets(user)).filter((x) => x.categoryId === results.find((r) => r.statusCode === 200)!.json().categoryId)).toHaveLength(1);
  });

  it('the same chat budget command at once: every reply is fine, one budget with that amount', async () => {
    const user = await registerUser(t.app);
    const results = await together(TIMES, () => chat(user, 'set a 300 budget for dining'));
    for (const res of results) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().type).toBe('budget');
    }
    const rows = await activeBudgets(user);
    expect(rows.map((r) => r.amount)).toEqual(['300.00']);
  });

  it('quick setup clicked several times at once adds each budget once', async () => {
    const user = await registerUser(t.app);
    const results = await together(TIMES, () => call(user, 'POST', `/api/budgets/${user.id}/quick-setup`));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(results.map((r) => r.json().length).reduce((x, y) => x + y, 0)).toBe(5);
    const rows = await activeBudgets(user);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.categoryId)).size).toBe(5);
  });

  it('a budget alert fires once per window even when several messages cross it at once', async () => {
    const user = await registerUser(t.app);
    await call(user, 'POST', '/api/budgets', { category: 'Dining', amount: '100' });
    const spent = await call(user, 'POST', '/api/transactions', {
      type: 'expense',
      amount: '90',
      currency: 'USD',
      description: 'dinner',
      category: 'Dining',
      transactionDate: '2026-11-10',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const service = createBudgetsService(t.database.db, () => clock);
    // The same crossing seen by concurrent messages (each sees its expense push the budget past 80 %).
    const fired = await together(TIMES, () => service.checkAlerts(row!, [spent.json().id]));
    expect(fired.flat()).toHaveLength(1);
    expect(await t.database.db.select().from(budgetAlerts).where(eq(budgetAlerts.userId, user.id))).toHaveLength(1);
  });

  it('creating or renaming to the same category name at once: one succeeds, the others 409 categoryExists', async () => {
    const user = await registerUser(t.app);
    const created = await together(TIMES, () => call(user, 'POST', '/api/categories', { name: 'Pets', type: 'expense' }));
    expect(created.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(TIMES - 1).fill(409)]);
    const ids = await together(3, async (i) => (await call(user, 'POST', '/api/categories', { name: `Hobby ${i}`, type: 'expense' })).json().id as number);
    const renamed = await Promise.all(ids.map((id) => call(user, 'PATCH', `/api/categories/${id}`, { name: 'Garden' })));
    expect(renamed.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(renamed.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'categoryExists')).toBe(true);
  });

  it('two accounts taking the same email at once: one 200, the other 409 emailTaken', async () => {
    const [a, b] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const email = `shared-${a.id}@example.com`;
    const results = await Promise.all([a, b].map((u) => call(u, 'PUT', '/api/user/email', { email })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('emailTaken');
  });

  it('sign-ups at once never exceed BETA_SEATS, and the same phone at once is one account and 409s', async () => {
    const seats = await createTestApp({ BETA_SEATS: '3' });
    try {
      const register = (phoneNumber: string, i: number) =>
        seats.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: randomAddress(),
          payload: { name: 'Racer', password: PASSWORD, phoneNumber, email: `racer-${i}-${phoneNumber.slice(-6)}@example.com` },
        });
      const phone = uniquePhone();
      const samePhone = await together(2, (i) => register(phone, i));
      expect(samePhone.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const results = await together(TIMES, (i) => register(uniquePhone(), i + 10));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
      expect(results.filter((r) => r.statusCode === 403).every((r) => r.json().code === 'betaFull')).toBe(true);
    } finally {
      await seats.close();
    }
  });
});
