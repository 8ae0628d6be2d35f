/**
 * Budgets: setting one ("set a budget of 300 for dining", "orçamento de 500 para mercado",
 * "presupuesto semanal de 200 para transporte") and asking how they go ("how am I doing on my
 * budgets?", "quanto ainda posso gastar com lazer este mês?", "¿puedo gastar 50k en ropa?").
 */
import type { BudgetPeriod, EngineContext, Intent } from '../types';
import type { Analysis } from '../analyze';
import { pickAmount, type AmountMention } from '../amounts/find-amounts';
import { resolveCurrency } from '../amounts/currency-lexicon';
import { findMentionedCategory } from '../categories/resolve-category';
import { findCategoryByAnyName } from '../categories/category-names';
import { capitalise } from '../transactions/describe';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';
import { AFFORD } from './query-words';
import { detectType, opensOnSomeoneElse } from '../transactions/detect-type';
import { isNonMoneyNumber } from './non-money-numbers';
import { findMessagePeriods, type PeriodMention } from '../dates/find-periods';
import { foldKey } from '../text/fold';
import { matchLexicon } from '../categories/lexicon';
import { sentenceAt, sentenceNumbers, wordsOfSentence } from '../text/sentences';
import { commandWords, startsWith, words } from './word-pattern';

const BUDGET = words(commandWords('budget'));
/**
 * A ceiling said without the word "budget": "don't let me spend more than 40", "max 2k", "keep
 * dining under 300", "não quero passar de 200", "como mucho 300", "meta de gastos". It sets one.
 */
const CAP = words(commandWords('budgetCap'));
/** How a budget goes, said without the word: "am I on track with dining", "have I gone over on eating out". */
const ON_TRACK = words(commandWords('budgetOnTrack'));
const BUDGET_START = startsWith('(?:(?:my|the|a|meu|o|um|mi|el|un) )?(?:(?:monthly|weekly|yearly|annual) )?(?:budget|orcamento|presupuesto)');
/** "set 75 a week for going out", "põe 40 por semana para cafés", "pon 50 lucas semanales": a verb, an amount and a period. */
const SET_START = startsWith(commandWords('budgetSetStart'));
const STATUS = words(`${commandWords('budgetStatus')}|\\?`);
const SET_VERB = words(commandWords('budgetSetVerb'));
/** "sube el presupuesto de salud a 2000", "raise my dining budget to 500": changing one sets it. */
const RAISE = words(commandWords('budgetChange'));
/** "limit dining to 300": a verb only at the start ("no limite do cartão" is a noun). */
const LIMIT_START = startsWith(commandWords('budgetLimitStart'));
const REMAINING_SPEND = words(commandWords('budgetRemaining'));
/** "how much is left", "quanto sobrou", "cuánto me queda": the reply leads with what is left and a daily allowance. */
const LEFT = words(commandWords('budgetLeft'));
/** A ceiling word: beside the amount it sets a budget (see saysCeiling). */
const CEILING = new RegExp(words(commandWords('budgetCeiling')).source, 'gu');
const AT_MOST = new RegExp(words(commandWords('budgetAtMost')).source, 'gu');
/** Between a ceiling and its amount: "max of 50", "máximo de 80", "tope de 200". */
const CEILING_OF = new Set(['of', 'de', 'do', 'da', 'del']);
/** What may stand between an amount and a ceiling after it: the period ("250 a month max", "80 por semana no máximo"). */
// ("60 a week on fast food max": what it is for may come between the period and the ceiling.)
const AFTER_AMOUNT = new RegExp(
  `^[\\s,]*(?:(?:${commandWords('weekly')}|${commandWords('monthly')}|${commandWords('yearly')})[\\s,]*)?(?:(?:on|for|em|no|na|en|para|pa|pra|de)\\s+(?:[\\p{L}'-]+\\s*){1,3})?[\\s,]*$`,
  'u',
);
/** A period right after a ceiling: "200 max per month", "300 máximo al mes". */
const PERIOD_NEXT = new RegExp(`^(?:${commandWords('weekly')}|${commandWords('monthly')}|${commandWords('yearly')})`, 'u');
/** A budget over all spending ("400 a month in total", "no geral", "en general"): `overall`, no category. */
const OVERALL = words(commandWords('budgetOverall'));
const WEEKLY = words(commandWords('weekly'));
const YEARLY = words(commandWords('yearly'));
const MONTHLY = words(commandWords('monthly'));

