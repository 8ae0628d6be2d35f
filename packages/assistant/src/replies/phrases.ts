/**
 * Everything a reply says, per language. Each language implements this whole interface, so a
 * missing translation is a type error. Pieces arrive already formatted (money, dates, category
 * names); the functions only put words around them, with each language's own grammar.
 */
import type { BudgetPeriod, BudgetStatusLevel, TxType } from '../types';

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
    all: string;
  };
  inMonth(month: string, year: number): string;
  inYear(year: number): string;
  lastDays(days: number): string;
  lastMonths(months: number): string;
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
  compare(type: TxType, total: string, period: string, previous: string, comparePeriod: string, direction: 'more' | 'less' | 'same', category: string | undefined): string;
  count(count: number, type: TxType, category: string | undefined, period: string): string;

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
  budgetsHeader: string;
  budgetLine(line: BudgetLine): string;
  noBudgets: string;

  // Conversation.
  greeting: string;
  thanks: string;
  help: string;
  notUnderstood: string;
  errorSaving: string;
}
