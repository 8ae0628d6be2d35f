/**
 * Server-side sessions (D1): a 256-bit random token in an httpOnly cookie, only its sha256 stored,
 * with an idle expiry that slides with use and an absolute one that does not.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import type { Config } from '../../platform/config';
import { createSessionsRepository } from './sessions.repository';

export const SESSION_COOKIE = 'tally_session';
/** The idle expiry is written back at most this often, so most requests cost one read. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function createSessionsService(db: Database, config: Config) {
  const repo = createSessionsRepository(db);
  const hours = (h: number) => new Date(Date.now() + h * 3600_000);

  return {
    /** Starts a session; returns the cookie token. */
    async create(userId: number, userAgent: string | undefined) {
      const token = newToken();
      await repo.insert({
        id: hashToken(token),
        userId,
        idleExpiresAt: hours(Math.min(config.SESSION_IDLE_HOURS, config.SESSION_ABSOLUTE_HOURS)),
        absoluteExpiresAt: hours(config.SESSION_ABSOLUTE_HOURS),
        userAgent: userAgent?.slice(0, 300),
      });
      return { token, maxAgeSeconds: Math.round(config.SESSION_ABSOLUTE_HOURS * 3600) };
    },

    /** The user of a live session, or null. */
    async resolve(token: string) {
      const id = hashToken(token);
      const row = await repo.findLive(id);
      if (!row) return null;
      if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await repo.touch(id, row.user.id, config.SESSION_IDLE_HOURS);
      }
      return { sessionId: id, user: row.user };
    },

    revoke: (token: string) => repo.delete(hashToken(token)),
    revokeAllForUser: (userId: number, exceptSessionId?: string) => repo.deleteAllForUser(userId, exceptSessionId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
