import { useQuery } from '@tanstack/react-query';
import type { User } from '@tally/shared/schemas/auth';
import { getQueryFn } from '../../api-client';

export const meQueryKey = ['/api/auth/me'] as const;

/** GET /api/auth/me: the session's user, or null when signed out (401). */
export function useMeQuery() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: getQueryFn<{ user: User }>({ on401: 'returnNull' }),
    select: (data) => data?.user ?? null,
  });
}
