import { useQuery } from '@tanstack/react-query';
import type { BudgetInsights } from '@tally/shared/schemas/budgets';
import { budgetsQueryKey } from './get-budgets';

/** GET /api/budgets/{userId}/insights: totals in the preferred currency and at most one recommendation (data, worded here). */
export const budgetInsightsQueryKey = (userId: number) => [...budgetsQueryKey(userId), 'insights'] as const;

export function useBudgetInsightsQuery(userId: number) {
  return useQuery<BudgetInsights>({ queryKey: budgetInsightsQueryKey(userId) });
}
