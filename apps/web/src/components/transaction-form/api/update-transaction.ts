import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { apiJson } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';

/** The fields an edit changed (only those are sent: an unchanged, since deactivated category stays). */
export interface TransactionChanges {
  type?: 'income' | 'expense';
  amount?: string;
  currency?: string;
  description?: string;
  categoryId?: number;
  tags?: string[];
  transactionDate?: string;
}

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
