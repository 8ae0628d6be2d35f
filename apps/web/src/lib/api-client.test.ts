/**
 * The data layer against a real HTTP server (node:http on a free port): the error message format of
 * spec section 7, the parsed code/field, Retry-After, and the query function's key-to-path rule.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiFetch, apiJson, apiRequest, getQueryFn, newIdempotencyKey, RETRY_DELAYS_MS } from './api-client';

let server: Server;
let base = '';
const seen: Array<{ method?: string; url?: string; contentType?: string; idempotencyKey?: string; body: string }> = [];
/** Requests per path, for the routes that fail the first times. */
const hits = new Map<string, number>();

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const idempotencyKey = request.headers['idempotency-key'];
    seen.push({ method: request.method, url: request.url, contentType: request.headers['content-type'], idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined, body: await readBody(request) });
    const hit = (hits.get(request.url ?? '') ?? 0) + 1;
    hits.set(request.url ?? '', hit);
    switch (request.url) {
      case '/drops-first':
        // The connection is cut without an answer (as when the server is killed after the write).
        if (hit === 1) {
          request.socket.destroy();
          return;
        }
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ attempt: hit }));
        return;
      case '/busy-then-ok':
        if (hit === 1) {
          response.writeHead(409, { 'content-type': 'application/json', 'retry-after': '0' });
          response.end(JSON.stringify({ error: 'still running', code: 'idempotencyKeyInProgress' }));
          return;
        }
        if (hit === 2) {
          response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' });
          response.end(JSON.stringify({ error: 'unavailable', code: 'unavailable' }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ attempt: hit }));
        return;
      case '/always-unavailable':
      case '/unavailable-unkeyed':
        response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' });
        response.end(JSON.stringify({ error: 'unavailable', code: 'unavailable' }));
        return;
      case '/json-error':
        response.writeHead(409, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'An account with this phone number already exists', code: 'phoneTaken', field: 'phoneNumber' }));
        return;
      case '/empty-error':
        response.writeHead(503, 'Service Unavailable');
        response.end();
        return;
      case '/text-error':
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<h1>Bad gateway</h1>');
        return;
      case '/limited':
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '90' });
        response.end(JSON.stringify({ error: 'Too many attempts. Please wait and try again.', code: 'rateLimited' }));
        return;
      case '/unauthorized':
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'Please sign in to continue', code: 'unauthorized' }));
        return;
      default:
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: true, url: request.url }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type', async () => {
    const result = await apiJson<{ ok: boolean }>('POST', `${base}/echo`, { phoneNumber: '+15551234567' });
    expect(result.ok).toBe(true);
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.contentType).toBe('application/json');
    expect(JSON.parse(last.body)).toEqual({ phoneNumber: '+15551234567' });
  });

  it('sends no body and no content type without a body', async () => {
    await apiRequest('POST', `${base}/logout`);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: undefined, body: '' });
  });

  it('throws "status: body text" with the parsed code and field', async () => {
    const error = await caught(apiRequest('POST', `${base}/json-error`, {}));
    expect(error.message).toBe(
      '409: {"error":"An account with this phone number already exists","code":"phoneTaken","field":"phoneNumber"}',
    );
    expect(error).toMatchObject({ status: 409, code: 'phoneTaken', field: 'phoneNumber', retryAfter: undefined });
  });

  it('uses the status text when the body is empty', async () => {
    const error = await caught(apiRequest('GET', `${base}/empty-error`));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.code).toBeUndefined();
  });

  it('keeps a non-JSON body as text, without a code', async () => {
    const error = await caught(apiRequest('GET', `${base}/text-error`));
    expect(error.message).toBe('502: <h1>Bad gateway</h1>');
    expect(error.code).toBeUndefined();
  });

  it('carries Retry-After of a 429', async () => {
    const error = await caught(apiRequest('POST', `${base}/limited`, {}));
    expect(error).toMatchObject({ status: 429, code: 'rateLimited', retryAfter: 90 });
  });
});

describe('Idempotency-Key', () => {
  const sentTo = (path: string) => seen.filter((r) => r.url === path);

  it('is sent when given, and a write whose connection was cut is retried with the same key and body', async () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const result = await apiJson<{ attempt: number }>('POST', `${base}/drops-first`, { message: 'spent 5 on coffee' }, { idempotencyKey: key });
    expect(result).toEqual({ attempt: 2 });
    const attempts = sentTo('/drops-first');
    expect(attempts.map((r) => r.idempotencyKey)).toEqual([key, key]);
    expect(attempts.map((r) => JSON.parse(r.body))).toEqual([{ message: 'spent 5 on coffee' }, { message: 'spent 5 on coffee' }]);
  });

  it('retries "still running" (409 idempotencyKeyInProgress) and 503 with the same key, then stops', async () => {
    const key = newIdempotencyKey();
    expect(await apiJson('POST', `${base}/busy-then-ok`, {}, { idempotencyKey: key })).toEqual({ attempt: 3 });
    expect(sentTo('/busy-then-ok').map((r) => r.idempotencyKey)).toEqual([key, key, key]);
    const error = await caught(apiRequest('POST', `${base}/always-unavailable`, {}, { idempotencyKey: key }));
    expect(error.status).toBe(503);
    expect(sentTo('/always-unavailable')).toHaveLength(1 + RETRY_DELAYS_MS.length);
  });

  it('a file upload (apiFetch) carries the key too; each action has its own', async () => {
    const first = newIdempotencyKey();
    const second = newIdempotencyKey();
    expect(second).not.toBe(first);
    await apiFetch(`${base}/upload`, { method: 'POST', body: 'Data,Valor' }, { idempotencyKey: first });
    await apiFetch(`${base}/upload`, { method: 'POST', body: 'Data,Valor' }, { idempotencyKey: second });
    expect(sentTo('/upload').map((r) => r.idempotencyKey)).toEqual([first, second]);
  });

  it('without a key no header is sent and nothing is retried', async () => {
    const error = await caught(apiRequest('POST', `${base}/unavailable-unkeyed`, {}));
    expect(error.status).toBe(503);
    expect(sentTo('/unavailable-unkeyed')).toEqual([expect.objectContaining({ idempotencyKey: undefined })]);
  });
});

describe('getQueryFn', () => {
  const run = (queryKey: readonly unknown[], on401: 'throw' | 'returnNull') =>
    new QueryClient().fetchQuery({ queryKey, queryFn: getQueryFn<unknown>({ on401 }), retry: false });

  it('GETs the key segments joined by "/"', async () => {
    const result = await run([`${base}/api/users`, 7, 'language'], 'throw');
    expect(result).toEqual({ ok: true, url: '/api/users/7/language' });
    expect(seen.at(-1)?.method).toBe('GET');
  });

  it('answers null for a 401 when asked to', async () => {
    expect(await run([`${base}/unauthorized`], 'returnNull')).toBeNull();
  });

  it('throws on a 401 by default', async () => {
    const error = await caught(run([`${base}/unauthorized`], 'throw'));
    expect(error.message).toBe('401: {"error":"Please sign in to continue","code":"unauthorized"}');
  });
});
