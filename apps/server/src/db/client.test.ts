/**
 * The PostgreSQL connection dying under the server (the database stopped abruptly) fails the
 * requests that needed it but never the process: here the connection of an open transaction is
 * terminated between two statements, when the pool does not listen to it. (PostgreSQL only: PGlite
 * runs in process.)
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_ADMIN_URL } from '../../test/helpers/postgres';
import { openTestDatabase, TEST_DB } from '../../test/helpers/app';
import { isDatabaseUnavailable } from '../http/error-handler';
import { queryRows, type DatabaseHandle } from './client';

describe.skipIf(TEST_DB !== 'postgres')('PostgreSQL connections', () => {
  let database: DatabaseHandle & { dropDatabase?: () => Promise<void> };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await database.dropDatabase?.();
  });

  describe('a PostgreSQL connection lost in a transaction', () => {
    it('fails that transaction as "database unavailable", not the process, and the pool goes on', async () => {
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      try {
        const attempt = database.db.transaction(async (tx) => {
          const [{ pid }] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          await admin.query('select pg_terminate_backend($1)', [pid]);
          // The socket closes while no query runs: the client emits 'error' to whoever listens.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        });
        const error = await attempt.then(() => undefined, (e: unknown) => e);
        expect(error).toBeInstanceOf(Error);
        // What the client then gets: 503 "unavailable", not a 500.
        expect(isDatabaseUnavailable(error)).toBe(true);
        const [{ one }] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
        expect(one).toBe(1);
      } finally {
        await admin.end();
      }
    });

    it('a statement running when its connection is terminated fails as "database unavailable"', async () => {
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      try {
        let terminated: Promise<unknown> = Promise.resolve();
        const attempt = database.db.transaction(async (tx) => {
          const [{ pid }] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          terminated = new Promise((r) => setTimeout(r, 200)).then(() => admin.query('select pg_terminate_backend($1)', [pid]));
          await tx.execute(sql`select pg_sleep(5)`);
        });
        const error = await attempt.then(() => undefined, (e: unknown) => e);
        await terminated;
        expect(error).toBeInstanceOf(Error);
        expect(isDatabaseUnavailable(error)).toBe(true);
      } finally {
        await admin.end();
      }
    });
  });

  describe('statements sent together on one connection', () => {

    it('run one after another, in order, without pg queueing them (deprecated in pg 8, gone in pg 9)', async () => {
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(warning.message);
      process.on('warning', onWarning);
      try {
        const answers = await database.db.transaction(async (tx) => {
          const one = (n: number) => queryRows<{ n: number; pid: number }>(tx, sql`select ${n}::int as n, pg_backend_pid() as pid from pg_sleep(0.02)`);
          return Promise.all([one(1), one(2), one(3), one(4)]);
        });
        expect(answers.map(([row]) => row!.n)).toEqual([1, 2, 3, 4]);
        expect(new Set(answers.map(([row]) => row!.pid)).size).toBe(1);
        // A failed statement does not stop the ones queued after it (the transaction itself then fails).
        const failed = await database.db
          .transaction(async (tx) => Promise.allSettled([tx.execute(sql`select 1/0`), tx.execute(sql`select 1`)]))
          .then((results) => results.map((r) => r.status));
        expect(failed).toEqual(['rejected', 'rejected']);
        await new Promise((resolve) => setImmediate(resolve));
        expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
      } finally {
        process.off('warning', onWarning);
      }
    });
  });
});
