import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatBody, ChatResponse } from '@tally/shared/schemas/chat';
import { apiJson, newIdempotencyKey } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';

/** Every successful write of the assistant starts its reply with this mark (packages/assistant). */
export const WRITE_MARK = '✅';

/**
 * POST /api/chat -> the reply, its type and every transaction the message recorded or changed. One key
 * per message sent: a retry after a lost answer gets the same reply, the message is handled once.
 */
export function sendChatMessage(body: ChatBody): Promise<ChatResponse> {
  return apiJson<ChatResponse>('POST', '/api/chat', body, { idempotencyKey: newIdempotencyKey() });
}

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (response) => {
      if (response.message.includes(WRITE_MARK)) void invalidateTransactionData(queryClient);
    },
  });
}
