/**
 * PostgreSQL stopping abruptly under the running server, on a throwaway cluster of its own (never the
 * shared one): initdb in /tmp, start on a free port, the server on it under write load (chat messages
 * that each record a transaction), `pg_ctl stop -m immediate`, a few seconds of outage, start again.
 * Shows what clients get during the outage (statuses and bodies), that /api/health says not ready,
 * that the same server process recovers without a restart, and that nothing acknowledged was lost.
 * The cluster is removed at the end. As root, the cluster's commands run as the `postgres` user.
 *
 *   node --import tsx bench/pg-stop.ts [--stops 3] [--outage 5] [--writers 2]
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, freePort, httpClient, machineLoad, option, seed, startServer, type BenchUser } from './server-process';

const outageS = Number(option('outage', 'PGSTOP_OUTAGE', '5'));
const writers = Number(option('writers', 'PGSTOP_WRITERS', '2'));
const stops = Number(option('stops', 'PGSTOP_STOPS', '3'));

const version = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))[0];
if (!version) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
const BIN = `/usr/lib/postgresql/${version}/bin`;
const asRoot = process.getuid?.() === 0;

/** A cluster command, as the `postgres` user when this runs as root (initdb refuses root). */
function pgCommand(tool: string, args: string[]) {
  const quoted = [join(BIN, tool), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return asRoot
    ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { encoding: 'utf8' })
    : execFileSync(join(BIN, tool), args, { encoding: 'utf8' });
}

const tag = randomBytes(4).toString('hex');
const dir = `/tmp/pg-crash-${tag}`;
const work = join(tmpdir(), `tally-pgstop-${tag}`);
mkdirSync(work, { recursive: true });
mkdirSync(dir);
chmodSync(dir, 0o777); // initdb (as postgres) creates the data folder inside
const dataDir = join(dir, 'data');
const pgLog = join(dir, 'logfile');
const port = await freePort();
const serverLog = join(work, 'server.log');

