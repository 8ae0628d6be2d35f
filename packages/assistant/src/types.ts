/**
 * The engine's public contract: what the server's chat module hands in (EngineContext), what it gets
 * back (Interpretation), and what it hands back after running an intent (Outcome) to get a reply.
 */

import type { Language } from '@tally/shared/languages';
import type { RecurringFrequency } from '@tally/shared/schemas/recurring';

export type { RecurringFrequency };

/** The product's one language type (shared), under the engine's short name. */
export type Lang = Language;
export type TxType = 'income' | 'expense';

export interface EngineCategory {
  id: number;
  name: string;
  type: TxType;
  isDefault: boolean;
}

export interface LearnedRule {
  /** A key made by learnPattern(). */
  pattern: string;
  categoryId: number;
}

export interface HistoryEntry {
  role: 'user' | 'assistant';
  content: string;
}

export interface EngineContext {
  /** The current instant. */
  now: Date;
  /** IANA zone; "today", "yesterday", "this month" are calendar days in this zone. */
  timezone: string;
  /** ISO code used when the text names no currency. */
  preferredCurrency: string;
  /** Fallback when the text's language is ambiguous (e.g. "12"). */
  preferredLanguage: Lang;
  /** The user's active categories. */
  categories: EngineCategory[];
  learnedRules: LearnedRule[];
  /** The last entries of this conversation, oldest first. */
  history: HistoryEntry[];
  /**
   * ISO 3166-1 alpha-2 country of the user's phone number ("BR", "MX"), when known: with the
   * preferred currency it settles ambiguous currency words ("pesos", "dollars", "$").
   */
  country?: string;
}

/**
 * A reading the engine is unsure of (income or expense, or between two categories): it records its
 * best reading, and the chat card shows `field` highlighted with the other choice one tap away.
 */
export interface DraftReview {
  field: 'type' | 'category';
  alternative: { type: TxType; categoryId: number; categoryName: string };
}

export interface TransactionDraft {
  type: TxType;
  /** Exact decimal string with two places: "1200.50". */
  amount: string;
  currency: string;
  categoryId: number;
  categoryName: string;
  /** Clean, 1-100 characters: "Lunch", "Uber to the airport". */
  description: string;
  /** YYYY-MM-DD in the user's timezone. */
  date: string;
  tags: string[];
  /** The clause the transaction came from. */
  rawInput: string;
  /** Present when the engine is unsure of the type or the category (see DraftReview). */
  review?: DraftReview;
}

export type PeriodKey =
  | 'today'
  | 'yesterday'
  | 'this_week'
  | 'last_week'
  | 'this_month'
  | 'last_month'
  | 'month'
  | 'this_year'
  | 'last_year'
  | 'year'
  | 'this_quarter'
  | 'last_quarter'
  | 'quarter'
  | 'last_n_days'
  | 'last_n_months'
  | 'range'
  | 'all'
  | 'date';

export interface Period {
  /** Inclusive YYYY-MM-DD. */
  start: string;
  /** Inclusive YYYY-MM-DD. */
  end: string;
  key: PeriodKey;
  month?: number;
  year?: number;
  days?: number;
  /** A 'last_n_days' window of whole weeks ("the last 12 weeks"): named in weeks. */
  weeks?: number;
  months?: number;
  /** The quarter of the year (1-4) of a quarter period. */
  quarter?: number;
}

/**
 * What a question asks. 'recent' is also the listing of a period ("show my expenses from yesterday");
 * 'top_categories' is also "where did my money go"; 'biggest' lists the largest transactions;
 * 'average' divides a period's total by the days, weeks or months it covers (`per`); 'summary' is
 * income, expenses, balance, top categories, the biggest expense and the previous period in one reply.
 */
export type QueryMetric =
  | 'spent'
  | 'earned'
  | 'balance'
  | 'top_categories'
  | 'recent'
  | 'compare'
  | 'count'
  | 'biggest'
  | 'average'
  | 'summary';
/** The unit of an average: "a day", "a week", "a month". */
export type AverageUnit = 'day' | 'week' | 'month';
export type BudgetPeriod = 'weekly' | 'monthly' | 'yearly';
/** What a clarification asks for; 'date' when the message named a date that cannot be recorded (31/02, year 0000, 9999). */
export type MissingField = 'amount' | 'description' | 'date';

export interface QueryIntent {
  kind: 'query';
  metric: QueryMetric;
  period: Period;
  comparePeriod?: Period;
  type?: TxType;
  categoryId?: number;
  categoryName?: string;
  limit?: number;
  /** For 'average': the unit. The period then ends today at the latest (nothing after today is averaged). */
  per?: AverageUnit;
}

/**
 * How the user named the transaction a correction or deletion is about ("the laptop", "o do netflix",
 * "the 40 one", "the dining one"). The server finds it among the user's recent transactions
 * (resolveTarget); none at all means the last one recorded.
 */
