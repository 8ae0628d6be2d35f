import type { DbOrTx } from '../db/client';
import { outgoingMail } from '../db/schema';

export function createOutgoingMailRepository(db: DbOrTx) {
  return {
    async insert(values: typeof outgoingMail.$inferInsert) {
      const [row] = await db.insert(outgoingMail).values(values).returning({ id: outgoingMail.id });
      return row!.id;
    },
  };
}

export type OutgoingMailRepository = ReturnType<typeof createOutgoingMailRepository>;
