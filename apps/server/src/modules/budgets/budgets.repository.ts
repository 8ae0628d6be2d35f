import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DateRange } from '@tally/shared/dates';
import { queryRows, type DbOrTx } from '../../db/client';
import { budgetAlerts, budgets, categories } from '../../db/schema';
import { sqlConvert } from '../currencies/exchange-rates.repository';
import { sqlMissingRate, sqlPreferredValue } from '../transactions/transactions.repository';
import type { BudgetPeriod } from './budget-rules';

/** First key of the per-user advisory lock of quick setup (the second is the user id). */
const QUICK_SETUP_LOCK = 4242101;

/** A budget with its category's current name (`category`): budgets point at categories by id. */
export type BudgetRow = typeof budgets.$inferSelect & { category: string };
export type BudgetWindows = Record<BudgetPeriod, DateRange>;
type BudgetInsert = typeof budgets.$inferInsert;

const budgetColumns = { ...getTableColumns(budgets), category: categories.name };

export function createBudgetsRepository(db: DbOrTx) {
  const selectBudgets = () => db.select(budgetColumns).from(budgets).innerJoin(categories, eq(categories.id, budgets.categoryId));

  async function findOwn(userId: number, id: number): Promise<BudgetRow | undefined> {
    const [row] = await selectBudgets().where(and(eq(budgets.userId, userId), eq(budgets.id, id))).limit(1);
    return row;
  }

  return {
    findAll(userId: number): Promise<BudgetRow[]> {
      return selectBudgets().where(eq(budgets.userId, userId)).orderBy(desc(budgets.isActive), asc(budgets.createdAt), asc(budgets.id));
    },

    findOwn,

    async findActiveFor(userId: number, categoryId: number, period: BudgetPeriod): Promise<BudgetRow | undefined> {
      const [row] = await selectBudgets()
        .where(and(eq(budgets.userId, userId), eq(budgets.isActive, true), eq(budgets.period, period), eq(budgets.categoryId, categoryId)))
        .limit(1);
      return row;
    },

    /**
     * Inserts an active budget unless its category already has one for that period (the unique
     * partial index decides, so concurrent inserts cannot both succeed); undefined when it had one.
     */
    async insertIfNone(values: BudgetInsert): Promise<BudgetRow | undefined> {
      const [inserted] = await db
        .insert(budgets)
        .values({ ...values, isActive: true })
        .onConflictDoNothing({ target: [budgets.categoryId, budgets.period], where: sql`is_active` })
        .returning({ id: budgets.id });
      return inserted ? findOwn(values.userId, inserted.id) : undefined;
    },

    /** Throws the unique violation when the change would make a second active budget (see the service). */
    async update(userId: number, id: number, values: Partial<BudgetInsert>): Promise<BudgetRow | undefined> {
      const [row] = await db
        .update(budgets)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(budgets.userId, userId), eq(budgets.id, id)))
        .returning({ id: budgets.id });
      return row ? findOwn(userId, row.id) : undefined;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(budgets).where(and(eq(budgets.userId, userId), eq(budgets.id, id))).returning({ id: budgets.id });
      return rows.length > 0;
    },

    /** A deactivated category ends its active budgets. */
    async deactivateForCategory(userId: number, categoryId: number): Promise<void> {
      await db
        .update(budgets)
        .set({ isActive: false, updatedAt: sql`now()` })
        .where(and(eq(budgets.userId, userId), eq(budgets.categoryId, categoryId), eq(budgets.isActive, true)));
    },

    /** Serialises one user's quick setups (read the existing budgets, then insert) until the transaction ends. */
    async lockUserBudgets(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${QUICK_SETUP_LOCK}::int, ${userId}::int)`);
    },

    /**
     * Spent per active budget in its own window and currency, and the same spending in the preferred
     * currency through the shared value (`sqlPreferredValue`, so budget totals agree with the
     * dashboard to the cent), with the number of its transactions left out for lack of a rate, and
     * the part recorded by recurring rules (`spentRecurring`, for the projection).
     * `excludeIds` gives the spend as it was before those transactions (to detect a threshold
     * crossing), in the same round trip.
     */
    async spent(userId: number, preferredCurrency: string, windows: BudgetWindows, excludeIds: number[] = []) {
      const value = sql`(case
        when t.currency = b.currency then t.amount
        when b.currency = ${preferredCurrency}::varchar then ${sqlPreferredValue('t')}
        else ${sqlConvert(sql`t.amount`, sql`t.currency`, sql`b.currency`, sql`t.transaction_date`)} end)`;
      const excluded = excludeIds.length > 0 ? sql`t.id = any(${`{${excludeIds.join(',')}}`}::int[])` : sql`false`;
      return queryRows<{ budgetId: number; spent: string; spentRecurring: string; spentBefore: string; spentPreferred: string; withoutRate: number }>(
        db,
        sql`
        select b.id as "budgetId",
               coalesce(sum(${value}), 0.00)::text as spent,
               coalesce(sum(${value}) filter (where t.recurring_rule_id is not null), 0.00)::text as "spentRecurring",
               coalesce(sum(${sqlPreferredValue('t')}), 0.00)::text as "spentPreferred",
               (count(t.id) filter (where ${sqlMissingRate('t')}))::int as "withoutRate",
               coalesce(sum(${value}) filter (where not ${excluded}), 0.00)::text as "spentBefore"
        from budgets b
        left join transactions t on t.user_id = b.user_id and t.category_id = b.category_id and t.type = 'expense'
          and t.transaction_date between
            (case b.period when 'weekly' then ${windows.weekly.start}::date when 'monthly' then ${windows.monthly.start}::date else ${windows.yearly.start}::date end)
            and (case b.period when 'weekly' then ${windows.weekly.end}::date when 'monthly' then ${windows.monthly.end}::date else ${windows.yearly.end}::date end)
        where b.user_id = ${userId} and b.is_active
        group by b.id`,
      );
    },

    /** Expense totals per category in the preferred currency over a date range, largest first. */
    spentByCategory(userId: number, range: DateRange) {
      return queryRows<{ categoryId: number; category: string; total: string }>(
        db,
        sql`
        select c.id as "categoryId", c.name as category, sum(${sqlPreferredValue('t')})::text as total
        from transactions t join categories c on c.id = t.category_id
        where t.user_id = ${userId} and t.type = 'expense' and t.transaction_date between ${range.start}::date and ${range.end}::date
        group by c.id, c.name having count(${sqlPreferredValue('t')}) > 0
        order by sum(${sqlPreferredValue('t')}) desc, c.name`,
      );
    },

    /**
     * Quick setup's history, in the preferred currency: per active expense category, the spending in
     * `past` (whole months) and in `current` (this month so far), largest overall first; and the number
     * of months of `past` in which the user recorded any expense.
     */
    async spendingHistory(userId: number, past: DateRange, current: DateRange) {
      const value = sqlPreferredValue('t');
      const [categoriesRows, [months]] = await Promise.all([
        queryRows<{ categoryId: number; category: string; pastTotal: string; currentTotal: string }>(
          db,
          sql`
          select c.id as "categoryId", c.name as category,
                 coalesce(sum(${value}) filter (where t.transaction_date <= ${past.end}::date), 0.00)::text as "pastTotal",
                 coalesce(sum(${value}) filter (where t.transaction_date >= ${current.start}::date), 0.00)::text as "currentTotal"
          from transactions t join categories c on c.id = t.category_id
          where t.user_id = ${userId} and t.type = 'expense' and c.is_active
            and t.transaction_date between ${past.start}::date and ${current.end}::date
          group by c.id, c.name order by sum(${value}) desc, c.name`,
        ),
        queryRows<{ count: number }>(
          db,
          sql`
          select count(distinct date_trunc('month', t.transaction_date))::int as count
          from transactions t
          where t.user_id = ${userId} and t.type = 'expense' and t.transaction_date between ${past.start}::date and ${past.end}::date`,
        ),
      ]);
      return { categories: categoriesRows, monthsWithData: months?.count ?? 0 };
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
     * The alert row of a budget and kind, created if missing and locked until the transaction ends:
     * concurrent messages that cross the same threshold take turns, so an alert fires once.
     */
    async lockAlert(userId: number, budgetId: number, alertType: 'warning' | 'exceeded', threshold: string) {
      await db.insert(budgetAlerts).values({ budgetId, userId, alertType, threshold }).onConflictDoNothing({ target: [budgetAlerts.budgetId, budgetAlerts.alertType] });
      const [row] = await db
        .select()
        .from(budgetAlerts)
        .where(and(eq(budgetAlerts.budgetId, budgetId), eq(budgetAlerts.alertType, alertType)))
        .for('update');
      return row;
    },

    /** `at`: the service's clock, the same one its windows are read from. */
    async markAlertFired(id: number, at: Date): Promise<void> {
      await db.update(budgetAlerts).set({ lastTriggered: at }).where(eq(budgetAlerts.id, id));
    },
  };
}
