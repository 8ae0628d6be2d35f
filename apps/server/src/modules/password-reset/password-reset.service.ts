/**
 * Password reset by verified email (decision D3): a request emails a single-use link valid for one
 * hour, only to an address that belongs to an account and is verified; the answer to the request is
 * the same whatever the address (see the routes). Setting the new password ends every session.
 */
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import { hashPassword } from '../../platform/passwords';
import { createSessionsRepository } from '../auth/sessions.repository';
import { hashToken, newToken } from '../auth/sessions.service';
import { createUsersRepository } from '../users/users.repository';
import { languageOf } from '../users/users.view';
import { RESET_LINK_HOURS, renderResetEmail } from './password-reset.emails';
import { createPasswordResetRepository } from './password-reset.repository';

export const RESET_TTL_MS = RESET_LINK_HOURS * 3600_000;

export function createPasswordResetService(deps: { db: Database; mailer: Mailer; now: () => Date; publicUrl: () => string }) {
  const { db, mailer, now, publicUrl } = deps;
  const users = createUsersRepository(db);

  return {
    /** Emails a reset link when `email` is an account's verified address; otherwise does nothing. */
    async sendLink(email: string) {
      const user = await users.findByEmail(email);
      if (!user || !user.emailVerified || !user.email) return;
      const token = newToken();
      await db.transaction(async (tx) => {
        const repo = createPasswordResetRepository(tx);
        await repo.markAllUsedForUser(user.id);
        await repo.insert({ userId: user.id, token: hashToken(token), email: user.email!, expiresAt: new Date(now().getTime() + RESET_TTL_MS) });
      });
      const link = `${publicUrl()}/auth?mode=reset-password&token=${token}`;
      const mail = renderResetEmail({ language: languageOf(user), name: user.name, link });
      await mailer.send({ to: user.email, userId: user.id, subject: mail.subject, text: mail.text, html: mail.html, link });
    },

    /** Sets the password for a live token, uses the token up and ends every session of the user, at once. */
    async reset(token: string, newPassword: string) {
      // Hashed before the token is looked at, so a bad token costs the same time as a good one.
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        const row = await createPasswordResetRepository(tx).consume(hashToken(token), now());
        if (!row) throw new AppError(400, 'resetTokenInvalid', undefined, 'token');
        const txUsers = createUsersRepository(tx);
        const user = await txUsers.findById(row.userId);
        // The link was sent to an address the account has since changed or unverified: it no longer counts.
        if (!user || user.email !== row.email || !user.emailVerified) throw new AppError(400, 'resetTokenInvalid', undefined, 'token');
        await txUsers.update(user.id, { passwordHash });
        await createSessionsRepository(tx).deleteAllForUser(user.id);
        return user;
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
