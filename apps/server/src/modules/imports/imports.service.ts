/**
 * Statement import: an upload is parsed and shown as a preview — nothing written — with each row's
 * category (the assistant's rules and the user's learned ones) and a flag for rows already imported
 * or like a transaction the user has. Confirming writes the chosen rows in one database transaction
 * (all or none), through the shared write rules, with each row's bank key so no bank row is written
 * twice; a category the user changed in the preview is learned for that merchant, and a CSV mapping
 * the user chose is remembered for the next file with the same header.
 */
import { randomUUID } from 'node:crypto';
import { fallbackCategory } from '@tally/assistant/categories/resolve-category';
import { narrowPattern } from '@tally/assistant/learn-pattern';
import { isLanguage } from '@tally/shared/languages';
import { addDays } from '@tally/shared/dates';
import {
  IMPORT_MAX_BYTES,
  IMPORT_PREVIEW_TTL_MINUTES,
  type CsvMapping,
  type ImportConfirmBody,
  type ImportConfirmResponse,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportUploadResponse,
} from '@tally/shared/schemas/imports';
import { transactionInputSchema } from '@tally/shared/schemas/transactions';
import type { Database } from '../../db/client';
import type { UserRow } from '../../http/access';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { CategoriesService } from '../categories/categories.service';
import { createLearnedRulesRepository } from '../learned-rules/learned-rules.repository';
import { createTransactionsRepository, type ImportedInsert } from '../transactions/transactions.repository';
import { createImportsRepository, type PreviewRecord } from './imports.repository';
import { parseStatement, StatementError, type ParseOutcome } from './parse/parse-statement';
import { LineError, previewRows, type KeyedRow, type StoredRow } from './preview-rows';
import { findSimilar, SIMILAR_MAX_DAYS } from './similar';

const expired = () => new AppError(410, 'importPreviewExpired');

/** Unconfirmed previews a user keeps at once: a new upload drops the oldest beyond this. */
const LIVE_PREVIEWS_MAX = 5;

/** A parse failure as the 400 the user reads, naming the line when there is one. */
function readFailure(error: unknown): never {
  if (error instanceof StatementError) {
    if (error.code === 'importBadDate' || error.code === 'importBadAmount' || error.code === 'importMalformed') {
      throw new LineError(error.code, error.line ?? 1);
    }
    throw badRequest(error.code);
  }
  throw error;
}

/** The file read with a remembered mapping, or null when the mapping does not fit it. */
function parseOrNull(bytes: Uint8Array, fileName: string, mapping: CsvMapping): ParseOutcome | null {
  try {
    const outcome = parseStatement(bytes, { fileName, mapping });
    return outcome.kind === 'rows' ? outcome : null;
  } catch (error) {
    if (error instanceof StatementError) return null;
    throw error;
  }
}

function parse(bytes: Uint8Array, fileName: string, mapping?: CsvMapping): ParseOutcome {
  try {
    return parseStatement(bytes, { fileName, mapping });
  } catch (error) {
    return readFailure(error);
  }
}

