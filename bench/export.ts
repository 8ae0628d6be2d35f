/**
 * Exports of a 100k-transaction history against the real server process (node + tsx on
 * apps/server/src/main.ts, as `npm start` runs it), over loopback HTTP, and what they do to other
 * users' requests:
 * - other requests: GET /api/transactions?limit=20 of a second user (2,000 transactions), sent open
 *   loop at a fixed rate (a slow answer does not slow the next request), with no export running, while
 *   100k-row XLSX exports run back to back, and while 100k-row CSV exports run back to back:
 *   p50 / p95 / p99 / max per phase;
 * - each export's time to the last byte (the client reads and discards the file, as a browser saves
 *   it, in a thread of the bench's own) and the server's peak RSS above its level before the phase (the worker threads included).
 * Each round runs the three phases; the figures are the median over the rounds (every round is printed
 * too), with `uptime` before and after.
 *
 *   node --import tsx bench/export.ts [--count 100000] [--rounds 3] [--exports 3] [--rate 50]
 *     [--idle 8] [--kinds postgres,pglite]
 */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { seedTransactions } from './helpers';
import {
  createDatabase,
  dropDatabase,
  httpClient,
  machineLoad,
  option,
  percentiles,
  rssMb,
  seed,
  startServer,
  type Target,
} from './server-process';

const count = Number(option('count', 'EXPORT_COUNT', '100000'));
const rounds = Number(option('rounds', 'EXPORT_ROUNDS', '3'));
const exportsPerPhase = Number(option('exports', 'EXPORT_RUNS', '3'));
const rate = Number(option('rate', 'EXPORT_PROBE_RATE', '50'));
const idleS = Number(option('idle', 'EXPORT_IDLE', '8'));
const kinds = option('kinds', 'EXPORT_KINDS', 'postgres').split(',') as Array<'postgres' | 'pglite'>;
const OTHER_USER_ROWS = 2_000;

type Format = 'excel' | 'csv';

/**
 * The download, in a thread of its own: a browser saving a file is not the process that times the
 * other users' requests, and 7 MB of 'data' events on the probes' event loop would delay their
 * answers here, not in the server.
 */
