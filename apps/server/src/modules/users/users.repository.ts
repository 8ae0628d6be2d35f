import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserInsert = typeof users.$inferInsert;
export type UserUpdate = Partial<Omit<UserInsert, 'id' | 'createdAt'>>;

export function createUsersRepository(db: DbOrTx) {
  return {
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByPhone(phoneNumber: string) {
      const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
      return row;
    },
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async count() {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
    async insert(values: UserInsert) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async update(id: number, values: UserUpdate) {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },
    async delete(id: number) {
      await db.delete(users).where(eq(users.id, id));
    },
    /** Serialises registrations so the seat count cannot be overrun by concurrent sign-ups. */
    async lockRegistrations() {
      await db.execute(sql`select pg_advisory_xact_lock(4242001)`);
    },
  };
}
