/**
 * Crash durability of the real server process, on PGlite (a temporary DATA_DIR) and on PostgreSQL
 * (an own temporary database): writers send chat messages that each record one transaction with a
 * unique text ("spent 1017.37 on test 17"), each message once, never retried; at a random moment
 * (200–1500 ms after the first acknowledged write since the start) the server gets SIGKILL and is started again (for PGlite this also takes over the
 * killed process' data-dir lock). After the last kill, every acknowledged message (a 200 whose
 * answer carries the recorded transaction) must be stored exactly once, read back through the API.
 *
 * With `--retry`, each message carries an Idempotency-Key and a writer retries a message whose answer
 * it did not get (a cut connection, a 503 while the database is away, a 409 while it still runs) with the same key,
 * after the restart if need be, until it is acknowledged: then every message must be stored exactly
 * once (no "stored anyway" left over, no duplicate), and the replays count the writes that had
 * committed before the kill took their answer.
 *
 *   node --import tsx bench/crash.ts [--kills 20] [--writers 2] [--kinds pglite,postgres] [--retry]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase, httpClient, machineLoad, option, percentiles, seed, startServer, type BenchUser, type Target } from './server-process';

const kills = Number(option('kills', 'CRASH_KILLS', '20'));
const writers = Number(option('writers', 'CRASH_WRITERS', '2'));
const kinds = option('kinds', 'CRASH_KINDS', 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;
const retrying = process.argv.includes('--retry') || process.env.CRASH_RETRY === '1';

/** A message not yet acknowledged, retried with its key (--retry). */
interface Pending {
  message: string;
  key: string;
}

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
    const pending: Pending[] = [];
    let retries = 0;
    let replayed = 0;

    /** One attempt of a message; true when acknowledged (with --retry a failure goes back to `pending`). */
    async function send(client: ReturnType<typeof httpClient>, cookie: string, item: Pending, isRetry: boolean): Promise<boolean> {
      const { message } = item;
      if (isRetry) retries++;
      try {
        const res = await client.request('POST', '/api/chat', { cookie, json: { message }, ...(retrying && { headers: { 'idempotency-key': item.key } }) });
        const body = res.status === 200 ? (JSON.parse(res.body) as { transactions: Transaction[] }) : undefined;
        if (body && body.transactions.length === 1 && body.transactions[0]!.rawInput === message) {
          acknowledged.add(message);
          unacknowledged.delete(message);
          if (res.headers['idempotent-replayed'] === 'true') replayed++;
          return true;
        }
        const key = `HTTP ${res.status}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
        if (res.status === 200) throw new Error(`chat did not record "${message}": ${res.body}`);
      } catch (error) {
        if (!(error instanceof Error) || !('code' in error)) throw error;
        // The kill cut this request.
        const key = String((error as NodeJS.ErrnoException).code);
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
      unacknowledged.add(message);
      if (retrying) pending.push(item);
      return false;
    }

    for (let round = 0; round <= kills; round++) {
      const server = await startServer(target, logFile);
      if (round > 0) restarts.push(server.startMs);
      if (round === kills) {
        // The last start: the messages still without an answer are retried with their keys, then read back and check.
        const client = httpClient(server.base, 1);
        for (let guard = 0; pending.length > 0; guard++) {
          if (guard > 10_000) throw new Error('pending messages never acknowledged');
          if (!(await send(client, user.cookie, pending.shift()!, true))) await new Promise((r) => setTimeout(r, 50));
        }
        client.close();
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
        if (retrying) console.log(`  retried with the same key ${retries} times; answered from the stored answer (written before the kill cut its answer) ${replayed}`);
        console.log(`  missing ${missing.length}${missing.length ? ` (${missing.slice(0, 5).join('; ')})` : ''}; duplicates ${duplicates.length}${duplicates.length ? ` (${duplicates.slice(0, 5).join('; ')})` : ''}`);
        console.log(`  restart to first healthy answer: median ${restart.p50.toFixed(0)} ms, max ${restart.max.toFixed(0)} ms (n=${restart.n})`);
        console.log(`  failed requests around kills: ${[...failures].map(([k, n]) => `${k} x${n}`).join('; ') || 'none'}`);
        return { kind, kills, sent: counter, acknowledged: acknowledged.size, missing: missing.length, duplicates: duplicates.length, restartMedian: restart.p50, unacknowledged: unacknowledged.size };
      }

      const client = httpClient(server.base, writers);
      let alive = true;
      let firstAck: () => void = () => {};
      const flowing = new Promise<void>((resolve) => (firstAck = resolve));
      const writer = async () => {
        while (alive) {
          // A message without its answer goes first, with its key (--retry); else a new one.
          const retry = retrying ? pending.shift() : undefined;
          const item = retry ?? (() => {
            const n = ++counter;
            return { message: `spent ${1000 + n}.37 on test ${n}`, key: randomUUID() };
          })();
          if (await send(client, user.cookie, item, retry !== undefined)) firstAck();
          else if (alive) await new Promise((r) => setTimeout(r, 10));
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

console.log(`Crash durability: ${kills} SIGKILLs per database, ${writers} concurrent writers${retrying ? ', retrying with Idempotency-Key' : ', never retrying'}; ${new Date().toISOString()}`);
console.log(`machine at start: ${machineLoad()}`);
const results = [];
for (const kind of kinds) results.push(await run(kind));
console.log(`\nmachine at end: ${machineLoad()}`);
const lost = results.some((r) => r.missing > 0 || r.duplicates > 0 || (retrying && r.unacknowledged > 0));
if (lost) process.exitCode = 1;
