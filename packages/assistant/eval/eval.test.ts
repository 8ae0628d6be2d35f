import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Interpretation, TransactionDraft } from '@tally/assistant/types';
import { measurePublicSet, parsePublicLines } from './public-set';
import { EVAL_KINDS, EVAL_LANGS, evaluate, fold, headlineFigures, parseEvalLines, scoreLine, type EvalKind, type EvalLine } from './score';

/**
 * The engine's understanding, measured on the assistant's own sets and the public one: a change
 * that reads people worse than the minimums fails here. The minimums only go up (the lead raises them).
 */
type SplitMinimums = Record<'whole' | 'type' | 'none' | 'multi', number>;
interface Minimums extends Record<Split, SplitMinimums> {
  public: Record<'whole' | 'intent' | 'type' | 'amount' | 'category', number>;
}

const here = import.meta.dirname;
const repoRoot = resolve(here, '..', '..', '..');
const publicPath = resolve(repoRoot, '..', 'shared', 'data', 'public-utterances.jsonl');
const minimums = JSON.parse(readFileSync(resolve(here, 'minimums.json'), 'utf8')) as Minimums;
type Split = 'tune' | 'extra' | 'extra2' | 'extra3' | 'extra4' | 'extra5' | 'extra6' | 'extra7' | 'extra8' | 'extra9' | 'extra10' | 'extra11' | 'extra12' | 'extra13' | 'extra14' | 'extra15' | 'extra16' | 'extra17' | 'extra18' | 'extra19' | 'extra20' | 'extra21' | 'extra22' | 'extra23' | 'extra24' | 'extra25' | 'extra26' | 'extra27' | 'extra28' | 'extra29' | 'extra30' | 'extra31' | 'extra32' | 'extra33' | 'extra34' | 'extra35' | 'extra36' | 'extra37' | 'extra38' | 'extra39' | 'extra40' | 'extra41' | 'extra42' | 'extra43' | 'held' | 'held2' | 'held3' | 'held4' | 'held5' | 'held6' | 'held7' | 'held8' | 'held9' | 'held10' | 'held11' | 'held12';
const readSplit = (split: Split) => parseEvalLines(readFileSync(resolve(here, `${split}.jsonl`), 'utf8'));

/** The category names an expectation may use: the default taxonomy, with Refunds for money given back. */
const TAXONOMY = new Set(['Dining', 'Groceries', 'Transportation', 'Entertainment', 'Shopping', 'Bills', 'Healthcare', 'Education', 'Travel', 'Other', 'Salary', 'Freelance', 'Business', 'Investment', 'Rental', 'Gift', 'Refunds']);

const idNumber = (line: EvalLine) => Number(line.id.split('-').at(-1));

/** extra.jsonl, the second tuning set: its size per language and kind, as it was written. */
const EXTRA_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 50, multi: 30, correction: 30, transaction: 30, none: 30, budget: 15, query: 15 };

/** extra2.jsonl, the third tuning set: its size per language and kind, as it was written. */
const EXTRA2_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 45, multi: 30, correction: 30, transaction: 35, none: 30, budget: 15, query: 15 };

/** extra3.jsonl, the fourth tuning set: its size per language and kind, as it was written. */
const EXTRA3_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 40, multi: 35, correction: 25, transaction: 40, none: 25, budget: 15, query: 20 };

/** held2.jsonl, the second held-aside set: 15 lines per language and kind. */
const HELD2_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 15, multi: 15, correction: 15, transaction: 15, none: 15, budget: 15, query: 15 };

/** extra4.jsonl, the fifth tuning set: its size per language and kind (12 lines that repeated older sets' text were dropped). */
const EXTRA4_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 29, multi: 30, correction: 19, transaction: 23, none: 19, budget: 8, query: 13 };

/** extra5.jsonl and extra6.jsonl, the sixth and seventh tuning sets, as written less the lines that repeated older sets' text. */
const EXTRA5_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 29, multi: 39, correction: 14, transaction: 19, none: 19, budget: 9, query: 11 };
/** extra7.jsonl and extra8.jsonl, the eighth and ninth tuning sets (questions, budgets, income, lists and non-transactions only), as kept. */
const EXTRA7_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 37, multi: 0, correction: 0, transaction: 0, none: 37, budget: 26, query: 38 };
const EXTRA8_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 25, multi: 37, correction: 0, transaction: 0, none: 26, budget: 17, query: 26 };

