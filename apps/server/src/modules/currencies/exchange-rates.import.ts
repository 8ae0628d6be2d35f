/**
 * Storing rates from any provider: upsert the rows, then re-express the stored conversions of every
 * transaction dated on or after the earliest new rate, in one database transaction.
 */
import type { Database } from '../../db/client';
import type { RateProvider, RateRow } from '../../platform/exchange-rates/providers';
import { createTransactionsRepository } from '../transactions/transactions.repository';
import { createExchangeRatesRepository } from './exchange-rates.repository';

export async function storeRates(db: Database, rows: RateRow[]): Promise<{ rows: number; from: string | null }> {
  if (rows.length === 0) return { rows: 0, from: null };
  const from = rows.reduce((min, r) => (r.rateDate < min ? r.rateDate : min), rows[0]!.rateDate);
  await db.transaction(async (tx) => {
    await createExchangeRatesRepository(tx).upsert(rows);
    // A rate also applies to earlier dates when it is the earliest known, so recompute from the start then.
    await createTransactionsRepository(tx).applyConversionForAll(from);
  });
  return { rows: rows.length, from };
}

/**
 * Fetches from a live provider now and every `intervalHours`; failures are logged, never thrown.
 * Returns the function that stops it (and waits for a refresh in progress, so the database can
 * close after it).
 */
export function startRatesRefresh(
  db: Database,
  provider: RateProvider,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
  intervalHours = 12,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const refresh = async () => {
    try {
      const result = await storeRates(db, await provider.fetchRates());
      log.info({ source: provider.name, ...result }, 'exchange rates refreshed');
    } catch (error) {
      log.warn({ source: provider.name, err: error }, 'exchange rate refresh failed; keeping the stored rates');
    }
  };
  const run = () => {
    if (running || stopped) return;
    running = refresh().finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, intervalHours * 3600_000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
