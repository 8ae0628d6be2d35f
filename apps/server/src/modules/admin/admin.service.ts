/**
 * What an operator can do (spec section 2 "Admin"): read the overview, the users, the feedback and
 * the chat analytics; edit and delete users; resolve, reopen and delete feedback. Every change is
 * written to the audit log in the same database transaction as the change itself, so there is no
 * change without its record.
 */
import { ADMIN_PAGE_SIZE, joinName, splitName, type FeedbackSource } from '@tally/shared/admin';
import type { AdminAnalyticsQuery, AdminCorrectionsQuery, AdminFeedbackQuery, AdminUpdateUserBody, AdminUsersQuery } from '@tally/shared/schemas/admin';
import { NAME_MAX } from '@tally/shared/validation';
import { isUniqueViolation, type Database, type Tx } from '../../db/client';
import type { UserRow } from '../../http/access';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { createUsersRepository, type UserUpdate } from '../users/users.repository';
import type { AdminIdentity } from './admin-accounts.service';
import { createAdminAnalyticsRepository } from './admin-analytics.repository';
import { createAdminAuditRepository } from './admin-audit.repository';
import { createAdminFeedbackRepository } from './admin-feedback.repository';
import { createAdminUsersRepository } from './admin-users.repository';
import { activeSince, toAdminAnalyticsRowView, toAdminFeedbackView, toAdminUserView } from './admin.view';

export interface AdminHooks {
  /** Re-expresses stored conversions after the preferred currency changed (same transaction). */
  onCurrencyChanged?: (user: UserRow, tx: Tx) => Promise<void>;
  /** A new address to verify (the same hook as the user's own email change), after the change is saved. */
  onEmailChanged?: (user: UserRow) => Promise<void>;
}

const paging = (page: number, total: number) => ({
  page,
  pageSize: ADMIN_PAGE_SIZE,
  total,
  totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
});
const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

