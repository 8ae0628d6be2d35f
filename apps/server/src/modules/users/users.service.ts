import { isUniqueViolation, type Database, type Tx } from '../../db/client';
import { AppError, conflict } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { UserRow } from '../../http/access';
import type { SessionsService } from '../auth/sessions.service';
import { createUsersRepository } from './users.repository';

/** Hooks other modules attach to user changes (currency re-expression, verification mail). */
export interface UserChangeHooks {
  onCurrencyChanged?: (user: UserRow, tx: Tx) => Promise<void>;
  onEmailChanged?: (user: UserRow) => Promise<void>;
}

export function createUsersService(db: Database, sessions: SessionsService, hooks: UserChangeHooks = {}) {
  const users = createUsersRepository(db);

  async function update(id: number, values: Parameters<typeof users.update>[1]) {
    const row = await users.update(id, values);
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  return {
    async changePassword(user: UserRow, sessionId: string | null, currentPassword: string, newPassword: string) {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError(400, 'currentPasswordWrong', undefined, 'currentPassword');
      }
      await users.update(user.id, { passwordHash: await hashPassword(newPassword) });
      // Every other session ends: a stolen session does not survive a password change.
      await sessions.revokeAllForUser(user.id, sessionId ?? undefined);
    },

    /** Changing the preferred currency re-expresses stored totals in the same transaction. */
    async setCurrency(user: UserRow, currency: string) {
      if (currency === user.preferredCurrency) return user;
      return db.transaction(async (tx) => {
        const row = await createUsersRepository(tx).update(user.id, { preferredCurrency: currency });
        if (!row) throw new AppError(404, 'notFound');
        await hooks.onCurrencyChanged?.(row, tx);
        return row;
      });
    },

    setLanguage: (user: UserRow, language: string) => update(user.id, { preferredLanguage: language }),
    setTimezone: (user: UserRow, timezone: string) => update(user.id, { timezone }),

    /** null removes the email; any change resets verification. */
    async setEmail(user: UserRow, email: string | null) {
      if (email === user.email) return user;
      if (email) {
        const holder = await users.findByEmail(email);
        if (holder && holder.id !== user.id) throw conflict('emailTaken', 'email');
      }
      let row: UserRow;
      try {
        row = await update(user.id, { email, emailVerified: false });
      } catch (error) {
        // Two accounts taking the same address at once: the unique index decides, the loser gets 409.
        if (isUniqueViolation(error)) throw conflict('emailTaken', 'email');
        throw error;
      }
      if (email) await hooks.onEmailChanged?.(row);
      return row;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
