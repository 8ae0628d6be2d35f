import { ApiError } from '../../lib/api-client';

/** Spec section 8: after a failed password change that points at the session, a second toast follows. */
export const SESSION_ISSUE_DELAY_MS = 2000;

/**
 * The spec's rule (the error message mentions "User not found" or "log out"), plus a 401: the session
 * this page runs on has ended, for which the same advice holds.
 */
export function isSessionIssue(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : '';
  return message.includes('User not found') || message.includes('log out');
}
