/**
 * The user's control over their data (decision D6): download everything the product holds about
 * them, and delete the account with all of it.
 */
import type { Database } from '../../db/client';
import type { UserRow } from '../../http/access';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { createUserDataRepository } from './user-data.repository';
import { toUserDataExport } from './user-data.view';

export function createUserDataService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  return {
    /** One consistent snapshot of every table, even while other requests write. */
    async exportData(user: UserRow) {
      const rows = await db.transaction((tx) => createUserDataRepository(tx).findAllForUser(user.id, user.phoneNumber), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
      return toUserDataExport(user, rows, now());
    },

    /** Needs the password (a left-open session alone must not be enough); removes every row, at once. */
    async deleteAccount(user: UserRow, password: string) {
      if (!(await verifyPassword(user.passwordHash, password))) throw new AppError(400, 'passwordWrong', undefined, 'password');
      await db.transaction(async (tx) => {
        if (!(await createUserDataRepository(tx).deleteUser(user.id))) throw new AppError(404, 'notFound');
      });
    },
  };
}

export type UserDataService = ReturnType<typeof createUserDataService>;
