/**
 * Where exchange rates come from (D5), behind one interface: the bundled table (seeded by a
 * migration), a CSV file an operator imports, or a live HTTP source (RATES_URL). Each yields rows of
 * units-per-USD by date; the exchange_rates table is the one place conversions read from.
 */
import { CURRENCY_CODES, isCurrencyCode } from '@tally/shared/currencies';
import { isValidIsoDate } from '@tally/shared/dates';
import { isDecimalString } from '@tally/shared/money';
import { BUNDLED_RATES, BUNDLED_RATES_DATE, BUNDLED_RATES_SOURCE } from './bundled-rates';

export interface RateRow {
  currency: string;
  rateDate: string;
  rate: string;
  source: string;
}

export interface RateProvider {
  readonly name: string;
  fetchRates(): Promise<RateRow[]>;
}

export function bundledProvider(): RateProvider {
  return {
    name: BUNDLED_RATES_SOURCE,
    async fetchRates() {
      return Object.entries(BUNDLED_RATES).map(([currency, rate]) => ({ currency, rateDate: BUNDLED_RATES_DATE, rate, source: BUNDLED_RATES_SOURCE }));
    },
  };
}

/**
 * CSV with a header `date,currency,rate`: one row per currency and day, rate = units per 1 USD.
 * Throws with the line number on the first bad line, so nothing half-imports.
 */
export function parseRatesCsv(text: string, source = 'import'): RateRow[] {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const header = (lines.shift() ?? '').toLowerCase().replace(/\s/g, '');
  if (header !== 'date,currency,rate') throw new Error('The first line must be the header: date,currency,rate');
  const rows: RateRow[] = [];
  lines.forEach((line, i) => {
    if (line === '') return;
    const [date = '', currency = '', rate = ''] = line.split(',').map((c) => c.trim());
    const where = `line ${i + 2}`;
    if (!isValidIsoDate(date)) throw new Error(`${where}: "${date}" is not a date (YYYY-MM-DD)`);
    const code = currency.toUpperCase();
    if (!isCurrencyCode(code)) throw new Error(`${where}: "${currency}" is not a supported currency`);
    if (!isDecimalString(rate) || Number(rate) <= 0) throw new Error(`${where}: "${rate}" is not a positive rate`);
    rows.push({ currency: code, rateDate: date, rate, source });
  });
  return rows;
}

/**
 * A live source answering JSON like `{ "date": "YYYY-MM-DD", "rates": { "EUR": 0.92, ... } }` with USD as
 * the base (the format of exchangerate.host, frankfurter with `?from=USD`, and most such APIs).
 */
export function httpProvider(url: string, fetchImpl: typeof fetch = fetch): RateProvider {
  return {
    name: 'http',
    async fetchRates() {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`Rate source answered ${res.status}`);
      const body = (await res.json()) as { date?: unknown; rates?: Record<string, unknown> };
      const date = typeof body.date === 'string' && isValidIsoDate(body.date) ? body.date : null;
      if (!date || !body.rates) throw new Error('Rate source answered without date and rates');
      const rows: RateRow[] = [{ currency: 'USD', rateDate: date, rate: '1', source: 'http' }];
      for (const code of CURRENCY_CODES) {
        const value = body.rates[code];
        const rate = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : null;
        if (code !== 'USD' && rate && isDecimalString(rate) && Number(rate) > 0) rows.push({ currency: code, rateDate: date, rate, source: 'http' });
      }
      return rows;
    },
  };
}
