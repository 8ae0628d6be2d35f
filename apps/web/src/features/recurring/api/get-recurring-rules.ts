import { useQuery } from '@tanstack/react-query';
import type { RecurringRule } from '@tally/shared/schemas/recurring';

/**
 * GET /api/recurring: the user's rules. Every recurring key starts with '/api/recurring', which the
 * transaction-data refresh covers: a chat message or a changed transaction refetches them too.
 */
export const recurringRulesQueryKey = ['/api/recurring'] as const;

export function useRecurringRulesQuery() {
  return useQuery<RecurringRule[]>({ queryKey: recurringRulesQueryKey });
}
