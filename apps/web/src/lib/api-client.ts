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

/** A write (or any call): JSON body with a JSON content type, cookies sent. */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  return throwIfResNotOk(res);
}

/** apiRequest plus the parsed JSON answer. */
export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, path, body);
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
