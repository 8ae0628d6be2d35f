import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DateRange } from '@tally/shared/dates';
import { queryRows, type DbOrTx } from '../../db/client';
import { budgetAlerts, budgets } from '../../db/schema';
import { sqlConvert } from '../currencies/exchange-rates.repository';
import { sqlMissingRate, sqlPreferredValue } from '../transactions/transactions.repository';
import type { BudgetPeriod } from './budget-rules';

export type BudgetRow = typeof budgets.$inferSelect;
export type BudgetWindows = Record<BudgetPeriod, DateRange>;

export function createBudgetsRepository(db: DbOrTx) {
  return {
    findAll(userId: number): Promise<BudgetRow[]> {
      return db.select().from(budgets).where(eq(budgets.userId, userId)).orderBy(desc(budgets.isActive), asc(budgets.createdAt), asc(budgets.id));
    },

    async findOwn(userId: number, id: number): Promise<BudgetRow | undefined> {
      const [row] = await db.select().from(budgets).where(and(eq(budgets.userId, userId), eq(budgets.id, id))).limit(1);
      return row;
    },

    async findActiveFor(userId: number, category: string, period: BudgetPeriod, exceptId?: number): Promise<BudgetRow | undefined> {
      const [row] = await db
        .select()
        .from(budgets)
        .where(
          and(
            eq(budgets.userId, userId),
            eq(budgets.isActive, true),
            eq(budgets.period, period),
            sql`lower(${budgets.category}) = lower(${category})`,
            exceptId !== undefined ? ne(budgets.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    async insert(values: typeof budgets.$inferInsert): Promise<BudgetRow> {
      const [row] = await db.insert(budgets).values(values).returning();
      return row!;
    },

    async update(userId: number, id: number, values: Partial<typeof budgets.$inferInsert>): Promise<BudgetRow | undefined> {
      const [row] = await db
        .update(budgets)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(budgets.userId, userId), eq(budgets.id, id)))
        .returning();
      return row;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(budgets).where(and(eq(budgets.userId, userId), eq(budgets.id, id))).returning({ id: budgets.id });
      return rows.length > 0;
    },

    /**
     * Spent per active budget in its own window and currency, and the same spending in the preferred
     * currency through the shared value (`sqlPreferredValue`, so budget totals agree with the
     * dashboard to the cent), with the number of its transactions left out for lack of a rate.
     * `excludeIds` gives the spend as it was before those transactions (to detect a threshold
     * crossing), in the same round trip.
     */
    async spent(userId: number, preferredCurrency: string, windows: BudgetWindows, excludeIds: number[] = []) {
      const value = sql`(case
        when t.currency = b.currency then t.amount
        when b.currency = ${preferredCurrency}::varchar then ${sqlPreferredValue('t')}
        else ${sqlConvert(sql`t.amount`, sql`t.currency`, sql`b.currency`, sql`t.transaction_date`)} end)`;
      const excluded = excludeIds.length > 0 ? sql`t.id = any(${`{${excludeIds.join(',')}}`}::int[])` : sql`false`;
      return queryRows<{ budgetId: number; spent: string; spentBefore: string; spentPreferred: string; withoutRate: number }>(
        db,
        sql`
        select b.id as "budgetId",
               coalesce(sum(${value}), 0.00)::text as spent,
               coalesce(sum(${sqlPreferredValue('t')}), 0.00)::text as "spentPreferred",
               (count(t.id) filter (where ${sqlMissingRate('t')}))::int as "withoutRate",
               coalesce(sum(${value}) filter (where not ${excluded}), 0.00)::text as "spentBefore"
        from budgets b
        left join categories c on c.user_id = b.user_id and c.type = 'expense' and lower(c.name) = lower(b.category)
        left join transactions t on t.user_id = b.user_id and t.category_id = c.id and t.type = 'expense'
          and t.transaction_date between
            (case b.period when 'weekly' then ${windows.weekly.start}::date when 'monthly' then ${windows.monthly.start}::date else ${windows.yearly.start}::date end)
            and (case b.period when 'weekly' then ${windows.weekly.end}::date when 'monthly' then ${windows.monthly.end}::date else ${windows.yearly.end}::date end)
        where b.user_id = ${userId} and b.is_active
        group by b.id`,
      );
    },

    /** Expense totals per category in the preferred currency over a date range, largest first. */
    spentByCategory(userId: number, range: DateRange) {
      return queryRows<{ category: string; total: string }>(
        db,
        sql`
        select c.name as category, sum(${sqlPreferredValue('t')})::text as total
        from transactions t join categories c on c.id = t.category_id
        where t.user_id = ${userId} and t.type = 'expense' and t.transaction_date between ${range.start}::date and ${range.end}::date
        group by c.name having count(${sqlPreferredValue('t')}) > 0
        order by sum(${sqlPreferredValue('t')}) desc, c.name`,
      );
    },

    /** `amount` of `from` in `to` today (for totals of budgets kept in other currencies); null without a rate. */
    async convertAmounts(items: { amount: string; currency: string }[], to: string, date: string): Promise<(string | null)[]> {
      if (items.length === 0) return [];
      const values = sql.join(
        items.map((i, n) => sql`(${n}::int, ${i.amount}::numeric, ${i.currency}::varchar)`),
        sql`, `,
      );
      const rows = await queryRows<{ n: number; converted: string | null }>(
        db,
        sql`select v.n, ${sqlConvert(sql`v.amount`, sql`v.currency`, sql`${to}::varchar`, sql`${date}::date`)}::text as converted
            from (values ${values}) as v(n, amount, currency) order by v.n`,
      );
      return rows.map((r) => r.converted);
    },

    /**
     * Records an alert unless it is switched off or `firedInWindow` says its last firing was in the
     * current window; true when the alert is new.
     */
    async recordAlert(
      userId: number,
      budgetId: number,
      alertType: 'warning' | 'exceeded',
      threshold: string,
      firedInWindow: (lastTriggered: Date) => boolean,
    ): Promise<boolean> {
      const [existing] = await db
        .select()
        .from(budgetAlerts)
        .where(and(eq(budgetAlerts.budgetId, budgetId), eq(budgetAlerts.alertType, alertType)))
        .limit(1);
      if (existing && (!existing.isEnabled || (existing.lastTriggered && firedInWindow(existing.lastTriggered)))) return false;
      if (existing) {
        await db.update(budgetAlerts).set({ lastTriggered: sql`now()` }).where(eq(budgetAlerts.id, existing.id));
      } else {
        await db.insert(budgetAlerts).values({ budgetId, userId, alertType, threshold, lastTriggered: sql`now()` });
      }
      return true;
    },
  };
}
