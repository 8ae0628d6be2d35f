import { useMutation } from '@tanstack/react-query';
import type { User } from '@tally/shared/schemas/auth';
import { apiJson } from '../../../lib/api-client';

/** PUT /api/user/email: a new address (emailed a verification link) or null to remove it. */
export function updateEmail({ email }: { email: string | null }): Promise<User> {
  return apiJson<User>('PUT', '/api/user/email', { email });
}

export function useUpdateEmailMutation() {
  return useMutation({ mutationFn: updateEmail });
}
