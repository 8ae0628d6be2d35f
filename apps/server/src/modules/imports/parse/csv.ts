/**
 * CSV statements: the header found (after any preamble lines), a known layout recognised by it or the
 * user's mapping applied, the date order and the decimal separator read from the whole file, then
 * one row per record. An unknown header, or dates that read both ways, answer `needs_mapping`.
 */
import type { CsvMapping, DateOrder } from '@tally/shared/schemas/imports';
import { IMPORT_MAX_ROWS } from '@tally/shared/schemas/imports';
import {
  absAmount,
  detectDecimalSeparator,
  isZeroAmount,
  negateAmount,
  parseAmount,
  subtractDecimal,
  type DecimalSeparator,
} from './amounts';
import { guessMapping } from './csv-guess';
import { csvHeaderKey, foldHeader } from './csv-header';
import { matchLayout, type CsvLayout, type LayoutColumns } from './csv-layouts';
import { readCsv, sniffDelimiter, type CsvRecord } from './csv-read';
import { detectDateOrder, looksLikeDate, parseDate } from './dates';
import { kindOf } from './kind';
import { StatementError, cleanText, toRawInput, type ParseOutcome, type StatementRow } from './statement';

/** How far down a header may sit under a bank's preamble lines. */
const HEADER_SEARCH = 30;
const SAMPLE_ROWS = 5;
const GUESS_ROWS = 200;

/** A date cell that labels a summary line rather than dating a row. */
const FOOTER_RE = /^(total|totais|totales|subtotal|saldo|balance|sum|resumo|resumen|fim|fin|end)\b/;
/** Balance lines Brazilian and Spanish banks put among the rows. */
const BALANCE_LINE_RE =
  /^(saldo( anterior| inicial| final| do dia| total| disponivel.*| em c\/c.*| bloqueado.*)?|s ?a ?l ?d ?o\b.*|(opening|closing|previous|starting|ending) balance|balance (brought|carried) forward)$/;

interface Plan {
  columns: LayoutColumns;
  dateOrder?: DateOrder;
  decimal?: DecimalSeparator;
  defaultDecimal: DecimalSeparator;
  invertSign: boolean;
  keepState?: string;
  layout?: CsvLayout;
}

const fold = (text: string): string => foldHeader(text);
const hasDigit = (text: string): boolean => /\d/.test(text);

/** True when the text splits into consistent columns. */
export function isCsv(text: string): boolean {
  return sniffDelimiter(text) !== null;
}

export function parseCsv(text: string, mapping?: CsvMapping): ParseOutcome {
  const sniffed = sniffDelimiter(text);
  if (!sniffed) throw new StatementError('importUnknownFormat');
  const records = readCsv(text, sniffed.delimiter);
  const found = findHeader(records);
  const data = records.slice(found.dataStart).filter((r) => r.cells.filter(Boolean).length >= 2);
  if (data.length > IMPORT_MAX_ROWS) throw new StatementError('importTooManyRows');
  const width = Math.max(found.header.length, ...data.slice(0, GUESS_ROWS).map((r) => r.cells.length));
  const columns = found.header.length > 0 ? found.header : Array.from({ length: width }, () => '');
  const headerKey = csvHeaderKey(columns);
  if (data.length === 0) throw new StatementError(found.header.length > 0 ? 'importEmpty' : 'importUnknownFormat');
  // Columns without a single date are not a statement (a letter with commas in it).
  if (!found.match && !mapping && !data.slice(0, GUESS_ROWS).some((r) => r.cells.some((c) => looksLikeDate(c)))) {
    throw new StatementError('importUnknownFormat');
  }

  let plan: Plan;
  if (mapping) {
    plan = planFromMapping(mapping);
    // A known bank's file mapped by the user still drops the rows it must and keeps its ids and fees.
    if (found.match) {
      const { layout, columns: known } = found.match;
      plan.keepState = layout.keepState;
      plan.columns = { ...plan.columns, state: known.state, fee: known.fee, bankId: known.bankId };
    }
  } else if (found.match) {
    const { layout, columns: layoutColumns } = found.match;
    plan = {
      columns: layoutColumns,
      dateOrder: undefined,
      defaultDecimal: layout.decimal,
      invertSign: layout.invertSign ?? false,
      keepState: layout.keepState,
      layout,
    };
  } else {
    return needsMapping('unknown_layout', columns, headerKey, data, sniffed.delimiter === ';' ? ',' : '.');
  }

  const kept = data.filter((r) => keepRecord(r, plan));
  if (kept.length === 0) throw new StatementError('importEmpty');
  const firstLine = (kept[0] as CsvRecord).line;
  if (plan.columns.date >= width) throw new StatementError('importBadDate', firstLine, 'no such column');
  const amountColumns = [plan.columns.amount, plan.columns.debit, plan.columns.credit].filter((c): c is number => c !== undefined);
  if (amountColumns.every((c) => c >= width)) throw new StatementError('importBadAmount', firstLine, 'no such column');

  const decimal =
    plan.decimal ??
    detectDecimalSeparator(
      kept.flatMap((r) => amountColumns.map((c) => r.cells[c] ?? '')),
      plan.defaultDecimal,
    );

  let order = plan.dateOrder;
  if (!order) {
    const dates = kept.map((r) => dateCell(r, plan));
    const detected = detectDateOrder(dates);
    if (detected.firstBad) {
      const bad = kept[detected.firstBad.index] as CsvRecord;
      throw new StatementError('importBadDate', bad.line, `"${dateCell(bad, plan)}"`);
    }
    const preferred = plan.layout?.dateOrder;
    if (preferred && detected.orders.includes(preferred)) order = preferred;
    else if (detected.orders.length === 1) order = detected.orders[0];
    else {
      const guess = mappingOf(plan, decimal);
      return needsMapping('ambiguous_dates', columns, headerKey, data, decimal, guess);
    }
  }

  const rows: StatementRow[] = [];
  for (const record of kept) {
    const row = toRow(record, plan, order as DateOrder, decimal);
    if (row) rows.push(row);
  }
  if (rows.length === 0) throw new StatementError('importEmpty');
  return { kind: 'rows', format: 'csv', layout: mapping ? undefined : plan.layout?.id, rows, headerKey };
}

