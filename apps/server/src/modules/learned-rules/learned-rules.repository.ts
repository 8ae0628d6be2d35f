/**
 * The category rules the assistant learned from corrections (category_rules): the chat reads them,
 * a correction writes one, undo takes one back, and Settings lists and removes them.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, categoryRules } from '../../db/schema';

/** What a correction did to a rule, kept in its action so that undo can put it back. */
export interface LearnedRuleChange {
  id: number;
  pattern: string;
  categoryId: number;
  /** The rule's category before, or null when the correction created it. */
  previousCategoryId: number | null;
}

export function createLearnedRulesRepository(db: DbOrTx) {
  return {
    /** The user's rules, or the one with `id`. */
    list(userId: number, id?: number) {
      return db
        .select({
          id: categoryRules.id,
          pattern: categoryRules.pattern,
          categoryId: categoryRules.categoryId,
          categoryName: categories.name,
          categoryType: categories.type,
          updatedAt: categoryRules.updatedAt,
        })
        .from(categoryRules)
        .innerJoin(categories, eq(categories.id, categoryRules.categoryId))
        .where(and(eq(categoryRules.userId, userId), id !== undefined ? eq(categoryRules.id, id) : undefined))
        .orderBy(asc(categoryRules.pattern), asc(categoryRules.id));
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(categoryRules)
        .where(and(eq(categoryRules.userId, userId), eq(categoryRules.id, id)))
        .returning({ id: categoryRules.id });
      return rows.length > 0;
    },

    /** Sets the rule for `pattern` (creating it or changing its category) and says what it was. */
    async learn(userId: number, pattern: string, categoryId: number): Promise<LearnedRuleChange> {
      const [before] = await db
        .select({ categoryId: categoryRules.categoryId })
        .from(categoryRules)
        .where(and(eq(categoryRules.userId, userId), eq(categoryRules.pattern, pattern)));
      const [row] = await db
        .insert(categoryRules)
        .values({ userId, pattern, categoryId })
        .onConflictDoUpdate({ target: [categoryRules.userId, categoryRules.pattern], set: { categoryId, updatedAt: sql`now()` } })
        .returning({ id: categoryRules.id });
      return { id: row!.id, pattern, categoryId, previousCategoryId: before?.categoryId ?? null };
    },

    /**
     * Takes back what `learn` did, if the rule still says what that correction taught (a rule
     * removed in Settings, or changed since, is left as it is). True when something was undone.
     */
    async revert(userId: number, change: LearnedRuleChange): Promise<boolean> {
      const same = and(eq(categoryRules.userId, userId), eq(categoryRules.id, change.id), eq(categoryRules.categoryId, change.categoryId));
      const rows =
        change.previousCategoryId === null
          ? await db.delete(categoryRules).where(same).returning({ id: categoryRules.id })
          : await db
              .update(categoryRules)
              .set({ categoryId: change.previousCategoryId, updatedAt: sql`now()` })
              .where(same)
              .returning({ id: categoryRules.id });
      return rows.length > 0;
    },
  };
}
