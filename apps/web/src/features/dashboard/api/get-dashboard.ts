import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@tally/shared/dates';
import type { Dashboard } from '@tally/shared/schemas/transactions';

/** GET /api/dashboard?period=... (the key is the path; the default query function fetches it). */
export const dashboardQueryKey = (period: DashboardPeriod) => [`/api/dashboard?period=${period}`] as const;

/** The dashboard of one period; while another period loads, the previous one stays on screen. */
export function useDashboardQuery(period: DashboardPeriod) {
  return useQuery<Dashboard>({ queryKey: dashboardQueryKey(period), placeholderData: keepPreviousData });
}
