import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@tally/shared/schemas/auth';
import { apiJson } from '../../api-client';
import { invalidateTransactionData } from '../../transaction-data';
import { useSession } from '../session-context';

/** PATCH /api/users/{id}/currency -> the updated user (the server re-expresses every stored total). */
export function updateCurrency({ userId, currency }: { userId: number; currency: string }): Promise<User> {
  return apiJson<User>('PATCH', `/api/users/${userId}/currency`, { currency });
}

/** Saves the preferred currency, replaces the session's cached user and refreshes every total. */
export function useUpdateCurrencyMutation() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: updateCurrency,
    onSuccess: async (user) => {
      updateUser(user);
      await invalidateTransactionData(queryClient);
    },
  });
}
