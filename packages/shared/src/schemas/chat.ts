import { z } from 'zod';
import { idParamSchema, optionalUserIdSchema } from './common';
import { transactionSchema, transactionTypeSchema } from './transactions';
import { CHAT_MESSAGE_MAX } from '../chat-limits';
import { REVIEW_FIELDS } from '../corrections';

export { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX } from '../chat-limits';

export const chatHistoryEntrySchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_MESSAGE_MAX * 2),
  timestamp: z.union([z.string(), z.number()]).optional(),
});

export const chatBodySchema = z.strictObject({
  userId: optionalUserIdSchema,
  message: z.string({ error: 'messageRequired' }).trim().min(1, 'messageRequired').max(CHAT_MESSAGE_MAX, 'messageTooLong'),
  /** The last entries of the conversation (the spec sends 10); the server prefers its own record of the session. */
  conversationHistory: z.array(chatHistoryEntrySchema).max(50).optional(),
  sessionId: z.string().trim().min(1).max(100).optional(),
});
export type ChatBody = z.infer<typeof chatBodySchema>;

export const CHAT_RESPONSE_TYPES = [
  'transaction',
  'multiple_transactions',
  'clarification',
  'query',
  'categories',
  'correction',
  'budget',
  'recurring',
  'conversation',
  'unknown',
  'error',
] as const;
export type ChatResponseType = (typeof CHAT_RESPONSE_TYPES)[number];

/**
 * The engine was unsure of a transaction it recorded: `field` is its best reading, shown highlighted
 * on the card with `alternative` one tap away (PATCH the transaction) and a confirm that clears it
 * (POST /api/chat/reviews/:transactionId/confirm). `category` is the alternative's current name.
 */
export const chatReviewSchema = z.object({
  transactionId: z.number(),
  field: z.enum(REVIEW_FIELDS),
  alternative: z.object({ type: transactionTypeSchema, categoryId: z.number(), category: z.string() }),
});
export type ChatReview = z.infer<typeof chatReviewSchema>;

export const chatResponseSchema = z.object({
  sessionId: z.string(),
  messageId: z.string(),
  message: z.string(),
  answer: z.string(),
  type: z.enum(CHAT_RESPONSE_TYPES),
  language: z.enum(['en', 'pt', 'es']),
  intent: z.string(),
  /** Every transaction this message recorded (or changed), as GET /api/transactions returns them. */
  transactions: z.array(transactionSchema),
  /** "undo" put a correction or a deletion back: `transactions` are the rows as they are again. */
  restored: z.boolean().optional(),
  /** The recorded transactions the engine was unsure of (absent when none). */
  reviews: z.array(chatReviewSchema).optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** GET /api/chat/history: the web conversation, newest page first; `before` is the previous page's `nextBefore`. */
export const chatHistoryQuerySchema = z.strictObject({
  userId: optionalUserIdSchema,
  before: z.coerce
    .number({ error: 'must be the nextBefore of a previous page' })
    .int('must be the nextBefore of a previous page')
    .min(1, 'must be the nextBefore of a previous page')
    .max(2_147_483_647, 'must be the nextBefore of a previous page')
    .optional(),
  limit: z.coerce.number({ error: 'must be a whole number from 1 to 50' }).int('must be a whole number from 1 to 50').min(1, 'must be a whole number from 1 to 50').max(50, 'must be a whole number from 1 to 50').default(20),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

/** One exchange: what the user wrote and the reply, with the cards of the transactions it recorded that still exist. */
export const chatHistoryEntrySchemaOut = z.object({
  id: z.number(),
  sessionId: z.string(),
  messageId: z.string(),
  userMessage: z.string(),
  reply: z.string(),
  timestamp: z.string(),
  type: z.string(),
  transactions: z.array(transactionSchema),
  /** Doubts about those transactions not yet flipped, corrected or confirmed (absent when none). */
  reviews: z.array(chatReviewSchema).optional(),
  /** The user's rating of the reply, when given. */
  feedback: z.enum(['helpful', 'notHelpful']).nullable(),
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchemaOut>;

export const chatHistoryResponseSchema = z.object({
  /** Oldest first within the page (reading order). */
  entries: z.array(chatHistoryEntrySchemaOut),
  /** Pass as `before` for the older page; null when this page reaches the first message. */
  nextBefore: z.number().nullable(),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

/** POST /api/chat/reviews/:transactionId/confirm: the reading was right; the card's highlight goes. */
export const chatReviewParamsSchema = z.object({ transactionId: idParamSchema });
export const chatReviewConfirmedSchema = z.object({ transactionId: z.number() });
