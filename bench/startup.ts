/**
 * Cold start of the server process, from spawning it to the first 200 from /api/health: the compiled
 * build as `npm start` runs it (`node --enable-source-maps apps/server/dist/main.js`, built first by
 * this script with the same function as `npm run build`) and, for comparison, the sources through
 * tsx (`node --import tsx apps/server/src/main.ts`, as `npm run dev` and the tests run them). On a
 * new embedded database (every migration runs), on an existing one, and on an existing, migrated
 * PostgreSQL database. Beside each: the server's own figures from its ready log line (`loadMs`: Node's
 * start and loading the code, until main.ts runs; `startupMs`: config, database, migrations, app,
 * listen). Median of several runs; one warm-up run per kind first (disk cache, tsx's compile cache).
 *
 *   node --import tsx bench/startup.ts [runs=5] [--only=compiled|tsx] [--skip-new]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildServer } from '../apps/server/scripts/build';
import { NATIVE_REGEXPS_FLAG } from '../apps/server/src/platform/node-flags';
import { stats } from './helpers';
import { freePort, machineLoad } from './server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const skipNew = args.includes('--skip-new');
const PG_ADMIN = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'tally_bench_startup';

const COMMANDS = {
  compiled: ['--enable-source-maps', NATIVE_REGEXPS_FLAG, 'apps/server/dist/main.js'],
  tsx: [NATIVE_REGEXPS_FLAG, '--import', 'tsx', 'apps/server/src/main.ts'],
} as const;
type Mode = keyof typeof COMMANDS;
const modes = (Object.keys(COMMANDS) as Mode[]).filter((m) => !only || m === only);

interface Start {
  ms: number;
  /** The server's own figures from its ready line. */
  startupMs: number;
  loadMs: number;
}

/** One cold start: ms to the first healthy answer, and the server's own figures. */
async function coldStart(mode: Mode, env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, COMMANDS[mode], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let ready: Record<string, number> | undefined;
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const line = out.split('\n').find((l) => l.includes('"startupMs"'));
    if (line) ready = JSON.parse(line) as Record<string, number>;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
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
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    // The "ready" line can reach us just after the first answer.
    for (let i = 0; i < 250 && !ready; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return { ms, startupMs: ready?.startupMs ?? NaN, loadMs: ready?.loadMs ?? NaN };
  } finally {
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) console.warn(`  (the server exited ${code} on SIGTERM)`);
  }
}

const round = (ms: number) => (Number.isNaN(ms) ? 'n/a' : String(Math.round(ms)));

async function series(label: string, mode: Mode, env: () => Record<string, string>, cleanup: () => void = () => {}) {
  const results: Start[] = [];
  for (let i = 0; i < runs; i++) {
    results.push(await coldStart(mode, env()));
    cleanup();
  }
  const ms = results.map((r) => r.ms);
  const median = (pick: (r: Start) => number) => round(stats(results.map(pick)).median);
  console.log(
    `${`${label}, ${mode}`.padEnd(38)} median ${round(stats(ms).median)} ms (min ${round(Math.min(...ms))}, max ${round(Math.max(...ms))})` +
      `   loadMs ${median((r) => r.loadMs)}   startupMs ${median((r) => r.startupMs)}   ${machineLoad().replace(/^.*load average/, 'load average')}`,
  );
}

const work = mkdtempSync(join(tmpdir(), 'tally-startup-'));
const admin = new pg.Client({ connectionString: PG_ADMIN });
await admin.connect();
try {
  console.log(`Server cold start to /api/health 200, ${runs} runs each; ${machineLoad()}`);
  if (modes.includes('compiled')) {
    const { ms } = await buildServer();
    console.log(`Built apps/server/dist in ${Math.round(ms)} ms\n`);
  }
  const existing = join(work, 'existing');
  await admin.query(`drop database if exists ${PG_DB} with (force)`);
  await admin.query(`create database ${PG_DB}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${PG_DB}`;
  const pgEnv = { DATABASE_URL: url.toString() };
  // Migrate both databases and warm each command up (disk cache; tsx's compile cache).
  await coldStart(modes[0]!, { DATA_DIR: existing });
  await coldStart(modes[0]!, pgEnv);
  for (const mode of modes.slice(1)) await coldStart(mode, pgEnv);

  for (const mode of modes) {
    if (!skipNew) {
      let n = 0;
      let fresh = '';
      await series(
        'PGlite, new data dir',
        mode,
        () => {
          fresh = join(work, `new-${n++}`);
          return { DATA_DIR: fresh };
        },
        () => rmSync(fresh, { recursive: true, force: true }),
      );
    }
    await series('PGlite, existing data dir', mode, () => ({ DATA_DIR: existing }));
    await series('PostgreSQL, migrated database', mode, () => pgEnv);
  }
} finally {
  await admin.query(`drop database if exists ${PG_DB} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}
