/**
 * Scoring of the assistant's own evaluation sets (tune.jsonl, extra.jsonl, extra2.jsonl, held.jsonl): each line is a chat
 * message with the reading a person would expect. Pure (the caller reads the files), so the
 * runner and the unit test score the same way.
 */
import { interpret } from '@tally/assistant/interpret';
import type { EngineCategory, EngineContext, HistoryEntry, Intent, Interpretation, Lang, QueryMetric, TransactionDraft, TxType } from '@tally/assistant/types';
import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';

/**
 * The engine metrics that answer each kind of question. An `ask` missing here is not scored yet
 * (any query or budget_status passes): biggest, average, budget_left and summary have no engine
 * metric today; add them here when the engine has them.
 */
export const ASK_TO_METRIC: Readonly<Partial<Record<Ask, readonly QueryMetric[]>>> = {
  spent_total: ['spent'],
  earned_total: ['earned'],
  balance: ['balance'],
  top_categories: ['top_categories'],
  compare: ['compare'],
  list: ['recent'],
  count: ['count'],
  biggest: ['biggest'],
  average: ['average'],
  summary: ['summary'],
};

export const EVAL_KINDS = ['transaction', 'multi', 'income', 'query', 'correction', 'budget', 'none'] as const;
export type EvalKind = (typeof EVAL_KINDS)[number];
export const EVAL_LANGS: readonly Lang[] = ['en', 'pt', 'es'];

export type Ask =
  | 'spent_total'
  | 'earned_total'
  | 'balance'
  | 'top_categories'
  | 'biggest'
  | 'average'
  | 'compare'
  | 'list'
  | 'budget_left'
  | 'summary'
  | 'count';

/** One transaction the message should record; `category` lists the acceptable names (null: not scored). */
export interface ExpectedItem {
  type: TxType;
  amount: string;
  currency: string;
  category: string[] | null;
  description?: string;
}

type CategoryChoice = string | string[] | null;
type CorrectionKind = 'correct_last' | 'delete_transaction' | 'undo_last';

export type Expectation =
  | ExpectedItem[]
  /** `category` null or left out: the question names none. */
  | { intent: 'query'; ask: Ask; category?: CategoryChoice }
  /** `category` null: a budget over all spending ("400 a month in total"), which the engine reads as `overall`. */
  | { intent: 'set_budget'; amount: string; category: string | string[] | null; period: 'weekly' | 'monthly' | 'yearly' }
  | { intent: 'budget_status'; category?: CategoryChoice }
  /** `date`: the day said in words ("yesterday", "the 3rd"); scored as a date changed, whatever day. */
  | { intent: CorrectionKind | CorrectionKind[]; type?: TxType; amount?: string; category?: string; date?: string }
  | { intent: 'none' };

export interface EvalLine {
  id: string;
  lang: Lang;
  kind: EvalKind;
  text: string;
  /** The user's preferred currency. */
  currency: string;
  /** The user's phone country (ISO 3166-1 alpha-2). */
  country: string;
  /**
   * The exchange just before the message, oldest first (a correction's recorded message and the
   * reply to it): it goes into the engine's context as the conversation's history.
   */
  history?: HistoryEntry[];
  expect: Expectation;
}

/**
 * The separate metrics. `whole`: the message read entirely right (for corrections and budgets it
 * covers their fields). type/amount/currency/category/description: per expected recorded item.
 * ask: the question's metric, where ASK_TO_METRIC knows it. none: nothing recorded nor asked for.
 * language: the language the engine detected.
 */
export const METRICS = ['whole', 'type', 'amount', 'currency', 'category', 'description', 'ask', 'none', 'language'] as const;
export type Metric = (typeof METRICS)[number];

export interface LineScore {
  line: EvalLine;
  whole: boolean;
  /** Each check made on the line, by metric (records have one per expected item). */
  checks: { metric: Exclude<Metric, 'whole'>; ok: boolean }[];
  /** What the engine answered, in short, for failure listings. */
  got: string;
  /** Engine time for the message, in milliseconds. */
  ms: number;
}

/** A fixed instant, as in scripts/measure-utterances.ts, so the figures do not move with the calendar. */
export const EVAL_NOW = new Date('2026-11-22T15:00:00Z');

