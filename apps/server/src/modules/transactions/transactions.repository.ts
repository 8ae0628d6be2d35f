import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, transactions } from '../../db/schema';
import { minorUnits } from '@tally/shared/currencies';
import { sqlCrossRate, sqlMinorUnits } from '../currencies/exchange-rates.repository';

export type TransactionInsert = typeof transactions.$inferInsert;
export type TransactionRowWithCategory = Omit<typeof transactions.$inferSelect, 'searchText' | 'importKey' | 'importId'> & { categoryName: string };

export interface TransactionFilter {
  from?: string;
  to?: string;
  type?: 'income' | 'expense';
  categoryId?: number;
  categoryName?: string;
  tag?: string;
  currency?: string;
  /** Words in lower case without accents (see foldForSearch), each found somewhere in the description. */
  search?: string[];
}

/** The search text folded as transactions.search_text is (lower case, accents dropped), as separate words. */
export function foldForSearch(text: string): string[] {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/\s+/).filter((word) => word !== '');
}

/** A LIKE pattern matching `text` literally anywhere ('%', '_' and '\\' taken as themselves). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The one definition of a transaction's value in its owner's preferred currency, used by every total
 * (dashboard, chat answers, budgets, export summaries): the stored conversion. It is NULL exactly when
 * no rate was known; SQL sums skip it (it is never summed unconverted) and `sqlMissingRate` counts it.
 * `alias` is the transactions table's alias in the query.
 */
export function sqlPreferredValue(alias = 't'): SQL {
  return sql.raw(`${alias}.historical_converted_amount`);
}

/** The row has no conversion into the preferred currency (no rate was known for its currency and date). */
export function sqlMissingRate(alias = 't'): SQL {
  return sql.raw(`(${alias}.historical_converted_amount is null)`);
}

/**
 * Income and expense totals in the preferred currency, the number of rows, and how many of them were
 * left out of the totals for lack of a rate: select-list columns income, expenses, count, withoutRate.
 */
export function sqlTotalsColumns(alias = 't'): SQL {
  const value = sqlPreferredValue(alias);
  const type = sql.raw(`${alias}.type`);
  return sql`coalesce(sum(${value}) filter (where ${type} = 'income'), 0.00)::text as income,
             coalesce(sum(${value}) filter (where ${type} = 'expense'), 0.00)::text as expenses,
             count(*)::int as count,
             (count(*) filter (where ${sqlMissingRate(alias)}))::int as "withoutRate"`;
}

export interface Totals {
  income: string;
  expenses: string;
  count: number;
  withoutRate: number;
}

/** The stored rate and converted amount of a row into `to` (rate 1 and the amount itself when it is `to`). */
function conversionInto(currency: SQL, amount: SQL, date: SQL, to: SQL, places: SQL) {
  const rate = sql`(case when ${currency} = ${to} then 1 else ${sqlCrossRate(currency, to, date)} end)`;
  return { rate, converted: sql`round(${amount} * ${rate}, ${places})` };
}

const withCategory = {
  id: transactions.id,
  userId: transactions.userId,
  type: transactions.type,
  amount: transactions.amount,
  currency: transactions.currency,
  historicalConvertedAmount: transactions.historicalConvertedAmount,
  historicalExchangeRate: transactions.historicalExchangeRate,
  description: transactions.description,
  categoryId: transactions.categoryId,
  tags: transactions.tags,
  rawInput: transactions.rawInput,
  transactionDate: transactions.transactionDate,
  createdAt: transactions.createdAt,
  categoryName: categories.name,
};

function whereFor(userId: number, f: TransactionFilter): SQL {
  return and(
    eq(transactions.userId, userId),
    f.from ? gte(transactions.transactionDate, f.from) : undefined,
    f.to ? lte(transactions.transactionDate, f.to) : undefined,
    f.type ? eq(transactions.type, f.type) : undefined,
    f.categoryId !== undefined ? eq(transactions.categoryId, f.categoryId) : undefined,
    f.categoryName ? sql`lower(${categories.name}) = lower(${f.categoryName})` : undefined,
    f.tag ? sql`${transactions.tags} @> array[${f.tag}]::text[]` : undefined,
    f.currency ? eq(transactions.currency, f.currency) : undefined,
    ...(f.search ?? []).map((word) => sql`${transactions.searchText} like ${containsPattern(word)}`),
  )!;
}

