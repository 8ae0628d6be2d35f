/**
 * Questions about the user's money: totals spent or earned, balance, top categories (where the money
 * went), recent transactions and listings of a period, counts, comparisons, the biggest transactions,
 * averages per day/week/month and summaries, for a period and optionally a category. The engine only
 * says what to ask; the server answers it with SQL.
 */
import type { AverageUnit, EngineContext, Period, QueryIntent, QueryMetric, TxType } from '../types';
import type { Analysis } from '../analyze';
import { findMentionedCategory } from '../categories/resolve-category';
import { matchLexicon } from '../categories/lexicon';
import { findMessagePeriods, findPeriods, type PeriodMention } from '../dates/find-periods';
import { ALL_TIME, dayPeriod, previousPeriod, relativeMonthPeriod, relativeQuarterPeriod, weekPeriod, yearPeriod } from '../dates/periods';
import { formatIsoDate as todayIso, fromDayNumber } from '../dates/calendar';
import { defaultAverageWindow, endingByToday } from '../dates/average-window';
import {
  AVERAGE,
  BALANCE,
  BIGGEST,
  BIGGEST_NOUN,
  BY_CATEGORY,
  CATEGORY_OR_WHERE,
  COMPARE,
  COUNT,
  EARNED,
  EXPENSE_WORDS,
  LIST,
  MOST_EXPENSIVE,
  PER_DAY,
  PER_MONTH,
  PER_WEEK,
  PER_YEAR,
  PLURAL_NOUN,
  QUESTION,
  RECENT,
  SUMMARY,
  TOP,
  TOPIC,
  TOPIC_NOUN,
  OPINION,
  LIST_VERB,
  STANDING,
} from './query-words';
import type { QueryWordKind } from '../language/pack';
import { ALL_PACKS } from '../language/packs/packs';
import { startsWith, words } from './word-pattern';

/** The alternatives of one kind of query word in every language pack (people mix languages). */
const anyLanguage = (kind: QueryWordKind): RegExp => words(ALL_PACKS.map((pack) => pack.query[kind]).join('|'));

// ("did the big shop in lidl 54.30" tells; "did i spend over 100 on gas?" asks; "what a day. 4.20 flat white…" exclaims.)
const QUESTION_START =
  /^\s*[¿¡]?\s*(?:how|what(?! an? )|whats|which|where|(?:did|do|have)(?= (?:i|we|you|u|my)(?![\p{L}\d]))|show|list|give|tell|display|quanto|quanta|quantos|quantas|qto|qnto|qnt|qual|quais|onde|o que|mostr|me mostr|lista|exib|cuanto|cuanta|cuantos|cuantas|cual|cuales|donde|que|muestra|dame|dime|ver)(?![\p{L}\d])/u;
/** "qué pereza, pagué 65 mil", "what a day": an exclamation opening the message asks nothing. */
const EXCLAMATION_START = startsWith(ALL_PACKS.map((pack) => pack.query.exclamations).join('|'));
/** "…, cachai?", "…, né?", "…, right?": a tag closing a statement; the "?" asks nothing. */
const TAG_QUESTION = new RegExp(`[\\s,.]+(?:${ALL_PACKS.map((pack) => pack.query.tagQuestion).join('|')})\\s*\\?+\\s*$`, 'u');
const ACCOUNT_BALANCE = anyLanguage('accountBalance');
const BALANCE_NOUN = anyLanguage('balanceNoun');
const IN_VERSUS_OUT = anyLanguage('inVersusOut');
/** "how ... goes" of a period ("how is my month going", "cómo va el mes"): a summary asked without a question mark. */
const HOW_A_PERIOD_GOES = /(?<![\p{L}\d])(?:how|como)(?![\p{L}\d])[^?.!,;]{0,25}?(?<![\p{L}\d])(?:week|month|year|semana|mes|ano)(?![\p{L}\d])/u;
const HOW = /^(?:how|como)(?![\p{L}\d])/u;

