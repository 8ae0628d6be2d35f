import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import { createExchangeRatesRepository } from '../currencies/exchange-rates.repository';

let clock = new Date('2026-11-22T12:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // A known rates table (units per USD) over two dates.
  await createExchangeRatesRepository(t.database.db).upsert([
    { currency: 'EUR', rateDate: '2026-01-10', rate: '0.5', source: 'test' },
    { currency: 'EUR', rateDate: '2026-02-10', rate: '0.8', source: 'test' },
    { currency: 'BRL', rateDate: '2026-01-10', rate: '5', source: 'test' },
    { currency: 'BRL', rateDate: '2026-02-10', rate: '4', source: 'test' },
  ]);
});
afterAll(() => t.close());

const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: user.headers,
    payload: { type: 'expense', currency: 'USD', description: 'Thing', category: 'Other', tags: [], ...body },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
};
const dashboard = async (user: TestUser, period: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dashboard?period=${period}`, headers: user.headers })).json();

describe('dashboard periods at calendar edges in the user’s timezone', () => {
  it('month, quarter and year follow São Paulo’s calendar, not UTC’s', async () => {
    const user = await registerUser(t.app, { timezone: 'America/Sao_Paulo' });
    await add(user, { amount: '1', transactionDate: '2025-12-31' }); // last day of the year
    await add(user, { amount: '2', transactionDate: '2026-01-01' }); // New Year
    await add(user, { amount: '4', transactionDate: '2026-03-31' }); // last day of Q1
    await add(user, { amount: '8', transactionDate: '2026-04-01' }); // first day of Q2

    // 02:30 UTC on Jan 1 2026 is still Dec 31 2025 in São Paulo.
    clock = new Date('2026-01-01T02:30:00Z');
    expect((await dashboard(user, 'month')).totals.expenses).toBe('1.00');
    expect((await dashboard(user, 'month')).period).toEqual({ key: 'month', start: '2025-12-01', end: '2025-12-31' });
    expect((await dashboard(user, 'year')).totals.expenses).toBe('1.00');
    // Three hours later it is New Year there too.
    clock = new Date('2026-01-01T03:30:00Z');
    expect((await dashboard(user, 'month')).totals.expenses).toBe('2.00');
    expect((await dashboard(user, 'quarter')).totals.expenses).toBe('6.00');
    // 23:59 on Mar 31 local (02:59 UTC Apr 1): still Q1.
    clock = new Date('2026-04-01T02:59:00Z');
    expect((await dashboard(user, 'quarter')).period).toEqual({ key: 'quarter', start: '2026-01-01', end: '2026-03-31' });
    expect((await dashboard(user, 'quarter')).totals.expenses).toBe('6.00');
    clock = new Date('2026-04-01T03:01:00Z');
    expect((await dashboard(user, 'quarter')).totals.expenses).toBe('8.00');
    expect((await dashboard(user, 'year')).totals.expenses).toBe('14.00');
    expect((await dashboard(user, 'all')).totals.expenses).toBe('15.00');
    expect((await dashboard(user, 'all')).period).toEqual({ key: 'all', start: null, end: null });
  });
});

describe('dashboard figures', () => {
  it('totals, top 5 categories with shares, recent 8, tags of the month and the monthly series', async () => {
    clock = new Date('2026-11-22T12:00:00Z');
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    await add(other, { amount: '4321.87', transactionDate: '2026-11-05', tags: ['work'] });
    const expenses = [
      ['Dining', '30', ['work', 'essential']],
      ['Dining', '20', ['work']],
      ['Groceries', '25', ['home']],
      ['Transportation', '10', []],
      ['Entertainment', '5', []],
      ['Shopping', '4', ['home']],
      ['Bills', '3', []],
      ['Healthcare', '3', []],
    ] as const;
    for (const [category, amount, tags] of expenses) await add(user, { category, amount, transactionDate: '2026-11-10', tags: [...tags] });
    await add(user, { type: 'income', category: 'Salary', amount: '300', transactionDate: '2026-11-01' });
    await add(user, { type: 'income', category: 'Gift', amount: '100', transactionDate: '2026-11-02' });
    await add(user, { amount: '50', transactionDate: '2026-10-10', tags: ['work'] }); // last month

    const d = await dashboard(user, 'month');
    expect(d.totals).toEqual({ income: '400.00', expenses: '100.00', balance: '300.00', net: '300.00' });
    expect(d.topCategories.expense).toEqual([
      { categoryId: expect.any(Number), name: 'Dining', total: '50.00', share: 50 },
      { categoryId: expect.any(Number), name: 'Groceries', total: '25.00', share: 25 },
      { categoryId: expect.any(Number), name: 'Transportation', total: '10.00', share: 10 },
      { categoryId: expect.any(Number), name: 'Entertainment', total: '5.00', share: 5 },
      { categoryId: expect.any(Number), name: 'Shopping', total: '4.00', share: 4 },
    ]);
    expect(d.topCategories.income.map((c: { name: string; share: number }) => [c.name, c.share])).toEqual([
      ['Salary', 75],
      ['Gift', 25],
    ]);
    expect(d.byCategory).toHaveLength(7);
    expect(d.recent).toHaveLength(8);
    expect(d.recent[0].category).toBe('Gift');
    expect(d.tags.ranking).toEqual([
      { tag: 'work', count: 2, amount: '50.00' },
      { tag: 'essential', count: 1, amount: '30.00' },
      { tag: 'home', count: 2, amount: '29.00' },
    ]);
    expect(d.tags.recentTagged).toHaveLength(4);
    expect(d.monthly).toHaveLength(6);
    expect(d.monthly.at(-1)).toEqual({ month: '2026-11', income: '400.00', expenses: '100.00' });
    expect(d.monthly.at(-2)).toEqual({ month: '2026-10', income: '0.00', expenses: '50.00' });
    expect(d.monthly[0]).toEqual({ month: '2026-06', income: '0.00', expenses: '0.00' });
    expect(JSON.stringify(d)).not.toContain('4321.87');
  });

  it('refuses an unknown period and another user’s id', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard?period=week', headers: user.headers })).json().code).toBe('periodInvalid');
    expect((await t.app.inject({ method: 'GET', url: `/api/dashboard?userId=${other.id}`, headers: user.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});

describe('multi-currency totals', () => {
  it('converts each transaction at its own date and re-expresses totals when the preferred currency changes', async () => {
    clock = new Date('2026-11-22T12:00:00Z');
    const user = await registerUser(t.app); // USD
    const jan = await add(user, { amount: '10', currency: 'EUR', transactionDate: '2026-01-15' }); // 10 / 0.5 = 20 USD
    const feb = await add(user, { amount: '8', currency: 'EUR', transactionDate: '2026-02-15' }); // 8 / 0.8 = 10 USD
    await add(user, { amount: '5', currency: 'USD', transactionDate: '2026-02-16' });
    expect(jan).toMatchObject({ historicalConvertedAmount: '20.00', historicalExchangeRate: '2.0000000000' });
    expect(feb.historicalConvertedAmount).toBe('10.00');
    expect((await dashboard(user, 'all')).totals.expenses).toBe('35.00');

    // To BRL: Jan EUR→BRL = 5/0.5 = 10 → 100; Feb EUR→BRL = 4/0.8 = 5 → 40; Feb USD→BRL = 4 → 20.
    const changed = await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}/currency`, headers: user.headers, payload: { currency: 'BRL' } });
    expect(changed.statusCode).toBe(200);
    const d = await dashboard(user, 'all');
    expect(d.currency).toBe('BRL');
    expect(d.totals.expenses).toBe('160.00');

    // Back to EUR: the EUR ones count as themselves (18), USD 5 at Feb (0.8) = 4.
    await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}/currency`, headers: user.headers, payload: { currency: 'EUR' } });
    expect((await dashboard(user, 'all')).totals.expenses).toBe('22.00');
    const list = (await t.app.inject({ method: 'GET', url: '/api/transactions', headers: user.headers })).json();
    const eurRows = list.transactions.filter((x: { currency: string }) => x.currency === 'EUR');
    // In the preferred currency: rate 1 and the amount itself, never NULL (NULL means "no rate").
    expect(eurRows.map((x: { historicalConvertedAmount: string | null }) => x.historicalConvertedAmount).sort()).toEqual(['10.00', '8.00']);
    expect(eurRows.every((x: { conversion: string }) => x.conversion === 'exact')).toBe(true);
  });

  it('editing the currency or date of a transaction recomputes its conversion', async () => {
    const user = await registerUser(t.app);
    const tx = await add(user, { amount: '10', currency: 'EUR', transactionDate: '2026-01-15' });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/transactions/${tx.id}`,
      headers: user.headers,
      payload: { transactionDate: '2026-02-15' },
    });
    expect(moved.json().historicalConvertedAmount).toBe('12.50');
    const usd = await t.app.inject({ method: 'PATCH', url: `/api/transactions/${tx.id}`, headers: user.headers, payload: { currency: 'USD' } });
    expect(usd.json()).toMatchObject({ historicalConvertedAmount: '10.00', historicalExchangeRate: '1.0000000000', conversion: 'exact' });
  });
});