interface FoundHeader {
  header: string[];
  dataStart: number;
  match: ReturnType<typeof matchLayout>;
}

/**
 * The header row: a known layout's header within the first lines, else the first row of names (no
 * dates, no amounts) followed by a row with a date; none when the data starts at once.
 */
function findHeader(records: CsvRecord[]): FoundHeader {
  const limit = Math.min(records.length, HEADER_SEARCH);
  for (let i = 0; i < limit; i++) {
    const cells = (records[i] as CsvRecord).cells;
    if (cells.filter(Boolean).length < 2) continue;
    const match = matchLayout(cells.map(fold));
    if (match) return { header: cells, dataStart: i + 1, match };
  }
  for (let i = 0; i < limit; i++) {
    const cells = (records[i] as CsvRecord).cells;
    if (cells.filter(Boolean).length < 2) continue;
    if (cells.some((c) => looksLikeDate(c))) return { header: [], dataStart: i, match: null };
    const isNames = cells.every((c) => !c || (!looksLikeDate(c) && parseAmount(c, '.') === null && parseAmount(c, ',') === null));
    const next = records[i + 1];
    if (isNames && next && next.cells.some((c) => looksLikeDate(c))) return { header: cells, dataStart: i + 1, match: null };
  }
  return { header: [], dataStart: 0, match: null };
}

function planFromMapping(m: CsvMapping): Plan {
  return {
    columns: { date: m.date, description: [m.description], amount: m.amount, debit: m.debit, credit: m.credit, kind: m.kind, currency: m.currency },
    dateOrder: m.dateOrder,
    decimal: m.decimalSeparator,
    defaultDecimal: m.decimalSeparator,
    invertSign: m.invertSign ?? false,
  };
}

function mappingOf(plan: Plan, decimal: DecimalSeparator): Partial<CsvMapping> {
  const c = plan.columns;
  const guess: Partial<CsvMapping> = { date: c.date, decimalSeparator: decimal };
  if (c.description[0] !== undefined) guess.description = c.description[0];
  if (c.amount !== undefined) guess.amount = c.amount;
  if (c.debit !== undefined) guess.debit = c.debit;
  if (c.credit !== undefined) guess.credit = c.credit;
  if (c.kind !== undefined) guess.kind = c.kind;
  if (c.currency !== undefined) guess.currency = c.currency;
  if (plan.invertSign) guess.invertSign = true;
  // Dates that read both ways: day first is the likelier reading outside the US.
  guess.dateOrder = plan.layout?.dateOrder ?? 'DMY';
  return guess;
}

