import { addDays, addMonths, dateInTimezone, monthRange } from '@tally/shared/dates';
import { addAmounts, compareAmounts, divideDecimals, multiplyAmount, normalizeAmount, percentOf, subtractAmounts, toCents, fromCents } from '@tally/shared/money';
import { amountPrecisionError } from '@tally/shared/schemas/transactions';
import type { Budget, BudgetInsights, BudgetPerformance, BudgetRecommendation, CreateBudgetBody, UpdateBudgetBody } from '@tally/shared/schemas/budgets';
import { isUniqueViolation, type Database } from '../../db/client';
import type { UserRow } from '../../http/access';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { CategoryRow } from '../categories/categories.repository';
import { findCategoryByName, resolveCategory } from '../categories/categories.service';
import { createRecurringService } from '../recurring/recurring.service';
import { budgetWindow, computeBudgetFigures, crossedAlert, WARNING_PERCENT, type BudgetPeriod } from './budget-rules';
import { createBudgetsRepository, type BudgetRow, type BudgetWindows } from './budgets.repository';

export function toBudgetView(row: BudgetRow): Budget {
  return {
    id: row.id,
    userId: row.userId,
    categoryId: row.categoryId,
    category: row.category,
    amount: row.amount,
    currency: row.currency,
    period: row.period,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Default monthly budgets (in USD) for quick setup when there is no spending history yet. */
const DEFAULT_BUDGETS_USD: readonly [string, string][] = [
  ['Groceries', '400'],
  ['Dining', '250'],
  ['Transportation', '150'],
  ['Entertainment', '100'],
  ['Shopping', '150'],
];
const QUICK_SETUP_MAX = 5;
/** An unbudgeted category is worth a recommendation at this share of the month's spending. */
const UNBUDGETED_SHARE = 20;

/** Rounds up to a tidy budget: two significant digits (437.12 → 440, 1,234 → 1,300, 7.4 → 7.5). */
export function tidyUp(amount: string): string {
  const cents = toCents(amount);
  if (cents <= 0n) return '0.00';
  const digits = cents.toString().length;
  const step = 10n ** BigInt(Math.max(0, digits - 2));
  return fromCents(((cents + step - 1n) / step) * step);
}

export function createBudgetsService(db: Database, now: () => Date) {
  const repo = createBudgetsRepository(db);
  const recurring = createRecurringService(db, { now });
  const today = (user: UserRow) => dateInTimezone(now(), user.timezone);
  const windowsFor = (day: string): BudgetWindows => ({
    weekly: budgetWindow('weekly', day),
    monthly: budgetWindow('monthly', day),
    yearly: budgetWindow('yearly', day),
  });

  /** A budget's category: one of the user's active expense categories, by id or by name or synonym. */
  async function budgetCategory(user: UserRow, ref: { category?: string; categoryId?: number }): Promise<CategoryRow> {
    try {
      return await resolveCategory(db, user.id, 'expense', ref);
    } catch (error) {
      if (error instanceof AppError && error.code === 'categoryInvalid') throw new AppError(400, 'budgetCategoryInvalid', undefined, 'category');
      throw error;
    }
  }

  /** A budget amount in its currency's own minor units; one that does not fit them is refused. */
  function budgetAmount(amount: string, currency: string): string {
    const precision = amountPrecisionError(amount, currency);
    if (precision) throw badRequest(precision, 'amount');
    return normalizeAmount(amount, currency);
  }

  async function performance(user: UserRow): Promise<BudgetPerformance[]> {
    return (await performanceWithTotals(user)).items;
  }

  /**
   * Each active budget's figures, plus the spending of them all in the preferred currency (the shared
   * value the dashboard sums too) and how many transactions were left out of it for lack of a rate.
   */
  async function performanceWithTotals(user: UserRow) {
    const day = today(user);
    const [rows, spent] = await Promise.all([repo.findAll(user.id), repo.spent(user.id, user.preferredCurrency, windowsFor(day))]);
    const spentById = new Map(spent.map((s) => [s.budgetId, s.spent]));
    const recordedById = new Map(spent.map((s) => [s.budgetId, s.spentRecurring]));
    const upcomingById = await upcomingBills(user, rows.filter((b) => b.isActive), day);
    const active = new Set(rows.filter((b) => b.isActive).map((b) => b.id));
    const counted = spent.filter((s) => active.has(s.budgetId));
    const spentPreferred = addAmounts('0', ...counted.map((s) => s.spentPreferred));
    const withoutRate = counted.reduce((n, s) => n + s.withoutRate, 0);
    const items = rows
      .filter((b) => b.isActive)
      .map((b) => {
        const figures = computeBudgetFigures(b.amount, spentById.get(b.id) ?? '0.00', b.period, day, {
          recordedSpent: recordedById.get(b.id) ?? '0.00',
          upcoming: upcomingById.get(b.id) ?? '0.00',
        });
        return {
          budget: toBudgetView(b),
          spent: figures.spent,
          percentage: figures.percentage,
          remaining: figures.remaining,
          daysLeft: figures.daysLeft,
          projectedSpending: figures.projectedSpending,
          status: figures.status,
          periodStart: figures.window.start,
          periodEnd: figures.window.end,
        };
      });
    return { items, spentPreferred, withoutRate };
  }

  /**
   * Per budget, the recurring expense occurrences of its category still to come in its window (from
   * today, not yet recorded, changed amounts applied), in the budget's currency: known bills the
   * projection counts instead of extrapolating. Occurrences without a rate are left out.
   */
  async function upcomingBills(user: UserRow, active: BudgetRow[], day: string): Promise<Map<number, string>> {
    const result = new Map<number, string>();
    if (active.length === 0) return result;
    const windows = windowsFor(day);
    const last = [windows.weekly.end, windows.monthly.end, windows.yearly.end].sort().at(-1)!;
    const { occurrences } = await recurring.upcoming(user, { from: day, to: last });
    const expenses = occurrences.filter((o) => o.type === 'expense');
    if (expenses.length === 0) return result;
    const items = active.flatMap((b) =>
      expenses.filter((o) => o.categoryId === b.categoryId && o.date <= windows[b.period].end).map((o) => ({ budget: b, occurrence: o })),
    );
    const converted = await recurring.convert(
      items.map(({ budget, occurrence }) => ({ amount: occurrence.amount, currency: occurrence.currency, date: occurrence.date, to: budget.currency })),
    );
    items.forEach(({ budget }, i) => {
      const value = converted[i];
      if (value !== null && value !== undefined) result.set(budget.id, addAmounts(result.get(budget.id) ?? '0.00', value));
    });
    return result;
  }

  return {
    list: async (user: UserRow) => (await repo.findAll(user.id)).map(toBudgetView),

    /**
     * Creates a budget, or (from the chat) updates the amount of the active one for that category and
     * period. The unique index decides between concurrent requests: the API's loser gets 409, the
     * chat's updates the winner's budget.
     */
    async create(user: UserRow, body: CreateBudgetBody, options: { upsert?: boolean } = {}) {
      const category = await budgetCategory(user, body);
      const period = body.period as BudgetPeriod;
      const currency = body.currency ?? user.preferredCurrency;
      const amount = budgetAmount(body.amount, currency);
      const window = budgetWindow(period, today(user));
      // Two rounds at most: an active budget found for the update can be removed before it (then insert again).
      for (let attempt = 0; attempt < 2; attempt++) {
        const row = await repo.insertIfNone({ userId: user.id, categoryId: category.id, amount, currency, period, startDate: window.start });
        if (row) return { budget: toBudgetView(row), updated: false };
        if (!options.upsert) throw conflict('budgetExists', 'category');
        const existing = await repo.findActiveFor(user.id, category.id, period);
        const updated = existing && (await repo.update(user.id, existing.id, { amount, currency }));
        if (updated) return { budget: toBudgetView(updated), updated: true };
      }
      throw conflict('budgetExists', 'category');
    },

    async update(user: UserRow, id: number, body: UpdateBudgetBody) {
      const current = await repo.findOwn(user.id, id);
      if (!current) throw notFound();
      const categoryChanged = body.category !== undefined || body.categoryId !== undefined;
      // Switching a budget back on needs its category active too (a deactivated category ended it).
      const categoryId =
        categoryChanged || body.isActive === true ? (await budgetCategory(user, categoryChanged ? body : { categoryId: current.categoryId })).id : current.categoryId;
      const currency = body.currency ?? current.currency;
      const amount = body.amount !== undefined || body.currency !== undefined ? budgetAmount(body.amount ?? current.amount, currency) : undefined;
      try {
        const row = await repo.update(user.id, id, {
          categoryId,
          ...(body.period !== undefined && { period: body.period }),
          ...(body.isActive !== undefined && { isActive: body.isActive }),
          ...(amount !== undefined && { amount, currency }),
        });
        if (!row) throw notFound();
        return toBudgetView(row);
      } catch (error) {
        // A second active budget for the category and period (checked by the unique index, race-free).
        if (isUniqueViolation(error)) throw conflict('budgetExists', 'category');
        throw error;
      }
    },

    async delete(user: UserRow, id: number) {
      if (!(await repo.delete(user.id, id))) throw notFound();
    },

    performance,
    performanceWithTotals,

    /**
     * Totals in the preferred currency. Spending is summed from the transactions' stored conversions
     * (never re-converted per budget at today's rate), so it agrees with the dashboard to the cent;
     * budget amounts kept in other currencies are converted at today's rate (those without one are
     * left out).
     */
    async insights(user: UserRow): Promise<BudgetInsights> {
      const day = today(user);
      const { items, spentPreferred, withoutRate } = await performanceWithTotals(user);
      const currency = user.preferredCurrency;
      const budgeted = await repo.convertAmounts(items.map((i) => ({ amount: i.budget.amount, currency: i.budget.currency })), currency, day);
      const insights: BudgetInsights = {
        totalBudgeted: addAmounts('0', ...budgeted.filter((b): b is string => b !== null)),
        totalSpent: spentPreferred,
        currency,
        withoutRate,
      };
      insights.recommendation = await recommend(user, items, day);
      if (!insights.recommendation) delete insights.recommendation;
      return insights;
    },

    /**
     * Monthly budgets for the top spending categories (README "Quick setup"): the monthly average over
     * the months of the last three that have data, never below this month's spending so far, rounded up
     * to a tidy figure; sensible defaults without history. Never a second active budget for a category
     * that has one (of any period): one user's setups take turns under a lock, so a second click, even
     * a concurrent one, adds nothing.
     */
    async quickSetup(user: UserRow) {
      const day = today(user);
      const current = monthRange(day);
      const past = { start: monthRange(addMonths(day, -3)).start, end: addDays(current.start, -1) };
      const history = await repo.spendingHistory(user.id, past, current);
      let proposals: { categoryId?: number; category: string; amount: string }[];
      if (history.categories.length > 0) {
        proposals = history.categories.map((h) => {
          // Whole months only: a few days of this month would pull the average down. A user whose
          // history is only this month gets this month's spending so far.
          const average = history.monthsWithData > 0 ? divideDecimals(h.pastTotal, String(history.monthsWithData), 2) : h.currentTotal;
          const amount = compareAmounts(average, h.currentTotal) >= 0 ? average : h.currentTotal;
          return { categoryId: h.categoryId, category: h.category, amount: tidyUp(amount) };
        });
      } else {
        const [rate] = await repo.convertAmounts([{ amount: '1', currency: 'USD' }], user.preferredCurrency, day);
        proposals = DEFAULT_BUDGETS_USD.map(([category, usd]) => ({ category, amount: tidyUp(multiplyAmount(usd, rate ?? '1')) }));
      }
      // Tidy figures are whole or two-place; kept in the preferred currency's own minor units.
      proposals = proposals.map((p) => ({ ...p, amount: normalizeAmount(p.amount, user.preferredCurrency) }));
      return db.transaction(async (tx) => {
        const txRepo = createBudgetsRepository(tx);
        await txRepo.lockUserBudgets(user.id);
        const existing = new Set((await txRepo.findAll(user.id)).filter((b) => b.isActive).map((b) => b.categoryId));
        const created: Budget[] = [];
        for (const proposal of proposals) {
          if (created.length >= QUICK_SETUP_MAX) break;
          if (toCents(proposal.amount) <= 0n) continue;
          const category = proposal.categoryId !== undefined ? { id: proposal.categoryId } : await findCategoryByName(tx, user.id, 'expense', proposal.category);
          if (!category || existing.has(category.id)) continue;
          const row = await txRepo.insertIfNone({
            userId: user.id,
            categoryId: category.id,
            amount: proposal.amount,
            currency: user.preferredCurrency,
            period: 'monthly',
            startDate: current.start,
          });
          if (row) created.push(toBudgetView(row));
        }
        return created;
      });
    },

    /**
     * After transactions are recorded: the budgets they pushed across the warning threshold or over
     * their amount, recorded so the same alert is not repeated within the window.
     */
    async checkAlerts(user: UserRow, transactionIds: number[]) {
      if (transactionIds.length === 0) return [];
      const day = today(user);
      const [rows, spent] = await Promise.all([
        repo.findAll(user.id),
        repo.spent(user.id, user.preferredCurrency, windowsFor(day), transactionIds),
      ]);
      const byId = new Map(rows.map((b) => [b.id, b]));
      const alerts: { categoryName: string; level: 'warning' | 'exceeded'; percentage: number; spent: string; amount: string; currency: string }[] = [];
      for (const s of spent) {
        const budget = byId.get(s.budgetId);
        if (!budget || compareAmounts(s.spent, s.spentBefore) === 0) continue;
        const level = crossedAlert(budget.amount, s.spentBefore, s.spent);
        if (!level) continue;
        const window = budgetWindow(budget.period, day);
        const isNew = await db.transaction(async (tx) => {
          const txRepo = createBudgetsRepository(tx);
          const alert = await txRepo.lockAlert(user.id, budget.id, level, level === 'warning' ? String(WARNING_PERCENT) : '100');
          if (!alert || !alert.isEnabled || (alert.lastTriggered && dateInTimezone(alert.lastTriggered, user.timezone) >= window.start)) return false;
          await txRepo.markAlertFired(alert.id, now());
          return true;
        });
        if (isNew) alerts.push({ categoryName: budget.category, level, percentage: percentOf(s.spent, budget.amount), spent: s.spent, amount: budget.amount, currency: budget.currency });
      }
      return alerts;
    },
  };

  async function recommend(user: UserRow, items: BudgetPerformance[], day: string): Promise<BudgetRecommendation | undefined> {
    // Budgets may be in different currencies: compare how far over they are as shares of their amount.
    const exceeded = items.filter((i) => i.status === 'exceeded').sort((a, b) => b.percentage - a.percentage)[0];
    if (exceeded) {
      return { kind: 'exceeded', category: exceeded.budget.category, overBy: subtractAmounts(exceeded.spent, exceeded.budget.amount), currency: exceeded.budget.currency };
    }
    const risk = items
      .filter((i) => compareAmounts(i.projectedSpending, i.budget.amount) > 0)
      .sort((a, b) => percentOf(b.projectedSpending, b.budget.amount) - percentOf(a.projectedSpending, a.budget.amount))[0];
    if (risk) {
      return { kind: 'projected_overspend', category: risk.budget.category, overBy: subtractAmounts(risk.projectedSpending, risk.budget.amount), currency: risk.budget.currency };
    }
    const month = await repo.spentByCategory(user.id, monthRange(day));
    const total = addAmounts('0', ...month.map((m) => m.total));
    const budgeted = new Set(items.map((i) => i.budget.categoryId));
    const unbudgeted = month.find((m) => !budgeted.has(m.categoryId) && percentOf(m.total, total) >= UNBUDGETED_SHARE);
    if (unbudgeted) return { kind: 'unbudgeted_category', category: unbudgeted.category, spent: unbudgeted.total, currency: user.preferredCurrency };
    if (items.length === 0) return { kind: 'no_budgets' };
    return undefined;
  }
}

export type BudgetsService = ReturnType<typeof createBudgetsService>;
