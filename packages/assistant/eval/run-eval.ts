/**
 * Measures the assistant engine on its own evaluation sets (listed in sets.ts, each a .jsonl file beside this one) and
 * prints, per split, whole-message accuracy and each separate metric by language and kind, with
 * the engine's time per message. It reports; it never fails (the eval test keeps the minimums).
 *
 *   node --import tsx packages/assistant/eval/run-eval.ts [--split <set>|all] [--failures]
 *
 * --failures lists the misses of the tuning splits (every set not held aside) with their text; for the held splits it lists only
 * ids and kinds, so its sentences stay out of anyone's terminal while tuning.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EVAL_KINDS, EVAL_LANGS, evaluate, headlineFigures, METRICS, parseEvalLines, summarizeGroups, type LineScore, type Rate } from './score';
import { EVAL_SETS, HELD_SETS } from './sets';

const SPLITS = EVAL_SETS.map((set) => set.name);

function chosenSplits(): string[] {
  const index = process.argv.indexOf('--split');
  const value = index >= 0 ? process.argv[index + 1] : 'tune';
  if (value === 'all') return SPLITS;
  if (value && SPLITS.includes(value)) return [value];
  throw new Error(`--split must be ${SPLITS.join(', ')} or all (got ${String(value)})`);
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
const cell = (rate: Rate | undefined) => (rate ? `${percent(rate.ok / rate.total).padStart(6)} (${rate.ok}/${rate.total})` : '-');

function printSplit(split: string, scores: LineScore[]): void {
  const groups = summarizeGroups(scores);
  const all = groups.get('all:all')!;
  const head = headlineFigures(scores);
  console.log(`\n== ${split}: ${scores.length} messages ==`);
  console.log(
    `whole ${percent(head.whole)}  type ${percent(head.type)}  nothing recorded (none) ${percent(head.none)}  multi ${percent(head.multi)}  ` +
      `engine median ${(all.medianMs * 1000).toFixed(0)} µs, p99 ${(all.p99Ms * 1000).toFixed(0)} µs\n`,
  );
  const rows: string[][] = [['group', ...METRICS]];
  for (const lang of [...EVAL_LANGS, 'all']) {
    for (const kind of [...EVAL_KINDS, 'all']) {
      const group = groups.get(`${lang}:${kind}`);
      if (group) rows.push([`${lang} ${kind}`, ...METRICS.map((m) => cell(group.rates[m]))]);
    }
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const row of rows) console.log(row.map((v, c) => v.padEnd(widths[c]!)).join('  '));
}

function failedChecks(score: LineScore): string {
  const failed = [...new Set(score.checks.filter((c) => !c.ok).map((c) => c.metric))];
  return failed.length > 0 ? failed.join(',') : 'intent';
}

function printFailures(split: string, scores: LineScore[]): void {
  const misses = scores.filter((s) => !s.whole || s.checks.some((c) => !c.ok));
  console.log(`\nMisses in ${split} (${misses.length}):`);
  for (const score of misses) {
    const { line } = score;
    if (HELD_SETS.includes(split)) {
      console.log(`${line.id} (${failedChecks(score)})`);
      continue;
    }
    console.log(`${line.id} [${failedChecks(score)}] ${line.text.replace(/\n/g, ' / ')}`);
    console.log(`    expected ${JSON.stringify(line.expect)}`);
    console.log(`    got      ${score.got}`);
  }
}

function main(): void {
  const showFailures = process.argv.includes('--failures');
  for (const split of chosenSplits()) {
    const path = resolve(import.meta.dirname, `${split}.jsonl`);
    const scores = evaluate(parseEvalLines(readFileSync(path, 'utf8')));
    printSplit(split, scores);
    if (showFailures) printFailures(split, scores);
  }
  if (!showFailures) console.log('\nRun with --failures to list the misses.');
}

main();
