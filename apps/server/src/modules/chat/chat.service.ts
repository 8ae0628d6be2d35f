/**
 * One chat message: understand it with the engine (packages/assistant, pure), act through the owning
 * services (the same write paths as the rest of the product), word the reply from database results,
 * and record the message's analytics. Used by the web chat and by the SMS/WhatsApp channel.
 */
import { randomUUID } from 'node:crypto';
import { interpret } from '@tally/assistant/interpret';
import { narrowPattern } from '@tally/assistant/learn-pattern';
import { isNamed, resolveTarget } from '@tally/assistant/resolve-target';
import { renderReply } from '@tally/assistant/render-reply';
import type {
  EngineContext,
  HistoryEntry,
  Intent,
  Lang,
  MissingField,
  Outcome,
  SavedTransaction,
  TargetHints,
  TransactionDraft,
} from '@tally/assistant/types';
import { dateInTimezone } from '@tally/shared/dates';
import { isLanguage } from '@tally/shared/languages';
import { compareAmounts, divideAmount } from '@tally/shared/money';
import { phoneCountry } from '@tally/shared/phone-format';
import type { ChatHistoryResponse, ChatResponseType, ChatReview } from '@tally/shared/schemas/chat';
import type { Transaction } from '@tally/shared/schemas/transactions';
import type { Database } from '../../db/client';
import type { UserRow } from '../../http/access';
import { AppError, notFound } from '../../platform/errors';
import type { BudgetsService } from '../budgets/budgets.service';
import type { CategoriesService } from '../categories/categories.service';
import type { TransactionsService } from '../transactions/transactions.service';
import { createLearnedRulesRepository } from '../learned-rules/learned-rules.repository';
import { createQueryAnswerer } from './answer-query';
import { createChatCorrectionsRepository, type StoredReview } from './chat-corrections.repository';
import { createChatRepository } from './chat.repository';
import { shouldAskModel, type LlmFallback, type ModelProposal } from './llm-fallback';

export type Channel = 'web' | 'sms' | 'whatsapp';

export interface ChatInput {
  text: string;
  sessionId?: string;
  /** What the client remembers of the conversation; used only when the server has no record of it. */
  history?: HistoryEntry[];
  channel: Channel;
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
/** A correction or deletion looks for what the user named among this many latest recordings. */
const TARGET_CANDIDATES = 30;

interface Executed {
  outcome: Outcome;
  type: ChatResponseType;
  transactions: Transaction[];
  error?: string;
  restored?: boolean;
  reviews?: ChatReview[];
}

function toSaved(view: Transaction): SavedTransaction {
  return {
    id: view.id,
    type: view.type,
    amount: view.amount,
    currency: view.currency,
    categoryId: view.categoryId,
    categoryName: view.category,
    description: view.description,
    date: view.transactionDate,
    tags: view.tags,
    rawInput: view.rawInput,
  };
}

/**
 * The engine's doubts about what it recorded, by transaction (drafts and created rows are in the same
 * order). A "doubt" whose alternative is what was recorded offers nothing to flip to and is dropped.
 */
export function reviewsOf(drafts: readonly TransactionDraft[], created: readonly Transaction[]): ChatReview[] {
  return drafts.flatMap((draft, i): ChatReview[] => {
    const saved = created[i];
    const review = draft.review;
    if (!saved || !review) return [];
    const { alternative } = review;
    if (alternative.type === saved.type && alternative.categoryId === saved.categoryId) return [];
    return [{ transactionId: saved.id, field: review.field, alternative: { type: alternative.type, categoryId: alternative.categoryId, category: alternative.categoryName } }];
  });
}

/** As chat_analytics keeps them: the alternative by id only (its name is read when shown). */
function toStored(reviews: readonly ChatReview[]): StoredReview[] | null {
  if (reviews.length === 0) return null;
  return reviews.map((r) => ({ transactionId: r.transactionId, field: r.field, alternative: { type: r.alternative.type, categoryId: r.alternative.categoryId } }));
}

/** The part of a transaction to ask about again when the shared rules refused `field`. */
function clarifyFieldOf(field: string | undefined): MissingField | undefined {
  if (field === 'transactionDate') return 'date';
  if (field === 'amount' || field === 'currency') return 'amount';
  if (field === 'description') return 'description';
  return undefined;
}

function typeOf(intent: Intent, recorded: number): ChatResponseType {
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
    case 'greeting':
    case 'thanks':
    case 'help':
      return 'conversation';
    case 'unknown':
      return 'unknown';
  }
}

