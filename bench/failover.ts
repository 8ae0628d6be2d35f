/**
 * Failover behind a load balancer: two real server processes on one PostgreSQL database (and Redis),
 * behind Debian's HAProxy with the configuration of docs/deployment.md (bench/haproxy.ts). An open-loop
 * load of reads and writes runs through the balancer; during it one instance gets SIGTERM and is
 * started again (a rolling restart), later one gets SIGKILL and is started again (a crash). Counted
 * per phase: requests that failed (a status of 500 or more, or no answer). At the end every
 * acknowledged write (201) must be in the database exactly once.
 *
 *   node --import tsx bench/failover.ts [--rate 40] [--seconds 45] [--runs 1]
 *
 * Needs haproxy (apt-get install haproxy), PostgreSQL at 127.0.0.1:5432 (or BENCH_POSTGRES_URL) and
 * Redis at 127.0.0.1:6379 (database 12). Creates and drops the database tally_bench_failover.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findHaproxy, startHaproxy } from './haproxy';
import { createDatabase, dropDatabase, freePort, httpClient, machineLoad, option, percentiles, seed, startServer, type ServerProcess } from './server-process';

const rate = Number(option('rate', 'FAILOVER_RATE', '40'));
const seconds = Number(option('seconds', 'FAILOVER_SECONDS', '45'));
const runs = Number(option('runs', 'FAILOVER_RUNS', '1'));
const haproxy = findHaproxy();
if (!haproxy) {
  console.error('haproxy is not installed: apt-get install haproxy');
  process.exit(2);
}

type Phase = 'steady' | 'sigterm' | 'sigkill';
interface Outcome {
  phase: Phase;
  kind: 'read' | 'write';
  status: number;
  error?: string;
  ms: number;
  description?: string;
}

/** Who answered a 5xx: the balancer (no instance up), the app (database not answering) or a closing instance. */
function whyFailed(status: number, body: string): string {
  if (body.includes('No server is available')) return `${status} balancer: no instance up`;
  if (body.includes('"unavailable"')) return `${status} app: database not answering`;
  if (body.includes('Service Unavailable')) return `${status} instance closing`;
  return `${status} ${body.slice(0, 60)}`;
}

