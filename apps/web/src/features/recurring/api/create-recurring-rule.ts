import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRecurringBody, RecurringRule } from '@tally/shared/schemas/recurring';
import { apiJson } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';

/**
 * POST /api/recurring -> 201 the rule; 400 { error, code, field } on a bad field. A rule starting in
 * the past records its due occurrences at once, so every transaction read is refreshed, not only ours.
 */
export function createRecurringRule(body: CreateRecurringBody): Promise<RecurringRule> {
  return apiJson<RecurringRule>('POST', '/api/recurring', body);
}

export function useCreateRecurringRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecurringRule,
    onSuccess: () => invalidateTransactionData(queryClient),
  });
}
