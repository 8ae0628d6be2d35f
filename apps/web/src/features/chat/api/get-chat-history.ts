import type { ChatHistoryResponse } from '@tally/shared/schemas/chat';
import { apiJson } from '../../../lib/api-client';

/** Exchanges per page: a screenful or two. */
export const HISTORY_PAGE_SIZE = 20;

/** GET /api/chat/history -> a page of the conversation (oldest first) and the cursor of the older one. */
export function getChatHistory(before?: number): Promise<ChatHistoryResponse> {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (before !== undefined) query.set('before', String(before));
  return apiJson<ChatHistoryResponse>('GET', `/api/chat/history?${query.toString()}`);
}