/** The same, without blocking this process (requests keep going while the cluster stops and starts). */
function pgCommandAsync(tool: string, args: string[]): Promise<void> {
  const quoted = [join(BIN, tool), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const [file, argv] = asRoot ? ['su', ['postgres', '-s', '/bin/sh', '-c', quoted]] : [join(BIN, tool), args];
  return new Promise((resolve, reject) => execFile(file, argv, (error) => (error ? reject(error) : resolve())));
}

const clusterStart = () => pgCommandAsync('pg_ctl', ['-D', dataDir, '-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`, '-l', pgLog, '-w', 'start']);

console.log(`PostgreSQL abrupt stop: throwaway cluster ${dataDir} (PostgreSQL ${version}) on port ${port}; ${new Date().toISOString()}`);
console.log(`machine at start: ${machineLoad()}`);
pgCommand('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
await clusterStart();
const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
let stopServer: () => Promise<unknown> = async () => {};
try {
  const url = await createDatabase('tally_pgstop', adminUrl);
  const [user] = (await seed({ kind: 'postgres', url }, 1, 1000)) as [BenchUser];
  const server = await startServer({ kind: 'postgres', url }, serverLog);
  stopServer = () => server.stop();
  let exitedDuringRun: string | undefined;
  void server.exited.then((how) => (exitedDuringRun = how));
  const client = httpClient(server.base, writers + 4);

  let running = true;
  type Phase = 'running' | 'outage';
  let phase: Phase = 'running';
  const acknowledged = new Set<string>();
  let sent = 0;
  /** status + body -> count, per phase and kind of request. */
  const seen = new Map<string, number>();
  const note = (kind: string, status: string, body: string) => {
    const key = `${phase.padEnd(8)} ${kind.padEnd(18)} ${status} ${body.slice(0, 160)}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  };
  let lastAckAt = 0;

  const writer = async () => {
    while (running) {
      const n = ++sent;
      const message = `spent ${2000 + n}.41 on outage test ${n}`;
      try {
        const res = await client.request('POST', '/api/chat', { cookie: user.cookie, json: { message }, timeoutMs: 15_000 });
        if (res.status === 200 && (JSON.parse(res.body) as { transactions: Array<{ rawInput: string }> }).transactions[0]?.rawInput === message) {
          acknowledged.add(message);
          lastAckAt = performance.now();
          note('POST /api/chat', '200', '(recorded)');
        } else note('POST /api/chat', String(res.status), res.body);
      } catch (error) {
        note('POST /api/chat', 'network error', (error as Error).message);
      }
      if (phase === 'outage') await new Promise((r) => setTimeout(r, 50));
    }
  };
  const prober = async () => {
    while (running) {
      for (const [kind, path] of [
        ['GET /api/health', '/api/health'],
        ['GET /api/transactions', '/api/transactions?limit=20'],
      ] as const) {
        try {
          const res = await client.request('GET', path, { cookie: user.cookie, timeoutMs: 15_000 });
          note(kind, String(res.status), res.status === 200 ? '(ok)' : res.body);
        } catch (error) {
          note(kind, 'network error', (error as Error).message);
        }
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  void server.exited.then((how) => {
    if (running) console.log(`SERVER EXITED (${how}); its log ends:\n${readFileSync(serverLog, 'utf8').slice(-3000)}`);
  });
  const tasks = [...Array.from({ length: writers }, writer), prober()];

  // Writes flowing (a cold server on a busy machine answers its first requests slowly).
  while (acknowledged.size === 0 && !exitedDuringRun) await new Promise((r) => setTimeout(r, 20));
  for (let round = 1; round <= stops; round++) {
    await new Promise((r) => setTimeout(r, 3000));
    const ackedBefore = acknowledged.size;
    phase = 'outage';
    const stopStarted = performance.now();
    await pgCommandAsync('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    const stopMs = performance.now() - stopStarted;
    await new Promise((r) => setTimeout(r, outageS * 1000));

    const restartAt = performance.now();
    await clusterStart();
    const clusterUpMs = performance.now() - restartAt;
    phase = 'running';
    // Recovery: the first healthy answer and the first acknowledged write after the cluster is back.
    let healthyMs = NaN;
    while (performance.now() - restartAt < 60_000) {
      const res = await client.request('GET', '/api/health').catch(() => undefined);
      if (res?.status === 200) {
        healthyMs = performance.now() - restartAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    while (lastAckAt < restartAt && performance.now() - restartAt < 60_000) await new Promise((r) => setTimeout(r, 20));
    console.log(
      `stop ${round}/${stops}: ${ackedBefore} writes acknowledged before; pg_ctl stop -m immediate ${stopMs.toFixed(0)} ms; outage ${outageS} s; pg_ctl start -w ${clusterUpMs.toFixed(0)} ms; server healthy ${healthyMs.toFixed(0)} ms and first acknowledged write ${(lastAckAt - restartAt).toFixed(0)} ms after the cluster start began`,
    );
  }
  await new Promise((r) => setTimeout(r, 3000));
  running = false;
  await Promise.all(tasks);

  // Everything acknowledged is there exactly once.
  const stored = new Map<string, number>();
  for (let offset = 0; ; offset += 200) {
    const res = await client.request('GET', `/api/transactions?limit=200&offset=${offset}`, { cookie: user.cookie });
    if (res.status !== 200) throw new Error(`list ${res.status} ${res.body}`);
    const page = JSON.parse(res.body) as { transactions: Array<{ rawInput: string }> };
    for (const t of page.transactions) stored.set(t.rawInput, (stored.get(t.rawInput) ?? 0) + 1);
    if (page.transactions.length < 200) break;
  }
  const missing = [...acknowledged].filter((m) => !stored.has(m)).length;
  const duplicates = [...acknowledged].filter((m) => (stored.get(m) ?? 0) > 1).length;
  client.close();
  const logged = readFileSync(serverLog, 'utf8');

  console.log(`server process: pid ${server.pid}, ${exitedDuringRun ? `EXITED (${exitedDuringRun})` : 'ran throughout (no restart)'}`);
  console.log(`writes: sent ${sent}, acknowledged ${acknowledged.size}; missing ${missing}; duplicates ${duplicates}`);
  console.log('answers by phase (count  phase  request  status  body):');
  for (const [key, count] of [...seen].sort((a, b) => a[0].localeCompare(b[0]))) console.log(`  ${String(count).padStart(5)}  ${key}`);
  for (const line of logged.split('\n').filter((l) => l.includes('unhandled error'))) {
    const entry = JSON.parse(line) as { err?: { type?: string; message?: string; stack?: string } };
    console.log(`  unhandled error in the server log: ${entry.err?.type}: ${entry.err?.message?.slice(0, 300)}\n    ${entry.err?.stack?.split('\n').slice(1, 6).join('\n    ')}`);
  }
  console.log(`server log: ${logged.split('\n').filter((l) => l.includes('database unavailable')).length} "database unavailable" entries, ${logged.split('\n').filter((l) => l.includes('unhandled error')).length} "unhandled error" entries`);
  if (missing > 0 || duplicates > 0 || exitedDuringRun) process.exitCode = 1;
} finally {
  await stopServer();
  try {
    pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', 'stop']);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
  console.log(`machine at end: ${machineLoad()}; throwaway cluster removed`);
}
