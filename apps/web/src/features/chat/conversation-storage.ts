/**
 * The visible conversation survives a reload of the tab (sessionStorage, cleared at sign-out). Kept
 * per user; an entry of the wrong shape is ignored rather than trusted.
 */
import { readTabStorage, writeTabStorage } from '../../lib/session/tab-storage';
import { EMPTY_CONVERSATION, type ChatMessage, type Conversation } from './conversation';

/** Enough for any real session; keeps the entry far below the storage quota. */
export const STORED_MESSAGES_MAX = 200;

const nameFor = (userId: number) => `chat_${userId}`;

function isMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    (m.role === 'user' || m.role === 'assistant') &&
    typeof m.content === 'string' &&
    typeof m.timestamp === 'string' &&
    (m.transactions === undefined || Array.isArray(m.transactions))
  );
}

export function readConversation(userId: number): Conversation {
  const stored = readTabStorage(nameFor(userId));
  if (!stored || typeof stored !== 'object') return EMPTY_CONVERSATION;
  const { sessionId, messages } = stored as Record<string, unknown>;
  if (!Array.isArray(messages) || !messages.every(isMessage)) return EMPTY_CONVERSATION;
  return { sessionId: typeof sessionId === 'string' ? sessionId : null, messages };
}

export function writeConversation(userId: number, conversation: Conversation): void {
  writeTabStorage(nameFor(userId), { ...conversation, messages: conversation.messages.slice(-STORED_MESSAGES_MAX) });
}
