import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';

/** DELETE /api/recurring/:id (404 when it is not the user's). What it recorded stays. */
export async function deleteRecurringRule(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/recurring/${id}`);
}

export function useDeleteRecurringRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecurringRule,
    onSuccess: () => invalidateTransactionData(queryClient),
  });
}
