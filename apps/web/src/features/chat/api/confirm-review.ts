import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** POST /api/chat/reviews/:transactionId/confirm -> { transactionId }; 404 when no doubt is open (or not the user's). */
export function confirmReview(transactionId: number): Promise<{ transactionId: number }> {
  return apiJson<{ transactionId: number }>('POST', `/api/chat/reviews/${transactionId}/confirm`);
}

export function useConfirmReview() {
  return useMutation({ mutationFn: confirmReview });
}
