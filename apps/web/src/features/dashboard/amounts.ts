/**
 * Amounts as the dashboard shows them (spec section 9): the shared money format in the interface
 * language, a sign on transactions, the original currency in brackets where it differs from the
 * preferred one, and bars capped at 100%.
 */
import { formatMoney } from '@tally/shared/format-money';
import { addAmounts, percentOf } from '@tally/shared/money';
import type { Transaction } from '@tally/shared/schemas/transactions';

export interface DisplayAmount {
  /** In the preferred currency when a conversion exists, else in the transaction's own. */
  primary: string;
  /** The original amount, when it is in another currency than `primary`. */
  original: string | null;
}

/** "-$54.00" with "(€50.00)" for a EUR expense seen in USD; "+R$ 100,00" for an income in Portuguese. */
export function transactionAmount(
  transaction: Pick<Transaction, 'type' | 'amount' | 'currency' | 'historicalConvertedAmount'>,
  preferredCurrency: string,
  language: string,
): DisplayAmount {
  const sign = transaction.type === 'income' ? '+' : '-';
  const original = formatMoney(transaction.amount, transaction.currency, language);
  const isForeign = transaction.currency !== preferredCurrency;
  if (isForeign && transaction.historicalConvertedAmount !== null) {
    return { primary: `${sign}${formatMoney(transaction.historicalConvertedAmount, preferredCurrency, language)}`, original };
  }
  return { primary: `${sign}${original}`, original: null };
}

/** A bar's width in percent: never below 0, never past 100. */
export function barWidth(share: number): number {
  if (!Number.isFinite(share)) return 0;
  return Math.min(100, Math.max(0, share));
}

export interface Slice {
  name: string;
  total: string;
  share: number;
  /** The slice standing for every category after the largest ones. */
  isRest: boolean;
}

/**
 * The largest categories as they are and the rest together in one slice (a chart with 15 colours
 * reads worse than a table). Totals stay exact decimal strings.
 */
export function sliceCategories(categories: readonly { name: string; total: string; share: number }[], periodTotal: string, maxSlices: number): Slice[] {
  const sorted = [...categories].sort((a, b) => b.share - a.share);
  if (sorted.length <= maxSlices) return sorted.map((c) => ({ ...c, isRest: false }));
  const kept = sorted.slice(0, maxSlices - 1).map((c) => ({ ...c, isRest: false }));
  const restTotal = addAmounts(...sorted.slice(maxSlices - 1).map((c) => c.total));
  return [...kept, { name: '', total: restTotal, share: percentOf(restTotal, periodTotal), isRest: true }];
}

/** A round ceiling for a chart's scale (1, 2, 2.5, 5 × 10^n), at least the largest value. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}
