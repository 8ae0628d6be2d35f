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
import { queryRows, type DatabaseHandle } from './client';

describe.skipIf(TEST_DB !== 'postgres')('a PostgreSQL connection lost in a transaction', () => {
  let database: DatabaseHandle & { dropDatabase?: () => Promise<void> };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await database.dropDatabase?.();
  });

  it('fails that transaction, not the process, and the pool goes on with new connections', async () => {
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
      await expect(attempt).rejects.toThrow();
      const [{ one }] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
      expect(one).toBe(1);
    } finally {
      await admin.end();
    }
  });
});