/** The summary is asked as how something goes ("how's the month", "y el saldo cómo va?"). */
function asksHowItGoes(folded: string): boolean {
  const match = SUMMARY.exec(folded);
  return match !== null && HOW.test(match[0]);
}
const SINGLE_TOP = anyLanguage('singleTop');
const PLURAL_CATEGORIES = anyLanguage('pluralCategories');
const LIMIT = /(?<![\p{L}\d])(?:(?:top|last|ultim[oa]s|primeir[oa]s|first|recent|maiores|mayores|biggest|largest|latest)\s+(\d{1,3})|(\d{1,3})\s+(?:ultim[oa]s|last|most recent|recent|maiores|mayores|biggest|largest|highest|most|top|transac\w*|gastos|compras|lancamentos|movimientos|despesas|expenses|purchases|categor\w*))(?![\p{L}\d])/u;
const TOTAL_WORD = anyLanguage('totalWord');
/** "How much ..." about the user's money, not a price ("how much is a coffee", "quanto custa"). */
const HOW_MUCH = /^\s*[¿¡]?\s*(?:(?:tell me|say|dime|decime|digame|me (?:diz|fala|diga)|diz|fala|diga)\s+)?(?:how much|quanto|quanta|qto|qnto|qnt|cuanto|cuanta)(?![\p{L}\d])(?!\s+(?:is|are|does|do|would|will|should|cost\w*|e|sao|custa\w*|vale|es|son|cuesta\w*)(?![\p{L}\d]))/u;
const ONE_CATEGORY = anyLanguage('oneCategory');
/** "show me how much I spent" asks for a total, not a list. */
const HOW_MUCH_ANYWHERE = anyLanguage('howMuchAnywhere');
/** What a list is of: what was spent, bought or received. */
const EXPENSE_OR_INCOME_ITEMS = anyLanguage('listItems');

/**
 * A listing asked for by its verb, first ("list my uber rides this week", "lista os pix de ontem",
 * "enumera los cafés de ayer"): with a period, a category or a money word it lists. "lista de
 * compras" and "list of" are nouns.
 */
/** A threshold and then an amount: "over 100", "acima de R$ 50", "más de 20 lucas". */
const OVER_AMOUNT = new RegExp(`(?<![\\p{L}\\d])(?:${ALL_PACKS.map((pack) => pack.query.over).join('|')})\\s+(?:r\\$|us\\$|\\$|€|£)?\\s*\\d`, 'u');
const LIST_START = new RegExp(`${startsWith(ALL_PACKS.map((pack) => pack.query.listVerb).join('|')).source}(?!\\s+(?:de|of|do|da|del|dos|das)(?![\\p{L}\\d]))`, 'u');

/** "compare", "compara", "compárame" opening the message (the stem is the same in the three languages). */
const COMPARE_FIRST = /^\s*[¿¡]?\s*compar\p{L}*/u;

const THAN = /(?<![\p{L}\d])(?:than|que|q|do que|que el|que en|with|to|com|con|a|vs|versus|from)\s+(?:(?:in|em|en|no|na|el|la|the)\s+|(?:i|we|eu|yo|did|spent|gastei|gastamos|gaste)\s+)*$/u;

/** "more ... than", "mais ... que", "más ... que": a comparison when what follows is a period or "the previous one". */
const MORE_OR_LESS = anyLanguage('moreOrLess');
const THAN_WORD = /(?<![\p{L}\d])(?:than|que|do que|q)(?![\p{L}\d])/gu;
/** "this month or last", "este mes o el pasado": "or" compares only with "the previous one". */
const OR_WORD = /(?<![\p{L}\d])(?:or|ou|o)(?![\p{L}\d])/gu;
/** Spanish "o" is "or" before a preposition or an article ("en ropa o en comida"); Portuguese "o" before a noun is "the". */
const O_AS_OR = /^\s*(?:en|el|la|los|las|con|a|al|del|de|este|esta|ese|esa|lo|mi|mis)(?![\p{L}\d])/u;
const PREVIOUS_ONE = /^\s*(?:(?:in|em|en|no|na|o|a|os|as|el|la|los|las|lo|the|del|de|do|da|dos|das)\s+)*(?:anterior|passado|passada|pasado|pasada|pasao|passao|previous|prior|last|ultimo|ultima)(?![\p{L}\d])/u;

/**
 * Between "than" and the period compared with, only prepositions and articles ("than in october",
 * "que el mes pasado") and the spending said again ("than i did last month", "do que gastei no mês
 * passado"): "el gasto más grande que hice este mes" has another verb there, and its "que" is "that".
 */
const THAN_GAP = /^[\s,]*(?:(?:in|em|en|no|na|o|a|el|la|lo|the|del|de|do|da|during|durante|i|we|eu|yo|did|spent|gastei|gastamos|gaste)\s+)*$/u;

