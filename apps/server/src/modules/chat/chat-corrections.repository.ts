/**
 * What happens to a chat message after its transactions were recorded (chat_analytics): the engine's
 * doubts shown on its cards until resolved, and whether what it recorded was corrected since. Called
 * inside the transactions service's database transactions, so a change and its mark commit together.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CorrectionKind, ReviewField } from '@tally/shared/corrections';
import { queryRows, type DbOrTx } from '../../db/client';

/** One stored doubt (chat_analytics.reviews): the alternative's name is read fresh when shown. */
export interface StoredReview {
  transactionId: number;
  field: ReviewField;
  alternative: { type: 'income' | 'expense'; categoryId: number };
}

const idArray = (ids: readonly number[]): SQL => sql`array[${sql.join(ids.map((id) => sql`${id}::integer`), sql`, `)}]::integer[]`;

export function createChatCorrectionsRepository(db: DbOrTx) {
  return {
    /**
     * Marks the messages that recorded any of these transactions as corrected, unless already marked
     * (the first correction says what the engine got wrong). The ids of the rows it marked.
     */
    async markCorrected(userId: number, transactionIds: readonly number[], kind: CorrectionKind): Promise<number[]> {
      if (transactionIds.length === 0) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update chat_analytics set corrected_at = now(), correction_kind = ${kind}
            where user_id = ${userId} and transaction_ids && ${idArray(transactionIds)} and corrected_at is null
            returning id`,
      );
      return rows.map((r) => r.id);
    },

    /** Takes back a mark (undo of the correction that made it); a row marked again since is left alone. */
    async unmark(userId: number, messageRowId: number) {
      await db.execute(sql`update chat_analytics set corrected_at = null, correction_kind = null where user_id = ${userId} and id = ${messageRowId}`);
    },

    /**
     * Drops the doubts about these transactions (the user flipped, corrected or confirmed them).
     * True when there was one.
     */
    async resolveReviews(userId: number, transactionIds: readonly number[]): Promise<boolean> {
      if (transactionIds.length === 0) return false;
      const ids = idArray(transactionIds);
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update chat_analytics a
            set reviews = (select nullif(coalesce(jsonb_agg(e), '[]'::jsonb), '[]'::jsonb)
                           from jsonb_array_elements(a.reviews) e where not ((e->>'transactionId')::integer = any(${ids})))
            where a.user_id = ${userId} and a.reviews is not null and a.transaction_ids && ${ids}
              and exists (select 1 from jsonb_array_elements(a.reviews) e where (e->>'transactionId')::integer = any(${ids}))
            returning a.id`,
      );
      return rows.length > 0;
    },
  };
}
