import { useMutation } from '@tanstack/react-query';
import type { LoginBody, User } from '@tally/shared/schemas/auth';
import { apiJson } from '../../../lib/api-client';

/** POST /api/auth/login -> { user } (401 invalidCredentials, 429 rateLimited with Retry-After). */
export function login(body: LoginBody): Promise<{ user: User }> {
  return apiJson<{ user: User }>('POST', '/api/auth/login', body);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