/** Words left in a budget command that still name no category: wanting, saving, not. */
const NO_CATEGORY = new Set("i'd id i'll ill would wanna want like please pls myself total stick keep up that poupar economizar guardar ahorrar save saving nao no not never nunca".split(' '));

/** Words of a budget command that are not the category. */
/** Words that only say it is a budget. */
const BUDGET_WORDS_ONLY = new Set(['allowance', 'ceiling', 'cap', 'budget', 'budgets', 'limit', 'limits']);
const BUDGET_NOISE = new Set(
  `budget budgets orcamento orcamentos presupuesto presupuestos limit limits limite limites teto tope cap hard soft strict allowance ceiling rule
   porfa porfis please pls plz plis pf pfv favor thanks thx obrigado obrigada gracias
   monthly weekly yearly annual mensal semanal anual mensual month week year mes semana ano per por cada
   each every set create make add put define defina definir criar crie cria coloca colocar coloque
   estabelecer quero poner pon ponme poneme pongame ponga pal mete establecer fijar fija crear crea agrega agregar limita limitar new novo
   nova nuevo nueva spending gastos gasto despesas sube subir baja bajar aumenta aumentar reduce reducir
   raise lower increase decrease sobe subir diminui diminuir abaixa max maximo maximum meta keep under
   below wanna quiero quero passar pasar mucho allocate allot assign poe ponha bota deixa reserva
   separa pone ponme ponle asigna aparta deja semanales semanais mensuales mensais anuales anuais
   allow give let myself afford can only just permito dou doy so somente apenas solo nomas posso puedo
   is es e sera will be va a ser vai ser from now on onwards agora partir ahora adelante desde then
   armame arma armar hazme haceme haz montame monta faz faca
   todo toda inteiro inteira entero entera whole entire full completo completa`.split(/\s+/),
);

/**
 * A ceiling said right beside the amount: before it ("max 50", "máximo de 80", "tope 200 al mes")
 * or after it and its period ("150 tops", "250 quid a month max", "80 por semana no máximo"). A
 * ceiling word inside a name ("hbo max") is none.
 */
function saysCeiling(analysis: Analysis): boolean {
  const { tokens } = analysis;
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  if (money.length === 0) return false;
  CEILING.lastIndex = 0;
  const folded = analysis.folded;
  const atMost = WEEKLY.test(folded) || MONTHLY.test(folded) || YEARLY.test(folded) ? [...folded.matchAll(AT_MOST)] : [];
  for (const match of [...folded.matchAll(CEILING), ...atMost]) {
    const first = tokens.findIndex((t) => t.start === match.index);
    const last = tokens.findIndex((t) => t.end === match.index + match[0].length);
    if (first < 0 || last < 0) continue;
    const name = matchLexicon([tokens[first - 1]?.norm ?? '', tokens[first]?.norm ?? ''], analysis.language);
    if (first === last && name?.length === 2) continue;
    // "vet bill for max 185", "ração pra max 90": after "for" the word is a name (the dog), not a ceiling.
    if (FOR_WORDS.has(tokens[first - 1]?.norm ?? '')) continue;
    const next = CEILING_OF.has(tokens[last + 1]?.norm ?? '') ? last + 2 : last + 1;
    if (money.some((a) => a.first === next || (a.first < next && a.last >= next))) return true;
    const startOfCeiling = tokens[first]!.start;
    // After the amount, the ceiling ends what is said or comes before a period or a preposition
    // ("250 a month max for fun"); "the iphone 15 max looks nice" goes on about the thing it names.
    const following = tokens[last + 1];
    const endsCeiling =
      following === undefined || following.kind !== 'word' || STOPWORDS.has(following.norm) || PERIOD_NEXT.test(analysis.folded.slice(following.start));
    if (endsCeiling && money.some((a) => a.last < first && AFTER_AMOUNT.test(analysis.folded.slice(tokens[a.last]!.end, startOfCeiling)))) return true;
  }
  return false;
}

