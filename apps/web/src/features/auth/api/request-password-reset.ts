import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export interface RequestPasswordResetBody {
  email: string;
}

/** POST /api/auth/request-password-reset: emails a reset link when the address belongs to a verified account. */
export function requestPasswordReset(body: RequestPasswordResetBody): Promise<unknown> {
  return apiJson<unknown>('POST', '/api/auth/request-password-reset', body);
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
