/**
 * The admin users table: each user with their transaction count and totals (in their own preferred
 * currency), sorted on an allowlisted column and paged in SQL. Sums stay numeric and leave as text.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AdminUserSort } from '@tally/shared/admin';
import { queryRows, type DbOrTx } from '../../db/client';
import { sqlPreferredValue } from '../transactions/transactions.repository';

export interface AdminUserRow {
  id: number;
  phoneNumber: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  preferredCurrency: string;
  preferredLanguage: string;
  createdAt: Date;
  lastActiveAt: Date | null;
  transactionCount: number;
  totalExpenses: string;
  totalIncome: string;
}

/** Fixed SQL per sortable column: request input chooses a key, never writes SQL. */
const SORT_SQL: Record<AdminUserSort, SQL> = {
  id: sql`u.id`,
  phone: sql`u.phone_number`,
  email: sql`u.email`,
  name: sql`lower(u.name)`,
  currency: sql`u.preferred_currency`,
  language: sql`u.preferred_language`,
  transactionCount: sql`coalesce(t.transaction_count, 0)`,
  createdAt: sql`u.created_at`,
  lastActiveAt: sql`u.last_active_at`,
};
const ORDER_SQL = { asc: sql`asc`, desc: sql`desc` } as const;

export function createAdminUsersRepository(db: DbOrTx) {
  async function select(where: SQL, orderBy: SQL, limit: number, offset: number) {
    // Each user's totals in their preferred currency, through the shared value (no rate: not summed).
    const value = sqlPreferredValue('transactions');
    const rows = await queryRows<AdminUserRow>(
      db,
      sql`
      select u.id, u.phone_number as "phoneNumber", u.email, u.email_verified as "emailVerified", u.name,
             u.preferred_currency as "preferredCurrency", u.preferred_language as "preferredLanguage",
             u.created_at as "createdAt", u.last_active_at as "lastActiveAt",
             coalesce(t.transaction_count, 0)::int as "transactionCount",
             coalesce(t.total_expenses, 0.00)::text as "totalExpenses",
             coalesce(t.total_income, 0.00)::text as "totalIncome"
      from users u
      left join lateral (
        select count(*) as transaction_count,
               sum(${value}) filter (where type = 'expense') as total_expenses,
               sum(${value}) filter (where type = 'income') as total_income
        from transactions where user_id = u.id
      ) t on true
      where ${where}
      order by ${orderBy}
      limit ${limit} offset ${offset}`,
    );
    // Drivers differ on timestamptz in raw queries (Date or string): normalise.
    return rows.map((r) => ({
      ...r,
      createdAt: new Date(r.createdAt),
      lastActiveAt: r.lastActiveAt === null ? null : new Date(r.lastActiveAt),
    }));
  }

  return {
    async count() {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
      return row?.n ?? 0;
    },

    /** One page; ties (and nulls, always last) are ordered by id in the same direction. */
    findPage(sort: AdminUserSort, order: 'asc' | 'desc', limit: number, offset: number) {
      const dir = ORDER_SQL[order];
      return select(sql`true`, sql`${SORT_SQL[sort]} ${dir} nulls last, u.id ${dir}`, limit, offset);
    },

    async findById(id: number) {
      const [row] = await select(sql`u.id = ${id}`, sql`u.id`, 1, 0);
      return row;
    },

    /** How many rows of each kind a user has, for the audit record of a deletion. */
    async countOwnedRows(userId: number) {
      const [row] = await queryRows<Record<string, number>>(
        db,
        sql`select
          (select count(*)::int from transactions where user_id = ${userId}) as transactions,
          (select count(*)::int from categories where user_id = ${userId}) as categories,
          (select count(*)::int from budgets where user_id = ${userId}) as budgets,
          (select count(*)::int from chat_analytics where user_id = ${userId}) as "chatMessages",
          (select count(*)::int from user_feedback where user_id = ${userId}) as "messageFeedback",
          (select count(*)::int from beta_feedback where user_id = ${userId}) as "betaFeedback",
          (select count(*)::int from support_messages where user_id = ${userId}) as "supportMessages",
          (select count(*)::int from sessions where user_id = ${userId}) as sessions`,
      );
      return row!;
    },
  };
}
