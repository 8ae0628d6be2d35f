/**
 * The migration that gives existing users the new default income category "Refunds": once per user,
 * never next to a category of that name (either type, any case, or its pt/es name "Reembolsos").
 * (PGlite only: the same SQL runs on PostgreSQL at start.)
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/helpers/app';
import { MIGRATIONS_FOLDER, openPglite, type DatabaseHandle } from './client';
import { listMigrations, runMigrations } from './migrate';

const MIGRATION = '20261125081146_refunds_category.sql';

describe.skipIf(TEST_DB !== 'pglite')(`migration ${MIGRATION}`, () => {
  let database: DatabaseHandle;
  let before: string;
  beforeAll(async () => {
    before = mkdtempSync(join(tmpdir(), 'tally-migrations-'));
    for (const name of listMigrations(MIGRATIONS_FOLDER)) if (name < MIGRATION) copyFileSync(join(MIGRATIONS_FOLDER, name), join(before, name));
    database = await openPglite(null);
    await runMigrations(database.sql, before);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('adds Refunds to each user who has no category of that name', async () => {
    const q = database.sql.query.bind(database.sql);
    const user = async (phone: string) => (await q<{ id: number }>(`insert into users (phone_number, password_hash) values ($1, 'x') returning id`, [phone]))[0]!.id;
    const category = (userId: number, name: string, type: string, isDefault = false) =>
      q('insert into categories (user_id, name, type, is_default) values ($1, $2, $3, $4)', [userId, name, type, isDefault]);
    const plain = await user('+12025550110');
    await category(plain, 'Salary', 'income', true);
    await category(plain, 'Dining', 'expense', true);
    const ownPt = await user('+12025550111');
    await category(ownPt, 'Reembolsos', 'income');
    const ownExpense = await user('+12025550112');
    await category(ownExpense, ' REFUNDS ', 'expense');
    const empty = await user('+12025550113');

    await runMigrations(database.sql, MIGRATIONS_FOLDER);

    const rows = await q<{ user_id: number; name: string; type: string; is_default: boolean }>(
      `select user_id, name, type, is_default from categories where lower(trim(name)) in ('refunds', 'reembolsos') order by user_id, name`,
    );
    expect(rows).toEqual([
      { user_id: plain, name: 'Refunds', type: 'income', is_default: true },
      { user_id: ownPt, name: 'Reembolsos', type: 'income', is_default: false },
      { user_id: ownExpense, name: ' REFUNDS ', type: 'expense', is_default: false },
      { user_id: empty, name: 'Refunds', type: 'income', is_default: true },
    ]);
  });
});
