import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** POST /api/auth/resend-verification: emails a fresh verification link to the account's address. */
export function resendVerification({ email }: { email: string }): Promise<{ ok: true }> {
  return apiJson<{ ok: true }>('POST', '/api/auth/resend-verification', { email });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
