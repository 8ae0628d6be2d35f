import { useQuery } from '@tanstack/react-query';
import type { BudgetPerformance } from '@tally/shared/schemas/budgets';
import { budgetsQueryKey } from './get-budgets';

/** GET /api/budgets/{userId}/performance: the active budgets with their figures for the current window. */
export const budgetPerformanceQueryKey = (userId: number) => [...budgetsQueryKey(userId), 'performance'] as const;

export function useBudgetPerformanceQuery(userId: number) {
  return useQuery<BudgetPerformance[]>({ queryKey: budgetPerformanceQueryKey(userId) });
}
