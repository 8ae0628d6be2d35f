import { CATEGORY_SYNONYMS, type TransactionType } from '@tally/shared/categories';
import type { Category } from '@tally/shared/schemas/transactions';
import { isUniqueViolation, type Database, type DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import { createBudgetsRepository } from '../budgets/budgets.repository';
import { createCategoriesRepository, type CategoryRow } from './categories.repository';

export function toCategoryView(row: CategoryRow): Category {
  return { id: row.id, name: row.name, type: row.type, isActive: row.isActive, isDefault: row.isDefault };
}

/**
 * The one resolver of category names on the server (transactions, budgets, the chat): the user's
 * category of that type by name, case-insensitive, or by one of the spec's other spellings ("food" for
 * Dining) when no category has the name itself. Active or not; undefined when none fits.
 */
export async function findCategoryByName(db: DbOrTx, userId: number, type: TransactionType, name: string): Promise<CategoryRow | undefined> {
  const repo = createCategoriesRepository(db);
  const row = await repo.findByName(userId, type, name.trim());
  if (row) return row;
  const synonym = CATEGORY_SYNONYMS[name.trim().toLowerCase()];
  return synonym ? repo.findByName(userId, type, synonym) : undefined;
}

/**
 * The category a transaction or budget names: by id, or by name (see findCategoryByName). It must be
 * the user's, active, and of the given type.
 */
export async function resolveCategory(
  db: DbOrTx,
  userId: number,
  type: TransactionType,
  ref: { categoryId?: number; category?: string },
): Promise<CategoryRow> {
  let row: CategoryRow | undefined;
  if (ref.categoryId !== undefined) {
    row = await createCategoriesRepository(db).findOwn(userId, ref.categoryId);
  } else if (ref.category) {
    row = await findCategoryByName(db, userId, type, ref.category);
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
        // A savepoint of its own: inside a request's transaction (an idempotent chat message) a refused
        // insert must not abort the rest of the request's work.
        return { category: await db.transaction((tx) => createCategoriesRepository(tx).insert(userId, name, type)), created: true };
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
        return await db.transaction(async (tx) => {
          const row = (await createCategoriesRepository(tx).update(userId, id, values))!;
          if (values.isActive === false) await createBudgetsRepository(tx).deactivateForCategory(userId, id);
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('categoryExists', 'name');
        throw error;
      }
    },

    /**
     * Categories are deactivated, never deleted: past transactions keep theirs. Its active budgets end
     * with it (nothing new can be recorded in it); bringing the category back leaves them inactive.
     */
    async deactivate(userId: number, id: number): Promise<CategoryRow> {
      return db.transaction(async (tx) => {
        const row = await createCategoriesRepository(tx).update(userId, id, { isActive: false });
        if (!row) throw notFound();
        await createBudgetsRepository(tx).deactivateForCategory(userId, id);
        return row;
      });
    },

    /** The user's category of that type by name or synonym (the chat's lookups), active or not. */
    findByName: (userId: number, type: TransactionType, name: string) => findCategoryByName(db, userId, type, name),
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
