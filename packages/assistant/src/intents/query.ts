/**
 * Questions about the user's money: totals spent or earned, balance, top categories, recent
 * transactions, counts and comparisons, for a period and optionally a category. The engine only
 * says what to ask; the server answers it with SQL.
 */
import type { EngineContext, Period, QueryIntent, QueryMetric, TxType } from '../types';
import type { Analysis } from '../analyze';
import { findMentionedCategory } from '../categories/resolve-category';
import { matchLexicon } from '../categories/lexicon';
import { findMessagePeriods, type PeriodMention } from '../dates/find-periods';
import { ALL_TIME, dayPeriod, previousPeriod, relativeMonthPeriod, weekPeriod, yearPeriod } from '../dates/periods';
import { fromDayNumber } from '../dates/calendar';
import { BALANCE, COMPARE, COUNT, EARNED, EXPENSE_WORDS, QUESTION, RECENT, TOP, TOPIC, TOPIC_NOUN } from './query-words';
import { words } from './word-pattern';

const QUESTION_START =
  /^\s*[¿¡]?\s*(?:how|what|whats|which|where|did|do|have|show|list|give|tell|display|quanto|quanta|quantos|quantas|qual|quais|onde|o que|mostr|me mostr|lista|exib|cuanto|cuanta|cuantos|cuantas|cual|cuales|donde|que|muestra|dame|dime|ver)(?![\p{L}\d])/u;
const ACCOUNT_BALANCE = words('saldo|balance|account|conta|cuenta|tengo|tenho|have');
const SINGLE_TOP = words('biggest|largest|top|maior|mayor|principal|most');
const PLURAL_CATEGORIES = words('categories|categorias|top \\d+');
const LIMIT = /(?<![\p{L}\d])(?:(?:top|last|ultim[oa]s|primeir[oa]s|first|recent|maiores|mayores|biggest|latest)\s+(\d{1,3})|(\d{1,3})\s+(?:ultim[oa]s|last|most recent|recent|maiores|mayores|biggest|top|transac\w*|gastos|compras|lancamentos|movimientos|despesas|expenses|purchases|categor\w*))(?![\p{L}\d])/u;
const TOTAL_WORD = words('total|totais|totales');
/** "How much ..." about the user's money, not a price ("how much is a coffee", "quanto custa"). */
const HOW_MUCH = /^\s*[¿¡]?\s*(?:how much|quanto|quanta|cuanto|cuanta)(?![\p{L}\d])(?!\s+(?:is|are|does|do|would|will|should|cost\w*|e|sao|custa\w*|vale|es|son|cuesta\w*)(?![\p{L}\d]))/u;
const ONE_CATEGORY = words('categor(?:y|ia)');

const THAN = /(?<![\p{L}\d])(?:than|que|do que|que el|que en|with|to|com|con|a|vs|versus)\s+(?:(?:in|em|en|no|na|el|la|the)\s+)?$/u;

