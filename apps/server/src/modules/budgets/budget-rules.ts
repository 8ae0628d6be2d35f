/**
 * The budget rules (issue 5; the spec does not show the server's). Pure functions over exact money.
 *
 * - Window: the calendar ISO week (Mon–Sun), month or year containing the user's today.
 * - spent: the user's expenses in the budget's category within the window, in the budget's currency.
 * - percentage = spent / amount × 100, one decimal. remaining = amount − spent (may be negative).
 * - daysLeft = days left in the window, today included.
 * - projectedSpending = spent / elapsed days × total days of the window (elapsed includes today);
 *   with recurring bills (issue 17) the known ones are counted instead of extrapolated: what rules
 *   recorded in the window as it is, plus the rules' occurrences still to come in it, plus the rest
 *   of the spending extrapolated.
 * - status, first match wins:
 *     exceeded      spent > amount
 *     warning       percentage ≥ 80, or projectedSpending > amount
 *     under_budget  percentage more than 10 points below the share of the window already elapsed
 *     on_track      otherwise
 */
import { daysBetween, isoWeekRange, monthRange, yearRange, type DateRange } from '@tally/shared/dates';
import { addAmounts, compareAmounts, fromCents, percentOf, subtractAmounts, toCents } from '@tally/shared/money';

export type BudgetPeriod = 'weekly' | 'monthly' | 'yearly';
export type BudgetStatus = 'under_budget' | 'on_track' | 'warning' | 'exceeded';

export const WARNING_PERCENT = 80;
export const UNDER_BUDGET_MARGIN = 10;

export function budgetWindow(period: BudgetPeriod, today: string): DateRange {
  return period === 'weekly' ? isoWeekRange(today) : period === 'monthly' ? monthRange(today) : yearRange(today);
}

export interface BudgetFigures {
  spent: string;
  percentage: number;
  remaining: string;
  daysLeft: number;
  projectedSpending: string;
  status: BudgetStatus;
  window: DateRange;
}

/** Recurring bills in a budget's window, in the budget's currency. */
export interface KnownBills {
  /** Of `spent`, what recurring rules recorded. */
  recordedSpent: string;
  /** The rules' occurrences still to come in the window (not yet recorded). */
  upcoming: string;
}

export function computeBudgetFigures(amount: string, spent: string, period: BudgetPeriod, today: string, bills?: KnownBills): BudgetFigures {
  const window = budgetWindow(period, today);
  const totalDays = daysBetween(window.start, window.end) + 1;
  const elapsedDays = daysBetween(window.start, today) + 1;
  const daysLeft = daysBetween(today, window.end) + 1;
  const percentage = percentOf(spent, amount);
  // The spending that is not a known bill, × total / elapsed, rounded half up on exact cents.
  const extrapolated = toCents(bills ? subtractAmounts(spent, bills.recordedSpent) : spent);
  const projectedCents = (extrapolated * BigInt(totalDays) * 2n + BigInt(elapsedDays)) / (2n * BigInt(elapsedDays));
  const projectedSpending = bills ? addAmounts(fromCents(projectedCents), bills.recordedSpent, bills.upcoming) : fromCents(projectedCents);
  const elapsedShare = (elapsedDays / totalDays) * 100;

  let status: BudgetStatus;
  if (compareAmounts(spent, amount) > 0) status = 'exceeded';
  else if (percentage >= WARNING_PERCENT || compareAmounts(projectedSpending, amount) > 0) status = 'warning';
  else if (percentage < elapsedShare - UNDER_BUDGET_MARGIN) status = 'under_budget';
  else status = 'on_track';

  return { spent, percentage, remaining: subtractAmounts(amount, spent), daysLeft, projectedSpending, status, window };
}

/** The alert a new expense triggers: crossing the warning threshold or the amount itself. */
export function crossedAlert(amount: string, spentBefore: string, spentAfter: string): 'warning' | 'exceeded' | null {
  if (compareAmounts(spentAfter, amount) > 0 && compareAmounts(spentBefore, amount) <= 0) return 'exceeded';
  const before = percentOf(spentBefore, amount);
  const after = percentOf(spentAfter, amount);
  if (after >= WARNING_PERCENT && before < WARNING_PERCENT) return 'warning';
  return null;
}
