/**
 * One intent, carried out: the rules of "what the user asked -> what happened" in one place, for the
 * server's chat (ports over the database, through the owning services) and the landing demo (ports
 * over the page's memory). Pure: every read and write goes through the ports, and the result is the
 * Outcome renderReply words plus what the caller needs for its response and analytics.
 *
 * The rules kept here: which entry a correction or deletion means (resolveTarget over the ports'
 * latest recordings), when a correction teaches (D4, narrowed), the category a type-only correction
 * lands in, that a budget's category is an expense one, what a category command answers, a question
 * back when the write rules refuse a draft's field, and what undo says.
 */
import { compareAmounts, divideAmount } from '@tally/shared/money';
import type { ChatReview } from '@tally/shared/schemas/chat';
import { fallbackCategory } from '../categories/resolve-category';
import { parseIsoDate } from '../dates/calendar';
import { narrowPattern } from '../learn-pattern';
import { isNamed, resolveTarget } from '../resolve-target';
import type {
  BudgetAlert,
  BudgetPeriod,
  BudgetStatusItem,
  CorrectLastIntent,
  EngineCategory,
  Intent,
  MissingField,
  Outcome,
  QueryIntent,
  QueryResultOutcome,
  RecurringCommittedLine,
  RecurringDraft,
  RecurringOccurrenceLine,
  RecurringRuleView,
  RecurringScope,
  SavedTransaction,
  TargetHints,
  TransactionDraft,
  TxType,
} from '../types';

/** A correction or deletion looks for what the user named among this many latest recordings. */
export const TARGET_CANDIDATES = 30;

/** One of the latest recordings, as a correction or deletion looks for its entry. */
export interface RecentTransaction {
  id: number;
  type: TxType;
  description: string;
  amount: string;
  currency: string;
  categoryId: number;
  /** YYYY-MM-DD */
  date: string;
}

/** What a correction changes; a field left out stays as it is. */
export interface TransactionPatch {
  type?: TxType;
  amount?: string;
  currency?: string;
  categoryId?: number;
  date?: string;
  description?: string;
}

export type RecordResult<Row> =
  | {
      kind: 'recorded';
      rows: Row[];
      preferredCurrency: string;
      convertedAmounts?: (string | null)[];
      budgetAlerts?: BudgetAlert[];
    }
  /** The shared write rules refused a draft (nothing stored); `field` is the one they named. */
  | { kind: 'refused'; code: string; field?: string }
  /** Anything else went wrong (nothing stored). */
  | { kind: 'failed'; code: string };

/** What "undo" did: removed what the last action recorded, or put back what it changed or deleted. */
export type UndoneResult<Row> =
  | { kind: 'nothing' }
  | { kind: 'removed'; rows: Row[] }
  | { kind: 'restored'; after: 'update' | 'delete'; rows: Row[]; unlearned: boolean };

/** A budget's figures in its current window (the ports' arithmetic; the per-day share is the executor's). */
export type BudgetFigures = Omit<BudgetStatusItem, 'perDay'> & { categoryId: number };

/** A rule set from the chat: created, refused by the write rules (nothing stored), or failed. */
export type CreateRecurringResult =
  | { kind: 'created'; rule: RecurringRuleView }
  | { kind: 'refused'; code: string; field?: string }
  | { kind: 'failed'; code: string };

/** What falls due in a window, oldest first; `total` (the expenses', or for the income scope the income's) in `currency`. */
export interface UpcomingBills {
  occurrences: RecurringOccurrenceLine[];
  total: string;
  currency: string;
}

/** The monthly total of the active rules in scope (a week's rule counts 52/12 times...), and those rules. */
export interface CommittedBills {
  total: string;
  currency: string;
  rules: RecurringCommittedLine[];
}

/** At most this many rules are listed under a committed total. */
export const COMMITTED_LINES = 8;

/**
 * The I/O the executor needs. `Row` is the caller's own view of a transaction (returned as is);
 * `Unanswered` is what ports without records (the landing demo) give back for a question.
 */
