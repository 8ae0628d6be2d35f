/**
 * Observability: the request id (taken when sane, made otherwise, on every answer and every log line
 * of its request), the Prometheus metrics (by route pattern, chat outcomes, export durations, the
 * database's connections) and who can read them (an operator, or the separate metrics port; never a
 * user or the public).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenMetrics } from '../src/http/observability';
import { registerUser, type TestContext, type TestUser } from './helpers/app';
import { createAdminTestApp, loginAdmin, type TestAdmin } from './helpers/admin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestContext;
let user: TestUser;
let operator: TestAdmin;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createAdminTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>) } });
  user = await registerUser(t.app);
  operator = await loginAdmin(t.app);
});
afterAll(() => t.close());

/** The value of one series in an exposition text; labels in any order, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return 0;
}

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/metrics', headers: operator.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

describe('the request id', () => {
  it('is made when the request has none, and sent back', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    const b = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('is the caller’s own when sane, on successes and refusals alike', async () => {
    for (const id of ['7d3f0c1e-2b4a-4c55-9e0f-1a2b3c4d5e6f', 'req_01HZX5K3', 'lb:1-67891233-abcdef']) {
      const ok = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
      expect(ok.headers['x-request-id']).toBe(id);
      const refused = await t.app.inject({ method: 'GET', url: '/api/transactions', headers: { 'x-request-id': id } });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['x-request-id']).toBe(id);
      const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': id } });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces a hostile or oversized id with one of its own', async () => {
    const hostile = ['"},"level":60,"msg":"forged', 'two words', '<script>alert(1)</script>', 'a'.repeat(129), 'ümlaut', '', 'x;drop'];
    for (const id of hostile) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id'], JSON.stringify(id)).toMatch(UUID);
    }
    expect(logLines.some((l) => l.msg === 'forged' || l.requestId === hostile[0])).toBe(false);
    // 128 characters is the most taken as given.
    const longest = 'b'.repeat(128);
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': longest } })).headers['x-request-id']).toBe(longest);
  });

  it('is on every log line written while the request runs, and no query string is logged', async () => {
    const id = 'trace-log-lines-1';
    const res = await t.app.inject({ method: 'GET', url: '/api/transactions?q=secret-lunch-text', headers: { ...user.headers, 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    const mine = logLines.filter((l) => l.requestId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/transactions' } });
    expect(mine[1]).toMatchObject({ res: { statusCode: 200 } });
    expect(typeof mine[1]!.responseTime).toBe('number');
    // Every request line carries an id; the time is ISO 8601.
    const requestLines = logLines.filter((l) => 'req' in l || 'res' in l);
    expect(requestLines.length).toBeGreaterThan(10);
    for (const line of requestLines) expect(typeof line.requestId, JSON.stringify(line)).toBe('string');
    expect(mine[0]!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(JSON.stringify(logLines)).not.toContain('secret-lunch-text');
  });
});

describe('who can read the metrics', () => {
  it('not the public, not a user: only a signed-in operator', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('tally_');
    const asUser = await t.app.inject({ method: 'GET', url: '/api/admin/metrics', headers: user.headers });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.body).not.toContain('tally_');
    // Nothing at the conventional path on the public port.
    for (const url of ['/metrics', '/api/metrics']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('tally_');
    }
    expect(sample(await scrape(), 'tally_http_requests_total', { route: '/api/admin/metrics', status: '403' })).toBeGreaterThanOrEqual(1);
  });

  it('the separate metrics port serves GET /metrics and nothing else', async () => {
    const server = await listenMetrics(t.app.metrics, { host: '127.0.0.1', port: 0 });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const res = await fetch(server.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(text).toContain('# TYPE tally_http_requests_total counter');
      expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
      expect(text).toContain('process_cpu_user_seconds_total');
      for (const path of ['/', '/api/health', '/metrics/../api/health', '/metricsx']) {
        expect((await fetch(new URL(path, server.url))).status, path).toBe(404);
      }
      expect((await fetch(server.url, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('what the metrics count', () => {
  it('requests by route pattern, method and status, never by raw URL', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: user.headers,
      payload: { type: 'expense', amount: '12.30', currency: 'USD', description: 'Metrics lunch', category: 'Dining', transactionDate: '2026-03-10' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/transactions/:id' };
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: `/api/transactions/${id}`, headers: user.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/transactions/${id + 100_000}`, headers: user.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/no/such/thing/42' })).statusCode).toBe(404);
    const after = await scrape();

    expect(sample(after, 'tally_http_requests_total', { ...labels, status: '200' }) - sample(before, 'tally_http_requests_total', { ...labels, status: '200' })).toBe(3);
    expect(sample(after, 'tally_http_requests_total', { ...labels, status: '404' }) - sample(before, 'tally_http_requests_total', { ...labels, status: '404' })).toBe(1);
    const histogram = { ...labels, status_class: '2xx' };
    expect(sample(after, 'tally_http_request_duration_seconds_count', histogram) - sample(before, 'tally_http_request_duration_seconds_count', histogram)).toBe(3);
    expect(sample(after, 'tally_http_request_duration_seconds_bucket', { ...histogram, le: '+Inf' })).toBe(sample(after, 'tally_http_request_duration_seconds_count', histogram));
    expect(sample(after, 'tally_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    // No series names an id or a raw path.
    expect(after).not.toContain(`/api/transactions/${id}`);
    expect(after).not.toContain('/api/no/such/thing');
  });

  it('chat outcomes: an understood message, a clarification and a message not understood', async () => {
    const chat = (message: string) => t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
    const outcomes = ['understood', 'clarified', 'not_understood', 'failed'];
    const count = (text: string) => Object.fromEntries(outcomes.map((o) => [o, sample(text, 'tally_chat_messages_total', { outcome: o, channel: 'web' })]));
    const first = await scrape();
    // Every outcome is exported from the start, at zero until it happens.
    for (const outcome of outcomes) expect(first).toContain(`tally_chat_messages_total{outcome="${outcome}",channel="sms"}`);
    const before = count(first);

    const understood = await chat('coffee 4.50');
    expect(understood.json().type).toBe('transaction');
    expect(count(await scrape())).toEqual({ ...before, understood: before.understood! + 1 });

    const clarified = await chat('bought groceries');
    expect(clarified.json().type).toBe('clarification');
    expect(count(await scrape())).toEqual({ ...before, understood: before.understood! + 1, clarified: before.clarified! + 1 });

    const unknown = await chat('zxqv plorf');
    expect(unknown.json().type).toBe('unknown');
    expect(count(await scrape())).toEqual({ understood: before.understood! + 1, clarified: before.clarified! + 1, not_understood: before.not_understood! + 1, failed: before.failed });
  });

  it('an export’s duration, by format and outcome', async () => {
    const labels = { format: 'csv', outcome: 'completed' };
    const before = await scrape();
    const res = await t.app.inject({ method: 'POST', url: '/api/export/report', headers: user.headers, payload: { format: 'csv', reportType: 'transactions', currency: 'USD' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Metrics lunch');
    // The file's stream closes just after its last byte is sent.
    let after = await scrape();
    for (let i = 0; i < 50 && sample(after, 'tally_export_duration_seconds_count', labels) === sample(before, 'tally_export_duration_seconds_count', labels); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = await scrape();
    }
    expect(sample(after, 'tally_export_duration_seconds_count', labels) - sample(before, 'tally_export_duration_seconds_count', labels)).toBe(1);
    expect(sample(after, 'tally_export_duration_seconds_sum', labels)).toBeGreaterThan(sample(before, 'tally_export_duration_seconds_sum', labels));
    expect(sample(after, 'tally_export_duration_seconds_count', { format: 'excel', outcome: 'completed' })).toBe(0);
  });

  it('the database’s connections: busy while a transaction runs, and what waits behind it', async () => {
    const database = { database: t.database.kind };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held = t.database.sql.transaction(async (tx) => {
      await tx.query('select 1');
      entered();
      await gate;
    });
    await inside;
    // PGlite is one connection, so these two wait; PostgreSQL's pool runs them on other connections.
    const queued = [t.database.sql.query('select 2'), t.database.sql.query('select 3')];
    await new Promise((resolve) => setTimeout(resolve, 20));
    const busy = t.database.poolStats();
    // Not through a request: on PGlite its session lookup would queue behind the held transaction.
    const text = await t.app.metrics.render();
    release();
    await Promise.all([held, ...queued]);
    const idle = t.database.poolStats();

    expect(busy.idle).toBeLessThan(busy.total);
    expect(idle).toMatchObject({ idle: idle.total, waiting: 0 });
    if (t.database.kind === 'pglite') {
      expect(busy).toEqual({ total: 1, idle: 0, waiting: 2, max: 1 });
      expect(sample(text, 'tally_db_pool_waiting_requests', database)).toBe(2);
    } else {
      expect(busy.max).toBe(5);
      expect(busy.total).toBeGreaterThanOrEqual(1);
    }
    expect(sample(text, 'tally_db_pool_connections', database)).toBe(busy.total);
    expect(sample(text, 'tally_db_pool_max_connections', database)).toBe(busy.max);
    expect(text).toContain('# TYPE tally_db_pool_idle_connections gauge');
  });
});
