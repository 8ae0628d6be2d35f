import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { suggestionsQueryKey } from './get-suggestions';

/** POST /api/recurring/suggestions/dismiss { key }: the suggestion is not offered again. */
export async function dismissSuggestion(key: string): Promise<void> {
  await apiRequest('POST', '/api/recurring/suggestions/dismiss', { key });
}

export function useDismissSuggestionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissSuggestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsQueryKey }),
  });
}
