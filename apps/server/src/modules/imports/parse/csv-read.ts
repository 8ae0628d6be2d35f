/**
 * Reading CSV text into records with csv-parse: the delimiter (`,` `;` tab) is the one that splits
 * the first lines into the most consistent columns; quotes, embedded line breaks and a stray quote
 * inside a field are csv-parse's job. Each record keeps the file line it starts on and its raw text.
 */
import { parse } from 'csv-parse/sync';
import { StatementError } from './statement';

export type Delimiter = ',' | ';' | '\t';
const DELIMITERS: readonly Delimiter[] = [';', '\t', ','];
const SAMPLE_LINES = 100;

export interface CsvRecord {
  /** Cells, trimmed. */
  cells: string[];
  /** The file line the record starts on (1-based). */
  line: number;
  /** The record's text as in the file. */
  raw: string;
}

interface Sniffed {
  delimiter: Delimiter;
  /** The usual number of cells of a row. */
  width: number;
}

/** The delimiter that splits the file's first lines into consistent columns, or null (not a CSV). */
export function sniffDelimiter(text: string): Sniffed | null {
  let end = 0;
  for (let n = 0; n < SAMPLE_LINES && end !== -1; n++) end = text.indexOf('\n', end + 1);
  const sample = end === -1 ? text : text.slice(0, end);
  let best: (Sniffed & { score: number }) | null = null;
  for (const delimiter of DELIMITERS) {
    let records: string[][];
    try {
      records = parse(sample, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, skip_records_with_error: true, bom: true });
    } catch {
      continue;
    }
    const multi = records.filter((r) => r.length >= 2);
    if (multi.length === 0) continue;
    const counts = new Map<number, number>();
    for (const r of multi) counts.set(r.length, (counts.get(r.length) ?? 0) + 1);
    let width = 0;
    let modal = 0;
    for (const [len, count] of counts) if (count > modal || (count === modal && len > width)) [width, modal] = [len, count];
    const consistency = modal / multi.length;
    const coverage = multi.length / records.length;
    if (consistency < 0.6 || coverage < 0.5) continue;
    const score = consistency * coverage;
    if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) < 1e-9 && width > best.width)) best = { delimiter, width, score };
  }
  return best && { delimiter: best.delimiter, width: best.width };
}

interface ParsedWithRaw {
  record: string[];
  raw: string;
}

/** Every non-blank record of the file. A quote left open is a damaged file (importMalformed). */
export function readCsv(text: string, delimiter: Delimiter): CsvRecord[] {
  let parsed: ParsedWithRaw[];
  try {
    parsed = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
      raw: true,
      max_record_size: 64 * 1024,
    }) as unknown as ParsedWithRaw[];
  } catch (error) {
    const line = typeof error === 'object' && error !== null && 'lines' in error && typeof error.lines === 'number' ? error.lines : undefined;
    throw new StatementError('importMalformed', line, error instanceof Error ? error.message : 'CSV');
  }
  const out: CsvRecord[] = [];
  // Raw texts follow each other (blank lines skipped before a record are in its raw text): lines are counted
  // along. csv-parse keeps only the "\r" of a "\r\n" in a raw text, so CRLF files count their "\r".
  const newline = text.includes('\r\n') || !text.includes('\n') ? '\r' : '\n';
  let linesBefore = 0;
  for (const { record, raw } of parsed) {
    const lead = /^(?:[ \t]*(?:\r\n|\n|\r))+/.exec(raw)?.[0] ?? '';
    const line = linesBefore + countOf(lead, newline) + 1;
    linesBefore += countOf(raw, newline);
    const cells = record.map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) continue;
    out.push({ cells, line, raw: raw.slice(lead.length).replace(/(?:\r\n|\n|\r)$/, '') });
  }
  return out;
}

function countOf(text: string, ch: string): number {
  let n = 0;
  for (let i = text.indexOf(ch); i !== -1; i = text.indexOf(ch, i + 1)) n++;
  return n;
}
