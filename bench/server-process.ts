/**
 * The real server as a child process (the sources through tsx, apps/server/src/main.ts, serving the
 * built web app; `npm start` runs the compiled build, whose start bench/startup.ts compares), for the
 * load and fault benchmarks: own databases, seeding before the
 * start, an HTTP client with keep-alive, process figures from /proc.
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync, closeSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/client';
import { testConfig } from '../apps/server/src/platform/config';
import { NATIVE_REGEXPS_FLAG } from '../apps/server/src/platform/node-flags';
import { createMemoryRateLimiter, scaleRateLimiter } from '../apps/server/src/platform/rate-limiter';
import { registerBenchUser, seedTransactions } from './helpers';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PG_ADMIN = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the cluster of `adminUrl`. */
export function databaseUrl(name: string, adminUrl = PG_ADMIN): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string, adminUrl = PG_ADMIN) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates an empty database (dropping one of that name first); returns its URL. */
export async function createDatabase(name: string, adminUrl = PG_ADMIN): Promise<string> {
  await adminQuery(`drop database if exists ${name} with (force)`, adminUrl);
  await adminQuery(`create database ${name}`, adminUrl);
  return databaseUrl(name, adminUrl);
}

export const dropDatabase = (name: string, adminUrl = PG_ADMIN) => adminQuery(`drop database if exists ${name} with (force)`, adminUrl);

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

export interface BenchUser {
  id: number;
  cookie: string;
}

/** Server environment for a target. */
export function targetEnv(target: Target): Record<string, string> {
  return target.kind === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: target.dir };
}

/**
 * Migrates the target and, in this process, registers `users` users with `perUser` transactions each
 * (bulk SQL). Closes the database before returning, so the server can then open it (PGlite's lock).
 * The session cookies stay valid: sessions live in the database.
 */
export async function seed(target: Target, users: number, perUser: number): Promise<BenchUser[]> {
  const handle: DatabaseHandle = target.kind === 'postgres' ? openPostgres(target.url) : await openPglite(target.dir);
  try {
    await handle.migrate();
    const app = await buildApp({
      config: testConfig({ BETA_SEATS: '1000000' }),
      database: handle,
      limiter: scaleRateLimiter(createMemoryRateLimiter(), 1_000_000),
    });
    const result: BenchUser[] = [];
    for (let i = 0; i < users; i++) {
      const user = await registerBenchUser(app, `+1202555${String(1000 + i).padStart(4, '0')}`);
      result.push(user);
      if (perUser > 0) await seedTransactions(handle, user.id, perUser);
    }
    await app.close();
    return result;
  } finally {
    await handle.close();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  pid: number;
  port: number;
  base: string;
  child: ChildProcess;
  /** Spawn to the first 200 from /api/health. */
  startMs: number;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  /** SIGTERM (graceful close) and wait. */
  stop(): Promise<string>;
  /** SIGKILL and wait. */
  kill(): Promise<string>;
}

/**
 * Starts the server on a free port (or `env.PORT`, to come back on the same one) with `env` (database
 * settings, overrides) and waits until /api/health answers 200. Its output goes to `logFile`.
 */
export async function startServer(target: Target, logFile: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const fd = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [NATIVE_REGEXPS_FLAG, ...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000000',
      BETA_SEATS: '1000000',
      ...targetEnv(target),
      ...env,
    },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)));
  let gone: string | undefined;
  void exited.then((how) => (gone = how));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (gone) throw new Error(`server exited during start (${gone}); see ${logFile}:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error(`server did not start in 120 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - started;
  return {
    pid: child.pid!,
    port,
    base,
    child,
    startMs,
    exited,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (!gone) process.kill(child.pid!, 'SIGKILL');
      return exited;
    },
  };
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
  headers: http.IncomingHttpHeaders;
}

/**
 * HTTP/1.1 with keep-alive through one node Agent (undici is not installed as a package here). An
 * idle connection is closed by this client after 4 s, before the other end closes it (HAProxy's
 * `timeout http-keep-alive` is 10 s in docs/deployment.md): otherwise a request sent on a connection
 * at the moment the balancer closes it fails with "socket hang up", a failure of the client's
 * connection reuse rather than of the server (browsers retry such a request on a new connection).
 */
export function httpClient(base: string, maxSockets = 256) {
  const agent = new http.Agent({ keepAlive: true, maxSockets, timeout: 4_000 });
  const url = new URL(base);
  function request(method: string, path: string, opts: { cookie?: string; json?: unknown; timeoutMs?: number; headers?: Record<string, string> } = {}): Promise<Answer> {
    const payload = opts.json === undefined ? undefined : JSON.stringify(opts.json);
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request({ agent, host: url.hostname, port: url.port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started, headers: res.headers }));
        res.on('error', reject);
      });
      req.on('error', reject);
      if (opts.timeoutMs) req.setTimeout(opts.timeoutMs, () => req.destroy(new Error('client timeout')));
      req.end(payload);
    });
  }
  return { request, close: () => agent.destroy() };
}

/** Resident memory of a process, MB (VmRSS). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** CPU time (user + system) a process has used so far, ms. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** `uptime` as printed, plus the CPU count. */
export function machineLoad(): string {
  let up: string;
  try {
    up = execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    up = `load average: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`;
  }
  return `${up}; ${cpus().length} CPUs`;
}

/** Command-line `--name=value` or `--name value`, else the environment variable, else the default. */
export function option(name: string, envName: string, fallback: string): string {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === `--${name}`) return args[i + 1] ?? fallback;
    if (args[i]!.startsWith(`--${name}=`)) return args[i]!.slice(name.length + 3);
  }
  return process.env[envName] ?? fallback;
}

export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!);
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.length ? sorted.at(-1)! : NaN };
}
