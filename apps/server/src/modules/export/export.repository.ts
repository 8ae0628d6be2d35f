/**
 * The SQL of exports. Every amount is converted into the requested currency at its transaction's date
 * with the product's one conversion expression (sqlConvert), and every sum is numeric in SQL leaving
 * as text: the file's rows add up exactly to its totals.
 */
import pg from 'pg';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DateRange, IsoDate } from '@tally/shared/dates';
import { queryRows, type DbOrTx } from '../../db/client';
import { sqlConvert } from '../currencies/exchange-rates.repository';
import { sqlPreferredValue } from '../transactions/transactions.repository';

export type TransactionType = 'income' | 'expense';

export interface ExportFilter {
  userId: number;
  /** null: all time. */
  range: DateRange | null;
  type?: TransactionType;
  currency: string;
  /**
   * The export's currency is the user's preferred one (as read when the export started): rows read
   * their stored converted value directly, a cheaper query to plan than the conversion that falls
   * back to it (the same value, see `converted`).
   */
  inPreferred?: boolean;
}

export interface ExportTransactionRow {
  id: number;
  date: IsoDate;
  type: TransactionType;
  category: string;
  description: string;
  /** Joined with ", " (in SQL: cheaper than an array per row in the driver). */
  tags: string;
  amount: string;
  currency: string;
  /** null only when no rate is known for the transaction's currency. */
  converted: string | null;
}

export interface CategorySum {
  type: TransactionType;
  categoryId: number;
  category: string;
  total: string;
  count: number;
}

export interface PeriodCategorySum extends CategorySum {
  /** First day of the calendar period the sum belongs to. */
  periodStart: IsoDate;
}

export type PeriodUnit = 'month' | 'quarter' | 'year';

/**
 * Each row's amount in the export's currency. In the user's preferred currency that is the shared
 * stored value (sqlPreferredValue), so an export's totals agree with the dashboard to the cent; in
 * any other currency it is converted at the transaction's date. Null when no rate is known: such
 * rows are listed but never summed unconverted. `userId` makes the preferred-currency look-up run
 * once per query, not per row.
 */
const converted = (currency: string, userId: number) => sql`(case
  when ${currency}::varchar = (select u.preferred_currency from users u where u.id = ${userId}) then ${sqlPreferredValue('t')}
  else ${sqlConvert(sql`t.amount`, sql`t.currency`, sql`${currency}::varchar`, sql`t.transaction_date`)} end)`;

/**
 * The conversion's rate look-ups are correlated subqueries: PostgreSQL estimates them as costly per
 * row and, past a few thousand rows, JIT-compiles the query for ~2 s to save milliseconds. The
 * aggregates over a whole range run without JIT (transaction-local, so nothing else is affected).
 * A page of PAGE_SIZE rows is estimated well below jit_above_cost and runs as a plain query.
 */
async function rowsWithoutJit<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return queryRows<T>(tx, query);
  });
}

export interface PageKey {
  date: IsoDate;
  id: number;
}

/** Pages of one export from a prepared statement (`preparedPages`). */
export interface PageReader {
  read(after: PageKey | null): Promise<ExportTransactionRow[]>;
  close(): Promise<void>;
}

/** Before every row: the first page's key. */
const FIRST_PAGE = { date: '-infinity', id: 0 };

const dialect = new PgDialect();
let preparedCount = 0;

/** A value as an SQL literal, for EXECUTE's arguments (strings quoted by pg's escapeLiteral). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new TypeError(`no SQL literal for ${typeof value}`);
}

/** The rows of a page after the key (values or placeholders). */
function pageQuery(f: ExportFilter, after: { date: unknown; id: unknown }, limit: number): SQL {
  return sql`select t.id, t.transaction_date::text as date, t.type, c.name as category, t.description,
                    array_to_string(t.tags, ', ') as tags,
                    t.amount::text as amount, t.currency, (${f.inPreferred ? sqlPreferredValue('t') : converted(f.currency, f.userId)})::text as converted
             from transactions t join categories c on c.id = t.category_id
             where ${whereFor(f)} and (t.transaction_date, t.id) > (${after.date}::date, ${after.id}::int)
             order by t.transaction_date, t.id
             limit ${limit}`;
}

