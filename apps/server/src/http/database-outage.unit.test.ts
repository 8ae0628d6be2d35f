/**
 * The database out of reach (PostgreSQL stopped, or not yet up): every answer is a clear JSON 503
 * with Retry-After, never a 500 or a stack trace, and /api/health says the server is not ready.
 * The app is built on a real PostgreSQL client pointed at a loopback port where nothing listens.
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres, type DatabaseHandle } from '../db/client';
import type { App } from './types';
import { testConfig } from '../platform/config';
import { createMemoryRateLimiter } from '../platform/rate-limiter';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/tally`, 2);
  app = await buildApp({ config: testConfig(), database, limiter: createMemoryRateLimiter() });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const expectUnavailable = (res: { statusCode: number; headers: Record<string, unknown>; body: string; json(): unknown }) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({ error: 'The service is temporarily unavailable. Please try again.', code: 'unavailable' });
  expect(res.body).not.toMatch(/ECONNREFUSED|at .*\.(ts|js)|stack/i);
};

describe('database out of reach', () => {
  it('GET /api/health answers 503 (not ready)', async () => {
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/health' }));
  });

  it('a signed-in request (the session lookup needs the database) answers 503', async () => {
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/transactions', headers: { cookie: 'tally_session=abc' } }));
  });

  it('a chat message answers 503', async () => {
    expectUnavailable(
      await app.inject({ method: 'POST', url: '/api/chat', headers: { cookie: 'tally_session=abc' }, payload: { message: 'spent 25 on lunch' } }),
    );
  });

  it('sign-in answers 503', async () => {
    expectUnavailable(
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phoneNumber: '+12025550143', password: 'Secret-Pass1' } }),
    );
  });
});
