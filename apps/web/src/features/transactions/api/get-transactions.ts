import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { transactionsPath, type ListFilters } from '../list-query';

export interface TransactionPage {
  transactions: Transaction[];
  total: number;
  limit: number;
  offset: number;
}

/** GET /api/transactions?... (the key is the path; the default query function fetches it). One page. */
export function useTransactionsQuery(filters: ListFilters, offset: number) {
  return useQuery<TransactionPage>({ queryKey: [transactionsPath(filters, offset)], placeholderData: keepPreviousData });
}
