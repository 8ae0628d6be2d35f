import { describe, expect, it } from 'vitest';
import type { ChatHistoryEntry, ChatResponse, ChatReview } from '@tally/shared/schemas/chat';
import type { Transaction } from '@tally/shared/schemas/transactions';
import {
  EMPTY_CONVERSATION,
  addErrorMessage,
  addReply,
  addUserMessage,
  clearReview,
  historyOf,
  markUndone,
  prependHistory,
  replaceTransaction,
  setFeedback,
  type Conversation,
} from './conversation';

const now = new Date('2026-11-22T15:00:00Z');
const NO_ANSWER = 'Sorry, I encountered an error processing your request.';

function transaction(id: number, amount = '25.00'): Transaction {
  return {
    id,
    type: 'expense',
    amount,
    currency: 'USD',
    historicalConvertedAmount: amount,
    historicalExchangeRate: '1.0000000000',
    conversion: 'exact',
    description: `Item ${id}`,
    category: 'Dining',
    categoryId: 1,
    tags: [],
    rawInput: `item ${id} ${amount}`,
    transactionDate: '2026-11-22',
    createdAt: now.toISOString(),
    recurringRuleId: null,
  };
}

function response(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    sessionId: 'session-1',
    messageId: 'message-1',
    message: '✅ Expense recorded',
    answer: '✅ Expense recorded',
    type: 'transaction',
    language: 'en',
    intent: 'record_transactions',
    transactions: [transaction(1)],
    ...overrides,
  };
}

const exchange = (c: Conversation, text: string, r: ChatResponse) => addReply(addUserMessage(c, text, now), r, now, NO_ANSWER);

