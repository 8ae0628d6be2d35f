/**
 * The backup and restore commands docs/deployment.md gives, run as real processes: data made through
 * the API, backed up, restored into a new database (a new PGlite folder with `npm run db:restore`,
 * or a new PostgreSQL database with pg_restore), and read back through the API of an app on the
 * restored database: the user, the same session cookie, transactions and budgets.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client';
import type { App } from '../src/http/types';
import { testConfig } from '../src/platform/config';
import { createMemoryRateLimiter } from '../src/platform/rate-limiter';
import { PASSWORD, registerUser, TEST_DB, type TestUser } from './helpers/app';
import { POSTGRES_ADMIN_URL, postgresUrl } from './helpers/postgres';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'tally-backup-restore-'));
const createdDatabases: string[] = [];

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const name of createdDatabases) await adminQuery(`drop database if exists ${name} with (force)`);
  rmSync(work, { recursive: true, force: true });
});

async function withApp<T>(database: DatabaseHandle, fn: (app: App) => Promise<T>): Promise<T> {
  const app = await buildApp({ config: testConfig(), database, limiter: createMemoryRateLimiter() });
  try {
    return await fn(app);
  } finally {
    await app.close();
    await database.close();
  }
}

/** A user with a transaction and a budget, made through the API. */
async function makeData(app: App): Promise<TestUser> {
  const user = await registerUser(app, { name: 'Backed Up' });
  const created = await app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: user.headers,
    payload: { type: 'expense', amount: '1234.56', currency: 'USD', description: 'Before the backup', category: 'Groceries', transactionDate: '2026-11-20' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const budget = await app.inject({ method: 'POST', url: '/api/budgets', headers: user.headers, payload: { category: 'Groceries', amount: '1500.00', period: 'monthly' } });
  expect(budget.statusCode, budget.body).toBe(201);
  return user;
}

/** What the restored database must answer through the API, with the session made before the backup. */
async function expectDataBack(app: App, user: TestUser) {
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
  expect(me.statusCode, me.body).toBe(200);
  expect(me.json().user).toMatchObject({ id: user.id, name: 'Backed Up', phoneNumber: user.phoneNumber });
  const list = await app.inject({ method: 'GET', url: '/api/transactions', headers: user.headers });
  expect(list.json().transactions.map((t: { description: string; amount: string; category: string }) => [t.description, t.amount, t.category])).toEqual([
    ['Before the backup', '1234.56', 'Groceries'],
  ]);
  const budgets = await app.inject({ method: 'GET', url: `/api/budgets/${user.id}`, headers: user.headers });
  expect(budgets.json().map((b: { category: string; amount: string; period: string }) => [b.category, b.amount, b.period])).toEqual([['Groceries', '1500.00', 'monthly']]);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phoneNumber: user.phoneNumber, password: PASSWORD } });
  expect(login.statusCode).toBe(200);
}

describe.skipIf(TEST_DB !== 'pglite')('backing up and restoring the embedded database with the documented commands', () => {
  it('npm run db:backup, then npm run db:restore into a new folder: an app there answers with the same data and session', { timeout: 180_000 }, async () => {
    const original = join(work, 'original');
    const restored = join(work, 'restored');
    const file = join(work, 'tally-backup.tar.gz');
    // From the migrated test database, so the folder needs no migrations of its own.
    const user = await withApp(await openPglite(original, new Blob([readFileSync(inject('pgliteDump'))])), makeData);

    const env = { ...process.env, DATABASE_URL: '' };
    const backup = await run('npm', ['run', '--silent', 'db:backup', '-w', '@tally/server', '--', file], { cwd: REPO_ROOT, env: { ...env, DATA_DIR: original } });
    expect(backup.stdout).toContain(`Backed up ${original} to ${file}`);
    expect(statSync(file).size).toBeGreaterThan(1000);
    const restore = await run('npm', ['run', '--silent', 'db:restore', '-w', '@tally/server', '--', file], { cwd: REPO_ROOT, env: { ...env, DATA_DIR: restored } });
    expect(restore.stdout).toContain(`Restored ${file} into ${restored}`);

    await withApp(await openPglite(restored), (app) => expectDataBack(app, user));
  });
});

describe.skipIf(TEST_DB !== 'postgres')('backing up and restoring PostgreSQL with the documented commands', () => {
  it('pg_dump, then pg_restore into a new database: an app there answers with the same data and session', { timeout: 180_000 }, async () => {
    const suffix = randomBytes(3).toString('hex');
    const [source, target] = [`${inject('pgPrefix')}_bk_${suffix}`, `${inject('pgPrefix')}_rs_${suffix}`];
    createdDatabases.push(source, target);
    await adminQuery(`create database ${source} template ${inject('pgTemplate')}`);
    const user = await withApp(openPostgres(postgresUrl(source), 2), makeData);

    const file = join(work, 'tally.dump');
    await run('pg_dump', ['--format=custom', `--file=${file}`, postgresUrl(source)]);
    await adminQuery(`create database ${target}`);
    await run('pg_restore', ['--no-owner', `--dbname=${postgresUrl(target)}`, file]);

    const database = openPostgres(postgresUrl(target), 2);
    // The restored schema is current: starting on it applies nothing.
    expect(await database.migrate()).toEqual([]);
    await withApp(database, (app) => expectDataBack(app, user));
  });
});
