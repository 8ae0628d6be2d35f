import { useQuery } from '@tanstack/react-query';
import type { RecurringSuggestion } from '@tally/shared/schemas/recurring';

/** GET /api/recurring/suggestions: charges that repeat in the history, not tracked nor dismissed yet. */
export const suggestionsQueryKey = ['/api/recurring/suggestions'] as const;

export function useSuggestionsQuery() {
  return useQuery<RecurringSuggestion[]>({ queryKey: suggestionsQueryKey });
}
