/**
 * From a parsed statement to the rows the preview shows (pure): the bank's sign gives the type, the
 * amount becomes a positive exact decimal that fits its currency, the text is cleaned for display and
 * categorised with the assistant's rules, and every row gets the key that keeps it from being imported
 * twice. A row the shared write rules would refuse fails here, naming its line, so nothing of the file
 * is written.
 */
import { createHash } from 'node:crypto';
import { categorizeLine, type LineContext } from '@tally/assistant/categories/categorize-line';
import { cleanMerchant } from '@tally/assistant/merchants/clean-merchant';
import { foldKey } from '@tally/assistant/text/fold';
import { isCurrencyCode } from '@tally/shared/currencies';
import { isValidIsoDate } from '@tally/shared/dates';
import { MAX_AMOUNT, compareAmounts, fitsMinorUnits, normalizeAmount } from '@tally/shared/money';
import type { ImportPreviewRow } from '@tally/shared/schemas/imports';
import { DESCRIPTION_MAX } from '@tally/shared/schemas/transactions';
import { AppError, FileLineError } from '../../platform/errors';
import type { StatementRow } from './parse/parse-statement';

/** A preview row before duplicates are looked for, with the key it will be stored under. */
export type KeyedRow = Omit<ImportPreviewRow, 'duplicate' | 'duplicateOf'> & { importKey: string };
/** A preview row as the preview keeps it until confirmed: with its flags and its bank key. */
export type StoredRow = ImportPreviewRow & { importKey: string };

/** A row the write rules would refuse: a 400 naming its line in the file. */
export class LineError extends FileLineError {
  constructor(code: 'importBadDate' | 'importBadAmount' | 'importBadCurrency' | 'importMalformed', line: number) {
    super(code, line);
  }
}

/**
 * The key of a bank row: the bank's own id when the file has one, else a hash of its date, signed
 * amount and folded text, numbered when the same file has several such rows (two coffees of 3.50 on
 * one day are two rows). The same statement, or an overlapping one, gives the same keys.
 */
function rowKeys(rows: readonly StatementRow[], currencyOf: (row: StatementRow) => string): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (row.bankId) return `id:${row.bankId}`;
    const base = [row.date, currencyOf(row), normalizeAmount(row.amount.replace(/^\+/, '')), foldKey(row.description)].join('|');
    const hash = createHash('sha256').update(base).digest('base64url').slice(0, 32);
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `h:${hash}:${n}`;
  });
}

function displayText(row: StatementRow): string {
  const cleaned = cleanMerchant(row.description).trim() || row.description.slice(0, DESCRIPTION_MAX * 2).trim() || row.rawInput.trim();
  return cleaned.length > DESCRIPTION_MAX ? cleaned.slice(0, DESCRIPTION_MAX).trimEnd() : cleaned;
}

/**
 * The preview rows of a statement. Rows of amount zero (balance lines, notices) are left out. Throws
 * a LineError for a date outside 1970-2100, an amount too large or too precise for its currency, or a
 * currency the product does not know.
 */
export function previewRows(rows: readonly StatementRow[], defaultCurrency: string, ctx: LineContext): KeyedRow[] {
  const currencyOf = (row: StatementRow) => (row.currency ?? defaultCurrency).toUpperCase();
  const keys = rowKeys(rows, currencyOf);
  const categories = new Map<string, ReturnType<typeof categorizeLine>>();
  const out: KeyedRow[] = [];
  rows.forEach((row, i) => {
    if (!isValidIsoDate(row.date) || row.date < '1970-01-01' || row.date > '2100-12-31') throw new LineError('importBadDate', row.line);
    const currency = currencyOf(row);
    if (!isCurrencyCode(currency)) throw new LineError('importBadCurrency', row.line);
    const negative = row.amount.startsWith('-');
    const magnitude = row.amount.replace(/^[-+]/, '');
    if (!/^\d+(\.\d+)?$/.test(magnitude)) throw new LineError('importBadAmount', row.line);
    if (/^0+(\.0+)?$/.test(magnitude)) return;
    if (!fitsMinorUnits(magnitude, currency)) throw new LineError('importBadAmount', row.line);
    const amount = normalizeAmount(magnitude, currency);
    if (compareAmounts(amount, MAX_AMOUNT) > 0) throw new LineError('importBadAmount', row.line);
    const type = negative ? 'expense' : 'income';
    const description = displayText(row);
    const bankText = row.description.slice(0, 300);
    const cacheKey = `${type}|${description}|${bankText}`;
    let choice = categories.get(cacheKey);
    if (choice === undefined && !categories.has(cacheKey)) {
      choice = categorizeLine(description, bankText, type, ctx);
      categories.set(cacheKey, choice);
    }
    if (!choice) throw new AppError(400, 'categoryInvalid');
    out.push({
      index: out.length,
      line: row.line,
      date: row.date,
      description,
      rawInput: row.rawInput.slice(0, 500) || row.description,
      type,
      amount,
      currency,
      categoryId: choice.category.id,
      categoryName: choice.category.name,
      learned: choice.learned,
      importKey: keys[i] as string,
    });
  });
  return out;
}
