/**
 * The hand-written migrations and the drizzle schema must describe the same tables: every column the
 * code queries exists in the migrated database with the same type and nullability.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { openTestDatabase } from '../../test/helpers/app';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle & { dropDatabase?: () => Promise<void> };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.dropDatabase?.();
});

const TYPE_ALIASES: Record<string, string> = {
  serial: 'integer',
  integer: 'integer',
  text: 'text',
  boolean: 'boolean',
  jsonb: 'jsonb',
  date: 'date',
  uuid: 'uuid',
  'timestamp with time zone': 'timestamp with time zone',
};

function normaliseType(drizzleType: string): string {
  if (drizzleType.startsWith('numeric')) return 'numeric';
  if (drizzleType.startsWith('varchar')) return 'character varying';
  if (drizzleType.endsWith('[]')) return 'ARRAY';
  return TYPE_ALIASES[drizzleType] ?? drizzleType;
}

describe('schema.ts and the migrations', () => {
  const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTableClass));

  it('declares every table', () => {
    expect(tables.length).toBeGreaterThanOrEqual(19);
  });

  it('matches the migrated database column by column', async () => {
    const rows = await database.sql.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
      "select table_name, column_name, data_type, is_nullable from information_schema.columns where table_schema = 'public'",
    );
    const actual = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r]));
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        const found = actual.get(key);
        expect(found, `${key} missing from the migrations`).toBeDefined();
        expect(found!.data_type, key).toBe(normaliseType(column.getSQLType()));
        expect(found!.is_nullable === 'NO', `${key} nullability`).toBe(column.notNull);
      }
    }
  });

  it('has every index schema.ts declares (names, and columns of plain indexes)', async () => {
    const rows = await database.sql.query<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where schemaname = 'public'",
    );
    const actual = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    for (const table of tables) {
      for (const index of getTableConfig(table).indexes) {
        const name = index.config.name!;
        expect(actual.get(name), `${name} missing from the migrations`).toBeDefined();
        const columns = index.config.columns.map((c) => (c as { name?: string }).name);
        if (columns.some((c) => c === undefined)) continue; // an expression index: its name is checked
        const listed = actual.get(name)!.match(/\(([^)]*)\)/)![1]!.split(',').map((c) => c.trim().replace(/"/g, ''));
        expect(listed, name).toEqual(columns);
      }
    }
  });
});
