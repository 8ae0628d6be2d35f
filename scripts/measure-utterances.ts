/**
 * Measures the assistant engine on a JSONL file of real chat messages with expected parses
 * (default: ../shared/data/public-utterances.jsonl from the repository root) and prints accuracy
 * by language and kind. It reports; it never fails the build (exit code 0).
 *
 *   node --import tsx scripts/measure-utterances.ts [path]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measurePublicSet, parsePublicLines, PUBLIC_METRICS } from '../packages/assistant/eval/public-set';

function main(): void {
  const given = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const path = resolve(given ?? resolve(import.meta.dirname, '..', '..', 'shared', 'data', 'public-utterances.jsonl'));
  const lines = parsePublicLines(readFileSync(path, 'utf8'));

  const { tally, failures, elapsed } = measurePublicSet(lines);

  const metrics = PUBLIC_METRICS;
  const cell = (key: string) => {
    const entry = tally.get(key);
    return entry ? `${((100 * entry.ok) / entry.total).toFixed(1).padStart(5)}% (${entry.ok}/${entry.total})` : '-';
  };
  console.log(`Utterances: ${lines.length} from ${path}`);
  console.log(`Time: ${elapsed.toFixed(0)} ms (${((elapsed / lines.length) * 1000).toFixed(0)} µs per message, twice per line)\n`);
  const rows: string[][] = [['group', ...metrics]];
  for (const lang of ['en', 'pt', 'es', 'all']) {
    for (const kind of ['transaction', 'multi', 'query', 'other', 'all']) {
      rows.push([`${lang} ${kind}`, ...metrics.map((m) => cell(`${lang}:${kind}:${m}`))]);
    }
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const row of rows) console.log(row.map((v, c) => v.padEnd(widths[c]!)).join('  '));
  if (process.argv.includes('--failures')) {
    console.log('\nMisses:');
    for (const f of failures) console.log(f);
  } else {
    console.log(`\n${failures.length} misses; run with --failures to list them.`);
  }
}

main();