describe('the conversation', () => {
  it('keeps the first sessionId the server gave, whatever later replies say', () => {
    let c = exchange(EMPTY_CONVERSATION, 'lunch 25', response({ sessionId: 'first' }));
    c = exchange(c, 'hello', response({ sessionId: 'second', intent: 'greeting', transactions: [] }));
    expect(c.sessionId).toBe('first');
  });

  it('gives a recording reply one card per transaction, and other replies none', () => {
    let c = exchange(EMPTY_CONVERSATION, 'dinner 30 and taxi 12', response({ type: 'multiple_transactions', transactions: [transaction(1), transaction(2)] }));
    c = exchange(c, 'how much this month?', response({ type: 'query', intent: 'query', transactions: [] }));
    const [, recorded, , answer] = c.messages;
    expect(recorded!.transactions!.map((r) => [r.transaction.id, r.isUndone])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(recorded!.messageId).toBe('message-1');
    expect(answer!.transactions).toBeUndefined();
  });

  it('"undo" in the chat marks the earlier card undone and adds no card of its own', () => {
    let c = exchange(EMPTY_CONVERSATION, 'lunch 25 and cinema 20', response({ transactions: [transaction(1), transaction(2, '20.00')] }));
    c = exchange(c, 'undo', response({ type: 'correction', intent: 'undo_last', transactions: [transaction(2, '20.00')] }));
    expect(c.messages[1]!.transactions!.map((r) => r.isUndone)).toEqual([false, true]);
    expect(c.messages[3]!.transactions).toBeUndefined();
  });

  it('a correction updates the earlier card in place', () => {
    let c = exchange(EMPTY_CONVERSATION, 'lunch 20', response({ transactions: [transaction(1, '20.00')] }));
    c = exchange(c, 'actually it was 25', response({ type: 'correction', intent: 'correct_last', transactions: [transaction(1, '25.00')] }));
    expect(c.messages[1]!.transactions![0]!.transaction.amount).toBe('25.00');
    expect(c.messages[3]!.transactions).toBeUndefined();
  });

  it('"delete the netflix one" marks that card undone; "undo" that restores puts the card back as it is again', () => {
    let c = exchange(EMPTY_CONVERSATION, 'netflix 15 and lunch 20', response({ transactions: [transaction(1, '15.00'), transaction(2, '20.00')] }));
    c = exchange(c, 'delete the netflix one', response({ type: 'correction', intent: 'delete_transaction', transactions: [transaction(1, '15.00')] }));
    expect(c.messages[1]!.transactions!.map((r) => r.isUndone)).toEqual([true, false]);
    c = exchange(c, 'undo', response({ type: 'correction', intent: 'undo_last', restored: true, transactions: [transaction(1, '15.00')] }));
    expect(c.messages[1]!.transactions!.map((r) => r.isUndone)).toEqual([false, false]);
    c = exchange(c, 'actually the lunch was 25', response({ type: 'correction', intent: 'correct_last', transactions: [transaction(2, '25.00')] }));
    c = exchange(c, 'undo', response({ type: 'correction', intent: 'undo_last', restored: true, transactions: [transaction(2, '20.00')] }));
    expect(c.messages[1]!.transactions!.map((r) => [r.transaction.amount, r.isUndone])).toEqual([
      ['15.00', false],
      ['20.00', false],
    ]);
  });

  it('an answer without text becomes the spec error sentence', () => {
    const c = exchange(EMPTY_CONVERSATION, 'hi', response({ message: '', answer: '', transactions: [] }));
    expect(c.messages[1]).toMatchObject({ role: 'assistant', content: NO_ANSWER, isError: true });
  });

  it('sends the last 10 entries as history, without the page own error notes', () => {
    let c = EMPTY_CONVERSATION;
    for (let i = 0; i < 7; i++) c = exchange(c, `message ${i}`, response({ answer: `reply ${i}`, transactions: [] }));
    c = addErrorMessage(addUserMessage(c, 'failed one', now), 'Sorry, I encountered an error. Please try again.', now);
    const history = historyOf(c);
    expect(history).toHaveLength(10);
    expect(history.at(-1)).toEqual({ role: 'user', content: 'failed one', timestamp: now.toISOString() });
    expect(history[0]).toEqual({ role: 'assistant', content: 'reply 2', timestamp: now.toISOString() });
    expect(history.some((h) => h.content.startsWith('Sorry'))).toBe(false);
  });

  it('marks cards undone and records feedback without touching other messages', () => {
    const c = exchange(EMPTY_CONVERSATION, 'lunch 25', response());
    const undone = markUndone(c, [1]);
    expect(undone.messages[1]!.transactions![0]!.isUndone).toBe(true);
    expect(undone.messages[0]).toBe(c.messages[0]);
    const rated = setFeedback(undone, undone.messages[1]!.id, 'helpful');
    expect(rated.messages[1]!.feedback).toBe('helpful');
    expect(rated.messages[0]!.feedback).toBeUndefined();
  });
});

describe('corrections on the cards', () => {
  const flipReview = (transactionId: number): ChatReview => ({ transactionId, field: 'type', alternative: { type: 'income', categoryId: 30, category: 'Gift' } });

  it('a recording reply puts the engine’s doubt on its card, and only there', () => {
    const c = exchange(EMPTY_CONVERSATION, 'grandma 100 and taxi 12', response({ transactions: [transaction(1), transaction(2)], reviews: [flipReview(1)] }));
    const [first, second] = c.messages[1]!.transactions!;
    expect(first!.review).toEqual({ field: 'type', alternative: { type: 'income', categoryId: 30, category: 'Gift' } });
    expect(second!.review).toBeUndefined();
  });

  it('a card saved from the page shows the saved values everywhere it appears and loses its doubt', () => {
    let c = exchange(EMPTY_CONVERSATION, 'grandma 100', response({ transactions: [transaction(1, '100.00')], reviews: [flipReview(1)] }));
    c = exchange(c, 'and taxi 12', response({ transactions: [transaction(2, '12.00')] }));
    const saved = { ...transaction(1, '100.00'), type: 'income' as const, category: 'Gift', categoryId: 30 };
    const next = replaceTransaction(c, saved);
    expect(next.messages[1]!.transactions![0]).toEqual({ transaction: saved, isUndone: false });
    // Other messages are the same objects: nothing else re-renders.
    expect(next.messages[3]).toBe(c.messages[3]);
  });

  it('a confirmed card loses its doubt and keeps its values', () => {
    const c = exchange(EMPTY_CONVERSATION, 'grandma 100', response({ transactions: [transaction(1)], reviews: [flipReview(1)] }));
    const next = clearReview(c, 1);
    expect(next.messages[1]!.transactions![0]).toEqual({ transaction: transaction(1), isUndone: false });
    expect(clearReview(next, 1)).toEqual(next);
  });

  it('a correction in the chat settles the card’s doubt too', () => {
    let c = exchange(EMPTY_CONVERSATION, 'grandma 100', response({ transactions: [transaction(1)], reviews: [flipReview(1)] }));
    c = exchange(c, 'that was income', response({ type: 'correction', intent: 'correct_last', transactions: [{ ...transaction(1), type: 'income' }] }));
    expect(c.messages[1]!.transactions![0]!.review).toBeUndefined();
    expect(c.messages[1]!.transactions![0]!.transaction.type).toBe('income');
  });
});

describe('the stored conversation', () => {
  const entry = (id: number, overrides: Partial<ChatHistoryEntry> = {}): ChatHistoryEntry => ({
    id,
    sessionId: `session-${id}`,
    messageId: `message-${id}`,
    userMessage: `question ${id}`,
    reply: `answer ${id}`,
    timestamp: now.toISOString(),
    type: 'conversation',
    transactions: [],
    feedback: null,
    ...overrides,
  });

  it('shows each exchange as two bubbles, with its cards and feedback, and continues the latest session', () => {
    const loaded = prependHistory(EMPTY_CONVERSATION, [entry(1, { transactions: [transaction(7)] }), entry(2, { feedback: 'helpful' })]);
    expect(loaded.sessionId).toBe('session-2');
    expect(loaded.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'question 1'],
      ['assistant', 'answer 1'],
      ['user', 'question 2'],
      ['assistant', 'answer 2'],
    ]);
    expect(loaded.messages[1]!.transactions).toEqual([{ transaction: transaction(7), isUndone: false }]);
    expect(loaded.messages[3]).toMatchObject({ messageId: 'message-2', feedback: 'helpful' });
    // The stored exchanges are what the next message sends as its history.
    expect(historyOf(loaded).map((h) => h.content)).toEqual(['question 1', 'answer 1', 'question 2', 'answer 2']);
  });

  it('shows a stored doubt on its card', () => {
    const review: ChatReview = { transactionId: 7, field: 'category', alternative: { type: 'expense', categoryId: 4, category: 'Groceries' } };
    const loaded = prependHistory(EMPTY_CONVERSATION, [entry(1, { transactions: [transaction(7), transaction(8)], reviews: [review] })]);
    expect(loaded.messages[1]!.transactions!.map((r) => r.review)).toEqual([{ field: 'category', alternative: review.alternative }, undefined]);
  });

  it('puts an older page first and never repeats an exchange already shown', () => {
    let c = prependHistory(EMPTY_CONVERSATION, [entry(3)]);
    c = addReply(addUserMessage(c, 'new', now), response({ messageId: 'message-4', sessionId: 'session-3' }), now, NO_ANSWER);
    c = prependHistory(c, [entry(1), entry(2), entry(4)]);
    expect(c.messages.map((m) => m.content)).toEqual(['question 1', 'answer 1', 'question 2', 'answer 2', 'question 3', 'answer 3', 'new', '✅ Expense recorded']);
    expect(c.sessionId).toBe('session-3');
  });
});
