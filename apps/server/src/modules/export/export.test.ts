import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '@tally/shared/money';
import { REPORT_TYPES } from '@tally/shared/export-reports';
import type { Readable } from 'node:stream';
import { createTestApp, registerUser, TEST_DB, type TestContext, type TestUser } from '../../../test/helpers/app';
import { hasSoffice, parseCsv, readXlsx, sofficeSheetsAsCsv, type Sheet } from '../../../test/helpers/spreadsheets';
import { queryRows } from '../../db/client';
import { createExchangeRatesRepository, sqlConvert } from '../currencies/exchange-rates.repository';
import { createUsersRepository } from '../users/users.repository';
import { createExportPool } from './export.pool';
import { buildReport, PAGING } from './export.reports';
import { createExportRepository } from './export.repository';
import { createExportService } from './export.service';
import { getTranslator } from './export.texts';

const sofficeInstalled = await hasSoffice();
if (!sofficeInstalled) console.warn('LibreOffice (soffice) is not installed: the spreadsheet-program checks are skipped. scripts/test.sh installs it.');

let clock = new Date('2026-11-22T12:00:00Z');
let t: TestContext;
let alice: TestUser;
let bob: TestUser;

const post = (user: TestUser | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/export/report', headers: { ...(user?.headers ?? {}), ...headers }, payload: payload as object });

async function add(user: TestUser, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: user.headers,
    payload: { type: 'expense', currency: 'USD', tags: [], ...body },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: number };
}

// Descriptions a spreadsheet would run as formulas if they were left as they are.
const INJECTIONS = ['=HYPERLINK("http://evil.example","click")', '+1+1', '-2+3', '@SUM(1+1)', '\tTabbed', '\rReturned'];

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // Known rates (units per USD) from these dates on; before them the bundled table (EUR 0.8525).
  await createExchangeRatesRepository(t.database.db).upsert([
    { currency: 'EUR', rateDate: '2026-01-10', rate: '0.5', source: 'test' },
    { currency: 'EUR', rateDate: '2026-10-01', rate: '0.8', source: 'test' },
    { currency: 'BRL', rateDate: '2026-01-10', rate: '5', source: 'test' },
    { currency: 'BRL', rateDate: '2026-10-01', rate: '4', source: 'test' },
  ]);
  alice = await registerUser(t.app, { timezone: 'America/Sao_Paulo' });
  bob = await registerUser(t.app);
  const evil = await t.app.inject({ method: 'POST', url: '/api/categories', headers: alice.headers, payload: { name: '=Evil()', type: 'expense' } });
  if (evil.statusCode !== 201) throw new Error(evil.body);

  await add(alice, { amount: '50', category: 'Travel', description: 'Flight home', transactionDate: '2025-12-20' });
  await add(alice, { type: 'income', amount: '1000', category: 'Salary', description: 'September pay', transactionDate: '2026-09-05' });
  await add(alice, { amount: '30', category: 'Dining', description: 'Team lunch', tags: ['work'], transactionDate: '2026-10-03' });
  await add(alice, { amount: '10', currency: 'EUR', category: 'Groceries', description: 'Market, "organic"', transactionDate: '2026-10-15' });
  await add(alice, { type: 'income', amount: '1200', category: 'Salary', description: 'November pay', transactionDate: '2026-11-01' });
  await add(alice, { type: 'income', amount: '100', currency: 'BRL', category: 'Freelance', description: 'Design job', transactionDate: '2026-11-02' });
  await add(alice, { amount: '25.50', category: 'Dining', description: INJECTIONS[0], tags: ['work', 'home'], transactionDate: '2026-11-10' });
  await add(alice, { amount: '12.25', category: 'Transportation', description: INJECTIONS[1], transactionDate: '2026-11-11' });
  await add(alice, { amount: '40', currency: 'EUR', category: '=Evil()', description: INJECTIONS[2], transactionDate: '2026-11-12' });
  await add(alice, { amount: '5', category: 'Other', description: INJECTIONS[3], tags: ['@home'], transactionDate: '2026-11-13' });
  const tab = await add(alice, { amount: '7.77', category: 'Bills', description: 'Power', transactionDate: '2026-11-14' });
  const cr = await add(alice, { amount: '3.33', category: 'Healthcare', description: 'Pharmacy', transactionDate: '2026-11-15' });
  // The API trims leading whitespace; older or imported rows may still hold it.
  await t.database.db.execute(sql`update transactions set description = ${INJECTIONS[4]} where id = ${tab.id}`);
  await t.database.db.execute(sql`update transactions set description = ${INJECTIONS[5]} where id = ${cr.id}`);

  await add(bob, { amount: '999.99', category: 'Travel', description: 'BOB-SECRET', tags: ['bobtag'], transactionDate: '2026-11-10' });
  await add(bob, { type: 'income', amount: '888.88', category: 'Salary', description: 'BOB-PAY', transactionDate: '2026-11-01' });
});
afterAll(() => t.close());

// --- the truth, straight from SQL -----------------------------------------------------------------

interface Truth {
  income: string;
  expenses: string;
  count: number;
}

