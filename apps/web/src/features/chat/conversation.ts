/**
 * The conversation as the page keeps it (spec section 3, "Chat message"): pure functions over an
 * immutable state, so the page and the tests share one set of rules. The server is the record of
 * what happened (GET /api/chat/history pages it back); this is what the person sees.
 */
import { CHAT_HISTORY_MAX } from '@tally/shared/chat-limits';
import type { ChatHistoryEntry, ChatResponse, ChatReview } from '@tally/shared/schemas/chat';
import type { Transaction } from '@tally/shared/schemas/transactions';

export type FeedbackGiven = 'helpful' | 'notHelpful';

/** What the engine was unsure of in a recorded transaction, and the other reading one tap away. */
export type CardReview = Omit<ChatReview, 'transactionId'>;

/** A transaction recorded by a reply, as its card shows it. */
export interface RecordedTransaction {
  transaction: Transaction;
  /** Removed since (the card's undo, or "undo" in the chat). */
  isUndone: boolean;
  /** The engine's doubt, until the user flips, corrects or confirms the card. */
  review?: CardReview;
}

/** The cards of a reply: each transaction with the doubt the engine had about it, if any. */
function cardsOf(transactions: readonly Transaction[], reviews: readonly ChatReview[] | undefined): RecordedTransaction[] {
  const byId = new Map((reviews ?? []).map(({ transactionId, ...review }) => [transactionId, review]));
  return transactions.map((transaction) => {
    const review = byId.get(transaction.id);
    return { transaction, isUndone: false, ...(review && { review }) };
  });
}

/** The card without its doubt (`rest` keeps every other field). */
function withoutReview({ review: _review, ...rest }: RecordedTransaction): RecordedTransaction {
  return rest;
}

export interface ChatMessage {
  /** Client-side id (React key); the server's id is `messageId`. */
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO instant. */
  timestamp: string;
  /** The server's id of an assistant reply: what message feedback refers to. */
  messageId?: string;
  /** Transactions this reply recorded: one card each. */
  transactions?: RecordedTransaction[];
  /** A reply the page wrote itself because the call failed (no feedback control, not sent as history). */
  isError?: boolean;
  feedback?: FeedbackGiven;
}

export interface Conversation {
  /** The first sessionId the server gave (spec section 4); null until the first reply. */
  sessionId: string | null;
  messages: ChatMessage[];
}

export const EMPTY_CONVERSATION: Conversation = { sessionId: null, messages: [] };

