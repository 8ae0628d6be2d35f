import type { Language } from '@tally/shared/languages';
import type { User } from '@tally/shared/schemas/auth';
import { apiJson } from '../../api-client';

/** POST /api/users/{id}/language: the spec's fire-and-forget call from the language switcher. */
export function postUserLanguage(userId: number, language: Language): Promise<User> {
  return apiJson<User>('POST', `/api/users/${userId}/language`, { language });
}