/** Prepared statements of exports still open on the database's session (PGlite's one connection). */
async function preparedStatementsLeft(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from pg_prepared_statements where name like 'export_page_%'`);
  return row!.n;
}

/** Totals of a user's transactions in `currency` over [start, end], computed here independently of the export code. */
async function sqlTruth(user: TestUser, currency: string, start = '1970-01-01', end = '2100-12-31', type?: 'income' | 'expense'): Promise<Truth> {
  const value = sqlConvert(sql`t.amount`, sql`t.currency`, sql`${currency}::varchar`, sql`t.transaction_date`);
  const [row] = await queryRows<Truth>(
    t.database.db,
    sql`select coalesce(sum(${value}) filter (where type = 'income'), 0)::numeric(16,2)::text as income,
               coalesce(sum(${value}) filter (where type = 'expense'), 0)::numeric(16,2)::text as expenses,
               count(*)::int as count
        from transactions t where user_id = ${user.id} and transaction_date between ${start}::date and ${end}::date
        ${type ? sql`and type = ${type}` : sql``}`,
  );
  return row!;
}

// --- reading files back ---------------------------------------------------------------------------

interface Table {
  title?: string;
  header: string[];
  data: unknown[][];
  totals: unknown[][];
}

/** CSV blocks: a section is [title], header, rows; totals follow after a blank line. */
function csvTables(body: string, titled: boolean): Table[] {
  const blocks: string[][][] = [[]];
  for (const row of parseCsv(body)) {
    if (row.length === 0) blocks.push([]);
    else blocks.at(-1)!.push(row);
  }
  const tables: Table[] = [];
  for (const block of blocks.filter((b) => b.length > 0)) {
    const startsSection = titled ? block[0]!.length === 1 : tables.length === 0;
    if (startsSection) {
      const [maybeTitle, ...rest] = block;
      const [header, ...data] = titled ? rest : block;
      tables.push({ title: titled ? maybeTitle![0] : undefined, header: header!, data, totals: [] });
    } else {
      tables.at(-1)!.totals.push(...block);
    }
  }
  return tables;
}

/** Sheet: header row, data until the blank row, totals after it. */
function xlsxTable(sheet: Sheet): Table {
  const [header, ...rest] = sheet.rows;
  const blank = rest.findIndex((r) => r.every((v) => v === null || v === undefined));
  return {
    title: sheet.name,
    header: header!.map(String),
    data: blank === -1 ? rest : rest.slice(0, blank),
    totals: blank === -1 ? [] : rest.slice(blank + 1),
  };
}

async function tablesOf(res: Awaited<ReturnType<typeof post>>, format: 'csv' | 'excel', titled: boolean): Promise<Table[]> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return format === 'csv' ? csvTables(res.body, titled) : (await readXlsx(res.rawPayload)).map(xlsxTable);
}

/** An amount cell (CSV decimal string or Excel number) in cents. */
function cents(value: unknown): bigint {
  if (typeof value === 'number') return BigInt(Math.round(value * 100));
  if (typeof value === 'string') return toCents(value);
  throw new Error(`not an amount: ${String(value)}`);
}
const amount = (value: unknown) => fromCents(cents(value));
const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
const sumColumn = (rows: unknown[][], column: number) => fromCents(rows.reduce((s: bigint, r) => s + cents(r[column]), 0n));
const labelled = (table: Table, label: string) => table.totals.find((r) => r[0] === label) ?? table.data.find((r) => r[0] === label);

const FORMATS = ['csv', 'excel'] as const;

// --- row-level reports ----------------------------------------------------------------------------

describe('transactions, expenses and income reports', () => {
  it.each(FORMATS.flatMap((format) => (['transactions', 'expenses', 'income'] as const).map((reportType) => ({ format, reportType }))))(
    '$reportType as $format: one row per transaction, adding up to the SQL totals',
    async ({ format, reportType }) => {
      const type = reportType === 'transactions' ? undefined : reportType === 'expenses' ? 'expense' : 'income';
      const truth = await sqlTruth(alice, 'USD', undefined, undefined, type);
      const [table] = await tablesOf(await post(alice, { userId: alice.id, format, reportType, currency: 'USD' }), format, false);
      expect(table!.header).toEqual(['Date', 'Type', 'Category', 'Description', 'Tags', 'Original amount', 'Original currency', 'Amount (USD)']);
      expect(table!.data).toHaveLength(truth.count);
      const income = table!.data.filter((r) => r[1] === 'Income');
      const expenses = table!.data.filter((r) => r[1] === 'Expense');
      expect(sumColumn(income, 7)).toBe(truth.income);
      expect(sumColumn(expenses, 7)).toBe(truth.expenses);
      if (type !== 'expense') expect(amount(labelled(table!, 'Total income')![7])).toBe(truth.income);
      if (type !== 'income') expect(amount(labelled(table!, 'Total expenses')![7])).toBe(truth.expenses);
      if (!type) {
        expect(truth).toEqual({ income: '2225.00', expenses: '196.35', count: 12 });
        expect(amount(labelled(table!, 'Net income')![7])).toBe('2028.65');
      }
      // Oldest first; dates as dates.
      const dates = table!.data.map((r) => dateText(r[0]));
      expect(dates).toEqual([...dates].sort());
      if (format === 'excel') expect(table!.data.every((r) => r[0] instanceof Date && typeof r[7] === 'number')).toBe(true);
    },
  );

  it.each(FORMATS)('keeps each original amount and currency and converts at the transaction’s date (%s, into EUR)', async (format) => {
    const [table] = await tablesOf(await post(alice, { format, reportType: 'transactions', currency: 'EUR' }), format, false);
    const row = (description: string) => table!.data.find((r) => r[3] === description)!;
    // 50 USD on 2025-12-20 at the bundled 0.8525 = 42.625 -> 42.63; 10 EUR stays 10.00; 100 BRL in Nov at 0.8/4 = 20.00.
    expect([amount(row('Flight home')[5]), row('Flight home')[6], amount(row('Flight home')[7])]).toEqual(['50.00', 'USD', '42.63']);
    expect([amount(row('Market, "organic"')[5]), row('Market, "organic"')[6], amount(row('Market, "organic"')[7])]).toEqual(['10.00', 'EUR', '10.00']);
    expect([amount(row('Design job')[5]), row('Design job')[6], amount(row('Design job')[7])]).toEqual(['100.00', 'BRL', '20.00']);
    expect(table!.header[7]).toBe('Amount (EUR)');
    const truth = await sqlTruth(alice, 'EUR');
    expect(truth).toMatchObject({ income: '1480.00', expenses: '159.71' });
    expect(amount(labelled(table!, 'Total income')![7])).toBe(truth.income);
    expect(amount(labelled(table!, 'Total expenses')![7])).toBe(truth.expenses);
    expect(sumColumn(table!.data.filter((r) => r[1] === 'Expense'), 7)).toBe(truth.expenses);
  });

  it('a custom range keeps only its days (both ends included)', async () => {
    const [table] = await tablesOf(
      await post(alice, { format: 'csv', reportType: 'expenses', currency: 'USD', dateRange: { startDate: '2026-10-15', endDate: '2026-11-11' } }),
      'csv',
      false,
    );
    expect(table!.data.map((r) => r[0])).toEqual(['2026-10-15', '2026-11-10', '2026-11-11']);
    expect(labelled(table!, 'Total expenses')![7]).toBe((await sqlTruth(alice, 'USD', '2026-10-15', '2026-11-11', 'expense')).expenses);
  });

  it('streams many pages in (date, id) order without losing or repeating a row at page edges', async () => {
    const user = await registerUser(t.app);
    // 4,500 rows on three dates: pages (100 or 2,000 rows) end in the middle of a date.
    await t.database.db.execute(sql`
      insert into transactions (user_id, type, amount, currency, description, category_id, tags, raw_input, transaction_date,
                                historical_exchange_rate, historical_converted_amount)
      select ${user.id}, 'expense', (g % 100) + 0.01, 'USD', 'Bulk ' || g,
             (select id from categories where user_id = ${user.id} and name = 'Other'), '{}', 'bulk',
             date '2026-03-01' + (g % 3), 1, (g % 100) + 0.01
      from generate_series(1, 4500) g`);
    const res = await post(user, { format: 'csv', reportType: 'expenses', currency: 'USD' });
    const [table] = csvTables(res.body, false);
    expect(table!.data).toHaveLength(4500);
    expect(new Set(table!.data.map((r) => r[3])).size).toBe(4500);
    const truth = await sqlTruth(user, 'USD');
    expect(sumColumn(table!.data, 7)).toBe(truth.expenses);
    expect(labelled(table!, 'Total expenses')![7]).toBe(truth.expenses);
    const xlsx = xlsxTable((await readXlsx((await post(user, { format: 'excel', reportType: 'expenses', currency: 'USD' })).rawPayload))[0]!);
    expect(xlsx.data).toHaveLength(4500);
    expect(sumColumn(xlsx.data, 7)).toBe(truth.expenses);
    // PGlite reads the pages from a prepared statement per export: none is left behind.
    expect(await preparedStatementsLeft()).toBe(0);
   }, 120_000);
});

describe.runIf(TEST_DB === 'postgres')('PostgreSQL: the export worker reads the rows on its own connection', () => {
  /** Alice's transactions report, whose rows must not be read on this (the request) thread. */
  async function reportNotReadHere() {
    const report = await buildReport(createExportRepository(t.database.db), {
      userId: alice.id,
      reportType: 'transactions',
      currency: 'USD',
      range: null,
      tr: getTranslator('en'),
      paging: PAGING.postgres,
    });
    report.sections[0]!.pages = {
      [Symbol.asyncIterator]: () => {
        throw new Error('rows read on the request thread');
      },
    };
    return report;
  }
  const csvOf = async (stream: Readable) => {
    let body = '';
    for await (const chunk of stream) body += String(chunk);
    return body;
  };

  it.each(FORMATS)('%s: every row, from the worker', async (format) => {
    const pool = createExportPool({ size: 1, databaseUrl: t.database.url });
    try {
      const stream = pool.write(await reportNotReadHere(), { format, created: clock, language: 'en' });
      const truth = await sqlTruth(alice, 'USD');
      if (format === 'csv') {
        const [table] = csvTables(await csvOf(stream), false);
        expect(table!.data).toHaveLength(truth.count);
        expect(labelled(table!, 'Total expenses')![7]).toBe(truth.expenses);
      } else {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const table = xlsxTable((await readXlsx(Buffer.concat(chunks)))[0]!);
        expect(table.data).toHaveLength(truth.count);
        expect(sumColumn(table.data.filter((r) => r[1] === 'Expense'), 7)).toBe(truth.expenses);
      }
    } finally {
      await pool.close();
    }
  });

  it('without a database for the workers the request thread reads them (what the test above rules out)', async () => {
    const pool = createExportPool({ size: 1 });
    try {
      await expect(csvOf(pool.write(await reportNotReadHere(), { format: 'csv', created: clock, language: 'en' }))).rejects.toThrow('rows read on the request thread');
    } finally {
      await pool.close();
    }
  });
});

// --- summaries ----------------------------------------------------------------------------------

describe('monthly, quarterly and annual summaries', () => {
  const cases = [
    // reportType, period label, start, end, previous start, previous end, sheet
    ['monthly-summary', '2026-11', '2026-11-01', '2026-11-30', '2026-10-01', '2026-10-31', 'Monthly summary'],
    ['quarterly-summary', '2026 Q4', '2026-10-01', '2026-12-31', '2026-07-01', '2026-09-30', 'Quarterly summary'],
    ['annual-summary', '2026', '2026-01-01', '2026-12-31', '2025-01-01', '2025-12-31', 'Annual summary'],
  ] as const;

  it.each(FORMATS.flatMap((format) => cases.map((c) => ({ format, c }))))(
    '$c.0 as $format: the current period’s income, expenses, net and change equal SQL’s',
    async ({ format, c }) => {
      const [reportType, label, start, end, prevStart, prevEnd, sheet] = c;
      const [periods, byCategory] = await tablesOf(await post(alice, { format, reportType, currency: 'USD' }), format, true);
      expect(periods!.title).toBe(sheet);
      expect(byCategory!.title).toBe('By category');
      expect(periods!.header).toEqual([
        'Period',
        'Start',
        'End',
        'Income (USD)',
        'Expenses (USD)',
        'Net (USD)',
        'Income change (USD)',
        'Expenses change (USD)',
        'Net change (USD)',
      ]);
      const now = await sqlTruth(alice, 'USD', start, end);
      const before = await sqlTruth(alice, 'USD', prevStart, prevEnd);
      const net = (x: Truth) => cents(x.income) - cents(x.expenses);
      expect(periods!.data).toHaveLength(1);
      const [row] = periods!.data;
      expect([row![0], dateText(row![1]), dateText(row![2])]).toEqual([label, start, end]);
      expect(row!.slice(3).map(cents)).toEqual([
        cents(now.income),
        cents(now.expenses),
        net(now),
        cents(now.income) - cents(before.income),
        cents(now.expenses) - cents(before.expenses),
        net(now) - net(before),
      ]);
      expect(labelled(periods!, 'Total')!.slice(3, 6).map(cents)).toEqual([cents(now.income), cents(now.expenses), net(now)]);
      // Per category: amounts add up to the period's totals, changes are against the period before.
      const lines = byCategory!.data.filter((r) => r[0] === label);
      const sumOf = (type: string, col: number) => lines.filter((r) => r[1] === type).reduce((s, r) => s + cents(r[col]), 0n);
      expect(sumOf('Income', 3)).toBe(cents(now.income));
      expect(sumOf('Expense', 3)).toBe(cents(now.expenses));
      expect(sumOf('Expense', 4)).toBe(cents(before.expenses));
      for (const line of lines) expect(cents(line[5])).toBe(cents(line[3]) - cents(line[4]));
    },
  );

  it('the figures a person would check, by hand', async () => {
    const [periods, byCategory] = csvTables((await post(alice, { format: 'csv', reportType: 'monthly-summary', currency: 'USD' })).body, true);
    // November: income 1200 + 100 BRL (25.00); expenses 25.50 + 12.25 + 40 EUR (50.00) + 5 + 7.77 + 3.33. October: 30 + 10 EUR (12.50).
    expect(periods!.data[0]).toEqual(['2026-11', '2026-11-01', '2026-11-30', '1225.00', '103.85', '1121.15', '1225.00', '61.35', '1163.65']);
    expect(byCategory!.data.find((r) => r[2] === 'Dining')).toEqual(['2026-11', 'Expense', 'Dining', '25.50', '30.00', '-4.50', '-15.0']);
    // A category that fell to zero still shows, with its change.
    expect(byCategory!.data.find((r) => r[2] === 'Groceries')).toEqual(['2026-11', 'Expense', 'Groceries', '0.00', '12.50', '-12.50', '-100.0']);
    // New this month: no percentage of nothing.
    expect(byCategory!.data.find((r) => r[2] === 'Salary')).toEqual(['2026-11', 'Income', 'Salary', '1200.00', '0.00', '1200.00', '']);
  });

  it('a custom range lists every period touching it, clipped to it, each compared with the one before', async () => {
    const res = await post(alice, {
      format: 'excel',
      reportType: 'monthly-summary',
      currency: 'USD',
      dateRange: { startDate: '2026-09-15', endDate: '2026-11-11' },
    });
    const [periods] = (await readXlsx(res.rawPayload)).map(xlsxTable);
    expect(periods!.data.map((r) => [r[0], dateText(r[1]), dateText(r[2]), amount(r[3]), amount(r[4]), amount(r[5]), amount(r[8])])).toEqual([
      // The September 5 salary is before the range; August (before September) is empty.
      ['2026-09', '2026-09-15', '2026-09-30', '0.00', '0.00', '0.00', '0.00'],
      ['2026-10', '2026-10-01', '2026-10-31', '0.00', '42.50', '-42.50', '-42.50'],
      ['2026-11', '2026-11-01', '2026-11-11', '1225.00', '37.75', '1187.25', '1229.75'],
    ]);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tally-monthly-summary-2026-09-15-to-2026-11-11-USD-created-2026-11-22.xlsx"',
    );
  });
});

// --- tax summary --------------------------------------------------------------------------------

describe('tax summary', () => {
  it.each(FORMATS)('%s: income and expenses by category and the year’s totals, clearly labelled', async (format) => {
    const [income, expenses, totals] = await tablesOf(await post(alice, { format, reportType: 'tax-summary', currency: 'USD' }), format, true);
    expect([income!.title, expenses!.title, totals!.title]).toEqual(['Income by category', 'Expenses by category', 'Totals']);
    expect(income!.header).toEqual(['Category', 'Transactions', 'Amount (USD)']);
    const year = await sqlTruth(alice, 'USD', '2026-01-01', '2026-12-31');
    expect(income!.data.map((r) => [r[0], Number(r[1]), amount(r[2])])).toEqual([
      ['Salary', 2, '2200.00'],
      ['Freelance', 1, '25.00'],
    ]);
    expect(amount(labelled(income!, 'Total income')![2])).toBe(year.income);
    expect(amount(labelled(expenses!, 'Total expenses')![2])).toBe(year.expenses);
    expect(Number(labelled(expenses!, 'Total expenses')![1])).toBe(8);
    expect(sumColumn(expenses!.data, 2)).toBe(year.expenses);
    expect(dateText(labelled(totals!, 'Period start')![1])).toBe('2026-01-01');
    expect(dateText(labelled(totals!, 'Period end')![1])).toBe('2026-12-31');
    expect(labelled(totals!, 'Currency')![1]).toBe('USD');
    expect(amount(labelled(totals!, 'Total income')![1])).toBe('2225.00');
    expect(amount(labelled(totals!, 'Total expenses')![1])).toBe('146.35');
    expect(amount(labelled(totals!, 'Net income')![1])).toBe('2078.65');
    // The 2025 flight is outside the tax year.
    expect(expenses!.data.some((r) => r[0] === 'Travel')).toBe(false);
  });
});

// --- default ranges and the file itself -------------------------------------------------------

describe('default ranges, file names and headers', () => {
  it.each([
    ['transactions', 'all-time'],
    ['expenses', 'all-time'],
    ['income', 'all-time'],
    ['monthly-summary', '2026-11-01-to-2026-11-30'],
    ['quarterly-summary', '2026-10-01-to-2026-12-31'],
    ['annual-summary', '2026-01-01-to-2026-12-31'],
    ['tax-summary', '2026-01-01-to-2026-12-31'],
  ])('%s covers %s by default', async (reportType, span) => {
    const csv = await post(alice, { format: 'csv', reportType, currency: 'GBP' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="tally-${reportType}-${span}-GBP-created-2026-11-22.csv"`);
    expect(csv.headers['cache-control']).toBe('no-store');
    const xlsx = await post(alice, { format: 'excel', reportType, currency: 'GBP' });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="tally-${reportType}-${span}-GBP-created-2026-11-22.xlsx"`);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK'); // a zip container
  });

  it('takes “today” in the user’s timezone', async () => {
    clock = new Date('2026-12-01T02:00:00Z'); // still November 30 in São Paulo
    try {
      const res = await post(alice, { format: 'csv', reportType: 'monthly-summary', currency: 'USD' });
      expect(res.headers['content-disposition']).toContain('tally-monthly-summary-2026-11-01-to-2026-11-30-USD-created-2026-11-30.csv');
    } finally {
      clock = new Date('2026-11-22T12:00:00Z');
    }
  });

  it('accepts ISO instants as range dates, taking their calendar date in the user’s timezone', async () => {
    const res = await post(alice, {
      format: 'csv',
      reportType: 'expenses',
      currency: 'USD',
      // 02:00 UTC on Nov 11 is still Nov 10 in São Paulo.
      dateRange: { startDate: '2026-11-10T03:00:00.000Z', endDate: '2026-11-11T02:00:00.000Z' },
    });
    const [table] = csvTables(res.body, false);
    expect(table!.data.map((r) => r[0])).toEqual(['2026-11-10']);
  });

  it('the Excel workbook: frozen header, filter, widths, currency and date formats, bold totals', async () => {
    const sheets = await readXlsx((await post(alice, { format: 'excel', reportType: 'transactions', currency: 'BRL' })).rawPayload);
    expect(sheets.map((s) => s.name)).toEqual(['Transactions']);
    const ws = sheets[0]!.worksheet;
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.getColumn(4).width).toBe(40);
    const eurRow = sheets[0]!.rows.findIndex((r) => r[6] === 'EUR') + 1;
    expect(ws.getRow(eurRow).getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect(ws.getRow(eurRow).getCell(6).numFmt).toContain('"€"#,##0.00');
    expect(ws.getRow(eurRow).getCell(8).numFmt).toContain('"R$"#,##0.00');
    const totalRow = sheets[0]!.rows.findIndex((r) => r[0] === 'Total income') + 1;
    expect(ws.getRow(totalRow).getCell(8).font?.bold).toBe(true);
    expect(typeof ws.getRow(totalRow).getCell(8).value).toBe('number');
  });
});

// --- the user's language --------------------------------------------------------------------------

describe('headings and sheet names in the user’s language', () => {
  it.each([
    ['pt', 'Transações', ['Data', 'Tipo', 'Categoria', 'Descrição'], 'Restaurantes', 'Despesa', 'Resumo mensal'],
    ['es', 'Transacciones', ['Fecha', 'Tipo', 'Categoría', 'Descripción'], 'Restaurantes', 'Gasto', 'Resumen mensual'],
  ])('%s', async (language, sheet, headings, dining, expense, monthly) => {
    const user = await registerUser(t.app, { preferredLanguage: language });
    await add(user, { amount: '9.99', category: 'Dining', description: 'Lunch', transactionDate: '2026-11-05' });
    const [ws] = await readXlsx((await post(user, { format: 'excel', reportType: 'transactions', currency: 'USD' })).rawPayload);
    expect(ws!.name).toBe(sheet);
    expect(ws!.rows[0]!.slice(0, 4)).toEqual(headings);
    expect(ws!.rows[1]!.slice(1, 3)).toEqual([expense, dining]);
    const tables = csvTables((await post(user, { format: 'csv', reportType: 'monthly-summary', currency: 'USD' })).body, true);
    expect(tables[0]!.title).toBe(monthly);
  });
});

describe('amounts in the user’s format (issue 15)', () => {
  it.each([
    ['pt', 'BRL', '47623.60', '"R$" #,##0.00;-"R$" #,##0.00'],
    ['es', 'EUR', '1251.65', '#,##0.00 "€";-#,##0.00 "€"'],
    ['en', 'BRL', '47623.60', '"R$"#,##0.00;-"R$"#,##0.00'],
  ])('%s: Excel shows %s amounts with the language’s symbol placement; cells and CSV stay numbers', async (language, currency, amount, numFmt) => {
    const user = await registerUser(t.app, { preferredLanguage: language });
    await add(user, { amount, currency, category: 'Dining', description: 'Dinner', transactionDate: '2026-11-05' });
    const [ws] = await readXlsx((await post(user, { format: 'excel', reportType: 'transactions', currency })).rawPayload);
    const row = ws!.worksheet.getRow(2);
    for (const column of [6, 8]) {
      expect(row.getCell(column).numFmt).toBe(numFmt);
      expect(row.getCell(column).value).toBe(Number(amount));
    }
    const yen = await readXlsx((await post(user, { format: 'excel', reportType: 'transactions', currency: 'JPY' })).rawPayload);
    expect(yen[0]!.worksheet.getRow(2).getCell(8).numFmt).not.toContain('.00');
    const [table] = csvTables((await post(user, { format: 'csv', reportType: 'transactions', currency })).body, false);
    expect(table!.data[0]![5]).toBe(amount);
  });
});

// --- formula injection ----------------------------------------------------------------------------

describe('spreadsheet formula injection', () => {
  const dangerous = /^[=+\-@\t\r]/;
  const textCells = (rows: unknown[][]) => rows.flat().filter((v): v is string => typeof v === 'string');

  it.each(FORMATS)('%s: no text cell starts a formula, and the text is kept after an apostrophe', async (format) => {
    for (const reportType of REPORT_TYPES) {
      const tables = await tablesOf(await post(alice, { format, reportType, currency: 'USD' }), format, !['transactions', 'expenses', 'income'].includes(reportType));
      for (const table of tables) {
        const cells = [...table.header, ...textCells(table.data), ...textCells(table.totals)];
        // Amount cells in CSV are numbers (a negative one starts with "-"): only text is checked.
        const texts = format === 'csv' ? cells.filter((c) => !/^-?\d+(\.\d+)?$/.test(c)) : cells;
        expect(texts.filter((c) => dangerous.test(c)), `${reportType} ${table.title ?? ''}`).toEqual([]);
      }
    }
    const [table] = await tablesOf(await post(alice, { format, reportType: 'transactions', currency: 'USD' }), format, false);
    const descriptions = table!.data.map((r) => r[3]);
    // XML reads a raw carriage return back as a line feed: the cell keeps its apostrophe either way.
    for (const injection of INJECTIONS) expect(descriptions).toContain(`'${format === 'excel' ? injection.replace('\r', '\n') : injection}`);
    expect(table!.data.map((r) => r[2])).toContain(`'=Evil()`);
    expect(table!.data.map((r) => r[4])).toContain(`'@home`);
  });
});

