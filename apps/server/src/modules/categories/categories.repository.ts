import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES, type TransactionType } from '@tally/shared/categories';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

export function createCategoriesRepository(db: DbOrTx) {
  return {
    /** The default categories of D4, created with the account. */
    async insertDefaults(userId: number) {
      await db.insert(categories).values([
        ...DEFAULT_EXPENSE_CATEGORIES.map((name) => ({ userId, name, type: 'expense' as const, isDefault: true })),
        ...DEFAULT_INCOME_CATEGORIES.map((name) => ({ userId, name, type: 'income' as const, isDefault: true })),
      ]);
    },

    findAll(userId: number): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(eq(categories.userId, userId))
        .orderBy(asc(categories.type), desc(categories.isDefault), asc(categories.id));
    },

    async findOwn(userId: number, id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(and(eq(categories.userId, userId), eq(categories.id, id))).limit(1);
      return row;
    },

    async findByName(userId: number, type: TransactionType, name: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.userId, userId), eq(categories.type, type), sql`lower(${categories.name}) = lower(${name})`))
        .limit(1);
      return row;
    },

    async insert(userId: number, name: string, type: TransactionType): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values({ userId, name, type }).returning();
      return row!;
    },

    async update(userId: number, id: number, values: Partial<Pick<CategoryRow, 'name' | 'isActive'>>): Promise<CategoryRow | undefined> {
      const [row] = await db
        .update(categories)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(categories.userId, userId), eq(categories.id, id)))
        .returning();
      return row;
    },
  };
}
