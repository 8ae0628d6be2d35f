import type { DbOrTx } from '../../db/client';
import { supportMessages } from '../../db/schema';

export function createSupportRepository(db: DbOrTx) {
  return {
    async insertMessage(values: { userId: number | null; name: string; email: string; subject: string; message: string }) {
      const [row] = await db
        .insert(supportMessages)
        .values(values)
        .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
      return row!;
    },
  };
}
