/**
 * The one write path for transactions: the add-transaction form, the chat and SMS all come here. Each
 * write is checked against the shared rules (the same zod schemas as the HTTP bodies, so no caller
 * can bypass them), resolves the category, stores the calendar date in the user's timezone and the
 * conversion into the user's preferred currency, all in one database transaction.
 */
import type { z } from 'zod';
import { narrowPattern } from '@tally/assistant/learn-pattern';
import type { CorrectionKind } from '@tally/shared/corrections';
import { dateInTimezone, periodRange, type DashboardPeriod } from '@tally/shared/dates';
import { isErrorCode } from '@tally/shared/errors';
import { compareAmounts, normalizeAmount } from '@tally/shared/money';
import {
  amountPrecisionError,
  transactionInputSchema,
  updateTransactionBodySchema,
  type ListTransactionsQuery,
  type UpdateTransactionBody,
} from '@tally/shared/schemas/transactions';
import type { Transaction } from '@tally/shared/schemas/transactions';
import type { Database, Tx } from '../../db/client';
import type { UserRow } from '../../http/access';
import { badRequest, notFound, type AppError } from '../../platform/errors';
import { resolveCategory } from '../categories/categories.service';
import { createChatCorrectionsRepository } from '../chat/chat-corrections.repository';
import { createLearnedRulesRepository, type LearnedRuleChange } from '../learned-rules/learned-rules.repository';
import { createTransactionActionsRepository, type ActionSource, type DeletedRow } from './transaction-actions.repository';
import { createTransactionsRepository, foldForSearch, type TransactionFilter, type TransactionInsert, type TransactionRowWithCategory } from './transactions.repository';
import { toTransactionView } from './transactions.view';

export interface NewTransaction {
  type: 'income' | 'expense';
  amount: string;
  currency: string;
  description: string;
  category?: string;
  categoryId?: number;
  tags: string[];
  rawInput?: string;
  /** 'YYYY-MM-DD', or an ISO instant whose date in the user's timezone is taken. */
  transactionDate: string;
}

export interface WriteOptions {
  /** Who asked, kept in the undo log: the chat or the API (form). */
  source?: ActionSource;
}

export interface CreateOptions extends WriteOptions {
  /** The recurring rule recording these (issue 17): kept on each transaction. */
  recurringRuleId?: number;
  /**
   * False for what the user did not do themselves (a recurring occurrence recorded on its date): it
   * stays out of the undo log, so "undo" never removes a bill instead of the user's last entry.
   */
  isUndoable?: boolean;
}

export interface UpdateOptions extends WriteOptions {
  /**
   * Runs in the same database transaction, after the update: a correction learning a category rule.
   * What it returns is kept with the action, so undo can take the rule back.
   */
  learn?: (tx: Tx, updated: Transaction) => Promise<LearnedRuleChange | undefined>;
}

/** What "undo" did: removed what the last action recorded, or put back what it changed or deleted. */
export type UndoResult =
  | { kind: 'nothing' }
  | { kind: 'removed'; transactions: Transaction[] }
  | { kind: 'restored'; after: 'update' | 'delete'; transactions: Transaction[]; unlearned: boolean };

