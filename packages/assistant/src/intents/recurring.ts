/**
 * Bills and income that repeat. Two things are read here, from the words of the packs'
 * `recurring` group:
 *
 * - The repetition of a rule the user sets ("rent 1200 every month on the 1st", "netflix 15.99
 *   monthly", "aluguel 1.800 todo dia 5", "cobro mi sueldo el 30 de cada mes", "gym 40 every 2
 *   weeks"): its frequency, the day of the month or weekday named, and where the message says it,
 *   so that the rest of the message is read exactly as a transaction is (interpret.ts).
 *   A phrase of repetition ("every month", "todo mês", "cada mes", "todo dia 5") makes a rule
 *   wherever it stands; an adjective ("monthly", "mensal", "mensual", "a month") only after the
 *   amount, since before it names a kind of bill paid now ("spent 40 on the monthly gym fee").
 *   "mensalidade da academia 90" names no repetition at all and stays a transaction.
 * - Questions on bills ("what bills do I have this week?", "quanto tenho de contas fixas?",
 *   "¿cuánto pago en suscripciones?"): what falls due in a window, or the monthly total of the
 *   rules. A question in the past ("how much did I pay in bills this month") is an ordinary query.
 */
import type { RecurringFrequency } from '@tally/shared/schemas/recurring';
import type { Analysis } from '../analyze';
import type { LanguagePack, RecurringWords } from '../language/pack';
import { ALL_PACKS } from '../language/packs/packs';
import { daysInMonth, formatIsoDate, fromDayNumber, toDayNumber, weekdayOf } from '../dates/calendar';
import { findMessagePeriods } from '../dates/find-periods';
import type { Period, RecurringQueryIntent, RecurringScope } from '../types';
import { COMPARE, LIST_VERB, PER_MONTH, PER_WEEK, PER_YEAR, QUESTION, SUMMARY } from './query-words';
import { relativeMonthPeriod, weekPeriod } from '../dates/periods';
import { words } from './word-pattern';
import { sentenceNumbers } from '../text/sentences';

const FREQUENCIES: readonly RecurringFrequency[] = ['biweekly', 'weekly', 'monthly', 'yearly'];

