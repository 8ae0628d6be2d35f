import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../../test/helpers/app';
import { parseRatesCsv } from '../../platform/exchange-rates/providers';
import { storeRates } from './exchange-rates.import';
import { createExchangeRatesService } from './exchange-rates.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('exchange rates', () => {
  it('convert with the bundled table on a fresh database', async () => {
    const rates = createExchangeRatesService(t.database.db);
    expect(await rates.convert('100.00', 'USD', 'EUR', '2026-11-01')).toEqual({ amount: '85.25', rate: '0.8525000000' });
    expect(await rates.convert('100.00', 'EUR', 'EUR', '2026-11-01')).toEqual({ amount: '100.00', rate: '1' });
    // EUR→BRL is a cross rate through USD: 5.46 / 0.8525.
    expect(await rates.convert('10.00', 'EUR', 'BRL', '2020-01-01')).toEqual({ amount: '64.05', rate: '6.4046920821' });
  });

  it('an import re-expresses stored conversions from its earliest date', async () => {
    const user = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: user.headers,
      payload: { type: 'expense', amount: '10', currency: 'EUR', description: 'Train', category: 'Travel', transactionDate: '2026-03-05' },
    });
    expect(created.json().historicalConvertedAmount).toBe('11.73'); // bundled 0.8525
    const result = await storeRates(t.database.db, parseRatesCsv('date,currency,rate\n2026-03-01,EUR,0.5\n2026-03-01,USD,1\n'));
    expect(result).toEqual({ rows: 2, from: '2026-03-01' });
    const after = await t.app.inject({ method: 'GET', url: `/api/transactions/${created.json().id}`, headers: user.headers });
    expect(after.json()).toMatchObject({ historicalConvertedAmount: '20.00', historicalExchangeRate: '2.0000000000' });
  });
});
