/**
 * Statement parsing for import (issue 17): bytes in, rows out. The format is told by the content
 * (OFX/QFX, QIF, CAMT.053, else CSV when it splits into consistent columns), not by the file name.
 * Pure: no database, no I/O. Whatever the file holds, the only error that leaves is a StatementError.
 */
import type { CsvMapping, ImportFormat } from '@tally/shared/schemas/imports';
import { isCamt053, parseCamt } from './camt';
import { isCsv, parseCsv } from './csv';
import { decodeStatement } from './decode';
import { isOfx, parseOfx } from './ofx';
import { isQif, parseQif } from './qif';
import { StatementError, type ParseOutcome } from './statement';

export { csvHeaderKey } from './csv-header';
export { StatementError, type ParseOutcome, type StatementErrorCode, type StatementRow } from './statement';

export interface ParseOptions {
  fileName: string;
  /** The user's columns for a CSV (any CSV, a known layout too). */
  mapping?: CsvMapping;
}

/** Signatures of files that are surely not statements (PDF, ZIP-based spreadsheets, old Excel). */
const BINARY_SIGNATURES = [[0x25, 0x50, 0x44, 0x46], [0x50, 0x4b, 0x03, 0x04], [0xd0, 0xcf, 0x11, 0xe0]];

/** The format of a decoded file, told by its content; null when it is none we read. */
export function detectFormat(text: string): ImportFormat | null {
  const head = text.slice(0, 8192);
  if (isOfx(head)) return 'ofx';
  if (isQif(head)) return 'qif';
  if (isCamt053(head)) return 'camt';
  if (/^\s*</.test(head)) return null;
  return isCsv(text) ? 'csv' : null;
}

export function parseStatement(bytes: Uint8Array, options: ParseOptions): ParseOutcome {
  try {
    return parse(bytes, options);
  } catch (error) {
    if (error instanceof StatementError) throw error;
    // A bug or a file no check foresaw: still a clean "damaged file" for the user, never a 500.
    throw new StatementError('importMalformed', undefined, error instanceof Error ? error.message : String(error));
  }
}

function parse(bytes: Uint8Array, options: ParseOptions): ParseOutcome {
  if (BINARY_SIGNATURES.some((sig) => sig.every((b, i) => bytes[i] === b))) throw new StatementError('importUnknownFormat');
  const text = decodeStatement(bytes);
  if (text.trim() === '') throw new StatementError('importEmpty');
  if (text.slice(0, 4096).includes('\u0000')) throw new StatementError('importUnknownFormat');
  const format = detectFormat(text);
  switch (format) {
    case 'ofx':
      return { kind: 'rows', format, rows: parseOfx(text) };
    case 'qif':
      return { kind: 'rows', format, rows: parseQif(text) };
    case 'camt':
      return { kind: 'rows', format, rows: parseCamt(text) };
    case 'csv':
      return parseCsv(text, options.mapping);
    default:
      throw new StatementError('importUnknownFormat');
  }
}
