import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Admin, AdminLoginBody } from '@tally/shared/schemas/admin';
import { apiJson } from '../../../lib/api-client';
import { adminSessionKey } from './admin-query-keys';

/** POST /api/admin/login -> { admin } (401 adminInvalidCredentials, 429 rateLimited with Retry-After). */
export function loginAdmin(body: AdminLoginBody): Promise<{ admin: Admin }> {
  return apiJson<{ admin: Admin }>('POST', '/api/admin/login', body);
}

export function useLoginAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: (data) => queryClient.setQueryData(adminSessionKey, data),
  });
}