/**
 * extra9.jsonl and extra10.jsonl, the tenth and eleventh tuning sets (28 Nov: lists, income, corrections and questions
 * first), the fewest lines per language and kind kept after dropping the lines that repeated older sets' text.
 */
const EXTRA9_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 28, multi: 29, correction: 12, transaction: 9, none: 7, budget: 4, query: 14 };
const EXTRA10_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 30, multi: 25, correction: 14, transaction: 15, none: 8, budget: 5, query: 14 };

/** held3.jsonl, the third held-aside set: 15 lines per language and kind as written, less the lines that repeated older sets' text. */
const HELD3_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 14, multi: 15, correction: 15, transaction: 14, none: 13, budget: 13, query: 11 };
/** held4.jsonl, the fourth held-aside set (28 Nov): 15 lines per language and kind as written, the fewest kept per group. */
const HELD4_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 13, multi: 14, correction: 13, transaction: 13, none: 12, budget: 12, query: 8 };
/** extra11.jsonl and extra12.jsonl (29 Nov): as written, the fewest kept per language and kind after dropping lines older sets already had. */
const EXTRA11_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 25, multi: 34, correction: 13, transaction: 17, none: 11, budget: 7, query: 12 };
const EXTRA12_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 29, multi: 40, correction: 7, transaction: 23, none: 18, budget: 3, query: 11 };
/** extra13.jsonl (29 Nov): budgets, corrections, questions and look-alikes only. */
const EXTRA13_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 0, multi: 0, correction: 36, transaction: 0, none: 10, budget: 37, query: 11 };
/** extra14.jsonl (29 Nov, second session): corrections, budgets and look-alikes first, as written, the fewest kept per group. */
const EXTRA14_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 22, multi: 17, correction: 30, transaction: 10, none: 35, budget: 29, query: 5 };
/** extra15.jsonl (29 Nov, second session): income and its look-alikes, mixed lists, things that record nothing. */
const EXTRA15_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 32, multi: 29, correction: 14, transaction: 17, none: 29, budget: 7, query: 5 };
/** extra16.jsonl (29 Nov, second session): lists of several items, look-alikes and income only. */
const EXTRA16_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 29, multi: 47, correction: 0, transaction: 0, none: 34, budget: 0, query: 0 };
/** extra17.jsonl (29 Nov, third session): lists said every way, look-alikes that record nothing, income and its look-alikes. */
const EXTRA17_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 27, multi: 48, correction: 0, transaction: 0, none: 36, budget: 0, query: 0 };
/** extra18.jsonl (29 Nov, third session): income and its look-alikes, things that record nothing, some expenses, lists and corrections. */
const EXTRA18_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 37, multi: 19, correction: 6, transaction: 17, none: 37, budget: 0, query: 0 };
/** extra19.jsonl (29 Nov, third session): 15 per language and kind, as ordinary people record their day. */
const EXTRA19_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 14, multi: 15, correction: 12, transaction: 13, none: 14, budget: 15, query: 10 };
/** extra20.jsonl (29 Nov, third session): 15 per language and kind, as fifteen other ordinary people per language record their day. */
const EXTRA20_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 15, multi: 15, correction: 13, transaction: 13, none: 14, budget: 14, query: 12 };
/** extra21.jsonl (29 Nov, third session): mixed lists, casual income and its look-alikes, look-alikes that record nothing, expenses said oddly. */
const EXTRA21_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 31, multi: 40, correction: 0, transaction: 15, none: 34, budget: 0, query: 0 };
/** extra22.jsonl (29 Nov, third session): 15 per language and kind, as fifteen more ordinary people per language record their day. */
const EXTRA22_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 14, multi: 15, correction: 13, transaction: 14, none: 15, budget: 15, query: 11 };
/** extra23.jsonl (29 Nov, third session): every kind, lists and look-alikes first (ids marked ob). */
const EXTRA23_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 16, multi: 27, correction: 10, transaction: 9, none: 23, budget: 12, query: 5 };
/** extra24.jsonl (29 Nov, fourth session: look-alikes that record nothing, and expenses and income said like chatter; ids marked oc). */
const EXTRA24_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 9, multi: 0, correction: 0, transaction: 19, none: 39, budget: 0, query: 0 };
/** extra25.jsonl (29 Nov, fourth session: lists said every way, and income; ids marked od). */
const EXTRA25_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 15, multi: 38, correction: 0, transaction: 0, none: 0, budget: 0, query: 0 };
/** extra26.jsonl (29 Nov, fourth session: income and expenses that look like each other, corrections of the type; ids marked of). */
const EXTRA26_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 33, multi: 0, correction: 10, transaction: 24, none: 0, budget: 0, query: 0 };
/** extra27.jsonl (29 Nov, fourth session: 15 per language and kind as written, fifteen people of other trades per language; ids marked og). */
const EXTRA27_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 15, multi: 15, correction: 11, transaction: 14, none: 11, budget: 12, query: 10 };
/** extra28.jsonl (29 Nov, fourth session: income said casually, lists, look-alikes; ids marked oh). */
const EXTRA28_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 24, multi: 28, correction: 0, transaction: 0, none: 7, budget: 0, query: 0 };
/** extra29.jsonl (29 Nov, fourth session: days and trips logged in one go, look-alikes that record nothing; ids marked oi). */
const EXTRA29_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 0, multi: 35, correction: 0, transaction: 0, none: 22, budget: 0, query: 0 };
/** extra30.jsonl (29 Nov, fourth session: 15 per language and kind as written, fifteen people of trades rarely imagined; ids marked oj). */
const EXTRA30_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 15, multi: 15, correction: 14, transaction: 15, none: 15, budget: 15, query: 14 };
/** held5.jsonl, the fifth held-aside set (29 Nov): 15 lines per language and kind as written, the fewest kept per group. */
const HELD5_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 14, multi: 14, correction: 13, transaction: 13, none: 12, budget: 13, query: 11 };
/** held6.jsonl, the sixth held-aside set (29 Nov, fourth session; ids marked oe): 15 lines per language and kind as written, the fewest kept per group. */
const HELD6_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 15, multi: 15, correction: 13, transaction: 14, none: 15, budget: 15, query: 13 };
/** extra31.jsonl (29 Nov, fifth session: multi 40, income 20, transaction 10 per language as written; ids marked ol): the fewest kept per group. */
const EXTRA31_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 20, multi: 40, correction: 0, transaction: 9, none: 0, budget: 0, query: 0 };
/** extra32.jsonl (29 Nov, fifth session: 15 per language and kind as written, ordinary people in everyday situations; ids marked om): the fewest kept per group. */
const EXTRA32_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 13, multi: 15, correction: 10, transaction: 10, none: 12, budget: 12, query: 7 };
/** extra33.jsonl (29 Nov, fifth session: none 30, transaction 20, income 20 per language as written, look-alikes of the other type and of chatter; ids marked on): the fewest kept per group. */
const EXTRA33_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 19, multi: 0, correction: 0, transaction: 19, none: 30, budget: 0, query: 0 };
/** held7.jsonl (the seventh held-aside set, 29 Nov, fifth session: 15 per language and kind as written; never tuned on, never read; ids marked ok): the fewest kept per group. */
const HELD7_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 13, multi: 15, correction: 10, transaction: 14, none: 12, budget: 14, query: 10 };
/** extra34.jsonl (29 Nov, fifth session: correction 30, multi 30 per language as written; ids marked op): the fewest kept per group. */
const EXTRA34_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 0, multi: 29, correction: 30, transaction: 0, none: 0, budget: 0, query: 0 };
/** extra35.jsonl (29 Nov, fifth session: income 25, transaction 25, none 20 per language as written, everyday money said casually; ids marked oq): the fewest kept per group. */
const EXTRA35_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 24, multi: 0, correction: 0, transaction: 23, none: 18, budget: 0, query: 0 };
/** held8.jsonl (the eighth held-aside set, 29 Nov, fifth session: 15 per language and kind as written; never tuned on, never read, first measured on the session's starting engine; ids marked oo): the fewest kept per group. */
const HELD8_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 13, multi: 14, correction: 8, transaction: 13, none: 12, budget: 10, query: 9 };
/** extra36.jsonl (29 Nov, sixth session: correction 30, none 30 per language as written; ids marked or): the fewest kept per group. */
const EXTRA36_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 0, multi: 0, correction: 29, transaction: 0, none: 27, budget: 0, query: 0 };
/** extra37.jsonl (29 Nov, sixth session: multi 30, income 20 per language as written; ids marked os): the fewest kept per group. */
const EXTRA37_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 18, multi: 29, correction: 0, transaction: 0, none: 0, budget: 0, query: 0 };
/** held9.jsonl (the ninth held-aside set, 29 Nov, sixth session: 15 per language and kind as written; never tuned on, never read, first measured on the session's starting engine; ids marked ot): the fewest kept per group. */
const HELD9_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 13, multi: 14, correction: 12, transaction: 13, none: 14, budget: 12, query: 10 };
/** extra38.jsonl (29 Nov, sixth session: none 30, correction 20 per language as written, money said without being spent or received; ids marked ow): the fewest kept per group. */
const EXTRA38_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 0, multi: 0, correction: 17, transaction: 0, none: 30, budget: 0, query: 0 };
/** extra39.jsonl (29 Nov, sixth session: multi 30, transaction 20 per language as written, local merchants, apps and slang; ids marked ox): the fewest kept per group. */
const EXTRA39_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 0, multi: 30, correction: 0, transaction: 18, none: 0, budget: 0, query: 0 };
/** held10.jsonl (the tenth held-aside set, 29 Nov, sixth session: 15 per language and kind as written; never tuned on, never read, first measured on the session's starting engine and on its own commit; ids marked ov): the fewest kept per group. */
const HELD10_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 13, multi: 14, correction: 12, transaction: 13, none: 12, budget: 13, query: 10 };
/** held11.jsonl (the eleventh held-aside set, 29 Nov, seventh session: 15 per language and kind as written; never tuned on, never read, first measured on the session's starting engine; ids marked oy): the fewest kept per group. */
const HELD11_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 15, multi: 15, correction: 14, transaction: 14, none: 15, budget: 12, query: 13 };
/** extra40.jsonl (29 Nov, seventh session: none 30, income 20 per language as written, money coming in said like spending and money said without being spent; ids marked oz): the fewest kept per group. */
const EXTRA40_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 18, multi: 0, correction: 0, transaction: 0, none: 30, budget: 0, query: 0 };
/** extra41.jsonl (29 Nov, seventh session: multi 30, correction 20 per language as written, lists written in many ways and chatty corrections; ids marked pa): the fewest kept per group. */
const EXTRA41_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 0, multi: 29, correction: 20, transaction: 0, none: 0, budget: 0, query: 0 };
/** extra42.jsonl (29 Nov, seventh session: transaction 30, none 20 per language as written, short notes and long chatty ones with local shops and slang; ids marked pc): the fewest kept per group. */
const EXTRA42_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 0, multi: 0, correction: 0, transaction: 27, none: 20, budget: 0, query: 0 };
/** held12.jsonl (the twelfth held-aside set, 29 Nov, seventh session: 15 per language and kind as written; never tuned on, never read, first measured on the session's starting engine and on its own commit; ids marked pb): the fewest kept per group. */
const HELD12_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 15, multi: 15, correction: 13, transaction: 13, none: 15, budget: 13, query: 12 };
/** extra43.jsonl (29 Nov, seventh session: multi 25, income 25 per language as written, day summaries and income from many sources and verbs; ids marked pd): the fewest kept per group. */
const EXTRA43_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 24, multi: 25, correction: 0, transaction: 0, none: 0, budget: 0, query: 0 };
const EXTRA6_PER_LANGUAGE: Readonly<Record<EvalKind, number>> = { income: 29, multi: 34, correction: 15, transaction: 25, none: 19, budget: 9, query: 12 };

