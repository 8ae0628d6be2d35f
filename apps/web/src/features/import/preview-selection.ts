/**
 * What the user did to a preview, kept by row index (a statement can have 10,000 rows): which rows are
 * ticked and which got another type or category. From these come the confirm request and the totals
 * of the ticked rows, summed exactly per currency (bigint units, never floats).
 */
import type { TransactionType } from '@tally/shared/categories';
import { minorUnits } from '@tally/shared/currencies';
import { fromUnits, toUnits } from '@tally/shared/money';
import type { ImportConfirmRequest, ImportPreviewRow } from '@tally/shared/schemas/imports';

export interface RowEdit {
  type: TransactionType;
  categoryId: number;
}

export interface PreviewSelection {
  /** Ticked rows. Starts with every row that is not flagged as a duplicate. */
  ticked: ReadonlySet<number>;
  /** Rows whose type or category the user changed (only those). */
  edits: ReadonlyMap<number, RowEdit>;
}

/** A row can be ticked unless it is already imported (that bank row is never written twice). */
export function isTickable(row: ImportPreviewRow): boolean {
  return row.duplicate !== 'imported';
}

export function initialSelection(rows: readonly ImportPreviewRow[]): PreviewSelection {
  return { ticked: new Set(rows.filter((row) => row.duplicate === null).map((row) => row.index)), edits: new Map() };
}

/** The type and category a row will be written with. */
export function effectiveRow(row: ImportPreviewRow, edits: ReadonlyMap<number, RowEdit>): RowEdit {
  return edits.get(row.index) ?? { type: row.type, categoryId: row.categoryId };
}

/** Sets a row's type and category; an edit back to what the preview said is no edit. */
export function withEdit(edits: ReadonlyMap<number, RowEdit>, row: ImportPreviewRow, edit: RowEdit): Map<number, RowEdit> {
  const next = new Map(edits);
  if (edit.type === row.type && edit.categoryId === row.categoryId) next.delete(row.index);
  else next.set(row.index, edit);
  return next;
}

export function withTicked(ticked: ReadonlySet<number>, index: number, isTicked: boolean): Set<number> {
  const next = new Set(ticked);
  if (isTicked) next.add(index);
  else next.delete(index);
  return next;
}

/** Select all: every tickable row (the similar ones too). */
export function tickAll(rows: readonly ImportPreviewRow[]): Set<number> {
  return new Set(rows.filter(isTickable).map((row) => row.index));
}

/**
 * The confirm request: unticked ordinary rows are excluded, ticked 'similar' rows are included
 * anyway, and each changed row sends its type and category (a new type needs a category of that type).
 */
export function buildConfirmBody(rows: readonly ImportPreviewRow[], selection: PreviewSelection): ImportConfirmRequest {
  const exclude: number[] = [];
  const includeDuplicates: number[] = [];
  const changes: { index: number; type?: TransactionType; categoryId?: number }[] = [];
  for (const row of rows) {
    const isTicked = selection.ticked.has(row.index);
    if (row.duplicate === null && !isTicked) exclude.push(row.index);
    if (row.duplicate === 'similar' && isTicked) includeDuplicates.push(row.index);
    const edit = selection.edits.get(row.index);
    if (edit && isTicked && row.duplicate !== 'imported') {
      changes.push({ index: row.index, ...(edit.type !== row.type ? { type: edit.type } : {}), categoryId: edit.categoryId });
    }
  }
  return { exclude, changes, includeDuplicates };
}

export interface CurrencyTotal {
  currency: string;
  income: string;
  expenses: string;
}

/** Income and expenses of the ticked rows per currency (in the order currencies first appear). */
export function sumTicked(rows: readonly ImportPreviewRow[], selection: PreviewSelection): CurrencyTotal[] {
  const sums = new Map<string, { income: bigint; expenses: bigint; places: number }>();
  for (const row of rows) {
    if (!selection.ticked.has(row.index)) continue;
    let sum = sums.get(row.currency);
    if (!sum) {
      sum = { income: 0n, expenses: 0n, places: minorUnits(row.currency) };
      sums.set(row.currency, sum);
    }
    const units = toUnits(row.amount, sum.places);
    if (effectiveRow(row, selection.edits).type === 'income') sum.income += units;
    else sum.expenses += units;
  }
  return [...sums].map(([currency, sum]) => ({ currency, income: fromUnits(sum.income, sum.places), expenses: fromUnits(sum.expenses, sum.places) }));
}

export interface CategoryChoice {
  id: number;
  name: string;
  type: TransactionType;
  isActive: boolean;
}

/**
 * The category a row takes when its type is flipped: "Other" of the new type when the user has it,
 * else the first active category of that type.
 */
export function categoryForType(categories: readonly CategoryChoice[], type: TransactionType): number | undefined {
  const ofType = categories.filter((category) => category.type === type && category.isActive);
  return (ofType.find((category) => category.name.toLowerCase() === 'other') ?? ofType[0])?.id;
}
