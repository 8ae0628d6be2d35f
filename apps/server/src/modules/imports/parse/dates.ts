/**
 * Calendar dates as statements write them: "31/12/2024", "12/31/2024", "2024-12-31", "31.12.2024",
 * "31-12-24", "20241231", "31 Dec 2024", "Dec 31, 2024", with or without a time after them. The
 * order of day and month is a property of the whole file, settled by `detectDateOrder`.
 */
import type { DateOrder } from '@tally/shared/schemas/imports';

export const DATE_ORDER_LIST: readonly DateOrder[] = ['DMY', 'MDY', 'YMD'];

/** Month names and abbreviations (en, pt, es), by their first three folded letters. */
const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, ene: 1, feb: 2, fev: 2, mar: 3, apr: 4, abr: 4, may: 5, mai: 5, jun: 6, jul: 7,
  aug: 8, ago: 8, sep: 9, set: 9, oct: 10, out: 10, nov: 11, dec: 12, dez: 12, dic: 12,
};

type Parts = { kind: 'numeric'; a: string; b: string; c: string } | { kind: 'named'; y: number; m: number; d: number };

const NUMERIC_RE = /^(\d{1,4})([./-])(\d{1,2})\2(\d{4}|\d{2})(?=$|[T\s,])/;
const COMPACT_RE = /^(\d{4})(\d{2})(\d{2})(?=$|[T\s])/;
const DAY_NAMED_RE = /^(\d{1,2})[\s./-]*([A-Za-zÀ-ÿ]{3,})\.?[\s./,-]*(\d{4}|\d{2})(?=$|[T\s,])/;
const NAMED_DAY_RE = /^([A-Za-zÀ-ÿ]{3,})\.?\s+(\d{1,2}),?\s+(\d{4})(?=$|[T\s,])/;

function monthOf(name: string): number | undefined {
  return MONTHS[name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().slice(0, 3)];
}

/** Statements repeat the same few hundred dates: each text is read once (the cache is bounded). */
const partsCache = new Map<string, Parts | null>();
const CACHE_MAX = 4096;

function toParts(text: string): Parts | null {
  let parts = partsCache.get(text);
  if (parts !== undefined) return parts;
  parts = readParts(text);
  if (partsCache.size >= CACHE_MAX) partsCache.clear();
  partsCache.set(text, parts);
  return parts;
}

function readParts(text: string): Parts | null {
  const s = text.trim();
  let m = NUMERIC_RE.exec(s);
  if (m) return { kind: 'numeric', a: m[1] as string, b: m[3] as string, c: m[4] as string };
  m = COMPACT_RE.exec(s);
  if (m) return { kind: 'named', y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  m = DAY_NAMED_RE.exec(s);
  if (m) {
    const month = monthOf(m[2] as string);
    if (month) return { kind: 'named', y: fullYear(m[3] as string), m: month, d: Number(m[1]) };
  }
  m = NAMED_DAY_RE.exec(s);
  if (m) {
    const month = monthOf(m[1] as string);
    if (month) return { kind: 'named', y: Number(m[3]), m: month, d: Number(m[2]) };
  }
  return null;
}

/** Two-digit years: 70-99 are the 1900s, the rest the 2000s. */
function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  return n >= 70 ? 1900 + n : 2000 + n;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A valid calendar date between 1970 and 2099 as YYYY-MM-DD, else null ("2012-02-31" is null). */
export function isoDate(y: number, m: number, d: number): string | null {
  if (y < 1970 || y > 2099 || m < 1 || m > 12 || d < 1) return null;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = m === 2 ? (leap ? 29 : 28) : DAYS_IN_MONTH[m - 1];
  if (days === undefined || d > days) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The date in the given order, as YYYY-MM-DD, or null when it does not read that way. */
export function parseDate(text: string, order: DateOrder): string | null {
  const p = toParts(text);
  if (!p) return null;
  if (p.kind === 'named') return isoDate(p.y, p.m, p.d);
  const { a, b, c } = p;
  switch (order) {
    case 'YMD':
      return a.length === 4 || (a.length === 2 && c.length === 2) ? isoDate(fullYear(a), Number(b), Number(c)) : null;
    case 'DMY':
      return a.length <= 2 ? isoDate(fullYear(c), Number(b), Number(a)) : null;
    case 'MDY':
      return a.length <= 2 ? isoDate(fullYear(c), Number(a), Number(b)) : null;
  }
}

/** True when the text starts like a date in some order. */
export function looksLikeDate(text: string): boolean {
  return DATE_ORDER_LIST.some((order) => parseDate(text, order) !== null);
}

/** The orders a date is valid in (a 4-digit-year-first date only reads YMD; "03/04/2025" reads two ways). */
export function ordersOf(text: string): DateOrder[] {
  const p = toParts(text);
  if (!p) return [];
  if (p.kind === 'named') return isoDate(p.y, p.m, p.d) ? [...DATE_ORDER_LIST] : [];
  // A two-digit first part with a two-digit year could be YMD too, but nobody writes "24/12/31".
  return DATE_ORDER_LIST.filter((order) => (order !== 'YMD' || p.a.length === 4) && parseDate(text, order) !== null);
}

export interface DateOrderResult {
  /** The orders every date of the file reads in. */
  orders: DateOrder[];
  /** When no order fits every date: the best order, and the first value (by its index) that fails in it. */
  firstBad?: { index: number; order: DateOrder };
}

/**
 * The date order of a whole file: the orders every value reads in. A day above 12 settles DMY against
 * MDY; a file whose every date reads both ways keeps both (the user is asked).
 */
export function detectDateOrder(values: readonly string[]): DateOrderResult {
  const counts: Record<DateOrder, number> = { DMY: 0, MDY: 0, YMD: 0 };
  for (const value of values) for (const order of ordersOf(value)) counts[order]++;
  const orders = DATE_ORDER_LIST.filter((order) => counts[order] === values.length);
  if (orders.length > 0 || values.length === 0) return { orders };
  const best = [...DATE_ORDER_LIST].sort((x, y) => counts[y] - counts[x])[0] as DateOrder;
  const index = values.findIndex((value) => parseDate(value, best) === null);
  return { orders, firstBad: { index, order: best } };
}