/** A day of the month: a number (never the start of "1.800" or "15,99") or "first". */
const DAY = '(\\d{1,2}|first|primeiro|primero)(?![.,]\\d)';
const FIRST_WORDS = new Set(['first', 'primeiro', 'primero']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pack's phrase with `{d}` and `{w}` made capturing groups (the weekdays longest first). */
function compile(pack: LanguagePack, body: string): string {
  const weekdays = Object.keys(pack.dates.weekdays)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  return body.replaceAll('{d}', DAY).replaceAll('{w}', `(${weekdays})`);
}

/** Every pack's phrases of one kind, as one global whole-word pattern. */
function anyPack(pick: (words: RecurringWords) => string): RegExp {
  const body = ALL_PACKS.map((pack) => `(?:${compile(pack, pick(pack.recurring))})`).join('|');
  return new RegExp(`(?<![\\p{L}\\d])(?:${body})(?![\\p{L}\\d])`, 'gu');
}

const EVERY: ReadonlyMap<RecurringFrequency, RegExp> = new Map(FREQUENCIES.map((f) => [f, anyPack((w) => w.every[f])]));
const AFTER_AMOUNT: ReadonlyMap<RecurringFrequency, RegExp> = new Map(FREQUENCIES.map((f) => [f, anyPack((w) => w.afterAmount[f])]));
const DAY_OF_MONTH = anyPack((w) => w.dayOfMonth);

const question = (pick: (words: RecurringWords) => string): RegExp => words(ALL_PACKS.map((pack) => pick(pack.recurring)).join('|'));
/** Past verbs and periods: what was paid, not what repeats or is to come. */
const PAST = question((w) => w.past);
const ONE_OFF = question((w) => w.oneOff);
const NEXT_WEEK = question((w) => w.next.week);
const NEXT_MONTH = question((w) => w.next.month);

/** Folded weekday name -> 0 (Sunday) ... 6, in every language. */
const WEEKDAYS: ReadonlyMap<string, number> = new Map(ALL_PACKS.flatMap((pack) => Object.entries(pack.dates.weekdays)));

/** The weekly shop: "dunnes 64.20 weekly shop" names the groceries, it does not repeat them. */
const NAMES_A_SHOP = /^\s+(?:food |grocery |big )?(?:shop|shopping)(?![\p{L}\d])/u;

/** How long something took, right before the period: "only took a year", "levou um mês", "tardó una semana". */
const DURATION_BEFORE = /(?<![\p{L}\d])(?:took|takes|taken|lasted|lasts|levou|leva|levaram|demorou|demora|tardo|tardaron|tarda|demoro)(?:\s+(?:me|us|them|him|her|it|about|like|nearly|almost|over|only|just|uns|unas|como|casi|quase))*\s+$/u;
/** A determiner right before a word: "the monthly fee", "o plano mensal" is named, not repeated. */
const DETERMINER_BEFORE = /(?<![\p{L}\d])(?:the|my|our|your|his|her|their|this|that|meu|minha|nosso|nossa|esse|essa|este|esta|mi|mis|su|sus|nuestro|nuestra|ese|esa)\s+$/u;

export interface Repetition {
  /** Said by a phrase that repeats wherever it stands ("every month", "todo dia 5"), not only by an adjective. */
  isExplicit: boolean;
  frequency: RecurringFrequency;
  /** The day of the month named (monthly only), 1-31. */
  dayOfMonth?: number;
  /** The weekday named (weekly and every 2 weeks), 0 (Sunday) ... 6. */
  weekday?: number;
  /** Where the message says it, in `folded` positions: the rest is the transaction. */
  spans: [number, number][];
}

interface Found {
  frequency: RecurringFrequency | undefined;
  start: number;
  end: number;
  day?: number;
  weekday?: number;
}

/** The day or weekday a match captured. */
function captured(match: RegExpMatchArray): { day?: number; weekday?: number } {
  for (const group of match.slice(1)) {
    if (group === undefined) continue;
    if (FIRST_WORDS.has(group)) return { day: 1 };
    if (/^\d/.test(group)) return { day: Number(group) };
    const weekday = WEEKDAYS.get(group);
    if (weekday !== undefined) return { weekday };
  }
  return {};
}

/** The pattern's matches in the spelling-corrected text, at their positions in `folded`. */
function matches(pattern: RegExp, analysis: Analysis, frequency: RecurringFrequency | undefined): Found[] {
  return [...analysis.spelled.text.matchAll(pattern)].map((m) => ({ frequency, ...analysis.spelled.toFolded(m.index, m.index + m[0].length), ...captured(m) }));
}

const inside = (position: number, spans: readonly Found[]) => spans.some((s) => position >= s.start && position < s.end);

/** The repetition the message states, or undefined when it states none. */
const AS_ALWAYS = /(?<![\p{L}\d])(?:como|like|as|igual que|que nem|tipo)\s+$/u;

/** Pain said right after how often: "a mesma dor", "duele igual", "dói", "it hurts", "same pain". */
const SIGH_AFTER = /^\s*(?:(?:e |y |and )?(?:a mesma dor|la misma historia|el mismo dolor|duele(?: igual)?|doi(?: igual)?|it hurts|hurts|same pain|the same pain|que dolor|que dor))(?![\p{L}\d])/u;

export function findRepetition(analysis: Analysis): Repetition | undefined {
  // Read with the spelling corrected ("netflx 15.99 mothly"), at positions in `folded`.
  const folded = analysis.folded;
  // "comprei um notebook em 12x, vou pagar todo mês": a purchase, paid in parts, not a rule.
  if (ONE_OFF.test(analysis.spelled.text)) return undefined;
  // ("80€ como cada mes", "paid the rent like every month": what is done as always, this time.)
  const strong = FREQUENCIES.flatMap((f) => matches(EVERY.get(f)!, analysis, f)).filter((m) => !AS_ALWAYS.test(folded.slice(0, m.start)));
  // The money said outside the phrases of repetition ("el 30 de cada mes" is a day, not an amount).
  // Any number counts here ("spotify 99 mensuales": "99" before a plural reads as a count at first).
  const moneyEnds = analysis.amounts
    .map((a) => ({ start: analysis.tokens[a.first]!.start, end: analysis.tokens[a.last]!.end }))
    .filter((a) => !inside(a.start, strong));
  const firstMoneyEnd = moneyEnds[0]?.end;
  // (In the first money's sentence: "34.99 for the kettle. took them a week", "6.85 for a latte. my coworker saves like 100 a month".)
  const sentenceOf = sentenceNumbers(analysis.tokens);
  const firstMoney = analysis.amounts.find((a) => !inside(analysis.tokens[a.first]!.start, strong));
  const firstSentence = firstMoney && sentenceOf[firstMoney.first];
  const sentenceAt = (start: number) => sentenceOf[analysis.tokens.findIndex((t) => t.start >= start)];
  // An adjective after the amount repeats it ("netflix 15.99 monthly"), unless the payment is told
  // in the past ("spent 40 on the monthly gym fee", "paguei 120 do plano mensal") or the adjective
  // follows a determiner ("the monthly fee"): then it names the bill that was paid.
  const weak =
    firstMoneyEnd === undefined || PAST.test(analysis.spelled.text)
      ? []
      : FREQUENCIES.flatMap((f) => matches(AFTER_AMOUNT.get(f)!, analysis, f)).filter(
          (m) => m.start >= firstMoneyEnd && sentenceAt(m.start) === firstSentence && !inside(m.start, strong) && !DETERMINER_BEFORE.test(folded.slice(0, m.start)) && !DURATION_BEFORE.test(folded.slice(0, m.start)) && !NAMES_A_SHOP.test(folded.slice(m.end)),
        );
  // ("… pagou os 2 meses atrasados, 300 reais. já tava ficando chato cobrar toda semana": how often, told in a sentence of
  // its own after all the money, is part of a story; "netflix 15.99. every month" says it of the money.)
  const lastMoney = analysis.amounts.at(-1);
  const lastMoneySentence = lastMoney === undefined ? undefined : sentenceOf[lastMoney.first];
  const isStoryAfter = (m: { start: number; end: number }) => {
    const n = sentenceAt(m.start);
    if (lastMoneySentence === undefined || n === undefined || n <= lastMoneySentence) return false;
    return analysis.tokens.filter((t, k) => t.kind === 'word' && sentenceOf[k] === n && (t.end <= m.start || t.start >= m.end)).length > 3;
  };
  // ("paguei o aluguel, 1.450 😩 todo mes a mesma dor", "cuota de autónomos 230 😩 cada mes duele igual": how often it hurts is
  // a sigh at a payment made, no rule asked for.)
  const isSigh = (m: { start: number; end: number }) => m.start >= (firstMoneyEnd ?? Infinity) && SIGH_AFTER.test(folded.slice(m.end));
  const said = [...strong.filter((m) => !isStoryAfter(m) && !isSigh(m)), ...weak].sort((a, b) => a.start - b.start);
  if (said.length === 0) return undefined;
  // Every 2 weeks wins over the week it contains ("bi-weekly", "every other week"); otherwise the first said.
  const frequency = said.find((m) => m.frequency === 'biweekly')?.frequency ?? said[0]!.frequency!;
  const spans: [number, number][] = said.map((m) => [m.start, m.end]);
  const repetition: Repetition = { frequency, spans, isExplicit: strong.length > 0 };
  if (frequency === 'monthly') {
    const withDay = said.find((m) => m.day !== undefined);
    const dayPhrase = withDay ?? matches(DAY_OF_MONTH, analysis, undefined).find((m) => m.day !== undefined && !inside(m.start, weak));
    if (dayPhrase?.day !== undefined && dayPhrase.day >= 1 && dayPhrase.day <= 31) {
      repetition.dayOfMonth = dayPhrase.day;
      if (!withDay) spans.push([dayPhrase.start, dayPhrase.end]);
    }
  } else if (frequency === 'weekly' || frequency === 'biweekly') {
    const weekday = said.find((m) => m.weekday !== undefined)?.weekday;
    if (weekday !== undefined) repetition.weekday = weekday;
  }
  return repetition;
}

/** The message without the phrases of repetition (positions of `folded` are those of `text`). */
export function withoutRepetition(text: string, repetition: Repetition): string {
  let out = text;
  for (const [start, end] of repetition.spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out.replace(/\s+/g, ' ').replace(/\s+([,.;!?])/g, '$1').replace(/[\s,;]+$/u, '').trim();
}

/**
 * The first occurrence, today or later: the next day of the month or weekday named (today when it
 * is today); else the next date of the rule from a date the message named (`anchor`); else today.
 */
export function firstOccurrence(today: number, repetition: Repetition, anchor: number | undefined): { start: number; dayOfMonth?: number } {
  const { frequency } = repetition;
  if (frequency === 'monthly') {
    const day = repetition.dayOfMonth ?? (anchor !== undefined ? fromDayNumber(anchor).day : undefined);
    if (day === undefined) return { start: today };
    const { year, month } = fromDayNumber(today);
    const inMonth = (y: number, m: number) => toDayNumber(y, m, Math.min(day, daysInMonth(y, m)));
    const thisMonth = inMonth(year, month);
    const start = thisMonth >= today ? thisMonth : month === 12 ? inMonth(year + 1, 1) : inMonth(year, month + 1);
    return { start, dayOfMonth: day };
  }
  if (frequency === 'yearly') {
    if (anchor === undefined || anchor >= today) return { start: anchor ?? today };
    const { month, day } = fromDayNumber(anchor);
    const { year } = fromDayNumber(today);
    const onYear = (y: number) => toDayNumber(y, month, Math.min(day, daysInMonth(y, month)));
    return { start: onYear(year) >= today ? onYear(year) : onYear(year + 1) };
  }
  const step = frequency === 'weekly' ? 7 : 14;
  if (repetition.weekday !== undefined) return { start: today + ((repetition.weekday - weekdayOf(today) + 7) % 7) };
  if (anchor === undefined || anchor >= today) return { start: anchor ?? today };
  return { start: anchor + Math.ceil((today - anchor) / step) * step };
}

export const isoDay = formatIsoDate;

// ---- Questions on bills -------------------------------------------------------------------

const BILLS = question((w) => w.bills);
const BILLS_WEAK = question((w) => w.billsWeak);
const SUBSCRIPTIONS = question((w) => w.subscriptions);
const INCOME = question((w) => w.income);
const DUE = question((w) => w.due);
const COMMITTED = question((w) => w.committed);
/** "quanto tenho nas contas?", "¿cuánto tengo en mis cuentas?": accounts, not bills. */
const IN_ACCOUNTS = words('(?:in|on|nas|na|em|en) (?:(?:my|minhas|mis|as|las|todas as|todas las) )?(?:accounts?|contas|cuentas)');

/** The days the upcoming list covers when the question names no period. */
export const UPCOMING_DAYS = 30;

/** The coming week (Monday to Sunday) or month, named. */
function comingPeriod(folded: string, today: number): Period | undefined {
  if (NEXT_WEEK.test(folded)) {
    const week = weekPeriod(today, -1);
    return { ...week, key: 'range' };
  }
  if (NEXT_MONTH.test(folded)) return { ...relativeMonthPeriod(today, -1), key: 'month' };
  return undefined;
}

/** A question on bills and income that repeat, or undefined when the message is not one. */
export function detectRecurringQuery(analysis: Analysis): RecurringQueryIntent | undefined {
  const folded = analysis.spelled.text;
  if (analysis.amounts.some((a) => !a.isSoftQuantity)) return undefined;
  const bills = BILLS.test(folded);
  const subscriptions = SUBSCRIPTIONS.test(folded);
  const income = INCOME.test(folded);
  // ("faz-me um resumo das contas deste mês": with a summary asked, "contas" are the user's money, not bills.)
  const weak = BILLS_WEAK.test(folded) && !IN_ACCOUNTS.test(folded) && !SUMMARY.test(folded);
  if (!bills && !subscriptions && !income && !weak) return undefined;
  // In the past it asks what was spent: an ordinary query; so does a comparison ("compare my bills this month vs last").
  if (PAST.test(folded) || COMPARE.test(folded)) return undefined;
  const today = analysis.today;
  // "per month", "por mês", "al mes" say how often, not when.
  const perUnit = [PER_WEEK, PER_MONTH, PER_YEAR].map((re) => re.exec(folded)).filter((m) => m !== null);
  const periods = findMessagePeriods(analysis).filter(
    (p) => p.period.key !== 'all' && !perUnit.some((m) => p.start < m.index + m[0].length && p.end > m.index),
  );
  const period = comingPeriod(folded, today) ?? periods[0]?.period;
  // A past period, or one that ends today ("since january"), asks what was paid.
  if (period && (period.end < isoDay(today) || (period.key === 'range' && period.end === isoDay(today) && period.start < period.end))) return undefined;
  const due = DUE.test(folded);
  const asks = QUESTION.test(folded) || folded.includes('?') || LIST_VERB.test(folded);
  // "bills", "contas", "recibos" alone are bills only with a period or a word of what is due.
  if (!bills && !subscriptions && !income && !due && !period) return undefined;
  // "minhas contas fixas", "mis suscripciones": the noun alone asks too.
  const isBareNoun = (bills || subscriptions || income) && analysis.words.filter(Boolean).length <= 4;
  if (!asks && !period && !due && !isBareNoun) return undefined;

  const scope: RecurringScope = income ? 'income' : subscriptions ? 'subscriptions' : 'all';
  const todayIso = isoDay(today);
  if (!period && !due && (COMMITTED.test(folded) || subscriptions || income)) {
    return { kind: 'recurring_query', ask: 'committed', from: todayIso, to: todayIso, scope };
  }
  if (!period) return { kind: 'recurring_query', ask: 'upcoming', from: todayIso, to: isoDay(today + UPCOMING_DAYS - 1), scope };
  return { kind: 'recurring_query', ask: 'upcoming', period: period as Period, from: period.start > todayIso ? period.start : todayIso, to: period.end, scope };
}
