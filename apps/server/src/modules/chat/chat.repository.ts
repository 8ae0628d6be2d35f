/**
 * The chat's SQL: answers to spending questions (every number in a reply comes from here), the
 * conversation's own history, learned category rules and the analytics row of each message.
 */
import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
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

interface QueryTransactionRow {
  description: string;
  amount: string;
  currency: string;
  type: 'income' | 'expense';
  date: string;
  categoryName: string;
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
      return queryRows<QueryTransactionRow>(
        db,
        sql`select t.description, t.amount::text as amount, t.currency, t.type, t.transaction_date::text as date, c.name as "categoryName"
            from transactions t join categories c on c.id = t.category_id
            where ${where(scope)}
            order by t.transaction_date desc, t.created_at desc, t.id desc limit ${limit}`,
      );
    },

    /**
     * The largest transactions in scope by their preferred-currency value, so amounts in different
     * currencies rank fairly; those without a rate cannot be ranked and are left out (the totals count them).
     */
    largest(scope: QueryScope, limit: number) {
      return queryRows<QueryTransactionRow>(
        db,
        sql`select t.description, t.amount::text as amount, t.currency, t.type, t.transaction_date::text as date, c.name as "categoryName"
            from transactions t join categories c on c.id = t.category_id
            where ${where(scope)} and ${value} is not null
            order by ${value} desc, t.transaction_date desc, t.id desc limit ${limit}`,
      );
    },

    /** The user's last exchanges on a channel (one continuing conversation, across sessions), oldest first. */
    async history(userId: number, channel: string, exchanges: number) {
      const rows = await db
        .select({ userMessage: chatAnalytics.userMessage, aiResponse: chatAnalytics.aiResponse })
        .from(chatAnalytics)
        .where(and(eq(chatAnalytics.userId, userId), eq(chatAnalytics.channel, channel)))
        .orderBy(desc(chatAnalytics.id))
        .limit(exchanges);
      return rows.reverse();
    },

    /** A page of the user's conversation on a channel, newest first: messages with id below `before`. */
    page(userId: number, channel: string, before: number | undefined, limit: number) {
      return db
        .select({
          id: chatAnalytics.id,
          sessionId: chatAnalytics.sessionId,
          messageId: chatAnalytics.messageId,
          userMessage: chatAnalytics.userMessage,
          reply: chatAnalytics.aiResponse,
          timestamp: chatAnalytics.timestamp,
          type: chatAnalytics.messageType,
          transactionIds: chatAnalytics.transactionIds,
          reviews: chatAnalytics.reviews,
          /** The user's latest rating of this reply, if any: the page then shows the feedback as given. */
          rating: sql<number | null>`(select f.rating from user_feedback f
            where f.user_id = ${chatAnalytics.userId} and f.message_id = ${chatAnalytics.messageId}
            order by f.id desc limit 1)`,
        })
        .from(chatAnalytics)
        .where(
          and(
            eq(chatAnalytics.userId, userId),
            eq(chatAnalytics.channel, channel),
            before !== undefined ? lt(chatAnalytics.id, before) : undefined,
          ),
        )
        .orderBy(desc(chatAnalytics.id))
        .limit(limit);
    },

    learnedRules(userId: number) {
      return db
        .select({ pattern: categoryRules.pattern, categoryId: categoryRules.categoryId })
        .from(categoryRules)
        .where(eq(categoryRules.userId, userId))
        .orderBy(asc(categoryRules.id));
    },

    /** The user's latest recordings, newest first: where a correction or deletion finds its entry. */
    targetCandidates(userId: number, limit: number) {
      return queryRows<{ id: number; type: 'income' | 'expense'; description: string; amount: string; currency: string; categoryId: number; date: string }>(
        db,
        sql`select t.id, t.type, t.description, t.amount::text as amount, t.currency, t.category_id as "categoryId", t.transaction_date::text as date
            from transactions t where t.user_id = ${userId}
            order by t.created_at desc, t.id desc limit ${limit}`,
      );
    },

    async recordAnalytics(values: typeof chatAnalytics.$inferInsert) {
      await db.insert(chatAnalytics).values(values);
    },
  };
}
