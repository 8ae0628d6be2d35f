import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminAccounts, adminSessions } from '../../db/schema';

export type AdminAccountRow = typeof adminAccounts.$inferSelect;

export function createAdminAccountsRepository(db: DbOrTx) {
  return {
    async findByUsername(username: string) {
      const [row] = await db.select().from(adminAccounts).where(eq(adminAccounts.username, username)).limit(1);
      return row;
    },

    async insert(username: string, passwordHash: string) {
      const [row] = await db.insert(adminAccounts).values({ username, passwordHash }).returning();
      return row!;
    },

    async setPasswordHash(id: number, passwordHash: string) {
      await db.update(adminAccounts).set({ passwordHash }).where(eq(adminAccounts.id, id));
    },

    async recordLogin(id: number) {
      await db.update(adminAccounts).set({ lastLoginAt: sql`now()` }).where(eq(adminAccounts.id, id));
    },

    async insertSession(row: typeof adminSessions.$inferInsert) {
      await db.insert(adminSessions).values(row);
    },

    /** The live session with its account, or undefined. */
    async findLiveSession(id: string) {
      const [row] = await db
        .select({ session: adminSessions, account: { id: adminAccounts.id, username: adminAccounts.username } })
        .from(adminSessions)
        .innerJoin(adminAccounts, eq(adminAccounts.id, adminSessions.adminId))
        .where(and(eq(adminSessions.id, id), gt(adminSessions.idleExpiresAt, sql`now()`), gt(adminSessions.absoluteExpiresAt, sql`now()`)))
        .limit(1);
      return row;
    },

    /** Slides the idle expiry, never past the absolute one. */
    async touchSession(id: string, idleMinutes: number) {
      await db
        .update(adminSessions)
        .set({
          lastSeenAt: sql`now()`,
          idleExpiresAt: sql`least(now() + make_interval(secs => ${idleMinutes * 60}), ${adminSessions.absoluteExpiresAt})`,
        })
        .where(eq(adminSessions.id, id));
    },

    /** Ends a session; answers the account it belonged to, if it was live. */
    async deleteSession(id: string) {
      const [row] = await db.delete(adminSessions).where(eq(adminSessions.id, id)).returning({ adminId: adminSessions.adminId });
      return row;
    },

    async deleteSessionsOf(adminId: number) {
      await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
    },
  };
}
