import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@tally/shared/schemas/admin';
import { apiJson } from '../../../lib/api-client';
import { invalidateAdminData } from './admin-query-keys';

/** The changed fields as sent (the server trims, lower-cases the email and upper-cases the currency). */
export interface AdminUserChanges {
  firstName?: string;
  lastName?: string;
  /** null removes the email. */
  email?: string | null;
  preferredCurrency?: string;
  preferredLanguage?: string;
}

/** PATCH /api/admin/users/{id} with the changed fields -> the updated row (400 per field, 409 emailTaken). */
export function updateAdminUser({ id, changes }: { id: number; changes: AdminUserChanges }): Promise<AdminUser> {
  return apiJson<AdminUser>('PATCH', `/api/admin/users/${id}`, changes);
}

export function useUpdateAdminUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAdminUser, onSuccess: () => invalidateAdminData(queryClient) });
}