function asksMoreThan(folded: string, periods: readonly PeriodMention[]): boolean {
  const more = MORE_OR_LESS.exec(folded);
  if (!more) return false;
  for (const than of folded.matchAll(THAN_WORD)) {
    const after = than.index + than[0].length;
    if (than.index < more.index) continue;
    if (PREVIOUS_ONE.test(folded.slice(after)) || periods.some((p) => p.start >= after && p.start - after <= 8 && THAN_GAP.test(folded.slice(after, p.start)))) return true;
  }
  // "more this month or last month?", "mais em lazer ou em compras?": "or" after "more" weighs two
  // things ("more or less" is "about").
  for (const or of folded.matchAll(OR_WORD)) {
    const rest = folded.slice(or.index + or[0].length);
    if (or[0] === 'o' && !O_AS_OR.test(rest)) continue;
    if (or.index > more.index + more[0].length && !MORE_OR_LESS.test(rest.trimStart().split(/\s/)[0] ?? '')) return true;
  }
  return false;
}

/** The unit of an average, and where the message says it (so "per week" is not read as "this week"). */
function averageUnit(folded: string): { per: AverageUnit; start: number; end: number } | undefined {
  for (const [per, pattern] of [
    ['day', PER_DAY],
    ['week', PER_WEEK],
    ['month', PER_MONTH],
  ] as const) {
    const match = pattern.exec(folded);
    if (match) return { per, start: match.index, end: match.index + match[0].length };
  }
  return undefined;
}

/** The period "now" that a named past period is compared with (last month -> this month). */
function currentCounterpart(period: Period, today: number): Period {
  switch (period.key) {
    case 'last_week':
      return weekPeriod(today, 0);
    case 'last_year':
      return yearPeriod(fromDayNumber(today).year, 'this_year');
    case 'last_quarter':
      return relativeQuarterPeriod(today, 0);
    case 'yesterday':
      return dayPeriod(today, 'today');
    default:
      return relativeMonthPeriod(today, 0);
  }
}

const DEFAULT_LIMIT = 5;
/** A list for a named period shows more of it (the server may cap it). */
const PERIOD_LIST_LIMIT = 20;
const MAX_LIMIT = 50;

/** True when the message asks about the user's money rather than recording it. */
export function isQuery(analysis: Analysis): boolean {
  // Read with the spelling corrected ("qnto gastei", "how much did i spnd"): the periods too, so
  // positions here are all in the corrected text.
  const folded = analysis.spelled.text;
  const hasQuestion = QUESTION.test(folded) || folded.includes('?') || folded.includes('¿');
  const hasTopic = TOPIC.test(folded);
  const hasMoney = analysis.amounts.some((a) => !a.isSoftQuantity);
  if (hasMoney) {
    // "show me everything over 100 bucks from last month", "me mostra tudo acima de 100": a list verb
    // first and the amount a threshold.
    if (LIST_START.test(folded) && OVER_AMOUNT.test(folded)) return true;
    // "Show me expenses over $100" asks; "lunch 12" records; "… 700, what do you think?" asks an opinion.
    return hasTopic && !OPINION.test(folded) && ((QUESTION_START.test(folded) && !EXCLAMATION_START.test(folded)) || (folded.trimEnd().endsWith('?') && !TAG_QUESTION.test(folded)));
  }
  // "am i in the red this month", "tô no vermelho?": asks where the account stands, question word or not.
  if (STANDING.test(folded)) return true;
  const asksMetric =
    BALANCE.test(folded) ||
    TOP.test(folded) ||
    RECENT.test(folded) ||
    COUNT.test(folded) ||
    SUMMARY.test(folded) ||
    AVERAGE.test(folded) ||
    LIST.test(folded) ||
    MOST_EXPENSIVE.test(folded) ||
    (BIGGEST.test(folded) && BIGGEST_NOUN.test(folded));
  if (hasQuestion && (hasTopic || asksMetric)) return true;
  if (asksHowItGoes(folded) && HOW_A_PERIOD_GOES.test(folded)) return true;
  if (hasTopic && asksMetric) return true;
  const periods = findPeriods(folded, analysis.today, analysis.language);
  if (hasQuestion && (COMPARE.test(folded) || asksMoreThan(folded, periods)) && periods.length > 0) return true;
  // "compárame octubre con septiembre", "compare this week with last": to compare periods is to ask.
  if (COMPARE.test(folded) && (periods.length > 1 || (periods.length > 0 && COMPARE_FIRST.test(folded)))) return true;
  // "dividends this quarter?", "uber en octubre?": a category and a past period, asked ("going out
  // tonight?" is a plan).
  if (hasQuestion && periods.some((p) => p.period.key !== 'today' && p.period.start < todayIso(analysis.today)) && mentionsCategory(analysis)) return true;
  // "list my uber rides this week": a list verb first, with what it lists.
  if (LIST_START.test(folded) && (hasTopic || periods.length > 0 || mentionsCategory(analysis))) return true;
  // "How much on uber in october?": the amount question with a period or a category needs no verb.
  if (HOW_MUCH.test(folded) && (periods.length > 0 || mentionsCategory(analysis))) return true;
  // "weekly average on coffee", "number of uber rides last week": what is asked, of something or
  // some time, needs no verb either.
  // ("sum up yesterday for me": a summary of a period, likewise.)
  if ((AVERAGE.test(folded) || COUNT.test(folded) || RECENT.test(folded)) && (periods.length > 0 || mentionsCategory(analysis))) return true;
  if (SUMMARY.test(folded) && periods.length > 0) return true;
  // Without a question word it takes a noun ("gastos do mês"): "recebi meu salário dia 5" states a fact.
  if (!TOPIC_NOUN.test(folded) && !TOTAL_WORD.test(folded)) return false;
  if (asksMetric) return true;
  if (periods.length > 0) return true;
  return mentionsCategory(analysis);
}

