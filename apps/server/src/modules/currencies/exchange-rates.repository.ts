/**
 * Exchange rates: units of a currency per 1 USD by date. A conversion on a date uses the latest rate
 * on or before it (else the earliest after it), and the cross rate to/from is rounded to 10 places.
 * The same SQL expression serves stored conversions and read-time conversions, so both agree exactly.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CURRENCY_CODES, minorUnits } from '@tally/shared/currencies';
import { queryRows, type DbOrTx } from '../../db/client';
import { exchangeRates } from '../../db/schema';
import type { RateRow } from '../../platform/exchange-rates/providers';

/** The USD rate of `currency` on `date` (both SQL expressions). */
export function sqlRateAt(currency: SQL, date: SQL): SQL {
  return sql`coalesce(
    (select r.rate from exchange_rates r where r.currency = ${currency} and r.rate_date <= ${date} order by r.rate_date desc limit 1),
    (select r.rate from exchange_rates r where r.currency = ${currency} and r.rate_date > ${date} order by r.rate_date asc limit 1))`;
}

/** Rate to multiply an amount in `from` by to get `to`, rounded to 10 places (null if unknown). */
export function sqlCrossRate(from: SQL, to: SQL, date: SQL): SQL {
  return sql`round(${sqlRateAt(to, date)} / nullif(${sqlRateAt(from, date)}, 0), 10)`;
}

const UNUSUAL_MINOR_UNITS = CURRENCY_CODES.filter((c) => minorUnits(c) !== 2).map((c) => [c, minorUnits(c)] as const);

/** The ISO minor units (decimal places) of the currency `currency` (an SQL expression): 0, 2 or 3. */
export function sqlMinorUnits(currency: SQL): SQL {
  const cases = UNUSUAL_MINOR_UNITS.map(([code, places]) => sql`when ${sql.raw(`'${code}'`)} then ${sql.raw(String(places))}`);
  return sql`(case ${currency} ${sql.join(cases, sql` `)} else 2 end)`;
}

/**
 * `amount` (in `from`) expressed in `to` at `date`, rounded to `to`'s minor units; the amount itself
 * when from = to; null when no rate is known.
 */
export function sqlConvert(amount: SQL, from: SQL, to: SQL, date: SQL): SQL {
  return sql`(case when ${from} = ${to} then ${amount} else round(${amount} * ${sqlCrossRate(from, to, date)}, ${sqlMinorUnits(to)}) end)`;
}

export function createExchangeRatesRepository(db: DbOrTx) {
  return {
    /** The cross rate from → to on `date`, or null when either currency has no rate. */
    async crossRate(from: string, to: string, date: string): Promise<string | null> {
      const [row] = await queryRows<{ rate: string | null }>(
        db,
        sql`select ${sqlCrossRate(sql`${from}::varchar`, sql`${to}::varchar`, sql`${date}::date`)}::text as rate`,
      );
      return row?.rate ?? null;
    },

    async upsert(rows: RateRow[]) {
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insert(exchangeRates)
          .values(rows.slice(i, i + 500))
          .onConflictDoUpdate({
            target: [exchangeRates.currency, exchangeRates.rateDate],
            set: { rate: sql`excluded.rate`, source: sql`excluded.source` },
          });
      }
    },

    async summary() {
      const [row] = await queryRows<{ currencies: number; first: string | null; last: string | null }>(
        db,
        sql`select count(distinct currency)::int as currencies, min(rate_date)::text as first, max(rate_date)::text as last from exchange_rates`,
      );
      return row!;
    },
  };
}
