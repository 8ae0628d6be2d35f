/**
 * Benchmark of the assistant engine: messages per second and p50/p99 per message over the engine's
 * phrasing set (several runs, median of runs), and the slowest of a set of adversarial inputs of
 * 2,000 characters. It prints figures; it does not assert (targets: p99 < 1 ms, worst < 10 ms).
 *
 * Each message is timed by the wall clock and by the process's CPU time: on a shared machine the
 * wall clock also counts time spent waiting for a core, which the CPU time does not.
 *
 *   node --import tsx bench/assistant-engine.ts
 */
// First: the engine's regular expressions compiled ahead, as in the server (the benchmark runs itself again with the flag).
import './native-regexps';
import { loadavg } from 'node:os';
import { interpret } from '@tally/assistant/interpret';
import { renderReply } from '@tally/assistant/render-reply';
import { PHRASINGS } from '@tally/assistant/testing/phrasings';
import { testContext } from '@tally/assistant/testing/context';
import type { EngineContext, HistoryEntry, Outcome } from '@tally/assistant/types';
import { adversarialInputs } from './adversarial-inputs';

const RUNS = 9;
const WARMUP_ROUNDS = 10;

const ctx = testContext();
const clarification: HistoryEntry[] = [
  { role: 'user', content: 'gastei no mercado' },
  { role: 'assistant', content: 'Preciso de mais informações sobre esta transação: quanto foi? Responda com o valor, por exemplo "25".' },
];
/** A server-like context: ten entries of history to scan for the language and a follow-up. */
const busyCtx: EngineContext = {
  ...ctx,
  history: [
    ...Array.from({ length: 4 }, () => clarification).flat(),
    { role: 'user', content: 'lunch 12' },
    { role: 'assistant', content: '✅ Expense recorded: Lunch, $12.00 (Dining), today.' },
  ],
};

const wallMs = () => Number(process.hrtime.bigint()) / 1e6;
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface Figures {
  perSecond: number;
  wallP50: number;
  wallP99: number;
  cpuP50: number;
  cpuP99: number;
}

function runOnce(messages: readonly string[], context: EngineContext): Figures {
  const wall: number[] = [];
  const cpu: number[] = [];
  const started = wallMs();
  for (const message of messages) {
    const w0 = wallMs();
    const c0 = cpuMs();
    interpret(message, context);
    cpu.push(cpuMs() - c0);
    wall.push(wallMs() - w0);
  }
  const total = wallMs() - started;
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    perSecond: (messages.length / total) * 1000,
    wallP50: percentile(wall, 50),
    wallP99: percentile(wall, 99),
    cpuP50: percentile(cpu, 50),
    cpuP99: percentile(cpu, 99),
  };
}

function timeInput(text: string): { wall: number; cpu: number } {
  for (let i = 0; i < 5; i++) interpret(text, ctx);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const w0 = wallMs();
    const c0 = cpuMs();
    interpret(text, ctx);
    cpu.push(cpuMs() - c0);
    wall.push(wallMs() - w0);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

function main(): void {
  const messages = PHRASINGS;
  for (let i = 0; i < WARMUP_ROUNDS; i++) {
    runOnce(messages, ctx);
    runOnce(messages, busyCtx);
  }
  const runs = Array.from({ length: RUNS }, () => runOnce(messages, ctx));
  const busyRuns = Array.from({ length: RUNS }, () => runOnce(messages, busyCtx));
  const adversarial = Object.entries(adversarialInputs())
    .map(([name, text]) => ({ name, length: text.length, ...timeInput(text) }))
    .sort((a, b) => b.cpu - a.cpu);

  const outcome: Outcome = {
    kind: 'recorded',
    transactions: [
      { id: 1, type: 'expense', amount: '12.50', currency: 'USD', categoryId: 1, categoryName: 'Dining', description: 'Lunch', date: '2026-11-22', tags: [], rawInput: 'lunch 12.50' },
    ],
    preferredCurrency: 'USD',
  };
  const replyTimes: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const t0 = wallMs();
    renderReply(outcome, 'pt', { today: '2026-11-22' });
    replyTimes.push(wallMs() - t0);
  }
  replyTimes.sort((a, b) => a - b);

  const us = (ms: number) => `${Math.round(ms * 1000)} µs`.padStart(9);
  const row = (label: string, figures: Figures[]) =>
    console.log(
      `${label.padEnd(30)}${String(Math.round(median(figures.map((f) => f.perSecond)))).padStart(8)} msg/s   wall p50 ${us(median(figures.map((f) => f.wallP50)))} p99 ${us(median(figures.map((f) => f.wallP99)))}   cpu p50 ${us(median(figures.map((f) => f.cpuP50)))} p99 ${us(median(figures.map((f) => f.cpuP99)))}`,
    );

  const [one, five] = loadavg();
  console.log(`Assistant engine: ${messages.length} phrasings (en, pt, es), ${RUNS} runs after ${WARMUP_ROUNDS} warm-up rounds, median of runs`);
  console.log(`Node ${process.version}, load average ${one?.toFixed(1)} / ${five?.toFixed(1)} (1 / 5 min)\n`);
  row('interpret, no history', runs);
  row('interpret, 10 history entries', busyRuns);
  console.log(`${'renderReply'.padEnd(30)}                wall p50 ${us(percentile(replyTimes, 50))} p99 ${us(percentile(replyTimes, 99))}`);
  console.log('\nAdversarial inputs (median of runs):');
  for (const input of adversarial) {
    console.log(`  ${input.name.padEnd(30)} ${String(input.length).padStart(5)} chars   cpu ${input.cpu.toFixed(2).padStart(6)} ms   wall ${input.wall.toFixed(2).padStart(6)} ms`);
  }
  const worst = adversarial[0];
  if (worst) console.log(`\nWorst case: "${worst.name}", ${worst.cpu.toFixed(2)} ms CPU (${worst.wall.toFixed(2)} ms wall); target < 10 ms. p99 target < 1 ms.`);
}

main();
