import type { QueryClient } from '@tanstack/react-query';

/**
 * The cached reads a recorded, corrected or removed transaction changes (spec section 4: after a
 * successful transaction reply, cached transaction and budget data are refreshed). Matched by the
 * path at the head of the query key, so every period and user id of each read is included.
 */
const MONEY_PATHS = ['/api/dashboard', '/api/transactions', '/api/budgets', '/api/categories'];

export function refreshMoneyQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && MONEY_PATHS.some((path) => head === path || head.startsWith(`${path}/`) || head.startsWith(`${path}?`));
    },
  });
}
