import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { apiJson } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';
import type { TransactionChanges } from '../transaction-form';

export interface TransactionUpdate {
  id: number;
  changes: TransactionChanges;
  /**
   * The user is correcting what the assistant read (a chat card, a list row): a new type or category
   * teaches it for that merchant or description (the server's `learn`).
   */
  isCorrection?: boolean;
}

/** PATCH /api/transactions/:id -> the saved transaction; 400 { error, code, field }; 404 when gone. */
export function updateTransaction({ id, changes, isCorrection = false }: TransactionUpdate): Promise<Transaction> {
  return apiJson<Transaction>('PATCH', `/api/transactions/${id}`, isCorrection ? { ...changes, learn: true } : changes);
}

export function useUpdateTransactionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransaction,
    onSuccess: () => invalidateTransactionData(queryClient),
  });
}
