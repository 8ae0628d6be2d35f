/**
 * The executor's ports over memory: the landing demo's conversation (nothing leaves the page) and the
 * executor's own tests. The store is never changed in place; `store()` gives the state after the
 * writes, so a caller that keeps the store it handed in keeps what was before.
 *
 * What a memory has no way to do it does not pretend to: it has no records to answer questions from
 * (`unanswered` is the answer), no exchange rates, no budgets to track, and "undo" takes back the last
 * transaction shown (there is no history of changes to walk back).
 */
import { addAmounts, compareAmounts, fitsMinorUnits, isDecimalString, normalizeAmount } from '@tally/shared/money';
import { RECURRING_FREQUENCIES, type RecurringFrequency } from '@tally/shared/schemas/recurring';
import type { EngineCategory, LearnedRule, SavedTransaction, TxType } from '../types';
import { parseIsoDate } from '../dates/calendar';
import { fold } from '../text/fold';
import type { ExecutePorts, TransactionPatch } from './execute-intent';
import { inScope, monthlyAmount, nextOccurrence, occurrencesBetween } from './recurring-dates';

/** A rule that repeats, as the memory keeps it. */
export interface MemoryRecurringRule {
  id: number;
  type: TxType;
  amount: string;
  currency: string;
  categoryId: number;
  categoryName: string;
  description: string;
  frequency: RecurringFrequency;
  dayOfMonth: number | null;
  /** YYYY-MM-DD */
  startDate: string;
}

export interface MemoryStore {
  categories: EngineCategory[];
  learnedRules: LearnedRule[];
  /** What was recorded, oldest first. */
  recorded: SavedTransaction[];
  /** The id the next recording gets. */
  nextId: number;
  /** Rules that repeat ("rent 1200 every month on the 1st"); none when absent. */
  recurring?: MemoryRecurringRule[];
}

export interface MemoryOptions<Unanswered> {
  /** The currency amounts are shown against. */
  preferredCurrency: string;
  /** The outcome of a question: there are no records here to answer it from. */
  unanswered: Unanswered;
  /** How many recordings are kept (the oldest go first). */
  keep: number;
}

export type MemoryPorts<Unanswered> = ExecutePorts<SavedTransaction, Unanswered> & { store(): MemoryStore };

const sameName = (a: string, b: string) => fold(a).trim() === fold(b).trim();

