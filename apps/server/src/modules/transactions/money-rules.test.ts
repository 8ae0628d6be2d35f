/**
 * Trust in every number (issue 15): explicit conversions (NULL only when no rate is known, and then
 * left out of totals and reported), one shared totals value so budgets and the dashboard agree to
 * the cent, ISO minor units on every write path, and one validation for the form, the chat and any
 * other caller of the transactions service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addAmounts } from '@tally/shared/money';
import { transactions, users } from '../../db/schema';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import { AppError } from '../../platform/errors';
import { createExchangeRatesRepository } from '../currencies/exchange-rates.repository';
import { createTransactionsRepository } from './transactions.repository';
import { createTransactionsService } from './transactions.service';

// Sunday 22 November 2026, midday in São Paulo.
const clock = new Date('2026-11-22T15:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // Rates with many decimals (units per USD), so per-budget re-conversion would drift by cents.
  await createExchangeRatesRepository(t.database.db).upsert([
    { currency: 'BRL', rateDate: '2026-11-01', rate: '5.4321', source: 'test' },
    { currency: 'EUR', rateDate: '2026-11-01', rate: '0.9187', source: 'test' },
    { currency: 'GBP', rateDate: '2026-11-01', rate: '0.7913', source: 'test' },
    { currency: 'JPY', rateDate: '2026-11-01', rate: '151.37', source: 'test' },
    { currency: 'KWD', rateDate: '2026-11-01', rate: '0.30712', source: 'test' },
    { currency: 'BRL', rateDate: '2026-11-20', rate: '5.9876', source: 'test' },
    { currency: 'EUR', rateDate: '2026-11-20', rate: '0.8765', source: 'test' },
  ]);
  // A currency nobody has a rate for.
  await t.database.db.execute(sql`delete from exchange_rates where currency = 'VES'`);
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const spend = async (user: TestUser, amount: string, currency: string, category: string, transactionDate = '2026-11-10') => {
  const res = await call(user, 'POST', '/api/transactions', { type: 'expense', amount, currency, description: `${category} ${amount}`, category, transactionDate });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
};

const chat = async (user: TestUser, message: string) => {
  const res = await call(user, 'POST', '/api/chat', { message });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
};

const rowsOf = (user: TestUser) => t.database.db.select().from(transactions).where(eq(transactions.userId, user.id));

describe('converted amounts: one shared total, missing rates left out and reported', () => {
  it('budget insights and the dashboard agree to the cent; a transaction without a rate is not summed and is reported', async () => {
    const user = await registerUser(t.app, { preferredCurrency: 'BRL', timezone: 'America/Sao_Paulo' });
    const created = [
      await spend(user, '12.34', 'EUR', 'Dining'),
      await spend(user, '7.77', 'USD', 'Dining'),
      await spend(user, '1234', 'JPY', 'Dining'),
      await spend(user, '19.99', 'BRL', 'Dining', '2026-11-21'),
      await spend(user, '45.67', 'GBP', 'Groceries'),
      await spend(user, '3.33', 'EUR', 'Groceries', '2026-11-21'),
      await spend(user, '88.88', 'BRL', 'Groceries'),
      await spend(user, '9.99', 'USD', 'Transportation', '2026-11-21'),
      await spend(user, '999', 'JPY', 'Transportation'),
      await spend(user, '12.345', 'KWD', 'Transportation'),
    ];
    const noRate = await spend(user, '100.00', 'VES', 'Dining');
    expect(noRate).toMatchObject({ historicalConvertedAmount: null, historicalExchangeRate: null, conversion: 'missing' });
    expect(created.find((c) => c.currency === 'BRL')).toMatchObject({ historicalExchangeRate: '1.0000000000', conversion: 'exact' });
    expect(created.every((c) => c.conversion !== 'missing' && c.historicalConvertedAmount !== null)).toBe(true);

    for (const [category, currency] of [['Dining', 'BRL'], ['Groceries', 'BRL'], ['Transportation', 'EUR']] as const) {
      expect((await call(user, 'POST', '/api/budgets', { category, amount: '1000', currency })).statusCode).toBe(201);
    }

    const dashboard = (await call(user, 'GET', '/api/dashboard?period=month')).json();
    const expected = addAmounts(...created.map((c) => c.historicalConvertedAmount as string));
    // Only the converted amounts are summed: the 100 VES is not added as if it were reais.
    expect(dashboard.totals.expenses).toBe(expected);
    expect(dashboard.withoutRate).toBe(1);

    const insights = (await call(user, 'GET', `/api/budgets/${user.id}/insights`)).json();
    expect(insights.totalSpent).toBe(dashboard.totals.expenses);
    expect(insights.withoutRate).toBe(1);

    const reply = await chat(user, 'how much did I spend this month?');
    expect(reply.message).toMatch(/1 transaction is not included/);
    const balance = await chat(user, "what's my balance?");
    expect(balance.message).toMatch(/1 transaction is not included/);
  });

  it('recomputing on new rates and on a preferred-currency change keeps the invariant', async () => {
    const user = await registerUser(t.app);
    const usd = await spend(user, '10.00', 'USD', 'Other');
    const ves = await spend(user, '50.00', 'VES', 'Other');
    expect(ves.conversion).toBe('missing');

    // New rates for VES arrive: the import re-expresses conversions from that date on.
    await createExchangeRatesRepository(t.database.db).upsert([{ currency: 'VES', rateDate: '2026-11-01', rate: '40', source: 'test' }]);
    await createTransactionsRepository(t.database.db).applyConversionForAll('2026-11-01');
    const after = (await call(user, 'GET', `/api/transactions/${ves.id}`)).json();
    expect(after).toMatchObject({ historicalConvertedAmount: '1.25', conversion: 'converted' });
    expect((await call(user, 'GET', `/api/transactions/${usd.id}`)).json()).toMatchObject({ historicalConvertedAmount: '10.00', historicalExchangeRate: '1.0000000000' });

    // To JPY: converted amounts in whole yen; the same-currency pair stays (rate, amount) never NULL.
    expect((await call(user, 'PATCH', `/api/users/${user.id}/currency`, { currency: 'JPY' })).statusCode).toBe(200);
    const rows = await rowsOf(user);
    expect(rows.every((r) => (r.historicalConvertedAmount === null) === (r.historicalExchangeRate === null))).toBe(true);
    expect(rows.find((r) => r.id === usd.id)!.historicalConvertedAmount).toBe('1514'); // 10 × 151.37, whole yen
    await t.database.db.execute(sql`delete from exchange_rates where currency = 'VES'`);
  });
});

describe('ISO minor units on every write path', () => {
  it('refuses decimals a currency does not have, and stores KWD to the fils', async () => {
    const user = await registerUser(t.app);
    const post = (amount: string, currency: string) =>
      call(user, 'POST', '/api/transactions', { type: 'expense', amount, currency, description: 'Thing', category: 'Other', transactionDate: '2026-11-10' });

    const yen = await post('1500.5', 'JPY');
    expect(yen.statusCode).toBe(400);
    expect(yen.json()).toMatchObject({ code: 'amountWholeOnly', field: 'amount' });
    const cents = await post('12.345', 'USD');
    expect(cents.statusCode).toBe(400);
    expect(cents.json()).toMatchObject({ code: 'amountTooPrecise', field: 'amount' });
    expect((await post('12.3456', 'KWD')).json().code).toBe('amountTooPrecise3');

    const kwd = await post('12.345', 'KWD');
    expect(kwd.statusCode).toBe(201);
    expect(kwd.json()).toMatchObject({ amount: '12.345', currency: 'KWD', historicalConvertedAmount: '40.20' }); // 12.345 / 0.30712
    expect((await post('1500', 'JPY')).json().amount).toBe('1500');
    expect((await post('1500.00', 'JPY')).json().amount).toBe('1500');
    expect((await post('12.5', 'USD')).json().amount).toBe('12.50');
    const [stored] = await t.database.db.select().from(transactions).where(eq(transactions.id, kwd.json().id));
    expect(stored!.amount).toBe('12.345');

    // An edit that moves 12.50 USD to yen is refused, and nothing changes.
    const usd = (await post('12.50', 'USD')).json();
    const moved = await call(user, 'PATCH', `/api/transactions/${usd.id}`, { currency: 'JPY' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe('amountWholeOnly');
    expect((await call(user, 'GET', `/api/transactions/${usd.id}`)).json()).toMatchObject({ amount: '12.50', currency: 'USD' });
    expect((await call(user, 'PATCH', `/api/transactions/${usd.id}`, { amount: '12.005' })).statusCode).toBe(400);

    // Budgets follow the same rules.
    expect((await call(user, 'POST', '/api/budgets', { category: 'Dining', amount: '1000.5', currency: 'JPY' })).json().code).toBe('amountWholeOnly');
    const kwdBudget = await call(user, 'POST', '/api/budgets', { category: 'Dining', amount: '12.345', currency: 'KWD' });
    expect(kwdBudget.statusCode).toBe(201);
    expect(kwdBudget.json().amount).toBe('12.345');
    const yenBudget = await call(user, 'POST', '/api/budgets', { category: 'Groceries', amount: '5000', currency: 'JPY' });
    expect(yenBudget.json().amount).toBe('5000');
    const patched = await call(user, 'PUT', `/api/budgets/${yenBudget.json().id}`, { amount: '5000.5' });
    expect(patched.statusCode).toBe(400);
  });

  it('rounds converted amounts to the preferred currency’s minor units (KWD to 3 places)', async () => {
    const user = await registerUser(t.app, { preferredCurrency: 'KWD' });
    const tx = await spend(user, '10.00', 'USD', 'Other');
    expect(tx.historicalConvertedAmount).toBe('3.071'); // 10 × 0.30712
    const own = await spend(user, '1.005', 'KWD', 'Other');
    expect(own).toMatchObject({ amount: '1.005', historicalConvertedAmount: '1.005', conversion: 'exact' });
    const dashboard = (await call(user, 'GET', '/api/dashboard?period=month')).json();
    expect(dashboard.totals.expenses).toBe('4.076');
  });
});

describe('one validation for every write path', () => {
  it('the transactions service itself refuses what the form refuses (no caller can bypass it)', async () => {
    const user = await registerUser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const service = createTransactionsService(t.database.db, () => clock);
    const base = { type: 'expense' as const, amount: '5.00', currency: 'USD', description: 'Lunch', category: 'Other', tags: [], transactionDate: '2026-11-20' };
    for (const [patch, code] of [
      [{ transactionDate: '9999-12-31' }, 'dateInvalid'],
      [{ transactionDate: '0000-02-31' }, 'dateInvalid'],
      [{ amount: '1500.5', currency: 'JPY' }, 'amountWholeOnly'],
      [{ amount: '0' }, 'amountInvalid'],
      [{ description: 'x'.repeat(101) }, 'descriptionTooLong'],
      [{ currency: 'XYZ' }, 'currencyInvalid'],
    ] as const) {
      const error = await service.create(row!, [{ ...base, ...patch }]).catch((e: unknown) => e);
      expect(error, JSON.stringify(patch)).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).code).toBe(code);
    }
    const created = await service.create(row!, [base]);
    await expect(service.update(row!, created[0]!.id, { transactionDate: '9999-12-31' })).rejects.toMatchObject({ status: 400, code: 'dateInvalid' });
    expect(await rowsOf(user)).toHaveLength(1);
  });

  it('the chat asks about an impossible date instead of storing a guess, in every language', async () => {
    for (const [language, message] of [
      ['en', 'spent 5 on lunch on 31/02/0000'],
      ['en', 'spent 12 on taxi on 9999-12-31'],
      ['pt', 'gastei 5 no almoço em 31/02/0000'],
      ['es', 'gasté 5 en el almuerzo el 31/12/9999'],
    ] as const) {
      const user = await registerUser(t.app, { preferredLanguage: language });
      const res = await chat(user, message);
      expect(res.type, message).toBe('clarification');
      expect(res.message).toMatch(/1970.*2100/);
      expect(res.transactions ?? []).toHaveLength(0);
      expect(await rowsOf(user), message).toHaveLength(0);
    }
  });

  it('a chat amount the currency cannot hold becomes a question, not a stored row nor a 500', async () => {
    const user = await registerUser(t.app, { preferredCurrency: 'JPY' });
    const res = await chat(user, 'spent 1500.50 on lunch');
    expect(res.type).toBe('clarification');
    expect(await rowsOf(user)).toHaveLength(0);
  });
});
