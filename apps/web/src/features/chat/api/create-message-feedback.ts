import { useMutation } from '@tanstack/react-query';
import type { MessageFeedbackBody } from '@tally/shared/schemas/feedback';
import { apiJson } from '../../../lib/api-client';

/** Spec section 9: helpful is rated 5, not helpful 2. */
export const RATING_HELPFUL = 5;
export const RATING_NOT_HELPFUL = 2;

/** POST /api/feedback/message -> 201 { id } (404 for a message that is not the user's). */
export function createMessageFeedback(body: MessageFeedbackBody): Promise<{ id: number }> {
  return apiJson<{ id: number }>('POST', '/api/feedback/message', body);
}

export function useCreateMessageFeedback() {
  return useMutation({ mutationFn: createMessageFeedback });
}
