/** SQL of statement imports: previews, remembered CSV mappings, bank keys already in, and the write. */
import { and, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { CsvMapping, ImportFormat } from '@tally/shared/schemas/imports';
import type { DbOrTx } from '../../db/client';
import { importMappings, statementImports, transactions } from '../../db/schema';
import type { StoredRow } from './preview-rows';
import type { ExistingTransaction } from './similar';

export interface PreviewRecord {
  id: string;
  userId: number;
  fileName: string;
  format: ImportFormat;
  layout: string | null;
  headerKey: string | null;
  mapping: CsvMapping | null;
  content: string | null;
  rows: StoredRow[] | null;
  expiresAt: Date;
  confirmedAt: Date | null;
}

export function createImportsRepository(db: DbOrTx) {
  return {
    async insertPreview(record: Omit<PreviewRecord, 'confirmedAt'>) {
      await db.insert(statementImports).values(record);
    },

    /** Changes a live preview; false when it was confirmed (or discarded) meanwhile. */
    async updatePreview(userId: number, id: string, values: Partial<Pick<PreviewRecord, 'format' | 'layout' | 'mapping' | 'rows'>>): Promise<boolean> {
      const rows = await db
        .update(statementImports)
        .set(values)
        .where(and(eq(statementImports.userId, userId), eq(statementImports.id, id), isNull(statementImports.confirmedAt)))
        .returning({ id: statementImports.id });
      return rows.length > 0;
    },

    /** Keeps only the user's `keep` newest unconfirmed previews (each holds its file for an hour). */
    async trimPreviews(userId: number, keep: number) {
      await db.execute(sql`
        delete from statement_imports where user_id = ${userId} and confirmed_at is null and id not in (
          select id from statement_imports where user_id = ${userId} and confirmed_at is null order by created_at desc limit ${keep})`);
    },

    /** The user's own preview (or past import); another user's id finds nothing. */
    async findPreview(userId: number, id: string): Promise<PreviewRecord | undefined> {
      const [row] = await db
        .select()
        .from(statementImports)
        .where(and(eq(statementImports.userId, userId), eq(statementImports.id, id)));
      return row as PreviewRecord | undefined;
    },

    /** Takes the preview for confirming: locked, so two confirms of one preview write it once. */
    async lockPreview(userId: number, id: string): Promise<PreviewRecord | undefined> {
      const [row] = await db
        .select()
        .from(statementImports)
        .where(and(eq(statementImports.userId, userId), eq(statementImports.id, id)))
        .for('update');
      return row as PreviewRecord | undefined;
    },

    /** Drops the file and rows, keeping the record of what was imported. */
    async markConfirmed(userId: number, id: string, importedCount: number) {
      await db
        .update(statementImports)
        .set({ confirmedAt: sql`now()`, importedCount, content: null, rows: null })
        .where(and(eq(statementImports.userId, userId), eq(statementImports.id, id)));
    },

    async deletePreview(userId: number, id: string): Promise<boolean> {
      const rows = await db
        .delete(statementImports)
        .where(and(eq(statementImports.userId, userId), eq(statementImports.id, id), isNull(statementImports.confirmedAt)))
        .returning({ id: statementImports.id });
      return rows.length > 0;
    },

    /** Forgets every user's previews that expired unconfirmed (their files go with them). */
    async deleteExpired(now: Date) {
      await db.delete(statementImports).where(and(isNull(statementImports.confirmedAt), lt(statementImports.expiresAt, now)));
    },

    async savedMapping(userId: number, headerKey: string): Promise<CsvMapping | undefined> {
      const [row] = await db
        .select({ mapping: importMappings.mapping })
        .from(importMappings)
        .where(and(eq(importMappings.userId, userId), eq(importMappings.headerKey, headerKey)));
      return row?.mapping as CsvMapping | undefined;
    },

    async saveMapping(userId: number, headerKey: string, mapping: CsvMapping) {
      await db
        .insert(importMappings)
        .values({ userId, headerKey, mapping })
        .onConflictDoUpdate({ target: [importMappings.userId, importMappings.headerKey], set: { mapping, updatedAt: sql`now()` } });
    },

    /** Which of these bank keys the user already has. */
    async existingKeys(userId: number, keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: transactions.importKey })
        .from(transactions)
        .where(and(eq(transactions.userId, userId), sql`${transactions.importKey} = any(${sql.param([...keys])}::text[])`));
      return new Set(rows.map((r) => r.key as string));
    },

    /**
     * The user's typed transactions (not imported: bank rows are kept apart by their keys) between two
     * dates (inclusive), to find the ones a statement row looks like.
     */
    async transactionsBetween(userId: number, from: string, to: string): Promise<ExistingTransaction[]> {
      return db
        .select({
          id: transactions.id,
          type: transactions.type,
          amount: sql<string>`${transactions.amount}::text`,
          currency: transactions.currency,
          description: transactions.description,
          date: transactions.transactionDate,
          categoryId: transactions.categoryId,
        })
        .from(transactions)
        .where(and(eq(transactions.userId, userId), isNull(transactions.importKey), gte(transactions.transactionDate, from), lte(transactions.transactionDate, to)));
    },

    /** The user's past imports, newest first. */
    listConfirmed(userId: number) {
      return db
        .select({
          id: statementImports.id,
          fileName: statementImports.fileName,
          format: statementImports.format,
          createdAt: statementImports.createdAt,
          confirmedAt: statementImports.confirmedAt,
          importedCount: statementImports.importedCount,
        })
        .from(statementImports)
        .where(and(eq(statementImports.userId, userId), sql`${statementImports.confirmedAt} is not null`))
        .orderBy(sql`${statementImports.confirmedAt} desc`);
    },
  };
}