describe('evaluation sets', () => {
  const tune = readSplit('tune');
  const extra = readSplit('extra');
  const extra2 = readSplit('extra2');
  const extra3 = readSplit('extra3');
  const extra4 = readSplit('extra4');
  const extra5 = readSplit('extra5');
  const extra6 = readSplit('extra6');
  const extra7 = readSplit('extra7');
  const extra8 = readSplit('extra8');
  const extra9 = readSplit('extra9');
  const extra10 = readSplit('extra10');
  const extra11 = readSplit('extra11');
  const extra12 = readSplit('extra12');
  const extra13 = readSplit('extra13');
  const extra14 = readSplit('extra14');
  const extra15 = readSplit('extra15');
  const extra16 = readSplit('extra16');
  const extra17 = readSplit('extra17');
  const extra18 = readSplit('extra18');
  const extra19 = readSplit('extra19');
  const extra20 = readSplit('extra20');
  const extra21 = readSplit('extra21');
  const extra22 = readSplit('extra22');
  const extra23 = readSplit('extra23');
  const extra24 = readSplit('extra24');
  const extra25 = readSplit('extra25');
  const extra26 = readSplit('extra26');
  const extra27 = readSplit('extra27');
  const extra28 = readSplit('extra28');
  const extra29 = readSplit('extra29');
  const extra30 = readSplit('extra30');
  const extra31 = readSplit('extra31');
  const extra32 = readSplit('extra32');
  const extra33 = readSplit('extra33');
  const extra34 = readSplit('extra34');
  const extra35 = readSplit('extra35');
  const extra36 = readSplit('extra36');
  const extra37 = readSplit('extra37');
  const extra38 = readSplit('extra38');
  const extra39 = readSplit('extra39');
  const extra40 = readSplit('extra40');
  const extra41 = readSplit('extra41');
  const extra42 = readSplit('extra42');
  const extra43 = readSplit('extra43');
  const held = readSplit('held');
  const held2 = readSplit('held2');
  const held3 = readSplit('held3');
  const held4 = readSplit('held4');
  const held5 = readSplit('held5');
  const held6 = readSplit('held6');
  const held7 = readSplit('held7');
  const held8 = readSplit('held8');
  const held9 = readSplit('held9');
  const held10 = readSplit('held10');
  const held11 = readSplit('held11');
  const held12 = readSplit('held12');
  const all = [...tune, ...extra, ...extra2, ...extra3, ...extra4, ...extra5, ...extra6, ...extra7, ...extra8, ...extra9, ...extra10, ...extra11, ...extra12, ...extra13, ...extra14, ...extra15, ...extra16, ...extra17, ...extra18, ...extra19, ...extra20, ...extra21, ...extra22, ...extra23, ...extra24, ...extra25, ...extra26, ...extra27, ...extra28, ...extra29, ...extra30, ...extra31, ...extra32, ...extra33, ...extra34, ...extra35, ...extra36, ...extra37, ...extra38, ...extra39, ...extra40, ...extra41, ...extra42, ...extra43, ...held, ...held2, ...held3, ...held4, ...held5, ...held6, ...held7, ...held8, ...held9, ...held10, ...held11, ...held12];

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

  it('give every line an id of its own', () => {
    expect(new Set(all.map((l) => l.id)).size).toBe(all.length);
  });

  /** The sets written after the first, each with its mark in the ids and its size per language and kind as written. */
  const LATER_SETS = [
    { name: 'extra', lines: extra, mark: 'x', size: 600, perLanguage: EXTRA_PER_LANGUAGE },
    { name: 'extra2', lines: extra2, mark: 'y', size: 600, perLanguage: EXTRA2_PER_LANGUAGE },
    { name: 'extra3', lines: extra3, mark: 'z', size: 600, perLanguage: EXTRA3_PER_LANGUAGE },
    { name: 'extra4', lines: extra4, mark: 'w', size: 438, perLanguage: EXTRA4_PER_LANGUAGE },
    { name: 'extra5', lines: extra5, mark: 'v', size: 434, perLanguage: EXTRA5_PER_LANGUAGE },
    { name: 'extra6', lines: extra6, mark: 'u', size: 435, perLanguage: EXTRA6_PER_LANGUAGE },
    { name: 'extra7', lines: extra7, mark: 's', size: 425, perLanguage: EXTRA7_PER_LANGUAGE },
    { name: 'extra8', lines: extra8, mark: 'r', size: 414, perLanguage: EXTRA8_PER_LANGUAGE },
    { name: 'extra9', lines: extra9, mark: 'q', size: 331, perLanguage: EXTRA9_PER_LANGUAGE },
    { name: 'extra10', lines: extra10, mark: 'p', size: 343, perLanguage: EXTRA10_PER_LANGUAGE },
    { name: 'extra11', lines: extra11, mark: 'n', size: 391, perLanguage: EXTRA11_PER_LANGUAGE },
    { name: 'extra12', lines: extra12, mark: 'm', size: 411, perLanguage: EXTRA12_PER_LANGUAGE },
    { name: 'extra13', lines: extra13, mark: 'j', size: 304, perLanguage: EXTRA13_PER_LANGUAGE },
    { name: 'extra14', lines: extra14, mark: 'b', size: 457, perLanguage: EXTRA14_PER_LANGUAGE },
    { name: 'extra15', lines: extra15, mark: 'c', size: 422, perLanguage: EXTRA15_PER_LANGUAGE },
    { name: 'extra16', lines: extra16, mark: 'd', size: 349, perLanguage: EXTRA16_PER_LANGUAGE },
    { name: 'extra17', lines: extra17, mark: 'a', size: 348, perLanguage: EXTRA17_PER_LANGUAGE },
    { name: 'extra18', lines: extra18, mark: 'e', size: 370, perLanguage: EXTRA18_PER_LANGUAGE },
    { name: 'extra19', lines: extra19, mark: 'f', size: 295, perLanguage: EXTRA19_PER_LANGUAGE },
    { name: 'extra20', lines: extra20, mark: 'i', size: 304, perLanguage: EXTRA20_PER_LANGUAGE },
    { name: 'extra21', lines: extra21, mark: 'l', size: 367, perLanguage: EXTRA21_PER_LANGUAGE },
    { name: 'extra22', lines: extra22, mark: 'o', size: 305, perLanguage: EXTRA22_PER_LANGUAGE },
    { name: 'extra23', lines: extra23, mark: 'ob', size: 330, perLanguage: EXTRA23_PER_LANGUAGE },
    { name: 'extra24', lines: extra24, mark: 'oc', size: 206, perLanguage: EXTRA24_PER_LANGUAGE },
    { name: 'extra25', lines: extra25, mark: 'od', size: 167, perLanguage: EXTRA25_PER_LANGUAGE },
    { name: 'extra26', lines: extra26, mark: 'of', size: 203, perLanguage: EXTRA26_PER_LANGUAGE },
    { name: 'extra27', lines: extra27, mark: 'og', size: 282, perLanguage: EXTRA27_PER_LANGUAGE },
    { name: 'extra28', lines: extra28, mark: 'oh', size: 194, perLanguage: EXTRA28_PER_LANGUAGE },
    { name: 'extra29', lines: extra29, mark: 'oi', size: 173, perLanguage: EXTRA29_PER_LANGUAGE },
    { name: 'extra30', lines: extra30, mark: 'oj', size: 310, perLanguage: EXTRA30_PER_LANGUAGE },
    { name: 'extra31', lines: extra31, mark: 'ol', size: 209, perLanguage: EXTRA31_PER_LANGUAGE },
    { name: 'extra32', lines: extra32, mark: 'om', size: 265, perLanguage: EXTRA32_PER_LANGUAGE },
    { name: 'extra33', lines: extra33, mark: 'on', size: 208, perLanguage: EXTRA33_PER_LANGUAGE },
    { name: 'extra34', lines: extra34, mark: 'op', size: 178, perLanguage: EXTRA34_PER_LANGUAGE },
    { name: 'extra35', lines: extra35, mark: 'oq', size: 199, perLanguage: EXTRA35_PER_LANGUAGE },
    { name: 'extra36', lines: extra36, mark: 'or', size: 176, perLanguage: EXTRA36_PER_LANGUAGE },
    { name: 'extra37', lines: extra37, mark: 'os', size: 145, perLanguage: EXTRA37_PER_LANGUAGE },
    { name: 'extra38', lines: extra38, mark: 'ow', size: 144, perLanguage: EXTRA38_PER_LANGUAGE },
    { name: 'extra39', lines: extra39, mark: 'ox', size: 148, perLanguage: EXTRA39_PER_LANGUAGE },
    { name: 'extra40', lines: extra40, mark: 'oz', size: 148, perLanguage: EXTRA40_PER_LANGUAGE },
    { name: 'extra41', lines: extra41, mark: 'pa', size: 149, perLanguage: EXTRA41_PER_LANGUAGE },
    { name: 'extra42', lines: extra42, mark: 'pc', size: 143, perLanguage: EXTRA42_PER_LANGUAGE },
    { name: 'extra43', lines: extra43, mark: 'pd', size: 147, perLanguage: EXTRA43_PER_LANGUAGE },
    { name: 'held2', lines: held2, mark: 'h', size: 315, perLanguage: HELD2_PER_LANGUAGE },
    { name: 'held3', lines: held3, mark: 't', size: 295, perLanguage: HELD3_PER_LANGUAGE },
    { name: 'held4', lines: held4, mark: 'g', size: 280, perLanguage: HELD4_PER_LANGUAGE },
    { name: 'held5', lines: held5, mark: 'k', size: 278, perLanguage: HELD5_PER_LANGUAGE },
    { name: 'held6', lines: held6, mark: 'oe', size: 308, perLanguage: HELD6_PER_LANGUAGE },
    { name: 'held7', lines: held7, mark: 'ok', size: 283, perLanguage: HELD7_PER_LANGUAGE },
    { name: 'held8', lines: held8, mark: 'oo', size: 256, perLanguage: HELD8_PER_LANGUAGE },
    { name: 'held9', lines: held9, mark: 'ot', size: 283, perLanguage: HELD9_PER_LANGUAGE },
    { name: 'held10', lines: held10, mark: 'ov', size: 279, perLanguage: HELD10_PER_LANGUAGE },
    { name: 'held11', lines: held11, mark: 'oy', size: 304, perLanguage: HELD11_PER_LANGUAGE },
    { name: 'held12', lines: held12, mark: 'pb', size: 295, perLanguage: HELD12_PER_LANGUAGE },
  ];
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
    const withHistory = [...extra, ...extra2, ...extra3, ...extra4, ...extra5, ...extra6, ...extra9, ...extra10, ...extra11, ...extra12, ...extra13, ...extra14, ...extra15, ...extra18, ...extra19, ...extra20, ...extra22, ...extra23, ...extra26, ...extra32, ...extra34, ...extra36, ...extra38, ...extra41, ...held2, ...held3, ...held4, ...held5, ...held6, ...held7, ...held8, ...held9, ...held10, ...held11, ...held12].filter((l) => l.history !== undefined);
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
    const none: EvalLine = { ...line, kind: 'none', expect: { intent: 'none' } };
    expect(scoreLine(none, { language: 'en', intent: { kind: 'greeting' }, confidence: 1 }).whole).toBe(true);
    expect(scoreLine(none, reading([draft('expense', '9.00', 'Travel', 'Flight')])).whole).toBe(false);
  });
});

