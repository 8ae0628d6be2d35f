/**
 * What every statement parser gives back: rows in one shape, whatever the file's format, and one error
 * type whose code is an error code of `@tally/shared/errors` and whose line names the place in the file.
 */
import type { CsvMapping, ImportFormat } from '@tally/shared/schemas/imports';

export interface StatementRow {
  /** 1-based line (CSV, QIF: the line where the record starts) or entry number (OFX STMTTRN, CAMT Ntry). */
  line: number;
  /** YYYY-MM-DD (the posting/booking date). */
  date: string;
  /** Signed exact decimal string, at most 3 places: "-12.50" money out, "1200.00" money in. Never a JS float. */
  amount: string;
  /** ISO 4217 from the file (OFX CURDEF / CURRENCY, CAMT Ccy, a CSV currency column), when it says. */
  currency?: string;
  /** The bank's text for the row (OFX NAME + MEMO when they differ, QIF payee/memo, CAMT remittance/counterparty, CSV description). */
  description: string;
  /** The original line or entry, trimmed, at most 500 chars (kept as the transaction's rawInput). */
  rawInput: string;
  /** A bank's own id when the file has one: OFX FITID (prefixed by account id when present), CAMT AcctSvcrRef / NtryRef / EndToEndId. */
  bankId?: string;
}

export type ParseOutcome =
  | { kind: 'rows'; format: ImportFormat; layout?: string; rows: StatementRow[]; headerKey?: string }
  | {
      kind: 'needs_mapping';
      headerKey: string;
      columns: string[];
      sample: string[][];
      guess?: Partial<CsvMapping>;
      reason: 'unknown_layout' | 'ambiguous_dates';
    };

export type StatementErrorCode =
  | 'importUnknownFormat'
  | 'importEmpty'
  | 'importBadDate'
  | 'importBadAmount'
  | 'importMalformed'
  | 'importTooManyRows';

/** A file that cannot be read as a statement. `line` is a line of the file (1-based) when one is to blame. */
export class StatementError extends Error {
  override readonly name = 'StatementError';
  constructor(
    readonly code: StatementErrorCode,
    readonly line?: number,
    detail?: string,
  ) {
    super(detail ? `${code}${line ? ` (line ${line})` : ''}: ${detail}` : code);
  }
}

export const RAW_INPUT_MAX = 500;

/** The original text of a row as kept: line breaks (and the indentation around them) as one space, trimmed, at most 500 characters. */
export function toRawInput(text: string): string {
  // Cut first, then one linear pass: a hostile record (a run of 40,000 spaces) costs no more than a short one.
  return text.slice(0, RAW_INPUT_MAX * 2).replace(/\s+/g, ' ').trim().slice(0, RAW_INPUT_MAX);
}

/** Text of a description: whitespace collapsed and trimmed. */
export function cleanText(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Two texts of one row (OFX NAME and MEMO, QIF payee and memo): one of them when the other adds
 * nothing (a NAME cut at 32 characters that the MEMO repeats in full), else both.
 */
export function joinTexts(first: string | undefined, second: string | undefined): string {
  const a = cleanText(first);
  const b = cleanText(second);
  if (!a || !b) return a || b;
  const fa = a.toLowerCase();
  const fb = b.toLowerCase();
  // A NAME cut short that the MEMO repeats in full: the MEMO.
  if (fb.startsWith(fa)) return b;
  // One inside the other ("MCDONALD'S #112" and "POS MERCHANDISE;MCDONALD'S #112"): the shorter says it.
  if (fa.includes(fb) || fb.includes(fa)) return a.length <= b.length ? a : b;
  return `${a} - ${b}`;
}
