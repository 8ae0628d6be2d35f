/** What the assistant learned from the user's corrections, as Settings shows it. */
import type { LearnedRule } from '@tally/shared/schemas/learned-rules';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { createLearnedRulesRepository } from './learned-rules.repository';

type RuleRow = Awaited<ReturnType<ReturnType<typeof createLearnedRulesRepository>['list']>>[number];

const toView = (r: RuleRow): LearnedRule => ({ ...r, updatedAt: r.updatedAt.toISOString() });

export function createLearnedRulesService(db: Database) {
  const repo = createLearnedRulesRepository(db);
  return {
    async list(userId: number): Promise<LearnedRule[]> {
      return (await repo.list(userId)).map(toView);
    },

    /** Another user's rule is "not found", exactly like a missing one. */
    async remove(userId: number, id: number): Promise<LearnedRule> {
      return db.transaction(async (tx) => {
        const txRepo = createLearnedRulesRepository(tx);
        const [rule] = await txRepo.list(userId, id);
        if (!rule || !(await txRepo.delete(userId, id))) throw notFound();
        return toView(rule);
      });
    },
  };
}

export type LearnedRulesService = ReturnType<typeof createLearnedRulesService>;
