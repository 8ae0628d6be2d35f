import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, User } from '@tally/shared/schemas/auth';
import { apiJson } from '../../../lib/api-client';

/** POST /api/auth/register -> 201 { user }; the answer also sets the session cookie. */
export function register(body: RegisterBody): Promise<{ user: User }> {
  return apiJson<{ user: User }>('POST', '/api/auth/register', body);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
