/**
 * The dashboard reads month totals the database keeps with triggers (transaction_month_totals,
 * expense_tag_month_totals). These tests change transactions every way the product can and compare,
 * after each change, (1) the month tables row by row with the same sums taken straight from the
 * transactions table (scales included: "1500" is not "1500.00"), and (2) the dashboard's figures for
 * every period with the figures computed from the transactions table as the dashboard did before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addMonths, dateInTimezone, monthRange, periodRange, type DashboardPeriod, type DateRange } from '@tally/shared/dates';
import { queryRows } from '../../db/client';
import { categories } from '../../db/schema';
import { createTestApp, PASSWORD, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import { createExchangeRatesRepository } from '../currencies/exchange-rates.repository';
import { recordDueOccurrences } from '../recurring/recurring.job';
import { createTransactionsRepository } from '../transactions/transactions.repository';

const clock = new Date('2026-11-22T15:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await createExchangeRatesRepository(t.database.db).upsert([
    { currency: 'EUR', rateDate: '2026-01-10', rate: '0.8', source: 'test' },
    { currency: 'JPY', rateDate: '2026-01-10', rate: '151.37', source: 'test' },
  ]);
  // A currency nobody has a rate for (until one test gives it one).
  await t.database.db.execute(sql`delete from exchange_rates where currency = 'VES'`);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(user: TestUser, method: Method, url: string, payload?: object, status = 200) {
  const res = await t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
}
const add = (user: TestUser, body: Record<string, unknown>) =>
  call(user, 'POST', '/api/transactions', { type: 'expense', currency: 'USD', description: 'Thing', category: 'Other', tags: [], ...body }, 201);

/** The month tables' rows of a user, and the same sums straight from the transactions table. */
async function monthTables(userId: number) {
  const kept = await queryRows(
    t.database.db,
    sql`select month::text, type, category_id, value_scale, total::text, tx_count from transaction_month_totals
        where user_id = ${userId} order by 1, 2, 3, 4`,
  );
  const direct = await queryRows(
    t.database.db,
    sql`select date_trunc('month', transaction_date::timestamp)::date::text as month, type, category_id,
               coalesce(scale(historical_converted_amount), -1) as value_scale,
               sum(historical_converted_amount)::text as total, count(*)::int as tx_count
        from transactions where user_id = ${userId} group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  const keptTags = await queryRows(
    t.database.db,
    sql`select month::text, tag, value_scale, total::text, tx_count from expense_tag_month_totals where user_id = ${userId} order by 1, 2, 3`,
  );
  const directTags = await queryRows(
    t.database.db,
    sql`select date_trunc('month', transaction_date::timestamp)::date::text as month, tag,
               coalesce(scale(historical_converted_amount), -1) as value_scale,
               sum(historical_converted_amount)::text as total, count(*)::int as tx_count
        from transactions cross join lateral unnest(tags) as tag
        where user_id = ${userId} and type = 'expense' group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { kept, direct, keptTags, directTags };
}

interface Figures {
  income: string;
  expenses: string;
  withoutRate: number;
  byCategory: { type: 'income' | 'expense'; categoryId: number; name: string; total: string }[];
  tags: { tag: string; count: number; amount: string }[];
  monthly: { month: string; income: string; expenses: string }[];
}

/** The dashboard's figures computed from the transactions table (the query it ran before the month totals). */
async function figuresFromTransactions(userId: number, period: DateRange | null, tagMonth: DateRange, seriesStart: string): Promise<Figures> {
  const inPeriod = period ? sql`and t.transaction_date between ${period.start}::date and ${period.end}::date` : sql``;
  const [row] = await queryRows<{ result: Figures }>(
    t.database.db,
    sql`
    with grouped as (
      select t.type, t.category_id, sum(t.historical_converted_amount) as total, count(t.historical_converted_amount) as valued,
             count(*) - count(t.historical_converted_amount) as without_rate
      from transactions t where t.user_id = ${userId} ${inPeriod} group by t.type, t.category_id
    ),
    by_category as (select g.type, g.category_id, c.name, g.total from grouped g join categories c on c.id = g.category_id where g.valued > 0),
    tag_rank as (
      select tag, count(*)::int as count, coalesce(sum(t.historical_converted_amount), 0.00) as amount
      from transactions t cross join lateral unnest(t.tags) as tag
      where t.user_id = ${userId} and t.type = 'expense' and t.transaction_date between ${tagMonth.start}::date and ${tagMonth.end}::date
      group by tag order by amount desc, count desc, tag limit 8
    ),
    series as (
      select to_char(date_trunc('month', t.transaction_date::timestamp), 'YYYY-MM') as month,
             coalesce(sum(t.historical_converted_amount) filter (where t.type = 'income'), 0.00) as income,
             coalesce(sum(t.historical_converted_amount) filter (where t.type = 'expense'), 0.00) as expenses
      from transactions t where t.user_id = ${userId} and t.transaction_date between ${seriesStart}::date and ${tagMonth.end}::date
      group by 1
    )
    select json_build_object(
      'income', (select coalesce(sum(total) filter (where type = 'income'), 0.00)::text from grouped),
      'expenses', (select coalesce(sum(total) filter (where type = 'expense'), 0.00)::text from grouped),
      'withoutRate', (select coalesce(sum(without_rate), 0)::int from grouped),
      'byCategory', (select coalesce(json_agg(json_build_object('type', type, 'categoryId', category_id, 'name', name, 'total', total::text)
                       order by total desc, name), '[]'::json) from by_category),
      'tags', (select coalesce(json_agg(json_build_object('tag', tag, 'count', count, 'amount', amount::text)
                 order by amount desc, count desc, tag), '[]'::json) from tag_rank),
      'monthly', (select coalesce(json_agg(json_build_object('month', month, 'income', income::text, 'expenses', expenses::text)
                    order by month), '[]'::json) from series)
    ) as result`,
  );
  return row!.result;
}

/**
 * Both comparisons (the dashboard's for this month and all time; every period when `everyPeriod`);
 * returns the "all" dashboard for further checks.
 */
async function expectExact(user: TestUser, everyPeriod = false) {
  const tables = await monthTables(user.id);
  expect(tables.kept).toEqual(tables.direct);
  expect(tables.keptTags).toEqual(tables.directTags);

  const today = dateInTimezone(clock, 'UTC');
  const tagMonth = monthRange(today);
  const seriesStart = monthRange(addMonths(today, -5)).start;
  let all: Record<string, unknown> = {};
  const periods: DashboardPeriod[] = everyPeriod ? ['month', 'quarter', 'year', 'all'] : ['month', 'all'];
  for (const period of periods) {
    const d = await call(user, 'GET', `/api/dashboard?period=${period}`);
    const f = await figuresFromTransactions(user.id, periodRange(period, today), tagMonth, seriesStart);
    const of = (type: 'income' | 'expense') =>
      f.byCategory.filter((c) => c.type === type).map(({ categoryId, name, total }) => ({ categoryId, name, total }));
    const named = (list: { categoryId: number; name: string; total: string }[]) => list.map(({ categoryId, name, total }) => ({ categoryId, name, total }));
    expect({ income: d.totals.income, expenses: d.totals.expenses, withoutRate: d.withoutRate }, period).toEqual({
      income: f.income,
      expenses: f.expenses,
      withoutRate: f.withoutRate,
    });
    expect(named(d.byCategory), period).toEqual(of('expense'));
    expect(named(d.topCategories.income), period).toEqual(of('income').slice(0, 5));
    expect(d.tags.ranking, period).toEqual(f.tags);
    expect(d.monthly.filter((m: { month: string }) => f.monthly.some((x) => x.month === m.month)), period).toEqual(f.monthly);
    if (period === 'all') all = d;
  }
  return all as { totals: { income: string; expenses: string }; withoutRate: number; byCategory: { name: string }[] };
}

async function categoryId(user: TestUser, name: string, type: 'income' | 'expense' = 'expense') {
  const [row] = await t.database.db
    .select()
    .from(categories)
    .where(and(eq(categories.userId, user.id), eq(categories.name, name), eq(categories.type, type)));
  return row!.id;
}

describe('dashboard month totals stay exact', () => {
  it('through creating, editing (amount, date, category, type, tags, currency) and deleting transactions', async () => {
    const user = await registerUser(t.app, { timezone: 'UTC' });
    const other = await registerUser(t.app, { timezone: 'UTC' });
    await add(other, { amount: '999.99', transactionDate: '2026-11-05', tags: ['work'] });

    const dinner = await add(user, { amount: '10.50', category: 'Dining', transactionDate: '2026-11-10', tags: ['work', 'food'] });
    const salary = await add(user, { type: 'income', amount: '1000', category: 'Salary', transactionDate: '2026-11-01' });
    const euros = await add(user, { amount: '8', currency: 'EUR', category: 'Dining', transactionDate: '2026-02-15', tags: ['trip'] });
    await add(user, { amount: '3', category: 'Groceries', transactionDate: '2025-06-01' });
    const noRate = await add(user, { amount: '100', currency: 'VES', category: 'Dining', transactionDate: '2026-11-12', tags: ['work'] });
    expect(noRate.conversion).toBe('missing');
    let all = await expectExact(user, true);
    expect(all.totals).toMatchObject({ income: '1000.00', expenses: '23.50' });
    expect(all.withoutRate).toBe(1);

    // Amount, then a move to another month, then another category, then the type, then the tags.
    await call(user, 'PATCH', `/api/transactions/${dinner.id}`, { amount: '12.25' });
    await expectExact(user);
    await call(user, 'PATCH', `/api/transactions/${dinner.id}`, { transactionDate: '2026-09-30' });
    await expectExact(user);
    await call(user, 'PATCH', `/api/transactions/${dinner.id}`, { categoryId: await categoryId(user, 'Groceries') });
    await expectExact(user);
    await call(user, 'PATCH', `/api/transactions/${salary.id}`, { type: 'expense', category: 'Bills' });
    await expectExact(user);
    await call(user, 'PATCH', `/api/transactions/${noRate.id}`, { tags: ['home'], currency: 'USD' });
    await call(user, 'PATCH', `/api/transactions/${euros.id}`, { description: 'Only the text' });
    all = await expectExact(user);
    expect(all.totals).toMatchObject({ income: '0.00', expenses: '1125.25' });
    expect(all.withoutRate).toBe(0);

    await call(user, 'DELETE', `/api/transactions/${euros.id}`);
    await call(user, 'DELETE', `/api/transactions/${salary.id}`);
    all = await expectExact(user, true);
    expect(all.totals.expenses).toBe('115.25');
    await expectExact(other);
  });

  it('through a statement import, a recurring run, new rates, deactivating a category and changing the preferred currency', async () => {
    const user = await registerUser(t.app, { timezone: 'UTC' });
    await add(user, { amount: '5', category: 'Shopping', transactionDate: '2026-11-02', tags: ['gift'] });

    // A statement import: its rows arrive in one insert (jsonb_to_recordset), in BRL, over three months.
    const statement = [
      'Data,Valor,Identificador,Descrição',
      '03/11/2026,-23.50,dmt-0001,Compra no débito - UBER *TRIP HELP.UBER.COM',
      '04/11/2026,3500.00,dmt-0002,Transferência recebida pelo Pix - ACME LTDA',
      '20/10/2026,-210.35,dmt-0003,Compra no débito - SUPERMERCADO PAO DE ACUCAR',
      '31/12/2025,-39.90,dmt-0004,Compra no débito - NETFLIX.COM',
    ].join('\n');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/imports?fileName=nubank.csv',
      headers: { ...user.headers, 'content-type': 'application/octet-stream' },
      payload: statement,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await call(user, 'POST', `/api/imports/${uploaded.json().id}/confirm`, {})).toMatchObject({ imported: 4 });
    let all = await expectExact(user);
    expect(all.totals.income).not.toBe('0.00');

    // A recurring rule due today (recorded as it is made), then its next month recorded by the job.
    await call(user, 'POST', '/api/recurring', {
      type: 'expense', amount: '42.42', categoryId: await categoryId(user, 'Bills'), description: 'Phone',
      frequency: 'monthly', dayOfMonth: 22, startDate: '2026-11-22',
    }, 201);
    await expectExact(user);
    expect(await recordDueOccurrences(t.database.db, new Date('2026-12-22T15:00:00Z'))).toBe(1);
    await expectExact(user);

    // A transaction with no rate, then its rate arrives and every user's conversions are redone.
    await add(user, { amount: '50.00', currency: 'VES', category: 'Shopping', transactionDate: '2026-11-15', tags: ['gift'] });
    expect((await expectExact(user)).withoutRate).toBe(1);
    await createExchangeRatesRepository(t.database.db).upsert([{ currency: 'VES', rateDate: '2026-11-01', rate: '40', source: 'test' }]);
    await createTransactionsRepository(t.database.db).applyConversionForAll('2026-11-01');
    expect((await expectExact(user)).withoutRate).toBe(0);

    // Deleting a category (it is deactivated; its transactions keep it and still count).
    const shopping = await categoryId(user, 'Shopping');
    await call(user, 'DELETE', `/api/categories/${shopping}`);
    all = await expectExact(user);
    expect(all.byCategory.map((c) => c.name)).toContain('Shopping');

    // Whole yen (scale 0) and back to cents: the totals print as the transactions' own sums would.
    await call(user, 'PATCH', `/api/users/${user.id}/currency`, { currency: 'JPY' });
    all = await expectExact(user);
    expect(all.totals.expenses).toMatch(/^\d+$/);
    await call(user, 'PATCH', `/api/users/${user.id}/currency`, { currency: 'USD' });
    all = await expectExact(user, true);
    expect(all.totals.expenses).toMatch(/^\d+\.\d\d$/);

    // Deleting the account takes its month totals with it.
    await call(user, 'DELETE', `/api/users/${user.id}`, { password: PASSWORD });
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from transaction_month_totals where user_id = ${user.id})
               + (select count(*) from expense_tag_month_totals where user_id = ${user.id}) as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});
