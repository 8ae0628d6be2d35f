/** The request mix of the load and soak benchmarks (see bench/load.ts). */
import { percentiles, type Answer, type BenchUser, type httpClient } from './server-process';

export const CHAT_SENTENCES = [
  'spent 25 on lunch',
  'gastei 50 no mercado',
  'cobré 2100 de sueldo',
  'uber 18.50',
  'paguei 120 de luz',
  'gasté 30 en el cine',
  'coffee 4.20 this morning',
  'received 3000 salary',
  'how much did I spend this month?',
  'quanto gastei este mês?',
  '¿cuánto gasté en comida este mes?',
  'show my last 5 transactions',
];

export type Kind = 'transactions' | 'dashboard' | 'chat' | 'categories' | 'budgets' | 'me' | 'create';
const PERIODS = ['month', 'month', 'month', 'quarter', 'year', 'all'];

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** One request of the mix for a random user. */
export function mixedRequest(users: BenchUser[], sessions: Map<number, { id?: string; used: number }>) {
  const user = pick(users);
  const r = Math.random() * 100;
  if (r < 40) {
    const offset = 50 * Math.floor(Math.random() * 20);
    return { kind: 'transactions' as Kind, user, method: 'GET', path: `/api/transactions?limit=50&offset=${offset}` };
  }
  if (r < 65) return { kind: 'dashboard' as Kind, user, method: 'GET', path: `/api/dashboard?period=${pick(PERIODS)}` };
  if (r < 85) {
    const session = sessions.get(user.id) ?? { used: 0 };
    sessions.set(user.id, session);
    if (session.used >= 20) Object.assign(session, { id: undefined, used: 0 });
    return { kind: 'chat' as Kind, user, method: 'POST', path: '/api/chat', json: { message: pick(CHAT_SENTENCES), sessionId: session.id }, session };
  }
  if (r < 95) {
    const which = pick(['categories', 'budgets', 'me'] as const);
    const path = which === 'categories' ? '/api/categories' : which === 'budgets' ? `/api/budgets/${user.id}` : '/api/auth/me';
    return { kind: which as Kind, user, method: 'GET', path };
  }
  const amount = (1 + Math.random() * 200).toFixed(2);
  const today = new Date().toISOString().slice(0, 10);
  return {
    kind: 'create' as Kind,
    user,
    method: 'POST',
    path: '/api/transactions',
    json: { type: 'expense', amount, currency: 'USD', description: 'Load form entry', transactionDate: today, category: 'Dining' },
  };
}

/**
 * Drives the mix open loop: requests start at `rate` per second on schedule whatever the answers'
 * speed (200 warm-up requests first, which also check each request shape), plus one CSV export every
 * `exportEveryS`. Prints the figures; returns the elapsed sending time.
 */
export async function runMixedLoad(opts: {
  client: ReturnType<typeof httpClient>;
  users: BenchUser[];
  rate: number;
  durationS: number;
  exportEveryS: number;
  exportLabel: string;
  /** Called every `seconds` during the run with the elapsed time (sampling the server). */
  every?: { seconds: number; run(elapsedS: number): void };
}): Promise<{ elapsedS: number; errors: number }> {
  const { client, users, rate, durationS, exportEveryS } = opts;
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

  const t0 = performance.now();
  const endAt = t0 + durationS * 1000;
  let nextExport = t0 + exportEveryS * 1000;
  let exportRunning = false;
  let nextSample = t0 + (opts.every?.seconds ?? 0) * 1000;
  const exportUser = users[0]!;

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      if (opts.every && now >= nextSample) {
        nextSample += opts.every.seconds * 1000;
        opts.every.run((now - t0) / 1000);
      }
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
    `  CSV exports (${opts.exportLabel}): ${exports.length}, statuses ${exports.map((e) => e.status).join(',')}, times ${exports
      .map((e) => `${e.ms.toFixed(0)} ms`)
      .join(', ')}, ${exports[0] ? (exports[0].bytes / 1024).toFixed(0) : '-'} KB each`,
  );
  return { elapsedS, errors: errorCount };
}
