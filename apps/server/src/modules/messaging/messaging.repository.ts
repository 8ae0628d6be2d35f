import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inboundMessages, messagingOptOuts, users } from '../../db/schema';

export function createMessagingRepository(db: DbOrTx) {
  return {
    /**
     * Claims a MessageSid; false when it was already delivered (then `reply` is what was answered, and
     * `userId`/`channel` who it was answered to).
     */
    async claim(
      messageSid: string,
      channel: string,
      userId: number | null,
    ): Promise<{ claimed: boolean; reply: string | null; userId: number | null; channel: string | null }> {
      const inserted = await db
        .insert(inboundMessages)
        .values({ messageSid, channel, userId })
        .onConflictDoNothing()
        .returning({ sid: inboundMessages.messageSid });
      if (inserted.length > 0) return { claimed: true, reply: null, userId, channel };
      const [row] = await db
        .select({ reply: inboundMessages.reply, userId: inboundMessages.userId, channel: inboundMessages.channel })
        .from(inboundMessages)
        .where(eq(inboundMessages.messageSid, messageSid));
      return { claimed: false, reply: row?.reply ?? null, userId: row?.userId ?? null, channel: row?.channel ?? null };
    },
    async storeReply(messageSid: string, reply: string) {
      await db.update(inboundMessages).set({ reply }).where(eq(inboundMessages.messageSid, messageSid));
    },
    /** A failed handling gives the sid back, so the provider's retry is handled afresh. */
    async release(messageSid: string) {
      await db.delete(inboundMessages).where(eq(inboundMessages.messageSid, messageSid));
    },
    async isOptedOut(phoneNumber: string): Promise<boolean> {
      const [row] = await db.select().from(messagingOptOuts).where(eq(messagingOptOuts.phoneNumber, phoneNumber)).limit(1);
      return row !== undefined;
    },
    async optOut(phoneNumber: string) {
      await db.insert(messagingOptOuts).values({ phoneNumber }).onConflictDoUpdate({ target: messagingOptOuts.phoneNumber, set: { optedOutAt: sql`now()` } });
    },
    async optIn(phoneNumber: string) {
      await db.delete(messagingOptOuts).where(eq(messagingOptOuts.phoneNumber, phoneNumber));
    },
    async setEnabled(userId: number, enabled: boolean) {
      await db.update(users).set({ messagingEnabled: enabled }).where(eq(users.id, userId));
    },
  };
}
