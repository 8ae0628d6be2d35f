/**
 * The chat's SQL: answers to spending questions (every number in a reply comes from here), the
 * conversation's own history, learned category rules and the analytics row of each message.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { categoryRules, chatAnalytics } from '../../db/schema';
import { sqlPreferredValue, sqlTotalsColumns, type Totals } from '../transactions/transactions.repository';

export interface QueryScope {
  userId: number;
  /** Inclusive dates; none for all time. */
  range?: { start: string; end: string };
  type?: 'income' | 'expense';
  categoryId?: number;
}

/** The shared preferred-currency value: NULL (never summed) when no rate was known. */
const value = sqlPreferredValue('t');

function where(scope: QueryScope): SQL {
  return sql`t.user_id = ${scope.userId}
    ${scope.range ? sql`and t.transaction_date between ${scope.range.start}::date and ${scope.range.end}::date` : sql``}
    ${scope.type ? sql`and t.type = ${scope.type}` : sql``}
    ${scope.categoryId !== undefined ? sql`and t.category_id = ${scope.categoryId}` : sql``}`;
}

export function createChatRepository(db: DbOrTx) {
  return {
    /**
     * Income and expense totals (preferred currency), the count of transactions in scope and how many
     * of them the totals leave out for lack of a rate (the shared totals query).
     */
    async totals(scope: QueryScope) {
      const [row] = await queryRows<Totals>(db, sql`select ${sqlTotalsColumns('t')} from transactions t where ${where(scope)}`);
      return row!;
    },

    topCategories(scope: QueryScope, limit: number) {
      return queryRows<{ name: string; total: string }>(
        db,
        sql`select c.name, sum(${value})::text as total
            from transactions t join categories c on c.id = t.category_id
            where ${where(scope)}
            group by c.name having count(${value}) > 0
            order by sum(${value}) desc, c.name limit ${limit}`,
      );
    },

    recent(scope: QueryScope, limit: number) {
      return queryRows<{ description: string; amount: string; currency: string; type: 'income' | 'expense'; date: string; categoryName: string }>(
        db,
        sql`select t.description, t.amount::text as amount, t.currency, t.type, t.transaction_date::text as date, c.name as "categoryName"
            from transactions t join categories c on c.id = t.category_id
            where ${where(scope)}
            order by t.transaction_date desc, t.created_at desc, t.id desc limit ${limit}`,
      );
    },

    /** The last exchanges of a conversation, oldest first. */
    async history(userId: number, sessionId: string, exchanges: number) {
      const rows = await db
        .select({ userMessage: chatAnalytics.userMessage, aiResponse: chatAnalytics.aiResponse })
        .from(chatAnalytics)
        .where(and(eq(chatAnalytics.userId, userId), eq(chatAnalytics.sessionId, sessionId)))
        .orderBy(desc(chatAnalytics.timestamp), desc(chatAnalytics.id))
        .limit(exchanges);
      return rows.reverse();
    },

    learnedRules(userId: number) {
      return db
        .select({ pattern: categoryRules.pattern, categoryId: categoryRules.categoryId })
        .from(categoryRules)
        .where(eq(categoryRules.userId, userId))
        .orderBy(asc(categoryRules.id));
    },

    async learnRule(userId: number, pattern: string, categoryId: number) {
      await db
        .insert(categoryRules)
        .values({ userId, pattern, categoryId })
        .onConflictDoUpdate({ target: [categoryRules.userId, categoryRules.pattern], set: { categoryId, updatedAt: sql`now()` } });
    },

    async recordAnalytics(values: typeof chatAnalytics.$inferInsert) {
      await db.insert(chatAnalytics).values(values);
    },
  };
}
