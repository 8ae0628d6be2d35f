/**
 * The log "undo" walks back (transaction_actions): one row per write to a user's transactions,
 * written in the same database transaction as the write.
 */
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactionActions, transactions } from '../../db/schema';
import type { LearnedRuleChange } from '../learned-rules/learned-rules.repository';

export type ActionSource = 'chat' | 'api';

/** The fields a correction can change, as they were before it. */
export interface PreviousValues {
  type: 'income' | 'expense';
  amount: string;
  currency: string;
  categoryId: number;
  description: string;
  transactionDate: string;
  tags: string[];
}

/** A deleted row, whole enough to put back. */
export interface DeletedRow extends PreviousValues {
  id: number;
  rawInput: string;
  createdAt: string;
}

/** `correctedMessageId`: the chat message (analytics row) the change marked corrected, to unmark on undo. */
export type ActionRecord =
  | { kind: 'create'; transactionIds: number[] }
  | { kind: 'update'; transactionIds: [number]; previous: PreviousValues; learnedRule?: LearnedRuleChange; correctedMessageId?: number }
  | { kind: 'delete'; transactionIds: number[]; previous: DeletedRow[]; correctedMessageId?: number };

/** Older actions than this many per user are dropped: undo goes back a long way, not forever. */
export const KEPT_ACTIONS = 50;

/** A stored action as the union it was written as (jsonb comes back untyped; only record() writes it). */
function toRecord(row: typeof transactionActions.$inferSelect): ActionRecord & { id: number } {
  switch (row.kind) {
    case 'create':
      return { id: row.id, kind: 'create', transactionIds: row.transactionIds };
    case 'update':
      return {
        id: row.id,
        kind: 'update',
        transactionIds: [row.transactionIds[0] ?? 0],
        previous: row.previous as PreviousValues,
        learnedRule: (row.learnedRule as LearnedRuleChange | null) ?? undefined,
        correctedMessageId: row.correctedMessageId ?? undefined,
      };
    case 'delete':
      return {
        id: row.id,
        kind: 'delete',
        transactionIds: row.transactionIds,
        previous: row.previous as DeletedRow[],
        correctedMessageId: row.correctedMessageId ?? undefined,
      };
  }
}

export function createTransactionActionsRepository(db: DbOrTx) {
  return {
    async record(userId: number, source: ActionSource, action: ActionRecord) {
      await db.insert(transactionActions).values({
        userId,
        source,
        kind: action.kind,
        transactionIds: action.transactionIds,
        previous: action.kind === 'create' ? null : action.previous,
        learnedRule: action.kind === 'update' ? (action.learnedRule ?? null) : null,
        correctedMessageId: action.kind === 'create' ? null : (action.correctedMessageId ?? null),
      });
      const [cutoff] = await db
        .select({ id: transactionActions.id })
        .from(transactionActions)
        .where(eq(transactionActions.userId, userId))
        .orderBy(desc(transactionActions.id))
        .offset(KEPT_ACTIONS)
        .limit(1);
      if (cutoff) await db.delete(transactionActions).where(and(eq(transactionActions.userId, userId), lte(transactionActions.id, cutoff.id)));
    },

    /**
     * Removes the user's latest action and returns it: the removal is the claim, so two "undo"s at
     * once never revert the same action twice.
     */
    async takeLatest(userId: number): Promise<(ActionRecord & { id: number }) | undefined> {
      // Another undo may claim the latest first (PostgreSQL: our delete waits for it, then finds
      // nothing): look again, so each of two undos at once reverts its own action.
      for (let attempt = 0; attempt < 5; attempt++) {
        const [latest] = await db
          .select({ id: transactionActions.id })
          .from(transactionActions)
          .where(eq(transactionActions.userId, userId))
          .orderBy(desc(transactionActions.id))
          .limit(1);
        if (!latest) return undefined;
        const [row] = await db
          .delete(transactionActions)
          .where(and(eq(transactionActions.userId, userId), eq(transactionActions.id, latest.id)))
          .returning();
        if (row) return toRecord(row);
      }
      return undefined;
    },

    /** Puts deleted rows back under their own ids (ids a serial never hands out twice). */
    async restoreRows(userId: number, rows: DeletedRow[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const existing = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(inArray(transactions.id, rows.map((r) => r.id)));
      const taken = new Set(existing.map((r) => r.id));
      const fresh = rows.filter((r) => !taken.has(r.id));
      if (fresh.length === 0) return [];
      const inserted = await db
        .insert(transactions)
        .values(
          fresh.map((r) => ({
            id: r.id,
            userId,
            type: r.type,
            amount: r.amount,
            currency: r.currency,
            description: r.description,
            categoryId: r.categoryId,
            tags: r.tags,
            rawInput: r.rawInput,
            transactionDate: r.transactionDate,
            createdAt: new Date(r.createdAt),
          })),
        )
        .returning({ id: transactions.id });
      return inserted.map((r) => r.id);
    },
  };
}
