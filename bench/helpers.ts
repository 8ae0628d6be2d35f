/** Shared bits of the benchmarks: timing statistics and a database to measure on. */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/client';
import { testConfig } from '../apps/server/src/platform/config';
import { createMemoryRateLimiter } from '../apps/server/src/platform/rate-limiter';

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { n: sorted.length, median: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1)! };
}

export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

const PG_ADMIN = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, migrated database of the given kind; dropped/removed by `dispose`. */
export async function freshDatabase(kind: 'pglite' | 'postgres', name: string): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString());
    await handle.migrate();
    return {
      handle,
      async dispose() {
        await handle.close();
        const a = new pg.Client({ connectionString: PG_ADMIN });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const dir = join(tmpdir(), `tally-bench-${name}`);
  rmSync(dir, { recursive: true, force: true });
  const handle = await openPglite(dir);
  await handle.migrate();
  return {
    handle,
    async dispose() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function benchApp(handle: DatabaseHandle) {
  return buildApp({ config: testConfig({ BETA_SEATS: '1000000' }), database: handle, limiter: createMemoryRateLimiter() });
}

export async function registerBenchUser(app: Awaited<ReturnType<typeof benchApp>>, phone = '+12025550100') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { phoneNumber: phone, name: 'Bench', email: `bench${phone.slice(1)}@example.com`, password: 'Bench-Pass1', timezone: 'America/Sao_Paulo' },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { id: res.json().user.id as number, cookie };
}

/**
 * Inserts `count` transactions for a user in bulk SQL: dates spread over the last three years, a
 * mix of categories, currencies (10% EUR with stored conversions), types and tags.
 */
export async function seedTransactions(handle: DatabaseHandle, userId: number, count: number) {
  const batch = 50_000;
  for (let offset = 0; offset < count; offset += batch) {
    const n = Math.min(batch, count - offset);
    await handle.sql.exec(`
      insert into transactions (user_id, type, amount, currency, historical_converted_amount, historical_exchange_rate,
        description, category_id, tags, raw_input, transaction_date, created_at)
      select ${userId},
        case when g % 10 = 0 then 'income' else 'expense' end,
        ((g * 7919) % 20000) / 100.0 + 1,
        case when g % 10 = 3 then 'EUR' else 'USD' end,
        case when g % 10 = 3 then round((((g * 7919) % 20000) / 100.0 + 1) * 1.1730205279, 2) end,
        case when g % 10 = 3 then 1.1730205279 end,
        'Bench item ' || (g % 97),
        (select c.id from categories c where c.user_id = ${userId}
           and c.type = (case when g % 10 = 0 then 'income' else 'expense' end)
           order by c.id offset (g % (case when g % 10 = 0 then 6 else 10 end)) limit 1),
        case when g % 5 = 0 then array['work'] when g % 7 = 0 then array['home', 'family'] else '{}'::text[] end,
        'bench',
        current_date - ((g * 31) % 1095)::int,
        now() - make_interval(secs => g)
      from generate_series(${offset + 1}::bigint, ${offset + n}::bigint) g`);
  }
  await handle.sql.exec('vacuum analyze transactions');
}
