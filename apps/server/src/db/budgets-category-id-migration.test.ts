/**
 * The migration that points budgets at categories by id, on rows written before it: names in any
 * case, a synonym, a category renamed since (its name matches nothing), duplicates of one active
 * budget, and duplicate alert rows. (PGlite only: the same SQL runs on PostgreSQL at start.)
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test/helpers/app';
import { MIGRATIONS_FOLDER, openPglite, type DatabaseHandle } from './client';
import { listMigrations, runMigrations } from './migrate';

const MIGRATION = '20261125040529_budgets_category_id.sql';

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

  it('backfills category_id by name and synonym, keeps budgets of renamed categories, leaves one active budget per category and period', async () => {
    const q = database.sql.query.bind(database.sql);
    const [user] = await q<{ id: number }>(`insert into users (phone_number, password_hash) values ('+12025550100', 'x') returning id`);
    const [other] = await q<{ id: number }>(`insert into users (phone_number, password_hash) values ('+12025550101', 'x') returning id`);
    const category = async (userId: number, name: string, type = 'expense') =>
      (await q<{ id: number }>('insert into categories (user_id, name, type) values ($1, $2, $3) returning id', [userId, name, type]))[0]!.id;
    const dining = await category(user!.id, 'Dining');
    const bills = await category(user!.id, 'Bills');
    const food = await category(user!.id, 'Food'); // was "Dining" once; renamed
    await category(user!.id, 'Travel', 'income'); // same name, wrong type: never matched
    const othersDining = await category(other!.id, 'Dining');
    const budget = async (userId: number, name: string, period = 'monthly', active = true, updated = '2026-11-01') =>
      (
        await q<{ id: number }>(
          'insert into budgets (user_id, category, amount, period, is_active, updated_at) values ($1, $2, 10, $3, $4, $5) returning id',
          [userId, name, period, active, updated],
        )
      )[0]!.id;
    const byName = await budget(user!.id, ' dining ', 'weekly');
    const bySynonym = await budget(user!.id, 'utilities');
    const older = await budget(user!.id, 'Bills', 'monthly', true, '2026-10-01'); // duplicate of bySynonym, older
    const renamed = await budget(user!.id, 'Entertainment');
    const travel = await budget(user!.id, 'Travel', 'yearly');
    const others = await budget(other!.id, 'DINING');
    await q(`insert into budget_alerts (budget_id, user_id, alert_type, threshold, last_triggered) values
      ($1, $2, 'warning', 80, '2026-11-02'), ($1, $2, 'warning', 80, '2026-11-05'), ($1, $2, 'exceeded', 100, null)`, [byName, user!.id]);

    await runMigrations(database.sql, MIGRATIONS_FOLDER);

    const rows = await q<{ id: number; category_id: number; is_active: boolean; name: string; type: string }>(
      'select b.id, b.category_id, b.is_active, c.name, c.type from budgets b join categories c on c.id = b.category_id order by b.id',
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(byName)).toMatchObject({ category_id: dining, is_active: true });
    expect(byId.get(bySynonym)).toMatchObject({ category_id: bills, is_active: true });
    expect(byId.get(older)).toMatchObject({ category_id: bills, is_active: false });
    expect(byId.get(others)).toMatchObject({ category_id: othersDining });
    // No category of that name any more: one is made again (an expense one), so the budget is kept.
    expect(byId.get(renamed)).toMatchObject({ name: 'Entertainment', type: 'expense', is_active: true });
    expect(byId.get(travel)).toMatchObject({ name: 'Travel', type: 'expense' });
    expect(rows.some((r) => r.category_id === food)).toBe(false);
    const columns = await q<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'budgets'");
    expect(columns.map((c) => c.column_name)).not.toContain('category');

    const alerts = await q<{ alert_type: string; last_triggered: Date | null }>('select alert_type, last_triggered from budget_alerts order by alert_type');
    expect(alerts.map((a) => [a.alert_type, a.last_triggered?.toISOString().slice(0, 10) ?? null])).toEqual([
      ['exceeded', null],
      ['warning', '2026-11-05'],
    ]);
    // The rule now holds in the database.
    await expect(q('update budgets set is_active = true where id = $1', [older])).rejects.toThrow();
  });
});
