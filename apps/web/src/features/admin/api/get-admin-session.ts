import { useQuery } from '@tanstack/react-query';
import type { Admin } from '@tally/shared/schemas/admin';
import { getQueryFn } from '../../../lib/api-client';
import { adminSessionKey } from './admin-query-keys';

/** GET /api/admin/session -> { admin } while an admin session is live; null (401) otherwise. */
export function useAdminSessionQuery() {
  return useQuery({
    queryKey: adminSessionKey,
    queryFn: getQueryFn<{ admin: Admin }>({ on401: 'returnNull' }),
    select: (data) => data?.admin ?? null,
  });
}