function mentionsCategory(analysis: Analysis): boolean {
  const words = analysis.words.filter(Boolean);
  return matchLexicon(words, analysis.language) !== undefined || matchesCategoryWord(words);
}

/** "Gastos de la categoría Transporte": the noun plus an explicit category. */
function matchesCategoryWord(words: readonly string[]): boolean {
  return words.some((w) => /^categor/.test(w));
}

/** The biggest transactions, not the biggest categories ("my biggest expenses" vs "my biggest category"). */
function asksBiggest(folded: string): boolean {
  if (CATEGORY_OR_WHERE.test(folded)) return false;
  return MOST_EXPENSIVE.test(folded) || (BIGGEST.test(folded) && BIGGEST_NOUN.test(folded));
}

function chooseMetric(folded: string, periods: readonly PeriodMention[]): QueryMetric {
  if (IN_VERSUS_OUT.test(folded)) return 'balance';
  // "y el saldo cómo va?": how the balance goes is the balance.
  if (SUMMARY.test(folded) && !BY_CATEGORY.test(folded) && !(asksHowItGoes(folded) && BALANCE_NOUN.test(folded))) return 'summary';
  if (COMPARE.test(folded) || asksMoreThan(folded, periods)) return 'compare';
  if (COUNT.test(folded)) return 'count';
  if (asksBiggest(folded)) return 'biggest';
  if (AVERAGE.test(folded) || averageUnit(folded)) return 'average';
  if (BY_CATEGORY.test(folded)) return 'top_categories';
  if (RECENT.test(folded) || LIST.test(folded)) return 'recent';
  if (LIST_VERB.test(folded) && EXPENSE_OR_INCOME_ITEMS.test(folded) && !HOW_MUCH_ANYWHERE.test(folded) && !TOTAL_WORD.test(folded)) return 'recent';
  if (TOP.test(folded)) return 'top_categories';
  if (STANDING.test(folded)) return 'balance';
  if (BALANCE.test(folded) && !EXPENSE_WORDS.test(folded)) return 'balance';
  if (LIST_START.test(folded) && !HOW_MUCH_ANYWHERE.test(folded) && !TOTAL_WORD.test(folded)) return 'recent';
  if (EARNED.test(folded) && !EXPENSE_WORDS.test(folded)) return 'earned';
  if (BALANCE.test(folded)) return 'balance';
  return 'spent';
}

function chooseType(metric: QueryMetric, folded: string): TxType | undefined {
  if (metric === 'balance' || metric === 'summary') return undefined;
  if (metric === 'earned') return 'income';
  const earned = EARNED.test(folded) && !EXPENSE_WORDS.test(folded);
  if (metric === 'recent') return earned ? 'income' : EXPENSE_WORDS.test(folded) ? 'expense' : undefined;
  return earned ? 'income' : 'expense';
}

function chooseLimit(metric: QueryMetric, folded: string, period: Period, periods: readonly PeriodMention[]): number | undefined {
  if (metric !== 'recent' && metric !== 'top_categories' && metric !== 'biggest') return undefined;
  const match = LIMIT.exec(folded);
  // "the last 30 days" is a period, not 30 transactions.
  const isPeriod = match !== null && periods.some((p) => match.index < p.end && match.index + match[0].length > p.start);
  const n = match && !isPeriod ? Number(match[1] ?? match[2]) : NaN;
  if (Number.isInteger(n) && n > 0) return Math.min(n, MAX_LIMIT);
  if (metric === 'top_categories' && SINGLE_TOP.test(folded) && !PLURAL_CATEGORIES.test(folded) && ONE_CATEGORY.test(folded)) {
    return 1;
  }
  // "my biggest expense" is one; "my biggest expenses" a few.
  if (metric === 'biggest') return PLURAL_NOUN.test(folded) ? DEFAULT_LIMIT : 1;
  return metric === 'recent' && period.key !== 'all' ? PERIOD_LIST_LIMIT : DEFAULT_LIMIT;
}

