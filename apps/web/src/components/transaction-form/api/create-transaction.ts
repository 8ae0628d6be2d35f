import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { apiJson, newIdempotencyKey } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';

/** What the add-transaction form sends (the amount as typed; the server validates and normalises it). */
export interface NewTransactionInput {
  type: 'income' | 'expense';
  amount: string;
  currency: string;
  description: string;
  categoryId: number;
  tags: string[];
  /** 'YYYY-MM-DD', a calendar date in the user's timezone. */
  transactionDate: string;
}

/** POST /api/transactions -> 201 with the transaction; 400 { error, code, field } on a bad field. */
export function createTransaction(input: NewTransactionInput): Promise<Transaction> {
  return apiJson<Transaction>('POST', '/api/transactions', input, { idempotencyKey: newIdempotencyKey() });
}

export function useCreateTransactionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    onSuccess: () => invalidateTransactionData(queryClient),
  });
}
