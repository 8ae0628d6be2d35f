import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@tally/shared/schemas/admin';

/** GET /api/admin/stats: the overview figures. */
export function useAdminStatsQuery() {
  return useQuery<AdminStats>({ queryKey: ['/api/admin/stats'] });
}