export interface ExecutePorts<Row, Unanswered = never> {
  /** The engine's view of one of the caller's rows. */
  toSaved(row: Row): SavedTransaction;
  /** Records every draft or none (one write), in order. */
  record(drafts: TransactionDraft[]): Promise<RecordResult<Row>>;
  /** The latest recordings, newest first. */
  recentTransactions(limit: number): Promise<RecentTransaction[]>;
  /** Changes a transaction; `learnPattern`, when given, is taught for its (new) category in the same write. */
  updateTransaction(id: number, patch: TransactionPatch, learnPattern: string | undefined): Promise<Row>;
  deleteTransaction(id: number): Promise<Row>;
  undoLast(): Promise<UndoneResult<Row>>;
  /** The active categories. */
  categories(): Promise<EngineCategory[]>;
  /** The category a name means (its other spellings too), active or not. */
  findCategory(type: TxType, name: string): Promise<(EngineCategory & { isActive?: boolean }) | undefined>;
  createCategory(name: string, type: TxType): Promise<'created' | 'exists'>;
  renameCategory(id: number, name: string): Promise<'renamed' | 'exists' | 'not_found'>;
  removeCategory(id: number): Promise<'removed' | 'not_found'>;
  /** Sets (or updates) the category's budget for the period; 'category_invalid' when it cannot have one. */
  setBudget(budget: { categoryId: number; amount: string; currency: string; period: BudgetPeriod }): Promise<
    { categoryName: string; amount: string; currency: string; period: BudgetPeriod; updated: boolean } | 'category_invalid'
  >;
  /** Creates a rule that repeats (bills and income recorded on each date). */
  createRecurring(draft: RecurringDraft): Promise<CreateRecurringResult>;
  /** The occurrences of the active rules in scope from `from` to `to` (inclusive YYYY-MM-DD). */
  upcomingBills(window: { from: string; to: string; scope: RecurringScope }): Promise<UpcomingBills>;
  /** The monthly total of the active rules in scope. */
  recurringCommitted(query: { scope: RecurringScope }): Promise<CommittedBills>;
  /**
   * Where questions are answered: from the caller's records, or (the landing demo, which has none)
   * not at all, `unanswered` then being the outcome for the caller to word.
   */
  questions:
    | {
        answerQuery(intent: QueryIntent): Promise<QueryResultOutcome>;
        /** Every active budget's figures; `withoutRate` counts the expenses left out for lack of a rate. */
        budgetFigures(): Promise<{ items: BudgetFigures[]; withoutRate?: number }>;
      }
    | { unanswered: Unanswered };
}

export interface Executed<Row, Unanswered = never> {
  outcome: Outcome | Unanswered;
  /** The rows the intent recorded, changed, removed or put back. */
  transactions: Row[];
  /** The write rules' code when a recording was refused or failed. */
  error?: string;
  /** "undo" put rows back (a correction's previous values, or a deleted row). */
  restored?: boolean;
  /** The recorded transactions the engine was unsure of. */
  reviews: ChatReview[];
}

/**
 * The engine's doubts about what it recorded, by transaction (drafts and recorded rows are in the same
 * order). A "doubt" whose alternative is what was recorded offers nothing to flip to and is dropped.
 */
export function reviewsOf(drafts: readonly TransactionDraft[], recorded: readonly { id: number; type: TxType; categoryId: number }[]): ChatReview[] {
  return drafts.flatMap((draft, i): ChatReview[] => {
    const saved = recorded[i];
    const review = draft.review;
    if (!saved || !review) return [];
    const { alternative } = review;
    if (alternative.type === saved.type && alternative.categoryId === saved.categoryId) return [];
    return [{ transactionId: saved.id, field: review.field, alternative: { type: alternative.type, categoryId: alternative.categoryId, category: alternative.categoryName } }];
  });
}

/** The part of a transaction to ask about again when the shared rules refused `field`. */
function clarifyFieldOf(field: string | undefined): MissingField | undefined {
  if (field === 'transactionDate') return 'date';
  if (field === 'amount' || field === 'currency') return 'amount';
  if (field === 'description') return 'description';
  return undefined;
}

/**
 * The transaction a correction or deletion is about, among the latest recordings: the one the
 * message names, or the last one. Otherwise the outcome to answer with, having changed nothing:
 * which one (several fit), not found (something named fits none), or nothing to act on.
 */
async function findTarget<Row, U>(ports: ExecutePorts<Row, U>, hints: TargetHints | undefined): Promise<RecentTransaction | Outcome> {
  const candidates = await ports.recentTransactions(TARGET_CANDIDATES);
  const found = resolveTarget(hints, candidates);
  if (found.kind === 'found') return candidates.find((c) => c.id === found.id)!;
  if (found.kind === 'ambiguous') {
    const listed = found.ids.map((id) => candidates.find((c) => c.id === id)).filter((c) => c !== undefined);
    return { kind: 'which_transaction', candidates: listed.map((c) => ({ description: c.description, amount: c.amount, currency: c.currency, date: c.date })) };
  }
  return isNamed(hints) ? { kind: 'target_not_found', named: hints } : { kind: 'nothing_to_undo' };
}

