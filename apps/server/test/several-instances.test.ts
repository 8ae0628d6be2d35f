/**
 * Decision D7 with real processes: two server processes (the command bench/server-process.ts runs)
 * on one new PostgreSQL database and one Redis, behind Debian's HAProxy on loopback. Runs once, in
 * the PostgreSQL project; skipped (saying so) only when haproxy is not installed (scripts/test.sh
 * installs it).
 *
 * The test's client connects from its own loopback address (127.x.y.z, new each run), so the
 * balancer forwards an address no other test or earlier run shares, and Redis keys never collide.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import twilio from 'twilio';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { findHaproxy, startHaproxy, type HaproxyProcess } from '../../../bench/haproxy';
import { freePort, startServer, type ServerProcess } from '../../../bench/server-process';
import { MIGRATIONS_FOLDER } from '../src/db/client';
import { listMigrations } from '../src/db/migrate';
import { TEST_DB } from './helpers/app';
import { POSTGRES_ADMIN_URL, postgresUrl } from './helpers/postgres';

const HAPROXY = findHaproxy();
const RUNS_HERE = TEST_DB === 'postgres';
if (RUNS_HERE && !HAPROXY) console.warn('haproxy is not installed (apt-get install haproxy; scripts/test.sh does): the several-instances test is skipped.');

/** A Redis database of its own: these keys never meet the unit tests' ones in database 0. */
const REDIS_URL = `${process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'}/11`;
const CLIENT = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const TWILIO_TOKEN = 'several-instances-token';
const PASSWORD = 'Multi-Pass-123';
const work = mkdtempSync(join(tmpdir(), 'tally-multi-'));

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  servedBy: string;
  json: unknown;
}

interface UserBody {
  user: { id: number };
}
interface TransactionsBody {
  transactions: { description: string; amount: string; transactionDate: string }[];
}
/** The parsed answer, read as the API's shape for `T`. */
const bodyOf = <T>(reply: Reply) => reply.json as T;

