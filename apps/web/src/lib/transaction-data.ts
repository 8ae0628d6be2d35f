/**
 * Cached answers that a recorded, changed or deleted transaction (or a new preferred currency, or a
 * category made in the chat) makes stale: the dashboard, transaction lists, budgets, categories and
 * the recurring rules, their upcoming dates and suggestions (a chat message can set a rule; a typed
 * transaction can make a suggestion). Any feature that writes a transaction
 * (the add-transaction dialog, the chat) refreshes them through here, so none needs to know another's
 * query keys. Keys start with the API path, possibly with a query string ('/api/dashboard?period=month').
 */
import type { QueryClient } from '@tanstack/react-query';

const TRANSACTION_DATA_PATHS = ['/api/dashboard', '/api/transactions', '/api/budgets', '/api/categories', '/api/recurring'] as const;

function isTransactionData(queryKey: readonly unknown[]): boolean {
  const [first] = queryKey;
  if (typeof first !== 'string') return false;
  return TRANSACTION_DATA_PATHS.some((path) => first === path || first.startsWith(`${path}?`) || first.startsWith(`${path}/`));
}

export function invalidateTransactionData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isTransactionData(query.queryKey) });
}
