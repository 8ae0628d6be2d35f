/**
 * The dashboard's figures in two round trips: one statement for every aggregate (totals, categories,
 * tag ranking, monthly series), one for the transactions it lists. Sums are numeric in SQL and leave
 * as text, so no float ever touches them.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { sqlPreferredValue, type TransactionRowWithCategory } from '../transactions/transactions.repository';
import type { DateRange } from '@tally/shared/dates';

export interface DashboardAggregates {
  income: string;
  expenses: string;
  byCategory: { type: 'income' | 'expense'; categoryId: number; name: string; total: string }[];
  tags: { tag: string; count: number; amount: string }[];
  monthly: { month: string; income: string; expenses: string }[];
  /** Transactions of the period left out of every figure: no rate into the preferred currency. */
  withoutRate: number;
}

export function createDashboardRepository(db: DbOrTx) {
  return {
    async aggregates(userId: number, period: DateRange | null, tagMonth: DateRange, seriesStart: string, seriesEnd: string) {
      const inPeriod = period ? sql`and t.transaction_date between ${period.start}::date and ${period.end}::date` : sql``;
      // The shared preferred-currency value: NULL (not summed) when no rate was known.
      const value = sqlPreferredValue('t');
      const [row] = await queryRows<{ result: DashboardAggregates }>(
        db,
        sql`
        with grouped as (
          -- One pass over the period's rows (index-only), a dozen groups out; names are joined after.
          select t.type, t.category_id, sum(${value}) as total, count(${value}) as valued, count(*) - count(${value}) as without_rate
          from transactions t where t.user_id = ${userId} ${inPeriod}
          group by t.type, t.category_id
        ),
        by_category as (
          select g.type, g.category_id, c.name, g.total from grouped g join categories c on c.id = g.category_id where g.valued > 0
        ),
        tag_rank as (
          select tag, count(*)::int as count, coalesce(sum(${value}), 0.00) as amount
          from transactions t cross join lateral unnest(t.tags) as tag
          where t.user_id = ${userId} and t.type = 'expense'
            and t.transaction_date between ${tagMonth.start}::date and ${tagMonth.end}::date
          group by tag order by amount desc, count desc, tag limit 8
        ),
        series as (
          select to_char(date_trunc('month', t.transaction_date), 'YYYY-MM') as month,
                 coalesce(sum(${value}) filter (where t.type = 'income'), 0.00) as income,
                 coalesce(sum(${value}) filter (where t.type = 'expense'), 0.00) as expenses
          from transactions t
          where t.user_id = ${userId} and t.transaction_date between ${seriesStart}::date and ${seriesEnd}::date
          group by 1
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
