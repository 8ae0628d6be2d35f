/**
 * Email verification (decision D3): a random single-use token, stored as its sha256, valid 24 hours,
 * emailed when an address is set or changed and on request. Opening the link proves the mailbox.
 */
import type { Database } from '../../db/client';
import type { UserRow } from '../../http/access';
import { AppError } from '../../platform/errors';
import { MailDeliveryError, type Mailer } from '../../platform/mailer';
import { hashToken, newToken } from '../auth/sessions.service';
import { createUsersRepository } from '../users/users.repository';
import { languageOf } from '../users/users.view';
import { renderVerificationEmail, VERIFICATION_LINK_HOURS } from './email-verification.emails';
import { createEmailVerificationRepository } from './email-verification.repository';

export const VERIFICATION_TTL_MS = VERIFICATION_LINK_HOURS * 3600_000;

/** What opening a link came to: the web page says it in the user's language. */
export type VerifyOutcome = { status: 'verified'; userId: number } | { status: 'missing' } | { status: 'expired' };

export function createEmailVerificationService(deps: { db: Database; mailer: Mailer; now: () => Date; publicUrl: () => string }) {
  const { db, mailer, now, publicUrl } = deps;

  /** Issues a fresh token (older links of this user stop working) and emails it to the user's address. */
  async function send(user: UserRow) {
    if (!user.email) return;
    const token = newToken();
    await db.transaction(async (tx) => {
      const repo = createEmailVerificationRepository(tx);
      await repo.deleteAllForUser(user.id);
      await repo.insert({
        userId: user.id,
        token: hashToken(token),
        email: user.email!,
        expiresAt: new Date(now().getTime() + VERIFICATION_TTL_MS),
      });
    });
    const link = `${publicUrl()}/api/auth/verify-email?token=${token}`;
    const mail = renderVerificationEmail({ language: languageOf(user), name: user.name, email: user.email, link });
    await mailer.send({ to: user.email, userId: user.id, subject: mail.subject, text: mail.text, html: mail.html, link });
  }

  return {
    send,

    /** The settings page's resend button: errors here are the user's to see. */
    async resend(user: UserRow, email: string | undefined) {
      if (!user.email) throw new AppError(400, 'emailNotSet', undefined, 'email');
      if (email !== undefined && email !== user.email) throw new AppError(400, 'emailMismatch', undefined, 'email');
      if (user.emailVerified) throw new AppError(409, 'emailAlreadyVerified');
      try {
        await send(user);
      } catch (error) {
        if (error instanceof MailDeliveryError) throw new AppError(503, 'mailUnavailable');
        throw error;
      }
    },

    async verify(token: string | undefined): Promise<VerifyOutcome> {
      if (!token) return { status: 'missing' };
      return db.transaction(async (tx) => {
        const row = await createEmailVerificationRepository(tx).consume(hashToken(token));
        if (!row || row.expiresAt.getTime() <= now().getTime()) return { status: 'expired' as const };
        const users = createUsersRepository(tx);
        const user = await users.findById(row.userId);
        // A link sent to an address the account no longer has proves nothing about the current one.
        if (!user || user.email !== row.email) return { status: 'expired' as const };
        await users.update(user.id, { emailVerified: true });
        await createEmailVerificationRepository(tx).deleteAllForUser(user.id);
        return { status: 'verified' as const, userId: user.id };
      });
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
