/** Reading fixtures and summing rows, for the parsing tests. */
import { readFileSync } from 'node:fs';
import { addAmounts } from '@tally/shared/money';
import { parseStatement, type ParseOutcome, type StatementRow } from './parse-statement';
import { StatementError } from './statement';

const FIXTURES = new URL('./fixtures/', import.meta.url);

export function fixture(path: string): Uint8Array {
  return readFileSync(new URL(path, FIXTURES));
}

export function parseFixture(path: string, mapping?: Parameters<typeof parseStatement>[1]['mapping']): ParseOutcome {
  return parseStatement(fixture(path), { fileName: path.split('/').pop() as string, mapping });
}

/** The rows of an outcome that must be rows. */
export function rowsOf(outcome: ParseOutcome): StatementRow[] {
  if (outcome.kind !== 'rows') throw new Error(`expected rows, got ${outcome.kind}`);
  return outcome.rows;
}

/** Exact signed total ("-12.50"), normalised to two places at least. */
export function totalOf(rows: readonly StatementRow[]): string {
  return rows.length === 0 ? '0.00' : addAmounts(...rows.map((r) => r.amount));
}

/** The StatementError a call throws (fails the test when it throws anything else or nothing). */
export function errorOf(fn: () => unknown): StatementError {
  try {
    fn();
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw new Error(`expected a StatementError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected a StatementError, nothing was thrown');
}
