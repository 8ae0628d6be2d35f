import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export interface ResetPasswordBody {
  token: string;
  newPassword: string;
}

/** POST /api/auth/reset-password: sets a new password with the emailed single-use token. */
export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return apiJson<unknown>('POST', '/api/auth/reset-password', body);
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
