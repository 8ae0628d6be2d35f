/**
 * Statement import (issue 17): the file goes up as the request body of POST /api/imports
 * (Content-Type application/octet-stream, `?fileName=`), the server answers a preview and writes
 * nothing; POST /api/imports/:id/mapping answers the preview of a CSV whose columns the user chose;
 * POST /api/imports/:id/confirm writes the chosen rows in one database transaction.
 */
import { z } from 'zod';
import { transactionTypeSchema } from './transactions';

/** A file over this many bytes is refused before it is read. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** A statement of more rows than this is refused. */
export const IMPORT_MAX_ROWS = 50_000;
/** A preview can be confirmed this long after the upload. */
export const IMPORT_PREVIEW_TTL_MINUTES = 60;

export const IMPORT_FORMATS = ['ofx', 'qif', 'camt', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** How the dates of a CSV are written. */
export const DATE_ORDERS = ['DMY', 'MDY', 'YMD'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

const columnSchema = z.number({ error: 'importMappingInvalid' }).int('importMappingInvalid').min(0, 'importMappingInvalid').max(200, 'importMappingInvalid');

/**
 * Which CSV column holds what (0-based). The amount is one signed column, or separate debit and credit
 * columns, or an amount plus a type column whose values say credit or debit (C/D, CREDITO/DEBITO).
 */
export const csvMappingSchema = z
  .strictObject({
    date: columnSchema,
    description: columnSchema,
    amount: columnSchema.optional(),
    debit: columnSchema.optional(),
    credit: columnSchema.optional(),
    /** With `amount`: a column whose value says credit (C, CR, CREDITO, CRÉDITO) or debit. */
    kind: columnSchema.optional(),
    currency: columnSchema.optional(),
    dateOrder: z.enum(DATE_ORDERS, { error: 'importMappingInvalid' }),
    /** "," when amounts are written 1.234,56; "." when 1,234.56. */
    decimalSeparator: z.enum([',', '.'], { error: 'importMappingInvalid' }),
    /** An expense column holding positive numbers (some banks write debits without a minus). */
    invertSign: z.boolean().optional(),
  })
  .refine((m) => m.amount !== undefined || m.debit !== undefined || m.credit !== undefined, {
    message: 'importMappingInvalid',
  });
export type CsvMapping = z.infer<typeof csvMappingSchema>;

export const importUploadQuerySchema = z.strictObject({
  fileName: z.string().trim().min(1, 'importFileNameRequired').max(255, 'importFileNameRequired'),
});

export const importIdParamSchema = z.strictObject({ id: z.uuid({ error: 'notFound' }) });

/**
 * Why a row is flagged: 'imported' — this bank row is already in (its bank id or hash), it is never
 * written twice; 'similar' — a transaction the user typed (in the chat or the form) looks like it: same
 * amount and type, a date within 3 days, a similar text. Left out unless ticked.
 */
export type ImportDuplicate = 'imported' | 'similar';

export interface ImportPreviewRow {
  /** Position in the preview (0-based); the confirm request names rows by it. */
  index: number;
  /** Line (CSV, QIF) or entry (OFX, CAMT) of the file. */
  line: number;
  /** YYYY-MM-DD */
  date: string;
  /** Cleaned for display: "Uber", "Pix from José da Silva". */
  description: string;
  /** The original line or entry, kept as the transaction's rawInput. */
  rawInput: string;
  type: 'income' | 'expense';
  /** Positive exact decimal string. */
  amount: string;
  currency: string;
  categoryId: number;
  categoryName: string;
  /** The engine's category came from the user's own learned rule. */
  learned: boolean;
  duplicate: ImportDuplicate | null;
  /** For 'similar': the transaction it looks like. */
  duplicateOf?: { id: number; description: string; date: string; amount: string; currency: string };
}

export interface ImportPreview {
  id: string;
  fileName: string;
  format: ImportFormat;
  /** A known layout recognised by its header ("nubank-card", "itau", ...), absent for a mapped CSV. */
  layout?: string;
  expiresAt: string;
  rows: ImportPreviewRow[];
  counts: { rows: number; alreadyImported: number; similar: number };
}

/** A CSV whose columns are not known: the user maps them (a guess is filled in when the file allows). */
export interface ImportNeedsMapping {
  id: string;
  fileName: string;
  format: 'csv';
  needsMapping: true;
  columns: string[];
  /** The first rows of the file, as cells. */
  sample: string[][];
  guess?: Partial<CsvMapping>;
  /** Why the mapping is asked: no known header, or the dates read both ways (03/04/2025). */
  reason: 'unknown_layout' | 'ambiguous_dates';
  expiresAt: string;
}

export type ImportUploadResponse = ImportPreview | ImportNeedsMapping;

export const importMappingBodySchema = z.strictObject({ mapping: csvMappingSchema });

const rowChangeSchema = z.strictObject({
  index: z.number().int().min(0),
  type: transactionTypeSchema.optional(),
  categoryId: z.number().int().positive().optional(),
});

export const importConfirmBodySchema = z.strictObject({
  /** Rows the user unticked (by index); everything else in the preview is written. */
  exclude: z.array(z.number().int().min(0)).max(50_000).default([]),
  /** Rows whose type or category the user changed. */
  changes: z.array(rowChangeSchema).max(50_000).default([]),
  /** Rows flagged 'similar' are left out unless the user ticks them: these are the ones to write anyway. */
  includeDuplicates: z.array(z.number().int().min(0)).max(50_000).default([]),
});
export type ImportConfirmBody = z.infer<typeof importConfirmBodySchema>;
export type ImportConfirmRequest = z.input<typeof importConfirmBodySchema>;

export interface ImportConfirmResponse {
  imported: number;
  /** Rows left out because they were already imported (a re-import adds nothing). */
  alreadyImported: number;
  /** Rows the user unticked or flagged rows not ticked. */
  skipped: number;
}
