import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

export function createPasswordResetRepository(db: DbOrTx) {
  return {
    async insert(values: typeof passwordResetTokens.$inferInsert) {
      await db.insert(passwordResetTokens).values(values);
    },

    /** Earlier links stop working when a new one is sent. */
    async markAllUsedForUser(userId: number) {
      await db
        .update(passwordResetTokens)
        .set({ used: true })
        .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.used, false)));
    },

    /** Marks a live token used and answers its row; a used, expired or unknown token answers nothing. */
    async consume(tokenHash: string, now: Date) {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ used: true })
        .where(and(eq(passwordResetTokens.token, tokenHash), eq(passwordResetTokens.used, false), gt(passwordResetTokens.expiresAt, now)))
        .returning();
      return row;
    },
  };
}
