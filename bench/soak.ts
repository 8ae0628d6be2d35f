/**
 * Soak: the real server process under a moderate mixed load (the mix of bench/load.ts, 50 req/s by
 * default) for 10 minutes, sampling its resident memory (VmRSS from /proc/<pid>/status) every 10 s.
 * Reports RSS after a one-minute warm-up and at the end, the growth in MB and %, and the latency
 * figures of the whole run. (The JS heap of another process is not readable from outside; RSS includes it.)
 *
 *   node --import tsx bench/soak.ts [--db postgres|pglite] [--rate 50] [--duration 600] [--users 10] [--per-user 2000]
 *   (or SOAK_DB, SOAK_RATE, SOAK_DURATION, SOAK_USERS, SOAK_PER_USER)
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMixedLoad } from './mix';
import { createDatabase, dropDatabase, httpClient, machineLoad, option, rssMb, seed, startServer, type Target } from './server-process';

const db = option('db', 'SOAK_DB', 'postgres') as 'postgres' | 'pglite';
const rate = Number(option('rate', 'SOAK_RATE', '50'));
const durationS = Number(option('duration', 'SOAK_DURATION', '600'));
const userCount = Number(option('users', 'SOAK_USERS', '10'));
const perUser = Number(option('per-user', 'SOAK_PER_USER', '2000'));
const WARMUP_S = 60;
const SAMPLE_S = 10;

const tag = randomBytes(4).toString('hex');
const work = join(tmpdir(), `tally-soak-${tag}`);
mkdirSync(work, { recursive: true });
const dbName = `tally_soak_${tag}`;
const target: Target = db === 'postgres' ? { kind: 'postgres', url: await createDatabase(dbName) } : { kind: 'pglite', dir: join(work, 'data') };
const cleanup: Array<() => unknown> = [];
try {
  console.log(`Soak on ${db}: ${rate} req/s mixed for ${durationS} s; ${userCount} users x ${perUser.toLocaleString('en')} transactions; ${new Date().toISOString()}`);
  console.log(`machine at start: ${machineLoad()}`);
  const users = await seed(target, userCount, perUser);
  const server = await startServer(target, join(work, 'server.log'));
  cleanup.push(() => server.stop());
  const client = httpClient(server.base);
  cleanup.push(() => client.close());
  console.log(`server pid ${server.pid}, RSS at start ${rssMb(server.pid).toFixed(1)} MB`);

  const samples: Array<{ t: number; rss: number }> = [];
  const { elapsedS } = await runMixedLoad({
    client,
    users,
    rate,
    durationS,
    exportEveryS: 30,
    exportLabel: `user with ${perUser.toLocaleString('en')}+ transactions`,
    every: {
      seconds: SAMPLE_S,
      run(t) {
        const rss = rssMb(server.pid);
        samples.push({ t, rss });
        console.log(`  t=${t.toFixed(0).padStart(4)} s  RSS ${rss.toFixed(1)} MB`);
      },
    },
  });
  const end = rssMb(server.pid);
  samples.push({ t: elapsedS, rss: end });
  const afterWarmup = samples.find((s) => s.t >= WARMUP_S) ?? samples[0]!;
  const growth = end - afterWarmup.rss;
  const later = samples.filter((s) => s.t >= WARMUP_S).map((s) => s.rss);
  console.log(
    `\nRSS after warm-up (t=${afterWarmup.t.toFixed(0)} s) ${afterWarmup.rss.toFixed(1)} MB; at end (t=${elapsedS.toFixed(0)} s) ${end.toFixed(1)} MB; growth ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB (${((growth / afterWarmup.rss) * 100).toFixed(1)}%); min/max after warm-up ${Math.min(...later).toFixed(1)} / ${Math.max(...later).toFixed(1)} MB`,
  );
  console.log(`machine at end: ${machineLoad()}`);
} finally {
  for (const step of cleanup.reverse()) await step();
  if (db === 'postgres') await dropDatabase(dbName);
  rmSync(work, { recursive: true, force: true });
}
