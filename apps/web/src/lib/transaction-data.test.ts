import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateTransactionData } from './transaction-data';

describe('invalidateTransactionData', () => {
  it('marks the dashboard, transaction, budget, category and recurring reads stale, and nothing else', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const keys = [
      ['/api/dashboard?period=month'],
      ['/api/dashboard', 7],
      ['/api/transactions'],
      ['/api/budgets', 7, 'performance'],
      ['/api/categories'],
      ['/api/recurring'],
      ['/api/recurring/upcoming?days=30'],
      ['/api/recurring/suggestions'],
      ['/api/recurringish'],
      ['/api/auth/me'],
      ['/api/currencies'],
      ['/api/dashboardish'],
    ];
    for (const key of keys) client.setQueryData(key, { cached: true });
    await invalidateTransactionData(client);
    const invalidated = keys.filter((key) => client.getQueryState(key)!.isInvalidated).map((key) => key.join('/'));
    expect(invalidated).toEqual(['/api/dashboard?period=month', '/api/dashboard/7', '/api/transactions', '/api/budgets/7/performance', '/api/categories', '/api/recurring', '/api/recurring/upcoming?days=30', '/api/recurring/suggestions']);
  });
});