function whereFor(f: ExportFilter): SQL {
  return sql`t.user_id = ${f.userId}
    ${f.range ? sql`and t.transaction_date between ${f.range.start}::date and ${f.range.end}::date` : sql``}
    ${f.type ? sql`and t.type = ${f.type}` : sql``}`;
}

export function createExportRepository(db: DbOrTx) {
  return {
    /** Sums by type, in the requested currency. */
    async totals(f: ExportFilter): Promise<{ income: string; expenses: string; count: number }> {
      const [row] = await rowsWithoutJit<{ income: string; expenses: string; count: number }>(
        db,
        sql`select coalesce(sum(${converted(f.currency, f.userId)}) filter (where t.type = 'income'), 0.00)::text as income,
                   coalesce(sum(${converted(f.currency, f.userId)}) filter (where t.type = 'expense'), 0.00)::text as expenses,
                   count(*)::int as count
            from transactions t where ${whereFor(f)}`,
      );
      return row!;
    },

    /**
     * One page of transactions in (date, id) order after `after` (keyset pagination: each page is an
     * index range scan, whatever its depth, and nothing is held open between pages).
     */
    async page(f: ExportFilter, after: PageKey | null, limit: number): Promise<ExportTransactionRow[]> {
      return queryRows<ExportTransactionRow>(db, pageQuery(f, after ?? FIRST_PAGE, limit));
    },

    /**
     * The same pages from one prepared statement, each page read as one JSON text (PGlite, which
     * answers in the request thread). A plain page query there costs ~1.7 ms of parsing, planning
     * (the conversion expression) and decoding the result row by row, beside 14.5 µs a row; prepared
     * once and read as a single value, a 100-row page takes ~1.1 ms. The statement is named per
     * export and deallocated by `close`.
     */
    async preparedPages(f: ExportFilter, limit: number): Promise<PageReader> {
      const name = `export_page_${++preparedCount}`;
      const query = dialect.sqlToQuery(
        sql`select coalesce(json_agg(p), '[]')::text as page
            from (${pageQuery(f, { date: sql.placeholder('afterDate'), id: sql.placeholder('afterId') }, limit)}) p`,
      );
      await db.execute(sql.raw(`prepare ${name} as ${query.sql}`));
      return {
        async read(after) {
          const key = after ?? FIRST_PAGE;
          const values = fillPlaceholders(query.params, { afterDate: key.date, afterId: key.id });
          const [row] = await queryRows<{ page: string }>(db, sql.raw(`execute ${name}(${values.map(literal).join(', ')})`));
          return JSON.parse(row!.page) as ExportTransactionRow[];
        },
        async close() {
          await db.execute(sql.raw(`deallocate ${name}`));
        },
      };
    },

    /** Sums per type and category over the filter's range. */
    async sumsByCategory(f: ExportFilter): Promise<CategorySum[]> {
      return rowsWithoutJit<CategorySum>(
        db,
        sql`select g.type, g.category_id as "categoryId", c.name as category, g.total::text as total, g.count
            from (select t.type, t.category_id, sum(${converted(f.currency, f.userId)}) as total, count(*)::int as count
                  from transactions t where ${whereFor(f)} group by t.type, t.category_id) g
            join categories c on c.id = g.category_id
            order by g.type, g.total desc, c.name`,
      );
    },

    /** Sums per calendar period, type and category, over several date ranges (the report's and the one before). */
    async sumsByPeriod(userId: number, ranges: DateRange[], unit: PeriodUnit, currency: string): Promise<PeriodCategorySum[]> {
      const inRanges = sql.join(
        ranges.map((r) => sql`t.transaction_date between ${r.start}::date and ${r.end}::date`),
        sql` or `,
      );
      return rowsWithoutJit<PeriodCategorySum>(
        db,
        sql`select to_char(g.period_start, 'YYYY-MM-DD') as "periodStart", g.type, g.category_id as "categoryId",
                   c.name as category, g.total::text as total, g.count
            from (select date_trunc(${unit}::text, t.transaction_date::timestamp) as period_start, t.type, t.category_id,
                         sum(${converted(currency, userId)}) as total, count(*)::int as count
                  from transactions t where t.user_id = ${userId} and (${inRanges})
                  group by 1, t.type, t.category_id) g
            join categories c on c.id = g.category_id`,
      );
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