function deletedRow(row: TransactionRowWithCategory): DeletedRow {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    currency: row.currency,
    categoryId: row.categoryId,
    description: row.description,
    transactionDate: row.transactionDate,
    tags: row.tags,
    rawInput: row.rawInput,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What a change corrected in the transaction, named by its first kind (a new type brings a new
 * category with it); undefined when nothing the engine reads changed (tags only, or nothing).
 */
export function correctionKindOf(before: Transaction, after: Transaction): CorrectionKind | undefined {
  if (before.type !== after.type) return 'type';
  if (before.categoryId !== after.categoryId) return 'category';
  if (before.currency !== after.currency || compareAmounts(before.amount, after.amount) !== 0) return 'amount';
  if (before.transactionDate !== after.transactionDate) return 'date';
  if (before.description !== after.description) return 'description';
  return undefined;
}

/** Input that breaks a shared rule: a 400 naming the rule and the field, as the HTTP schemas answer. */
function invalidInput(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = issue?.message ?? '';
  return isErrorCode(message) ? badRequest(message, field) : badRequest('validation', field, field ? `${field}: ${message}` : undefined);
}

/** `schema`'s parse of `input`, or the 400 its first broken rule gives. */
function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

/**
 * A correction by tap teaches the corrected category (and with it its type) for the merchant or
 * description without generic words, as a named correction in the chat does; nothing when only
 * generic words remain ("Dinner" moved to Groceries must not move every later dinner).
 */
async function learnFromTap(tx: Tx, userId: number, updated: Transaction): Promise<LearnedRuleChange | undefined> {
  const pattern = narrowPattern(updated.description);
  return pattern ? createLearnedRulesRepository(tx).learn(userId, pattern, updated.categoryId) : undefined;
}

export function toCalendarDate(value: string, timezone: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : dateInTimezone(new Date(value), timezone);
}

export function createTransactionsService(db: Database, now: () => Date = () => new Date()) {
  const repo = createTransactionsRepository(db);

  return {
    /** Records one or several transactions atomically: all are saved or none. */
    async create(user: UserRow, inputs: NewTransaction[], options: CreateOptions = {}) {
      return db.transaction(async (tx) => {
        const txRepo = createTransactionsRepository(tx);
        const rows: TransactionInsert[] = [];
        for (const raw of inputs) {
          const input = parseOrThrow(transactionInputSchema, raw);
          const category = await resolveCategory(tx, user.id, input.type, input);
          rows.push({
            userId: user.id,
            type: input.type,
            amount: normalizeAmount(input.amount, input.currency),
            currency: input.currency,
            description: input.description,
            categoryId: category.id,
            tags: input.tags,
            rawInput: input.rawInput ?? `Manual entry: ${input.description}`,
            transactionDate: toCalendarDate(input.transactionDate, user.timezone),
            recurringRuleId: options.recurringRuleId ?? null,
          });
        }
        const ids = await txRepo.insert(rows);
        await txRepo.applyConversion(user.id, user.preferredCurrency, ids);
        if (options.isUndoable !== false) {
          await createTransactionActionsRepository(tx).record(user.id, options.source ?? 'api', { kind: 'create', transactionIds: ids });
        }
        return (await txRepo.findByIds(user.id, ids)).map(toTransactionView);
      });
    },

    /**
     * Changes a transaction. A change to what a chat message recorded marks that message corrected
     * (chat_analytics) and clears the engine's doubt about it; `learn` in the body (a correction
     * from a card or a list row) that changed the type or category teaches it for the merchant or
     * description (narrowPattern), and undo takes all of it back.
     */
    async update(user: UserRow, id: number, body: UpdateTransactionBody, options: UpdateOptions = {}) {
      const { learn: isTaught, ...patch } = parseOrThrow(updateTransactionBodySchema, body);
      return db.transaction(async (tx) => {
        const txRepo = createTransactionsRepository(tx);
        const [current] = await txRepo.findByIds(user.id, [id]);
        if (!current) throw notFound();
        // The amount must fit the currency it ends up with (a USD 12.50 moved to JPY is refused).
        const amount = patch.amount ?? current.amount;
        const currency = patch.currency ?? current.currency;
        const precision = amountPrecisionError(amount, currency);
        if (precision) throw badRequest(precision, 'amount');
        const type = patch.type ?? current.type;
        const categoryRef =
          patch.categoryId !== undefined || patch.category !== undefined
            ? { categoryId: patch.categoryId, category: patch.category }
            : { categoryId: current.categoryId };
        const category = await resolveCategory(tx, user.id, type, categoryRef);
        await txRepo.update(user.id, id, {
          type,
          categoryId: category.id,
          ...((patch.amount !== undefined || patch.currency !== undefined) && { amount: normalizeAmount(amount, currency), currency }),
          ...(patch.description !== undefined && { description: patch.description }),
          ...(patch.tags !== undefined && { tags: patch.tags }),
          ...(patch.transactionDate !== undefined && { transactionDate: toCalendarDate(patch.transactionDate, user.timezone) }),
        });
        await txRepo.applyConversion(user.id, user.preferredCurrency, [id]);
        const [row] = await txRepo.findByIds(user.id, [id]);
        const updated = toTransactionView(row!);
        const kind = correctionKindOf(toTransactionView(current), updated);
        const learnedRule = options.learn
          ? await options.learn(tx, updated)
          : isTaught && (kind === 'type' || kind === 'category')
            ? await learnFromTap(tx, user.id, updated)
            : undefined;
        const corrections = createChatCorrectionsRepository(tx);
        const [correctedMessageId] = kind ? await corrections.markCorrected(user.id, [id], kind) : [];
        await corrections.resolveReviews(user.id, [id]);
        const { id: _id, rawInput: _rawInput, createdAt: _createdAt, ...previous } = deletedRow(current);
        await createTransactionActionsRepository(tx).record(user.id, options.source ?? 'api', {
          kind: 'update',
          transactionIds: [id],
          previous,
          ...(learnedRule && { learnedRule }),
          ...(correctedMessageId !== undefined && { correctedMessageId }),
        });
        return updated;
      });
    },

    async delete(user: UserRow, id: number, options: WriteOptions = {}) {
      return db.transaction(async (tx) => {
        const row = await createTransactionsRepository(tx).delete(user.id, id);
        if (!row) throw notFound();
        const [correctedMessageId] = await createChatCorrectionsRepository(tx).markCorrected(user.id, [id], 'delete');
        await createTransactionActionsRepository(tx).record(user.id, options.source ?? 'api', {
          kind: 'delete',
          transactionIds: [id],
          previous: [deletedRow(row)],
          ...(correctedMessageId !== undefined && { correctedMessageId }),
        });
        return toTransactionView(row);
      });
    },

    /**
     * Reverts the user's last action: a recording is removed, a correction goes back to its previous
     * values (and forgets the rule it taught), a deletion is put back. An action whose transactions
     * are all gone already is passed over for the one before it. Removing what a chat message
     * recorded marks the message corrected ('undo'); putting back a change takes back its mark.
     */
    async undoLast(user: UserRow): Promise<UndoResult> {
      return db.transaction(async (tx) => {
        const txRepo = createTransactionsRepository(tx);
        const actions = createTransactionActionsRepository(tx);
        const corrections = createChatCorrectionsRepository(tx);
        for (;;) {
          const action = await actions.takeLatest(user.id);
          if (!action) return { kind: 'nothing' };
          if (action.kind === 'create') {
            const removed: Transaction[] = [];
            for (const id of action.transactionIds) {
              const row = await txRepo.delete(user.id, id);
              if (row) removed.push(toTransactionView(row));
            }
            if (removed.length > 0) {
              await corrections.markCorrected(user.id, removed.map((x) => x.id), 'undo');
              return { kind: 'removed', transactions: removed };
            }
          } else if (action.kind === 'update') {
            const [id] = action.transactionIds;
            if (await txRepo.update(user.id, id, action.previous)) {
              await txRepo.applyConversion(user.id, user.preferredCurrency, [id]);
              const unlearned = action.learnedRule ? await createLearnedRulesRepository(tx).revert(user.id, action.learnedRule) : false;
              if (action.correctedMessageId !== undefined) await corrections.unmark(user.id, action.correctedMessageId);
              const rows = await txRepo.findByIds(user.id, [id]);
              return { kind: 'restored', after: 'update', transactions: rows.map(toTransactionView), unlearned };
            }
          } else {
            const ids = await actions.restoreRows(user.id, action.previous);
            if (ids.length > 0) {
              await txRepo.applyConversion(user.id, user.preferredCurrency, ids);
              if (action.correctedMessageId !== undefined) await corrections.unmark(user.id, action.correctedMessageId);
              const rows = await txRepo.findByIds(user.id, ids);
              return { kind: 'restored', after: 'delete', transactions: rows.map(toTransactionView), unlearned: false };
            }
          }
        }
      });
    },

    async get(user: UserRow, id: number) {
      const [row] = await repo.findByIds(user.id, [id]);
      if (!row) throw notFound();
      return toTransactionView(row);
    },

    /** Own transactions by id, in the order of `ids`; ids of deleted (or others') transactions are skipped. */
    async getMany(user: UserRow, ids: number[]) {
      return (await repo.findByIds(user.id, ids)).map(toTransactionView);
    },

    async list(user: UserRow, query: ListTransactionsQuery) {
      const filter: TransactionFilter = {
        type: query.type,
        categoryId: query.categoryId,
        categoryName: query.category,
        tag: query.tag,
        currency: query.currency,
        search: query.q ? foldForSearch(query.q) : undefined,
      };
      if (query.period === 'custom') {
        filter.from = query.from ? toCalendarDate(query.from, user.timezone) : undefined;
        filter.to = query.to ? toCalendarDate(query.to, user.timezone) : undefined;
      } else {
        const range = periodRange(query.period as DashboardPeriod, dateInTimezone(now(), user.timezone));
        filter.from = range?.start;
        filter.to = range?.end;
      }
      if (filter.tag) filter.tag = filter.tag.replace(/^#/, '').toLowerCase();
      const { rows, total } = await repo.list(user.id, filter, query.limit, query.offset);
      return { transactions: rows.map(toTransactionView), total, limit: query.limit, offset: query.offset };
    },

    /** Re-expresses every stored conversion after the preferred currency changed (same transaction). */
    recomputeConversions: (tx: Parameters<Parameters<Database['transaction']>[0]>[0], user: UserRow) =>
      createTransactionsRepository(tx).applyConversion(user.id, user.preferredCurrency),
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
