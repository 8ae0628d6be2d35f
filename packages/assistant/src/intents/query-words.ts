/** Word patterns (folded) that mark questions about the user's money and which metric they ask for. */
import type { QueryWordKind } from '../language/pack';
import { ALL_PACKS } from '../language/packs/packs';
import { words } from './word-pattern';

/** The alternatives of one kind of query word in every language pack. */
const anyLanguage = (kind: QueryWordKind): RegExp => words(ALL_PACKS.map((pack) => pack.query[kind]).join('|'));

export const QUESTION = anyLanguage('question');

/** Nouns and verbs about money data. "gast" covers gastei/gastos/gasté/gastado. */
export const TOPIC = anyLanguage('topic');

/** Nouns that name money data: without a question word, "gastos do mês" still asks. */
export const TOPIC_NOUN = anyLanguage('topicNoun');

export const COMPARE = anyLanguage('compare');

/** "How many" counts things, unless it counts money ("quantos reais gastei"). */
export const COUNT = anyLanguage('count');

export const BALANCE = anyLanguage('balance');

/** Where the account stands ("am i in the red", "estou no vermelho", "estoy en números rojos"): a balance question by itself. */
export const STANDING = anyLanguage('standing');

/**
 * A summary of a period: income, expenses, balance, top categories, the biggest expense and the
 * previous period ("weekly summary", "resumo da semana", "resumen del mes", "how did I do this week").
 */
export const SUMMARY = anyLanguage('summary');

/** "by category": a summary or report split by category is the top categories. */
export const BY_CATEGORY = anyLanguage('byCategory');

export const TOP = anyLanguage('top');

/**
 * The largest transactions ("my biggest expenses", "maiores gastos de outubro", "mis compras más
 * caras"), as opposed to the largest categories: it takes a transaction noun (BIGGEST_NOUN) and no
 * category or "where" word (CATEGORY_OR_WHERE).
 */
export const BIGGEST = anyLanguage('biggest');
export const BIGGEST_NOUN = anyLanguage('biggestNoun');
/** "the most expensive" needs no noun: it is about things bought, not categories. */
export const MOST_EXPENSIVE = anyLanguage('mostExpensive');
/** A noun in the plural, or a number ("top 3 expenses"): several transactions, else one ("my biggest expense"). */
export const PLURAL_NOUN = anyLanguage('pluralNoun');
/** Categories or "where": the largest categories are asked, not transactions. */
export const CATEGORY_OR_WHERE = anyLanguage('categoryOrWhere');

/** "on average", "em média", "en promedio", "typical": an average. */
export const AVERAGE = anyLanguage('average');
/** The unit of an average. "a week ago" is a date, not a unit. */
export const PER_DAY = anyLanguage('perDay');
export const PER_WEEK = anyLanguage('perWeek');
export const PER_MONTH = anyLanguage('perMonth');
/** A yearly summary ("annual report", "resumo anual"). */
export const PER_YEAR = anyLanguage('perYear');

/** "show my expenses from yesterday", "lista meus gastos de hoje", "muéstrame los ingresos de la semana": a listing. */
export const LIST = anyLanguage('list');

export const RECENT = anyLanguage('recent');

export const EARNED = anyLanguage('earned');

export const EXPENSE_WORDS = anyLanguage('expenseWords');

/** Words that ask "can I afford it" rather than what happened. */
export const AFFORD = anyLanguage('afford');

/** Intentions and plans: not something that happened. */
export const FUTURE = anyLanguage('future');

/** Infinitives and reminders: "anota comprar medicina" plans a purchase, it does not record one. */
export const PLAN = anyLanguage('plan');

export const NEGATION = anyLanguage('negation');

/** Asking for an opinion ("comprei um tênis de 300, o que acha?") is not a question about one's records. */
export const OPINION = anyLanguage('opinion');

/**
 * A verb asking for the items themselves, anywhere, with its pronouns ("muéstralos", "mostra-me",
 * "list them"): with a spending word and no "how much" it lists ("mostra tudo que gastei ontem",
 * "lista de lo que gasté el sábado", "qué gastos tuve ayer? muéstralos").
 */
export const LIST_VERB = anyLanguage('listVerb');
