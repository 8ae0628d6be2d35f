import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Interpretation, TransactionDraft } from '@tally/assistant/types';
import { measurePublicSet, parsePublicLines } from './public-set';
import { EVAL_KINDS, EVAL_LANGS, evaluate, fold, headlineFigures, parseEvalLines, scoreLine, type EvalLine } from './score';
import { EVAL_SETS } from './sets';

/**
 * The engine's understanding, measured on the assistant's own sets (listed in sets.ts) and the public one: a change
 * that reads people worse than the minimums fails here. The minimums only go up (the lead raises them).
 */
/* Per set (and `public`), each figure's minimum. */
type Minimums = Record<string, Record<string, number>>;

const here = import.meta.dirname;
const repoRoot = resolve(here, '..', '..', '..');
const publicPath = resolve(repoRoot, '..', 'shared', 'data', 'public-utterances.jsonl');
const minimums = JSON.parse(readFileSync(resolve(here, 'minimums.json'), 'utf8')) as Minimums;
const readSplit = (split: string) => parseEvalLines(readFileSync(resolve(here, `${split}.jsonl`), 'utf8'));

/** The category names an expectation may use: the default taxonomy, with Refunds for money given back. */
const TAXONOMY = new Set(['Dining', 'Groceries', 'Transportation', 'Entertainment', 'Shopping', 'Bills', 'Healthcare', 'Education', 'Travel', 'Other', 'Salary', 'Freelance', 'Business', 'Investment', 'Rental', 'Gift', 'Refunds']);

const idNumber = (line: EvalLine) => Number(line.id.split('-').at(-1));