export function createChatService(
  db: Database,
  deps: {
    transactions: TransactionsService;
    categories: CategoriesService;
    budgets: BudgetsService;
    now: () => Date;
    /** The optional language model (LLM_BASE_URL); absent, every message is the engine's alone. */
    llm?: LlmFallback;
  },
) {
  const repo = createChatRepository(db);
  const answer = createQueryAnswerer(db);
  const { transactions, categories, budgets, now, llm } = deps;

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

  /**
   * The transaction a correction or deletion is about, among the user's latest recordings: the one
   * the message names, or the last one. Otherwise the outcome to answer with, having changed nothing:
   * which one (several fit), not found (something named fits none), or nothing to act on.
   */
  async function findTarget(user: UserRow, hints: TargetHints | undefined): Promise<{ id: number } | { outcome: Outcome; type: ChatResponseType }> {
    const candidates = await repo.targetCandidates(user.id, TARGET_CANDIDATES);
    const found = resolveTarget(hints, candidates);
    if (found.kind === 'found') return { id: found.id };
    if (found.kind === 'ambiguous') {
      const byId = new Map(candidates.map((c) => [c.id, c]));
      const listed = found.ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
      return {
        outcome: { kind: 'which_transaction', candidates: listed.map((c) => ({ description: c.description, amount: c.amount, currency: c.currency, date: c.date })) },
        type: 'clarification',
      };
    }
    return isNamed(hints) ? { outcome: { kind: 'target_not_found', named: hints }, type: 'correction' } : { outcome: { kind: 'nothing_to_undo' }, type: 'correction' };
  }

  async function execute(user: UserRow, intent: Intent): Promise<Executed> {
    const simple = (outcome: Outcome): Executed => ({ outcome, type: typeOf(intent, 0), transactions: [] });
    switch (intent.kind) {
      case 'record_transactions': {
        try {
          const created = await transactions.create(
            user,
            intent.transactions.map((d) => ({
              type: d.type,
              amount: d.amount,
              currency: d.currency,
              description: d.description,
              categoryId: d.categoryId,
              tags: d.tags,
              rawInput: d.rawInput,
              transactionDate: d.date,
            })),
          );
          const budgetAlerts = await budgets.checkAlerts(user, created.map((c) => c.id));
          return {
            outcome: {
              kind: 'recorded',
              transactions: created.map(toSaved),
              preferredCurrency: user.preferredCurrency,
              convertedAmounts: created.map((c) => c.historicalConvertedAmount),
              budgetAlerts,
            },
            type: typeOf(intent, created.length),
            transactions: created,
            reviews: reviewsOf(intent.transactions, created),
          };
        } catch (error) {
          // A draft that breaks the shared rules (a date out of range, an amount the currency cannot
          // hold...) is nothing stored and a question back, never a 500.
          const missing = error instanceof AppError && error.status === 400 ? clarifyFieldOf(error.field) : undefined;
          if (missing && error instanceof AppError) {
            const [first] = intent.transactions;
            const outcome: Outcome = { kind: 'clarify', missing: [missing], draft: missing === 'date' ? { description: first?.description } : {} };
            return { outcome, type: 'clarification', transactions: [], error: error.code };
          }
          return { outcome: { kind: 'error_saving' }, type: 'error', transactions: [], error: error instanceof AppError ? error.code : 'save_failed' };
        }
      }
      case 'clarify_transaction':
        return simple({ kind: 'clarify', missing: intent.missing, draft: intent.draft });
      case 'query':
        return simple(await answer(user, intent));
      case 'list_categories': {
        const list = (await categories.list(user.id)).filter((c) => c.isActive && (!intent.type || c.type === intent.type));
        return simple({ kind: 'categories', categories: list.map((c) => ({ id: c.id, name: c.name, type: c.type, isDefault: c.isDefault })) });
      }
      case 'create_category': {
        try {
          await categories.create(user.id, intent.name, intent.type);
          return simple({ kind: 'category_created', name: intent.name, type: intent.type });
        } catch (error) {
          if (error instanceof AppError && error.code === 'categoryExists') return simple({ kind: 'category_exists', name: intent.name, type: intent.type });
          throw error;
        }
      }
      case 'rename_category': {
        try {
          await categories.update(user.id, intent.categoryId, { name: intent.to });
          return simple({ kind: 'category_renamed', name: intent.from, newName: intent.to });
        } catch (error) {
          if (error instanceof AppError && error.code === 'categoryExists') return simple({ kind: 'category_exists', name: intent.to });
          if (error instanceof AppError && error.code === 'notFound') return simple({ kind: 'category_not_found', name: intent.from });
          throw error;
        }
      }
      case 'remove_category': {
        try {
          await categories.deactivate(user.id, intent.categoryId);
          return simple({ kind: 'category_removed', name: intent.name });
        } catch (error) {
          if (error instanceof AppError && error.code === 'notFound') return simple({ kind: 'category_not_found', name: intent.name });
          throw error;
        }
      }
      case 'undo_last': {
        const undone = await transactions.undoLast(user);
        if (undone.kind === 'nothing') return simple({ kind: 'nothing_to_undo' });
        const [first] = undone.transactions;
        if (!first) return simple({ kind: 'nothing_to_undo' });
        const outcome: Outcome =
          undone.kind === 'removed'
            ? { kind: 'undone', transaction: { description: first.description, amount: first.amount, currency: first.currency }, count: undone.transactions.length }
            : { kind: 'restored', transaction: toSaved(first), after: undone.after, unlearned: undone.unlearned };
        return { outcome, type: 'correction', transactions: undone.transactions, restored: undone.kind === 'restored' };
      }
      case 'delete_transaction': {
        const target = await findTarget(user, intent.target);
        if (!('id' in target)) return { outcome: target.outcome, type: target.type, transactions: [] };
        const removed = await transactions.delete(user, target.id, { source: 'chat' });
        return {
          outcome: { kind: 'deleted', transaction: { description: removed.description, amount: removed.amount, currency: removed.currency } },
          type: 'correction',
          transactions: [removed],
        };
      }
      case 'correct_last': {
        const target = await findTarget(user, intent.target);
        if (!('id' in target)) return { outcome: target.outcome, type: target.type, transactions: [] };
        // D4, narrowed: only a correction that named its entry teaches, keyed on its merchant or
        // description without generic words ("Dinner at the italian place" -> "italian place").
        const teaches = intent.categoryId !== undefined && isNamed(intent.target);
        let learned = false;
        const updated = await transactions.update(
          user,
          target.id,
          {
            amount: intent.amount,
            currency: intent.currency,
            categoryId: intent.categoryId,
            transactionDate: intent.date,
            description: intent.description,
            type: intent.type,
          },
          {
            source: 'chat',
            learn: teaches
              ? async (tx, after) => {
                  const pattern = narrowPattern(after.description);
                  if (!pattern) return undefined;
                  learned = true;
                  return createLearnedRulesRepository(tx).learn(user.id, pattern, after.categoryId);
                }
              : undefined,
          },
        );
        return { outcome: { kind: 'corrected', transaction: toSaved(updated), learned }, type: 'correction', transactions: [updated] };
      }
      case 'set_budget': {
        try {
          const { budget, updated } = await budgets.create(
            user,
            // The engine's category id when it knew one; otherwise the name, through the server's resolver.
            intent.categoryId !== undefined
              ? { categoryId: intent.categoryId, amount: intent.amount, currency: intent.currency, period: intent.period }
              : { category: intent.categoryName, amount: intent.amount, currency: intent.currency, period: intent.period },
            { upsert: true },
          );
          return simple({ kind: 'budget_set', categoryName: budget.category, amount: budget.amount, currency: budget.currency, period: budget.period, updated });
        } catch (error) {
          if (error instanceof AppError && error.code === 'budgetCategoryInvalid') return simple({ kind: 'category_not_found', name: intent.categoryName });
          throw error;
        }
      }
      case 'budget_status': {
        // By category id: the engine's, or the one the name (or a synonym) resolves to; an unknown name matches none.
        const categoryId =
          intent.categoryId ?? (intent.categoryName ? ((await categories.findByName(user.id, 'expense', intent.categoryName))?.id ?? 0) : undefined);
        const all = await budgets.performanceWithTotals(user);
        const items = all.items.filter((p) => categoryId === undefined || p.budget.categoryId === categoryId);
        return simple({
          kind: 'budget_status',
          withoutRate: intent.categoryName ? undefined : all.withoutRate,
          ...(intent.categoryName && { categoryName: intent.categoryName }),
          ...(intent.asksRemaining && { asksRemaining: true }),
          items: items.map((p) => ({
            categoryName: p.budget.category,
            amount: p.budget.amount,
            spent: p.spent,
            remaining: p.remaining,
            percentage: p.percentage,
            currency: p.budget.currency,
            status: p.status,
            daysLeft: p.daysLeft,
            // What is left spread over the days left (today included), rounded down: never more than is left.
            ...(compareAmounts(p.remaining, '0') > 0 && p.daysLeft > 0 && { perDay: divideAmount(p.remaining, BigInt(p.daysLeft), p.budget.currency, 'towardZero') }),
          })),
        });
      }
      case 'greeting':
      case 'thanks':
      case 'help':
        return simple({ kind: intent.kind });
      case 'unknown':
        return simple({ kind: 'not_understood' });
    }
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
      const started = performance.now();
      const sessionId = input.sessionId ?? randomUUID();
      const messageId = randomUUID();
      const ctx = await contextFor(user, input.channel, input.history);
      const interpretation = interpret(input.text, ctx);
      const { language } = interpretation;
      // The model may only propose drafts, which go through the same write path as the engine's.
      const proposal: ModelProposal | undefined =
        llm && shouldAskModel(input.text, interpretation, ctx) ? await llm.propose(input.text, interpretation, ctx) : undefined;
      const intent: Intent =
        proposal?.outcome === 'used' ? { kind: 'record_transactions', transactions: proposal.drafts, followUpUsed: false } : interpretation.intent;
      const executed = await execute(user, intent);
      // The user's calendar day, so the reply says "today" / "yesterday" rather than the full date.
      const reply = renderReply(executed.outcome, language, { today: dateInTimezone(ctx.now, user.timezone) });
      await repo.recordAnalytics({
        userId: user.id,
        sessionId,
        messageId,
        messageType: executed.type,
        userMessage: input.text,
        aiResponse: reply,
        responseTime: Math.round(performance.now() - started),
        confidence: interpretation.confidence.toFixed(2),
        intent: intent.kind,
        language,
        channel: input.channel,
        needsClarification: executed.type === 'clarification',
        followUpUsed: intent.kind === 'record_transactions' && intent.followUpUsed,
        errorOccurred: executed.error !== undefined,
        errorType: executed.error ?? null,
        // The cards the page shows again when it reloads the conversation, with the engine's doubts.
        transactionIds: intent.kind === 'record_transactions' ? executed.transactions.map((x) => x.id) : [],
        answeredBy: proposal?.outcome === 'used' ? 'llm' : 'engine',
        llmOutcome: proposal?.outcome ?? null,
        reviews: toStored(executed.reviews ?? []),
      });
      return {
        sessionId,
        messageId,
        reply,
        type: executed.type,
        language,
        intent: intent.kind,
        transactions: executed.transactions,
        ...(executed.restored && { restored: true }),
        reviews: executed.reviews ?? [],
      };
    },

    /** The user confirmed the engine's reading of a transaction: its doubt is dropped (404 when none is open). */
    async confirmReview(user: UserRow, transactionId: number): Promise<{ transactionId: number }> {
      if (!(await createChatCorrectionsRepository(db).resolveReviews(user.id, [transactionId]))) throw notFound();
      return { transactionId };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