export function createMemoryPorts<Unanswered>(initial: MemoryStore, options: MemoryOptions<Unanswered>): MemoryPorts<Unanswered> {
  let store = initial;
  const byName = (name: string, type?: TxType) => store.categories.find((c) => (!type || c.type === type) && sameName(c.name, name));
  const recordedById = (id: number) => {
    const found = store.recorded.find((t) => t.id === id);
    if (!found) throw new Error(`No transaction ${id} in memory`);
    return found;
  };

  function applyPatch(current: SavedTransaction, patch: TransactionPatch): SavedTransaction {
    const category = patch.categoryId !== undefined ? store.categories.find((c) => c.id === patch.categoryId) : undefined;
    return {
      ...current,
      type: patch.type ?? current.type,
      amount: patch.amount ?? current.amount,
      currency: patch.currency ?? current.currency,
      date: patch.date ?? current.date,
      description: patch.description ?? current.description,
      categoryId: category?.id ?? current.categoryId,
      categoryName: category?.name ?? current.categoryName,
    };
  }

  return {
    store: () => store,
    toSaved: (row) => row,

    async record(drafts) {
      const rows = drafts.map((draft, index) => ({ ...draft, id: store.nextId + index }));
      store = { ...store, recorded: [...store.recorded, ...rows].slice(-options.keep), nextId: store.nextId + rows.length };
      return { kind: 'recorded', rows, preferredCurrency: options.preferredCurrency };
    },

    async recentTransactions(limit) {
      return [...store.recorded].reverse().slice(0, limit);
    },

    async updateTransaction(id, patch, learnPattern) {
      const updated = applyPatch(recordedById(id), patch);
      const learnedRules = learnPattern
        ? [...store.learnedRules.filter((rule) => rule.pattern !== learnPattern), { pattern: learnPattern, categoryId: updated.categoryId }]
        : store.learnedRules;
      store = { ...store, learnedRules, recorded: store.recorded.map((t) => (t.id === id ? updated : t)) };
      return updated;
    },

    async deleteTransaction(id) {
      const removed = recordedById(id);
      store = { ...store, recorded: store.recorded.filter((t) => t.id !== id) };
      return removed;
    },

    async undoLast() {
      const last = store.recorded.at(-1);
      if (!last) return { kind: 'nothing' };
      store = { ...store, recorded: store.recorded.slice(0, -1) };
      return { kind: 'removed', rows: [last] };
    },

    async categories() {
      return store.categories;
    },

    async findCategory(type, name) {
      return byName(name, type);
    },

    async createCategory(name, type) {
      if (byName(name)) return 'exists';
      // Never an id that a recording or a learned rule still points at.
      const taken = [...store.categories.map((c) => c.id), ...store.recorded.map((t) => t.categoryId), ...store.learnedRules.map((r) => r.categoryId)];
      store = { ...store, categories: [...store.categories, { id: Math.max(0, ...taken) + 1, name, type, isDefault: false }] };
      return 'created';
    },

    async renameCategory(id, name) {
      if (!store.categories.some((c) => c.id === id)) return 'not_found';
      const clash = byName(name);
      if (clash && clash.id !== id) return 'exists';
      store = { ...store, categories: store.categories.map((c) => (c.id === id ? { ...c, name } : c)) };
      return 'renamed';
    },

    async removeCategory(id) {
      if (!store.categories.some((c) => c.id === id)) return 'not_found';
      store = { ...store, categories: store.categories.filter((c) => c.id !== id) };
      return 'removed';
    },

    // Shown as it would be set; a memory keeps no budgets.
    async setBudget({ categoryId, amount, currency, period }) {
      const category = store.categories.find((c) => c.id === categoryId && c.type === 'expense');
      return category ? { categoryName: category.name, amount, currency, period, updated: false } : 'category_invalid';
    },

    // Rules are kept and their occurrences computed here; nothing is recorded on their dates.
    async createRecurring(draft) {
      const category = store.categories.find((c) => c.id === draft.categoryId && c.type === draft.type);
      if (!category) return { kind: 'refused', code: 'categoryInvalid', field: 'categoryId' };
      if (!isDecimalString(draft.amount) || compareAmounts(draft.amount, '0') <= 0) return { kind: 'refused', code: 'amountInvalid', field: 'amount' };
      if (!fitsMinorUnits(draft.amount, draft.currency)) return { kind: 'refused', code: 'amountTooPrecise', field: 'amount' };
      if (!RECURRING_FREQUENCIES.includes(draft.frequency)) return { kind: 'refused', code: 'recurringFrequencyInvalid', field: 'frequency' };
      const day = draft.dayOfMonth;
      if (day !== undefined && (!Number.isInteger(day) || day < 1 || day > 31)) return { kind: 'refused', code: 'recurringDayInvalid', field: 'dayOfMonth' };
      if (parseIsoDate(draft.startDate) === null) return { kind: 'refused', code: 'dateInvalid', field: 'startDate' };
      const rules = store.recurring ?? [];
      const rule: MemoryRecurringRule = {
        id: Math.max(0, ...rules.map((r) => r.id)) + 1,
        type: draft.type,
        amount: normalizeAmount(draft.amount, draft.currency),
        currency: draft.currency,
        categoryId: category.id,
        categoryName: category.name,
        description: draft.description,
        frequency: draft.frequency,
        dayOfMonth: draft.frequency === 'monthly' ? (day ?? Number(draft.startDate.slice(8, 10))) : null,
        startDate: draft.startDate,
      };
      store = { ...store, recurring: [...rules, rule] };
      const { id, description, amount, currency, frequency, dayOfMonth } = rule;
      return { kind: 'created', rule: { id, description, amount, currency, frequency, dayOfMonth, nextDate: nextOccurrence(rule, rule.startDate) } };
    },

    // Totals in the preferred currency; a memory has no rates, so other currencies are listed, not added.
    async upcomingBills({ from, to, scope }) {
      const occurrences = (store.recurring ?? [])
        .filter((rule) => inScope(rule, scope))
        .flatMap((rule) =>
          occurrencesBetween(rule, from, to).map((date) => ({ date, description: rule.description, amount: rule.amount, currency: rule.currency, type: rule.type })),
        )
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      const counted = occurrences.filter((o) => o.currency === options.preferredCurrency).map((o) => o.amount);
      return { occurrences, total: normalizeAmount(addAmounts('0', ...counted), options.preferredCurrency), currency: options.preferredCurrency };
    },

    async recurringCommitted({ scope }) {
      const rules = (store.recurring ?? []).filter((rule) => inScope(rule, scope));
      const monthly = rules.filter((r) => r.currency === options.preferredCurrency).map((r) => monthlyAmount(r.amount, r.frequency, r.currency));
      return {
        total: normalizeAmount(addAmounts('0', ...monthly), options.preferredCurrency),
        currency: options.preferredCurrency,
        rules: rules.map(({ description, amount, currency, frequency }) => ({ description, amount, currency, frequency })),
      };
    },

    questions: { unanswered: options.unanswered },
  };
}
