/**
 * Answers the chat's questions (a QueryIntent from the engine) from SQL. Every amount is a database
 * aggregate of the shared preferred-currency value (transactions without a rate are left out and
 * counted in `withoutRate`); what is computed here from those aggregates is exact decimal arithmetic
 * from the shared money helpers: differences, shares, percentage changes and averages.
 */
import { unitsIn } from '@tally/assistant/dates/average-window';
import type { QueryIntent, QueryResultOutcome } from '@tally/assistant/types';
import { compareAmounts, divideAmount, percentOf, subtractAmounts } from '@tally/shared/money';
import type { DbOrTx } from '../../db/client';
import { createChatRepository, type QueryScope } from './chat.repository';

/** A list of transactions in a reply shows at most this many. */
const LIST_MAX = 20;
const DEFAULT_LIMIT = 5;
/** A summary names this many top categories. */
const SUMMARY_TOP = 3;

export interface QueryUser {
  id: number;
  preferredCurrency: string;
}

type Range = { start: string; end: string } | undefined;

const rangeOf = (p: { key: string; start: string; end: string }): Range => (p.key === 'all' ? undefined : { start: p.start, end: p.end });

/** The difference with the previous total and the change in percent (none when the previous total is zero). */
function change(total: string, previous: string): { difference: string; change?: number } {
  const difference = subtractAmounts(total, previous);
  return compareAmounts(previous, '0') === 0 ? { difference } : { difference, change: percentOf(difference, previous) };
}

export function createQueryAnswerer(db: DbOrTx) {
  const repo = createChatRepository(db);

  return async function answer(user: QueryUser, q: QueryIntent): Promise<QueryResultOutcome> {
    const scope: QueryScope = { userId: user.id, range: rangeOf(q.period), categoryId: q.categoryId };
    const base: QueryResultOutcome = {
      kind: 'query_result',
      metric: q.metric,
      period: q.period,
      comparePeriod: q.comparePeriod,
      categoryName: q.categoryName,
      type: q.type,
      currency: user.preferredCurrency,
    };
    const totalOf = (t: { income: string; expenses: string }, type: 'income' | 'expense') => (type === 'expense' ? t.expenses : t.income);

    switch (q.metric) {
      case 'spent':
      case 'earned': {
        const type = q.metric === 'spent' ? 'expense' : 'income';
        const totals = await repo.totals({ ...scope, type });
        return { ...base, total: totalOf(totals, type), count: totals.count, withoutRate: totals.withoutRate };
      }
      case 'balance': {
        const totals = await repo.totals(scope);
        return {
          ...base,
          income: totals.income,
          expenses: totals.expenses,
          balance: subtractAmounts(totals.income, totals.expenses),
          withoutRate: totals.withoutRate,
        };
      }
      case 'count':
        return { ...base, count: (await repo.totals({ ...scope, type: q.type })).count };
      case 'top_categories': {
        // Where the money went: the categories with their shares, and the largest single expense.
        const type = q.type ?? 'expense';
        const [items, totals, largest] = await Promise.all([
          repo.topCategories({ ...scope, type }, q.limit ?? DEFAULT_LIMIT),
          repo.totals({ ...scope, type }),
          type === 'expense' ? repo.largest({ ...scope, type }, 1) : Promise.resolve([]),
        ]);
        const whole = totalOf(totals, type);
        return {
          ...base,
          type,
          total: whole,
          items: items.map((i) => ({ ...i, share: percentOf(i.total, whole) })),
          ...(largest[0] && { biggest: largest[0] }),
          withoutRate: totals.withoutRate,
        };
      }
      case 'recent': {
        const limit = Math.min(q.limit ?? DEFAULT_LIMIT, LIST_MAX);
        if (!scope.range) return { ...base, transactions: await repo.recent({ ...scope, type: q.type }, limit) };
        // A period listed: its transactions, how many there are and (for one type) their total.
        const [transactions, totals] = await Promise.all([repo.recent({ ...scope, type: q.type }, limit), repo.totals({ ...scope, type: q.type })]);
        return {
          ...base,
          transactions,
          count: totals.count,
          ...(q.type && { total: totalOf(totals, q.type), withoutRate: totals.withoutRate }),
        };
      }
      case 'biggest': {
        const type = q.type ?? 'expense';
        const [transactions, totals] = await Promise.all([
          repo.largest({ ...scope, type }, Math.min(q.limit ?? DEFAULT_LIMIT, LIST_MAX)),
          repo.totals({ ...scope, type }),
        ]);
        return { ...base, type, transactions, withoutRate: totals.withoutRate };
      }
      case 'compare': {
        const type = q.type ?? 'expense';
        // All time has no period before it: the total alone.
        if (!q.comparePeriod) {
          const totals = await repo.totals({ ...scope, type });
          return { ...base, type, total: totalOf(totals, type), withoutRate: totals.withoutRate };
        }
        const [current, before] = await Promise.all([repo.totals({ ...scope, type }), repo.totals({ ...scope, type, range: rangeOf(q.comparePeriod) })]);
        const total = totalOf(current, type);
        const previousTotal = totalOf(before, type);
        return { ...base, type, total, previousTotal, ...change(total, previousTotal), withoutRate: current.withoutRate + before.withoutRate };
      }
      case 'average': {
        const type = q.type ?? 'expense';
        const totals = await repo.totals({ ...scope, type });
        const total = totalOf(totals, type);
        const units = unitsIn(q.period, q.per ?? 'month');
        const average = units.numerator > 0n ? divideAmount(total, units, user.preferredCurrency) : undefined;
        return { ...base, type, total, per: q.per ?? 'month', ...(average !== undefined && { average }), count: totals.count, withoutRate: totals.withoutRate };
      }
      case 'summary': {
        // The whole picture of the period, whatever category the message named.
        const whole: QueryScope = { userId: user.id, range: scope.range };
        const previous = q.comparePeriod ? rangeOf(q.comparePeriod) : undefined;
        const [current, before, items, largest] = await Promise.all([
          repo.totals(whole),
          q.comparePeriod ? repo.totals({ ...whole, type: 'expense', range: previous }) : Promise.resolve(undefined),
          repo.topCategories({ ...whole, type: 'expense' }, SUMMARY_TOP),
          repo.largest({ ...whole, type: 'expense' }, 1),
        ]);
        const versus = before ? { previousTotal: before.expenses, ...change(current.expenses, before.expenses) } : {};
        return {
          ...base,
          income: current.income,
          expenses: current.expenses,
          balance: subtractAmounts(current.income, current.expenses),
          items: items.map((i) => ({ ...i, share: percentOf(i.total, current.expenses) })),
          ...(largest[0] && { biggest: largest[0] }),
          ...versus,
          withoutRate: current.withoutRate + (before?.withoutRate ?? 0),
        };
      }
    }
  };
}

export type QueryAnswerer = ReturnType<typeof createQueryAnswerer>;
