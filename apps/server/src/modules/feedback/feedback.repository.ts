import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { betaFeedback, chatAnalytics, userFeedback } from '../../db/schema';

export function createFeedbackRepository(db: DbOrTx) {
  return {
    async ownsMessage(userId: number, messageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: chatAnalytics.id })
        .from(chatAnalytics)
        .where(and(eq(chatAnalytics.userId, userId), eq(chatAnalytics.messageId, messageId)))
        .limit(1);
      return row !== undefined;
    },
    async insertMessageFeedback(values: typeof userFeedback.$inferInsert) {
      const [row] = await db.insert(userFeedback).values(values).returning({ id: userFeedback.id });
      return row!;
    },
    async insertBetaFeedback(values: typeof betaFeedback.$inferInsert) {
      const [row] = await db.insert(betaFeedback).values(values).returning({ id: betaFeedback.id });
      return row!;
    },
  };
}
