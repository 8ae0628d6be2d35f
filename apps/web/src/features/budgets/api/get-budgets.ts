import { useQuery } from '@tanstack/react-query';
import type { Budget } from '@tally/shared/schemas/budgets';

/**
 * GET /api/budgets/{userId}: every budget, active ones first. The key is also the prefix of the
 * performance and insights keys, so invalidating it refetches all three (spec section 7: budget
 * lists are refetched after every change).
 */
export const budgetsQueryKey = (userId: number) => ['/api/budgets', userId] as const;

export function useBudgetsQuery(userId: number) {
  return useQuery<Budget[]>({ queryKey: budgetsQueryKey(userId) });
}
