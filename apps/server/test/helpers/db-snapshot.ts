/**
 * The stored user data, to show a request changed nothing. Every table of the schema is included
 * (a new table is picked up without editing this file) except the few that a request refused with
 * a 4xx may legitimately write:
 *
 * - `sessions`, `admin_sessions`: any signed-in request, refused or not, resolves its session and
 *   slides the idle expiry (`last_seen_at`, `idle_expires_at`).
 * - `admin_audit_log`: a failed operator sign-in (401) is recorded on purpose.
 * - `users.last_active_at`: written together with the session's sliding expiry.
 *
 * Rows are ordered by primary key, so two snapshots of the same data are equal.
 */
import { asc, getTableColumns, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema';
import { queryRows, type Database } from '../../src/db/client';

export const EXCLUDED_TABLES: Record<string, string> = {
  sessions: 'a signed-in request slides its session’s idle expiry, even when it is refused',
  admin_sessions: 'a signed-in operator request slides its session’s idle expiry, even when it is refused',
  admin_audit_log: 'failed operator sign-ins are recorded on purpose',
};

export const EXCLUDED_COLUMNS: Record<string, string[]> = {
  users: ['last_active_at'],
};

interface SnapshotTable {
  name: string;
  table: PgTable;
  /** Primary-key column names, in order. */
  primaryKey: string[];
  excluded: string[];
}

function snapshotTables(): SnapshotTable[] {
  const out: SnapshotTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.name in EXCLUDED_TABLES) continue;
    const single = config.columns.filter((c) => c.primary).map((c) => c.name);
    const composite = config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name));
    const primaryKey = single.length > 0 ? single : composite;
    if (primaryKey.length === 0) throw new Error(`table ${config.name} has no primary key to order a snapshot by`);
    out.push({ name: config.name, table: value, primaryKey, excluded: EXCLUDED_COLUMNS[config.name] ?? [] });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

const TABLES = snapshotTables();

/** The names of the tables a snapshot covers. */
export const SNAPSHOT_TABLES = TABLES.map((t) => t.name);

export type Snapshot = Record<string, Record<string, unknown>[]>;

/** Every row of every covered table, ordered by primary key (readable diffs in assertions). */
export async function snapshotUserData(db: Database): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  for (const t of TABLES) {
    const columns = getTableColumns(t.table);
    const pk = Object.values(columns).filter((c) => t.primaryKey.includes(c.name));
    const rows = (await db
      .select()
      .from(t.table)
      .orderBy(...pk.map((c) => asc(c)))) as Record<string, unknown>[];
    const dropped = Object.entries(columns)
      .filter(([, c]) => t.excluded.includes(c.name))
      .map(([key]) => key);
    snapshot[t.name] = rows.map((row) => {
      const copy = { ...row };
      for (const key of dropped) delete copy[key];
      return copy;
    });
  }
  return snapshot;
}

const DIGEST_QUERY = sql.join(
  TABLES.map((t) => {
    const order = sql.join(
      t.primaryKey.map((c) => sql`x.${sql.identifier(c)}`),
      sql`, `,
    );
    const row = t.excluded.reduce((acc, c) => sql`${acc} - ${c}`, sql`to_jsonb(x)`);
    return sql`select ${t.name}::text as name, count(*)::int as rows, coalesce(md5(string_agg((${row})::text, '|' order by ${order})), '') as digest from ${sql.identifier(t.name)} x`;
  }),
  sql` union all `,
);

/**
 * The same data as `snapshotUserData`, as one md5 per table computed in a single query: cheap enough
 * to take around every request of a long run.
 */
export async function digestUserData(db: Database): Promise<Record<string, string>> {
  const rows = await queryRows<{ name: string; rows: number; digest: string }>(db, DIGEST_QUERY);
  return Object.fromEntries(rows.map((r) => [r.name, `${r.rows}:${r.digest}`]));
}

/**
 * The next transaction id the server will assign. Every statement that writes takes one, so an
 * unchanged mark proves nothing was written in between, and a long run can skip the digest after
 * most requests. It is the whole server's counter: on a shared PostgreSQL other databases move it
 * too, which only costs a digest, never a missed change.
 */
export async function writeMark(db: Database): Promise<string> {
  const [row] = await queryRows<{ mark: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`);
  return row!.mark;
}
