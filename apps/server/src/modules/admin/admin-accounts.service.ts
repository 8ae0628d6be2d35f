/**
 * Operator accounts and their sessions (decision D2): accounts live on the server with argon2id
 * hashes; a session is a random token in its own cookie (`tally_admin`, SameSite=Strict, sent only to
 * /api/admin) with a short idle expiry and an absolute one, stored as its sha256 like user sessions.
 */
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation, type Database } from '../../db/client';
import type { AdminResolver } from '../../http/access';
import type { Config } from '../../platform/config';
import { getDummyHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../auth/sessions.service';
import { createAdminAccountsRepository } from './admin-accounts.repository';
import { createAdminAuditRepository } from './admin-audit.repository';

export const ADMIN_COOKIE = 'tally_admin';
export const ADMIN_COOKIE_PATH = '/api/admin';
export const ADMIN_PASSWORD_MIN = 12;
export const ADMIN_PASSWORD_MAX = 128;
/** The idle expiry is written back at most this often, so most requests cost one read. */
const TOUCH_INTERVAL_MS = 30_000;

/** null when acceptable, otherwise the reason (shown by the command and at start). */
export function checkAdminUsername(username: string): string | null {
  return /^[A-Za-z0-9._-]{3,64}$/.test(username) ? null : 'the username must be 3 to 64 letters, digits, dots, dashes or underscores';
}

export function checkAdminPassword(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN) return `the password must be at least ${ADMIN_PASSWORD_MIN} characters long`;
  if (password.length > ADMIN_PASSWORD_MAX) return `the password must be at most ${ADMIN_PASSWORD_MAX} characters long`;
  return null;
}

export interface AdminIdentity {
  adminId: number;
  username: string;
  sessionId: string;
}

export function createAdminAccountsService(db: Database, config: Config) {
  const repo = createAdminAccountsRepository(db);
  const idleMinutes = Math.min(config.ADMIN_SESSION_IDLE_MINUTES, config.ADMIN_SESSION_ABSOLUTE_HOURS * 60);

  async function resolve(token: string): Promise<AdminIdentity | null> {
    const id = hashToken(token);
    const row = await repo.findLiveSession(id);
    if (!row) return null;
    if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await repo.touchSession(id, idleMinutes);
    return { adminId: row.account.id, username: row.account.username, sessionId: id };
  }

  async function ensure(username: string, password: string, actor: string): Promise<'created' | 'updated' | 'unchanged'> {
    const problem = checkAdminUsername(username) ?? checkAdminPassword(password);
    if (problem) throw new Error(`Admin account not created: ${problem}.`);
    const existing = await repo.findByUsername(username);
    if (existing && (await verifyPassword(existing.passwordHash, password))) return 'unchanged';
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const txRepo = createAdminAccountsRepository(tx);
      const audit = createAdminAuditRepository(tx);
      const current = existing ?? (await txRepo.findByUsername(username));
      if (current) {
        await txRepo.setPasswordHash(current.id, passwordHash);
        await txRepo.deleteSessionsOf(current.id);
        await audit.insert({ adminId: null, adminUsername: actor, action: 'admin.password_change', targetType: 'admin', targetId: String(current.id) });
        return 'updated';
      }
      const created = await txRepo.insert(username, passwordHash);
      await audit.insert({ adminId: null, adminUsername: actor, action: 'admin.create', targetType: 'admin', targetId: String(created.id) });
      return 'created';
    });
  }

  return {
    /**
     * Creates the account, or sets its password when it differs (which ends its sessions). Used at
     * start (ADMIN_USERNAME / ADMIN_PASSWORD) and by `npm run admin:create`.
     */
    async ensureAccount(username: string, password: string, actor: string): Promise<'created' | 'updated' | 'unchanged'> {
      try {
        return await ensure(username, password, actor);
      } catch (error) {
        // Two instances starting together both tried to create it: the other one won, so update.
        if (isUniqueViolation(error)) return ensure(username, password, actor);
        throw error;
      }
    },

    /** A new session for a right username and password, or null. Unknown names cost a hash too. */
    async login(username: string, password: string) {
      const account = await repo.findByUsername(username);
      if (!account) {
        await verifyPassword(await getDummyHash(), password);
        return null;
      }
      if (!(await verifyPassword(account.passwordHash, password))) {
        await createAdminAuditRepository(db).insert({ adminId: account.id, adminUsername: account.username, action: 'login_failed' });
        return null;
      }
      const token = newToken();
      const now = Date.now();
      await db.transaction(async (tx) => {
        const txRepo = createAdminAccountsRepository(tx);
        await txRepo.insertSession({
          id: hashToken(token),
          adminId: account.id,
          idleExpiresAt: new Date(now + idleMinutes * 60_000),
          absoluteExpiresAt: new Date(now + config.ADMIN_SESSION_ABSOLUTE_HOURS * 3600_000),
        });
        await txRepo.recordLogin(account.id);
        await createAdminAuditRepository(tx).insert({ adminId: account.id, adminUsername: account.username, action: 'login' });
      });
      return {
        token,
        maxAgeSeconds: Math.round(config.ADMIN_SESSION_ABSOLUTE_HOURS * 3600),
        admin: { id: account.id, username: account.username },
      };
    },

    resolve,

    /** Ends a session without a record (sign-in rotation replaces the browser's previous one). */
    revoke: async (token: string) => {
      await repo.deleteSession(hashToken(token));
    },

    /** Ends the session of this token, if live, and records it. */
    async logout(token: string) {
      const identity = await resolve(token);
      await db.transaction(async (tx) => {
        await createAdminAccountsRepository(tx).deleteSession(hashToken(token));
        if (identity) {
          await createAdminAuditRepository(tx).insert({ adminId: identity.adminId, adminUsername: identity.username, action: 'logout' });
        }
      });
    },

    /** The resolver `registerAccess` calls on `access: 'admin'` routes. */
    resolveRequest: (async (request: FastifyRequest) => {
      const token = request.cookies[ADMIN_COOKIE];
      return token ? resolve(token) : null;
    }) satisfies AdminResolver,
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;

/**
 * At start: the account named by ADMIN_USERNAME with ADMIN_PASSWORD, created or brought up to date.
 * Answers null when neither is set; one without the other is a configuration error.
 */
export async function ensureConfiguredAdmin(db: Database, config: Config) {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = config;
  if (!username && !password) return null;
  if (!username || !password) throw new Error('Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  const result = await createAdminAccountsService(db, config).ensureAccount(username, password, 'system:config');
  return { username, result };
}
