/**
 * Every named layout, end to end: a user imports the bank's file (the shared OFX files, a CSV of each
 * named bank, QIF and CAMT.053) and the dashboard's totals are the file's: rows counted, and income
 * minus expenses equal to the statement's exact signed total.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subtractAmounts } from '@tally/shared/money';
import { createTestApp, registerUser, type TestContext } from '../../../test/helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./parse/fixtures/${name}`, import.meta.url)));

describe('importing each named layout shows its totals on the dashboard', () => {
  it.each([
    // file, the user's currency, rows, exact signed total (income − expenses)
    ['ofx/bank_medium.ofx', 'CAD', 3, '-345.27'],
    ['ofx/checking.ofx', 'USD', 3, '-59.50'],
    ['ofx/suncorp.ofx', 'AUD', 1, '-16.85'],
    ['ofx/ofx-v102-empty-tags.ofx', 'AUD', 1, '12.34'],
    ['csv/nubank-card.csv', 'BRL', 6, '248.01'],
    ['csv/nubank-account.csv', 'BRL', 5, '2120.97'],
    ['csv/itau.csv', 'BRL', 5, '6877.35'],
    ['csv/santander-br.csv', 'BRL', 4, '496.73'],
    ['csv/santander-es.csv', 'EUR', 4, '2200.21'],
    ['csv/bbva.csv', 'EUR', 4, '882.66'],
    // 308.20 in the file's own currencies; its EUR card payment (7.85) counts as 6.71 GBP at the bundled rate.
    ['csv/revolut.csv', 'GBP', 5, '309.34'],
    ['csv/chase-checking.csv', 'USD', 5, '2283.06'],
    ['csv/chase-card.csv', 'USD', 5, '445.60'],
    ['qif/bank-us.qif', 'USD', null, '1204.35'],
    ['qif/ccard-eu.qif', 'EUR', null, '-834.90'],
  ])('%s', async (file, currency, count, total) => {
    const user = await registerUser(t.app, { preferredCurrency: currency });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/imports?fileName=${encodeURIComponent(file.split('/')[1]!)}`,
      headers: { ...user.headers, 'content-type': 'application/octet-stream' },
      payload: fixture(file),
    });
    expect(up.statusCode, up.body).toBe(200);
    const preview = up.json();
    if (count !== null) expect(preview.rows).toHaveLength(count);
    const done = await t.app.inject({ method: 'POST', url: `/api/imports/${preview.id}/confirm`, headers: user.headers, payload: {} });
    expect(done.json()).toEqual({ imported: preview.rows.length, alreadyImported: 0, skipped: 0 });
    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/dashboard?period=all', headers: user.headers })).json();
    expect(dashboard.withoutRate).toBe(0);
    expect(subtractAmounts(dashboard.totals.income, dashboard.totals.expenses)).toBe(total);
    expect(dashboard.totals.balance).toBe(total);
  });

  it('a CAMT.053 statement with a row in another currency: every row in, the foreign one converted', async () => {
    const user = await registerUser(t.app, { preferredCurrency: 'EUR' });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/imports?fileName=camt053.xml',
      headers: { ...user.headers, 'content-type': 'application/octet-stream' },
      payload: fixture('camt/camt053-v02.xml'),
    });
    expect(up.statusCode, up.body).toBe(200);
    const preview = up.json();
    expect(preview.rows.map((r: { amount: string; currency: string; type: string }) => `${r.type} ${r.amount} ${r.currency}`)).toEqual([
      'expense 42.50 EUR',
      'income 3250.00 EUR',
      'expense 12.99 EUR',
      'expense 20.00 USD',
    ]);
    expect((await t.app.inject({ method: 'POST', url: `/api/imports/${preview.id}/confirm`, headers: user.headers, payload: {} })).json()).toMatchObject({ imported: 4 });
    const list = (await t.app.inject({ method: 'GET', url: '/api/transactions?limit=10', headers: user.headers })).json();
    expect(list.total).toBe(4);
  });
});
