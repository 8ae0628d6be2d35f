/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR.
 * Both speak the same SQL and run the same migrations. Only this process may open a PGlite folder
 * (PGlite does not lock it), which is why migrations run in process at start.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PoolStats } from '../platform/metrics';
import { lockDataDir } from './data-dir-lock';
import { runMigrations, type SqlRunner } from './migrate';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

/** The PostgreSQL error under a driver or drizzle wrapper (e.g. code 23505 for a unique violation). */
export function getPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i++) {
    const e = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint };
    current = e.cause;
  }
  return undefined;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function isUniqueViolation(error: unknown): boolean {
  return getPgError(error)?.code === '23505';
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; returns their names. */
  migrate(): Promise<string[]>;
  /** Raw SQL, for migrations and tools. */
  sql: SqlRunner;
  /** The connections now: open, idle and queries waiting for one (the metrics read it at each scrape). */
  poolStats(): PoolStats;
  /** PostgreSQL only: the connection string, for a thread that opens its own connections (export workers). */
  url?: string;
  /** PGlite only: the whole data folder as a gzipped tarball (backups, test fixtures). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Statements sent on one connection while another runs wait here, in order, instead of in pg's own
 * queue, which pg 8 deprecates (with a warning) and pg 9 removes. That happens inside a request's
 * transaction (db/ambient-transaction.ts): the reads a service runs together (`Promise.all`) share
 * the transaction's one connection. Callback and streaming (submittable) calls go straight through.
 */
export function serializeQueries(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  const queued = (...args: unknown[]): unknown => {
    const first = args[0] as { submit?: unknown } | null | undefined;
    const direct = typeof args.at(-1) === 'function' || (typeof first === 'object' && first !== null && typeof first.submit === 'function');
    if (direct) return query(...args);
    const run = previous.then(() => query(...args));
    previous = run.catch(() => undefined);
    return run;
  };
  Object.assign(client, { query: queued });
}

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server (a restart) must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one (a transaction between two statements): the pool listens only to idle
  // clients. The client's queries fail (503) and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    serializeQueries(client);
  });
  const db = drizzlePg(pool, { schema }) satisfies Database;
  const runner: SqlRunner = {
    exec: async (text) => {
      await pool.query(text);
    },
    query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await fn({
          exec: async (text) => {
            await client.query(text);
          },
          query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
        });
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  };
  return {
    db,
    kind: 'postgres',
    url,
    sql: runner,
    migrate: () => runMigrations(runner, MIGRATIONS_FOLDER),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    close: () => pool.end(),
  };
}

/**
 * PGlite is one connection: every query, exec and transaction queues on one lock
 * (`_runExclusiveTransaction`, through which all three pass once, whatever drizzle or our runner
 * calls). Counting the operations inside it gives what a pool's figures mean here: whether the
 * connection is busy and how many wait. Returns the count now; without that method (a PGlite
 * upgrade that renamed it) nothing is wrapped and the count stays 0.
 */
function countPgliteOperations(client: PGlite): () => number {
  let running = 0;
  const exclusive = client._runExclusiveTransaction as PGlite['_runExclusiveTransaction'] | undefined;
  if (typeof exclusive !== 'function') return () => 0;
  const original = exclusive.bind(client);
  client._runExclusiveTransaction = async <T>(fn: () => Promise<T>): Promise<T> => {
    running += 1;
    try {
      return await original(fn);
    } finally {
      running -= 1;
    }
  };
  return () => running;
}

/** `dataDir` null keeps the database in memory; `loadDataDir` starts from a dump (tests). */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob | File): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ?? undefined, loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    unlock();
    throw error;
  }
  const countOperations = countPgliteOperations(client);
  const db = drizzlePglite(client, { schema }) satisfies Database;
  const runner: SqlRunner = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    transaction: async (fn) => {
      await client.transaction(async (tx) => {
        await fn({
          exec: async (text) => {
            await tx.exec(text);
          },
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
        });
      });
    },
  };
  return {
    db,
    kind: 'pglite',
    sql: runner,
    dumpDataDir: () => client.dumpDataDir('gzip'),
    poolStats: () => {
      const running = countOperations();
      return { total: 1, idle: running === 0 ? 1 : 0, waiting: Math.max(0, running - 1), max: 1 };
    },
    migrate: () => runMigrations(runner, MIGRATIONS_FOLDER),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

export async function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<DatabaseHandle> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.DATA_DIR);
}
