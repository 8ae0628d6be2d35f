/**
 * Everything a reply says, per language. Each language implements this whole interface, so a
 * missing translation is a type error. Pieces arrive already formatted (money, dates, category
 * names); the functions only put words around them, with each language's own grammar.
 */
import type { AverageUnit, BudgetPeriod, BudgetStatusLevel, RecurringFrequency, RecurringScope, TxType } from '../types';

/** Why the write rules refused a rule set in the chat. */
export type RecurringRefusal = 'amount' | 'date' | 'day' | 'category' | 'other';

export interface RecordedLine {
  description: string;
  money: string;
  category: string;
  /** "today", "on March 3"... */
  when: string;
  type: TxType;
}

export interface BudgetLine {
  category: string;
  spent: string;
  amount: string;
  percentage: string;
  /** Money left, or money over when exceeded. */
  remaining: string;
  isOver: boolean;
  daysLeft: number;
  status: BudgetStatusLevel;
}

/** A comparison of two periods' totals. Money and percentages arrive formatted, without sign. */
export interface CompareLine {
  type: TxType;
  category: string | undefined;
  total: string;
  period: string;
  previous: string;
  comparePeriod: string;
  direction: 'more' | 'less' | 'same';
  difference: string;
  /** The difference as a share of the previous total; absent when that was zero. */
  change: string | undefined;
}

/** An average: the period's total over the days, weeks or months it covers. */
export interface AverageLine {
  type: TxType;
  category: string | undefined;
  average: string;
  per: AverageUnit;
  total: string;
  /** "in the last 12 weeks", "this month". */
  period: string;
  /** The window's first and last day, short ("Aug 31", "Nov 22"). */
  from: string;
  to: string;
}

/** The pieces of a period summary, formatted; a missing piece is left out. */
export interface SummaryParts {
  period: string;
  income: string;
  expenses: string;
  balance: string;
  /** "Dining $120.00 (37.5%), ..." */
  topCategories: string | undefined;
  /** "Dinner, $64.20 (Nov 18)" */
  biggest: string | undefined;
  /** How the expenses compare with the previous period. */
  versus: { comparePeriod: string; previous: string; direction: 'more' | 'less' | 'same'; difference: string; change: string | undefined } | undefined;
}

/** What is left of one budget, for "how much is left of my groceries budget?". */
export interface BudgetLeftLine extends BudgetLine {
  /** The daily allowance for the days left, today included; absent when nothing is left. */
  perDay: string | undefined;
}

export interface Phrases {
  /** Month names, January first. */
  months: readonly string[];
  /** Short month names for lists. */
  shortMonths: readonly string[];
  /** "a, b and c" */
  list(items: readonly string[]): string;

  // Dates and periods ("today", "on March 3", "this month", "in October 2026").
  today: string;
  yesterday: string;
  onDate(day: number, month: string, year: number | undefined): string;
  shortDate(day: number, shortMonth: string): string;
  dateWithYear(day: number, shortMonth: string, year: number): string;
  periods: {
    today: string;
    yesterday: string;
    this_week: string;
    last_week: string;
    this_month: string;
    last_month: string;
    this_year: string;
    last_year: string;
    this_quarter: string;
    last_quarter: string;
    all: string;
  };
  inMonth(month: string, year: number): string;
  /** A quarter named by number: "in Q3 2026". */
  inQuarter(quarter: number, year: number): string;
  inYear(year: number): string;
  lastDays(days: number): string;
  lastMonths(months: number): string;
  lastWeeks(weeks: number): string;
  between(start: string, end: string): string;

  // Recording.
  recordedOne(line: RecordedLine): string;
  recordedMany(count: number, lines: readonly string[]): string;
  recordedItem(line: RecordedLine): string;
  converted(original: string, converted: string): string;
  /**
   * One line under a recording the engine was unsure of (DraftReview): the reading it took, and that a
   * tap on the card changes it. `description` names the transaction when several were recorded.
   */
  reviewType(type: TxType, description: string | undefined): string;
  reviewCategory(category: string, description: string | undefined): string;
  budgetWarning(category: string, percentage: string, spent: string, amount: string): string;
  budgetExceeded(category: string, percentage: string, spent: string, amount: string): string;

  // Clarification (the first sentence is CLARIFY_MARKERS).
  askAmount(description: string | undefined, example: string): string;
  askDescription(money: string | undefined, example: string): string;
  askBoth(example: string): string;
  /**
   * The message named a date that does not exist or is out of range ("31/02", year 0000 or 9999):
   * ask, never guess. Without the clarification marker on purpose: the next message is a new
   * transaction, not one merged with the impossible date.
   */
  askDate(example: string): string;
  /** One line under a total: how many transactions it left out for lack of an exchange rate. */
  withoutRate(count: number): string;

