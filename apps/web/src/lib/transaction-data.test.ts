import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateTransactionData } from './transaction-data';

describe('invalidateTransactionData', () => {
  it('marks the dashboard, transaction lists and budgets stale, and nothing else', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const keys = ['/api/dashboard?period=month', '/api/dashboard?period=all', '/api/transactions', '/api/budgets/7', '/api/categories', '/api/auth/me', '/api/dashboards'];
    for (const key of keys) queryClient.setQueryData([key], {});
    await invalidateTransactionData(queryClient);
    const stale = keys.filter((key) => queryClient.getQueryState([key])?.isInvalidated);
    expect(stale).toEqual(['/api/dashboard?period=month', '/api/dashboard?period=all', '/api/transactions', '/api/budgets/7']);
  });
});