export interface TargetHints {
  /** Folded words of its description or merchant: ["laptop"], ["dinner", "italian", "place"]. */
  words: string[];
  /** An amount it was named by (two-place decimal string). */
  amount?: string;
  /** A category it was named by. */
  categoryId?: number;
  categoryName?: string;
}

export interface CorrectLastIntent {
  kind: 'correct_last';
  /** Which transaction; absent when the message names none ("change that to groceries"). */
  target?: TargetHints;
  amount?: string;
  currency?: string;
  categoryId?: number;
  categoryName?: string;
  date?: string;
  description?: string;
  type?: TxType;
}

export interface SetBudgetIntent {
  kind: 'set_budget';
  categoryName: string;
  categoryId?: number;
  /**
   * A budget over all spending ("400 a month in total", "no geral", "en total"): budgets are kept per
   * category, so the reply asks for one (categoryName is then empty).
   */
  overall?: true;
  amount: string;
  currency: string;
  period: BudgetPeriod;
}

/**
 * A bill or income that repeats ("rent 1200 every month on the 1st", "netflix 15.99 monthly",
 * "aluguel 1.800 todo dia 5"): the money read as a transaction is, and the repetition.
 */
export interface RecurringDraft {
  type: TxType;
  /** Exact decimal string with two places. */
  amount: string;
  currency: string;
  categoryId: number;
  categoryName: string;
  description: string;
  frequency: RecurringFrequency;
  /** Monthly: the day of the month named ("on the 1st", "todo dia 5"); absent, the start date's day. */
  dayOfMonth?: number;
  /** YYYY-MM-DD: the first occurrence, today or later (the next named day or weekday; else today). */
  startDate: string;
  /** The message the rule came from. */
  rawInput: string;
}

/** Which rules a question on bills is about. */
export type RecurringScope = 'all' | 'subscriptions' | 'income';

/**
 * A question on bills and income that repeat. 'upcoming': what falls due from `from` to `to` ("what
 * bills do I have this week?", "contas da semana"); `period` is the period named, absent for the
 * default window (the next 30 days from today). 'committed': the monthly total of the active rules
 * ("quanto tenho de contas fixas?", "¿cuánto pago en suscripciones?").
 */
export interface RecurringQueryIntent {
  kind: 'recurring_query';
  ask: 'upcoming' | 'committed';
  period?: Period;
  /** YYYY-MM-DD, inclusive: the window asked about, never before today. */
  from: string;
  to: string;
  scope: RecurringScope;
}

/** One rule as the ports created it. */
export interface RecurringRuleView {
  id: number;
  description: string;
  amount: string;
  currency: string;
  frequency: RecurringFrequency;
  dayOfMonth: number | null;
  /** The next occurrence (null when the rule has ended). */
  nextDate: string | null;
}

export interface RecurringOccurrenceLine {
  /** YYYY-MM-DD */
  date: string;
  description: string;
  amount: string;
  currency: string;
  type: TxType;
}

export interface RecurringCommittedLine {
  description: string;
  amount: string;
  currency: string;
  frequency: RecurringFrequency;
}

export type Intent =
  | { kind: 'record_transactions'; transactions: TransactionDraft[]; followUpUsed: boolean }
  | { kind: 'clarify_transaction'; missing: MissingField[]; draft: Partial<TransactionDraft> }
  | QueryIntent
  | { kind: 'list_categories'; type?: TxType }
  | { kind: 'create_category'; name: string; type: TxType }
  | { kind: 'rename_category'; categoryId: number; from: string; to: string }
  | { kind: 'remove_category'; categoryId: number; name: string }
  /** "undo": reverts the last change (a recording, a correction or a deletion). */
  | { kind: 'undo_last' }
  /** "delete the netflix one", "apaga a última": deletes a transaction (the last one when none is named). */
  | { kind: 'delete_transaction'; target?: TargetHints }
  | CorrectLastIntent
  | SetBudgetIntent
  /**
   * "how am I doing on my budgets?"; `asksRemaining` when the question is what is left ("how much is
   * left of my groceries budget?", "quanto sobrou do orçamento de lazer"): the reply then says what is
   * left and how much a day that leaves for the rest of the period.
   */
  | { kind: 'budget_status'; categoryId?: number; categoryName?: string; asksRemaining?: boolean }
  /** A bill or income that repeats, to be recorded on each date. */
  | { kind: 'set_recurring'; draft: RecurringDraft }
  | RecurringQueryIntent
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'help' }
  | { kind: 'unknown' };

export type IntentKind = Intent['kind'];

export interface Interpretation {
  language: Lang;
  intent: Intent;
  /** 0..1 */
  confidence: number;
}

export interface BudgetAlert {
  categoryName: string;
  level: 'warning' | 'exceeded';
  percentage: number;
  spent: string;
  amount: string;
  currency: string;
}

