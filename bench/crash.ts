/**
 * Crash durability of the real server process, on PGlite (a temporary DATA_DIR) and on PostgreSQL
 * (an own temporary database): writers send chat messages that each record one transaction with a
 * unique text ("spent 1017.37 on test 17"), each message once, never retried; at a random moment
 * (200–1500 ms after the first acknowledged write since the start) the server gets SIGKILL and is started again (for PGlite this also takes over the
 * killed process' data-dir lock). After the last kill, every acknowledged message (a 200 whose
 * answer carries the recorded transaction) must be stored exactly once, read back through the API.
 *
 *   node --import tsx bench/crash.ts [--kills 20] [--writers 2] [--kinds pglite,postgres]
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase, httpClient, machineLoad, option, percentiles, seed, startServer, type BenchUser, type Target } from './server-process';

const kills = Number(option('kills', 'CRASH_KILLS', '20'));
const writers = Number(option('writers', 'CRASH_WRITERS', '2'));
const kinds = option('kinds', 'CRASH_KINDS', 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;

interface Transaction {
  id: number;
  rawInput: string;
}

/** Every transaction of the user, page by page. */
async function allTransactions(base: string, cookie: string): Promise<Transaction[]> {
  const client = httpClient(base, 4);
  const rows: Transaction[] = [];
  try {
    for (let offset = 0; ; offset += 200) {
      const res = await client.request('GET', `/api/transactions?limit=200&offset=${offset}`, { cookie });
      if (res.status !== 200) throw new Error(`list: ${res.status} ${res.body}`);
      const page = JSON.parse(res.body) as { transactions: Transaction[]; total: number };
      rows.push(...page.transactions);
      if (page.transactions.length < 200) break;
    }
  } finally {
    client.close();
  }
  return rows;
}

async function run(kind: 'pglite' | 'postgres') {
  const tag = randomBytes(4).toString('hex');
  const workDir = join(tmpdir(), `tally-crash-${tag}`);
  mkdirSync(workDir, { recursive: true });
  const logFile = join(workDir, 'server.log');
  const dbName = `tally_crash_${tag}`;
  const target: Target = kind === 'postgres' ? { kind, url: await createDatabase(dbName) } : { kind, dir: join(workDir, 'data') };
  try {
    const [user] = (await seed(target, 1, 0)) as [BenchUser];
    const acknowledged = new Set<string>();
    const unacknowledged = new Set<string>();
    const failures = new Map<string, number>();
    const restarts: number[] = [];
    let counter = 0;

    for (let round = 0; round <= kills; round++) {
      const server = await startServer(target, logFile);
      if (round > 0) restarts.push(server.startMs);
      if (round === kills) {
        // The last start: read back and check.
        const rows = await allTransactions(server.base, user.cookie);
        await server.stop();
        const count = new Map<string, number>();
        for (const r of rows) count.set(r.rawInput, (count.get(r.rawInput) ?? 0) + 1);
        const missing = [...acknowledged].filter((m) => !count.has(m));
        const duplicates = [...count].filter(([, n]) => n > 1).map(([m]) => m);
        const storedUnacked = [...unacknowledged].filter((m) => count.has(m)).length;
        const restart = percentiles(restarts);
        console.log(`\n${kind}`);
        console.log(`  kills ${kills}; messages sent ${counter}; acknowledged ${acknowledged.size}; unacknowledged ${unacknowledged.size} (of which stored anyway: ${storedUnacked})`);
        console.log(`  missing ${missing.length}${missing.length ? ` (${missing.slice(0, 5).join('; ')})` : ''}; duplicates ${duplicates.length}${duplicates.length ? ` (${duplicates.slice(0, 5).join('; ')})` : ''}`);
        console.log(`  restart to first healthy answer: median ${restart.p50.toFixed(0)} ms, max ${restart.max.toFixed(0)} ms (n=${restart.n})`);
        console.log(`  failed requests around kills: ${[...failures].map(([k, n]) => `${k} x${n}`).join('; ') || 'none'}`);
        return { kind, kills, sent: counter, acknowledged: acknowledged.size, missing: missing.length, duplicates: duplicates.length, restartMedian: restart.p50 };
      }

      const client = httpClient(server.base, writers);
      let alive = true;
      let firstAck: () => void = () => {};
      const flowing = new Promise<void>((resolve) => (firstAck = resolve));
      const writer = async () => {
        while (alive) {
          const n = ++counter;
          const message = `spent ${1000 + n}.37 on test ${n}`;
          try {
            const res = await client.request('POST', '/api/chat', { cookie: user.cookie, json: { message } });
            const body = res.status === 200 ? (JSON.parse(res.body) as { transactions: Transaction[] }) : undefined;
            if (body && body.transactions.length === 1 && body.transactions[0]!.rawInput === message) {
              acknowledged.add(message);
              firstAck();
            } else {
              unacknowledged.add(message);
              const key = `HTTP ${res.status}`;
              failures.set(key, (failures.get(key) ?? 0) + 1);
              if (res.status === 200) throw new Error(`chat did not record "${message}": ${res.body}`);
            }
          } catch (error) {
            if (!(error instanceof Error) || !('code' in error)) throw error;
            // The kill cut this request: not acknowledged, never retried.
            unacknowledged.add(message);
            const key = String((error as NodeJS.ErrnoException).code);
            failures.set(key, (failures.get(key) ?? 0) + 1);
            if (alive) await new Promise((r) => setTimeout(r, 10));
          }
        }
      };
      const running = Array.from({ length: writers }, writer);
      // Writes are flowing (a cold server's first answers are slow on a busy machine), then a random moment.
      await Promise.race([flowing, new Promise((r) => setTimeout(r, 60_000))]);
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 1300));
      await server.kill();
      alive = false;
      await Promise.all(running);
      client.close();
      process.stdout.write(`${kind}: kill ${round + 1}/${kills}, acknowledged so far ${acknowledged.size}\r`);
    }
    throw new Error('unreachable');
  } finally {
    if (kind === 'postgres') await dropDatabase(dbName);
    rmSync(workDir, { recursive: true, force: true });
  }
}

console.log(`Crash durability: ${kills} SIGKILLs per database, ${writers} concurrent writers; ${new Date().toISOString()}`);
console.log(`machine at start: ${machineLoad()}`);
const results = [];
for (const kind of kinds) results.push(await run(kind));
console.log(`\nmachine at end: ${machineLoad()}`);
const lost = results.some((r) => r.missing > 0 || r.duplicates > 0);
if (lost) process.exitCode = 1;
