import { useQuery } from '@tanstack/react-query';
import type { UpcomingResponse } from '@tally/shared/schemas/recurring';

/** The window the page and the dashboard card show. */
export const UPCOMING_DAYS = 30;

/** GET /api/recurring/upcoming?days=N: the occurrences due in the next N days and the month's committed total. */
export const upcomingQueryKey = (days: number) => [`/api/recurring/upcoming?days=${days}`] as const;

export function useUpcomingQuery(days: number = UPCOMING_DAYS) {
  return useQuery<UpcomingResponse>({ queryKey: upcomingQueryKey(days) });
}
