/**
 * One chat message: context -> interpret (the engine, and the optional model for the long tail) ->
 * execute (the engine's executor, its ports over the owning services: chat-ports.ts) -> the reply,
 * worded from database results -> the message's analytics. Used by the web chat and by the SMS/WhatsApp channel.
 */
import { randomUUID } from 'node:crypto';
import { interpret } from '@tally/assistant/interpret';
import { executeIntent } from '@tally/assistant/execute/execute-intent';
import { renderReply } from '@tally/assistant/render-reply';
import type {
  EngineContext,
  HistoryEntry,
  Intent,
  Lang,
  Outcome,
} from '@tally/assistant/types';
import { dateInTimezone } from '@tally/shared/dates';
import { isLanguage } from '@tally/shared/languages';
import { phoneCountry } from '@tally/shared/phone-format';
import type { ChatHistoryResponse, ChatResponseType, ChatReview } from '@tally/shared/schemas/chat';
import type { Transaction } from '@tally/shared/schemas/transactions';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { UserRow } from '../../http/access';
import { notFound } from '../../platform/errors';
import type { ChatOutcome, Metrics } from '../../platform/metrics';
import type { BudgetsService } from '../budgets/budgets.service';
import type { CategoriesService } from '../categories/categories.service';
import type { RecurringService } from '../recurring/recurring.service';
import type { TransactionsService } from '../transactions/transactions.service';
import { createChatCorrectionsRepository, type StoredReview } from './chat-corrections.repository';
import { createChatPorts } from './chat-ports';
import { createChatRepository } from './chat.repository';
import { shouldAskModel, type LlmFallback, type ModelProposal } from './llm-fallback';

export type Channel = 'web' | 'sms' | 'whatsapp';

export interface ChatInput {
  text: string;
  sessionId?: string;
  /** What the client remembers of the conversation; used only when the server has no record of it. */
  history?: HistoryEntry[];
  channel: Channel;
  /** The request's logger, so the model's warnings carry the request id. */
  log?: FastifyBaseLogger;
}

export interface ChatResult {
  sessionId: string;
  messageId: string;
  reply: string;
  type: ChatResponseType;
  language: Lang;
  intent: Intent['kind'];
  transactions: Transaction[];
  /** "undo" put rows back (a correction's previous values, or a deleted row). */
  restored?: boolean;
  /** The recorded transactions the engine was unsure of. */
  reviews: ChatReview[];
}

/** The engine sees the last five exchanges (the spec's ten entries). */
const HISTORY_EXCHANGES = 5;

/** As chat_analytics keeps them: the alternative by id only (its name is read when shown). */
function toStored(reviews: readonly ChatReview[]): StoredReview[] | null {
  if (reviews.length === 0) return null;
  return reviews.map((r) => ({ transactionId: r.transactionId, field: r.field, alternative: { type: r.alternative.type, categoryId: r.alternative.categoryId } }));
}

/** The kind of answer, as the response and chat_analytics name it: by what happened, else by what was asked. */
function typeOf(intent: Intent, outcome: Outcome, recorded: number): ChatResponseType {
  // A budget over all spending is answered with a question: which category.
  if (outcome.kind === 'clarify' || outcome.kind === 'which_transaction' || outcome.kind === 'budget_needs_category') return 'clarification';
  if (outcome.kind === 'error_saving') return 'error';
  switch (intent.kind) {
    case 'record_transactions':
      return recorded > 1 ? 'multiple_transactions' : 'transaction';
    case 'clarify_transaction':
      return 'clarification';
    case 'query':
      return 'query';
    case 'list_categories':
    case 'create_category':
    case 'rename_category':
    case 'remove_category':
      return 'categories';
    case 'undo_last':
    case 'delete_transaction':
    case 'correct_last':
      return 'correction';
    case 'set_budget':
    case 'budget_status':
      return 'budget';
    case 'set_recurring':
    case 'recurring_query':
      return 'recurring';
    case 'greeting':
    case 'thanks':
    case 'help':
      return 'conversation';
    case 'unknown':
      return 'unknown';
  }
}

/** As admin analytics counts them: an error first, then a question back (or nothing understood), else understood. */
function outcomeOf(intent: Intent, type: ChatResponseType, failed: boolean): ChatOutcome {
  if (failed) return 'failed';
  if (type === 'clarification') return 'clarified';
  if (intent.kind === 'unknown') return 'not_understood';
  return 'understood';
}

