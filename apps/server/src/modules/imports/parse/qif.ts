/**
 * QIF (Quicken Interchange Format): `!Type:Bank`, `CCard`, `Cash`, `Oth A`, `Oth L` sections of
 * records, one field a line (D date, T/U amount, P payee, M memo, N number, L category), `^` ending a
 * record. Account lists, categories, investments and memorised items are skipped.
 */
import type { DateOrder } from '@tally/shared/schemas/imports';
import { IMPORT_MAX_ROWS } from '@tally/shared/schemas/imports';
import { detectDecimalSeparator, isZeroAmount, parseAmount } from './amounts';
import { detectDateOrder, parseDate } from './dates';
import { StatementError, cleanText, joinTexts, toRawInput, type StatementRow } from './statement';

const CASH_TYPES = new Set(['bank', 'ccard', 'cash', 'oth a', 'oth l']);

interface QifRecord {
  line: number;
  fields: Map<string, { value: string; line: number }>;
  lines: string[];
}

/** True when the text starts like a QIF file. */
export function isQif(head: string): boolean {
  return /^\s*!(?:Type|Account|Option|Clear)\s*:?/i.test(head) || /^!Type:/im.test(head);
}

/** QIF writes " 1/ 5'98" and "12/31'24": spaces out, the apostrophe as a separator. */
function qifDateText(value: string): string {
  return value.replace(/\s+/g, '').replace(/'/g, '/');
}

export function parseQif(text: string): StatementRow[] {
  const records = readRecords(text);
  if (records.length > IMPORT_MAX_ROWS) throw new StatementError('importTooManyRows');
  if (records.length === 0) throw new StatementError('importEmpty');

  const dateOf = (r: QifRecord): string => qifDateText(r.fields.get('D')?.value ?? '');
  const amountField = (r: QifRecord) => r.fields.get('T') ?? r.fields.get('U');
  const dates = records.map(dateOf);
  const detected = detectDateOrder(dates);
  if (detected.firstBad) {
    const bad = records[detected.firstBad.index] as QifRecord;
    throw new StatementError('importBadDate', bad.fields.get('D')?.line ?? bad.line, `D "${dateOf(bad)}"`);
  }
  // Quicken is American: a file whose every date reads both ways is month first.
  const order: DateOrder = detected.orders.includes('MDY') ? 'MDY' : (detected.orders[0] as DateOrder);
  const decimal = detectDecimalSeparator(
    records.map((r) => amountField(r)?.value ?? ''),
    '.',
  );

  const rows: StatementRow[] = [];
  for (const record of records) {
    const date = parseDate(dateOf(record), order);
    if (date === null) throw new StatementError('importBadDate', record.fields.get('D')?.line ?? record.line);
    const field = amountField(record);
    const amount = field ? parseAmount(field.value, decimal) : null;
    if (amount === null) throw new StatementError('importBadAmount', field?.line ?? record.line, `T "${field?.value ?? ''}"`);
    if (isZeroAmount(amount)) continue;
    const get = (code: string): string => cleanText(record.fields.get(code)?.value);
    rows.push({
      line: record.line,
      date,
      amount,
      description: joinTexts(get('P'), get('M')) || get('L') || get('N'),
      rawInput: toRawInput(record.lines.join(' ')),
    });
  }
  if (rows.length === 0) throw new StatementError('importEmpty');
  return rows;
}

function readRecords(text: string): QifRecord[] {
  const lines = text.split(/\r\n|\r|\n/);
  const records: QifRecord[] = [];
  let inCashSection = true;
  let current: QifRecord | null = null;
  const finish = (): void => {
    if (current && inCashSection && current.fields.size > 0) records.push(current);
    current = null;
  };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    if (line.startsWith('!')) {
      finish();
      const type = /^!Type\s*:\s*(.*)$/i.exec(line);
      if (type) inCashSection = CASH_TYPES.has((type[1] as string).trim().toLowerCase());
      else if (/^!Account/i.test(line)) inCashSection = false;
      return;
    }
    if (line.startsWith('^')) {
      finish();
      return;
    }
    current ??= { line: i + 1, fields: new Map(), lines: [] };
    current.lines.push(line);
    const code = line[0] as string;
    // Split lines (S, E, $) repeat per split: the record's own fields come first and are kept.
    if (!current.fields.has(code)) current.fields.set(code, { value: line.slice(1).trim(), line: i + 1 });
  });
  finish();
  return records;
}
