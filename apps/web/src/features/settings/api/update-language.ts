import { useMutation } from '@tanstack/react-query';
import type { Language } from '@tally/shared/languages';
import type { User } from '@tally/shared/schemas/auth';
import { apiJson } from '../../../lib/api-client';

/** PATCH /api/users/{id}/language: answers the updated user. */
export function updateLanguage({ userId, language }: { userId: number; language: Language }): Promise<User> {
  return apiJson<User>('PATCH', `/api/users/${userId}/language`, { language });
}

export function useUpdateLanguageMutation() {
  return useMutation({ mutationFn: updateLanguage });
}
