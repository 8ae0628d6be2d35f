/**
 * Mixed open-loop load on the real server process over PostgreSQL: requests start at a fixed rate
 * whatever the answers' speed (a slow server does not slow the arrivals), over HTTP with keep-alive.
 * Mix: 40% GET /api/transactions (a page of 50 at a random offset), 25% GET /api/dashboard, 20% POST
 * /api/chat (transactions and questions in en/pt/es), 10% other reads (categories, budgets,
 * /api/auth/me), 5% POST /api/transactions (a form entry); and one CSV export every 30 s.
 * Own database `tally_load_<random>`, dropped at the end. Target (issue): 0 errors, p99 < 50 ms at
 * 200 req/s.
 *
 *   node --import tsx bench/load.ts [--rate 200] [--duration 180] [--users 20] [--per-user 3000]
 *   (or LOAD_RATE, LOAD_DURATION, LOAD_USERS, LOAD_PER_USER; LOAD_SERVER_NODE_ARGS=--cpu-prof profiles the server)
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cpuMsOf,
  createDatabase,
  dropDatabase,
  httpClient,
  machineLoad,
  option,
  rssMb,
  seed,
  startServer,
} from './server-process';
import { runMixedLoad } from './mix';

const rate = Number(option('rate', 'LOAD_RATE', '200'));
const durationS = Number(option('duration', 'LOAD_DURATION', '180'));
const userCount = Number(option('users', 'LOAD_USERS', '20'));
const perUser = Number(option('per-user', 'LOAD_PER_USER', '3000'));
const exportEveryS = Number(option('export-every', 'LOAD_EXPORT_EVERY', '30'));

async function main() {
  const dbName = `tally_load_${randomBytes(4).toString('hex')}`;
  const logFile = join(tmpdir(), `${dbName}.log`);
  console.log(`Load: ${rate} req/s open loop for ${durationS} s; ${userCount} users x ${perUser.toLocaleString('en')} transactions; CSV export every ${exportEveryS} s`);
  console.log(`machine at start: ${machineLoad()}`);
  const url = await createDatabase(dbName);
  const seedStart = performance.now();
  const cleanup: Array<() => unknown> = [];
  try {
    const users = await seed({ kind: 'postgres', url }, userCount, perUser);
    console.log(`seeded ${dbName} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const server = await startServer({ kind: 'postgres', url }, logFile, {}, process.env.LOAD_SERVER_NODE_ARGS?.split(' ').filter(Boolean));
    cleanup.push(() => server.stop());
    console.log(`server pid ${server.pid} ready in ${server.startMs.toFixed(0)} ms (log ${logFile})`);
    const client = httpClient(server.base);
    cleanup.push(() => client.close());
    const cpuStart = cpuMsOf(server.pid);
    const rssStart = rssMb(server.pid);
    const { elapsedS } = await runMixedLoad({ client, users, rate, durationS, exportEveryS, exportLabel: `user with ${perUser.toLocaleString('en')}+ transactions` });
    const serverCpu = cpuMsOf(server.pid) - cpuStart;
    console.log(`  server process: CPU ${(serverCpu / 1000).toFixed(1)} s over ${elapsedS.toFixed(0)} s (${((serverCpu / 1000 / elapsedS) * 100).toFixed(0)}% of one core); RSS ${rssStart.toFixed(0)} -> ${rssMb(server.pid).toFixed(0)} MB`);
    console.log(`  machine at end: ${machineLoad()}`);
  } finally {
    for (const step of cleanup.reverse()) await step();
    await dropDatabase(dbName);
  }
}

await main();
