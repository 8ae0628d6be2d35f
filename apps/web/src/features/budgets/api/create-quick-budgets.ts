import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Budget } from '@tally/shared/schemas/budgets';
import { apiJson } from '../../../lib/api-client';
import { budgetsQueryKey } from './get-budgets';

/** POST /api/budgets/{userId}/quick-setup -> 201 the budgets it created (none when every suggestion already has one). */
export function createQuickBudgets(userId: number): Promise<Budget[]> {
  return apiJson<Budget[]>('POST', `/api/budgets/${userId}/quick-setup`);
}

export function useCreateQuickBudgetsMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createQuickBudgets(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetsQueryKey(userId) }),
  });
}
