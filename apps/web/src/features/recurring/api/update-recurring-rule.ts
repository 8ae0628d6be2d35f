import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurringRule, UpdateRecurringBody } from '@tally/shared/schemas/recurring';
import { apiJson } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';

export interface RecurringRuleUpdate {
  id: number;
  changes: UpdateRecurringBody;
}

/** PATCH /api/recurring/:id -> the rule; 400 { error, code, field }; 404 when it is not the user's. */
export function updateRecurringRule({ id, changes }: RecurringRuleUpdate): Promise<RecurringRule> {
  return apiJson<RecurringRule>('PATCH', `/api/recurring/${id}`, changes);
}

export function useUpdateRecurringRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecurringRule,
    onSuccess: () => invalidateTransactionData(queryClient),
  });
}
