import { addMonths, dateInTimezone, monthRange, periodRange, type DashboardPeriod } from '@tally/shared/dates';
import { percentOf, subtractAmounts } from '@tally/shared/money';
import type { Dashboard } from '@tally/shared/schemas/transactions';
import type { Database } from '../../db/client';
import type { UserRow } from '../../http/access';
import { toTransactionView } from '../transactions/transactions.view';
import { createDashboardRepository } from './dashboard.repository';

/** Months shown in the income-versus-expenses chart, ending with the current one. */
const SERIES_MONTHS = 6;

export function createDashboardService(db: Database, now: () => Date = () => new Date()) {
  const repo = createDashboardRepository(db);

  return {
    async get(user: UserRow, periodKey: DashboardPeriod): Promise<Dashboard> {
      const today = dateInTimezone(now(), user.timezone);
      const period = periodRange(periodKey, today);
      const tagMonth = monthRange(today);
      const seriesStart = monthRange(addMonths(today, -(SERIES_MONTHS - 1))).start;
      const [agg, listed] = await Promise.all([
        repo.aggregates(user.id, period, tagMonth, seriesStart, tagMonth.end),
        repo.listed(user.id, period, tagMonth),
      ]);

      const totalsByType = { income: agg.income, expense: agg.expenses };
      const withShare = agg.byCategory.map((c) => ({
        type: c.type,
        categoryId: c.categoryId,
        name: c.name,
        total: c.total,
        share: percentOf(c.total, totalsByType[c.type]),
      }));
      const strip = ({ type: _type, ...rest }: (typeof withShare)[number]) => rest;
      const net = subtractAmounts(agg.income, agg.expenses);

      // Every month of the series, including months with nothing recorded.
      const monthly = Array.from({ length: SERIES_MONTHS }, (_, i) => {
        const month = addMonths(seriesStart, i).slice(0, 7);
        return agg.monthly.find((m) => m.month === month) ?? { month, income: '0.00', expenses: '0.00' };
      });

      return {
        period: { key: periodKey, start: period?.start ?? null, end: period?.end ?? null },
        currency: user.preferredCurrency,
        totals: { income: agg.income, expenses: agg.expenses, balance: net, net },
        withoutRate: agg.withoutRate,
        topCategories: {
          income: withShare.filter((c) => c.type === 'income').slice(0, 5).map(strip),
          expense: withShare.filter((c) => c.type === 'expense').slice(0, 5).map(strip),
        },
        byCategory: withShare.filter((c) => c.type === 'expense').map(strip),
        recent: listed.filter((r) => r.kind === 'recent').map(toTransactionView),
        tags: {
          month: tagMonth,
          ranking: agg.tags,
          recentTagged: listed.filter((r) => r.kind === 'tagged').map(toTransactionView),
        },
        monthly,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
