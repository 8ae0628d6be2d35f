/**
 * Recurring rules, the ledger of their occurrences and the dismissed suggestions (SQL only). The
 * ledger's primary key (rule, date) is what records each occurrence once: `claimOccurrence` is the
 * single statement that decides, whatever instances run the job at the same time.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { categories, recurringDismissals, recurringOccurrences, recurringRules, users } from '../../db/schema';
import { sqlConvert } from '../currencies/exchange-rates.repository';

export type RuleRow = typeof recurringRules.$inferSelect & { categoryName: string };
export type RuleInsert = typeof recurringRules.$inferInsert;
export type OccurrenceRow = typeof recurringOccurrences.$inferSelect;
export type UserRecord = typeof users.$inferSelect;

const ruleColumns = {
  id: recurringRules.id,
  userId: recurringRules.userId,
  type: recurringRules.type,
  amount: recurringRules.amount,
  currency: recurringRules.currency,
  categoryId: recurringRules.categoryId,
  description: recurringRules.description,
  frequency: recurringRules.frequency,
  dayOfMonth: recurringRules.dayOfMonth,
  startDate: recurringRules.startDate,
  endDate: recurringRules.endDate,
  isActive: recurringRules.isActive,
  recordFrom: recurringRules.recordFrom,
  createdAt: recurringRules.createdAt,
  updatedAt: recurringRules.updatedAt,
  categoryName: categories.name,
};

/** One of the user's transactions as detection reads it. */
export interface HistoryRow {
  date: string;
  type: 'income' | 'expense';
  amount: string;
  currency: string;
  description: string;
  categoryId: number;
  categoryName: string;
  isCategoryActive: boolean;
}

