/**
 * The dashboard's figures in two round trips: one statement for every aggregate (totals, categories,
 * tag ranking, monthly series) read from the month totals the database keeps, one for the
 * transactions it lists. Sums are numeric in SQL and leave as text, so no float ever touches them.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { TransactionRowWithCategory } from '../transactions/transactions.repository';
import { addDays, monthRange, type DateRange } from '@tally/shared/dates';

export interface DashboardAggregates {
  income: string;
  expenses: string;
  byCategory: { type: 'income' | 'expense'; categoryId: number; name: string; total: string }[];
  tags: { tag: string; count: number; amount: string }[];
  monthly: { month: string; income: string; expenses: string }[];
  /** Transactions of the period left out of every figure: no rate into the preferred currency. */
  withoutRate: number;
}

/** The month totals answer for whole calendar months only: a range cut inside a month is a bug here. */
function assertWholeMonths(range: DateRange) {
  if (range.start !== monthRange(range.start).start || addDays(range.end, 1) !== monthRange(addDays(range.end, 1)).start) {
    throw new Error(`dashboard range ${range.start}..${range.end} is not whole months`);
  }
}

export function createDashboardRepository(db: DbOrTx) {
  return {
    /**
     * The figures come from the month totals the database keeps (transaction_month_totals,
     * expense_tag_month_totals; see their migration), so every range must be whole calendar months:
     * the periods, the tag month and the series are.
     */
    async aggregates(userId: number, period: DateRange | null, tagMonth: DateRange, seriesStart: string, seriesEnd: string) {
      for (const range of [period, tagMonth, { start: seriesStart, end: seriesEnd }]) if (range) assertWholeMonths(range);
      const inPeriod = period ? sql`and m.month between ${period.start}::date and ${period.end}::date` : sql``;
      const [row] = await queryRows<{ result: DashboardAggregates }>(
        db,
        sql`
        with grouped as (
          -- A few rows per month and category; names are joined after. value_scale -1: no rate.
          select m.type, m.category_id, sum(m.total) as total,
                 coalesce(sum(m.tx_count) filter (where m.value_scale >= 0), 0) as valued,
                 coalesce(sum(m.tx_count) filter (where m.value_scale < 0), 0) as without_rate
          from transaction_month_totals m where m.user_id = ${userId} and m.tx_count > 0 ${inPeriod}
          group by m.type, m.category_id
        ),
        by_category as (
          select g.type, g.category_id, c.name, g.total from grouped g join categories c on c.id = g.category_id where g.valued > 0
        ),
        tag_rank as (
          select m.tag, sum(m.tx_count)::int as count, coalesce(sum(m.total), 0.00) as amount
          from expense_tag_month_totals m
          where m.user_id = ${userId} and m.tx_count > 0 and m.month between ${tagMonth.start}::date and ${tagMonth.end}::date
          group by m.tag order by amount desc, count desc, m.tag limit 8
        ),
        series as (
          select to_char(m.month, 'YYYY-MM') as month,
                 coalesce(sum(m.total) filter (where m.type = 'income'), 0.00) as income,
                 coalesce(sum(m.total) filter (where m.type = 'expense'), 0.00) as expenses
          from transaction_month_totals m
          where m.user_id = ${userId} and m.tx_count > 0 and m.month between ${seriesStart}::date and ${seriesEnd}::date
          group by m.month
        )
        select json_build_object(
          'income', (select coalesce(sum(total) filter (where type = 'income'), 0.00)::text from grouped),
          'expenses', (select coalesce(sum(total) filter (where type = 'expense'), 0.00)::text from grouped),
          'withoutRate', (select coalesce(sum(without_rate), 0)::int from grouped),
          'byCategory', (select coalesce(json_agg(json_build_object('type', type, 'categoryId', category_id, 'name', name, 'total', total::text)
                           order by total desc, name), '[]'::json) from by_category),
          'tags', (select coalesce(json_agg(json_build_object('tag', tag, 'count', count, 'amount', amount::text)
                     order by amount desc, count desc, tag), '[]'::json) from tag_rank),
          'monthly', (select coalesce(json_agg(json_build_object('month', month, 'income', income::text, 'expenses', expenses::text)
                        order by month), '[]'::json) from series)
        ) as result`,
      );
      return row!.result;
    },

    /** The 8 most recently created in the period, and the 10 most recent tagged ones of the month. */
    async listed(userId: number, period: DateRange | null, tagMonth: DateRange) {
      const columns = sql`t.id, t.user_id as "userId", t.type, t.amount::text as amount, t.currency,
        t.historical_converted_amount::text as "historicalConvertedAmount",
        t.historical_exchange_rate::text as "historicalExchangeRate", t.description, t.category_id as "categoryId",
        t.tags, t.raw_input as "rawInput", t.transaction_date::text as "transactionDate", t.created_at as "createdAt",
        t.recurring_rule_id as "recurringRuleId",
        c.name as "categoryName"`;
      const inPeriod = period ? sql`and t.transaction_date between ${period.start}::date and ${period.end}::date` : sql``;
      const rows = await queryRows<TransactionRowWithCategory & { kind: 'recent' | 'tagged' }>(
        db,
        sql`(select 'recent' as kind, ${columns} from transactions t join categories c on c.id = t.category_id
              where t.user_id = ${userId} ${inPeriod} order by t.created_at desc, t.id desc limit 8)
            union all
            (select 'tagged' as kind, ${columns} from transactions t join categories c on c.id = t.category_id
              where t.user_id = ${userId} and cardinality(t.tags) > 0
                and t.transaction_date between ${tagMonth.start}::date and ${tagMonth.end}::date
              order by t.transaction_date desc, t.created_at desc, t.id desc limit 10)`,
      );
      // Drivers differ on timestamptz in raw queries (Date or string): normalise.
      return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
    },
  };
}
