/**
 * Several instances starting at once on one empty PostgreSQL database all migrate it: they take turns
 * and each migration is applied once. (PostgreSQL only: an embedded database has one process.) The
 * same with real server processes: test/several-instances.test.ts.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { POSTGRES_ADMIN_URL, postgresUrl } from '../../test/helpers/postgres';
import { TEST_DB } from '../../test/helpers/app';
import { MIGRATIONS_FOLDER, openPostgres } from './client';
import { listMigrations } from './migrate';

async function admin(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(TEST_DB !== 'postgres')('migrating one empty PostgreSQL database from several instances at once', () => {
  it('every instance succeeds and each migration is applied once', { timeout: 60_000 }, async () => {
    const name = `${inject('pgPrefix')}_migrate_${randomBytes(3).toString('hex')}`;
    await admin(`create database ${name}`);
    const handles = [0, 1, 2].map(() => openPostgres(postgresUrl(name), 2));
    try {
      const results = await Promise.allSettled(handles.map((h) => h.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const applied = await handles[0]!.sql.query<{ name: string }>('select name from schema_migrations order by name');
      expect(applied.map((r) => r.name)).toEqual(listMigrations(MIGRATIONS_FOLDER));
      // Between them they applied each file once: what one did, the others found done.
      const done = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
      expect(done.sort()).toEqual(listMigrations(MIGRATIONS_FOLDER));
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