export function createTransactionsRepository(db: DbOrTx) {
  return {
    async insert(rows: TransactionInsert[]): Promise<number[]> {
      const inserted = await db.insert(transactions).values(rows).returning({ id: transactions.id });
      return inserted.map((r) => r.id);
    },

    async update(userId: number, id: number, values: Partial<TransactionInsert>): Promise<boolean> {
      const rows = await db
        .update(transactions)
        .set(values)
        .where(and(eq(transactions.userId, userId), eq(transactions.id, id)))
        .returning({ id: transactions.id });
      return rows.length > 0;
    },

    async delete(userId: number, id: number): Promise<TransactionRowWithCategory | undefined> {
      const [row] = await this.findByIds(userId, [id]);
      if (!row) return undefined;
      await db.delete(transactions).where(and(eq(transactions.userId, userId), eq(transactions.id, id)));
      return row;
    },

    /**
     * Stores each transaction's amount in the user's preferred currency at its own date (D5), rounded
     * to that currency's minor units: rate 1 and the amount itself when it already is in it, null
     * (both) when no rate is known. Runs for given ids after a write, or for all of a user's
     * transactions when the preferred currency changes.
     */
    async applyConversion(userId: number, preferredCurrency: string, ids?: number[]) {
      const to = sql`${preferredCurrency}::varchar`;
      const { rate, converted } = conversionInto(
        sql`${transactions.currency}`,
        sql`${transactions.amount}`,
        sql`${transactions.transactionDate}`,
        to,
        sql.raw(String(minorUnits(preferredCurrency))),
      );
      await db
        .update(transactions)
        .set({ historicalExchangeRate: rate, historicalConvertedAmount: converted })
        .where(and(eq(transactions.userId, userId), ids ? inArray(transactions.id, ids) : undefined));
    },

    /**
     * The same, for every user at once (each in their own preferred currency), for transactions dated
     * on or after `fromDate`: after new rates arrive for those dates.
     */
    async applyConversionForAll(fromDate: string) {
      const to = sql`u.preferred_currency`;
      const { rate, converted } = conversionInto(sql`t.currency`, sql`t.amount`, sql`t.transaction_date`, to, sqlMinorUnits(to));
      await db.execute(sql`
        update transactions t set historical_exchange_rate = ${rate}, historical_converted_amount = ${converted}
        from users u
        where u.id = t.user_id and t.transaction_date >= ${fromDate}::date`);
    },

    /** Own transactions by id, in the order of `ids`. */
    async findByIds(userId: number, ids: number[]): Promise<TransactionRowWithCategory[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(withCategory)
        .from(transactions)
        .innerJoin(categories, eq(categories.id, transactions.categoryId))
        .where(and(eq(transactions.userId, userId), inArray(transactions.id, ids)));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id)).filter((r): r is TransactionRowWithCategory => r !== undefined);
    },

    /**
     * Newest first by date, then by creation. The page's ids are found first, from the list-order
     * index alone, and only those 25-200 rows are read and joined: a page deep into 100k rows then
     * skips index entries instead of table rows (on PostgreSQL, the last page took ~100 ms this way
     * against ~350-950 ms reading every skipped row).
     */
    async list(userId: number, filter: TransactionFilter, limit: number, offset: number) {
      const where = whereFor(userId, filter);
      const order = [desc(transactions.transactionDate), desc(transactions.createdAt), desc(transactions.id)];
      // Every transaction has its category (a foreign key): the join is needed only to filter on its name.
      const joinCategory = eq(categories.id, transactions.categoryId);
      const idColumns = { id: transactions.id };
      const countColumns = { n: sql<number>`count(*)::int` };
      const pageIds = (
        filter.categoryName
          ? db.select(idColumns).from(transactions).innerJoin(categories, joinCategory).where(where)
          : db.select(idColumns).from(transactions).where(where)
      )
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const count = filter.categoryName
        ? db.select(countColumns).from(transactions).innerJoin(categories, joinCategory).where(where)
        : db.select(countColumns).from(transactions).where(where);
      const [rows, [counted]] = await Promise.all([
        db
          .select(withCategory)
          .from(transactions)
          .innerJoin(categories, eq(categories.id, transactions.categoryId))
          .where(and(eq(transactions.userId, userId), inArray(transactions.id, pageIds)))
          .orderBy(...order),
        count,
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}