/** The budget's period: said as one ("weekly", "anual", "por año"), else the period named ("this year", "esse ano", "esta semana"). */
function budgetPeriod(folded: string, periods: readonly PeriodMention[]): BudgetPeriod {
  if (WEEKLY.test(folded)) return 'weekly';
  if (YEARLY.test(folded)) return 'yearly';
  const named = periods[0]?.period.key;
  if (named === 'this_year' || named === 'year') return 'yearly';
  if (named === 'this_week') return 'weekly';
  return 'monthly';
}

/**
 * "para ocio 150 al mes", "pra lazer 150 por mês", "for dining 300 a month", "150 al mes para
 * ocio": an area, an amount and a period, the area first or last.
 */
const FOR_START = startsWith('para|pra|pro|pal|for');
const FOR_WORDS = new Set(['para', 'pra', 'pro', 'pal', 'for']);

/** The words naming the area: after an opening "para" up to the amount, or after a last "para" when the message opens with the amount. */
function areaWords(analysis: Analysis, amount: { first: number; last: number }): string[] | undefined {
  const folded = analysis.folded;
  const words = (from: number, to: number) =>
    analysis.tokens
      .slice(from, to)
      .filter((t) => t.kind === 'word')
      .map((t) => t.norm);
  if (FOR_START.test(folded)) return words(0, amount.first).slice(1);
  // "viagens: 6k por ano", "salud: 12 mil al año": the area as a heading before a colon.
  const colon = analysis.tokens.findIndex((t) => t.norm === ':');
  if (colon > 0 && colon < amount.first && analysis.tokens.slice(colon + 1, amount.first).every((t) => t.kind !== 'word')) return words(0, colon);
  if (analysis.tokens.slice(0, amount.first).some((t) => t.kind === 'word')) return undefined;
  let k = -1;
  analysis.tokens.forEach((t, i) => {
    if (i > amount.last && t.kind === 'word' && FOR_WORDS.has(t.norm)) k = i;
  });
  return k < 0 ? undefined : words(k + 1, analysis.tokens.length);
}
const ARTICLES = new Set('el la los las lo o a os as the my mi mis meu minha meus minhas mio'.split(' '));

/**
 * The words after "para" that name a spending area by its name ("ocio", "ropa", "comida",
 * "transporte"), not a thing paid for ("netflix", "el alquiler", "mi mamá"): such a message with no
 * payment verb sets a budget, while a bill that repeats is a recurring rule (recurring.ts).
 */
function namesSpendingArea(analysis: Analysis, ctx: EngineContext, amount: { first: number; last: number }): boolean {
  const said = (areaWords(analysis, amount) ?? []).filter((w) => !ARTICLES.has(w));
  // ("50 paus por semana pra rolê e cinema": areas joined, each a spending area.)
  const joined = said.indexOf(said.find((w) => AREA_JOINERS.has(w)) ?? '');
  if (joined > 0 && said.length <= 5) {
    // (Two things joined make an area of their own even when neither is a category's name: "rolê e cinema".)
    return [said.slice(0, joined), said.slice(joined + 1)].every((part) => part.length > 0 && (namesArea(analysis, ctx, part) || namesThingOutsideBills(analysis, part)));
  }
  return namesArea(analysis, ctx, said);
}
const AREA_JOINERS = new Set(['e', 'y', 'and', '&']);
function namesThingOutsideBills(analysis: Analysis, said: readonly string[]): boolean {
  const match = matchLexicon(said, analysis.language, 'expense');
  return match !== undefined && match.length === said.length && match.entries.every((e) => e.category !== 'Bills');
}

