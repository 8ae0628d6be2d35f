import { multiplyAmount } from '@tally/shared/money';
import type { DbOrTx } from '../../db/client';
import { createExchangeRatesRepository } from './exchange-rates.repository';

export function createExchangeRatesService(db: DbOrTx) {
  const repo = createExchangeRatesRepository(db);
  return {
    /** `amount` in `from` expressed in `to` at `date`; null when a rate is missing. */
    async convert(amount: string, from: string, to: string, date: string): Promise<{ amount: string; rate: string } | null> {
      if (from === to) return { amount, rate: '1' };
      const rate = await repo.crossRate(from, to, date);
      return rate === null ? null : { amount: multiplyAmount(amount, rate), rate };
    },
  };
}