// --- who may export what --------------------------------------------------------------------------

describe('access', () => {
  it('401 without a session, 403 for another user’s id, 403 cross-site', async () => {
    expect((await post(null, { format: 'csv', reportType: 'transactions', currency: 'USD' })).statusCode).toBe(401);
    const other = await post(alice, { userId: bob.id, format: 'csv', reportType: 'transactions', currency: 'USD' });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('userIdMismatch');
    const csrf = await post(alice, { format: 'csv', reportType: 'transactions', currency: 'USD' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(csrf.statusCode).toBe(403);
  });

  it('another user’s data never appears, in any report or format', async () => {
    for (const reportType of REPORT_TYPES) {
      for (const format of FORMATS) {
        const res = await post(alice, { format, reportType, currency: 'USD', dateRange: { startDate: '2020-01-01', endDate: '2026-12-31' } });
        expect(res.statusCode).toBe(200);
        const content = format === 'csv' ? res.body : JSON.stringify((await readXlsx(res.rawPayload)).map((s) => s.rows));
        for (const secret of ['BOB-SECRET', 'BOB-PAY', 'bobtag', '999.99', '888.88', '1888.87', '1111.11']) {
          expect(content, `${reportType} ${format}`).not.toContain(secret);
        }
      }
    }
    // And Bob's own export has his rows only.
    const [mine] = csvTables((await post(bob, { format: 'csv', reportType: 'transactions', currency: 'USD' })).body, false);
    expect(mine!.data.map((r) => r[3]).sort()).toEqual(['BOB-PAY', 'BOB-SECRET']);
  });
});

// --- bad requests -------------------------------------------------------------------------------

describe('bad bodies get a 400 that says what to fix', () => {
  const good = { format: 'csv', reportType: 'transactions', currency: 'USD' };
  it.each([
    ['no format', { ...good, format: undefined }, 'exportFormatInvalid', 'format'],
    ['unknown format', { ...good, format: 'pdf' }, 'exportFormatInvalid', 'format'],
    ['no report type', { ...good, reportType: undefined }, 'reportTypeInvalid', 'reportType'],
    ['unknown report type', { ...good, reportType: 'weekly-summary' }, 'reportTypeInvalid', 'reportType'],
    ['no currency', { ...good, currency: undefined }, 'currencyRequired', 'currency'],
    ['unknown currency', { ...good, currency: 'XYZ' }, 'currencyInvalid', 'currency'],
    ['only a start date', { ...good, dateRange: { startDate: '2026-01-01' } }, 'dateRangeIncomplete', 'dateRange.endDate'],
    ['an empty end date', { ...good, dateRange: { startDate: '2026-01-01', endDate: '' } }, 'dateRangeIncomplete', 'dateRange.endDate'],
    ['a range that is not an object', { ...good, dateRange: '2026' }, 'dateRangeIncomplete', 'dateRange'],
    ['an impossible date', { ...good, dateRange: { startDate: '2026-02-30', endDate: '2026-03-01' } }, 'dateInvalid', 'dateRange.startDate'],
    ['words as a date', { ...good, dateRange: { startDate: 'yesterday', endDate: '2026-03-01' } }, 'dateInvalid', 'dateRange.startDate'],
    ['start after end', { ...good, dateRange: { startDate: '2026-03-02', endDate: '2026-03-01' } }, 'dateRangeOrder', 'dateRange'],
    ['an unknown field', { ...good, sheets: 3 }, 'validation', undefined],
    ['a userId that is not a number', { ...good, userId: 'me' }, 'validation', 'userId'],
  ])('%s', async (_name, body, code, field) => {
    const res = await post(alice, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(res.json().field).toBe(field);
    expect(res.json().error).toBeTruthy();
  });

  it('the start-after-end message is one a person can act on', async () => {
    const res = await post(alice, { ...good, dateRange: { startDate: '2026-03-02', endDate: '2026-03-01' } });
    expect(res.json().error).toBe('The start date must be on or before the end date');
  });

  it('a single day is a valid range', async () => {
    const res = await post(alice, { ...good, dateRange: { startDate: '2026-11-10', endDate: '2026-11-10' } });
    expect(res.statusCode).toBe(200);
    expect(csvTables(res.body, false)[0]!.data).toHaveLength(1);
  });
});

// --- running exports per user ---------------------------------------------------------------------

describe('at most 2 running exports per user', () => {
  const body = { format: 'csv', reportType: 'transactions', currency: 'USD' };

  it('a third while two run gets 429 with Retry-After; others are not affected; a slot frees when one ends', async () => {
    const user = await registerUser(t.app);
    const key = `exports:${user.id}`;
    const first = await t.limiter.acquireSlot(key, 2, 60);
    const second = await t.limiter.acquireSlot(key, 2, 60);
    const refused = await post(user, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'exportsBusy' });
    expect(refused.headers['retry-after']).toBe('5');
    expect((await post(bob, body)).statusCode).toBe(200);
    await t.limiter.releaseSlot(key, first!);
    expect((await post(user, body)).statusCode).toBe(200);
    await t.limiter.releaseSlot(key, second!);
  });

  it('finished and refused exports give their slot back', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 3; i++) expect((await post(user, { ...body, format: i % 2 ? 'excel' : 'csv' })).statusCode).toBe(200);
    expect((await post(user, { ...body, dateRange: { startDate: '2026-02-02', endDate: '2026-02-01' } })).statusCode).toBe(400);
    const a = await t.limiter.acquireSlot(`exports:${user.id}`, 2, 60);
    const b = await t.limiter.acquireSlot(`exports:${user.id}`, 2, 60);
    expect(a && b).toBeTruthy();
    expect(await preparedStatementsLeft()).toBe(0);
  });

  it.each(FORMATS)('an abandoned %s download (the client went away) gives its slot back and stops quietly', async (format) => {
    const registered = await registerUser(t.app);
    await t.database.db.execute(sql`
      insert into transactions (user_id, type, amount, currency, description, category_id, tags, raw_input, transaction_date)
      select ${registered.id}, 'expense', 1.5, 'USD', 'Bulk ' || g,
             (select id from categories where user_id = ${registered.id} and name = 'Other'), '{}', 'bulk', date '2026-03-01'
      from generate_series(1, 5000) g`);
    const user = (await createUsersRepository(t.database.db).findById(registered.id))!;
    // On PostgreSQL the worker reads the rows itself: its reading stops too.
    const exports = createExportService(t.database.db, t.limiter, { databaseKind: t.database.kind, databaseUrl: t.database.url, now: () => clock });
    for (let i = 0; i < 3; i++) {
      const file = await exports.start(user, { format, reportType: 'transactions', currency: 'USD' });
      // Read a little, then drop the stream as Fastify does when the connection closes.
      await new Promise((resolve) => file.stream.once('data', resolve));
      file.stream.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const a = await t.limiter.acquireSlot(`exports:${user.id}`, 2, 60);
    const b = await t.limiter.acquireSlot(`exports:${user.id}`, 2, 60);
    expect(a && b).toBeTruthy();
    expect(await preparedStatementsLeft()).toBe(0);
    await exports.close();
  }, 60_000);
});

// --- a real spreadsheet program -------------------------------------------------------------------

// The workbook is written by the same code on either database (the reports above check its rows on both), so LibreOffice opens
// it in the PGlite run only: each conversion starts the program, about 20 s a run.
describe.skipIf(!sofficeInstalled || TEST_DB !== 'pglite')('LibreOffice opens the workbooks (skipped when soffice is not installed; in the PGlite run)', () => {
  it('transactions: every sheet converts, with the same rows and totals', async () => {
    const res = await post(alice, { format: 'excel', reportType: 'transactions', currency: 'EUR' });
    const sheets = await sofficeSheetsAsCsv(res.rawPayload);
    const rows = sheets.get('Transactions')!;
    expect(rows[0]).toEqual(['Date', 'Type', 'Category', 'Description', 'Tags', 'Original amount', 'Original currency', 'Amount (EUR)']);
    const truth = await sqlTruth(alice, 'EUR');
    const data = rows.slice(1).filter((r) => /^\d{4}-\d{2}-\d{2}$/.test(r[0] ?? ''));
    expect(data).toHaveLength(truth.count);
    const toCentsLoose = (v: string) => toCents(Number(v).toFixed(2));
    const sum = (type: string) => data.filter((r) => r[1] === type).reduce((s, r) => s + toCentsLoose(r[7]!), 0n);
    expect(sum('Income')).toBe(toCents(truth.income));
    expect(sum('Expense')).toBe(toCents(truth.expenses));
    expect(toCentsLoose(rows.find((r) => r[0] === 'Total expenses')![7]!)).toBe(toCents(truth.expenses));
    expect(data.map((r) => r[3])).toContain(`'${INJECTIONS[0]}`);
  }, 120_000);

  it('summaries and the tax summary: all sheets open with their figures', async () => {
    const monthly = await sofficeSheetsAsCsv((await post(alice, { format: 'excel', reportType: 'monthly-summary', currency: 'USD' })).rawPayload);
    expect([...monthly.keys()].sort()).toEqual(['By category', 'Monthly summary']);
    expect(monthly.get('Monthly summary')![1]).toEqual(['2026-11', '2026-11-01', '2026-11-30', '1225', '103.85', '1121.15', '1225', '61.35', '1163.65']);
    const tax = await sofficeSheetsAsCsv((await post(alice, { format: 'excel', reportType: 'tax-summary', currency: 'USD' })).rawPayload);
    expect([...tax.keys()].sort()).toEqual(['Expenses by category', 'Income by category', 'Totals']);
    expect(tax.get('Totals')!.find((r) => r[0] === 'Net income')).toEqual(['Net income', '2078.65']);
  }, 120_000);
});
