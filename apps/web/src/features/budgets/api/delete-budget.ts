import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { budgetsQueryKey } from './get-budgets';

/** DELETE /api/budgets/{budgetId} -> { ok: true } (404 when it is not the user's). */
export async function deleteBudget(budgetId: number): Promise<void> {
  await apiRequest('DELETE', `/api/budgets/${budgetId}`);
}

export function useDeleteBudgetMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBudget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetsQueryKey(userId) }),
  });
}
