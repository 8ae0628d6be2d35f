import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsWindow } from '@tally/shared/admin';
import type { AdminAnalytics } from '@tally/shared/schemas/admin';
import { withQuery } from './admin-query-keys';

/** GET /api/admin/analytics?page&days: the window's summary and one page of chat rows. */
export function useAdminAnalyticsQuery(params: { page: number; days: AnalyticsWindow }) {
  return useQuery<AdminAnalytics>({
    queryKey: [withQuery('/api/admin/analytics', params)],
    placeholderData: keepPreviousData,
  });
}
