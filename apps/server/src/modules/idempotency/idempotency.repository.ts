import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** A key answers for this long; older rows are ignored and purged. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** First key of the advisory lock held while a keyed request runs (the second is a hash of user and key). */
const IDEMPOTENCY_LOCK = 4242201;

const expiry = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

export function createIdempotencyRepository(db: DbOrTx) {
  return {
    /**
     * Tries the transaction-scoped lock of a (user, key): false when another transaction holds it,
     * on this or another instance (PostgreSQL). PGlite is one session, where it always succeeds: there
     * the process's own in-flight set answers (only one process may open a PGlite folder).
     */
    async tryLock(slot: number): Promise<boolean> {
      const result = (await db.execute(sql`select pg_try_advisory_xact_lock(${IDEMPOTENCY_LOCK}::int, ${slot}::int) as locked`)) as unknown as {
        rows: Array<{ locked: boolean }>;
      };
      return result.rows[0]?.locked === true;
    },

    /** The key's stored answer, unless it has expired. */
    async findLive(userId: number, key: string) {
      const [row] = await db
        .select({ requestHash: idempotencyKeys.requestHash, statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), gt(idempotencyKeys.createdAt, expiry)));
      return row;
    },

    /** The user's expired keys (this one among them, if it had expired): the new answer takes its place. */
    async deleteExpiredOfUser(userId: number) {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), lte(idempotencyKeys.createdAt, expiry)));
    },

    async insert(row: { userId: number; key: string; route: string; requestHash: string; statusCode: number; response: unknown }) {
      await db.insert(idempotencyKeys).values(row);
    },

    /** Every expired key, of every user; how many went. */
    async purgeExpired(): Promise<number> {
      return (await db.delete(idempotencyKeys).where(lte(idempotencyKeys.createdAt, expiry)).returning({ key: idempotencyKeys.key })).length;
    },
  };
}