function namesArea(analysis: Analysis, ctx: EngineContext, said: readonly string[]): boolean {
  if (said.length === 0 || said.length > 2) return false;
  const phrase = said.join(' ');
  const named = findCategoryByAnyName(ctx.categories, phrase);
  if (named) return named.type === 'expense';
  const match = matchLexicon(said, analysis.language, 'expense');
  if (!match || match.length !== said.length) return false;
  // Bills repeat by nature ("para el alquiler 800 al mes" is the rent): only other areas are budgets.
  return match.entries.some((e) => e.category !== 'Bills' && e.custom.some((name) => foldKey(name) === phrase));
}

/** "la perrita", "a cachorrinha", "mi gatita": a feminine diminutive names what its masculine noun does ("perro"). */
const FEMININE_DIMINUTIVE = /^(\p{L}{3,}?)(?:c?itas?|z?inhas?)$/u;

function masculineOf(word: string): string {
  const m = FEMININE_DIMINUTIVE.exec(word);
  if (!m) return word;
  let stem = m[1] ?? '';
  if (stem.endsWith('qu')) stem = `${stem.slice(0, -2)}c`;
  else if (stem.endsWith('gu')) stem = stem.slice(0, -1);
  return `${stem}o${word.endsWith('s') ? 's' : ''}`;
}

/** Words that open a denial or a closing remark: "ni un peso más", "not a penny more", "thats it", "eso es todo". */
const DENIAL_OPENS = new Set(['ni', 'not', 'no', 'nem', 'nao', 'never', 'nunca', 'zero', 'nada', 'nothing', 'thats', 'that', 'eso', 'isso', 'period', 'punto', 'final']);

/** Folded words of the message that may name the category (amounts removed). */
function categoryWords(analysis: Analysis, masculine = false, inSentence: (i: number) => boolean = () => true): string[] {
  return analysis.tokens
    .filter((t, i) => t.kind === 'word' && !analysis.amounts.some((a) => i >= a.first && i <= a.last) && inSentence(i))
    .map((t) => (masculine ? masculineOf(foldKey(t.raw)) : t.norm));
}

/** The pattern is said in a sentence about someone else: "bought a lego set for 24.99. my sister said not to spend more than 20". */
function isSomeoneElsesWord(analysis: Analysis, pattern: RegExp): boolean {
  const at = pattern.exec(analysis.folded)?.index ?? -1;
  const sentence = sentenceAt(analysis.tokens, at);
  return at >= 0 && sentence !== undefined && opensOnSomeoneElse(wordsOfSentence(analysis.words, sentenceNumbers(analysis.tokens), sentence), analysis.language);
}

/** A copula in the past right after the budget word: "limit was", "o limite era", "el presupuesto fue". */
const PAST_COPULA = /^\s+(?:was|were|had been|era|eram|foi|fue|fueron|estaba)(?![\p{L}\d])/u;

