/**
 * The admin area's constants and small rules, shared by the server and the web app. No zod here, so
 * the browser can import them without the schemas (see schemas/admin.ts for the API shapes).
 */

/** Spec section 9: admin tables show 10 rows per page. */
export const ADMIN_PAGE_SIZE = 10;
/** Spec section 9: a user is active when last active within this many days. */
export const ACTIVE_USER_DAYS = 30;
/** Spec section 9: top-5 lists in the overview. */
export const ADMIN_TOP_N = 5;
/** How many of the most frequent not-understood messages the analytics answer lists. */
export const NOT_UNDERSTOOD_TOP_N = 10;
/** Analytics windows the operator can choose, in days. */
export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];

/** Sortable user columns: an allowlist, mapped to fixed SQL on the server (never interpolated). */
export const ADMIN_USER_SORTS = [
  'id',
  'phone',
  'email',
  'name',
  'currency',
  'language',
  'transactionCount',
  'createdAt',
  'lastActiveAt',
] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** Message feedback, beta feedback and support messages live in three tables. */
export const FEEDBACK_SOURCES = ['message', 'beta', 'support'] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

/**
 * The spec's admin form edits firstName and lastName; the user has one `name`. Read: the first word
 * and the rest. Write: joined with one space (an empty result removes the name).
 */
export function splitName(name: string | null): { firstName: string; lastName: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

export function joinName(firstName: string, lastName: string): string | null {
  const joined = [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
  return joined === '' ? null : joined;
}

/** Spec section 4: Error if an error occurred, else Needs Clarification if flagged, else Success. */
export type ChatStatus = 'error' | 'needs_clarification' | 'success';
export function chatStatus(row: { errorOccurred: boolean; needsClarification: boolean }): ChatStatus {
  if (row.errorOccurred) return 'error';
  if (row.needsClarification) return 'needs_clarification';
  return 'success';
}

/** Spec section 9: red above 2000 ms, grey above 1000 ms, otherwise default. */
export function responseTimeLevel(ms: number): 'slow' | 'medium' | 'fast' {
  if (ms > 2000) return 'slow';
  if (ms > 1000) return 'medium';
  return 'fast';
}