describe('engine understanding', () => {
  it.each(['tune', 'extra', 'extra2', 'extra3', 'extra4', 'extra5', 'extra6', 'extra7', 'extra8', 'extra9', 'extra10', 'extra11', 'extra12', 'extra13', 'extra14', 'extra15', 'extra16', 'extra17', 'extra18', 'extra19', 'extra20', 'extra21', 'extra22', 'extra23', 'extra24', 'extra25', 'extra26', 'extra27', 'extra28', 'extra29', 'extra30', 'extra31', 'extra32', 'extra33', 'extra34', 'extra35', 'extra36', 'extra37', 'extra38', 'extra39', 'extra40', 'extra41', 'extra42', 'extra43', 'held', 'held2', 'held3', 'held4', 'held5', 'held6', 'held7', 'held8', 'held9', 'held10', 'held11', 'held12'] as const)('keeps the minimum scores on the %s split', (split) => {
    const figures = headlineFigures(evaluate(readSplit(split)));
    for (const [metric, minimum] of Object.entries(minimums[split])) {
      expect(figures[metric as keyof typeof figures], `${split} ${metric}`).toBeGreaterThanOrEqual(minimum);
    }
  }, 60_000);

  it.skipIf(!existsSync(publicPath))('keeps the minimum scores on the public set', () => {
    const { tally } = measurePublicSet(parsePublicLines(readFileSync(publicPath, 'utf8')));
    for (const [metric, minimum] of Object.entries(minimums.public)) {
      const entry = tally.get(`all:all:${metric}`)!;
      expect(entry.ok / entry.total, `public ${metric}`).toBeGreaterThanOrEqual(minimum);
    }
  }, 60_000);
});
