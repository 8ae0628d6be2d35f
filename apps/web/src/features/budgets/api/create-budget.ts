import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Budget } from '@tally/shared/schemas/budgets';
import { apiJson, newIdempotencyKey } from '../../../lib/api-client';
import { budgetsQueryKey } from './get-budgets';

export interface CreateBudgetInput {
  userId: number;
  /** The stored (English) name of a default category. */
  category: string;
  amount: string;
  currency: string;
  period: Budget['period'];
}

/** POST /api/budgets -> 201 the budget (409 budgetExists, 400 budgetCategoryInvalid, amountInvalid, ...). */
export function createBudget(input: CreateBudgetInput): Promise<Budget> {
  return apiJson<Budget>('POST', '/api/budgets', input, { idempotencyKey: newIdempotencyKey() });
}

export function useCreateBudgetMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBudget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetsQueryKey(userId) }),
  });
}
