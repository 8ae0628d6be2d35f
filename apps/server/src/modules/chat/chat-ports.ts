/**
 * The intent executor's ports for one user, over the database: every write through its owning
 * service (the same paths as the forms and the API), questions from SQL (answer-query.ts). What the
 * services refuse with an AppError comes back as the executor's small results ('exists',
 * 'not_found', 'refused'...); anything else is thrown as it is.
 */
import type { ExecutePorts } from '@tally/assistant/execute/execute-intent';
import { isSubscription } from '@tally/assistant/execute/recurring-dates';
import type { EngineCategory, SavedTransaction } from '@tally/assistant/types';
import { addAmounts } from '@tally/shared/money';
import type { Transaction } from '@tally/shared/schemas/transactions';
import type { Database } from '../../db/client';
import type { UserRow } from '../../http/access';
import { AppError } from '../../platform/errors';
import type { BudgetsService } from '../budgets/budgets.service';
import type { CategoriesService } from '../categories/categories.service';
import type { RecurringService } from '../recurring/recurring.service';
import { createLearnedRulesRepository } from '../learned-rules/learned-rules.repository';
import type { TransactionsService } from '../transactions/transactions.service';
import { createQueryAnswerer } from './answer-query';
import { createChatRepository } from './chat.repository';

export interface ChatPortsDeps {
  transactions: TransactionsService;
  categories: CategoriesService;
  budgets: BudgetsService;
  recurring: RecurringService;
}

function toSaved(view: Transaction): SavedTransaction {
  return {
    id: view.id,
    type: view.type,
    amount: view.amount,
    currency: view.currency,
    categoryId: view.categoryId,
    categoryName: view.category,
    description: view.description,
    date: view.transactionDate,
    tags: view.tags,
    rawInput: view.rawInput,
  };
}

const toEngine = (c: EngineCategory): EngineCategory => ({ id: c.id, name: c.name, type: c.type, isDefault: c.isDefault });

/** `action`'s result, or what `byCode` says for the AppError it fails with (anything else is thrown). */
async function orByCode<T, R extends string>(action: () => Promise<T>, byCode: Partial<Record<string, R>>): Promise<T | R> {
  try {
    return await action();
  } catch (error) {
    const result = error instanceof AppError ? byCode[error.code] : undefined;
    if (result === undefined) throw error;
    return result;
  }
}

