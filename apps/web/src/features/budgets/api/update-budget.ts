import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Budget } from '@tally/shared/schemas/budgets';
import { apiJson } from '../../../lib/api-client';
import { budgetsQueryKey } from './get-budgets';

/** The category by id (the budget's own) or by name (what the user typed, resolved on the server). */
export type UpdateBudgetInput = {
  budgetId: number;
  amount: string;
  isActive: boolean;
} & ({ categoryId: number } | { category: string });

/** PUT /api/budgets/{budgetId} -> the budget (400 budgetCategoryInvalid, 409 budgetExists, 404 not the user's). */
export function updateBudget({ budgetId, ...body }: UpdateBudgetInput): Promise<Budget> {
  return apiJson<Budget>('PUT', `/api/budgets/${budgetId}`, body);
}

export function useUpdateBudgetMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBudget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetsQueryKey(userId) }),
  });
}
