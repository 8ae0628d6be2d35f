import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearnedRule } from '@tally/shared/schemas/learned-rules';
import { apiJson } from '../../../lib/api-client';

/** What the assistant learned from the user's corrections (GET /api/learned-rules). */
export const learnedRulesQueryKey = ['/api/learned-rules'] as const;

export function useLearnedRulesQuery() {
  return useQuery<LearnedRule[]>({ queryKey: learnedRulesQueryKey });
}

/** DELETE /api/learned-rules/{id}: later messages are no longer sorted by the rule. */
export function useRemoveLearnedRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: LearnedRule) => apiJson<LearnedRule>('DELETE', `/api/learned-rules/${rule.id}`),
    onSuccess: (removed) =>
      queryClient.setQueryData<LearnedRule[]>(learnedRulesQueryKey, (rules) => rules?.filter((r) => r.id !== removed.id)),
  });
}