/** One HTTP request from the test's client address (a new connection each time). */
function call(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const url = new URL(path, base);
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | undefined;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.json !== undefined) {
    payload = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  } else if (options.form) {
    payload = new URLSearchParams(options.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress: CLIENT, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, servedBy: String(res.headers['x-served-by'] ?? '') });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function sessionCookie(reply: Reply): string {
  const found = (reply.headers['set-cookie'] ?? []).find((c) => c.startsWith('tally_session='));
  if (!found) throw new Error(`no session cookie (${reply.status} ${reply.text})`);
  return found.split(';')[0]!;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!RUNS_HERE || !HAPROXY)('several instances behind HAProxy on one PostgreSQL and one Redis (runs once, in the PostgreSQL project)', () => {
  const dbName = RUNS_HERE ? `${inject('pgPrefix')}_multi_${randomBytes(3).toString('hex')}` : '';
  const databaseUrl = postgresUrl(dbName);
  const ports = { a: 0, b: 0, balancer: 0 };
  const servers: Record<'a' | 'b', ServerProcess | undefined> = { a: undefined, b: undefined };
  let balancer: HaproxyProcess | undefined;
  let lb = '';
  const direct = (name: 'a' | 'b') => `http://127.0.0.1:${ports[name]}`;
  let db: pg.Client | undefined;
  let redis: Redis | undefined;
  const phone = `+1202555${String(randomInt(0, 10_000)).padStart(4, '0')}`;
  let cookie = '';
  let userId = 0;

  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    // The balancer's address: the X-Forwarded-For entry it appends is the client, earlier ones are not trusted.
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: lb,
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    RATE_LIMIT_SCALE: '1',
    ADMIN_USERNAME: 'multi-ops',
    ADMIN_PASSWORD: 'multi-ops-password',
    RECURRING_JOB_INTERVAL_MS: '0',
    ...extra,
  });

  /** Starts both instances at the same moment; both must come up. */
  async function startBoth(extra: Record<string, string> = {}) {
    const started = await Promise.allSettled(
      (['a', 'b'] as const).map((name) => startServer({ kind: 'postgres', url: databaseUrl }, join(work, `${name}.log`), env({ ...extra, PORT: String(ports[name]) }))),
    );
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    if (started[0]!.status === 'fulfilled') servers.a = started[0]!.value;
    if (started[1]!.status === 'fulfilled') servers.b = started[1]!.value;
    expect(failures).toEqual([]);
  }

  /** Until the balancer's health checks see both instances again. */
  async function waitForBalancer() {
    const seen = new Set<string>();
    for (let waited = 0; seen.size < 2; waited += 50) {
      if (waited > 10_000) throw new Error(`the balancer sees only ${[...seen].join(', ') || 'no instance'}`);
      const res = await call(lb, 'GET', '/api/health');
      if (res.status === 200) seen.add(res.servedBy);
      else await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function stopBoth() {
    await Promise.all([servers.a?.stop(), servers.b?.stop()]);
    servers.a = servers.b = undefined;
  }

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all([servers.a?.kill(), servers.b?.kill()]);
    await db?.end();
    redis?.disconnect();
    if (RUNS_HERE) {
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    rmSync(work, { recursive: true, force: true });
  });

  it('two instances started at once on an empty database both come up, each migration applied once, one admin account', { timeout: 240_000 }, async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    redis = new Redis(REDIS_URL);
    [ports.a, ports.b, ports.balancer] = [await freePort(), await freePort(), await freePort()];
    lb = `http://127.0.0.1:${ports.balancer}`;

    await startBoth();

    const applied = await db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(applied.rows.map((r) => r.name)).toEqual(listMigrations(MIGRATIONS_FOLDER));
    const accounts = await db.query('select id from admin_accounts where username = $1', ['multi-ops']);
    expect(accounts.rowCount).toBe(1);
    const created = await db.query("select id from admin_audit_log where action = 'admin.create'");
    expect(created.rowCount).toBe(1);

    balancer = await startHaproxy(HAPROXY!, join(work, 'haproxy.cfg'), join(work, 'haproxy.log'), {
      port: ports.balancer,
      servers: [
        { name: 'a', port: ports.a },
        { name: 'b', port: ports.b },
      ],
      checkIntervalMs: 300,
    });
  });

  it('a session made through one instance works on the other, directly and through the balancer; signing out ends it on both', async () => {
    const registered = await call(lb, 'POST', '/api/auth/register', {
      json: { phoneNumber: phone, name: 'Multi Instance', email: `multi-${randomBytes(3).toString('hex')}@example.com`, password: PASSWORD, timezone: 'UTC' },
    });
    expect(registered.status, registered.text).toBe(201);
    const first = sessionCookie(registered);
    userId = bodyOf<UserBody>(registered).user.id;

    for (const name of ['a', 'b'] as const) {
      const me = await call(direct(name), 'GET', '/api/auth/me', { cookie: first });
      expect(me.status, `${name}: ${me.text}`).toBe(200);
      expect(bodyOf<UserBody>(me).user.id).toBe(userId);
    }
    const rounds = await Promise.all([0, 1, 2, 3].map(() => call(lb, 'GET', '/api/auth/me', { cookie: first })));
    expect(rounds.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(rounds.map((r) => r.servedBy))).toEqual(new Set(['a', 'b']));

    // Written on one instance, read on the other.
    const created = await call(direct('a'), 'POST', '/api/transactions', {
      cookie: first,
      json: { type: 'expense', amount: '12.30', currency: 'USD', description: 'Written on a', category: 'Dining', transactionDate: isoDay(0) },
    });
    expect(created.status, created.text).toBe(201);
    const listed = await call(direct('b'), 'GET', '/api/transactions', { cookie: first });
    expect(bodyOf<TransactionsBody>(listed).transactions.map((t) => [t.description, t.amount])).toEqual([['Written on a', '12.30']]);

    // Signing out on one instance ends the session on the other too.
    expect((await call(direct('b'), 'POST', '/api/auth/logout', { cookie: first })).status).toBe(200);
    expect((await call(direct('a'), 'GET', '/api/auth/me', { cookie: first })).status).toBe(401);

    const signedIn = await call(lb, 'POST', '/api/auth/login', { json: { phoneNumber: phone, password: PASSWORD } });
    expect(signedIn.status, signedIn.text).toBe(200);
    cookie = sessionCookie(signedIn);
    expect((await call(direct('a'), 'GET', '/api/auth/me', { cookie })).status).toBe(200);
    expect((await call(direct('b'), 'GET', '/api/auth/me', { cookie })).status).toBe(200);
  });

  it('sign-in attempts landing on both instances count together (Redis), keyed by the address the balancer forwards, not a spoofed one', async () => {
    const spoofed = `198.51.100.${randomInt(1, 255)}`;
    const attempts: Reply[] = [];
    // The limit is 10 attempts per phone number: the 11th is refused wherever it lands.
    for (let i = 0; i < 11; i++) {
      attempts.push(await call(lb, 'POST', '/api/auth/login', { json: { phoneNumber: phone, password: 'Wrong-Pass-1' }, headers: { 'x-forwarded-for': spoofed } }));
    }
    expect(attempts.map((r) => r.status)).toEqual([...Array(10).fill(401), 429]);
    expect(new Set(attempts.map((r) => r.servedBy))).toEqual(new Set(['a', 'b']));
    expect(Number(attempts[10]!.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits now, on either instance.
    for (const name of ['a', 'b'] as const) {
      expect((await call(direct(name), 'POST', '/api/auth/login', { json: { phoneNumber: phone, password: PASSWORD } })).status).toBe(429);
    }
    // Per address: the balancer's entry (this client's loopback address) counted, the spoofed one not.
    expect(Number(await redis!.get(`rl:loginPerAddress:${CLIENT}`))).toBeGreaterThanOrEqual(12);
    expect(await redis!.exists(`rl:loginPerAddress:${spoofed}`)).toBe(0);
  });

  it('at most two exports per user run at once across both instances', async () => {
    const body = { format: 'csv', reportType: 'transactions', currency: 'USD' };
    // A lock on the transactions table holds every export after it has taken its slot.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    let held: Reply[];
    try {
      await holder.query('begin');
      await holder.query('lock table transactions in access exclusive mode');
      const running = [call(direct('a'), 'POST', '/api/export/report', { cookie, json: body }), call(direct('b'), 'POST', '/api/export/report', { cookie, json: body })];
      for (let waited = 0; ; waited += 20) {
        const waiting = await db!.query("select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'", [dbName]);
        if (waiting.rows[0].n >= 2) break;
        if (waited > 10_000) throw new Error('the exports never reached the database');
        await new Promise((r) => setTimeout(r, 20));
      }
      const refused = [await call(lb, 'POST', '/api/export/report', { cookie, json: body }), await call(lb, 'POST', '/api/export/report', { cookie, json: body })];
      expect(refused.map((r) => [r.status, bodyOf<{ code?: string }>(r).code])).toEqual([
        [429, 'exportsBusy'],
        [429, 'exportsBusy'],
      ]);
      expect(new Set(refused.map((r) => r.servedBy))).toEqual(new Set(['a', 'b']));
      await holder.query('commit');
      held = await Promise.all(running);
    } finally {
      await holder.end();
    }
    expect(held.map((r) => r.status)).toEqual([200, 200]);
    expect(held[0]!.text).toContain('Written on a');
    // Both slots are free again once the files are sent.
    const again = await call(lb, 'POST', '/api/export/report', { cookie, json: body });
    expect(again.status, again.text).toBe(200);
  });

  it('one SMS MessageSid delivered to both instances at once is handled once', async () => {
    const webhook = `${lb}/api/messaging/twilio`;
    const amounts = ['11.25', '12.25', '13.25', '14.25', '15.25'];
    const sids = amounts.map(() => `SM${randomBytes(16).toString('hex')}`);
    for (const [i, amount] of amounts.entries()) {
      const form = { From: phone, To: '+15005550006', Body: `spent ${amount} on lunch`, MessageSid: sids[i]!, AccountSid: 'AC1' };
      const headers = { 'x-twilio-signature': twilio.getExpectedTwilioSignature(TWILIO_TOKEN, webhook, form) };
      const both = await Promise.all([call(direct('a'), 'POST', '/api/messaging/twilio', { form, headers }), call(direct('b'), 'POST', '/api/messaging/twilio', { form, headers })]);
      expect(both.map((r) => r.status), both.map((r) => r.text).join('\n')).toEqual([200, 200]);
      expect(both.some((r) => r.text.includes(amount))).toBe(true);
    }
    const list = await call(lb, 'GET', '/api/transactions?limit=100', { cookie });
    const recorded = bodyOf<TransactionsBody>(list).transactions.map((t) => t.amount).filter((a) => amounts.includes(a));
    expect(recorded.sort()).toEqual(amounts);
    const claims = await db!.query('select message_sid from inbound_messages where message_sid = any($1)', [sids]);
    expect(claims.rowCount).toBe(sids.length);
  });

  it('both instances restarted at once record each due recurring occurrence once', { timeout: 240_000 }, async () => {
    const categories = await call(lb, 'GET', '/api/categories', { cookie });
    const bills = bodyOf<{ id: number; name: string }[]>(categories).find((c) => c.name === 'Bills')!;
    const rule = await call(lb, 'POST', '/api/recurring', {
      cookie,
      json: { type: 'expense', amount: '9.99', description: 'Multi rent', categoryId: bills.id, frequency: 'weekly', startDate: isoDay(-35) },
    });
    expect(rule.status, rule.text).toBe(201);
    // Made today: only today's occurrence is due (and recorded at once). Five weeks of history become
    // due when the rule records from before its start, for both instances' jobs to race over.
    const ruleId = bodyOf<{ id: number }>(rule).id;
    await db!.query("update recurring_rules set record_from = now() - interval '40 days' where id = $1", [ruleId]);
    const expected = [-35, -28, -21, -14, -7, 0].map(isoDay);

    await stopBoth();
    await startBoth({ RECURRING_JOB_INTERVAL_MS: '50' });
    const ledger = () => db!.query('select occurrence_date::text as date from recurring_occurrences where rule_id = $1 order by 1', [ruleId]);
    for (let waited = 0; (await ledger()).rowCount! < expected.length; waited += 50) {
      if (waited > 10_000) throw new Error(`recorded ${(await ledger()).rowCount} of ${expected.length}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    // Several more runs on each instance: nothing is added.
    await Promise.all([waitForBalancer(), new Promise((r) => setTimeout(r, 400))]);
    expect((await ledger()).rows.map((r) => r.date)).toEqual(expected);
    const list = await call(lb, 'GET', '/api/transactions?limit=100', { cookie });
    const rent = bodyOf<TransactionsBody>(list).transactions.filter((t) => t.description === 'Multi rent');
    expect(rent.map((t) => t.transactionDate).sort()).toEqual(expected);
    expect(readFileSync(join(work, 'a.log'), 'utf8') + readFileSync(join(work, 'b.log'), 'utf8')).not.toMatch(/recurring (job|occurrence) failed/);
  });
});
