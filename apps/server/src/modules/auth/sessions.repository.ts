import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

export function createSessionsRepository(db: Database) {
  return {
    async insert(row: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(row);
    },

    /** The live session with its user, or undefined. */
    async findLive(id: string) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.idleExpiresAt, sql`now()`), gt(sessions.absoluteExpiresAt, sql`now()`)))
        .limit(1);
      return row;
    },

    /** Slides the idle expiry (never past the absolute one) and records the user's activity. */
    async touch(id: string, userId: number, idleHours: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({
            lastSeenAt: sql`now()`,
            idleExpiresAt: sql`least(now() + make_interval(secs => ${idleHours * 3600}), ${sessions.absoluteExpiresAt})`,
          })
          .where(eq(sessions.id, id));
        await tx.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, userId));
      });
    },

    async delete(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteAllForUser(userId: number, exceptId?: string) {
      await db
        .delete(sessions)
        .where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId));
    },
  };
}
