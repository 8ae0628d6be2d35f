import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { apiJson } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';
import type { TransactionChanges } from '../transaction-form';

/** PATCH /api/transactions/:id -> the saved transaction; 400 { error, code, field }; 404 when gone. */
export function updateTransaction({ id, changes }: { id: number; changes: TransactionChanges }): Promise<Transaction> {
  return apiJson<Transaction>('PATCH', `/api/transactions/${id}`, changes);
}

export function useUpdateTransactionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransaction,
    onSuccess: () => invalidateTransactionData(queryClient),
  });
}
