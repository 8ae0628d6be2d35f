import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** DELETE /api/users/{id} with the password: removes the account and all of its data; the session ends. */
export function deleteAccount({ userId, password }: { userId: number; password: string }): Promise<{ ok: true }> {
  return apiJson<{ ok: true }>('DELETE', `/api/users/${userId}`, { password });
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
