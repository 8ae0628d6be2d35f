/**
 * Mixed open-loop load on the real server process over PostgreSQL: requests start at a fixed rate
 * whatever the answers' speed (a slow server does not slow the arrivals), over HTTP with keep-alive.
 * Mix: 40% GET /api/transactions (a page of 50 at a random offset), 25% GET /api/dashboard, 20% POST
 * /api/chat (transactions and questions in en/pt/es), 10% other reads (categories, budgets,
 * /api/auth/me), 5% POST /api/transactions (a form entry); and one CSV export every 30 s.
 * Own database `tally_load_<random>`, dropped at the end. Target (issue): 0 errors, p99 < 50 ms at
 * 200 req/s.
 *
 *   node --import tsx bench/load.ts [--rate 200] [--duration 180] [--users 20] [--per-user 3000]
 *   (or LOAD_RATE, LOAD_DURATION, LOAD_USERS, LOAD_PER_USER; LOAD_SERVER_NODE_ARGS=--cpu-prof profiles the server)
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cpuMsOf,
  createDatabase,
  dropDatabase,
  httpClient,
  machineLoad,
  option,
  percentiles,
  rssMb,
  seed,
  startServer,
  type Answer,
} from './server-process';
import { mixedRequest, type Kind } from './mix';

const rate = Number(option('rate', 'LOAD_RATE', '200'));
const durationS = Number(option('duration', 'LOAD_DURATION', '180'));
const userCount = Number(option('users', 'LOAD_USERS', '20'));
const perUser = Number(option('per-user', 'LOAD_PER_USER', '3000'));
const exportEveryS = Number(option('export-every', 'LOAD_EXPORT_EVERY', '30'));

async function main() {
  const dbName = `tally_load_${randomBytes(4).toString('hex')}`;
  const logFile = join(tmpdir(), `${dbName}.log`);
  console.log(`Load: ${rate} req/s open loop for ${durationS} s; ${userCount} users x ${perUser.toLocaleString('en')} transactions; CSV export every ${exportEveryS} s`);
  console.log(`machine at start: ${machineLoad()}`);
  const url = await createDatabase(dbName);
  const seedStart = performance.now();
  const cleanup: Array<() => unknown> = [];
  try {
    const users = await seed({ kind: 'postgres', url }, userCount, perUser);
    console.log(`seeded ${dbName} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const server = await startServer({ kind: 'postgres', url }, logFile, {}, process.env.LOAD_SERVER_NODE_ARGS?.split(' ').filter(Boolean));
    cleanup.push(() => server.stop());
    console.log(`server pid ${server.pid} ready in ${server.startMs.toFixed(0)} ms (log ${logFile})`);
    const client = httpClient(server.base);
    cleanup.push(() => client.close());
    // The form entry's body must be valid; check each request shape once before measuring.
    const sessions = new Map<number, { id?: string; used: number }>();
    for (let i = 0; i < 200; i++) {
      const req = mixedRequest(users, sessions);
      const res = await client.request(req.method, req.path, { cookie: req.user.cookie, json: req.json });
      if (res.status >= 300) throw new Error(`warm-up ${req.method} ${req.path}: ${res.status} ${res.body}`);
      if (req.kind === 'chat' && req.session) {
        req.session.id = JSON.parse(res.body).sessionId;
        req.session.used++;
      }
    }

    const latencies = new Map<Kind, number[]>();
    const errors = new Map<string, number>();
    const errorSamples: string[] = [];
    const exports: Array<{ status: number; ms: number; bytes: number }> = [];
    let sent = 0;
    let done = 0;
    let lastDone = 0;
    let maxInFlight = 0;
    let maxLag = 0;
    const lags: number[] = [];
    const inFlight = new Set<Promise<void>>();

    const record = (kind: Kind, res: Answer | Error) => {
      done++;
      lastDone = performance.now();
      if (res instanceof Error) {
        const key = `${kind}: ${res.message}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
        return;
      }
      if (res.status < 200 || res.status >= 300) {
        const key = `${kind}: HTTP ${res.status}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
        if (errorSamples.length < 5) errorSamples.push(`${key} ${res.body.slice(0, 200)}`);
        return;
      }
      const list = latencies.get(kind) ?? [];
      list.push(res.ms);
      latencies.set(kind, list);
    };

    const cpuStart = cpuMsOf(server.pid);
    const rssStart = rssMb(server.pid);
    const t0 = performance.now();
    const endAt = t0 + durationS * 1000;
    let nextExport = t0 + exportEveryS * 1000;
    let exportRunning = false;
    const exportUser = users[0]!;

    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        if (now >= endAt) {
          resolve();
          return;
        }
        const due = Math.floor(((now - t0) / 1000) * rate);
        while (sent < due) {
          // How late this request starts against its schedule (client-side lag).
          const lag = now - (t0 + (sent / rate) * 1000);
          maxLag = Math.max(maxLag, lag);
          if (sent % 10 === 0) lags.push(lag);
          sent++;
          const req = mixedRequest(users, sessions);
          const p: Promise<void> = client
            .request(req.method, req.path, { cookie: req.user.cookie, json: req.json, timeoutMs: 30_000 })
            .then((res) => {
              record(req.kind, res);
              if (req.kind === 'chat' && req.session && res.status === 200) {
                req.session.id = JSON.parse(res.body).sessionId;
                req.session.used++;
              }
            })
            .catch((error: Error) => record(req.kind, error))
            .finally(() => inFlight.delete(p));
          inFlight.add(p);
          maxInFlight = Math.max(maxInFlight, inFlight.size);
        }
        if (!exportRunning && now >= nextExport) {
          exportRunning = true;
          nextExport += exportEveryS * 1000;
          client
            .request('POST', '/api/export/report', {
              cookie: exportUser.cookie,
              json: { format: 'csv', reportType: 'transactions', currency: 'USD' },
              timeoutMs: 120_000,
            })
            .then((res) => exports.push({ status: res.status, ms: res.ms, bytes: Buffer.byteLength(res.body) }))
            .catch(() => exports.push({ status: 0, ms: NaN, bytes: 0 }))
            .finally(() => (exportRunning = false));
        }
        setTimeout(tick, 2);
      };
      tick();
    });
    const sendingEnded = performance.now();
    await Promise.all([...inFlight]);
    while (exportRunning) await new Promise((r) => setTimeout(r, 50));
    const elapsedS = (sendingEnded - t0) / 1000;
    const serverCpu = cpuMsOf(server.pid) - cpuStart;

    const all = [...latencies.values()].flat();
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    const line = (label: string, xs: number[]) => {
      const s = percentiles(xs);
      return `  ${label.padEnd(14)} n=${String(s.n).padStart(6)}  p50 ${s.p50.toFixed(1).padStart(6)} ms  p95 ${s.p95.toFixed(1).padStart(6)} ms  p99 ${s.p99.toFixed(1).padStart(7)} ms  max ${s.max.toFixed(1).padStart(7)} ms`;
    };
    console.log(`\nResults (${new Date().toISOString()})`);
    console.log(`  target rate ${rate} req/s; sent ${sent} in ${elapsedS.toFixed(1)} s = ${(sent / elapsedS).toFixed(1)} req/s; completed ${done}`);
    const drainS = (lastDone - t0) / 1000;
    console.log(`  achieved: ${all.length} 2xx answers by ${drainS.toFixed(1)} s = ${(all.length / drainS).toFixed(1)} req/s (the last answer ${(drainS - elapsedS).toFixed(1)} s after the last request was sent)`);
    console.log(`  client start lag: p99 ${percentiles(lags).p99.toFixed(1)} ms, max ${maxLag.toFixed(1)} ms; max requests in flight ${maxInFlight}`);
    console.log(`  errors: ${errorCount}${errorCount ? ` (${[...errors].map(([k, n]) => `${k} x${n}`).join('; ')})` : ''}`);
    for (const sample of errorSamples) console.log(`    e.g. ${sample}`);
    console.log('  latency of 2xx answers (request start to last byte):');
    console.log(line('overall', all));
    for (const kind of ['transactions', 'dashboard', 'chat', 'categories', 'budgets', 'me', 'create'] as const) console.log(line(kind, latencies.get(kind) ?? []));
    console.log(
      `  CSV exports (user with ${perUser.toLocaleString('en')}+ transactions): ${exports.length}, statuses ${exports.map((e) => e.status).join(',')}, times ${exports
        .map((e) => `${e.ms.toFixed(0)} ms`)
        .join(', ')}, ${exports[0] ? (exports[0].bytes / 1024).toFixed(0) : '-'} KB each`,
    );
    console.log(`  server process: CPU ${(serverCpu / 1000).toFixed(1)} s over ${elapsedS.toFixed(0)} s (${((serverCpu / 1000 / elapsedS) * 100).toFixed(0)}% of one core); RSS ${rssStart.toFixed(0)} -> ${rssMb(server.pid).toFixed(0)} MB`);
    console.log(`  machine at end: ${machineLoad()}`);
  } finally {
    for (const step of cleanup.reverse()) await step();
    await dropDatabase(dbName);
  }
}

await main();
