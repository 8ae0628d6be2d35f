/**
 * Export of a 100k-transaction history over real HTTP (the server listens on loopback; the client
 * reads and discards the stream as a browser would save it), on PostgreSQL and on PGlite:
 * - time to the last byte and peak memory above the baseline for the XLSX and the CSV transactions
 *   report (median time and median peak of several runs; every run's figures are printed too), with
 *   the CPU time this process spent (PGlite's work included; PostgreSQL's own is in its server), a
 *   figure less sensitive than wall time to other work on a shared machine;
 * - latency of other API requests (GET /api/transactions, a second user) with no export running and
 *   while exports run back to back: median, p95 and p99.
 *
 *   node --expose-gc --import tsx bench/export.ts [count=100000] [runs=5] [kinds=postgres,pglite]
 */
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { benchApp, fmt, freshDatabase, registerBenchUser, seedTransactions, stats } from './helpers';

const count = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 5);
const kinds = (process.argv[4] ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const MB = 1024 * 1024;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.warn('(run with --expose-gc for a steadier memory baseline)');

async function download(base: string, cookie: string, format: 'csv' | 'excel') {
  const res = await fetch(`${base}/api/export/report`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ format, reportType: 'transactions', currency: 'USD' }),
  });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

/** Time to the last byte and the peak resident memory above the level just before the request. */
async function measureExport(base: string, cookie: string, format: 'csv' | 'excel') {
  gc?.();
  await new Promise((r) => setTimeout(r, 200));
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const bytes = await download(base, cookie, format);
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, peakAboveBaseline: (peak - baseline) / MB, bytes };
}

async function latencies(base: string, cookie: string, until: () => boolean, min: number) {
  const samples: number[] = [];
  while (samples.length < min || !until()) {
    const start = performance.now();
    const res = await fetch(`${base}/api/transactions?limit=20`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(String(res.status));
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

for (const kind of kinds) {
  const { handle, dispose } = await freshDatabase(kind, 'tally_bench_export');
  const app = await benchApp(handle);
  const user = await registerBenchUser(app);
  const other = await registerBenchUser(app, '+12025550111');
  const seeded = performance.now();
  await seedTransactions(handle, user.id, count);
  await seedTransactions(handle, other.id, 2_000);
  console.log(`\n${kind}: ${count.toLocaleString('en')} transactions seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  for (const format of ['excel', 'csv'] as const) {
    await download(base, user.cookie, format); // warm-up
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measureExport(base, user.cookie, format));
    const label = format === 'excel' ? 'XLSX' : 'CSV ';
    console.log(
      `  ${label} transactions report: median ${fmt(median(results.map((r) => r.ms)))} (this process' CPU ${fmt(
        median(results.map((r) => r.cpuMs)),
      )}), peak memory above baseline median ${median(
        results.map((r) => r.peakAboveBaseline),
      ).toFixed(0)} MB (max ${Math.max(...results.map((r) => r.peakAboveBaseline)).toFixed(0)} MB), ${(results[0]!.bytes / MB).toFixed(1)} MB file`,
    );
    console.log(`       runs: ${results.map((r) => `${r.ms.toFixed(0)} ms/${r.peakAboveBaseline.toFixed(0)} MB`).join(', ')}`);
    console.log(`       load average while measuring: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
  }

  const idle = await latencies(base, other.cookie, () => true, 300);
  console.log(`  other requests, no export running:  median ${fmt(idle.median)}  p95 ${fmt(idle.p95)}  p99 ${fmt(idle.p99)}  (n=${idle.n})`);
  for (const format of ['excel', 'csv'] as const) {
    let exporting = true;
    const exports = (async () => {
      for (let i = 0; i < runs; i++) await download(base, user.cookie, format);
      exporting = false;
    })();
    const busy = await latencies(base, other.cookie, () => !exporting, 50);
    await exports;
    console.log(
      `  other requests, ${format === 'excel' ? 'XLSX' : 'CSV'} exports running: median ${fmt(busy.median)}  p95 ${fmt(busy.p95)}  p99 ${fmt(busy.p99)}  (n=${busy.n})`,
    );
  }
  await app.close();
  await dispose();
}
