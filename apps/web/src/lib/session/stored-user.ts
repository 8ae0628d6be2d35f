/**
 * The signed-in user cached in localStorage (spec: key `financebot_user`). It is only a UI cache for
 * the first paint, language and currency: the session cookie decides what the server allows, and
 * GET /api/auth/me confirms or clears this entry on every start.
 */
import type { User } from '@tally/shared/schemas/auth';

export const USER_STORAGE_KEY = 'financebot_user';

function isUserShaped(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.phoneNumber === 'string' &&
    typeof v.preferredLanguage === 'string' &&
    typeof v.preferredCurrency === 'string'
  );
}

/** The cached user, or null. A corrupt entry is removed. */
export function readStoredUser(): User | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isUserShaped(parsed)) return parsed;
  } catch {
    // fall through: discard
  }
  clearStoredUser();
  return null;
}

export function writeStoredUser(user: User): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage unavailable: the session still works, only the next first paint is slower.
  }
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