export function createChatPorts(db: Database, deps: ChatPortsDeps) {
  const repo = createChatRepository(db);
  const answer = createQueryAnswerer(db);
  const { transactions, categories, budgets, recurring } = deps;

  return (user: UserRow): ExecutePorts<Transaction> => ({
    toSaved,

    async record(drafts) {
      try {
        const created = await transactions.create(
          user,
          drafts.map((d) => ({
            type: d.type,
            amount: d.amount,
            currency: d.currency,
            description: d.description,
            categoryId: d.categoryId,
            tags: d.tags,
            rawInput: d.rawInput,
            transactionDate: d.date,
          })),
        );
        const budgetAlerts = await budgets.checkAlerts(user, created.map((c) => c.id));
        return {
          kind: 'recorded',
          rows: created,
          preferredCurrency: user.preferredCurrency,
          convertedAmounts: created.map((c) => c.historicalConvertedAmount),
          budgetAlerts,
        };
      } catch (error) {
        // Whatever fails, nothing was stored and the chat answers rather than failing with a 500.
        if (error instanceof AppError && error.status === 400) return { kind: 'refused', code: error.code, field: error.field };
        return { kind: 'failed', code: error instanceof AppError ? error.code : 'save_failed' };
      }
    },

    recentTransactions: (limit) => repo.targetCandidates(user.id, limit),

    updateTransaction: (id, patch, learnPattern) =>
      transactions.update(
        user,
        id,
        { type: patch.type, amount: patch.amount, currency: patch.currency, categoryId: patch.categoryId, transactionDate: patch.date, description: patch.description },
        {
          source: 'chat',
          learn: learnPattern ? (tx, after) => createLearnedRulesRepository(tx).learn(user.id, learnPattern, after.categoryId) : undefined,
        },
      ),

    deleteTransaction: (id) => transactions.delete(user, id, { source: 'chat' }),

    async undoLast() {
      const undone = await transactions.undoLast(user);
      if (undone.kind === 'nothing') return undone;
      if (undone.kind === 'removed') return { kind: 'removed', rows: undone.transactions };
      return { kind: 'restored', after: undone.after, rows: undone.transactions, unlearned: undone.unlearned };
    },

    categories: async () => (await categories.list(user.id)).filter((c) => c.isActive).map(toEngine),

    async findCategory(type, name) {
      const row = await categories.findByName(user.id, type, name);
      return row && toEngine(row);
    },

    createCategory: (name, type) =>
      orByCode(async () => (await categories.create(user.id, name, type), 'created' as const), { categoryExists: 'exists' as const }),

    renameCategory: (id, name) =>
      orByCode(async () => (await categories.update(user.id, id, { name }), 'renamed' as const), { categoryExists: 'exists' as const, notFound: 'not_found' as const }),

    removeCategory: (id) => orByCode(async () => (await categories.deactivate(user.id, id), 'removed' as const), { notFound: 'not_found' as const }),

    setBudget: ({ categoryId, amount, currency, period }) =>
      orByCode(
        async () => {
          const { budget, updated } = await budgets.create(user, { categoryId, amount, currency, period }, { upsert: true });
          return { categoryName: budget.category, amount: budget.amount, currency: budget.currency, period: budget.period, updated };
        },
        { budgetCategoryInvalid: 'category_invalid' as const },
      ),

    // Rules through the recurring service (the same path as the Recurring section and its routes).
    async createRecurring(draft) {
      try {
        const rule = await recurring.create(user, {
          type: draft.type,
          amount: draft.amount,
          currency: draft.currency,
          categoryId: draft.categoryId,
          description: draft.description,
          frequency: draft.frequency,
          ...(draft.dayOfMonth !== undefined && { dayOfMonth: draft.dayOfMonth }),
          startDate: draft.startDate,
        });
        const { id, description, amount, currency, frequency, dayOfMonth, nextDate } = rule;
        return { kind: 'created', rule: { id, description, amount, currency, frequency, dayOfMonth, nextDate } };
      } catch (error) {
        // Nothing was stored: the chat says why rather than failing with a 500.
        if (error instanceof AppError && error.status === 400) return { kind: 'refused', code: error.code, field: error.field };
        return { kind: 'failed', code: error instanceof AppError ? error.code : 'save_failed' };
      }
    },

    async upcomingBills({ from, to, scope }) {
      const found = await recurring.upcoming(user, { from, to });
      const inScope = found.occurrences.filter((o) =>
        scope === 'income' ? o.type === 'income' : o.type === 'expense' && (scope === 'all' || isSubscription(o)),
      );
      // The service's totals, by type, in the preferred currency (occurrences without a rate left out).
      const total =
        scope === 'subscriptions'
          ? addAmounts('0', ...inScope.filter((o) => o.preferredAmount !== null).map((o) => o.preferredAmount!))
          : scope === 'income'
            ? found.incomeTotal
            : found.expenseTotal;
      return {
        occurrences: inScope.map((o) => ({ date: o.date, description: o.description, amount: o.amount, currency: o.currency, type: o.type })),
        total,
        currency: found.currency,
      };
    },

    async recurringCommitted({ scope }) {
      const committed = await recurring.monthlyCommitted(user, { type: scope === 'income' ? 'income' : 'expense' });
      const rules = scope === 'subscriptions' ? committed.rules.filter((r) => isSubscription(r)) : committed.rules;
      const total =
        scope === 'subscriptions'
          ? addAmounts('0', ...rules.filter((r) => r.monthlyAmountPreferred !== null).map((r) => r.monthlyAmountPreferred!))
          : committed.total;
      return {
        total,
        currency: committed.currency,
        rules: rules.map((r) => ({ description: r.description, amount: r.amount, currency: r.currency, frequency: r.frequency })),
      };
    },

    questions: {
      answerQuery: (intent) => answer(user, intent),
      async budgetFigures() {
        const all = await budgets.performanceWithTotals(user);
        return {
          withoutRate: all.withoutRate,
          items: all.items.map((p) => ({
            categoryId: p.budget.categoryId,
            categoryName: p.budget.category,
            amount: p.budget.amount,
            spent: p.spent,
            remaining: p.remaining,
            percentage: p.percentage,
            currency: p.budget.currency,
            status: p.status,
            daysLeft: p.daysLeft,
          })),
        };
      },
    },
  });
}