export interface QueryTransaction {
  description: string;
  amount: string;
  currency: string;
  type: TxType;
  date: string;
  categoryName: string;
}

export interface QueryResultOutcome {
  kind: 'query_result';
  metric: QueryMetric;
  period: Period;
  comparePeriod?: Period;
  categoryName?: string;
  type?: TxType;
  currency: string;
  total?: string;
  previousTotal?: string;
  income?: string;
  expenses?: string;
  balance?: string;
  items?: { name: string; total: string; share?: number }[];
  transactions?: QueryTransaction[];
  count?: number;
  /** 'compare' and 'summary': total − previousTotal, and that as a percentage of previousTotal (absent when it was 0). */
  difference?: string;
  change?: number;
  /** 'average': the total divided by the days, weeks or months the period covers. */
  average?: string;
  per?: AverageUnit;
  /** 'top_categories' and 'summary': the period's largest single transaction of the type. */
  biggest?: QueryTransaction;
  /** Transactions the totals left out: no rate into the preferred currency was known. */
  withoutRate?: number;
}

export type BudgetStatusLevel = 'under_budget' | 'on_track' | 'warning' | 'exceeded';

export interface BudgetStatusItem {
  categoryName: string;
  amount: string;
  spent: string;
  remaining: string;
  percentage: number;
  currency: string;
  status: BudgetStatusLevel;
  daysLeft: number;
  /** What is left divided by the days left (today included), rounded down: absent when nothing is left. */
  perDay?: string;
}

export type SavedTransaction = TransactionDraft & { id: number };

export interface TargetCandidateLine {
  description: string;
  amount: string;
  currency: string;
  /** YYYY-MM-DD */
  date: string;
}

export type CategoryOutcomeKind =
  | 'category_created'
  | 'category_exists'
  | 'category_renamed'
  | 'category_removed'
  | 'category_not_found';

export type Outcome =
  | {
      kind: 'recorded';
      transactions: SavedTransaction[];
      preferredCurrency: string;
      /** Per transaction, the amount in the preferred currency (null when no rate or same currency). */
      convertedAmounts?: (string | null)[];
      budgetAlerts?: BudgetAlert[];
    }
  | { kind: 'clarify'; missing: MissingField[]; draft: Partial<TransactionDraft> }
  | QueryResultOutcome
  | { kind: 'categories'; categories: EngineCategory[] }
  | { kind: CategoryOutcomeKind; name: string; newName?: string; type?: TxType }
  /** Undo of a recording: what it recorded is removed (`count` when it was several). */
  | { kind: 'undone'; transaction: { description: string; amount: string; currency: string }; count?: number }
  /** Undo of a correction (back to its previous values) or of a deletion (the row is back). */
  | { kind: 'restored'; transaction: SavedTransaction; after: 'update' | 'delete'; unlearned?: boolean }
  | { kind: 'deleted'; transaction: { description: string; amount: string; currency: string } }
  /** Two or more recent transactions fit what the user named: nothing changed, ask which. */
  | { kind: 'which_transaction'; candidates: TargetCandidateLine[] }
  /** Something was named but no recent transaction fits: nothing changed. */
  | { kind: 'target_not_found'; named: TargetHints }
  | { kind: 'nothing_to_undo' }
  | { kind: 'corrected'; transaction: SavedTransaction; learned?: boolean }
  | { kind: 'budget_set'; categoryName: string; amount: string; currency: string; period: BudgetPeriod; updated: boolean }
  /** A budget over all spending was asked for: budgets are per category, nothing was set; ask for one. */
  | { kind: 'budget_needs_category'; amount: string; currency: string; period: BudgetPeriod }
  | {
      kind: 'budget_status';
      items: BudgetStatusItem[];
      withoutRate?: number;
      /** The category asked about, when one was named (its budget may not exist). */
      categoryName?: string;
      asksRemaining?: boolean;
    }
  /** A rule was set: the ports' view of it (its next date, its day). */
  | { kind: 'recurring_set'; rule: RecurringRuleView; type: TxType }
  /** The write rules refused the rule (nothing stored): `field` is the one they named. */
  | { kind: 'recurring_refused'; code: string; field?: string }
  /** What falls due in the window; `period` as the question named it (absent: the next `days` days). */
  | {
      kind: 'recurring_list';
      scope: RecurringScope;
      period?: Period;
      days: number;
      occurrences: RecurringOccurrenceLine[];
      total: string;
      currency: string;
    }
  /** The monthly total of the active rules, and the rules it counts (at most a few are listed). */
  | { kind: 'recurring_committed'; scope: RecurringScope; total: string; currency: string; rules: RecurringCommittedLine[]; count: number }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'help' }
  | { kind: 'not_understood' }
  | { kind: 'error_saving' };

export type OutcomeKind = Outcome['kind'];