/** The period of a summary that names none: "weekly summary" is this week's, "resumo anual" this year's. */
function summaryPeriod(folded: string, today: number): Period {
  if (PER_WEEK.test(folded)) return weekPeriod(today, 0);
  if (PER_YEAR.test(folded)) return yearPeriod(fromDayNumber(today).year, 'this_year');
  return relativeMonthPeriod(today, 0);
}

function defaultPeriod(metric: QueryMetric, folded: string, today: number): Period {
  if (metric === 'recent') return ALL_TIME;
  if (metric === 'balance' && (ACCOUNT_BALANCE.test(folded) || STANDING.test(folded))) return ALL_TIME;
  if (metric === 'summary') return summaryPeriod(folded, today);
  return relativeMonthPeriod(today, 0);
}

export function buildQuery(analysis: Analysis, ctx: EngineContext): QueryIntent {
  const folded = analysis.folded;
  // Periods are read on the spelling-corrected text ("el mes pasdo"), positions in `folded`.
  const allPeriods: PeriodMention[] = findMessagePeriods(analysis);
  let metric = chooseMetric(folded, allPeriods);
  let type = chooseType(metric, folded);
  // "per week", "por mês": the unit of an average, not "this week" / "this month".
  const unit = metric === 'average' ? averageUnit(folded) : undefined;
  const periods = unit ? allPeriods.filter((p) => p.end <= unit.start || p.start >= unit.end) : allPeriods;
  const per: AverageUnit = unit?.per ?? (PER_DAY.test(folded) ? 'day' : 'month');
  let period = periods[0]?.period ?? defaultPeriod(metric, folded, analysis.today);
  if (metric === 'average') {
    period = periods[0] && periods[0].period.key !== 'all' ? endingByToday(periods[0].period, analysis.today) : defaultAverageWindow(analysis.today, per);
  }
  let comparePeriod = periods[1]?.period;
  const only = periods[0];
  if (metric === 'compare' && only && periods.length === 1 && THAN.test(folded.slice(0, only.start))) {
    // "did I spend more than last month?": the named period is the one compared against.
    comparePeriod = only.period;
    period = currentCounterpart(only.period, analysis.today);
  }

  // Category words: everything that is not a period, an amount, the words of "the biggest" or a
  // question/topic word ("mi gasto más gordo" names no category).
  // ("la compra más cara de ropa": the noun of "the biggest" names no category either.)
  const biggestSpans = metric === 'biggest' ? [BIGGEST, MOST_EXPENSIVE, BIGGEST_NOUN].flatMap((re) => [...folded.matchAll(new RegExp(re.source, 'gu'))]) : [];
  const categoryWords = analysis.tokens
    .filter((token, index) => {
      if (token.kind !== 'word' && token.kind !== 'num') return false;
      if (allPeriods.some((p) => token.start < p.end && token.end > p.start)) return false;
      if (unit && token.start < unit.end && token.end > unit.start) return false;
      if (biggestSpans.some((m) => token.start < m.index + m[0].length && token.end > m.index)) return false;
      if (analysis.amounts.some((a) => index >= a.first && index <= a.last)) return false;
      return !TOPIC.test(token.norm);
    })
    .map((token) => token.norm);
  let category =
    metric === 'balance' || metric === 'summary' ? undefined : findMentionedCategory(categoryWords, analysis.language, ctx.categories, type);
  // "how much did i get in dividends", "paycheck total for last month?", "cuánto me dieron de intereses":
  // with no word of spending, a category that only money coming in can be is a question on income.
  if (!category && type === 'expense' && metric !== 'top_categories' && !EXPENSE_WORDS.test(folded)) {
    const income = findMentionedCategory(categoryWords, analysis.language, ctx.categories, 'income');
    if (income) {
      category = income;
      type = 'income';
      if (metric === 'spent') metric = 'earned';
    }
  }

  const intent: QueryIntent = { kind: 'query', metric, period };
  if (metric === 'compare' || metric === 'summary') {
    const compare = (metric === 'compare' ? comparePeriod : undefined) ?? previousPeriod(period);
    if (compare) intent.comparePeriod = compare;
  }
  if (metric === 'average') intent.per = per;
  if (type) intent.type = category?.type ?? type;
  if (category) {
    intent.categoryId = category.id;
    intent.categoryName = category.name;
  }
  const limit = chooseLimit(metric, folded, period, allPeriods);
  if (limit !== undefined) intent.limit = limit;
  return intent;
}