/** The user's zone from the phone country; the sets never ask for a date, so this is for realism only. */
const ZONES: Readonly<Record<string, string>> = {
  US: 'America/New_York',
  GB: 'Europe/London',
  BR: 'America/Sao_Paulo',
  PT: 'Europe/Lisbon',
  ES: 'Europe/Madrid',
  MX: 'America/Mexico_City',
  AR: 'America/Argentina/Buenos_Aires',
  CO: 'America/Bogota',
  CL: 'America/Santiago',
};

/** The default categories, read from shared so a new default is picked up by itself. */
export const EVAL_CATEGORIES: EngineCategory[] = [
  ...DEFAULT_EXPENSE_CATEGORIES.map((name, i) => ({ id: i + 1, name, type: 'expense' as const, isDefault: true })),
  ...DEFAULT_INCOME_CATEGORIES.map((name, i) => ({ id: 100 + i, name, type: 'income' as const, isDefault: true })),
];

export function evalContext(line: EvalLine): EngineContext {
  return {
    now: EVAL_NOW,
    timezone: ZONES[line.country] ?? 'UTC',
    preferredCurrency: line.currency,
    preferredLanguage: line.lang,
    categories: EVAL_CATEGORIES,
    learnedRules: [],
    history: line.history ?? [],
    country: line.country,
  };
}

function isHistory(value: unknown): value is HistoryEntry[] {
  return (
    Array.isArray(value) &&
    value.every((entry: Partial<HistoryEntry>) => (entry.role === 'user' || entry.role === 'assistant') && typeof entry.content === 'string')
  );
}

/** Parses a JSON Lines set; a malformed line throws with its number, so a bad edit fails the test. */
export function parseEvalLines(text: string): EvalLine[] {
  return text
    .split('\n')
    .map((raw, index) => ({ raw: raw.trim(), number: index + 1 }))
    .filter(({ raw }) => raw !== '')
    .map(({ raw, number }) => {
      const line = JSON.parse(raw) as EvalLine;
      if (!line.id || !EVAL_LANGS.includes(line.lang) || !EVAL_KINDS.includes(line.kind) || typeof line.text !== 'string' || !line.expect) {
        throw new Error(`line ${number}: not an evaluation line`);
      }
      if (line.history !== undefined && !isHistory(line.history)) throw new Error(`line ${number}: history is not a list of {role, content}`);
      return line;
    });
}

