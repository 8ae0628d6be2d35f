import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailVerificationTokens } from '../../db/schema';

export function createEmailVerificationRepository(db: DbOrTx) {
  return {
    async insert(values: typeof emailVerificationTokens.$inferInsert) {
      await db.insert(emailVerificationTokens).values(values);
    },

    async deleteAllForUser(userId: number) {
      await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    },

    /** Removes the token and answers its row: of two concurrent uses, only one gets it. */
    async consume(tokenHash: string) {
      const [row] = await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.token, tokenHash)).returning();
      return row;
    },
  };
}