async function runOnce(run: number) {
  const work = mkdtempSync(join(tmpdir(), 'tally-failover-'));
  const url = await createDatabase('tally_bench_failover');
  const servers: Record<'a' | 'b', ServerProcess | undefined> = { a: undefined, b: undefined };
  let balancer: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  try {
    const users = await seed({ kind: 'postgres', url }, 20, 200);
    const ports = { a: await freePort(), b: await freePort(), lb: await freePort() };
    const lb = `http://127.0.0.1:${ports.lb}`;
    const env = (name: 'a' | 'b') => ({ PORT: String(ports[name]), REDIS_URL: 'redis://127.0.0.1:6379/12', TRUST_PROXY: '127.0.0.1', PUBLIC_URL: lb });
    const start = (name: 'a' | 'b') => startServer({ kind: 'postgres', url }, join(work, `${name}.log`), env(name));
    [servers.a, servers.b] = await Promise.all([start('a'), start('b')]);
    balancer = await startHaproxy(haproxy!, join(work, 'haproxy.cfg'), join(work, 'haproxy.log'), {
      port: ports.lb,
      servers: [
        { name: 'a', port: ports.a },
        { name: 'b', port: ports.b },
      ],
      checkIntervalMs: 500,
    });

    const client = httpClient(lb, 512);
    const outcomes: Outcome[] = [];
    const inflight = new Set<Promise<void>>();
    let phase: Phase = 'steady';
    let seq = 0;
    const today = new Date().toISOString().slice(0, 10);
    const send = () => {
      const user = users[seq % users.length]!;
      const isWrite = Math.random() < 0.3;
      const n = seq++;
      const at = phase;
      const description = isWrite ? `failover ${run}-${n}` : undefined;
      const started = performance.now();
      const req = isWrite
        ? client.request('POST', '/api/transactions', {
            cookie: user.cookie,
            json: { type: 'expense', amount: '1.00', currency: 'USD', description, category: 'Dining', transactionDate: today },
            timeoutMs: 30_000,
          })
        : client.request('GET', n % 2 ? '/api/transactions?limit=20' : '/api/dashboard?period=month', { cookie: user.cookie, timeoutMs: 30_000 });
      const p = req
        .then((r) => void outcomes.push({ phase: at, kind: isWrite ? 'write' : 'read', status: r.status, error: r.status >= 500 ? whyFailed(r.status, r.body) : undefined, ms: performance.now() - started, description }))
        .catch((e: Error) => void outcomes.push({ phase: at, kind: isWrite ? 'write' : 'read', status: 0, error: e.message, ms: performance.now() - started, description }))
        .finally(() => inflight.delete(p));
      inflight.add(p);
    };

    const loadStart = performance.now();
    let stopLoad = false;
    const loop = (async () => {
      for (let i = 0; !stopLoad; i++) {
        const due = loadStart + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        send();
      }
    })();
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const events: string[] = [];
    const mark = (text: string) => events.push(`${((performance.now() - loadStart) / 1000).toFixed(1)} s ${text}`);

    // Rolling restart of a: SIGTERM, wait for the exit, start it again on its port.
    await sleep(seconds * 200);
    phase = 'sigterm';
    mark('SIGTERM a');
    const how = await servers.a!.stop();
    mark(`a exited (${how})`);
    servers.a = await start('a');
    mark(`a healthy again (${(servers.a.startMs / 1000).toFixed(1)} s to start)`);
    await sleep(2000);
    phase = 'steady';

    // Crash of b: SIGKILL, start it again.
    await sleep(Math.max(1000, seconds * 200));
    phase = 'sigkill';
    mark('SIGKILL b');
    await servers.b!.kill();
    servers.b = await start('b');
    mark(`b healthy again (${(servers.b.startMs / 1000).toFixed(1)} s to start)`);
    await sleep(2000);
    phase = 'steady';
    const rest = seconds * 1000 - (performance.now() - loadStart);
    if (rest > 0) await sleep(rest);
    stopLoad = true;
    await loop;
    await Promise.all(inflight);
    const elapsedS = (performance.now() - loadStart) / 1000;
    client.close();

    // Every acknowledged write is stored once; the unacknowledged ones are counted.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const stored = await db.query<{ description: string; n: number }>("select description, count(*)::int as n from transactions where description like 'failover %' group by 1");
    await db.end();
    const storedCount = new Map(stored.rows.map((r) => [r.description, r.n]));
    const writes = outcomes.filter((o) => o.kind === 'write');
    const acked = writes.filter((o) => o.status === 201);
    const missing = acked.filter((o) => !storedCount.has(o.description!)).length;
    const duplicates = stored.rows.filter((r) => r.n > 1).length;
    const unackedStored = writes.filter((o) => o.status !== 201 && storedCount.has(o.description!)).length;

    console.log(`\nrun ${run + 1}/${runs}: ${outcomes.length} requests in ${elapsedS.toFixed(1)} s (${rate}/s offered, 30 % writes), ${machineLoad()}`);
    for (const e of events) console.log(`  ${e}`);
    for (const p of ['steady', 'sigterm', 'sigkill'] as const) {
      const of = outcomes.filter((o) => o.phase === p);
      const failed = of.filter((o) => o.status === 0 || o.status >= 500);
      const kinds = new Map<string, number>();
      for (const f of failed) kinds.set(f.error ?? String(f.status), (kinds.get(f.error ?? String(f.status)) ?? 0) + 1);
      const lat = percentiles(of.map((o) => o.ms));
      console.log(
        `  ${p.padEnd(8)} ${String(of.length).padStart(5)} requests, failed ${failed.length}${failed.length ? ` (${[...kinds].map(([k, n]) => `${k} x${n}`).join(', ')})` : ''}; p50 ${lat.p50.toFixed(0)} ms, p99 ${lat.p99.toFixed(0)} ms, max ${lat.max.toFixed(0)} ms`,
      );
    }
    const other = outcomes.filter((o) => o.status !== 0 && o.status < 500 && o.status >= 300);
    if (other.length) console.log(`  other answers: ${[...new Set(other.map((o) => o.status))].join(', ')} (${other.length})`);
    console.log(`  writes: ${writes.length} sent, ${acked.length} acknowledged, missing ${missing}, duplicates ${duplicates}, unacknowledged but stored ${unackedStored}`);
    return {
      sigtermFailed: outcomes.filter((o) => o.phase === 'sigterm' && (o.status === 0 || o.status >= 500)).length,
      sigkillFailed: outcomes.filter((o) => o.phase === 'sigkill' && (o.status === 0 || o.status >= 500)).length,
      missing,
      duplicates,
    };
  } finally {
    await balancer?.stop();
    await Promise.all([servers.a?.kill(), servers.b?.kill()]);
    await dropDatabase('tally_bench_failover');
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(`failover: ${runs} run(s) of ${seconds} s at ${rate} requests/s; ${machineLoad()}`);
const results = [];
for (let i = 0; i < runs; i++) results.push(await runOnce(i));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `\nmedian of ${runs}: failed during SIGTERM ${median(results.map((r) => r.sigtermFailed))}, during SIGKILL ${median(results.map((r) => r.sigkillFailed))}; ` +
    `acknowledged writes missing ${Math.max(...results.map((r) => r.missing))}, duplicated ${Math.max(...results.map((r) => r.duplicates))} (worst run); ${machineLoad()}`,
);
