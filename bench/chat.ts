/**
 * POST /api/chat latency on PostgreSQL and on PGlite, in process through app.inject (no network):
 * the whole request — session, engine, the owning services' SQL, the reply, analytics — for
 * transaction sentences, for questions answered from SQL, and for hostile 2,000-character inputs.
 * Several runs; the figures are the median over runs of each run's p50 and p95.
 * Targets (issue #4): transaction sentence p95 < 30 ms; a 2,000-character input < 10 ms.
 *
 *   node --import tsx bench/chat.ts [seeded=5000] [runs=5] [perRun=60]
 */
// First: the engine's regular expressions compiled ahead, as in the server (the benchmark runs itself again with the flag).
import './native-regexps';
import { loadavg } from 'node:os';
import { CHAT_MESSAGE_MAX } from '@tally/shared/chat-limits';
import { adversarialInputs } from './adversarial-inputs';
import { benchApp, fmt, freshDatabase, registerBenchUser, seedTransactions, stats } from './helpers';

const seeded = Number(process.argv[2] ?? 5_000);
const runs = Number(process.argv[3] ?? 5);
const perRun = Number(process.argv[4] ?? 60);
const WARMUP = 15;

/** What people type most: one transaction each, in the three languages. */
const TRANSACTIONS = [
  'spent 25 on lunch yesterday',
  'gastei 50 reais no mercado',
  'uber 18.50',
  'paguei 120 de luz',
  'gasté 30 en el cine',
  'coffee 4.20 this morning',
];
const QUESTIONS = ['how much did I spend on dining this month?', 'quanto gastei este mês?', 'show my last 5 transactions', '¿cuál es mi saldo?'];

type App = Awaited<ReturnType<typeof benchApp>>;

const median = (values: number[]) => stats(values).median;
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * One request: wall time, and this process's CPU time meanwhile. On a shared machine the wall clock
 * also counts waiting for a core; the CPU time does not (with PGlite it covers the database too,
 * with PostgreSQL only our side).
 */
async function post(app: App, cookie: string, message: string, sessionId?: string): Promise<{ ms: number; cpu: number; sessionId: string }> {
  const started = performance.now();
  const cpuStarted = cpuMs();
  const res = await app.inject({ method: 'POST', url: '/api/chat', headers: { cookie }, payload: { message, sessionId } });
  const ms = performance.now() - started;
  const cpu = cpuMs() - cpuStarted;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return { ms, cpu, sessionId: res.json().sessionId as string };
}

/** `runs` runs of `perRun` messages cycling through `messages` in one session; median of the runs' p50 and p95. */
async function measure(app: App, cookie: string, messages: string[]) {
  let sessionId: string | undefined;
  for (let i = 0; i < WARMUP; i++) sessionId = (await post(app, cookie, messages[i % messages.length]!, sessionId)).sessionId;
  const p50s: number[] = [];
  const p95s: number[] = [];
  const cpu50s: number[] = [];
  const cpu95s: number[] = [];
  for (let r = 0; r < runs; r++) {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < perRun; i++) {
      const sample = await post(app, cookie, messages[i % messages.length]!, sessionId);
      wall.push(sample.ms);
      cpu.push(sample.cpu);
    }
    const s = stats(wall);
    const c = stats(cpu);
    p50s.push(s.median);
    p95s.push(s.p95);
    cpu50s.push(c.median);
    cpu95s.push(c.p95);
  }
  return { p50: median(p50s), p95: median(p95s), p95Range: [Math.min(...p95s), Math.max(...p95s)] as const, cpu50: median(cpu50s), cpu95: median(cpu95s) };
}

console.log(`POST /api/chat through app.inject; ${seeded.toLocaleString('en')} transactions seeded per user; ${runs} runs x ${perRun} messages, median of runs`);
console.log(`Node ${process.version}; load average at start ${load()} (1 / 5 / 15 min)`);

for (const kind of ['postgres', 'pglite'] as const) {
  const { handle, dispose } = await freshDatabase(kind, 'tally_bench_chat');
  const app = await benchApp(handle);
  const user = await registerBenchUser(app);
  if (seeded > 0) await seedTransactions(handle, user.id, seeded);
  console.log(`\n${kind}`);

  const recorded = await measure(app, user.cookie, TRANSACTIONS);
  const line = (label: string, m: Awaited<ReturnType<typeof measure>>) =>
    console.log(
      `  ${label.padEnd(22)} wall p50 ${fmt(m.p50)}  p95 ${fmt(m.p95)}  (p95 of runs ${fmt(m.p95Range[0])} .. ${fmt(m.p95Range[1])})   cpu p50 ${fmt(m.cpu50)}  p95 ${fmt(m.cpu95)}`,
    );
  line('transaction sentence', recorded);
  const asked = await measure(app, user.cookie, QUESTIONS);
  line('question (SQL answer)', asked);

  // Each hostile input alone, several times: the median per input, the slowest first.
  const hostile: Array<{ name: string; ms: number; cpu: number }> = [];
  for (const [name, input] of Object.entries(adversarialInputs())) {
    const text = input.slice(0, CHAT_MESSAGE_MAX); // the API's limit ("separators only" is 2,001)
    for (let i = 0; i < 3; i++) await post(app, user.cookie, text);
    const samples: Array<{ ms: number; cpu: number }> = [];
    for (let i = 0; i < 9; i++) samples.push(await post(app, user.cookie, text));
    hostile.push({ name, ms: median(samples.map((x) => x.ms)), cpu: median(samples.map((x) => x.cpu)) });
  }
  hostile.sort((a, b) => b.ms - a.ms);
  console.log('  2,000-character inputs (median of 9 each), slowest first:');
  for (const h of hostile.slice(0, 5)) console.log(`    ${h.name.padEnd(30)} wall ${fmt(h.ms)}  cpu ${fmt(h.cpu)}`);
  const fastest = hostile.at(-1)!;
  console.log(`    ... fastest: ${fastest.name}, wall ${fmt(fastest.ms)}  cpu ${fmt(fastest.cpu)}`);

  await app.close();
  await dispose();
}
console.log(`\nload average at end ${load()}`);
