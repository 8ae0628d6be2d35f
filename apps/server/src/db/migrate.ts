/**
 * Applies the timestamp-named SQL files of ./migrations in name order, each in its own transaction,
 * and records them in schema_migrations. Append-only: a file, once applied anywhere, is never edited.
 * (Plain files rather than drizzle-kit's journal, so parallel branches never conflict on one index.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SqlRunner {
  /** Runs one or more statements with no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs a query and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn inside one transaction on one connection. */
  transaction(fn: (runner: Pick<SqlRunner, 'exec' | 'query'>) => Promise<void>): Promise<void>;
}

const NAME_RE = /^\d{14}_[a-z0-9_]+\.sql$/;

export function listMigrations(folder: string): string[] {
  const files = readdirSync(folder).filter((f) => f.endsWith('.sql'));
  for (const f of files) if (!NAME_RE.test(f)) throw new Error(`Migration ${f} is not named YYYYMMDDHHMMSS_name.sql`);
  return files.sort();
}

/** Instances migrating one PostgreSQL database at once take turns on this advisory lock. */
const MIGRATION_LOCK = 4242000;

export async function runMigrations(runner: SqlRunner, folder: string): Promise<string[]> {
  // Under the lock too: two `create table if not exists` at the same moment collide in the catalog
  // (a unique violation on pg_type), which would stop one of two instances starting together.
  await runner.transaction(async (tx) => {
    await tx.exec(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  });
  const applied = new Set((await runner.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
  const done: string[] = [];
  for (const name of listMigrations(folder)) {
    if (applied.has(name)) continue;
    const sql = readFileSync(join(folder, name), 'utf8').replaceAll('--> statement-breakpoint', '');
    let isApplied = false;
    await runner.transaction(async (tx) => {
      // Another instance may be migrating the same PostgreSQL: the lock makes them take turns.
      await tx.exec(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      const again = await tx.query<{ name: string }>('select name from schema_migrations where name = $1', [name]);
      if (again.length > 0) return;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      isApplied = true;
    });
    // Only what this call applied (another instance may have done the rest).
    if (isApplied) done.push(name);
  }
  return done;
}
