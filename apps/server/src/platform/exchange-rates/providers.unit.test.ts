import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@tally/shared/currencies';
import { MIGRATIONS_FOLDER } from '../../db/client';
import { BUNDLED_RATES, BUNDLED_RATES_DATE } from './bundled-rates';
import { bundledProvider, httpProvider, parseRatesCsv } from './providers';

describe('bundled rates', () => {
  it('cover every supported currency', () => {
    for (const code of CURRENCY_CODES) expect(BUNDLED_RATES[code], code).toMatch(/^\d+(\.\d+)?$/);
  });

  it('are what the seeding migration inserts', async () => {
    const file = readdirSync(MIGRATIONS_FOLDER).find((f) => f.endsWith('_bundled_exchange_rates.sql'))!;
    const sql = readFileSync(`${MIGRATIONS_FOLDER}/${file}`, 'utf8');
    const rows = await bundledProvider().fetchRates();
    for (const row of rows) expect(sql).toContain(`('${row.currency}', '${BUNDLED_RATES_DATE}', ${row.rate}, 'bundled')`);
  });
});

describe('parseRatesCsv', () => {
  it('reads date,currency,rate rows', () => {
    expect(parseRatesCsv('date,currency,rate\n2026-01-02,eur,0.91\n\n2026-01-02,BRL,5.5\n')).toEqual([
      { currency: 'EUR', rateDate: '2026-01-02', rate: '0.91', source: 'import' },
      { currency: 'BRL', rateDate: '2026-01-02', rate: '5.5', source: 'import' },
    ]);
  });

  it.each([
    ['currency,rate\nEUR,1', /header/],
    ['date,currency,rate\n2026-13-01,EUR,1', /line 2: .*not a date/],
    ['date,currency,rate\n2026-01-01,XYZ,1', /line 2: .*not a supported currency/],
    ['date,currency,rate\n2026-01-01,EUR,1\n2026-01-01,EUR,-2', /line 3: .*not a positive rate/],
  ])('refuses a bad file naming the line', (text, message) => {
    expect(() => parseRatesCsv(text)).toThrow(message);
  });
});

describe('httpProvider', () => {
  it('reads a USD-based JSON source served by a real local HTTP server', async () => {
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ base: 'USD', date: '2026-11-20', rates: { EUR: 0.93, BRL: '5.31', XYZ: 3, GBP: -1 } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const rows = await httpProvider(`http://127.0.0.1:${port}/latest`).fetchRates();
      expect(rows).toEqual([
        { currency: 'USD', rateDate: '2026-11-20', rate: '1', source: 'http' },
        { currency: 'EUR', rateDate: '2026-11-20', rate: '0.93', source: 'http' },
        { currency: 'BRL', rateDate: '2026-11-20', rate: '5.31', source: 'http' },
      ]);
    } finally {
      server.close();
    }
  });
});
