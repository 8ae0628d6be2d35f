/**
 * POST /api/auth/login latency, in process through app.inject (no network), on PGlite and on
 * PostgreSQL: sequential logins, then logins at a concurrency of 10 (ten users signing in at once).
 * Verifying the password hash dominates; the hash parameters are read from a stored hash (PHC string)
 * and printed. The rate limits keep their shape but are lifted 1000x (as RATE_LIMIT_SCALE does), so
 * the bench measures the login, not the limiter.
 *
 *   node --import tsx bench/login.ts [sequential=50] [concurrent=100]
 */
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { queryRows } from '../apps/server/src/db/client';
import { testConfig } from '../apps/server/src/platform/config';
import { createMemoryRateLimiter, scaleRateLimiter } from '../apps/server/src/platform/rate-limiter';
import { fmt, freshDatabase, stats } from './helpers';

const sequential = Number(process.argv[2] ?? 50);
const concurrentTotal = Number(process.argv[3] ?? 100);
const CONCURRENCY = 10;
const PASSWORD = 'Bench-Pass1';

const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');

async function run(kind: 'pglite' | 'postgres') {
  const { handle, dispose } = await freshDatabase(kind, 'tally_bench_login');
  const app = await buildApp({
    config: testConfig({ BETA_SEATS: '1000000' }),
    database: handle,
    limiter: scaleRateLimiter(createMemoryRateLimiter(), 1000),
  });
  try {
    const phones = Array.from({ length: CONCURRENCY }, (_, i) => `+1202555${String(100 + i).padStart(4, '0')}`);
    for (const phone of phones) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { phoneNumber: phone, name: 'Bench', email: `bench${phone.slice(1)}@example.com`, password: PASSWORD, timezone: 'UTC' },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
    const [stored] = await queryRows<{ password_hash: string }>(handle.db, sql`select password_hash from users limit 1`);
    const phc = stored!.password_hash;

    const login = async (phone: string) => {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phoneNumber: phone, password: PASSWORD } });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`login ${res.statusCode}: ${res.body}`);
      return ms;
    };

    for (let i = 0; i < 5; i++) await login(phones[0]!); // warm-up
    const seq: number[] = [];
    for (let i = 0; i < sequential; i++) seq.push(await login(phones[i % phones.length]!));

    const conc: number[] = [];
    let next = 0;
    const wallStarted = performance.now();
    await Promise.all(
      phones.map(async (phone) => {
        while (next < concurrentTotal) {
          next++;
          conc.push(await login(phone));
        }
      }),
    );
    const wallMs = performance.now() - wallStarted;

    const s = stats(seq);
    const c = stats(conc);
    console.log(`${kind}: hash ${phc.split('$').slice(0, 4).join('$')}`);
    console.log(`  sequential   n=${s.n}  p50 ${fmt(s.median)}  p95 ${fmt(s.p95)}  max ${fmt(s.max)}`);
    console.log(
      `  concurrency ${CONCURRENCY}  n=${c.n}  p50 ${fmt(c.median)}  p95 ${fmt(c.p95)}  max ${fmt(c.max)}  throughput ${((c.n / wallMs) * 1000).toFixed(1)} logins/s`,
    );
    console.log(`  load average after: ${load()}`);
  } finally {
    await app.close();
    await dispose();
  }
}

console.log(`Login latency, ${availableParallelism()} cores, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, load ${load()}`);
for (const kind of ['pglite', 'postgres'] as const) await run(kind);