describe('evaluation sets', () => {
  const bySet = new Map(EVAL_SETS.map((set) => [set.name, readSplit(set.name)]));
  const tune = bySet.get('tune')!;
  const held = bySet.get('held')!;
  const all = [...bySet.values()].flat();

  it('hold every language and kind, with every third line of each group held aside', () => {
    const ids = new Set([...tune, ...held].map((l) => l.id));
    expect(ids.size).toBe(tune.length + held.length);
    expect(held.every((l) => idNumber(l) % 3 === 0)).toBe(true);
    expect(tune.every((l) => idNumber(l) % 3 !== 0)).toBe(true);
    for (const lang of EVAL_LANGS) {
      for (const kind of EVAL_KINDS) {
        expect(held.filter((l) => l.lang === lang && l.kind === kind).length, `${lang} ${kind}`).toBeGreaterThanOrEqual(10);
        expect(tune.filter((l) => l.lang === lang && l.kind === kind).length, `${lang} ${kind}`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('are every set beside this file, each with its minimums', () => {
    const files = readdirSync(here).filter((f) => f.endsWith('.jsonl')).map((f) => f.replace(/\.jsonl$/, ''));
    expect(files.sort()).toEqual(EVAL_SETS.map((set) => set.name).sort());
    expect(Object.keys(minimums).sort()).toEqual([...EVAL_SETS.map((set) => set.name), 'public'].sort());
  });

  it('give every line an id of its own', () => {
    expect(new Set(all.map((l) => l.id)).size).toBe(all.length);
  });

  /** The sets written after the first pair, each with its mark in the ids and its size per language and kind as written. */
  const LATER_SETS = EVAL_SETS.flatMap((set) => (set.written ? [{ name: set.name, lines: bySet.get(set.name)!, ...set.written }] : []));
  it.each(LATER_SETS)('hold $name in every language and kind, its ids marked with $mark so they never clash', ({ lines, mark, size, perLanguage }) => {
    expect(lines.length).toBeGreaterThanOrEqual(size);
    for (const line of lines) expect(line.id, line.id).toMatch(new RegExp(`^(en|pt|es)-[a-z]+-${mark}\\d+$`));
    for (const lang of EVAL_LANGS) {
      for (const kind of EVAL_KINDS) {
        expect(lines.filter((l) => l.lang === lang && l.kind === kind).length, `${lang} ${kind}`).toBeGreaterThanOrEqual(perLanguage[kind]);
      }
    }
  });

  it('share no message between the sets (only ids are named, so held sentences stay unprinted)', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const line of all) {
      const key = `${line.lang}:${fold(line.text)}`;
      const first = seen.get(key);
      if (first) shared.push(`${first} = ${line.id}`);
      else seen.set(key, line.id);
    }
    expect(shared).toEqual([]);
  });

  it('give a correction the exchange before it only as user and assistant turns', () => {
    const withHistory = all.filter((l) => l.history !== undefined);
    expect(withHistory.length).toBeGreaterThan(0);
    for (const line of withHistory) {
      expect(line.history!.map((h) => h.role), line.id).toEqual(['user', 'assistant']);
    }
  });

  it('expect exact two-place amounts and categories of the taxonomy', () => {
    for (const line of all) {
      expect(line.id.startsWith(`${line.lang}-${line.kind}-`), line.id).toBe(true);
      const items = Array.isArray(line.expect) ? line.expect : [];
      for (const item of items) {
        expect(item.amount, line.id).toMatch(/^\d+\.\d\d$/);
        expect(item.currency, line.id).toMatch(/^[A-Z]{3}$/);
        for (const name of item.category ?? []) expect(TAXONOMY.has(name), `${line.id} ${name}`).toBe(true);
      }
    }
  });
});

describe('scoring', () => {
  const line: EvalLine = {
    id: 'en-multi-900',
    lang: 'en',
    kind: 'multi',
    text: 'test line',
    currency: 'USD',
    country: 'US',
    expect: [
      { type: 'expense', amount: '7.00', currency: 'USD', category: ['Dining'], description: 'Coffee' },
      { type: 'income', amount: '20.00', currency: 'USD', category: null },
    ],
  };
  const draft = (type: 'income' | 'expense', amount: string, categoryName: string, description: string): TransactionDraft => ({
    type,
    amount,
    currency: 'USD',
    categoryId: 1,
    categoryName,
    description,
    date: '2026-11-22',
    tags: [],
    rawInput: description,
  });
  const reading = (transactions: TransactionDraft[]): Interpretation => ({
    language: 'en',
    intent: { kind: 'record_transactions', transactions, followUpUsed: false },
    confidence: 1,
  });

  it('pairs items by amount whatever their order, and compares descriptions without case or accents', () => {
    const score = scoreLine(line, reading([draft('income', '20.00', 'Gift', 'Pix'), draft('expense', '7', 'Dining', 'COFFÉE')]));
    expect(score.whole).toBe(true);
    expect(score.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('fails a message when one item has the wrong type, and counts it in the type metric', () => {
    const score = scoreLine(line, reading([draft('expense', '7.00', 'Dining', 'Coffee'), draft('expense', '20.00', 'Other', 'Pix')]));
    expect(score.whole).toBe(false);
    expect(score.checks.filter((c) => !c.ok).map((c) => c.metric)).toEqual(['type']);
  });

  it('scores a question by its metric where the engine has one, and a none line by recording nothing', () => {
    const query: EvalLine = { ...line, kind: 'query', expect: { intent: 'query', ask: 'list', category: null } };
    const asked = (metric: 'recent' | 'spent'): Interpretation => ({
      language: 'en',
      intent: { kind: 'query', metric, period: { start: '2026-11-21', end: '2026-11-21', key: 'yesterday' } },
      confidence: 1,
    });
    expect(scoreLine(query, asked('recent')).whole).toBe(true);
    expect(scoreLine(query, asked('spent')).whole).toBe(false);
    const namesNone: EvalLine = { ...line, kind: 'query', expect: { intent: 'query', ask: 'list' } };
    expect(scoreLine(namesNone, asked('recent')).whole, 'a question naming no category may leave it out').toBe(true);
    const none: EvalLine = { ...line, kind: 'none', expect: { intent: 'none' } };
    expect(scoreLine(none, { language: 'en', intent: { kind: 'greeting' }, confidence: 1 }).whole).toBe(true);
    expect(scoreLine(none, reading([draft('expense', '9.00', 'Travel', 'Flight')])).whole).toBe(false);
  });
});

describe('engine understanding', () => {
  it.each(EVAL_SETS.map((set) => set.name))('keeps the minimum scores on the %s split', (split) => {
    const figures = headlineFigures(evaluate(readSplit(split), { timed: false }));
    expect(minimums[split], `${split} has no minimums in minimums.json`).toBeDefined();
    for (const [metric, minimum] of Object.entries(minimums[split]!)) {
      expect(figures[metric as keyof typeof figures], `${split} ${metric}`).toBeGreaterThanOrEqual(minimum);
    }
  }, 60_000);

  it.skipIf(!existsSync(publicPath))('keeps the minimum scores on the public set', () => {
    const { tally } = measurePublicSet(parsePublicLines(readFileSync(publicPath, 'utf8')));
    for (const [metric, minimum] of Object.entries(minimums.public!)) {
      const entry = tally.get(`all:all:${metric}`)!;
      expect(entry.ok / entry.total, `public ${metric}`).toBeGreaterThanOrEqual(minimum);
    }
  }, 60_000);
});
