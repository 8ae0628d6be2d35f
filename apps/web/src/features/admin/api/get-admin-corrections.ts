import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsWindow } from '@tally/shared/admin';
import type { AdminCorrections } from '@tally/shared/schemas/admin';
import { withQuery } from './admin-query-keys';

/** GET /api/admin/analytics/corrections?days: correction rate per language and the most corrected phrasings. */
export function useAdminCorrectionsQuery(params: { days: AnalyticsWindow }) {
  return useQuery<AdminCorrections>({
    queryKey: [withQuery('/api/admin/analytics/corrections', params)],
    placeholderData: keepPreviousData,
  });
}
