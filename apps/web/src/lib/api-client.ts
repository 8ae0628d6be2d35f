/**
 * The one API client (spec section 7). JSON in and out, cookies always sent (the session is an
 * httpOnly cookie: the browser never handles a token). Every non-OK answer throws an ApiError whose
 * message is "<status>: <body text or status text>"; it also carries the server's error code and
 * field so the UI can say the matching sentence in the user's language.
 */
import type { QueryFunction } from '@tanstack/react-query';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The `code` of the server's `{ error, code, field? }` body, when it sent one. */
    readonly code: string | undefined,
    readonly field: string | undefined,
    /** Seconds from a Retry-After header (429, 503). */
    readonly retryAfter: number | undefined,
    /** For a file that could not be read (statement import): the line or entry the server named. */
    readonly line?: number,
  ) {
    super(message);
  }
}

function parseErrorBody(text: string): { code?: string; field?: string; line?: number } {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { code, field, line } = body as Record<string, unknown>;
      return {
        code: typeof code === 'string' ? code : undefined,
        field: typeof field === 'string' ? field : undefined,
        line: typeof line === 'number' && Number.isInteger(line) ? line : undefined,
      };
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the message keeps the text, there is no code.
  }
  return {};
}

/** Throws an ApiError for any non-OK response; returns the response untouched otherwise. */
export async function throwIfResNotOk(res: Response): Promise<Response> {
  if (res.ok) return res;
  const text = await res.text().catch(() => '');
  const { code, field, line } = parseErrorBody(text);
  const retryHeader = res.headers.get('retry-after');
  const retryAfter = retryHeader && /^\d+$/.test(retryHeader) ? Number(retryHeader) : undefined;
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, code, field, retryAfter, line);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /**
   * Sent as `Idempotency-Key`: the server writes once per key and answers a repeat with the first
   * answer, so a keyed write is retried (with the same key) after a lost connection or a "try again".
   * Make one per user action with newIdempotencyKey(); without a key a write is never retried.
   */
  idempotencyKey?: string;
}

/** A key for one user action (a random UUID): every retry of that action sends the same key. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // A page served over plain HTTP from another host has no randomUUID (secure contexts only).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Waits before the retries of a keyed write (a Retry-After of the answer, up to 5 s, comes first). */
export const RETRY_DELAYS_MS = [300, 1500];
const RETRY_AFTER_CAP_MS = 5000;

/** Answers after which the same keyed request may succeed: still running (409), a gateway or the database away. */
function isWorthRetrying(res: Response): Promise<boolean> {
  if (res.status === 502 || res.status === 503 || res.status === 504) return Promise.resolve(true);
  if (res.status !== 409) return Promise.resolve(false);
  return res
    .clone()
    .json()
    .then((body: unknown) => (body as { code?: unknown } | null)?.code === 'idempotencyKeyInProgress')
    .catch(() => false);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * fetch with cookies; with an idempotency key, the header and up to RETRY_DELAYS_MS.length retries
 * of the same request (same key) after a network failure or a retryable answer. Throws ApiError
 * for a non-OK final answer.
 */
export async function apiFetch(path: string, init: RequestInit, options: RequestOptions = {}): Promise<Response> {
  const { idempotencyKey } = options;
  const headers = new Headers(init.headers);
  if (idempotencyKey !== undefined) headers.set('Idempotency-Key', idempotencyKey);
  const request: RequestInit = { ...init, headers, credentials: 'include' };
  if (idempotencyKey === undefined) return throwIfResNotOk(await fetch(path, request));
  for (let attempt = 0; ; attempt++) {
    const isLast = attempt >= RETRY_DELAYS_MS.length;
    let res: Response;
    try {
      res = await fetch(path, request);
    } catch (error) {
      // A network failure (the answer may have been lost after the write): the key makes a retry safe.
      if (isLast || (error instanceof DOMException && error.name === 'AbortError')) throw error;
      await pause(RETRY_DELAYS_MS[attempt]!);
      continue;
    }
    if (isLast || !(await isWorthRetrying(res))) return throwIfResNotOk(res);
    const retryAfter = res.headers.get('retry-after');
    await pause(retryAfter && /^\d+$/.test(retryAfter) ? Math.min(Number(retryAfter) * 1000, RETRY_AFTER_CAP_MS) : RETRY_DELAYS_MS[attempt]!);
  }
}

/** A write (or any call): JSON body with a JSON content type, cookies sent. */
export function apiRequest(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<Response> {
  return apiFetch(
    path,
    {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    options,
  );
}

/** apiRequest plus the parsed JSON answer. */
export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const res = await apiRequest(method, path, body, options);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Reads: GET of the query key's segments joined by "/" (['/api/users', 5] -> /api/users/5). */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.map(String).join('/'), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
