/**
 * Budgets: setting one ("set a budget of 300 for dining", "orçamento de 500 para mercado",
 * "presupuesto semanal de 200 para transporte") and asking how they go ("how am I doing on my
 * budgets?", "quanto ainda posso gastar com lazer este mês?", "¿puedo gastar 50k en ropa?").
 */
import type { BudgetPeriod, EngineContext, Intent } from '../types';
import type { Analysis } from '../analyze';
import { pickAmount } from '../amounts/find-amounts';
import { resolveCurrency } from '../amounts/currency-lexicon';
import { findMentionedCategory } from '../categories/resolve-category';
import { findCategoryByAnyName } from '../categories/category-names';
import { capitalise } from '../transactions/describe';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';
import { AFFORD } from './query-words';
import { detectType } from '../transactions/detect-type';
import { startsWith, words } from './word-pattern';

const BUDGET = words(
  'budgets?|orcamentos?|presupuestos?|limit|limits|limite|limites|teto|tope|spending limit|cap|spend at most|spend no more than|gastar no maximo|no maximo|gastar como maximo|como maximo|no gastar mas de|nao gastar mais (?:de|que)',
);
const STATUS = words(
  "how|what|whats|status|doing|going|within|over|under|left|remaining|remain|show|check|am i|como(?! maximo)|estou|estoy|dentro|acima|abaixo|passei|pase|resta|restam|sobra|sobrou|falta|faltam|queda|quedan|quanto|quanta|cuanto|cuanta|qual|quais|cual|cuales|mostrar|mostre|ver|muestra|\\?",
);
const SET_VERB = words(
  'set|create|make|add|put|define|defina|definir|criar|crie|cria|coloca|colocar|coloque|estabelecer|estabeleca|quero|poner|pon|ponga|establecer|establece|fijar|fija|crear|crea|agrega|agregar|spend at most|spend no more than|no maximo|como maximo|no gastar mas de|nao gastar mais',
);
/** "limit dining to 300": a verb only at the start ("no limite do cartão" is a noun). */
const LIMIT_START = startsWith('limit|limita|limitar|limite|limitame|quero limitar|quiero limitar');
const REMAINING_SPEND = words(
  'how much (?:more )?(?:can|could) i (?:still )?spend|how much (?:do i have )?left to spend|quanto (?:ainda )?(?:mais )?(?:eu )?posso gastar|quanto (?:ainda )?(?:me )?(?:resta|sobra|falta) (?:para|pra) gastar|cuanto (?:mas )?(?:me )?(?:queda|puedo gastar|puedo)|cuanto me queda',
);
/** "how much is left", "quanto sobrou", "cuánto me queda": the reply leads with what is left and a daily allowance. */
const LEFT = words(
  'left|remaining|remain|remains|available|resta|restam|restando|restante|sobra|sobrou|sobram|sobrando|falta|faltam|disponivel|queda|quedan|quedando|restan|disponible',
);
const WEEKLY = words('weekly|per week|a week|each week|every week|semanal|semanais|por semana|toda semana|cada semana|a la semana|semanalmente');
const YEARLY = words('yearly|annual|annually|per year|a year|each year|anual|anuais|por ano|ao ano|al ano|cada ano|anualmente');

/** Words of a budget command that are not the category. */
const BUDGET_NOISE = new Set(
  `budget budgets orcamento orcamentos presupuesto presupuestos limit limits limite limites teto tope cap
   monthly weekly yearly annual mensal semanal anual mensual month week year mes semana ano per por cada
   each every set create make add put define defina definir criar crie cria coloca colocar coloque
   estabelecer quero poner pon establecer fijar fija crear crea agrega agregar limita limitar new novo
   nova nuevo nueva spending gastos gasto despesas`.split(/\s+/),
);

function budgetPeriod(folded: string): BudgetPeriod {
  if (WEEKLY.test(folded)) return 'weekly';
  if (YEARLY.test(folded)) return 'yearly';
  return 'monthly';
}

/** Folded words of the message that may name the category (amounts removed). */
function categoryWords(analysis: Analysis): string[] {
  return analysis.tokens
    .filter((t, i) => t.kind === 'word' && !analysis.amounts.some((a) => i >= a.first && i <= a.last))
    .map((t) => t.norm);
}

export function detectBudgetCommand(analysis: Analysis, ctx: EngineContext): Intent | undefined {
  const folded = analysis.folded;
  const hasBudgetWord = BUDGET.test(folded);
  const isRemaining = REMAINING_SPEND.test(folded) || AFFORD.test(folded);
  if (!hasBudgetWord && !isRemaining) return undefined;
  // "bought a budget phone for 150", "paguei 50 de juros no limite": a purchase that mentions the word.
  const cue = detectType(analysis.words.filter(Boolean));
  const isSetting = SET_VERB.test(folded) || LIMIT_START.test(folded);
  if (cue && !cue.isWeak && !isSetting && !isRemaining && !STATUS.test(folded)) return undefined;
  const amount = pickAmount(analysis.amounts.filter((a) => !a.isSoftQuantity));
  const wordsOfCategory = categoryWords(analysis);
  const category = findMentionedCategory(wordsOfCategory, analysis.language, ctx.categories, 'expense');

  const asksStatus = isRemaining || (STATUS.test(folded) && !isSetting) || !amount;
  if (asksStatus) {
    if (!hasBudgetWord && !isRemaining) return undefined;
    const status: Intent = category ? { kind: 'budget_status', categoryId: category.id, categoryName: category.name } : { kind: 'budget_status' };
    if (isRemaining || LEFT.test(folded)) status.asksRemaining = true;
    return status;
  }
  if (!amount) return undefined;

  let categoryName = category?.name;
  if (!categoryName) {
    // No known category: keep the words the user used ("budget of 200 for pets" -> "Pets").
    const rest = wordsOfCategory.filter((w) => !BUDGET_NOISE.has(w) && !STOPWORDS.has(w) && !ACTION_WORDS.has(w));
    if (rest.length === 0) return undefined;
    const original = analysis.tokens.filter((t) => t.kind === 'word' && rest.includes(t.norm)).map((t) => t.raw);
    categoryName = capitalise(original.join(' ').slice(0, 40));
  }
  const found = category ?? findCategoryByAnyName(ctx.categories, categoryName);
  const intent: Intent = {
    kind: 'set_budget',
    categoryName: found?.name ?? categoryName,
    amount: amount.amount,
    currency: amount.currency ? resolveCurrency(amount.currency, ctx.preferredCurrency, ctx.country) : ctx.preferredCurrency,
    period: budgetPeriod(folded),
  };
  if (found) intent.categoryId = found.id;
  return intent;
}
