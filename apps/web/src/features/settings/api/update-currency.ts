import { useMutation } from '@tanstack/react-query';
import type { User } from '@tally/shared/schemas/auth';
import { apiJson } from '../../../lib/api-client';

/** PATCH /api/users/{id}/currency: answers the updated user (totals are re-expressed on the server). */
export function updateCurrency({ userId, currency }: { userId: number; currency: string }): Promise<User> {
  return apiJson<User>('PATCH', `/api/users/${userId}/currency`, { currency });
}

export function useUpdateCurrencyMutation() {
  return useMutation({ mutationFn: updateCurrency });
}