export interface HistoryEntry {
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

let counter = 0;
function nextId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

/** Spec section 9: the last 10 entries of what was said (the page's own error notes are not part of it). */
export function historyOf(conversation: Conversation): HistoryEntry[] {
  return conversation.messages
    .filter((m) => !m.isError)
    .slice(-CHAT_HISTORY_MAX)
    .map(({ role, content, timestamp }) => ({ role, content, timestamp }));
}

export function addUserMessage(conversation: Conversation, content: string, now: Date): Conversation {
  const message: ChatMessage = { id: nextId(), role: 'user', content, timestamp: now.toISOString() };
  return { ...conversation, messages: [...conversation.messages, message] };
}

export function addErrorMessage(conversation: Conversation, content: string, now: Date): Conversation {
  const message: ChatMessage = { id: nextId(), role: 'assistant', content, timestamp: now.toISOString(), isError: true };
  return { ...conversation, messages: [...conversation.messages, message] };
}

function mapTransactions(messages: ChatMessage[], change: (recorded: RecordedTransaction) => RecordedTransaction): ChatMessage[] {
  return messages.map((m) => {
    if (!m.transactions) return m;
    let changed = false;
    const transactions = m.transactions.map((r) => {
      const next = change(r);
      if (next !== r) changed = true;
      return next;
    });
    return changed ? { ...m, transactions } : m;
  });
}

/** Marks the cards of these transactions as undone, wherever they are in the conversation. */
export function markUndone(conversation: Conversation, transactionIds: readonly number[]): Conversation {
  const ids = new Set(transactionIds);
  return {
    ...conversation,
    messages: mapTransactions(conversation.messages, (r) => (ids.has(r.transaction.id) && !r.isUndone ? { ...r, isUndone: true } : r)),
  };
}

/**
 * A transaction as saved since (a card's edit or flip, or the same transaction changed elsewhere):
 * every card of it shows the saved values, and its doubt is settled (the server drops it too).
 */
export function replaceTransaction(conversation: Conversation, saved: Transaction): Conversation {
  return {
    ...conversation,
    messages: mapTransactions(conversation.messages, (r) => (r.transaction.id === saved.id ? withoutReview({ ...r, transaction: saved }) : r)),
  };
}

/** The user confirmed the engine's reading: the card's highlight goes. */
export function clearReview(conversation: Conversation, transactionId: number): Conversation {
  return {
    ...conversation,
    messages: mapTransactions(conversation.messages, (r) => (r.transaction.id === transactionId && r.review ? withoutReview(r) : r)),
  };
}

/**
 * Appends the server's reply. A reply that recorded transactions carries their cards; "undo" in the
 * chat marks the earlier card undone, and a correction updates the earlier card in place, so a card
 * never shows what is no longer true.
 *
 * `missingAnswer` is the spec's text for a reply without an answer.
 */
export function addReply(conversation: Conversation, response: ChatResponse, now: Date, missingAnswer: string): Conversation {
  const content = response.answer || response.message;
  if (!content) return addErrorMessage({ ...conversation, sessionId: conversation.sessionId ?? response.sessionId }, missingAnswer, now);

  let messages = conversation.messages;
  const changed = response.transactions;
  // "undo" that put a correction or a deletion back answers with the rows as they are now (no ✅
  // "removed" wording): those update their cards in place, like a correction.
  const isRemoval = response.intent === 'delete_transaction' || (response.intent === 'undo_last' && response.restored !== true);
  if (isRemoval && changed.length > 0) {
    messages = markUndone({ ...conversation, messages }, changed.map((x) => x.id)).messages;
  } else if ((response.intent === 'correct_last' || response.intent === 'undo_last') && changed.length > 0) {
    const byId = new Map(changed.map((x) => [x.id, x]));
    messages = mapTransactions(messages, (r) => {
      const updated = byId.get(r.transaction.id);
      // The server settles the doubt of a corrected transaction; so does its card.
      return updated ? withoutReview({ ...r, transaction: updated, isUndone: false }) : r;
    });
  }

  const recorded = response.intent === 'record_transactions' ? cardsOf(changed, response.reviews) : [];
  const reply: ChatMessage = {
    id: nextId(),
    role: 'assistant',
    content,
    timestamp: now.toISOString(),
    messageId: response.messageId,
    ...(recorded.length > 0 ? { transactions: recorded } : {}),
  };
  return { sessionId: conversation.sessionId ?? response.sessionId, messages: [...messages, reply] };
}

export function setFeedback(conversation: Conversation, id: string, feedback: FeedbackGiven): Conversation {
  return { ...conversation, messages: conversation.messages.map((m) => (m.id === id ? { ...m, feedback } : m)) };
}

/** The two bubbles of each stored exchange; the cards are the transactions as they are now. */
export function messagesOf(entries: readonly ChatHistoryEntry[]): ChatMessage[] {
  return entries.flatMap((e): ChatMessage[] => [
    { id: `h${e.id}u`, role: 'user', content: e.userMessage, timestamp: e.timestamp },
    {
      id: `h${e.id}a`,
      role: 'assistant',
      content: e.reply,
      timestamp: e.timestamp,
      messageId: e.messageId,
      ...(e.transactions.length > 0 ? { transactions: cardsOf(e.transactions, e.reviews) } : {}),
      ...(e.feedback ? { feedback: e.feedback } : {}),
    },
  ]);
}

/**
 * Puts an older page of the stored conversation before what is shown. An exchange already shown
 * (sent from this page while the page loaded) is not repeated. The latest session is continued.
 */
export function prependHistory(conversation: Conversation, entries: readonly ChatHistoryEntry[]): Conversation {
  const shown = new Set(conversation.messages.map((m) => m.messageId).filter((id) => id !== undefined));
  const older = messagesOf(entries.filter((e) => !shown.has(e.messageId)));
  const latest = entries.at(-1)?.sessionId ?? null;
  return { sessionId: conversation.sessionId ?? latest, messages: [...older, ...conversation.messages] };
}
