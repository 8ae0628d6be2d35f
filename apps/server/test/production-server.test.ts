/**
 * The production build as `npm start` runs it: esbuild's bundle (scripts/build.ts, built here into a
 * folder of its own) started as a real process with `node --enable-source-maps --no-regexp-tier-up`, on this project's
 * database (a migrated PGlite folder or a PostgreSQL database). It answers /api/health, and on SIGTERM
 * it stops gracefully: new connections are refused, idle ones are closed at once, the request in
 * flight finishes (its write committed), and the process exits 0 well within SHUTDOWN_TIMEOUT_MS; a
 * request that does not finish is cut at the bound (exit 1). A built operator command then runs on
 * the same database (PostgreSQL).
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildServer, ENTRY_POINTS, SERVER_ROOT } from '../scripts/build';
import { NATIVE_REGEXPS_FLAG } from '../src/platform/node-flags';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client';
import { TEST_DB } from './helpers/app';
import { POSTGRES_ADMIN_URL, postgresUrl } from './helpers/postgres';

const run = promisify(execFile);
// Inside the server's folder, so the bundle finds the third-party packages in node_modules.
const outdir = join(SERVER_ROOT, 'dist', `.test-${process.pid}-${randomBytes(3).toString('hex')}`);
const work = mkdtempSync(join(tmpdir(), 'tally-production-'));

/** A database of its own for the server process: env to reach it, and a handle to look at it after. */
interface ProcessDatabase {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function processDatabase(): Promise<ProcessDatabase> {
  if (TEST_DB === 'postgres') {
    const name = `${inject('pgPrefix')}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${name} template ${inject('pgTemplate')}`);
    return {
      env: { DATABASE_URL: postgresUrl(name) },
      open: async () => openPostgres(postgresUrl(name), 1),
      drop: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  }
  // The migrated dump, written out as a data folder (the server opens it, then the test after it).
  const dir = mkdtempSync(join(work, 'pglite-'));
  const seed = await openPglite(dir, new Blob([await readFile(inject('pgliteDump'))]));
  await seed.close();
  return { env: { DATA_DIR: dir }, open: () => openPglite(dir), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Running {
  child: ChildProcess;
  port: number;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  exited: Promise<number | null>;
}

async function startBuilt(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', NATIVE_REGEXPS_FLAG, join(outdir, 'main.js')], {
    cwd: work,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      RECURRING_JOB_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = { child, port, output: () => output, exited };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the built server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the built server did not answer within 60 s:\n${output}`);
    }
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return running;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A raw connection and everything the server sends on it until it closes. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closedAt = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return { socket, connected, closedAt, received: () => received };
}

/** Whether a new connection is accepted: 'connected', or the error code (ECONNREFUSED). */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

let database: ProcessDatabase;

beforeAll(async () => {
  // The same function as `npm run build`, into its own folder (both database projects run this file).
  const [, db] = await Promise.all([buildServer(outdir), processDatabase()]);
  database = db;
}, 120_000);

afterAll(async () => {
  await database?.drop();
  rmSync(outdir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('the production build', () => {
  it('bundles the server and the operator commands, with source maps and the migrations beside them', () => {
    for (const name of Object.keys(ENTRY_POINTS)) {
      expect(existsSync(join(outdir, `${name}.js`)), name).toBe(true);
      expect(existsSync(join(outdir, `${name}.js.map`)), name).toBe(true);
    }
    const migrations = readdirSync(join(SERVER_ROOT, 'src/db/migrations')).filter((f) => f.endsWith('.sql'));
    expect(migrations.length).toBeGreaterThan(0);
    expect(readdirSync(join(outdir, 'migrations')).sort()).toEqual(migrations.sort());
  });

  it('starts, and on SIGTERM refuses new connections, finishes the request in flight and exits 0', { timeout: 90_000 }, async () => {
    const server = await startBuilt({ ...database.env, SHUTDOWN_TIMEOUT_MS: '5000' });
    try {
      const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: TEST_DB });

      // A keep-alive connection that has had its answer, and one that never sent a byte (a preconnect).
      const agent = new http.Agent({ keepAlive: true });
      const keptAlive = await new Promise<net.Socket>((resolve, reject) => {
        http
          .get({ agent, host: '127.0.0.1', port: server.port, path: '/api/health' }, (res) => {
            const socket = res.socket;
            res.resume();
            res.once('end', () => setImmediate(() => resolve(socket)));
          })
          .once('error', reject);
      });
      const keptAliveClosedAt = new Promise<number>((resolve) => keptAlive.once('close', () => resolve(performance.now())));
      const preconnect = connect(server.port);
      await preconnect.connected;

      // The request in flight: a registration whose body is still arriving when the signal comes.
      const phoneNumber = `+1202555${String(randomBytes(2).readUInt16BE() % 10_000).padStart(4, '0')}`;
      const body = JSON.stringify({ phoneNumber, name: 'Late Arrival', email: `late-${randomBytes(3).toString('hex')}@example.com`, password: 'Late-Pass-123' });
      const inFlight = connect(server.port);
      await inFlight.connected;
      inFlight.socket.write(
        `POST /api/auth/register HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
      );
      // The server has the request's headers before the signal.
      for (let i = 0; i < 200 && !server.output().includes('/api/auth/register'); i++) await new Promise((r) => setTimeout(r, 10));
      expect(server.output()).toContain('/api/auth/register');

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      for (let i = 0; i < 500 && !server.output().includes('shutting down'); i++) await new Promise((r) => setTimeout(r, 10));

      // The listener closes within moments of the signal (the log line comes first). A connection that
      // lands in the listener's backlog as it closes is reset (ECONNRESET), not served: try again.
      let refused = await tryConnect(server.port);
      while (refused !== 'ECONNREFUSED' && performance.now() - signalled < 2000) refused = await tryConnect(server.port);
      expect(refused).toBe('ECONNREFUSED');
      // Idle connections do not hold the exit: both are closed at once, well before the 5 s bound.
      expect((await preconnect.closedAt) - signalled).toBeLessThan(4000);
      expect((await keptAliveClosedAt) - signalled).toBeLessThan(4000);
      agent.destroy();

      inFlight.socket.write(body.slice(10));
      await inFlight.closedAt;
      const answer = inFlight.received();
      expect(answer).toMatch(/^HTTP\/1\.1 201 /);
      // The answer ends its connection: the client does not wait on a server that is leaving.
      expect(answer.toLowerCase()).toContain('connection: close');

      const code = await server.exited;
      // 0 and "cut": false: done within the bound, nothing was cut.
      expect(code).toBe(0);
      expect(server.output()).toContain('"cut":false');
    } finally {
      server.child.kill('SIGKILL');
    }