const DOWNLOADER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { base, cookie, format } = workerData;
const url = new URL(base);
const payload = JSON.stringify({ format, reportType: 'transactions', currency: 'USD' });
const started = performance.now();
const req = http.request(
  { host: url.hostname, port: url.port, method: 'POST', path: '/api/export/report',
    headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
  (res) => {
    let bytes = 0;
    res.on('data', (chunk) => (bytes += chunk.length));
    res.on('end', () => parentPort.postMessage({ status: res.statusCode, ms: performance.now() - started, bytes }));
    res.on('error', (error) => parentPort.postMessage({ error: String(error) }));
  },
);
req.on('error', (error) => parentPort.postMessage({ error: String(error) }));
req.end(payload);
`;

/** Downloads an export, discarding the bytes; time to the last byte. */
function download(base: string, cookie: string, format: Format): Promise<{ ms: number; bytes: number }> {
  const worker = new Worker(DOWNLOADER, { eval: true, workerData: { base, cookie, format } });
  return new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
    worker.once('message', (msg: { status?: number; ms?: number; bytes?: number; error?: string }) => {
      if (msg.error || msg.status !== 200) reject(new Error(`export ${msg.error ?? msg.status}`));
      else resolve({ ms: msg.ms!, bytes: msg.bytes! });
    });
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

/** Open-loop probes at `rate` per second until `stop()` resolves; latencies of the 200 answers. */
async function probe(client: ReturnType<typeof httpClient>, cookie: string, stop: Promise<unknown>) {
  const samples: number[] = [];
  let failures = 0;
  const pending = new Set<Promise<void>>();
  let stopped = false;
  void stop.then(() => (stopped = true));
  const t0 = performance.now();
  let sent = 0;
  while (!stopped) {
    const due = Math.floor(((performance.now() - t0) / 1000) * rate);
    while (sent < due) {
      sent++;
      const p: Promise<void> = client
        .request('GET', '/api/transactions?limit=20', { cookie, timeoutMs: 30_000 })
        .then((res) => (res.status === 200 ? void samples.push(res.ms) : void failures++))
        .catch(() => void failures++)
        .finally(() => pending.delete(p));
      pending.add(p);
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  await Promise.all([...pending]);
  return { ...percentiles(samples), failures };
}

/** Samples the server's RSS every 50 ms until `stop` resolves; the peak above the first sample. */
async function peakRss(pid: number, stop: Promise<unknown>) {
  const baseline = rssMb(pid);
  let peak = baseline;
  let stopped = false;
  void stop.then(() => (stopped = true));
  while (!stopped) {
    peak = Math.max(peak, rssMb(pid));
    await new Promise((r) => setTimeout(r, 50));
  }
  return peak - baseline;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

interface Phase {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  n: number;
  failures: number;
  exportMs: number[];
  peakMb: number;
}

async function phase(serverPid: number, base: string, client: ReturnType<typeof httpClient>, exporter: string, other: string, format: Format | null): Promise<Phase> {
  let finish!: () => void;
  const stop = new Promise<void>((resolve) => (finish = resolve));
  const exportMs: number[] = [];
  const work = (async () => {
    if (!format) await new Promise((r) => setTimeout(r, idleS * 1000));
    else for (let i = 0; i < exportsPerPhase; i++) exportMs.push((await download(base, exporter, format)).ms);
    finish();
  })();
  const [probes, peakMb] = await Promise.all([probe(client, other, stop), peakRss(serverPid, stop), work]);
  return { ...probes, exportMs, peakMb };
}

async function benchmark(kind: 'postgres' | 'pglite') {
  const name = `tally_bench_export_${randomBytes(4).toString('hex')}`;
  const target: Target = kind === 'postgres' ? { kind, url: await createDatabase(name) } : { kind, dir: join(tmpdir(), name) };
  const logFile = join(tmpdir(), `${name}.log`);
  try {
    const seeded = performance.now();
    const [exporter, other] = await seed(target, 2, OTHER_USER_ROWS);
    const handle = target.kind === 'postgres' ? openPostgres(target.url) : await openPglite(target.dir);
    await seedTransactions(handle, exporter!.id, count - OTHER_USER_ROWS);
    await handle.close();
    console.log(`\n${kind}: ${count.toLocaleString('en')} transactions for the exporting user seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const server = await startServer(target, logFile);
    const client = httpClient(server.base);
    try {
      // Warm-up: the export worker's first start, both writers, the probed route.
      const sizes = { excel: (await download(server.base, exporter!.cookie, 'excel')).bytes, csv: (await download(server.base, exporter!.cookie, 'csv')).bytes };
      for (let i = 0; i < 50; i++) await client.request('GET', '/api/transactions?limit=20', { cookie: other!.cookie });
      console.log(`  files: XLSX ${(sizes.excel / 1024 / 1024).toFixed(1)} MB, CSV ${(sizes.csv / 1024 / 1024).toFixed(1)} MB; probes ${rate} req/s of GET /api/transactions?limit=20 (another user)`);
      console.log(`  machine before: ${machineLoad()}`);
      const results: Record<'idle' | Format, Phase[]> = { idle: [], excel: [], csv: [] };
      for (let round = 1; round <= rounds; round++) {
        for (const format of [null, 'excel', 'csv'] as const) {
          const r = await phase(server.pid, server.base, client, exporter!.cookie, other!.cookie, format);
          results[format ?? 'idle'].push(r);
          const label = format === null ? 'no export ' : format === 'excel' ? 'XLSX      ' : 'CSV       ';
          const times = r.exportMs.length ? `; exports ${r.exportMs.map((x) => `${(x / 1000).toFixed(2)} s`).join(', ')}; peak RSS +${r.peakMb.toFixed(0)} MB` : '';
          console.log(`  round ${round} ${label} other requests p50 ${ms(r.p50)} p95 ${ms(r.p95)} p99 ${ms(r.p99)} max ${ms(r.max)} (n=${r.n}, failed ${r.failures})${times}`);
        }
      }
      console.log(`  machine after: ${machineLoad()}`);
      console.log(`  ${kind}, median of ${rounds} rounds:`);
      const idleP99 = median(results.idle.map((r) => r.p99));
      for (const key of ['idle', 'excel', 'csv'] as const) {
        const rs = results[key];
        const p99 = median(rs.map((r) => r.p99));
        const label = key === 'idle' ? 'no export running' : key === 'excel' ? `${count / 1000}k-row XLSX exports running` : `${count / 1000}k-row CSV exports running`;
        const ratio = key === 'idle' ? '' : ` (${(p99 / idleP99).toFixed(2)}x the idle p99)`;
        const exportTimes = rs.flatMap((r) => r.exportMs);
        const times = exportTimes.length
          ? `; export time median ${(median(exportTimes) / 1000).toFixed(2)} s (best ${(Math.min(...exportTimes) / 1000).toFixed(2)} s, n=${exportTimes.length}), peak RSS +${median(rs.map((r) => r.peakMb)).toFixed(0)} MB`
          : '';
        console.log(`    ${label.padEnd(32)} other requests p50 ${ms(median(rs.map((r) => r.p50)))} p99 ${ms(p99)}${ratio}${times}`);
      }
    } finally {
      client.close();
      await server.stop();
    }
  } finally {
    if (target.kind === 'postgres') await dropDatabase(name);
    else rmSync(target.dir, { recursive: true, force: true });
  }
}

for (const kind of kinds) await benchmark(kind);