export function createImportsService(db: Database, deps: { categories: CategoriesService; now: () => Date }) {
  const repo = createImportsRepository(db);
  const { categories, now } = deps;

  async function activeCategories(userId: number) {
    return (await categories.list(userId)).filter((c) => c.isActive);
  }

  /** The preview rows with their duplicate flags, as the preview keeps them (with their bank keys). */
  async function flagged(user: UserRow, rows: KeyedRow[]): Promise<StoredRow[]> {
    const known = await repo.existingKeys(user.id, rows.map((r) => r.importKey));
    let from = '';
    let to = '';
    for (const row of rows) {
      if (from === '' || row.date < from) from = row.date;
      if (to === '' || row.date > to) to = row.date;
    }
    const fresh = rows.filter((r) => !known.has(r.importKey));
    const existing = fresh.length > 0 ? await repo.transactionsBetween(user.id, addDays(from, -SIMILAR_MAX_DAYS), addDays(to, SIMILAR_MAX_DAYS)) : [];
    const similar = findSimilar(fresh, existing);
    return rows.map((row): StoredRow => {
      if (known.has(row.importKey)) return { ...row, duplicate: 'imported' };
      const like = similar.get(row.index);
      return like
        ? { ...row, duplicate: 'similar', duplicateOf: { id: like.id, description: like.description, date: like.date, amount: like.amount, currency: like.currency } }
        : { ...row, duplicate: null };
    });
  }

  async function keyedRows(user: UserRow, outcome: Extract<ParseOutcome, { kind: 'rows' }>): Promise<KeyedRow[]> {
    const [active, rules] = await Promise.all([activeCategories(user.id), createLearnedRulesRepository(db).list(user.id)]);
    const ctx = {
      categories: active.map((c) => ({ id: c.id, name: c.name, type: c.type, isDefault: c.isDefault })),
      learnedRules: rules.map((r) => ({ pattern: r.pattern, categoryId: r.categoryId })),
      language: isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'en',
    };
    return previewRows(outcome.rows, user.preferredCurrency, ctx);
  }

  function previewOf(record: Pick<PreviewRecord, 'id' | 'fileName' | 'format' | 'layout' | 'expiresAt'>, rows: StoredRow[]): ImportPreview {
    const shown = rows.map(({ importKey: _key, ...row }): ImportPreviewRow => row);
    return {
      id: record.id,
      fileName: record.fileName,
      format: record.format,
      ...(record.layout ? { layout: record.layout } : {}),
      expiresAt: record.expiresAt.toISOString(),
      rows: shown,
      counts: {
        rows: shown.length,
        alreadyImported: shown.filter((r) => r.duplicate === 'imported').length,
        similar: shown.filter((r) => r.duplicate === 'similar').length,
      },
    };
  }

  /** The user's live preview, or 404 (not theirs, or discarded) / 410 (expired or already confirmed). */
  async function livePreview(user: UserRow, id: string, record?: PreviewRecord): Promise<PreviewRecord> {
    const found = record ?? (await repo.findPreview(user.id, id));
    if (!found) throw notFound();
    if (found.confirmedAt || found.expiresAt.getTime() <= now().getTime()) throw expired();
    return found;
  }

  return {
    async upload(user: UserRow, fileName: string, bytes: Uint8Array): Promise<ImportUploadResponse> {
      if (bytes.byteLength > IMPORT_MAX_BYTES) throw new AppError(413, 'importTooLarge');
      if (bytes.byteLength === 0) throw badRequest('importEmpty');
      let outcome = parse(bytes, fileName);
      let mapping: CsvMapping | undefined;
      if (outcome.kind === 'needs_mapping') {
        const saved = await repo.savedMapping(user.id, outcome.headerKey);
        // A remembered mapping that does not fit this file is offered as the guess, not forced on it.
        const mapped = saved ? parseOrNull(bytes, fileName, saved) : null;
        if (mapped) {
          outcome = mapped;
          mapping = saved;
        } else if (saved) {
          outcome = { ...outcome, guess: saved };
        }
      }
      // Previews nobody confirmed go when a new one comes (their files with them), and a user keeps a few at most.
      await repo.deleteExpired(now());
      await repo.trimPreviews(user.id, LIVE_PREVIEWS_MAX - 1);
      const id = randomUUID();
      const expiresAt = new Date(now().getTime() + IMPORT_PREVIEW_TTL_MINUTES * 60_000);
      const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
      if (outcome.kind === 'needs_mapping') {
        await repo.insertPreview({ id, userId: user.id, fileName, format: 'csv', layout: null, headerKey: outcome.headerKey, mapping: null, content, rows: null, expiresAt });
        return {
          id,
          fileName,
          format: 'csv',
          needsMapping: true,
          columns: outcome.columns,
          sample: outcome.sample,
          ...(outcome.guess ? { guess: outcome.guess } : {}),
          reason: outcome.reason,
          expiresAt: expiresAt.toISOString(),
        };
      }
      const keyed = await keyedRows(user, outcome);
      if (keyed.length === 0) throw badRequest('importEmpty');
      const rows = await flagged(user, keyed);
      const record = { id, userId: user.id, fileName, format: outcome.format, layout: outcome.layout ?? null, headerKey: outcome.headerKey ?? null, mapping: mapping ?? null, content, rows, expiresAt };
      await repo.insertPreview(record);
      return previewOf(record, rows);
    },

    /** The preview of a CSV read with the columns the user chose. */
    async applyMapping(user: UserRow, id: string, mapping: CsvMapping): Promise<ImportPreview> {
      const record = await livePreview(user, id);
      if (record.format !== 'csv' || !record.content) throw badRequest('importMappingInvalid');
      const outcome = parse(Buffer.from(record.content, 'base64'), record.fileName, mapping);
      if (outcome.kind !== 'rows') throw badRequest('importMappingInvalid');
      const keyed = await keyedRows(user, outcome);
      if (keyed.length === 0) throw badRequest('importEmpty');
      const rows = await flagged(user, keyed);
      if (!(await repo.updatePreview(user.id, id, { format: outcome.format, layout: null, mapping, rows }))) throw expired();
      return previewOf({ ...record, layout: null }, rows);
    },

    async confirm(user: UserRow, id: string, body: ImportConfirmBody): Promise<ImportConfirmResponse> {
      const record = await livePreview(user, id);
      if (!record.rows) throw badRequest('importMappingInvalid');
      const rows = record.rows;
      const inRange = (i: number) => i >= 0 && i < rows.length;
      if (![...body.exclude, ...body.includeDuplicates, ...body.changes.map((c) => c.index)].every(inRange)) throw badRequest('importRowInvalid');

      const active = await activeCategories(user.id);
      const byId = new Map(active.map((c) => [c.id, c]));
      const changes = new Map(body.changes.map((c) => [c.index, c]));
      const excluded = new Set(body.exclude);
      const wanted = new Set(body.includeDuplicates);

      const inserts: ImportedInsert[] = [];
      const taught = new Map<string, number>();
      let alreadyImported = 0;
      let skipped = 0;
      for (const row of rows) {
        // The flags the user saw; a bank row imported since then is still passed over by its key.
        const flag = row.duplicate;
        if (flag === 'imported') {
          alreadyImported++;
          continue;
        }
        if (excluded.has(row.index) || (flag === 'similar' && !wanted.has(row.index))) {
          skipped++;
          continue;
        }
        const change = changes.get(row.index);
        const type = change?.type ?? row.type;
        // A flipped row without a chosen category goes where the engine puts that type when nothing names one.
        const categoryId = change?.categoryId ?? (type === row.type ? row.categoryId : fallbackCategory(active, type)?.id);
        const category = categoryId === undefined ? undefined : byId.get(categoryId);
        if (!category || category.type !== type) throw badRequest('importRowInvalid', 'changes');
        if (change?.categoryId !== undefined && change.categoryId !== row.categoryId) {
          const pattern = narrowPattern(row.description);
          if (pattern) taught.set(pattern, change.categoryId);
        }
        const input = transactionInputSchema.safeParse({
          type,
          amount: row.amount,
          currency: row.currency,
          description: row.description,
          categoryId: category.id,
          tags: [],
          rawInput: row.rawInput,
          transactionDate: row.date,
        });
        if (!input.success) throw new LineError('importMalformed', row.line);
        inserts.push({
          type,
          amount: input.data.amount,
          currency: input.data.currency,
          description: input.data.description,
          categoryId: category.id,
          rawInput: row.rawInput,
          transactionDate: row.date,
          importKey: row.importKey,
          importId: record.id,
        });
      }
      if (inserts.length === 0 && alreadyImported === 0) throw badRequest('importNothingSelected');

      return db.transaction(async (tx) => {
        const txRepo = createImportsRepository(tx);
        // Locked: of two confirms of one preview, the second finds it confirmed.
        await livePreview(user, id, await txRepo.lockPreview(user.id, id));
        const ids = await createTransactionsRepository(tx).insertMany(user.id, user.preferredCurrency, inserts);
        const rules = createLearnedRulesRepository(tx);
        for (const [pattern, categoryId] of taught) await rules.learn(user.id, pattern, categoryId);
        if (record.mapping && record.headerKey) await txRepo.saveMapping(user.id, record.headerKey, record.mapping);
        await txRepo.markConfirmed(user.id, id, ids.length);
        return { imported: ids.length, alreadyImported: alreadyImported + (inserts.length - ids.length), skipped };
      });
    },

    async discard(user: UserRow, id: string) {
      if (!(await repo.deletePreview(user.id, id))) throw notFound();
    },

    history: (user: UserRow) => repo.listConfirmed(user.id),
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
