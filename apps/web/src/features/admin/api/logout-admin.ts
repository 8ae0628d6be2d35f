import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { forgetAdminData } from './admin-query-keys';

/** POST /api/admin/logout: ends the admin session (if any) and clears its cookie. */
export async function logoutAdmin(): Promise<void> {
  await apiRequest('POST', '/api/admin/logout');
}

export function useLogoutAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAdmin,
    // Signed out on the screen even when the call failed: the session ends by itself soon after.
    onSettled: () => forgetAdminData(queryClient),
  });
}