  // Questions.
  spent(total: string, category: string | undefined, period: string): string;
  spentNothing(category: string | undefined, period: string): string;
  earned(total: string, category: string | undefined, period: string): string;
  earnedNothing(category: string | undefined, period: string): string;
  balance(period: string | undefined, income: string, expenses: string, balance: string): string;
  topCategories(period: string, type: TxType, lines: readonly string[]): string;
  topCategoryLine(rank: number, name: string, total: string, share: string | undefined): string;
  noTopCategories(period: string, type: TxType): string;
  recent(count: number, period: string | undefined, lines: readonly string[]): string;
  recentLine(description: string, money: string, category: string, date: string, type: TxType): string;
  noRecent(period: string | undefined): string;
  /** A period listed ("show my expenses from yesterday"): how many and, for one type, their total. */
  listed(type: TxType | undefined, period: string, count: number, total: string | undefined, lines: readonly string[], shown: number): string;
  compare(line: CompareLine): string;
  /** Nothing in either period. */
  compareNothing(type: TxType, category: string | undefined, period: string, comparePeriod: string): string;
  count(count: number, type: TxType, category: string | undefined, period: string): string;
  biggest(period: string, type: TxType, lines: readonly string[]): string;
  biggestOne(period: string, type: TxType, line: string): string;
  biggestLine(rank: number, description: string, money: string, category: string, date: string): string;
  /** Under the top categories: the largest single expense of the period. */
  biggestExpense(description: string, money: string, date: string): string;
  /** "a day", "a week", "a month". */
  perUnit: Readonly<Record<AverageUnit, string>>;
  average(line: AverageLine): string;
  averageNothing(type: TxType, category: string | undefined, period: string, from: string, to: string): string;
  summary(parts: SummaryParts): string;
  summaryEmpty(period: string): string;

  // Categories.
  categoriesList(expense: readonly string[], income: readonly string[]): string;
  noCategories: string;
  categoryCreated(name: string, type: TxType | undefined): string;
  categoryExists(name: string): string;
  categoryRenamed(from: string, to: string): string;
  categoryRemoved(name: string): string;
  categoryNotFound(name: string): string;

  // Undo and corrections.
  undone(description: string, money: string): string;
  nothingToUndo: string;
  corrected(line: RecordedLine, learned: boolean): string;
  /** Undo of a recording of several transactions. */
  undoneMany(count: number): string;
  /** Undo of a correction: the entry is back to what it was (and the rule it taught is gone). */
  restoredCorrection(line: RecordedLine, unlearned: boolean): string;
  /** Undo of a deletion. */
  restoredDeleted(description: string, money: string): string;
  deleted(description: string, money: string): string;
  /** Several entries fit what the user named: nothing changed. */
  whichTransaction(lines: readonly string[]): string;
  candidateLine(description: string, money: string, when: string): string;
  /** What the user named fits no recent entry: nothing changed. */
  targetNotFound(named: string): string;

  // Budgets.
  budgetPeriod: Readonly<Record<BudgetPeriod, string>>;
  budgetSet(category: string, money: string, period: BudgetPeriod, updated: boolean): string;
  /** A budget over all spending: budgets are per category, so ask which one (with an example). */
  budgetNeedsCategory(money: string, period: BudgetPeriod): string;
  budgetsHeader: string;
  budgetLine(line: BudgetLine): string;
  noBudgets: string;
  budgetLeft(line: BudgetLeftLine): string;
  /** A budget was asked about for a category that has none. */
  noBudgetFor(category: string): string;

  // Bills and income that repeat.
  /** "every month on the 1st", "every 2 weeks", "every week", "every year". */
  repeats(frequency: RecurringFrequency, dayOfMonth: number | undefined): string;
  /** A rule set: `start` is its first date, already worded ("today", "Dec 1"). */
  recurringSet(type: TxType, description: string, money: string, repeats: string, start: string): string;
  /** The write rules refused the rule: nothing was stored. */
  recurringRefused(reason: RecurringRefusal): string;
  /** "in the next 30 days". */
  nextDays(days: number): string;
  /** What falls due in the window: a header, one line per occurrence, the total. */
  upcoming(scope: RecurringScope, period: string, lines: readonly string[], total: string): string;
  upcomingLine(date: string, description: string, money: string, type: TxType): string;
  /** Nothing falls due in the window; says how to add a rule. */
  upcomingNone(scope: RecurringScope, period: string): string;
  /** The monthly total of the rules, with some of them; `more` were left out of the lines. */
  committed(scope: RecurringScope, total: string, count: number, lines: readonly string[], more: number): string;
  committedLine(description: string, money: string, repeats: string): string;
  /** No rule in scope; says how to add one. */
  committedNone(scope: RecurringScope): string;

  // Conversation.
  greeting: string;
  thanks: string;
  help: string;
  notUnderstood: string;
  errorSaving: string;
}