export function createRecurringRepository(db: DbOrTx) {
  const selectRules = () => db.select(ruleColumns).from(recurringRules).innerJoin(categories, eq(categories.id, recurringRules.categoryId));

  async function findOwn(userId: number, id: number): Promise<RuleRow | undefined> {
    const [row] = await selectRules().where(and(eq(recurringRules.userId, userId), eq(recurringRules.id, id))).limit(1);
    return row;
  }

  return {
    findOwn,

    /** The user's rules (active ones only with `isActive`), oldest first. */
    findAll(userId: number, filter: { isActive?: boolean; type?: 'income' | 'expense'; categoryIds?: number[] } = {}): Promise<RuleRow[]> {
      return selectRules()
        .where(
          and(
            eq(recurringRules.userId, userId),
            filter.isActive !== undefined ? eq(recurringRules.isActive, filter.isActive) : undefined,
            filter.type ? eq(recurringRules.type, filter.type) : undefined,
            filter.categoryIds ? inArray(recurringRules.categoryId, filter.categoryIds.length > 0 ? filter.categoryIds : [-1]) : undefined,
          ),
        )
        .orderBy(asc(recurringRules.createdAt), asc(recurringRules.id));
    },

    async insert(values: RuleInsert): Promise<RuleRow> {
      const [row] = await db.insert(recurringRules).values(values).returning({ id: recurringRules.id });
      return (await findOwn(values.userId, row!.id))!;
    },

    async update(userId: number, id: number, values: Partial<RuleInsert>): Promise<RuleRow | undefined> {
      const [row] = await db
        .update(recurringRules)
        .set(values)
        .where(and(eq(recurringRules.userId, userId), eq(recurringRules.id, id)))
        .returning({ id: recurringRules.id });
      return row ? findOwn(userId, row.id) : undefined;
    },

    /** The rule and its ledger go; its recorded transactions stay (their link is set to null). */
    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(recurringRules)
        .where(and(eq(recurringRules.userId, userId), eq(recurringRules.id, id)))
        .returning({ id: recurringRules.id });
      return rows.length > 0;
    },

    /** Ledger rows of these rules, optionally from/to dates (both included). */
    findOccurrences(ruleIds: number[], range: { from?: string; to?: string } = {}): Promise<OccurrenceRow[]> {
      if (ruleIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(recurringOccurrences)
        .where(
          and(
            inArray(recurringOccurrences.ruleId, ruleIds),
            range.from ? gte(recurringOccurrences.occurrenceDate, range.from) : undefined,
            range.to ? lte(recurringOccurrences.occurrenceDate, range.to) : undefined,
          ),
        )
        .orderBy(asc(recurringOccurrences.ruleId), asc(recurringOccurrences.occurrenceDate));
    },

    async findOccurrence(ruleId: number, date: string): Promise<OccurrenceRow | undefined> {
      const [row] = await db
        .select()
        .from(recurringOccurrences)
        .where(and(eq(recurringOccurrences.ruleId, ruleId), eq(recurringOccurrences.occurrenceDate, date)));
      return row;
    },

    /**
     * Skips an occurrence, or gives it its own amount, ahead of its date. An occurrence recorded in
     * the meantime stays as it is: undefined then.
     */
    async changeOccurrence(ruleId: number, date: string, change: { status: 'pending' | 'skipped'; amount: string | null }) {
      const [row] = await db
        .insert(recurringOccurrences)
        .values({ ruleId, occurrenceDate: date, status: change.status, amount: change.amount })
        .onConflictDoUpdate({
          target: [recurringOccurrences.ruleId, recurringOccurrences.occurrenceDate],
          set: { status: change.status, amount: change.amount, updatedAt: sql`now()` },
          setWhere: sql`${recurringOccurrences.status} <> 'recorded'`,
        })
        .returning();
      return row;
    },

    /** Undoes a skip or a change made ahead of the date; false when there was none (or it is recorded). */
    async clearOccurrence(ruleId: number, date: string): Promise<boolean> {
      const rows = await db
        .delete(recurringOccurrences)
        .where(
          and(
            eq(recurringOccurrences.ruleId, ruleId),
            eq(recurringOccurrences.occurrenceDate, date),
            sql`${recurringOccurrences.status} <> 'recorded'`,
          ),
        )
        .returning({ ruleId: recurringOccurrences.ruleId });
      return rows.length > 0;
    },

    /**
     * Claims an occurrence for recording: one statement, so of any number of concurrent claims exactly
     * one gets a row back (the others wait on the key, then see it recorded or skipped). A change made
     * ahead of the date ('pending') is claimed with its amount; a skipped one never is.
     */
    async claimOccurrence(ruleId: number, date: string): Promise<{ amount: string | null } | undefined> {
      const [row] = await db
        .insert(recurringOccurrences)
        .values({ ruleId, occurrenceDate: date, status: 'recorded' })
        .onConflictDoUpdate({
          target: [recurringOccurrences.ruleId, recurringOccurrences.occurrenceDate],
          set: { status: 'recorded', updatedAt: sql`now()` },
          setWhere: sql`${recurringOccurrences.status} = 'pending'`,
        })
        .returning({ amount: recurringOccurrences.amount });
      return row;
    },

    async linkTransaction(ruleId: number, date: string, transactionId: number): Promise<void> {
      await db
        .update(recurringOccurrences)
        .set({ transactionId, updatedAt: sql`now()` })
        .where(and(eq(recurringOccurrences.ruleId, ruleId), eq(recurringOccurrences.occurrenceDate, date)));
    },

    /** Active rules with their owners (every user's, or one user's), for the job. */
    findActiveWithUsers(userId?: number): Promise<{ rule: typeof recurringRules.$inferSelect; user: UserRecord }[]> {
      return db
        .select({ rule: recurringRules, user: users })
        .from(recurringRules)
        .innerJoin(users, eq(users.id, recurringRules.userId))
        .where(and(eq(recurringRules.isActive, true), userId !== undefined ? eq(recurringRules.userId, userId) : undefined))
        .orderBy(asc(recurringRules.id));
    },

    findUser(userId: number): Promise<UserRecord | undefined> {
      return db
        .select()
        .from(users)
        .where(eq(users.id, userId))
        .then((rows) => rows[0]);
    },

    /**
     * Each item's amount in its `to` currency at its date (the latest rate on or before it: today's
     * for future dates), rounded to `to`'s minor units, by the same SQL as every other conversion;
     * null without a rate.
     */
    async convertAmounts(items: { amount: string; currency: string; date: string; to: string }[]): Promise<(string | null)[]> {
      if (items.length === 0) return [];
      const values = sql.join(
        items.map((i, n) => sql`(${n}::int, ${i.amount}::numeric, ${i.currency}::varchar, ${i.date}::date, ${i.to}::varchar)`),
        sql`, `,
      );
      const rows = await queryRows<{ n: number; converted: string | null }>(
        db,
        sql`select v.n, ${sqlConvert(sql`v.amount`, sql`v.currency`, sql`v.target`, sql`v.date`)}::text as converted
            from (values ${values}) as v(n, amount, currency, date, target) order by v.n`,
      );
      return rows.map((r) => r.converted);
    },

    /**
     * The expense occurrences of the user's rules recorded from/to (ledger 'recorded' with their
     * transaction still there), valued as the transaction's stored conversion into the preferred
     * currency (the dashboard's value): total and how many had no rate.
     */
    async recordedExpenses(userId: number, from: string, to: string) {
      const [row] = await queryRows<{ total: string; withoutRate: number }>(
        db,
        sql`
        select coalesce(sum(t.historical_converted_amount), 0.00)::text as total,
               (count(*) filter (where t.historical_converted_amount is null))::int as "withoutRate"
        from recurring_occurrences o
        join recurring_rules r on r.id = o.rule_id
        join transactions t on t.id = o.transaction_id
        where r.user_id = ${userId} and o.status = 'recorded' and t.type = 'expense'
          and o.occurrence_date between ${from}::date and ${to}::date`,
      );
      return row ?? { total: '0.00', withoutRate: 0 };
    },

    /** The user's transactions from `from` on, oldest first, at most `limit` of the newest. */
    findHistory(userId: number, from: string, limit: number): Promise<HistoryRow[]> {
      return queryRows<HistoryRow>(
        db,
        sql`
        select * from (
          select t.transaction_date::text as date, t.type, t.amount::text as amount, t.currency, t.description,
                 t.category_id as "categoryId", c.name as "categoryName", c.is_active as "isCategoryActive", t.id
          from transactions t join categories c on c.id = t.category_id
          where t.user_id = ${userId} and t.transaction_date >= ${from}::date
          order by t.transaction_date desc, t.id desc
          limit ${limit}
        ) h order by h.date, h.id`,
      );
    },

    async findDismissedKeys(userId: number): Promise<Set<string>> {
      const rows = await db.select({ key: recurringDismissals.key }).from(recurringDismissals).where(eq(recurringDismissals.userId, userId));
      return new Set(rows.map((r) => r.key));
    },

    async dismiss(userId: number, key: string): Promise<void> {
      await db.insert(recurringDismissals).values({ userId, key }).onConflictDoNothing();
    },
  };
}

export type RecurringRepository = ReturnType<typeof createRecurringRepository>;