/** An amount in cents, compared exactly ("28", "28.0" and "28.00" are the same). */
function toCents(amount: string | undefined): bigint | undefined {
  const match = amount === undefined ? null : /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return undefined;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export function sameAmount(expected: string, actual: string | undefined): boolean {
  const cents = toCents(actual);
  return cents !== undefined && cents === toCents(expected);
}

/** Case- and accent-insensitive form, for descriptions. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const asList = (choice: CategoryChoice | undefined): string[] | null => (choice == null ? null : Array.isArray(choice) ? choice : [choice]);

/**
 * Pairs each expected item with a draft: the first unused one of the same amount and type, then of
 * the same amount, then the one in the same place, so one misread item does not shift the rest.
 */
function pairDrafts(expected: ExpectedItem[], drafts: TransactionDraft[]): (TransactionDraft | undefined)[] {
  const used = new Set<number>();
  const take = (test: (d: TransactionDraft, i: number) => boolean): TransactionDraft | undefined => {
    const index = drafts.findIndex((d, i) => !used.has(i) && test(d, i));
    if (index < 0) return undefined;
    used.add(index);
    return drafts[index];
  };
  const pairs: (TransactionDraft | undefined)[] = expected.map((item) => take((d) => d.type === item.type && sameAmount(item.amount, d.amount)));
  expected.forEach((item, n) => {
    pairs[n] ??= take((d) => sameAmount(item.amount, d.amount));
  });
  expected.forEach((_, n) => {
    pairs[n] ??= take((_d, i) => i === n) ?? take(() => true);
  });
  return pairs;
}

function describeIntent(intent: Intent): string {
  switch (intent.kind) {
    case 'record_transactions':
      return `record ${intent.transactions.map((t) => `${t.type} ${t.amount} ${t.currency} ${t.categoryName} "${t.description}"`).join('; ')}`;
    case 'query':
      return `query ${intent.metric}${intent.categoryName ? ` ${intent.categoryName}` : ''}`;
    case 'correct_last':
      return `correct_last ${JSON.stringify({ type: intent.type, amount: intent.amount, category: intent.categoryName })}`;
    case 'set_budget':
      return `set_budget ${intent.amount} ${intent.categoryName} ${intent.period}`;
    case 'budget_status':
      return `budget_status${intent.categoryName ? ` ${intent.categoryName}` : ''}`;
    case 'clarify_transaction':
      return `clarify (${intent.missing.join(', ')})`;
    default:
      return intent.kind;
  }
}

type Check = LineScore['checks'][number];

function scoreRecords(expected: ExpectedItem[], intent: Intent, checks: Check[]): boolean {
  const drafts = intent.kind === 'record_transactions' ? intent.transactions : [];
  const pairs = pairDrafts(expected, drafts);
  let whole = intent.kind === 'record_transactions' && drafts.length === expected.length;
  expected.forEach((item, n) => {
    const draft = pairs[n];
    const type = draft?.type === item.type;
    const amount = sameAmount(item.amount, draft?.amount);
    const currency = draft?.currency === item.currency;
    const category = item.category === null || (draft !== undefined && item.category.includes(draft.categoryName));
    checks.push({ metric: 'type', ok: type }, { metric: 'amount', ok: amount }, { metric: 'currency', ok: currency });
    if (item.category !== null) checks.push({ metric: 'category', ok: category });
    if (item.description) checks.push({ metric: 'description', ok: draft !== undefined && fold(draft.description) === fold(item.description) });
    whole &&= type && amount && currency && category;
  });
  return whole;
}

function scoreQuery(expect: Extract<Expectation, { intent: 'query' }>, intent: Intent, checks: Check[]): boolean {
  const metrics = ASK_TO_METRIC[expect.ask];
  // "What is left of a budget" is a budget status that asks for the remainder, not a query metric.
  const isBudgetLeft = expect.ask === 'budget_left';
  const askOk = isBudgetLeft
    ? intent.kind === 'budget_status' && intent.asksRemaining === true
    : metrics === undefined || (intent.kind === 'query' && metrics.includes(intent.metric));
  if (metrics || isBudgetLeft) checks.push({ metric: 'ask', ok: askOk });
  if (intent.kind !== 'query' && intent.kind !== 'budget_status') return false;
  const categories = asList(expect.category);
  const categoryOk = categories === null || categories.includes(intent.categoryName ?? '');
  return categoryOk && askOk;
}

function scoreCorrection(expect: Extract<Expectation, { intent: CorrectionKind | CorrectionKind[] }>, intent: Intent): boolean {
  const kinds: readonly string[] = Array.isArray(expect.intent) ? expect.intent : [expect.intent];
  if (!kinds.includes(intent.kind)) return false;
  const fields = intent.kind === 'correct_last' ? intent : undefined;
  return (
    (expect.type === undefined || fields?.type === expect.type) &&
    (expect.amount === undefined || sameAmount(expect.amount, fields?.amount)) &&
    (expect.category === undefined || fields?.categoryName === expect.category) &&
    (expect.date === undefined || fields?.date !== undefined)
  );
}

function scoreBudget(expect: Extract<Expectation, { intent: 'set_budget' | 'budget_status' }>, intent: Intent): boolean {
  if (expect.intent === 'set_budget') {
    return (
      intent.kind === 'set_budget' &&
      sameAmount(expect.amount, intent.amount) &&
      (expect.category === null ? intent.overall === true : asList(expect.category)!.includes(intent.categoryName)) &&
      intent.period === expect.period
    );
  }
  if (intent.kind !== 'budget_status') return false;
  const categories = asList(expect.category);
  return categories === null || categories.includes(intent.categoryName ?? '');
}

/** Scores the engine's reading of one line. */
export function scoreLine(line: EvalLine, result: Interpretation, ms = 0): LineScore {
  const intent = result.intent;
  const checks: Check[] = [{ metric: 'language', ok: result.language === line.lang }];
  const expect = line.expect;
  let whole: boolean;
  if (Array.isArray(expect)) {
    whole = scoreRecords(expect, intent, checks);
  } else if (expect.intent === 'none') {
    whole = intent.kind !== 'record_transactions' && intent.kind !== 'clarify_transaction';
    checks.push({ metric: 'none', ok: whole });
  } else if (expect.intent === 'query') {
    whole = scoreQuery(expect, intent, checks);
  } else if (expect.intent === 'set_budget' || expect.intent === 'budget_status') {
    whole = scoreBudget(expect, intent);
  } else {
    whole = scoreCorrection(expect, intent);
  }
  return { line, whole, checks, got: describeIntent(intent), ms };
}

/** Timed runs per message; the fastest is kept, since on a shared machine the others also count waiting for a core. */
const TIMED_RUNS = 3;

/**
 * Runs the engine on every line and scores it. Timed (the report's figures), each line runs after one untimed pass, so
 * the timings are of warm code, and its fastest of TIMED_RUNS is kept; untimed (the tests, which assert no timings), once.
 */
export function evaluate(lines: readonly EvalLine[], { timed = true }: { timed?: boolean } = {}): LineScore[] {
  if (!timed) return lines.map((line) => scoreLine(line, interpret(line.text, evalContext(line))));
  for (const line of lines) interpret(line.text, evalContext(line));
  return lines.map((line) => {
    const ctx = evalContext(line);
    let result: Interpretation | undefined;
    let fastest = Infinity;
    for (let run = 0; run < TIMED_RUNS; run += 1) {
      const started = performance.now();
      result = interpret(line.text, ctx);
      fastest = Math.min(fastest, performance.now() - started);
    }
    return scoreLine(line, result!, fastest);
  });
}

export interface Rate {
  ok: number;
  total: number;
}

/** Figures for a group of lines: each metric's rate (absent when nothing was checked) and engine times. */
export interface GroupSummary {
  lines: number;
  rates: Partial<Record<Metric, Rate>>;
  medianMs: number;
  p99Ms: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarize(scores: readonly LineScore[]): GroupSummary {
  const rates: Partial<Record<Metric, Rate>> = {};
  const add = (metric: Metric, ok: boolean) => {
    const rate = (rates[metric] ??= { ok: 0, total: 0 });
    rate.total += 1;
    if (ok) rate.ok += 1;
  };
  for (const score of scores) {
    add('whole', score.whole);
    for (const check of score.checks) add(check.metric, check.ok);
  }
  const times = scores.map((s) => s.ms).sort((a, b) => a - b);
  return { lines: scores.length, rates, medianMs: percentile(times, 50), p99Ms: percentile(times, 99) };
}

/** Group keys "lang:kind", with "all" for either: every language x kind, each language, each kind, and all. */
export function summarizeGroups(scores: readonly LineScore[]): Map<string, GroupSummary> {
  const groups = new Map<string, GroupSummary>();
  for (const lang of [...EVAL_LANGS, 'all'] as const) {
    for (const kind of [...EVAL_KINDS, 'all'] as const) {
      const members = scores.filter((s) => (lang === 'all' || s.line.lang === lang) && (kind === 'all' || s.line.kind === kind));
      if (members.length > 0) groups.set(`${lang}:${kind}`, summarize(members));
    }
  }
  return groups;
}

export const fraction = (rate: Rate | undefined): number | undefined => (rate && rate.total > 0 ? rate.ok / rate.total : undefined);

/**
 * The figures the minimums are kept on: whole-message, income/expense type over all recorded items,
 * nothing recorded for `none` lines, and whole-message on several-item messages.
 */
export function headlineFigures(scores: readonly LineScore[]): { whole: number; type: number; none: number; multi: number } {
  const all = summarize(scores);
  const multi = summarize(scores.filter((s) => s.line.kind === 'multi'));
  return {
    whole: fraction(all.rates.whole) ?? 0,
    type: fraction(all.rates.type) ?? 0,
    none: fraction(all.rates.none) ?? 0,
    multi: fraction(multi.rates.whole) ?? 0,
  };
}
