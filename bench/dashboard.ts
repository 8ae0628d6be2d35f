/**
 * Dashboard latency with many transactions for one user, on PGlite and on PostgreSQL, measured
 * in process through app.inject (no network): median and p95 of GET /api/dashboard per period.
 *
 *   node --import tsx bench/dashboard.ts [count=100000] [runs=40]
 */
import { benchApp, fmt, freshDatabase, registerBenchUser, seedTransactions, stats } from './helpers';

const count = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 40);

for (const kind of ['postgres', 'pglite'] as const) {
  const { handle, dispose } = await freshDatabase(kind, 'tally_bench_dashboard');
  const app = await benchApp(handle);
  const user = await registerBenchUser(app);
  const seeded = performance.now();
  await seedTransactions(handle, user.id, count);
  console.log(`\n${kind}: ${count.toLocaleString('en')} transactions seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  for (const period of ['month', 'quarter', 'year', 'all']) {
    const samples: number[] = [];
    for (let i = 0; i < runs + 5; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/dashboard?period=${period}`, headers: { cookie: user.cookie } });
      if (res.statusCode !== 200) throw new Error(res.body);
      if (i >= 5) samples.push(performance.now() - start);
    }
    const s = stats(samples);
    console.log(`  dashboard period=${period.padEnd(7)} median ${fmt(s.median)}  p95 ${fmt(s.p95)}  (n=${s.n})`);
  }
  await app.close();
  await dispose();
}
