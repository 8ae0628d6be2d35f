import { useMutation } from '@tanstack/react-query';
import type { BetaFeedbackBody } from '@tally/shared/schemas/feedback';
import type { SupportMessageBody, SupportMessageCreated } from '@tally/shared/schemas/support';
import { apiJson } from './api-client';

/** POST /api/feedback/beta (signed in) -> 201 { id }. */
export function createBetaFeedback(body: BetaFeedbackBody): Promise<{ id: number }> {
  return apiJson<{ id: number }>('POST', '/api/feedback/beta', body);
}

export function useCreateBetaFeedback() {
  return useMutation({ mutationFn: createBetaFeedback });
}

/**
 * A visitor's beta feedback (the auth page): /api/feedback/beta is for accounts, so it goes to the
 * public support inbox the operators read (POST /api/support), marked as beta feedback in its subject.
 */
export function sendVisitorBetaFeedback(body: SupportMessageBody): Promise<SupportMessageCreated> {
  return apiJson<SupportMessageCreated>('POST', '/api/support', body);
}

export function useSendVisitorBetaFeedback() {
  return useMutation({ mutationFn: sendVisitorBetaFeedback });
}
