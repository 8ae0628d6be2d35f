import { CATEGORY_SYNONYMS, type TransactionType } from '@tally/shared/categories';
import type { Category } from '@tally/shared/schemas/transactions';
import { isUniqueViolation, type Database, type DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import { createCategoriesRepository, type CategoryRow } from './categories.repository';

export function toCategoryView(row: CategoryRow): Category {
  return { id: row.id, name: row.name, type: row.type, isActive: row.isActive, isDefault: row.isDefault };
}

/**
 * The category a transaction names: by id, or by name (case-insensitive, and the spec's other spellings
 * such as "food" for Dining). It must be the user's, active, and of the transaction's type.
 */
export async function resolveCategory(
  db: DbOrTx,
  userId: number,
  type: TransactionType,
  ref: { categoryId?: number; category?: string },
): Promise<CategoryRow> {
  const repo = createCategoriesRepository(db);
  let row: CategoryRow | undefined;
  if (ref.categoryId !== undefined) {
    row = await repo.findOwn(userId, ref.categoryId);
  } else if (ref.category) {
    row = await repo.findByName(userId, type, ref.category);
    const synonym = CATEGORY_SYNONYMS[ref.category.trim().toLowerCase()];
    if (!row && synonym) row = await repo.findByName(userId, type, synonym);
  } else {
    throw new AppError(400, 'categoryRequired', undefined, 'category');
  }
  if (!row || !row.isActive || row.type !== type) throw new AppError(400, 'categoryInvalid', undefined, 'category');
  return row;
}

export function createCategoriesService(db: Database) {
  const repo = createCategoriesRepository(db);

  return {
    list: (userId: number) => repo.findAll(userId),

    /** Creates a category; an inactive one of the same name comes back instead of a duplicate. */
    async create(userId: number, name: string, type: TransactionType): Promise<{ category: CategoryRow; created: boolean }> {
      const existing = await repo.findByName(userId, type, name);
      if (existing?.isActive) throw conflict('categoryExists', 'name');
      if (existing) return { category: (await repo.update(userId, existing.id, { isActive: true }))!, created: false };
      try {
        return { category: await repo.insert(userId, name, type), created: true };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('categoryExists', 'name');
        throw error;
      }
    },

    async update(userId: number, id: number, values: { name?: string; isActive?: boolean }): Promise<CategoryRow> {
      const current = await repo.findOwn(userId, id);
      if (!current) throw notFound();
      if (values.name && values.name.toLowerCase() !== current.name.toLowerCase()) {
        const clash = await repo.findByName(userId, current.type, values.name);
        if (clash) throw conflict('categoryExists', 'name');
      }
      try {
        return (await repo.update(userId, id, values))!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('categoryExists', 'name');
        throw error;
      }
    },

    /** Categories are deactivated, never deleted: past transactions keep theirs. */
    async deactivate(userId: number, id: number): Promise<CategoryRow> {
      const row = await repo.update(userId, id, { isActive: false });
      if (!row) throw notFound();
      return row;
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
