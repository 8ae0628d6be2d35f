import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserSort, SortOrder } from '@tally/shared/admin';
import type { AdminUserList } from '@tally/shared/schemas/admin';
import { withQuery } from './admin-query-keys';

export interface AdminUsersParams {
  page: number;
  sort: AdminUserSort;
  order: SortOrder;
}

/** GET /api/admin/users?page&sort&order: 10 users a page, sorted on the server. */
export function useAdminUsersQuery(params: AdminUsersParams) {
  return useQuery<AdminUserList>({
    queryKey: [withQuery('/api/admin/users', { page: params.page, sort: params.sort, order: params.order })],
    placeholderData: keepPreviousData,
  });
}
