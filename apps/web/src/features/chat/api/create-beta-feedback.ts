import { useMutation } from '@tanstack/react-query';
import type { BetaFeedbackBody } from '@tally/shared/schemas/feedback';
import { apiJson } from '../../../lib/api-client';

/** POST /api/feedback/beta -> 201 { id }. */
export function createBetaFeedback(body: BetaFeedbackBody): Promise<{ id: number }> {
  return apiJson<{ id: number }>('POST', '/api/feedback/beta', body);
}

export function useCreateBetaFeedback() {
  return useMutation({ mutationFn: createBetaFeedback });
}
