/**
 * Cold start of the server process: from spawning `node --import tsx apps/server/src/main.ts` (as
 * `npm start` runs it) to the first 200 from /api/health, on a new embedded database (every migration
 * runs), on an existing one, and on an existing, migrated PostgreSQL database. Also prints the
 * server's own figure (startupMs in its "ready" log line: config, database, migrations, app, listen,
 * without Node's and tsx's start). Median of several runs; one warm-up run first (tsx's compile cache).
 *
 *   node --import tsx bench/startup.ts [runs=5]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { stats } from './helpers';
import { freePort } from './server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 5);
const PG_ADMIN = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'tally_bench_startup';
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');

/** One cold start: ms to the first healthy answer, and the server's own startupMs. */
async function coldStart(env: Record<string, string>): Promise<{ ms: number; serverMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let serverMs = NaN;
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /"startupMs":(\d+)/.exec(out);
    if (match) serverMs = Number(match[1]);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${out}`);
      if (Date.now() > deadline) throw new Error('No healthy answer within 120 s');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    // The "ready" line can reach us just after the first answer.
    for (let i = 0; i < 250 && Number.isNaN(serverMs); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return { ms, serverMs };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function series(label: string, env: () => Record<string, string>, cleanup: () => void = () => {}) {
  const ms: number[] = [];
  const serverMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await coldStart(env());
    cleanup();
    ms.push(result.ms);
    serverMs.push(result.serverMs);
  }
  const s = stats(ms);
  console.log(
    `${label.padEnd(30)} median ${Math.round(s.median)} ms (min ${Math.round(Math.min(...ms))}, max ${Math.round(s.max)})` +
      `   server's startupMs median ${Math.round(stats(serverMs).median)} ms   load ${load()}`,
  );
}

const work = mkdtempSync(join(tmpdir(), 'tally-startup-'));
const admin = new pg.Client({ connectionString: PG_ADMIN });
await admin.connect();
try {
  console.log(`Server cold start to /api/health 200, ${runs} runs each, load ${load()}\n`);
  const existing = join(work, 'existing');
  await coldStart({ DATA_DIR: existing }); // warm-up, and migrates the existing embedded database

  let n = 0;
  let fresh = '';
  await series(
    'PGlite, new data dir',
    () => {
      fresh = join(work, `new-${n++}`);
      return { DATA_DIR: fresh };
    },
    () => rmSync(fresh, { recursive: true, force: true }),
  );
  await series('PGlite, existing data dir', () => ({ DATA_DIR: existing }));

  await admin.query(`drop database if exists ${PG_DB} with (force)`);
  await admin.query(`create database ${PG_DB}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${PG_DB}`;
  await coldStart({ DATABASE_URL: url.toString() }); // migrates it
  await series('PostgreSQL, migrated database', () => ({ DATABASE_URL: url.toString() }));
} finally {
  await admin.query(`drop database if exists ${PG_DB} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}