function needsMapping(
  reason: 'unknown_layout' | 'ambiguous_dates',
  columns: string[],
  headerKey: string,
  data: CsvRecord[],
  fallbackDecimal: DecimalSeparator,
  known?: Partial<CsvMapping>,
): ParseOutcome {
  const cells = data.slice(0, GUESS_ROWS).map((r) => r.cells);
  let guess = known;
  if (!guess) {
    const decimal = detectDecimalSeparator(cells.flat().filter((c) => !looksLikeDate(c)), fallbackDecimal);
    const rough = guessMapping(columns.map(fold), cells, decimal, undefined);
    if (rough.date !== undefined) {
      const detected = detectDateOrder(cells.map((r) => r[rough.date as number] ?? '').filter(Boolean));
      const orders = detected.orders;
      rough.dateOrder = orders.length === 1 ? orders[0] : orders.includes('DMY') ? 'DMY' : orders[0];
      if (!rough.dateOrder) delete rough.dateOrder;
    }
    guess = rough;
  }
  const outcome: ParseOutcome = { kind: 'needs_mapping', headerKey, columns, sample: cells.slice(0, SAMPLE_ROWS), reason };
  if (Object.keys(guess).length > 0) outcome.guess = guess;
  return outcome;
}

function dateCell(record: CsvRecord, plan: Plan): string {
  const cells = record.cells;
  const value = cells[plan.columns.date] ?? '';
  return value || (plan.columns.dateFallback !== undefined ? (cells[plan.columns.dateFallback] ?? '') : '');
}

function descriptionOf(record: CsvRecord, plan: Plan): string {
  return cleanText(plan.columns.description.map((i) => record.cells[i] ?? '').filter(Boolean).join(' - '));
}

/** Rows that are not transactions: summary lines, balance lines, rows of another state (Revolut's pending). */
function keepRecord(record: CsvRecord, plan: Plan): boolean {
  const c = plan.columns;
  const date = dateCell(record, plan);
  const amounts = [c.amount, c.debit, c.credit].map((i) => (i === undefined ? '' : (record.cells[i] ?? '')));
  if (!date && amounts.every((a) => !a)) return false;
  if (date && !hasDigit(date) && FOOTER_RE.test(fold(date))) return false;
  const description = descriptionOf(record, plan);
  if (/^\s*[sobcpe]/i.test(description) && BALANCE_LINE_RE.test(fold(description))) return false;
  if (plan.keepState && c.state !== undefined && fold(record.cells[c.state] ?? '') !== plan.keepState) return false;
  return true;
}

function amountOf(record: CsvRecord, plan: Plan, decimal: DecimalSeparator): string {
  const c = plan.columns;
  const cell = (i: number | undefined): string => (i === undefined ? '' : (record.cells[i] ?? ''));
  const bad = (value: string): never => {
    throw new StatementError('importBadAmount', record.line, `"${value}"`);
  };
  let amount: string;
  if (c.amount !== undefined && (cell(c.amount) || (c.debit === undefined && c.credit === undefined))) {
    const value = cell(c.amount);
    amount = parseAmount(value, decimal) ?? bad(value);
    if (c.kind !== undefined) {
      const kind = kindOf(cell(c.kind));
      if (kind === 'credit') amount = absAmount(amount);
      else if (kind === 'debit') amount = negateAmount(absAmount(amount));
    }
    if (plan.invertSign) amount = negateAmount(amount);
  } else {
    const debit = cell(c.debit);
    const credit = cell(c.credit);
    if (!debit && !credit) bad('');
    const d = debit ? (parseAmount(debit, decimal) ?? bad(debit)) : '0';
    const k = credit ? (parseAmount(credit, decimal) ?? bad(credit)) : '0';
    amount = subtractDecimal(absAmount(k), absAmount(d));
  }
  if (c.fee !== undefined && cell(c.fee)) {
    const fee = parseAmount(cell(c.fee), decimal) ?? bad(cell(c.fee));
    amount = subtractDecimal(amount, fee);
  }
  return amount;
}

function toRow(record: CsvRecord, plan: Plan, order: DateOrder, decimal: DecimalSeparator): StatementRow | null {
  const dateText = dateCell(record, plan);
  const date = parseDate(dateText, order);
  if (date === null) throw new StatementError('importBadDate', record.line, `"${dateText}"`);
  const amount = amountOf(record, plan, decimal);
  if (isZeroAmount(amount)) return null;
  const row: StatementRow = {
    line: record.line,
    date,
    amount,
    description: descriptionOf(record, plan),
    rawInput: toRawInput(record.raw),
  };
  const currency = plan.columns.currency === undefined ? '' : (record.cells[plan.columns.currency] ?? '').toUpperCase();
  if (/^[A-Z]{3}$/.test(currency)) row.currency = currency;
  const bankId = plan.columns.bankId === undefined ? '' : (record.cells[plan.columns.bankId] ?? '');
  if (bankId) row.bankId = bankId;
  return row;
}
