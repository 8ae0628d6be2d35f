/**
 * What the Prometheus metrics cost: one request's bookkeeping (a counter and a histogram, the
 * onResponse hook's work) and one scrape (rendering the exposition), with series for every route of
 * the app already present. No database: the figures are the metrics' own.
 *
 *   node --import tsx bench/metrics.ts [runs=7] [observations=200000]
 */
import { loadavg } from 'node:os';
import { createMetrics } from '../apps/server/src/platform/metrics';
import { fmt, stats } from './helpers';

const runs = Number(process.argv[2] ?? 7);
const observations = Number(process.argv[3] ?? 200_000);
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');

const metrics = createMetrics({ database: 'postgres', poolStats: () => ({ total: 10, idle: 7, waiting: 0, max: 10 }) });
// About the app's route table: 80 patterns, each seen with three statuses.
const routes = Array.from({ length: 80 }, (_, i) => `/api/route-${i}/:id`);
const statuses = [200, 404, 400];
for (const route of routes) for (const status of statuses) metrics.observeRequest('GET', route, status, 0.01);
for (let i = 0; i < 100; i++) metrics.countChatMessage('understood', 'web');
metrics.observeExport('csv', 'completed', 0.4);

console.log(`load average before: ${load()}`);
const perCall: number[] = [];
for (let r = 0; r < runs; r++) {
  const started = performance.now();
  for (let i = 0; i < observations; i++) metrics.observeRequest('GET', routes[i % routes.length]!, statuses[i % 3]!, (i % 50) / 1000);
  perCall.push(((performance.now() - started) * 1e6) / observations);
}
const observe = stats(perCall);
console.log(`one request's metrics (counter + histogram), ${runs} runs of ${observations}: median ${observe.median.toFixed(0)} ns, max ${observe.max.toFixed(0)} ns`);

const renders: number[] = [];
let bytes = 0;
for (let r = 0; r < Math.max(20, runs); r++) {
  const started = performance.now();
  bytes = (await metrics.render()).length;
  renders.push(performance.now() - started);
}
const render = stats(renders);
console.log(`one scrape (${routes.length * statuses.length} request series, process metrics): median ${fmt(render.median)}, p95 ${fmt(render.p95)}, ${(bytes / 1024).toFixed(0)} KiB`);
console.log(`load average after: ${load()}`);