    // The write was committed before the database closed (and an embedded folder was unlocked).
    const handle = await database.open();
    try {
      const rows = await handle.sql.query<{ name: string }>("select name from users where name = 'Late Arrival'");
      expect(rows).toEqual([{ name: 'Late Arrival' }]);
    } finally {
      await handle.close();
    }

    // A built operator command on the same database (the server has let go of it). The bundle is the
    // same on both databases: checked once, on PostgreSQL, where opening the database is cheaper.
    if (TEST_DB !== 'postgres') return;
    const { stdout } = await run(process.execPath, ['--enable-source-maps', join(outdir, 'create-admin.js'), 'night-operator'], {
      cwd: work,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...database.env, ADMIN_PASSWORD: 'Night-Operator-Pass-1' },
    });
    expect(stdout).toContain('Admin account "night-operator": created.');
  });

  it('cuts a request that does not finish within SHUTDOWN_TIMEOUT_MS and exits 1', { timeout: 90_000 }, async () => {
    const server = await startBuilt({ ...database.env, SHUTDOWN_TIMEOUT_MS: '500' });
    try {
      const stalled = connect(server.port);
      await stalled.connected;
      stalled.socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
      for (let i = 0; i < 200 && !server.output().includes('/api/auth/login'); i++) await new Promise((r) => setTimeout(r, 10));

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      const closedAfter = (await stalled.closedAt) - signalled;
      expect(closedAfter).toBeGreaterThanOrEqual(450);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('SHUTDOWN_TIMEOUT_MS (500 ms) reached');
      // It stopped by itself after the cut, not through the last-resort exit 5 s later.
      expect(server.output()).not.toContain('still not done');
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
