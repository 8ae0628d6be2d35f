import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** PATCH /api/users/{id}/password: checks the current password; every other session ends. */
export function changePassword({ userId, currentPassword, newPassword }: { userId: number; currentPassword: string; newPassword: string }) {
  return apiJson<{ ok: true }>('PATCH', `/api/users/${userId}/password`, { currentPassword, newPassword });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