export function createAdminService(db: Database, now: () => Date, hooks: AdminHooks = {}) {
  const analytics = createAdminAnalyticsRepository(db);
  const adminUsers = createAdminUsersRepository(db);
  const feedback = createAdminFeedbackRepository(db);

  const audit = (tx: Tx, admin: AdminIdentity, entry: { action: string; targetType: 'user' | 'feedback'; targetId: string; details?: Record<string, unknown> }) =>
    createAdminAuditRepository(tx).insert({ adminId: admin.adminId, adminUsername: admin.username, ...entry });

  async function getUser(id: number) {
    const row = await adminUsers.findById(id);
    if (!row) throw notFound();
    return toAdminUserView(row, now());
  }

  return {
    stats: () => analytics.stats(activeSince(now())),

    async listUsers(query: AdminUsersQuery) {
      const total = await adminUsers.count();
      const rows = await adminUsers.findPage(query.sort, query.order, ADMIN_PAGE_SIZE, offsetOf(query.page));
      const at = now();
      return { ...paging(query.page, total), users: rows.map((r) => toAdminUserView(r, at)) };
    },

    getUser,

    /** Changed fields only; the same rules as the user's own settings. */
    async updateUser(admin: AdminIdentity, id: number, body: AdminUpdateUserBody) {
      let emailChangedTo: UserRow | null;
      try {
        // Answers the saved row when it has a new email address to verify.
        emailChangedTo = await db.transaction(async (tx): Promise<UserRow | null> => {
          const users = createUsersRepository(tx);
          const current = await users.findById(id);
          if (!current) throw notFound();
          const changes: UserUpdate = {};
          if (body.firstName !== undefined || body.lastName !== undefined) {
            const parts = splitName(current.name);
            const name = joinName(body.firstName ?? parts.firstName, body.lastName ?? parts.lastName);
            if (name !== null && name.length > NAME_MAX) throw badRequest('nameTooLong', 'lastName');
            if (name !== current.name) changes.name = name;
          }
          if (body.email !== undefined && body.email !== current.email) {
            const holder = body.email ? await users.findByEmail(body.email) : undefined;
            if (holder && holder.id !== id) throw conflict('emailTaken', 'email');
            changes.email = body.email;
            changes.emailVerified = false;
          }
          if (body.preferredCurrency !== undefined && body.preferredCurrency !== current.preferredCurrency) {
            changes.preferredCurrency = body.preferredCurrency;
          }
          if (body.preferredLanguage !== undefined && body.preferredLanguage !== current.preferredLanguage) {
            changes.preferredLanguage = body.preferredLanguage;
          }
          const fields = Object.keys(changes).filter((k) => k !== 'emailVerified');
          if (fields.length === 0) return null;
          const row = await users.update(id, changes);
          if (!row) throw notFound();
          if (changes.preferredCurrency) await hooks.onCurrencyChanged?.(row, tx);
          // Field names only: values are personal data, and the log outlives the user.
          await audit(tx, admin, { action: 'user.update', targetType: 'user', targetId: String(id), details: { fields } });
          return changes.email ? row : null;
        });
      } catch (error) {
        // Two writes racing for one email address: the unique index decides.
        if (isUniqueViolation(error)) throw conflict('emailTaken', 'email');
        throw error;
      }
      if (emailChangedTo) await hooks.onEmailChanged?.(emailChangedTo);
      return getUser(id);
    },

    /** Removes the user and, by cascade, every row of theirs (transactions, feedback, chat, budgets, sessions...). */
    async deleteUser(admin: AdminIdentity, id: number) {
      await db.transaction(async (tx) => {
        const users = createUsersRepository(tx);
        if (!(await users.findById(id))) throw notFound();
        const removed = await createAdminUsersRepository(tx).countOwnedRows(id);
        await users.delete(id);
        await audit(tx, admin, { action: 'user.delete', targetType: 'user', targetId: String(id), details: { removed } });
      });
    },

    async listFeedback(query: AdminFeedbackQuery) {
      const total = await feedback.count(query.status);
      const rows = await feedback.findPage(query.status, ADMIN_PAGE_SIZE, offsetOf(query.page));
      return { ...paging(query.page, total), feedback: rows.map(toAdminFeedbackView) };
    },

    async setFeedbackResolved(admin: AdminIdentity, ref: { source: FeedbackSource; id: number }, isResolved: boolean) {
      await db.transaction(async (tx) => {
        if (!(await createAdminFeedbackRepository(tx).setResolved(ref.source, ref.id, isResolved))) throw notFound();
        await audit(tx, admin, {
          action: isResolved ? 'feedback.resolve' : 'feedback.reopen',
          targetType: 'feedback',
          targetId: `${ref.source}-${ref.id}`,
        });
      });
      const row = await feedback.findOne(ref.source, ref.id);
      if (!row) throw notFound();
      return toAdminFeedbackView(row);
    },

    async deleteFeedback(admin: AdminIdentity, ref: { source: FeedbackSource; id: number }) {
      await db.transaction(async (tx) => {
        if (!(await createAdminFeedbackRepository(tx).delete(ref.source, ref.id))) throw notFound();
        await audit(tx, admin, { action: 'feedback.delete', targetType: 'feedback', targetId: `${ref.source}-${ref.id}` });
      });
    },

    async analytics(query: AdminAnalyticsQuery) {
      const since = new Date(now().getTime() - query.days * 86_400_000);
      const summary = await analytics.summary(since);
      const total = await analytics.countRows(since);
      const rows = await analytics.findRows(since, ADMIN_PAGE_SIZE, offsetOf(query.page));
      return { ...paging(query.page, total), summary: { days: query.days, ...summary }, rows: rows.map(toAdminAnalyticsRowView) };
    },

    /** How often what the chat recorded gets corrected, per language, and the phrasings behind it. */
    async corrections(query: AdminCorrectionsQuery) {
      const since = new Date(now().getTime() - query.days * 86_400_000);
      return { days: query.days, ...(await analytics.corrections(since)) };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