export function createChatService(
  db: Database,
  deps: {
    transactions: TransactionsService;
    categories: CategoriesService;
    budgets: BudgetsService;
    recurring: RecurringService;
    now: () => Date;
    /** The optional language model (LLM_BASE_URL); absent, every message is the engine's alone. */
    llm?: LlmFallback;
    metrics: Pick<Metrics, 'countChatMessage'>;
  },
) {
  const repo = createChatRepository(db);
  const portsFor = createChatPorts(db, deps);
  const { transactions, categories, now, llm, metrics } = deps;

  // The conversation is the user's, per channel, not the tab's: after a reload, a new tab or a new
  // sign-in the web page shows the same conversation (GET /api/chat/history), so a follow-up such as
  // "and yesterday?" reads the exchanges the user sees, whatever sessionId the client sends.
  async function contextFor(user: UserRow, channel: Channel, clientHistory: HistoryEntry[] | undefined): Promise<EngineContext> {
    const [allCategories, rules, stored] = await Promise.all([
      categories.list(user.id),
      repo.learnedRules(user.id),
      repo.history(user.id, channel, HISTORY_EXCHANGES),
    ]);
    const history: HistoryEntry[] =
      stored.length > 0
        ? stored.flatMap((r) => [
            { role: 'user' as const, content: r.userMessage },
            { role: 'assistant' as const, content: r.aiResponse },
          ])
        : (clientHistory ?? []).slice(-HISTORY_EXCHANGES * 2).map((h) => ({ role: h.role, content: h.content }));
    return {
      now: now(),
      timezone: user.timezone,
      preferredCurrency: user.preferredCurrency,
      preferredLanguage: isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'en',
      categories: allCategories.filter((c) => c.isActive).map((c) => ({ id: c.id, name: c.name, type: c.type, isDefault: c.isDefault })),
      learnedRules: rules,
      history,
      // The phone's country settles "pesos", "$" and slang the preferred currency does not.
      country: phoneCountry(user.phoneNumber),
    };
  }

  return {
    /** A page of the user's web conversation, oldest first, with the cards of transactions that still exist. */
    async history(user: UserRow, query: { before?: number; limit: number }): Promise<ChatHistoryResponse> {
      const rows = await repo.page(user.id, 'web', query.before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const cards = new Map((await transactions.getMany(user, page.flatMap((r) => r.transactionIds))).map((x) => [x.id, x]));
      // A doubt is shown while its card exists and its alternative is still one of the user's active categories.
      const hasReviews = page.some((r) => r.reviews !== null);
      const activeCategories = hasReviews ? new Map((await categories.list(user.id)).filter((c) => c.isActive).map((c) => [c.id, c])) : new Map();
      const reviewsOfRow = (stored: StoredReview[] | null): ChatReview[] =>
        (stored ?? []).flatMap((r) => {
          const category = activeCategories.get(r.alternative.categoryId);
          if (!cards.has(r.transactionId) || !category || category.type !== r.alternative.type) return [];
          return [{ transactionId: r.transactionId, field: r.field, alternative: { ...r.alternative, category: category.name } }];
        });
      return {
        entries: page.reverse().map(({ transactionIds, timestamp, rating, reviews, ...row }) => {
          const open = reviewsOfRow(reviews as StoredReview[] | null);
          return {
            ...row,
            timestamp: timestamp.toISOString(),
            // Spec section 9: "helpful" is rated 5 and "not helpful" 2; the message feedback form allows 1-5.
            feedback: rating === null ? null : rating >= 4 ? ('helpful' as const) : ('notHelpful' as const),
            transactions: transactionIds.map((id) => cards.get(id)).filter((x): x is Transaction => x !== undefined),
            ...(open.length > 0 && { reviews: open }),
          };
        }),
        nextBefore: rows.length > query.limit ? page[0]!.id : null,
      };
    },

    async handle(user: UserRow, input: ChatInput): Promise<ChatResult> {
      try {
        const result = await handleMessage(user, input);
        metrics.countChatMessage(result.outcome, input.channel);
        return result.answer;
      } catch (error) {
        metrics.countChatMessage('failed', input.channel);
        throw error;
      }
    },

    /** The user confirmed the engine's reading of a transaction: its doubt is dropped (404 when none is open). */
    async confirmReview(user: UserRow, transactionId: number): Promise<{ transactionId: number }> {
      if (!(await createChatCorrectionsRepository(db).resolveReviews(user.id, [transactionId]))) throw notFound();
      return { transactionId };
    },
  };

  async function handleMessage(user: UserRow, input: ChatInput): Promise<{ answer: ChatResult; outcome: ChatOutcome }> {
    const started = performance.now();
    const sessionId = input.sessionId ?? randomUUID();
    const messageId = randomUUID();
    const ctx = await contextFor(user, input.channel, input.history);
    const interpretation = interpret(input.text, ctx);
    const { language } = interpretation;
    // The model may only propose drafts, which go through the same write path as the engine's.
    const proposal: ModelProposal | undefined =
      llm && shouldAskModel(input.text, interpretation, ctx) ? await llm.propose(input.text, interpretation, ctx, input.log) : undefined;
    const intent: Intent =
      proposal?.outcome === 'used' ? { kind: 'record_transactions', transactions: proposal.drafts, followUpUsed: false } : interpretation.intent;
    const executed = await executeIntent(intent, portsFor(user));
    const type = typeOf(intent, executed.outcome, executed.transactions.length);
    // The user's calendar day, so the reply says "today" / "yesterday" rather than the full date.
    const reply = renderReply(executed.outcome, language, { today: dateInTimezone(ctx.now, user.timezone) });
    await repo.recordAnalytics({
      userId: user.id,
      sessionId,
      messageId,
      messageType: type,
      userMessage: input.text,
      aiResponse: reply,
      responseTime: Math.round(performance.now() - started),
      confidence: interpretation.confidence.toFixed(2),
      intent: intent.kind,
      language,
      channel: input.channel,
      needsClarification: type === 'clarification',
      followUpUsed: intent.kind === 'record_transactions' && intent.followUpUsed,
      errorOccurred: executed.error !== undefined,
      errorType: executed.error ?? null,
      // The cards the page shows again when it reloads the conversation, with the engine's doubts.
      transactionIds: intent.kind === 'record_transactions' ? executed.transactions.map((x) => x.id) : [],
      answeredBy: proposal?.outcome === 'used' ? 'llm' : 'engine',
      llmOutcome: proposal?.outcome ?? null,
      reviews: toStored(executed.reviews),
    });
    const answer: ChatResult = {
      sessionId,
      messageId,
      reply,
      type,
      language,
      intent: intent.kind,
      transactions: executed.transactions,
      ...(executed.restored && { restored: true }),
      reviews: executed.reviews,
    };
    return { answer, outcome: outcomeOf(intent, type, executed.error !== undefined) };
  }
}

export type ChatService = ReturnType<typeof createChatService>;
