/**
 * Turns a failed call into the sentence the user reads, in their language: the catalog text for the
 * server's error code when it names a specific problem, otherwise the caller's fallback (the spec's
 * "Failed to ..." texts). A 429 adds when to try again; a failed connection says so.
 */
import type { ErrorCode } from '@tally/shared/errors';
import { ApiError } from './api-client';
import { i18n } from './i18n/i18n';

/** Codes too generic to tell the user anything; the feature's own fallback says more. */
const GENERIC_CODES: ReadonlySet<ErrorCode> = new Set(['notFound', 'internal', 'badRequest', 'validation', 'unavailable']);

/** The server's error code when the catalogs know it (they hold every ErrorCode; see the catalog tests). */
export function getErrorCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  return i18n.exists(`errors:${error.code}`) ? (error.code as ErrorCode) : undefined;
}

export function getErrorText(error: unknown, fallback: string): string {
  const t = i18n.t;
  // fetch itself failed (offline, server down): no answer to read.
  if (error instanceof TypeError) return t('errors:network');
  const code = getErrorCode(error);
  if (!code || GENERIC_CODES.has(code)) return fallback;
  // A statement that could not be read names the line ("Line 12: the date could not be read.").
  const line = error instanceof ApiError ? error.line : undefined;
  const text = line === undefined ? t(`errors:${code}`) : t(`errors:${code}`, { line });
  if (code === 'rateLimited' && error instanceof ApiError && error.retryAfter) {
    const minutes = Math.max(1, Math.ceil(error.retryAfter / 60));
    return `${text} ${t('errors:retryAfterMinutes', { count: minutes })}`;
  }
  return text;
}
