import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tally/shared/languages';

/** localStorage key of the language chosen on a signed-out screen (spec section 4). */
export const LANGUAGE_STORAGE_KEY = 'financial-app-language';

/**
 * Spec section 4: the stored user's preferred language, then the stored choice, then the browser's
 * languages (first supported one, by its primary subtag: pt-BR -> pt), then English.
 */
export function resolveLanguage(sources: {
  userLanguage?: string | null;
  storedLanguage?: string | null;
  browserLanguages?: readonly string[];
}): Language {
  if (sources.userLanguage && isLanguage(sources.userLanguage)) return sources.userLanguage;
  if (sources.storedLanguage && isLanguage(sources.storedLanguage)) return sources.storedLanguage;
  for (const tag of sources.browserLanguages ?? []) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