async function correct<Row, U>(ports: ExecutePorts<Row, U>, intent: CorrectLastIntent): Promise<Executed<Row, U>> {
  const target = await findTarget(ports, intent.target);
  if ('kind' in target) return { outcome: target, transactions: [], reviews: [] };
  // A new type without a category cannot keep a category of the other type: it lands where an
  // unnamed transaction of that type would (Other, or for income Salary).
  const categoryId =
    intent.categoryId ??
    (intent.type !== undefined && intent.type !== target.type ? fallbackCategory(await ports.categories(), intent.type)?.id : undefined);
  // D4, narrowed: only a category correction that named its entry teaches, keyed on its merchant or
  // description without generic words ("Dinner at the italian place" -> "italian place").
  const pattern = intent.categoryId !== undefined && isNamed(intent.target) ? narrowPattern(intent.description ?? target.description) : '';
  const updated = await ports.updateTransaction(
    target.id,
    { type: intent.type, amount: intent.amount, currency: intent.currency, categoryId, date: intent.date, description: intent.description },
    pattern || undefined,
  );
  return { outcome: { kind: 'corrected', transaction: ports.toSaved(updated), learned: pattern !== '' }, transactions: [updated], reviews: [] };
}

/** Carries out one intent through the ports. */
export async function executeIntent<Row, U = never>(intent: Intent, ports: ExecutePorts<Row, U>): Promise<Executed<Row, U>> {
  const simple = (outcome: Outcome | U): Executed<Row, U> => ({ outcome, transactions: [], reviews: [] });
  switch (intent.kind) {
    case 'record_transactions': {
      const result = await ports.record(intent.transactions);
      if (result.kind === 'recorded') {
        const saved = result.rows.map((row) => ports.toSaved(row));
        const reviews = reviewsOf(intent.transactions, saved);
        // The reply says in one line what the card highlights: each doubt still open, on its transaction.
        const withDoubts = saved.map((t, i) => {
          const review = intent.transactions[i]?.review;
          return review && reviews.some((r) => r.transactionId === t.id) ? { ...t, review } : t;
        });
        return {
          outcome: {
            kind: 'recorded',
            transactions: withDoubts,
            preferredCurrency: result.preferredCurrency,
            ...(result.convertedAmounts && { convertedAmounts: result.convertedAmounts }),
            ...(result.budgetAlerts && { budgetAlerts: result.budgetAlerts }),
          },
          transactions: result.rows,
          reviews,
        };
      }
      // A draft that breaks the shared rules (a date out of range, an amount the currency cannot
      // hold...) is nothing stored and a question back.
      const missing = result.kind === 'refused' ? clarifyFieldOf(result.field) : undefined;
      if (missing) {
        const [first] = intent.transactions;
        return { ...simple({ kind: 'clarify', missing: [missing], draft: missing === 'date' ? { description: first?.description } : {} }), error: result.code };
      }
      return { ...simple({ kind: 'error_saving' }), error: result.code };
    }
    case 'clarify_transaction':
      return simple({ kind: 'clarify', missing: intent.missing, draft: intent.draft });
    case 'query':
      return simple('unanswered' in ports.questions ? ports.questions.unanswered : await ports.questions.answerQuery(intent));
    case 'list_categories': {
      const list = (await ports.categories()).filter((c) => !intent.type || c.type === intent.type);
      return simple({ kind: 'categories', categories: list });
    }
    case 'create_category': {
      const created = await ports.createCategory(intent.name, intent.type);
      return simple({ kind: created === 'created' ? 'category_created' : 'category_exists', name: intent.name, type: intent.type });
    }
    case 'rename_category': {
      const renamed = await ports.renameCategory(intent.categoryId, intent.to);
      if (renamed === 'exists') return simple({ kind: 'category_exists', name: intent.to });
      if (renamed === 'not_found') return simple({ kind: 'category_not_found', name: intent.from });
      return simple({ kind: 'category_renamed', name: intent.from, newName: intent.to });
    }
    case 'remove_category': {
      const removed = await ports.removeCategory(intent.categoryId);
      return simple({ kind: removed === 'removed' ? 'category_removed' : 'category_not_found', name: intent.name });
    }
    case 'undo_last': {
      const undone = await ports.undoLast();
      if (undone.kind === 'nothing') return simple({ kind: 'nothing_to_undo' });
      const [first] = undone.rows;
      if (!first) return simple({ kind: 'nothing_to_undo' });
      const saved = ports.toSaved(first);
      if (undone.kind === 'removed') {
        return {
          outcome: { kind: 'undone', transaction: { description: saved.description, amount: saved.amount, currency: saved.currency }, count: undone.rows.length },
          transactions: undone.rows,
          reviews: [],
        };
      }
      return { outcome: { kind: 'restored', transaction: saved, after: undone.after, unlearned: undone.unlearned }, transactions: undone.rows, restored: true, reviews: [] };
    }
    case 'delete_transaction': {
      const target = await findTarget(ports, intent.target);
      if ('kind' in target) return simple(target);
      const removed = await ports.deleteTransaction(target.id);
      const saved = ports.toSaved(removed);
      return { outcome: { kind: 'deleted', transaction: { description: saved.description, amount: saved.amount, currency: saved.currency } }, transactions: [removed], reviews: [] };
    }
    case 'correct_last':
      return correct(ports, intent);
    case 'set_budget': {
      if (intent.overall) return simple({ kind: 'budget_needs_category', amount: intent.amount, currency: intent.currency, period: intent.period });
      // The engine's category when it knew one; otherwise what the name means to the ports' resolver.
      const category =
        intent.categoryId !== undefined
          ? (await ports.categories()).find((c) => c.id === intent.categoryId)
          : await ports.findCategory('expense', intent.categoryName);
      const set = category?.type === 'expense' ? await ports.setBudget({ categoryId: category.id, amount: intent.amount, currency: intent.currency, period: intent.period }) : 'category_invalid';
      if (set === 'category_invalid') return simple({ kind: 'category_not_found', name: intent.categoryName });
      return simple({ kind: 'budget_set', ...set });
    }
    case 'budget_status': {
      if ('unanswered' in ports.questions) return simple(ports.questions.unanswered);
      // By category id: the engine's, or the one the name (or a synonym) means; an unknown name matches none.
      const categoryId = intent.categoryId ?? (intent.categoryName ? ((await ports.findCategory('expense', intent.categoryName))?.id ?? 0) : undefined);
      const figures = await ports.questions.budgetFigures();
      const items = figures.items.filter((item) => categoryId === undefined || item.categoryId === categoryId);
      return simple({
        kind: 'budget_status',
        withoutRate: intent.categoryName ? undefined : figures.withoutRate,
        ...(intent.categoryName && { categoryName: intent.categoryName }),
        ...(intent.asksRemaining && { asksRemaining: true }),
        items: items.map(({ categoryId: _id, ...item }) => ({
          ...item,
          // What is left spread over the days left (today included), rounded down: never more than is left.
          ...(compareAmounts(item.remaining, '0') > 0 && item.daysLeft > 0 && { perDay: divideAmount(item.remaining, BigInt(item.daysLeft), item.currency, 'towardZero') }),
        })),
      });
    }
    case 'set_recurring': {
      const created = await ports.createRecurring(intent.draft);
      if (created.kind === 'created') return simple({ kind: 'recurring_set', rule: created.rule, type: intent.draft.type });
      if (created.kind === 'refused') return { ...simple({ kind: 'recurring_refused', code: created.code, ...(created.field !== undefined && { field: created.field }) }), error: created.code };
      return { ...simple({ kind: 'error_saving' }), error: created.code };
    }
    case 'recurring_query': {
      if (intent.ask === 'committed') {
        const committed = await ports.recurringCommitted({ scope: intent.scope });
        return simple({
          kind: 'recurring_committed',
          scope: intent.scope,
          total: committed.total,
          currency: committed.currency,
          rules: committed.rules.slice(0, COMMITTED_LINES),
          count: committed.rules.length,
        });
      }
      const bills = await ports.upcomingBills({ from: intent.from, to: intent.to, scope: intent.scope });
      const days = (parseIsoDate(intent.to) ?? 0) - (parseIsoDate(intent.from) ?? 0) + 1;
      return simple({
        kind: 'recurring_list',
        scope: intent.scope,
        ...(intent.period && { period: intent.period }),
        days,
        occurrences: [...bills.occurrences].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
        total: bills.total,
        currency: bills.currency,
      });
    }
    case 'greeting':
    case 'thanks':
    case 'help':
      return simple({ kind: intent.kind });
    case 'unknown':
      return simple({ kind: 'not_understood' });
  }
}
