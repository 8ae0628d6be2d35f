import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAdminData } from './admin-query-keys';

/** DELETE /api/admin/users/{id}: the user and every row of theirs. */
export async function deleteAdminUser(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/admin/users/${id}`);
}

export function useDeleteAdminUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdminUser, onSuccess: () => invalidateAdminData(queryClient) });
}
