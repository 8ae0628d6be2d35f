/**
 * A real app on a real database for one test file: PGlite from the migrated dump, or a fresh copy of
 * the PostgreSQL template, chosen by TEST_DB. Requests go through app.inject (no port).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client';
import { testConfig, type Config } from '../../src/platform/config';
import { createMemoryRateLimiter, scaleRateLimiter, type RateLimiter } from '../../src/platform/rate-limiter';
import type { App } from '../../src/http/types';
import { ensureConfiguredAdmin } from '../../src/modules/admin/admin-accounts.service';
import { POSTGRES_ADMIN_URL, postgresUrl } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
    pgPrefix: string;
  }
}

export const TEST_DB = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export async function openTestDatabase(): Promise<DatabaseHandle & { dropDatabase?: () => Promise<void> }> {
  if (TEST_DB === 'postgres') {
    const name = `${inject('pgPrefix')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const handle = openPostgres(postgresUrl(name), 5);
    return {
      ...handle,
      async dropDatabase() {
        const a = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteDump'));
  return openPglite(null, new Blob([dump]));
}

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** The app's rate limiter (tests of limits and concurrency slots). */
  limiter: RateLimiter;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A fixed or moving clock for the app. */
  now?: () => Date;
  /** Where the app's log lines go (with a LOG_LEVEL override: tests silence them otherwise). */
  logStream?: { write(line: string): void };
}

export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  // As at start (main.ts): RATE_LIMIT_SCALE among the overrides multiplies every limit.
  const limiter = scaleRateLimiter(createMemoryRateLimiter(), config.RATE_LIMIT_SCALE);
  const app = await buildApp({ config, database, limiter, now: options.now, logStream: options.logStream });
  await app.ready();
  // As at start (main.ts): ADMIN_USERNAME / ADMIN_PASSWORD among the overrides make that account.
  await ensureConfiguredAdmin(database.db, config);
  return {
    app,
    database,
    config,
    limiter,
    async close() {
      await app.close();
      await limiter.close();
      await database.close();
      await database.dropDatabase?.();
    },
  };
}

/** A distinct client address per call, so per-address rate limits don't couple unrelated tests. */
export function randomAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * A valid US phone number, never the same twice in a test process: a counter from a random start. (Numbers picked at
 * random collided now and then: CI once failed a registration with "phoneTaken".)
 */
let phoneSerial = randomInt(0, 4_000_000);
export function uniquePhone(): string {
  phoneSerial += 1;
  return `+1201${2 + (Math.floor(phoneSerial / 1_000_000) % 8)}${String(phoneSerial % 1_000_000).padStart(6, '0')}`;
}

export const PASSWORD = 'Secret-Pass1';

export interface TestUser {
  id: number;
  phoneNumber: string;
  email: string;
  cookie: string;
  /** Headers for requests as this user. */
  headers: { cookie: string };
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith('tally_session='));
  if (!found) throw new Error('no session cookie set');
  return found.split(';')[0]!;
}

export async function registerUser(
  app: App,
  body: Partial<{ name: string; email: string; phoneNumber: string; preferredCurrency: string; preferredLanguage: string; timezone: string; password: string }> = {},
): Promise<TestUser> {
  const phoneNumber = body.phoneNumber ?? uniquePhone();
  const email = body.email ?? `u${phoneNumber.replace(/\D/g, '')}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: randomAddress(),
    payload: { name: 'Test Person', password: PASSWORD, ...body, phoneNumber, email },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieFrom(res.headers['set-cookie']);
  return { id: res.json().user.id, phoneNumber: res.json().user.phoneNumber, email, cookie, headers: { cookie } };
}

/** POST /api/auth/login from a fresh client address (the answer, for status and cookie checks). */
export function loginAs(app: App, phoneNumber: string, password = PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: randomAddress(), payload: { phoneNumber, password } });
}

/** Another session of `user`, as from a second device: its cookie. */
export async function secondSession(app: App, user: TestUser): Promise<string> {
  return sessionCookieFrom((await loginAs(app, user.phoneNumber)).headers['set-cookie']);
}
