/**
 * Measures the assistant engine on its own evaluation sets (tune.jsonl, extra.jsonl, extra2.jsonl, extra3.jsonl,
 * extra4.jsonl, extra5.jsonl to extra43.jsonl, held.jsonl and held2.jsonl to held12.jsonl beside this file) and prints, per split, whole-message accuracy and each separate metric by language and kind, with
 * the engine's time per message. It reports; it never fails (the eval test keeps the minimums).
 *
 *   node --import tsx packages/assistant/eval/run-eval.ts [--split tune|extra|extra2|extra3|extra4|extra5|extra6|extra7|extra8|extra9|extra10|extra11|extra12|extra13|extra14|extra15|extra16|extra17|extra18|extra19|extra20|extra21|extra22|extra23|extra24|extra25|extra26|extra27|extra28|extra29|extra30|extra31|extra32|extra33|extra34|extra35|extra36|extra37|extra38|extra39|extra40|extra41|extra42|extra43|held|held2|held3|held4|held5|held6|held7|held8|held9|held10|held11|held12|all] [--failures]
 *
 * --failures lists the misses of the tuning splits (tune, extra to extra43) with their text; for the held splits it lists only
 * ids and kinds, so its sentences stay out of anyone's terminal while tuning.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EVAL_KINDS, EVAL_LANGS, evaluate, headlineFigures, METRICS, parseEvalLines, summarizeGroups, type LineScore, type Rate } from './score';

type Split = 'tune' | 'extra' | 'extra2' | 'extra3' | 'extra4' | 'extra5' | 'extra6' | 'extra7' | 'extra8' | 'extra9' | 'extra10' | 'extra11' | 'extra12' | 'extra13' | 'extra14' | 'extra15' | 'extra16' | 'extra17' | 'extra18' | 'extra19' | 'extra20' | 'extra21' | 'extra22' | 'extra23' | 'extra24' | 'extra25' | 'extra26' | 'extra27' | 'extra28' | 'extra29' | 'extra30' | 'extra31' | 'extra32' | 'extra33' | 'extra34' | 'extra35' | 'extra36' | 'extra37' | 'extra38' | 'extra39' | 'extra40' | 'extra41' | 'extra42' | 'extra43' | 'held' | 'held2' | 'held3' | 'held4' | 'held5' | 'held6' | 'held7' | 'held8' | 'held9' | 'held10' | 'held11' | 'held12';
const SPLITS: readonly Split[] = ['tune', 'extra', 'extra2', 'extra3', 'extra4', 'extra5', 'extra6', 'extra7', 'extra8', 'extra9', 'extra10', 'extra11', 'extra12', 'extra13', 'extra14', 'extra15', 'extra16', 'extra17', 'extra18', 'extra19', 'extra20', 'extra21', 'extra22', 'extra23', 'extra24', 'extra25', 'extra26', 'extra27', 'extra28', 'extra29', 'extra30', 'extra31', 'extra32', 'extra33', 'extra34', 'extra35', 'extra36', 'extra37', 'extra38', 'extra39', 'extra40', 'extra41', 'extra42', 'extra43', 'held', 'held2', 'held3', 'held4', 'held5', 'held6', 'held7', 'held8', 'held9', 'held10', 'held11', 'held12'];
/** Sets nobody tunes on: their misses are listed by id only. */
const HELD: readonly Split[] = ['held', 'held2', 'held3', 'held4', 'held5', 'held6', 'held7', 'held8', 'held9', 'held10', 'held11', 'held12'];

function chosenSplits(): Split[] {
  const index = process.argv.indexOf('--split');
  const value = index >= 0 ? process.argv[index + 1] : 'tune';
  if (value === 'all') return [...SPLITS];
  const split = SPLITS.find((s) => s === value);
  if (split) return [split];
  throw new Error(`--split must be ${SPLITS.join(', ')} or all (got ${String(value)})`);
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
const cell = (rate: Rate | undefined) => (rate ? `${percent(rate.ok / rate.total).padStart(6)} (${rate.ok}/${rate.total})` : '-');

function printSplit(split: Split, scores: LineScore[]): void {
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

function printFailures(split: Split, scores: LineScore[]): void {
  const misses = scores.filter((s) => !s.whole || s.checks.some((c) => !c.ok));
  console.log(`\nMisses in ${split} (${misses.length}):`);
  for (const score of misses) {
    const { line } = score;
    if (HELD.includes(split)) {
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
