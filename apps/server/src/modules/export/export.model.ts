/**
 * A report as the writers see it: sections of typed cells. Builders decide what a report holds; the
 * CSV and Excel writers decide how a cell looks. Money stays an exact decimal string up to the writer
 * (CSV writes it as is; Excel stores it as a number, the one place a JS number is right).
 */
import type { IsoDate } from '@tally/shared/dates';
import type { ExportFilter } from './export.repository';

export type Cell =
  | { kind: 'text'; value: string }
  /** An exact decimal string in `currency`. */
  | { kind: 'money'; value: string; currency: string }
  | { kind: 'date'; value: IsoDate }
  | { kind: 'integer'; value: number }
  /** Percent with one decimal: 12.5 means 12.5 %. */
  | { kind: 'percent'; value: number }
  | null;

export type Row = Cell[];

export interface Column {
  heading: string;
  /** In characters (Excel column width). */
  width: number;
}

export interface Section {
  /** The Excel sheet name; in CSV the title line above the section when a report has several. */
  title: string;
  columns: Column[];
  /** Pages of rows, produced on demand so a large report never sits in memory whole. */
  pages: AsyncIterable<Row[]>;
  /**
   * Rows that close the section (totals), set apart from the data; a function where they are known
   * only once every page has been read (it is called then: `closingRows`).
   */
  totals: Row[] | (() => Row[]);
  /**
   * Where `pages` come from, when a worker thread with its own database connection can read them
   * itself (PostgreSQL) instead of the request thread reading and sending them.
   */
  source?: RowsSource;
}

/** The transactions of an export filter, as rows of the transactions report in `language`. */
export interface RowsSource {
  kind: 'transactions';
  filter: ExportFilter;
  language: string;
}

export interface Report {
  sections: Section[];
}

export const text = (value: string): Cell => ({ kind: 'text', value });
export const money = (value: string | null, currency: string): Cell => (value === null ? null : { kind: 'money', value, currency });
export const date = (value: IsoDate): Cell => ({ kind: 'date', value });
export const integer = (value: number): Cell => ({ kind: 'integer', value });
export const percent = (value: number | null): Cell => (value === null ? null : { kind: 'percent', value });

/**
 * The most rows an export sends per second. Without a ceiling one CSV export keeps a thread and a
 * database backend busy flat out (250,000 rows/s here), the cores of everyone else; at this pace
 * 100k rows take 0.8 s (CSV and workbooks alike: the workbook writer does ~200,000 rows/s).
 */
export const MAX_ROWS_PER_SECOND = 125_000;

/**
 * Between two slices of rows: a turn for other work (an export never holds its thread for long), and
 * a pause when the `sent` rows since `started` (performance.now()) run ahead of `maxRowsPerSecond`.
 */
export function pace(sent: number, started: number, maxRowsPerSecond: number): Promise<void> {
  const ahead = (sent * 1000) / maxRowsPerSecond - (performance.now() - started);
  return new Promise((resolve) => (ahead >= 1 ? setTimeout(resolve, ahead) : setImmediate(resolve)));
}

/** A section's totals, once its pages have been read. */
export const closingRows = (section: Pick<Section, 'totals'>): Row[] => (typeof section.totals === 'function' ? section.totals() : section.totals);

/** Rows known up front, as a single page. */
export async function* onePage(rows: Row[]): AsyncIterable<Row[]> {
  if (rows.length > 0) yield rows;
}

/**
 * Spreadsheet formula injection: a cell starting with = + - @ (or a tab, carriage return or line feed
 * that a spreadsheet may skip before one) could run as a formula when the file is opened. Such text is
 * prefixed with an apostrophe, so it is shown as text, in both formats (an Excel file may be saved
 * again as CSV).
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Rows flattened for a worker thread: [cells in the row, then per cell a kind code and its value
 * (and a money cell's currency)]. A flat array of strings and numbers is copied to a worker about
 * three times faster than the same rows as objects, and that copy is paid on the request thread.
 */
export type PackedRows = Array<string | number>;

const KIND_CODES = { text: 1, money: 2, date: 3, integer: 4, percent: 5 } as const;

export function packRows(rows: Row[]): PackedRows {
  const out: PackedRows = [];
  for (const row of rows) {
    out.push(row.length);
    for (const cell of row) {
      if (cell === null) out.push(0);
      else if (cell.kind === 'money') out.push(KIND_CODES.money, cell.value, cell.currency);
      else out.push(KIND_CODES[cell.kind], cell.value);
    }
  }
  return out;
}

export function unpackRows(packed: PackedRows): Row[] {
  const rows: Row[] = [];
  let at = 0;
  const next = () => packed[at++]!;
  while (at < packed.length) {
    const length = next() as number;
    const row: Row = [];
    for (let i = 0; i < length; i++) {
      const code = next();
      switch (code) {
        case 0:
          row.push(null);
          break;
        case KIND_CODES.text:
          row.push({ kind: 'text', value: next() as string });
          break;
        case KIND_CODES.money:
          row.push({ kind: 'money', value: next() as string, currency: next() as string });
          break;
        case KIND_CODES.date:
          row.push({ kind: 'date', value: next() as IsoDate });
          break;
        case KIND_CODES.integer:
          row.push({ kind: 'integer', value: next() as number });
          break;
        case KIND_CODES.percent:
          row.push({ kind: 'percent', value: next() as number });
          break;
        default:
          throw new Error(`packed rows: unknown cell code ${String(code)}`);
      }
    }
    rows.push(row);
  }
  return rows;
}