export function detectBudgetCommand(analysis: Analysis, ctx: EngineContext): Intent | undefined {
  const folded = analysis.folded;
  const hasMoney = analysis.amounts.some((a) => !a.isSoftQuantity);
  // "budget 500 for gifts for 2026": a year named is the period, not the amount.
  const periods = findMessagePeriods(analysis);
  // "lets do 1500 for travel this year": the current week, month or year named is the budget's period.
  const namesCurrent = periods.some((p) => p.period.key === 'this_week' || p.period.key === 'this_month' || p.period.key === 'this_year');
  const hasPeriod = WEEKLY.test(folded) || MONTHLY.test(folded) || YEARLY.test(folded);
  const firstMoney = analysis.amounts.find((a) => !a.isSoftQuantity);
  const isAllowance =
    hasMoney && hasPeriod && firstMoney !== undefined && detectType(analysis.words.filter(Boolean)) === undefined && namesSpendingArea(analysis, ctx, firstMoney);
  // "limita el delivery a 40 por semana", "quero limitar lazer a 300": to limit, with an amount, sets one.
  const isCap = hasMoney && ((CAP.test(folded) && !isSomeoneElsesWord(analysis, CAP)) || (SET_START.test(folded) && (hasPeriod || namesCurrent)) || isAllowance || saysCeiling(analysis) || LIMIT_START.test(folded));
  const hasBudgetWord = BUDGET.test(folded) || isCap || ON_TRACK.test(folded);
  // "só posso gastar 300 por mês com lazer" sets a ceiling; "posso gastar 50 em roupa?" asks.
  const setsAllowance = isCap && SET_START.test(folded) && !folded.includes('?');
  // (Read with chat shorthand spelled out too: "qto sobra pra lazer", "hw much left for groceries".)
  const isRemaining = (REMAINING_SPEND.test(folded) || (analysis.spelled.text !== folded && REMAINING_SPEND.test(analysis.spelled.text)) || AFFORD.test(folded)) && !setsAllowance;
  if (!hasBudgetWord && !isRemaining) return undefined;
  // ("got a candle for 14.50, limit was 15 so nailed it", "o limite era 50": a limit told in the past is a story, no command.)
  const named = BUDGET.exec(folded);
  if (named && PAST_COPULA.test(folded.slice(named.index + named[0].length)) && !SET_VERB.test(folded)) return undefined;
  // "bought a budget phone for 150", "paguei 50 de juros no limite": a purchase that mentions the word.
  const cue = detectType(analysis.words.filter(Boolean));
  // "weekly spending cap of $350 across all categories": a budget word and all spending sets one.
  const isSetting = isCap || SET_VERB.test(folded) || LIMIT_START.test(folded) || RAISE.test(folded) || (hasMoney && OVERALL.test(folded));
  // A question mark asks (words() cannot see one glued to a word: "compras?").
  const asks = STATUS.test(folded) || folded.includes('?');
  // A message that opens with the budget word ("orçamento mensal de compras: 400") is about a budget,
  // even when the category is a word of buying ("compras", "shopping").
  const opensWithBudget = BUDGET_START.test(folded);
  if (cue && !cue.isWeak && !isSetting && !isRemaining && !asks && !opensWithBudget) return undefined;
  const inPeriod = (start: number) => periods.some((p) => start >= p.start && start < p.end);
  // ("set a weekly grocery budget of 150. family of 5, last week was 230": the sentence that names the budget says its
  // amount and its category; "am i on track overall? car insurance renewal is due and it's like £600" sets nothing.)
  const budgetAt = BUDGET.exec(folded)?.index ?? -1;
  const sentenceOf = sentenceNumbers(analysis.tokens);
  const budgetToken = analysis.tokens.findIndex((t) => t.end > budgetAt);
  const isBudgetSentence = (i: number) => budgetAt < 0 || budgetToken < 0 || sentenceOf[i] === sentenceOf[budgetToken];
  // ("set me a weekly budget of 150 for everything, im 26": an age is no amount.)
  const inBudgetAll = analysis.amounts.filter((a) => !a.isSoftQuantity && !inPeriod(analysis.tokens[a.first]?.start ?? -1) && !isNonMoneyNumber(analysis, a, true));
  const inSentence = inBudgetAll.filter((a) => isBudgetSentence(a.first));
  // (Its amount said in the next sentence, "budget for groceries. 400 a month", unless the sentence asks.)
  const asksInSentence = analysis.tokens.some((t, i) => isBudgetSentence(i) && t.norm.includes('?'));
  // ("popcorn 9.75 and the parking was 12. date night budget: destroyed": a remark on a list said in other sentences.)
  if (inSentence.length === 0 && !asksInSentence && !isRemaining && inBudgetAll.length > 1 && inBudgetAll.every((a) => a.last < budgetToken)) return undefined;
  const inBudget = inSentence.length > 0 ? inSentence : asksInSentence ? [] : inBudgetAll;
  // ("bota um teto de 150 por semana pra uber e 99": "99" is the ride app, named beside the amount.)
  const isName = (a: AmountMention) => a.currency === null && a.first === a.last && matchLexicon([analysis.tokens[a.first]?.norm ?? ''], analysis.language) !== undefined;
  const amount = pickAmount(inBudget.some((a) => !isName(a)) ? inBudget.filter((a) => !isName(a)) : inBudget);
  // "sube el presupuesto de salud": the verb is not the category (SUBE is also a transit card).
  // ("tesco shop allowance = £85 per week": the budget's own words name no category; "allowance" is also pocket money.)
  const namingWords = (inSentence: (i: number) => boolean) => categoryWords(analysis, false, inSentence).filter((w) => !RAISE.test(w) && !BUDGET_WORDS_ONLY.has(w));
  const wordsOfCategory = namingWords(isBudgetSentence);
  const category =
    findMentionedCategory(wordsOfCategory, analysis.language, ctx.categories, 'expense') ??
    // "para la perrita": the lexicon's "perro", as for any category name said another way.
    findMentionedCategory(categoryWords(analysis, true, isBudgetSentence).filter((w) => !RAISE.test(w)), analysis.language, ctx.categories, 'expense');

  // A status word only after the amount, in a remark, asks nothing: "travel budget 12k for the year, we're finally doing japan".
  const statusAt = STATUS.exec(folded)?.index ?? -1;
  const remarkOnly = amount !== undefined && !folded.includes('?') && statusAt > (analysis.tokens[amount.last]?.end ?? Infinity);
  const asksStatus = isRemaining || (asks && !isSetting && !remarkOnly) || !amount;
  if (asksStatus) {
    if (!hasBudgetWord && !isRemaining) return undefined;
    const status: Intent = category ? { kind: 'budget_status', categoryId: category.id, categoryName: category.name } : { kind: 'budget_status' };
    if (isRemaining || LEFT.test(folded)) status.asksRemaining = true;
    return status;
  }
  if (!amount) return undefined;
  const currency = amount.currency ? resolveCurrency(amount.currency, ctx.preferredCurrency, ctx.country) : ctx.preferredCurrency;
  if (!category && OVERALL.test(folded)) {
    return { kind: 'set_budget', categoryName: '', overall: true, amount: amount.amount, currency, period: budgetPeriod(folded, periods) };
  }

  let categoryName = category?.name;
  if (!categoryName) {
    // No known category: keep the words the user used ("budget of 200 for pets" -> "Pets").
    // ("presupuesto mensual: 3 palos, ni un peso más", "budget 2,000 for the month, thats it": a denial or a closing remark after
    // the amount names nothing.)
    const pause = analysis.tokens.findIndex((t, i) => i > amount.last && t.kind === 'sym' && /^[,;.!?]$/u.test(t.norm));
    const denies = pause >= 0 && DENIAL_OPENS.has(analysis.tokens[pause + 1]?.norm ?? '');
    const named = denies ? namingWords((i) => isBudgetSentence(i) && i < pause) : wordsOfCategory;
    const rest = named.filter((w) => !BUDGET_NOISE.has(w) && !STOPWORDS.has(w) && !ACTION_WORDS.has(w));
    // "weekly budget 120": a budget named by nothing else is over all spending.
    if (rest.length === 0) return hasBudgetWord ? { kind: 'set_budget', categoryName: '', overall: true, amount: amount.amount, currency, period: budgetPeriod(folded, periods) } : undefined;
    // "i'd like to keep it under 800 a month", "quero poupar, não gastar mais de 500": wanting and
    // saving name no category; the ceiling is over all spending.
    if (rest.every((w) => NO_CATEGORY.has(w))) {
      return { kind: 'set_budget', categoryName: '', overall: true, amount: amount.amount, currency, period: budgetPeriod(folded, periods) };
    }
    const original = analysis.tokens.filter((t) => t.kind === 'word' && rest.includes(t.norm)).map((t) => t.raw);
    categoryName = capitalise(original.join(' ').slice(0, 40));
  }
  const found = category ?? findCategoryByAnyName(ctx.categories, categoryName);
  const intent: Intent = {
    kind: 'set_budget',
    categoryName: found?.name ?? categoryName,
    amount: amount.amount,
    currency,
    period: budgetPeriod(folded, periods),
  };
  if (found) intent.categoryId = found.id;
  return intent;
}
