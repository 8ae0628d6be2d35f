import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { apiJson } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';

/** DELETE /api/transactions/:id -> the removed transaction (404 when it is gone or not the user's). */
export function deleteTransaction(id: number): Promise<Transaction> {
  return apiJson<Transaction>('DELETE', `/api/transactions/${id}`);
}

export function useDeleteTransactionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSettled: () => invalidateTransactionData(queryClient),
  });
}
