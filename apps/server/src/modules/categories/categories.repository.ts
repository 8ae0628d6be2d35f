import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema';


export function createCategoriesRepository(db: DbOrTx) {
  return {
    /** The default categories of D4, created with the account. */
    async insertDefaults(userId: number) {
      await db.insert(categories).values([
        ...DEFAULT_EXPENSE_CATEGORIES.map((name) => ({ userId, name, type: 'expense' as const, isDefault: true })),
        ...DEFAULT_INCOME_CATEGORIES.map((name) => ({ userId, name, type: 'income' as const, isDefault: true })),
      ]);
    },
  };
}
