/**
 * Message feedback, beta feedback and support messages as one list (decision D6 puts support
 * messages beside the other feedback). Each row keeps its source so ids stay unique.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FeedbackSource } from '@tally/shared/admin';
import { queryRows, type DbOrTx } from '../../db/client';
import { betaFeedback, supportMessages, userFeedback } from '../../db/schema';

export interface AdminFeedbackRow {
  source: FeedbackSource;
  id: number;
  type: string;
  rating: number | null;
  isResolved: boolean;
  title: string | null;
  message: string;
  userId: number | null;
  userPhone: string | null;
  contactEmail: string | null;
  createdAt: Date;
}

export type FeedbackStatus = 'all' | 'open' | 'resolved';

const ALL_FEEDBACK = sql`(
  select 'message' as source, f.id, f.category as type, f.rating, f.is_resolved as "isResolved", null::text as title,
         coalesce(f.feedback_text, '') as message, f.user_id as "userId", u.phone_number as "userPhone",
         null::text as "contactEmail", f.timestamp as "createdAt"
  from user_feedback f join users u on u.id = f.user_id
  union all
  select 'beta', b.id, b.feedback_type, null::int, b.status = 'resolved', b.title,
         b.description, b.user_id, u.phone_number, null::text, b.timestamp
  from beta_feedback b join users u on u.id = b.user_id
  union all
  select 'support', s.id, 'support', null::int, s.is_resolved, s.subject,
         s.message, s.user_id, u.phone_number, s.email, s.created_at
  from support_messages s left join users u on u.id = s.user_id
) f`;

const STATUS_SQL: Record<FeedbackStatus, SQL> = {
  all: sql`true`,
  open: sql`not f."isResolved"`,
  resolved: sql`f."isResolved"`,
};

function normalise(rows: AdminFeedbackRow[]) {
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

export function createAdminFeedbackRepository(db: DbOrTx) {
  return {
    async count(status: FeedbackStatus) {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${ALL_FEEDBACK} where ${STATUS_SQL[status]}`);
      return row?.n ?? 0;
    },

    /** Newest first. */
    async findPage(status: FeedbackStatus, limit: number, offset: number) {
      return normalise(
        await queryRows<AdminFeedbackRow>(
          db,
          sql`select * from ${ALL_FEEDBACK} where ${STATUS_SQL[status]}
              order by f."createdAt" desc, f.source, f.id desc limit ${limit} offset ${offset}`,
        ),
      );
    },

    async findOne(source: FeedbackSource, id: number) {
      const [row] = normalise(
        await queryRows<AdminFeedbackRow>(db, sql`select * from ${ALL_FEEDBACK} where f.source = ${source} and f.id = ${id}`),
      );
      return row;
    },

    /** Answers whether the row exists. */
    async setResolved(source: FeedbackSource, id: number, isResolved: boolean): Promise<boolean> {
      const rows =
        source === 'message'
          ? await db.update(userFeedback).set({ isResolved }).where(eq(userFeedback.id, id)).returning({ id: userFeedback.id })
          : source === 'beta'
            ? await db
                .update(betaFeedback)
                .set({ status: isResolved ? 'resolved' : 'open' })
                .where(eq(betaFeedback.id, id))
                .returning({ id: betaFeedback.id })
            : await db.update(supportMessages).set({ isResolved }).where(eq(supportMessages.id, id)).returning({ id: supportMessages.id });
      return rows.length > 0;
    },

    /** Answers whether the row existed. */
    async delete(source: FeedbackSource, id: number): Promise<boolean> {
      const rows =
        source === 'message'
          ? await db.delete(userFeedback).where(eq(userFeedback.id, id)).returning({ id: userFeedback.id })
          : source === 'beta'
            ? await db.delete(betaFeedback).where(eq(betaFeedback.id, id)).returning({ id: betaFeedback.id })
            : await db.delete(supportMessages).where(eq(supportMessages.id, id)).returning({ id: supportMessages.id });
      return rows.length > 0;
    },
  };
}
