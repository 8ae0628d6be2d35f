/**
 * Rows of a statement that look like a transaction the user typed (in the chat or the form): same type, currency and amount, a date at most 3 days apart, and a similar text — a
 * word in common ("Uber" and "UBER *TRIP"), or, on the same day, the same category ("lunch 25" and
 * "RESTAURANTE SABOR 25,00"). Each existing transaction answers for one row at most, the nearest in date.
 * These are flagged for the user to decide, never merged.
 */
import { keyWords } from '@tally/assistant/learn-pattern';

export const SIMILAR_MAX_DAYS = 3;

export interface ExistingTransaction {
  id: number;
  type: 'income' | 'expense';
  amount: string;
  currency: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  categoryId: number;
}

interface RowLike {
  index: number;
  type: 'income' | 'expense';
  amount: string;
  currency: string;
  description: string;
  rawInput: string;
  date: string;
  categoryId: number;
}

const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

const words = (text: string) => new Set(keyWords(text).filter((w) => w.length >= 3));

function similarText(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const word of a) if (b.has(word)) return true;
  return false;
}

/** Row index -> the existing transaction it looks like. */
export function findSimilar(rows: readonly RowLike[], existing: readonly ExistingTransaction[]): Map<number, ExistingTransaction> {
  const byAmount = new Map<string, ExistingTransaction[]>();
  for (const t of existing) {
    const key = `${t.type}|${t.currency}|${t.amount}`;
    const list = byAmount.get(key);
    if (list) list.push(t);
    else byAmount.set(key, [t]);
  }
  const wordsOf = new Map<number, ReadonlySet<string>>();
  const used = new Set<number>();
  const found = new Map<number, ExistingTransaction>();
  for (const row of rows) {
    const candidates = byAmount.get(`${row.type}|${row.currency}|${row.amount}`);
    if (!candidates) continue;
    const rowDay = dayNumber(row.date);
    const rowWords = words(`${row.description} ${row.rawInput}`);
    let best: ExistingTransaction | undefined;
    let bestGap = Infinity;
    for (const t of candidates) {
      if (used.has(t.id)) continue;
      const gap = Math.abs(dayNumber(t.date) - rowDay);
      if (gap > SIMILAR_MAX_DAYS || gap >= bestGap) continue;
      let theirs = wordsOf.get(t.id);
      if (!theirs) wordsOf.set(t.id, (theirs = words(t.description)));
      if (similarText(rowWords, theirs) || (gap === 0 && t.categoryId === row.categoryId)) {
        best = t;
        bestGap = gap;
      }
    }
    if (best) {
      used.add(best.id);
      found.set(row.index, best);
    }
  }
  return found;
}