/** The period "now" that a named past period is compared with (last month -> this month). */
function currentCounterpart(period: Period, today: number): Period {
  switch (period.key) {
    case 'last_week':
      return weekPeriod(today, 0);
    case 'last_year':
      return yearPeriod(fromDayNumber(today).year, 'this_year');
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
  // Read with the spelling corrected ("qnto gastei", "how much did i spnd"); no positions here.
  const folded = analysis.spelled.text;
  const hasQuestion = QUESTION.test(folded) || folded.includes('?') || folded.includes('¿');
  const hasTopic = TOPIC.test(folded);
  const hasMoney = analysis.amounts.some((a) => !a.isSoftQuantity);
  if (hasMoney) {
    // "Show me expenses over $100" asks; "lunch 12" records.
    return hasTopic && (QUESTION_START.test(folded) || folded.trimEnd().endsWith('?'));
  }
  const asksMetric = BALANCE.test(folded) || TOP.test(folded) || RECENT.test(folded) || COUNT.test(folded);
  if (hasQuestion && (hasTopic || asksMetric)) return true;
  if (hasTopic && asksMetric) return true;
  const periods = findMessagePeriods(analysis);
  if (hasQuestion && COMPARE.test(folded) && periods.length > 0) return true;
  // "How much on uber in october?": the amount question with a period or a category needs no verb.
  if (HOW_MUCH.test(folded) && (periods.length > 0 || mentionsCategory(analysis))) return true;
  // Without a question word it takes a noun ("gastos do mês"): "recebi meu salário dia 5" states a fact.
  if (!TOPIC_NOUN.test(folded) && !TOTAL_WORD.test(folded)) return false;
  if (BALANCE.test(folded) || TOP.test(folded) || RECENT.test(folded) || COUNT.test(folded)) return true;
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

function chooseMetric(folded: string): QueryMetric {
  if (COMPARE.test(folded)) return 'compare';
  if (COUNT.test(folded)) return 'count';
  if (RECENT.test(folded)) return 'recent';
  if (TOP.test(folded)) return 'top_categories';
  if (BALANCE.test(folded) && !EXPENSE_WORDS.test(folded)) return 'balance';
  if (EARNED.test(folded) && !EXPENSE_WORDS.test(folded)) return 'earned';
  if (BALANCE.test(folded)) return 'balance';
  return 'spent';
}

function chooseType(metric: QueryMetric, folded: string): TxType | undefined {
  if (metric === 'balance') return undefined;
  if (metric === 'earned') return 'income';
  const earned = EARNED.test(folded) && !EXPENSE_WORDS.test(folded);
  if (metric === 'recent') return earned ? 'income' : EXPENSE_WORDS.test(folded) ? 'expense' : undefined;
  return earned ? 'income' : 'expense';
}

function chooseLimit(metric: QueryMetric, folded: string, period: Period): number | undefined {
  if (metric !== 'recent' && metric !== 'top_categories') return undefined;
  const match = LIMIT.exec(folded);
  const n = match ? Number(match[1] ?? match[2]) : NaN;
  if (Number.isInteger(n) && n > 0) return Math.min(n, MAX_LIMIT);
  if (metric === 'top_categories' && SINGLE_TOP.test(folded) && !PLURAL_CATEGORIES.test(folded) && ONE_CATEGORY.test(folded)) {
    return 1;
  }
  return metric === 'recent' && period.key !== 'all' ? PERIOD_LIST_LIMIT : DEFAULT_LIMIT;
}

function defaultPeriod(metric: QueryMetric, folded: string, today: number): Period {
  if (metric === 'recent') return ALL_TIME;
  if (metric === 'balance' && ACCOUNT_BALANCE.test(folded)) return ALL_TIME;
  return relativeMonthPeriod(today, 0);
}

export function buildQuery(analysis: Analysis, ctx: EngineContext): QueryIntent {
  const folded = analysis.folded;
  const spelled = analysis.spelled.text;
  const metric = chooseMetric(spelled);
  const type = chooseType(metric, spelled);
  const periods: PeriodMention[] = findMessagePeriods(analysis);
  let period = periods[0]?.period ?? defaultPeriod(metric, spelled, analysis.today);
  let comparePeriod = periods[1]?.period;
  const only = periods[0];
  if (metric === 'compare' && only && periods.length === 1 && THAN.test(folded.slice(0, only.start))) {
    // "did I spend more than last month?": the named period is the one compared against.
    comparePeriod = only.period;
    period = currentCounterpart(only.period, analysis.today);
  }

  // Category words: everything that is not a period, an amount or a question/topic word.
  const categoryWords = analysis.tokens
    .filter((token, index) => {
      if (token.kind !== 'word' && token.kind !== 'num') return false;
      if (periods.some((p) => token.start < p.end && token.end > p.start)) return false;
      if (analysis.amounts.some((a) => index >= a.first && index <= a.last)) return false;
      return !TOPIC.test(token.norm);
    })
    .map((token) => token.norm);
  const category =
    metric === 'balance' ? undefined : findMentionedCategory(categoryWords, analysis.language, ctx.categories, type);

  const intent: QueryIntent = { kind: 'query', metric, period };
  if (metric === 'compare') {
    const compare = comparePeriod ?? previousPeriod(period);
    if (compare) intent.comparePeriod = compare;
  }
  if (type) intent.type = category?.type ?? type;
  if (category) {
    intent.categoryId = category.id;
    intent.categoryName = category.name;
  }
  const limit = chooseLimit(metric, spelled, period);
  if (limit !== undefined) intent.limit = limit;
  return intent;
}
