/**
 * Everything the engine knows about one language, in one typed object. Each language is a pack
 * (packs/en.ts, pt.ts, es.ts) that implements this whole interface, so a language with a missing
 * piece does not compile. Words are folded (lower case, no accents), as the engine compares them.
 *
 * The modules build their tables once from the packs (packs/packs.ts): per language where the
 * language decides ("dos" is 2 in Spanish, "of the" in Portuguese), or the union of all packs where
 * people mix languages and the engine accepts any of them.
 */
import type { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';
import type { ExpenseKind } from '../categories/expense-lexicon';
import type { LexiconGroup } from '../categories/lexicon-types';
import type { CurrencyRef } from '../amounts/currency-lexicon';
import type { Lang } from '../types';
import type { Phrases } from '../replies/phrases';
import type { RecurringFrequency } from '@tally/shared/schemas/recurring';

/** Folded word -> number. */
export type WordValues = Readonly<Record<string, number>>;

export interface NumberWords {
  /** Values that add up ("twenty" + "five", "vinte e cinco"). */
  additive: WordValues;
  /** Words that multiply what came before ("two hundred", "cincuenta mil"). */
  scales: WordValues;
  /** Words joining number words ("twenty and five", "vinte e cinco"). */
  connectors: readonly string[];
  /** Articles that count as one before a scale ("a hundred", "a grand"); may be empty. */
  scaleArticles: readonly string[];
  /**
   * A half after a multiplier, joined by a connector: "3 lucas y media", "2 mil e meio", "1.5" in
   * "a grand and a half". The words after the connector, an article first where the language has one.
   */
  half: readonly string[];
}

export interface DateWords {
  /** Month names and safe abbreviations -> 1-12. */
  months: WordValues;
  /** Abbreviations read as a month only beside a day number ("Mar 3"); may be empty. */
  monthsBesideDay: WordValues;
  /** Whether the month may come before the day ("March 3"), as in English. */
  monthBeforeDay: boolean;
  /** Weekday names -> 0 (Sunday) ... 6 (Saturday). */
  weekdays: WordValues;
  /**
   * Short weekday names ("tue", "ter", "mié"), read only as a list item's day after an amount ("uber
   * 18 seg, 22 ter"): alone they are words ("ter" is "to have", "mar" the sea).
   */
  weekdaysShort: readonly string[];
  /** Small counts for "two days ago", "há três dias", "hace dos semanas". */
  counts: WordValues;
  /** Days named relative to today, by offset ("yesterday" -1, "anteontem" -2). */
  relativeDays: WordValues;
  /** The other words of date and period phrases ("last", "semana", "hace"). */
  periodWords: readonly string[];
  /**
   * Phrases naming a day relative to today (dates/date-phrases.ts), each an alternation over folded
   * text: "the day before yesterday", "ontem à noite", "esta tarde", "pasado mañana".
   */
  dayPhrases: Readonly<Record<DayPhraseKind, string>>;
  /** "3 days ago", "há 3 dias", "hace 2 semanas": alternations in which `{n}` stands for a captured count. */
  agoPhrases: { days: string; weeks: string };
  /** Quarters of the year, as query periods (dates/find-periods.ts). */
  quarters: QuarterWords;
}

/** How a language names quarters; "Q3" and "Q3 2025" are read in every language. */
export interface QuarterWords {
  /** The quarter running now: "this quarter", "este trimestre", "el trimestre actual". */
  current: string;
  /** The one before it: "last quarter", "o trimestre passado", "el último trimestre". */
  previous: string;
  /** A quarter by its ordinal, `{n}` standing for one of `ordinals`: "the {n} quarter", "{n} trimestre". */
  named: string;
  /** Ordinals of a quarter -> 1-4 ("first", "2nd", "terceiro", "1er"). */
  ordinals: WordValues;
}

export type DayPhraseKind = 'dayBeforeYesterday' | 'yesterday' | 'today' | 'tomorrow' | 'dayAfterTomorrow';

/**
 * The words of questions and commands about the user's money (intents/query-words.ts), each a
 * regular-expression alternation over folded text ("how much|how many"). The engine takes every
 * language's alternatives together, since people mix them.
 */
export type QueryWords = Readonly<Record<QueryWordKind, string>>;

export type QueryWordKind =
  /** The kinds below are read by intents/query.ts alone, to tell which answer a question wants. */
  | 'accountBalance'
  /** The balance itself, named: "how's my balance going" asks it, not a summary. */
  | 'balanceNoun'
  /** Money in set against money out ("am i making more than im spending"): the balance, not a comparison. */
  | 'inVersusOut'
  | 'howMuchAnywhere'
  | 'listItems'
  | 'moreOrLess'
  | 'oneCategory'
  | 'pluralCategories'
  | 'singleTop'
  | 'totalWord'
  | 'afford'
  | 'average'
  | 'balance'
  /** Where the account stands, a balance question by itself: "am i in the red", "estou no vermelho". */
  | 'standing'
  | 'biggest'
  | 'biggestNoun'
  | 'byCategory'
  | 'categoryOrWhere'
  | 'compare'
  | 'count'
  | 'earned'
  | 'expenseWords'
  | 'future'
  | 'list'
  | 'mostExpensive'
  | 'negation'
  | 'opinion'
  | 'listVerb'
  /** An amount as a threshold, before it ("over", "acima de", "más de"): with a list verb first, a listing asked. */
  | 'over'
  | 'perDay'
  | 'perMonth'
  | 'perWeek'
  | 'perYear'
  | 'plan'
  | 'pluralNoun'
  | 'question'
  | 'recent'
  | 'summary'
  | 'top'
  | 'topic'
  | 'topicNoun'
  /** A tag asked at the end of a statement, asking nothing about money: "…, right?", "…, né?", "… cachai?". */
  | 'tagQuestion'
  /** An exclamation opening the message, no question: "what a day", "qué pereza", "que preguiça". */
  | 'exclamations';

/**
 * The words of commands (intents/word-pattern.ts, undo.ts, budget-commands.ts), each a
 * regular-expression alternation over folded text. The engine takes every language's alternatives
 * together, since people mix them.
 */
export type CommandWords = Readonly<Record<CommandWordKind, string>>;

export type CommandWordKind =
  /** Put before a command without changing it: politeness, interjections, requests ("can you", "pode"). */
  | 'prefix'
  /** Revert the last change ("undo", "desfazer", "deshacer"). */
  | 'undo'
  /** Delete a transaction ("delete", "apaga", "borra"). */
  | 'deleteVerb'
  /** Deleted things that are not a transaction ("categories", "orçamento", "todo"). */
  | 'notATransaction'
  /** Said right after a recording: it did not happen, forget it ("never happened", "não rolou", "olvídalo"). */
  | 'didNotHappen'
  /** A budget, named ("budget", "orçamento", "tope"). */
  | 'budget'
  /** How a budget goes, without the word ("on track", "estourei", "me pasé del"). */
  | 'budgetOnTrack'
  /** A verb at the start that sets an amount for a period ("set", "põe", "pon"). */
  | 'budgetSetStart'
  /** Words of a question on a budget's status ("how", "quanto", "cuánto"). */
  | 'budgetStatus'
  /** Verbs that set a budget ("set", "definir", "fijar"). */
  | 'budgetSetVerb'
  /** Verbs that change a budget ("raise", "aumenta", "baja"). */
  | 'budgetChange'
  /** "limit" as a verb at the start. */
  | 'budgetLimitStart'
  /** How much more may be spent ("how much can i spend", "quanto posso gastar", "cuánto me queda"). */
  | 'budgetRemaining'
  /** What is left ("left", "sobrou", "queda"). */
  | 'budgetLeft'
  /**
   * A ceiling on spending: with an amount and a period it sets a budget wherever it stands ("cap my
   * takeout at 150 a month", "250 a month max", "máximo 80 por semana", "tope de 200 al mes").
   */
  | 'budgetCeiling'
  /**
   * "no more than", "não mais de", "no más de": a ceiling only when a period of the budget is said too ("no más de 40 lucas a
   * la semana en comida"; "spent no more than 20 today" is spending).
   */
  | 'budgetAtMost'
  /**
   * A ceiling said without the word "budget", anywhere in the message: with an amount it sets one
   * ("don't let me spend more than 40", "não quero passar de 200", "no quiero pasarme de 1000",
   * "i only want to spend 200 a month", "meta de gastar só 100").
   */
  | 'budgetCap'
  /**
   * A budget over all spending, not one category's ("in total", "across all categories", "no
   * geral", "gasto total", "en general"): budgets are kept per category, so the reply asks for one.
   */
  | 'budgetOverall'
  | 'weekly'
  | 'monthly'
  | 'yearly'
  /** Income, as a kind of category ("income categories", "categorias de receita"). */
  | 'categoryIncome'
  /** Expenses, as a kind of category ("expense categories", "categorías de gastos"). */
  | 'categoryExpense'
  /** Verbs that create a category ("add", "criar", "agregar"). */
  | 'categoryCreateVerb'
  /** Words that make a mention of categories a question on spending ("top", "quanto", "mayores"). */
  | 'categorySpendingQuestion'
  /**
   * Right before a new description for the entry just recorded, opening the message: "call it", "rename it to", "change the
   * description to", "chama de", "muda a descrição pra", "llámalo", "cámbiale la descripción a".
   */
  | 'describeAs'
  /** Right after a new description, ending the message: "… na descrição", "… de descripción", "… as the description". */
  | 'describeAsAfter'
  /** Before a new description said with describeAsAfter, with "just" or "only": "put", "põe só", "ponle solo". */
  | 'writeVerb'
  /** Opening a currency said of the entry just recorded: "it was in", "were", "era em", "eram", "fue en", "eran". */
  | 'wasInCurrency';

/** Words that split a message into one clause per transaction (transactions/split-clauses.ts). */
export interface ClauseWords {
  /** Words between two amounts that start a new clause ("and", "depois", "luego"). */
  connectors: readonly string[];
  /** The legs of a trip ("back", "volta", "vuelta"): a clause naming only one is the same thing as the one before. */
  legs: readonly string[];
  /** Periods and units after a spaced slash, read as "per" ("1200 / mês"), not a list. */
  periodsAfterSlash: readonly string[];
  /**
   * Words that give a reason after the money ("because", "porque", "que ya"): what follows says why,
   * not what was bought, and a negation in it does not undo the payment. Phrases of words allowed.
   */
  reasons: readonly string[];
}

/**
 * Category words that mean their category only in messages of this language: "gas" is fuel in
 * English and a utility in Portuguese and Spanish, "super" a supermarket in Spanish. The lexicons
 * (categories/expense-lexicon.ts, income-lexicon.ts) add them after their words for every language.
 */
export interface CategoryWords {
  expense: readonly PackLexiconGroup[];
  /** Families of things (categories/expense-families.ts), each of a kind of spending whose category and names it takes. */
  expenseFamilies: readonly PackFamilyGroup[];
  /** May be empty. */
  income: readonly PackLexiconGroup[];
  /**
   * Places named before the thing bought in the language's compounds ("stadium parking", "bodega
   * coffee", "gas station sushi"): a lexicon word right after one of them is the thing, and says the
   * category. Comma-separated; empty where the place comes after the thing ("estacionamento do estádio").
   */
  placesBeforeThings: string;
  /**
   * Drinks, and the packs they are bought in, folded: bought at a grocer ("mercadona pa la fiesta, cervezas…",
   * "atacadão pro churras: cerveja") or by the pack ("2 cases of white claw", "2 fardos de cerveja") they are
   * groceries, not a round at a bar (`bars`: "en el bar… en birras" stays dining).
   */
  shopDrinks: { drinks: readonly string[]; packs: readonly string[]; bars: readonly string[] };
  /**
   * Verbs of buying a thing, folded ("bought", "comprei", "compré"): a thing bought that no lexicon knows is
   * shopping ("faca de chef nova, comprei por 89,90"), not the catch-all.
   */
  boughtVerbs: readonly string[];
  /**
   * Verbs of giving, folded ("gave", "deu", "mandó"): money family gives the user is a gift, whatever it was for ("mi
   * abuela me mandó 500 por pasar el examen", "nan gave me a tenner for helping in her garden").
   */
  givingVerbs: readonly string[];
  /** A share of something ("share", "parte", "half"): family sending the user their share is no gift ("sent me his share of the profits"). */
  shareWords: readonly string[];
  /**
   * What the user did for money, by the form of doing ("got paid 120 for dogsitting", "ganhei 180
   * fazendo bolo", "gané 500 cuidando niños"): with income said and no word naming its kind, work
   * (Freelance), or selling (Business).
   */
  doing: {
    /** Endings of the form of doing ("ing"; "ando", "endo", "indo"). */
    endings: readonly string[];
    /** Doing that is selling ("selling", "vendendo", "vendiendo"): Business. */
    selling: readonly string[];
    /** Words of the form that do not name work ("nothing", "morning", "quando"). */
    not: readonly string[];
    /** Words of a job the user holds ("manager", "shift", "chefe", "turno"): the doing was for the employer, pay (Salary). */
    employment: readonly string[];
    /**
     * "In exchange for" before a verb of doing ("me pagaron por pintar la cerca", "pagou-me por lhe lavrar o terreno"):
     * the word, the verb endings that follow it, and the short pronouns that may stand between; may be empty.
     */
    inExchange: { before: readonly string[]; endings: readonly string[]; pronouns: readonly string[]; not: readonly string[] };
  };
}

/** A lexicon group of one language: its language is the pack's. */
export type PackLexiconGroup = Omit<LexiconGroup, 'lang'>;

/** A family of one language, named by its kind of spending (categories/expense-lexicon.ts EXPENSE_KINDS). */
export type PackFamilyGroup = Omit<LexiconGroup, 'lang' | 'category' | 'custom'> & { kind: ExpenseKind };

/** Income and expense lists of one kind of cue. */
export interface ByType<T> {
  income: T;
  expense: T;
}

/** What says income or expense in the language (transactions/detect-type.ts). */
export interface TypeCues {
  /** Fixed phrases of two or three words, read before single words ("got paid", "me cobraron"). */
  phrases: ByType<readonly string[]>;
  /** Verbs and nouns that say outright which way the money went ("received", "gastei", "cobré"). */
  verbs: ByType<readonly string[]>;
  /** Weak hints, which only decide when nothing stronger is there ("foi", "deu"); may be empty. */
  weak: ByType<readonly string[]>;
  /**
   * Cue words of other languages that in this one mean something else, so they are no cue in a message of
   * this language (Portuguese "cobre", covers, is Spanish "cobré"); may be empty.
   */
  otherMeanings: readonly string[];
  /** Money that came back: refunds, estornos, devoluciones (income of its own kind). */
  refunds: readonly string[];
  /**
   * What a worker takes in over a shift or a week, by the unit: tips ("gorjeta", "propinas") and,
   * in the plural, the rides or deliveries done ("corridas", "carreras", "entregas"). Heading the
   * message with the span they were made in ("tips tonight", "as corridas da semana"), they are the
   * user's takings; a verb still says when they were given ("left a 5 tip", "dei 20 de gorjeta").
   */
  takings: {
    /** Tips, singular and plural: takings in the plural or with a span. */
    tips: readonly string[];
    /** Units of paid work, in the plural: takings only with a span ("corridas" alone may be rides taken). */
    workUnits: readonly string[];
    /** Spans of work besides the day words of `dates` ("shift", "semana", "turno", "finde"). */
    spans: readonly string[];
    /**
     * Places that take money in ("shop", "stall", "loja", "barraca", "tienda", "puesto"): heading the
     * message with a verb of `tookIn` right before the amount ("the stall took 340 today", "a loja fez
     * 2.300", "el puesto sacó 900"), the day's takings of the user's business.
     */
    places: readonly string[];
    /** Third-person verbs of taking money in, after one of `places` ("took", "made", "fez", "faturou", "hizo"). */
    tookIn: readonly string[];
  };
  /**
   * Words that make a deposit one the user pays ("security deposit", "depósito de garantia",
   * "caução", "fianza"), not money coming in.
   */
  securityDeposit: readonly string[];
  /** Debts that charge interest ("card", "cartão", "préstamo"): "juros do cartão" is spending. */
  debts: readonly string[];
  givers: GiverWords;
  moves: MoneyMoveWords;
  grammar: CueGrammarWords;
  things: CueThingWords;
  sales: SaleNounWords;
  acts: CueActWords;
  work: WorkDoneWords;
}

/** More words of which way money went (transactions/detect-type.ts). */
export interface MoneyMoveWords {
  /** Lending: money out, a debt noted ("lent", "emprestei", "presté"). */
  lend: readonly string[];
  /** Selling one's own things, in plain words and slang ("sold", "desapeguei", "vendí"). */
  sell: readonly string[];
  /** Receiving ("received", "recebi", "recibí"). */
  receive: readonly string[];
  /** Someone else buying, before "my" ("bought my bike", "comprou meu sofá"). */
  othersBuy: readonly string[];
  /** "Made" right before an amount ("fiz 280", "hice 500"); may be empty. */
  made: readonly string[];
  /** Money found ("found", "achei", "encontré"). */
  found: readonly string[];
  /** Object pronouns before a verb of the user giving ("le", "lhe"); may be empty. */
  toThem: readonly string[];
  /** The user giving, after those pronouns ("lhe devolvi", "le pasé"); may be empty. */
  iGave: readonly string[];
  /** What arrives and is a charge, not money ("bill", "fatura", "factura"). */
  charges: readonly string[];
  /** Charges that, heading a message, say it is one ("fee", "taxa", "recargo"). */
  headFees: readonly string[];
  /** What pays interest or dividends, as the subject of a payment ("savings", "cdb", "plazo fijo"). */
  yielders: readonly string[];
  /** Insurers by the word for insurance, only as the subject ("o seguro pagou"); may be empty. */
  insurers: readonly string[];
  /**
   * A debt owed to the user, after "me" or before it ("que me devia", "que me debía", "he owed me"):
   * money paid to the user with it is money coming back (the Refunds category).
   */
  owed: readonly string[];
  /** Money coming in, said after what came ("pay came in", "the refund came through"); may be a single word. */
  cameIn: readonly string[];
  /**
   * Verbs of money or a deposit coming back, after what came back ("a caução voltou", "el depósito
   * volvió", "my deposit came back"): a refund. Phrases of one or two words.
   */
  cameBack: readonly string[];
  /** Verbs of reversing a charge ("reversed", "reverteu", "revirtieron"): with a charge near, a refund. */
  reversed: readonly string[];
  /**
   * Possessives of someone else ("her", "dela", "su"): money paid to the user "for her concert ticket",
   * "pelo ingresso dela", "por su entrada" pays back their share of something bought.
   */
  theirs: readonly string[];
  /** Goods bought to sell on ("for resale", "pra revenda", "para reventa"), phrases of two words: stock, money out. */
  forResale: readonly string[];
  /**
   * Verbs of a draw falling to the user ("saiu-me 50 na raspadinha", "me tocaron 100 en la lotería",
   * "hit 200 on a scratch card"): with a game of chance in the clause (the income lexicon's winnings),
   * money won. Alone they are something else ("saiu 50 o jantar" is what dinner cost).
   */
  luck: readonly string[];
  /**
   * Money found inside something given, a verb of holding and where ("the birthday card had 100 in
   * it", "o cartão da vó tinha 50 dentro", "la tarjeta traía 500 adentro"): with an occasion for a
   * gift in the clause, a gift received.
   */
  heldInside: { verbs: readonly string[]; inside: readonly string[] };
}

/** Function words that shape the cues of transactions/detect-type.ts: prepositions, articles, pronouns. */
export interface CueGrammarWords {
  /** Prepositions of a source ("from my tenant", "do inquilino", "de mi jefe"). */
  from: readonly string[];
  /** Prepositions of a destination ("for mom", "pix pro joão", "para mi hermano"). */
  to: readonly string[];
  /** Articles and possessives skipped before a payer or an object ("my", "o", "la"). */
  determiners: readonly string[];
  /** Articles between a verb and what it laid on the user ("una multa", "a fine"). */
  articles: readonly string[];
  /** Prepositions before the account money went into ("na conta", "into my account", "a la cuenta"). */
  intoAccount: readonly string[];
  /** Possessives and articles between those prepositions and the account ("my", "minha", "la"). */
  beforeAccount: readonly string[];
  /** Third-person pronouns as the subject of a payment ("they paid 60", "ela pagou 90"). */
  they: readonly string[];
  /**
   * Prepositions of a qualifier between a payer and its verb ("the guests from the cabin paid", "os hóspedes do
   * airbnb").
   */
  ofPlace: readonly string[];
  /** Prepositions of a place between a payer and its verb ("the client in new york paid"). */
  inPlace: readonly string[];
  /** Adverbs between a subject and its verb, or before a verb heading the clause ("finally paid", "ya pagaron"). */
  adverbs: readonly string[];
  /** Auxiliaries between "me" and the participle ("me han pagado"); may be empty. */
  auxiliaries: readonly string[];
  /** After a verb of paying, the money was owed to the user ("paid me back", "paid up", "acertou comigo"). */
  paidBack: readonly string[];
  /** "Back" in two words, after money sent ("de vuelta", "de volta"): sent back, a refund; may be empty. */
  sentBack: readonly string[];
  /** The user's possessives ("my", "meu", "mi"). */
  mine: readonly string[];
  /** The user as a subject ("i", "eu", "yo"): not someone else buying the user's thing. */
  firstPerson: readonly string[];
  /** The user right before a verb of refunding ("i refunded him"); may be empty. */
  iWe: readonly string[];
  /** Object pronouns of someone else after a verb ("refunded him", "the ticket i got her"); may be empty. */
  objectPronouns: readonly string[];
  /** The user after "for"/"pra" ("for me", "pra mim", "para mí"). */
  toMe: readonly string[];
  /** "for"/"pra" before the user ("put 30 in a card for me"). */
  forTo: readonly string[];
  /** Prepositions of a price ("for my old phone", "pelo meu sofá", "por mi bici"). */
  forPrice: readonly string[];
  /** Colloquial prepositions of a price ("pagou 15 mil no meu gol"); may be empty. */
  inPrice: readonly string[];
  /** Words around a loan paid back that only say so ("que lhe", "i ... him"). */
  loanClause: readonly string[];
  /** Prepositions between money and an occasion ("dinheiro do aniversário", "money from christmas"). */
  ofOccasion: readonly string[];
  /** Prepositions between the amount and what it was made in ("120 in tips", "300 de propinas"). */
  madeIn: readonly string[];
  /** Reflexive pronouns before a verb of doing: a service for oneself ("me hice un corte"); may be empty. */
  oneself: readonly string[];
  /** Demonstratives before a noun ("ese arriendo", "that rent"): the word is the noun, not the verb. */
  demonstratives: readonly string[];
  /** Articles before "pago" that make it the noun ("el pago del cliente"); may be empty. */
  beforeNoun: readonly string[];
  /** Prepositions before where money was put back ("back on my card"); may be empty. */
  onto: readonly string[];
  /** After "got back", words of coming home, not money ("got back from the store"); may be empty. */
  afterBack: readonly string[];
  /** Right before "from" (or before "back from"), words of a way travelled, not a payer ("on the way home from work", "uber home from work"); may be empty. */
  routes: readonly string[];
}

/** Nouns that say which way the money went, or not (transactions/detect-type.ts). */
export interface CueThingWords {
  /** Nouns of money itself ("money", "dinheiro", "plata"): "o dinheiro do meu pai" is money from him. */
  money: readonly string[];
  /** Payments as a noun before "from" ("payment from acme"); may be empty. */
  payments: readonly string[];
  /** A note found, with its article and "of" ("a 20 note", "uma nota de 50", "un billete de 500"). */
  notes: readonly string[];
  /** The user's account, where money went ("conta", "cuenta", "account"), not a bill. */
  accounts: readonly string[];
  /** Cash machines and the user's own accounts: money taken from them is a withdrawal. */
  cashMachines: readonly string[];
  /** A deposit, which the user pays when it is a security one ("security deposit", "depósito de garantía"). */
  deposits: readonly string[];
  /** Bonds a tenant pays, which may come back ("the bond came back", "a caução voltou"). */
  bonds: readonly string[];
  /** Interest, charged on a debt ("juros do cartão", "card interest"). */
  interest: readonly string[];
  /** The user's invoices, paid to them ("invoice 204 settled by acme"); may be empty. */
  invoices: readonly string[];
  /** Invoices the user bills, paid by a client ("el cliente pagó la factura"): not a bill someone paid. */
  billed: readonly string[];
  /** Someone's share of a thing paid ("her half", "a parte dele", "su mitad"). */
  shares: readonly string[];
  /** A cheque, with whom it is from after it ("milk cheque from the dairy", "cheque do cliente"): money to the user. */
  cheques: readonly string[];
  /** A used thing of the user's ("my old phone", "mi bici vieja"): sold, even to family. */
  used: readonly string[];
  /** Children: "for my kids" is no thing of the user's that was sold. */
  children: readonly string[];
  /** What something cost ("me salió caro"): the verb of luck is no draw won. */
  costly: readonly string[];
}

/** Sales as a noun (transactions/detect-type.ts): "vendas da semana", "etsy sales", not "à venda". */
export interface SaleNounWords {
  /** Sales of the user's, unless after one of `forSale` ("vendas da semana", "las ventas de hoy"); may be empty. */
  nouns: readonly string[];
  /** Prepositions that make the noun "for sale" ("à venda", "en venta"); may be empty. */
  forSale: readonly string[];
  /**
   * Sales that are the user's only after a place where people sell or a possessive ("vinted sale", "my sales"): also a
   * shop's discount; may be empty.
   */
  afterPlace: readonly string[];
  /** Possessives before those ("my sales"), besides the marketplaces named in code; may be empty. */
  owners: readonly string[];
}

/** Verbs that say which way the money went in their setting (transactions/detect-type.ts). */
export interface CueActWords {
  /** "I returned it": money may have come back, but not that it did. */
  weakRefund: readonly string[];
  /**
   * Of the verbs after "me", those that say the thing arrived, which may be a bill ("me llegó la factura"); may be
   * empty.
   */
  arrivesToMe: readonly string[];
  /** Someone leaving the user a tip, as two words before it ("left me", "me deixou", "me dejó"): the user's takings. */
  leftMeTip: readonly string[];
  /** Arriving, said with what arrived ("llegó el pago", "chegou o aluguel", "the payment arrived"). */
  arrivals: readonly string[];
  /** The user refunding someone ("refunded a customer", "i reimbursed them"); may be empty. */
  refunded: readonly string[];
  /** After "me", the user paying themselves ("me paguei o pró-labore"); may be empty. */
  selfPaid: readonly string[];
  /** Laying something on the user, after "me" ("me pusieron una multa", "me meteram uma multa"); may be empty. */
  imposed: readonly string[];
  /** Splitting a bill ("split", "rachamos", "dividimos"): what "they paid" is their share, not money to the user. */
  split: readonly string[];
  /** Paying, after a name heading the message ("acme paid 500", "brightline pagou 900"). */
  namePays: readonly string[];
  /**
   * Sending money, after a name heading the message: to the user, whatever it was for ("sarah sent 40 for dinner",
   * "a maria mandou 40 do jantar"), unless it went to someone named after it.
   */
  nameSends: readonly string[];
  /** "to" before whom money was sent ("sent 40 to mom", "mandou 40 pro joão"). */
  sentTo: readonly string[];
  /** Paying with no subject, heading the clause ("pagaram a nota fiscal"); may be empty. */
  theyPaid: readonly string[];
  /** Paying, after a platform ("uber paid 300"; not "uber pago"). */
  platformPays: readonly string[];
  /** An invoice paid, after it ("invoice 204 settled by acme"); may be empty. */
  settled: readonly string[];
  /**
   * Getting money right before the amount, for a thing or an occasion ("got 50 for my old phone", "recebi 200 pelo meu
   * aniversário").
   */
  gotFor: readonly string[];
  /**
   * Doing a transfer, said of someone else ("me ha hecho un bizum", "meu pai fez um pix"): to the user unless someone
   * else is named as getting it; may be empty.
   */
  madeTransfer: readonly string[];
  /** Doing a transfer, said by the user ("fiz um pix", "le hice una transferencia", "he hecho un bizum"); may be empty. */
  iMadeTransfer: readonly string[];
  /** Auxiliaries of the user's own past ("he hecho", "tenho feito"); may be empty. */
  iHave: readonly string[];
  /**
   * Other forms of the cue verbs (infinitives, futures), known to the spelling corrector and saying nothing; may be
   * empty.
   */
  otherForms: readonly string[];
}

/** Work the user did for money and the takings of a shift (transactions/detect-type.ts). */
export interface WorkDoneWords {
  /** Taking money in, right before the amount ("pulled 180 driving", "saqué 2300 manejando"). */
  took: readonly string[];
  /**
   * Work or where it was done, after those ("driving", "rodando", "manejando", "tips"), besides the apps named in code.
   */
  working: readonly string[];
  /**
   * Past verbs of working through an app, before it ("drove for uber", "rodei de 99", "manejé para
   * didi"): the day's money is earned.
   */
  drove: readonly string[];
  /** Payers that are work the user does ("the gig paid 200"): "for the gig" is no gift. */
  payers: readonly string[];
  /** Doing, with a count of work done ("did 4 deliveries", "fiz 3 escovas", "hice 9 cortes"). */
  did: readonly string[];
  /** One job done for pay, after a verb of doing and an article ("did a shift", "fiz um bico", "hice un laburito"). */
  gigs: readonly string[];
  /** Teaching ("gave a lesson", "dei explicações", "di clases"). */
  taught: readonly string[];
  /** Units of work done for others, in the plural ("deliveries", "escovas", "cortes"). */
  done: readonly string[];
  /** Lessons taught, counted ("gave 3 lessons", "dei 4 aulas"). */
  lessons: readonly string[];
  /** A lesson or lessons right after a verb of teaching ("dei explicações", "gave a lesson"). */
  taughtLessons: readonly string[];
  /** Those taught: with lessons named, the user is the teacher ("clases de guitarra, 2 alumnos hoy, 30k en total"). */
  students: readonly string[];
  /** Articles between a verb of teaching and what was taught ("gave a lesson", "dei umas aulas"). */
  lessonArticles: readonly string[];
  /** Units of work that may be the user's own travel ("fiz 2 viagens"): a weaker cue. */
  trips: readonly string[];
  /** Words that count what follows, besides a number ("a couple of", "uns", "varios", "three"). */
  counters: readonly string[];
  /** Words between a counter and the unit ("a couple of", "un par de"). */
  countFiller: readonly string[];
  /** A service done to others' things, with a count ("mowed 5 lawns", "lavei 4 carros", "lavé 3 autos"). */
  served: readonly string[];
  /** Care of others' children, pets or homes said in the past, done for pay whoever is named: "babysat the hendersons, 60 cash"; may be empty. */
  cared: readonly string[];
  /** What those verbs do for the user themselves ("washed 2 loads", "lavei 3 máquinas"): laundry, not work. */
  ownChores: readonly string[];
  /** Before "home", pay after deductions ("took home 420"); may be empty. */
  tookHome: readonly string[];
  /** Between "walked" and "with" ("walked out with 220"); may be empty. */
  walkedOut: readonly string[];
  /** Before "home with" ("went home with 300"); may be empty. */
  headedHome: readonly string[];
  /** Commissions: the user's when said with what earns them, a fee otherwise. */
  commissions: readonly string[];
  /**
   * What a driver or courier pays to work (fuel, tyres, oil): beside a work app's amount with nothing else said ("uber hoy 1,620
   * pesos, gasolina 600", "ifood 185 hj mas troquei o pneu da moto"), the app's amount is what the user earned.
   */
  vehicleCosts: readonly string[];
  /** Said of earnings, after them: "limpio", "líquido", "net". */
  netWords: readonly string[];
  /**
   * Near a commission, what earns it, when or how it came ("sales", "mês", "cheque"), besides the quarters named in
   * code.
   */
  earnedCommission: readonly string[];
  /** Near a commission, who charges it ("bank", "corretor", "tarjeta"): a fee paid. */
  feeCommission: readonly string[];
}

/**
 * Who pays the user and how money moves between people (transactions/detect-type.ts): "mom sent me
 * 50", "me deu", "o inquilino pagou", "pix do joão", "caiu o salário".
 */
export interface GiverWords {
  /**
   * Friends and flatmates: money from one of them (or from a name) for something spent is their share of it paid back
   * ("sarah venmoed me 60 for the electric", "la jose me transfirió de la pizza"), not pay.
   */
  friends: readonly string[];
  /** Verbs of someone else giving, right before "me"/"us" ("paid me", "sent us"); may be empty. */
  giveBeforeMe: readonly string[];
  /**
   * Verbs of someone else giving, right after "me"/"nos" or before "-me" ("me deu", "me pagaron",
   * "me han ingresado", "pagou-me"); may be empty.
   */
  giveAfterMe: readonly string[];
  /** Of the giving verbs, those that give money back ("refunded me", "me devolvieron"): a refund. */
  giveBack: readonly string[];
  /** People and bodies that pay the user, as the subject of a payment or after "from" ("tenant", "chefe"). */
  payers: readonly string[];
  /**
   * Of the payers, those who pay the user by what they are (clients, tenants, students): what they paid
   * is the user's charge to them ("3 alunos pagaram a mensalidade", "the tenant paid the rent").
   */
  customers: readonly string[];
  /** Third-person verbs of paying, after a payer ("the client paid", "o inquilino pagou", "mi jefe pagó"). */
  pays: readonly string[];
  /** Ways money is sent between people ("transfer", "pix", "bizum"): "pix do joão" is income. */
  transfers: readonly string[];
  /** Money arriving ("landed", "caiu o salário", "me cayó la quincena"). */
  arrives: readonly string[];
  /**
   * Platforms that pay the user out for work or sales done through them ("upwork", "ifood", "rappi"):
   * money in when they are the subject of paying or releasing ("upwork released the milestone") or
   * next to a word of `payouts` ("repasse do ifood", "liquidación de rappi"), not when the user pays them.
   */
  platforms: readonly string[];
  /** What a platform pays out, as a noun ("payout", "repasse", "liquidación"). */
  payouts: readonly string[];
  /** Verbs of a platform letting money go to the user, after it ("released", "liberou", "repassou", "liberó"). */
  releases: readonly string[];
  /**
   * Phrases saying someone rents the user's place ("renting my", "a quem alugo", "le alquilo"): before
   * a verb of paying ("the bloke renting my garage paid 90"), rent received (the Rental category).
   */
  rentsFromMe: readonly string[];
  /**
   * Public bodies that pay benefits and pensions, one or two words ("social security", "dwp",
   * "segurança social", "inss", "seguridad social", "anses"): as the subject of a payment, money to
   * the user ("a segurança social pagou o abono", "o inss pagou 1.412").
   */
  bodies: readonly string[];
}

/** Words of messages that mention money and record nothing (intents/not-a-transaction.ts). */
export interface NothingWords {
  /**
   * People outside the household, whose spending is theirs: "my neighbor bought a car for 60k",
   * "meu colega gastou 2 mil", "mi vecino se compró una moto" (a partner paying the bills is not here).
   */
  people: readonly string[];
  /** Buying and spending in the third person ("bought", "comprou", "se compro"). */
  buying: readonly string[];
  /**
   * Money that stays someone else's, in the third person: earning, owing, lending, borrowing, winning
   * ("my boss earns 90k", "a minha sogra deve 50 à vizinha", "mi cuñado le debe 200 a su jefe"). With
   * one of `people` before it and no word of the user, the message records nothing.
   */
  theirMoney: readonly string[];
  /**
   * A debt still open, an alternation read anywhere: "owes", "deve", "debe" ("o joão deve 50 ao
   * pedro"). Like a plan it voids what follows it; a payment stated first still records.
   */
  debts: string;
  /** Having to pay, an alternation read anywhere: "have to", "tenho de", "tengo que". Like a plan. */
  obligations: string;
  /**
   * A goal or a saving target, an alternation read anywhere: "my goal is 10k", "hoping to save",
   * "meta: juntar 10 mil", "quiero ahorrar 200 mil". Like a plan, it voids what follows it.
   */
  goals: string;
  /**
   * Proposing a plan to friends or asking one for a loan, an alternation read anywhere: "let's keep it
   * around 50 each", "topam?", "¿se apuntan?", "lend me a fiver till friday?". Like a plan, it voids
   * what follows it.
   */
  proposals: string;
  /** "how much" asked ("quanto", "cuánto"): a message opening or closing on it with a "?" asks, it records nothing. */
  howMuch: string;
  /** A price moving, an alternation read right before an amount: "going up to 1600", "sobe pra 7", "sube a 900". */
  priceMoves: string;
  /**
   * What turns "X is 6" into a remark on a price rather than a note of one paid, an alternation: a
   * unit of sale ("a gallon", "o litro"), a place ("here", "aqui") or a reaction ("insane", "absurdo").
   */
  priceRemarks: string;
  /** Words that strengthen a remark on a price ("so", "muito", "muy"), as an alternation. */
  intensifiers: string;
  /**
   * A purchase that did not happen, an alternation read anywhere: negated ("didn't buy", "não
   * comprei", "no lo compré"), nearly done ("almost bought", "quase comprei", "casi compro", "iba a
   * comprar") or given up ("changed my mind", "desisti", "me eché para atrás"). It voids its clause.
   */
  notBought: string;
  /**
   * Wishes and counterfactuals, an alternation read anywhere: "i wish i had", "if i had", "queria
   * ter", "se eu tivesse", "ojalá", "si tuviera". It voids its clause.
   */
  wishes: string;
  /**
   * Money that has not arrived yet, an alternation: "still waiting on", "ainda não caiu", "aún no me
   * ha llegado". It records nothing unless money out was stated.
   */
  pending: string;
  /**
   * A price judged, with its verb: "is actually criminal", "é um roubo", "es un abuso". With no
   * payment stated beyond it, an opinion.
   */
  judged: string;
  /** Taken back as a joke: "jk", "brincadeira", "era broma" (then denied, it records nothing). */
  retracted: string;
  /** Cancelled before it was paid: "cancelled it before", "cancelei antes", "antes de pagar". */
  cancelledUnpaid: string;
  /** Money of a game: "monopoly", "banco imobiliário", "monedas en" (with no currency said). */
  playMoney: string;
  /**
   * Money inside a game, whatever it is called: "lost 2000 bucks in monopoly", "no banco imobiliário",
   * "de mentiritas" (buying the game itself, "monopoly 25", is money).
   */
  inGame: string;
  /** A piggy bank or money box: what it holds was not spent. */
  piggyBanks: string;
  /** Pay hoped for, God willing: "god willing", "se deus quiser", "si dios quiere". */
  hoped: string;
  /**
   * Said by someone else: "they say", "disse que", "me dijo que". The money said after it is their
   * report, unless the user says more.
   */
  reported: string;
  /** A recipe's measures: "recipe calls for", "a receita pede", "la receta lleva". */
  recipeSays: string;
  /** Tickets going on sale: "goes on sale", "as vendas abrem", "salen a la venta". */
  onSaleSoon: string;
  /** What something used to cost: "used to cost", "custava", "en mis tiempos". */
  usedToCost: string;
  /**
   * A neighbour's place sold, the price it went for: "the house down the road went for 450k", "el piso de al lado se ha
   * vendido por 320.000", "a casa do vizinho vendeu por 600 mil".
   */
  neighboursSold: string;
  /**
   * What a job pays, said of the job: "the new job pays 60k", "o emprego novo paga 4 mil", "la pega nueva paga 1,2 palos".
   * A rate, not money received.
   */
  jobPays: string;
  /**
   * What is left in the account, said after its amount: "60 quid left in the account", "sobrou 200 na conta", "me quedan 50
   * en la cuenta". A balance, not money moved.
   */
  leftInAccount: string;
  /**
   * A balance named just before its amount, at the opening of a clause: "saldo na conta: 2.345,67", "saldo en bancolombia
   * 2.345.000", "bank balance 1,240", "savings at 8,200 now", "en la cuenta rut me quedan 87 lucas". Matched on the folded
   * text that ends where the amount begins; money held, not moved.
   */
  balanceNamed: string;
  /**
   * Having money, said right before its amount ("i have like", "tô com", "tengo como", "me quedan", "traigo"), and where it is
   * kept, said right after it ("in checking", "na poupança", "en la cuenta rut"): together, money held, not moved. Both matched
   * on the folded text, `holding` where it ends at the amount, `inAccount` where it begins after it.
   */
  holding: string;
  inAccount: string;
  /**
   * The net of the other amounts, said right before it: "net loss of 18 quid", "so i'm up 40", "saldo final de 30", "quedé con
   * pérdida de 5 lucas". Beside the money it sums, no money of its own. Matched on the folded text that ends at the amount.
   */
  netResult: string;
  /**
   * The limit a gift exchange agreed, said right before the amount: "secret santa on the ward is a tenner", "acordamos amigo
   * secreto de 10 lucas", "o amigo oculto é de 50". Matched on the folded text that ends at the amount; a rule, not money spent.
   */
  giftExchangeLimit: string;
  /**
   * A currency's exchange rate quoted, up to where its number begins: "el blue está a 1.430", "o dólar fechou em 5,80", "the
   * euro's at 1.08". No money moved.
   */
  exchangeRate: string;
  /**
   * A discount, said right after its amount ("30 euro discount", "20 de desconto", "15 de descuento"), and a voucher or gift
   * card (`voucher`, named right before or right after the amount) used (`usedBefore`, the verb before it): "had a 30 euro
   * voucher", "usei um vale de 50", "con un bono de 20". Beside the money paid, none of it is money of its own. (A bare "off"
   * is not one: in Britain and Ireland "20 off nana" is money from her.)
   */
  discountAfter: string;
  voucher: string;
  usedBefore: string;
  /**
   * What an amount will be, said right before it: "a restituição vai ser de 1.200", "el aguinaldo va a ser de 8 mil", "the
   * refund should be 312". Matched on the folded text that ends where the amount begins; money to come, not moved.
   */
  willBe: string;
  /** A price quoted, not paid: "quoted me", "me passou um orçamento", "pedí presupuesto". */
  quotes: string;
  /** Money promised to the user: "is supposed to pay", "fica de me pagar", "quedó en devolverme". */
  promised: string;
  /** Asked in disbelief, of a price: "who is buying that", "quem paga isso", "quién compra eso". */
  whoPays: string;
  /** Talk about money that is nobody's: homework, the minimum wage, interest rates. */
  notMineTopics: string;
  /** A meme or a joke quoted, whatever money and first person it holds ("saw a meme 'my bank account: $3.47'"). */
  jokes: string;
  /** Stock counted, what is left to sell ("12 boxes of tomatoes left", "sobrou 14 pacote de arroz", "me quedan 18 cajas"). */
  stockLeft: string;
  /** An order or parcel not yet come ("order 4471 still hasn't shown up", "pedido 7781 todavía sin entregar"). */
  orderLate: string;
  /** Lotteries, whose jackpots are no one's money until won: "powerball", "mega-sena", "el gordo". */
  lotteries: string;
  /**
   * Someone trying or wanting to pay, said of another ("a lady tried to pay her vet bill in coins",
   * "um cliente quer pagar 200", "quiso pagar con un billete de 1000"): nothing of the user's moved.
   */
  attempts: string;
  /** Money raised for a cause: "the church raised 12,000", "a igreja arrecadou", "recaudamos 500 para la escuela". */
  fundraising: string;
  /**
   * Someone else paying the whole thing, with its verb: "jo paid for everything", "o joão pagou tudo",
   * "nos invitó mi jefe". Unless the household paid or the user says a payment of their own.
   */
  theirTreat: string;
  /**
   * Refusing a price, with what it refuses: "no thanks", "not a chance", "nem pensar", "ni en pedo las
   * pago". With no payment said beyond it, nothing was bought.
   */
  refusals: string;
  /** Outrage at a price seen: "insane", "um absurdo", "una estafa". */
  outrage: string;
  /** The unit a price is quoted per, right after it: "a litre", "o quilo", "el kilo", "per dozen". */
  perUnit: string;
  /**
   * With no amount said, asking someone else whether they paid ("did u pay for the pizza or should i", "você já pagou a
   * luz?", "pagaste tú la luz?"), or a clause of when something will come ("quando o reembolso cair eu te aviso",
   * "when the refund comes in"): talk, not a purchase whose amount to ask for.
   */
  notAsked: string;
  /**
   * The tense of what is to come, for a clause after the money ("ma will be delighted", "vai valer cada centavo", "va a
   * quedar precioso"): a feeling about the thing bought, not a plan for it.
   */
  futureTense: string;
  /** A guess about the money ("prob a tenner each", "talvez uns 50", "capaz que 20 lucas"): not money spent. */
  hedges: string;
  /** What something cost someone else: "cost her parents", "custou ... pro meu irmão", "les costó a mis tíos". */
  costToOthers: string;
  /** A company or an institution making or losing money: "the company made", "a empresa lucrou", "el banco ganó". */
  institutionEarned: string;
  /** Money lent to the user: "sam lent me", "me emprestou", "emprestou-me", "me prestó". Said with its repayment, a debt noted. */
  borrowed: string;
  /** The user paying a loan back, to come: "i'll pay him back", "devolvo", "tenho de lhos devolver", "se los devuelvo". */
  repaying: string;
  /** Asking others a price, an opinion or an idea: "alguma ideia de presente", "en cuánto andan", "what would 500 a month turn into". */
  asksOthers: string;
  /** Money asked for that has not come: a refund requested, a loan applied for, a raise to ask for ("pedi o reembolso à TAP"). */
  requested: string;
  /** A running total of what was already recorded: "so far this week i've spent", "até agora esse mês já gastei", "llevo gastados". */
  soFar: string;
  /** A charge falling due: "is due", "vence", "vem em janeiro". With no payment said, nothing is spent yet. */
  fallsDue: string;
  /** Someone else paid and would not let the user: "wouldn't let me chip in", "nem deixou eu dividir", "no me dejó poner nada". Nothing the user spent. */
  /**
   * Said after someone of the household paid, that it was not the user's money: "so that one's on her not me",
   * "his treat", "didn't cost me a dime", "foi ela q bancou", "não fui eu", "invitaba él", "yo invito la próxima".
   */
  notOnMe: string;
  /** Said free with no amount: nothing was paid ("bus pass renewed, it's free for me now", "saiu de graça"). */
  free: string;
  notLetPay: string;
  /**
   * Money moved between the user's own accounts, from one to the other ("moved 500 from savings to checking", "transferi
   * 1000 da poupança pra conta corrente", "pasé 2 millones de la cuenta de ahorros a la corriente"): nothing spent or earned.
   */
  ownTransfer: string;
  /** Money expected, not come: "should come through next week", "o reembolso deve vir pra semana", "debería llegar el lunes". */
  toCome: string;
  /**
   * The head of a list of things not bought, before its colon or first line: "xmas ideas:", "kids wish list:", "presentes
   * de natal pra comprar:", "precios hoy en el super:" ("lista do mercado:" may list what was bought).
   */
  listHeadings: string;
  /** Things said not bought yet: "not bought yet", "ainda não comprei", "todavía no lo compré", "falta comprar". */
  notBoughtYet: string;
  /**
   * A period gone by, against which this one is measured: "it was 98 last month", "o mês passado foi 61", "la semana pasada
   * lo mismo me salió 70 lucas". With no thing named and no paying said, what it cost then records nothing.
   */
  lastPeriod: string;
}

/**
 * Words of bills and income that repeat (intents/recurring.ts), each a regular-expression
 * alternation over folded text. In the rule phrases `{d}` stands for a captured day of the month
 * (a number, or "first") and `{w}` for a captured weekday of the pack's `dates.weekdays`.
 */
export interface RecurringWords {
  /**
   * Phrases that make a message a rule wherever they stand: "every month", "todo mês", "cada mes",
   * "todo dia {d}", "el {d} de cada mes", "every {w}", "a cada 15 dias", "todos los años".
   */
  every: Readonly<Record<RecurringFrequency, string>>;
  /**
   * Words that make a rule only after the amount ("netflix 15.99 monthly", "aluguel 1800 mensal",
   * "gym 40 a week"): before it they name a kind of bill paid now ("the monthly gym fee").
   */
  afterAmount: Readonly<Record<RecurringFrequency, string>>;
  /** The day of the month of a monthly rule, with `{d}`: "on the {d}th", "dia {d}", "el {d}". */
  dayOfMonth: string;
  /** Bills that repeat, named outright: "recurring bills", "contas fixas", "gastos fijos", "boletos". */
  bills: string;
  /** Words of bills that mean bills only with a period or a due word ("bills", "contas", "recibos"). */
  billsWeak: string;
  /** Subscriptions ("subscriptions", "assinaturas", "suscripciones"): the scope of the question. */
  subscriptions: string;
  /** Income that repeats ("recurring income", "receitas fixas", "ingresos fijos"). */
  income: string;
  /** What is still to pay or to come ("due", "coming up", "vencem", "por pagar"). */
  due: string;
  /** What makes a question on bills the monthly total of the rules ("fixed", "recurring", "fixas", "fijos"). */
  committed: string;
  /** Past verbs: a question with one is about what was spent, not about bills to come ("did", "gastei", "pagué"). */
  past: string;
  /**
   * What makes a payment one-off whatever repeats after it: a purchase told in the past, or paid in
   * installments ("comprei um notebook em 12x, vou pagar todo mês", "bought a tv in 10 installments").
   */
  oneOff: string;
  /** The coming week and month ("next week", "semana que vem", "el próximo mes"): what falls due then. */
  next: { week: string; month: string };
}

/** Greetings, thanks and requests for help (intents/small-talk.ts): alternations over folded text. */
export interface SmallTalkWords {
  /** At the start of the message ("hi", "bom dia", "buenas"). */
  greetings: string;
  thanks: string;
  /** A whole message that acknowledges ("ok", "beleza", "listo"): answered like thanks. */
  acknowledgements: string;
  /**
   * Opening a message right after a recording, with only its amount again: the entry is right ("correct, 45 is right",
   * "certinho, 45 mesmo", "correcto, eran 15.990"). Answered like thanks.
   */
  confirmations: string;
  help: string;
}

/** The default categories, stored under their English names. */
export type DefaultCategoryName = (typeof DEFAULT_EXPENSE_CATEGORIES)[number] | (typeof DEFAULT_INCOME_CATEGORIES)[number];

/** Sample messages the replies suggest ("Reply with a short description, e.g. "lunch""). */
export interface ReplyExamples {
  description: string;
  withDate: string;
  full: string;
}

/**
 * What makes a number money, and whose (amounts/find-amounts.ts, currency-lexicon.ts). The engine
 * takes every language's words together, since people mix them. Symbols ($, €, "k") stay in code.
 */
export interface AmountWords {
  /** Words right after a number that multiply it ("5 mil", "2 grand", "30 lucas") -> the factor. */
  multipliers: WordValues;
  /** Names and slang of currencies, read right next to a number ("20 euros", "50 conto") -> an ISO code or a family. */
  currencies: Readonly<Record<string, CurrencyRef>>;
  /** Slang multipliers that name the local money too ("30 lucas", "un palo") -> their family; may be empty. */
  multiplierCurrencies: Readonly<Record<string, CurrencyRef>>;
  /** Money slang that is also an everyday noun ("3 palos de golf por 200", "2 mangos 10"); may be empty. */
  nounSlang: readonly string[];
  /** British notes by name ("a fiver", "two tenners") -> their value in pounds; may be empty. */
  notes: WordValues;
  /** Notes named only after "a", never before "of": "a score" (20), "a ton" (100) in Britain and Ireland. */
  articleNotes: WordValues;
  /** Notes counted, after their number ("3 fivers", "two tenners", "2 fifties") -> the value of one; may be empty. */
  countedNotes: WordValues;
  /** Between a number and a currency name ("2 milhões de reais", "a million of dollars"). */
  currencyOf: readonly string[];
  /** Words after a number that make it a measure, a count of times or a duration ("times", "parcelas", "noches", "kg"): never money. */
  units: readonly string[];
  /**
   * The units of `units` that measure the body, a distance, a weight or a time ("kg", "km", "horas", "pasos"): a message
   * whose only numbers are such measures ("lost 3 kg", "corrí 5 km") is no purchase, even with a verb of money in it.
   */
  measureUnits: readonly string[];
  /** Singular words that end in "s" and must not read as plural nouns ("bus", "mais", "lunes"). */
  singularS: readonly string[];
  /** Words before a number that make it a count ("top 5", "last 3", "últimos 30"). */
  countCues: readonly string[];
  /** Letters glued after a number that make it an ordinal ("1st", "2o", "3a"). */
  ordinalSuffixes: readonly string[];
  /** Words right after a number that make it a percentage or an hour ("percent", "por cento", "pm"); phrases of words allowed. */
  notMoneyAfter: readonly string[];
  /** Words before a year that make it a year, not money ("in 2024", "em 2023", "desde 2020"). */
  yearCues: readonly string[];
  /** "outubro de 2025", "el trimestre del 2025": between a month or a quarter and a year; may be empty. */
  yearOf: readonly string[];
  /** Words for a quarter of the year, after which a year may follow ("quarter", "trimestre"). */
  partsOfYear: readonly string[];
  /** Articles before an hour ("a las dos", "la once"): a number word after them is never money; may be empty. */
  hourArticles: readonly string[];
  /** Words before a number that make it a name rather than a price: "no 99", "on 99", "con el 99". */
  namePrepositions: readonly string[];
  /** "spent 60 total, 45 on gas and the rest on lunch": two-word phrases for what is left of a total said first. */
  restOfTotal: readonly string[];
  /**
   * Paying with a note and getting change ("gave him a 50, got 13 back in change", "paguei com uma nota de 100 e
   * voltou 38 de troco"): `change` the words of the change, `notes` the words of the note paid with.
   */
  change: { change: readonly string[]; notes: readonly string[] };
  /** Words after a small number word that make it a price ("five for a coffee", "three on parking"); may be empty. */
  pricedSmallWords: readonly string[];
  /**
   * Words before a place that make an amount the total spent there ("£90 down the pub, 60 on rounds and 30 on food"),
   * when the parts after it add up to it; may be empty ("no", "en" name the things bought as often).
   */
  placesOfTotal: readonly string[];
  /**
   * A price the user did not pay, said beside the one they did ("£499 in the deal, was 899", "1,150 for november, down from
   * 1,300", "£38.50 with the railcard (57 without)"): `before` the phrases up to three words before such a price in its
   * clause, `opening` the words that say it only when they open their clause (", was 899", not "the coffee was 3"), `after`
   * the words right after it.
   */
  referencePrices: { before: readonly string[]; opening: readonly string[]; after: readonly string[] };
}

/** The measures of quantities.ts, each with its unit and size. */
export type MeasureName = 'kilo' | 'gram' | 'pound' | 'litre' | 'millilitre' | 'gallon' | 'dozen';

/**
 * Quantities and unit prices (amounts/quantities.ts): "3 beers at 6 each", "2 entradas a 9 cada
 * una", "5 kg de carne a 40 o kg", "rodízio 89,90 por pessoa, fomos em 2". The engine takes every
 * language's words together. Symbols ("x", "×", "@", "/", "c/u") stay in code.
 */
export interface QuantityWords {
  /**
   * The user's share of a bill split with others, an alternation over folded text ("my half", "a
   * minha parte foi", "me tocó"): after the bill's clause, its amount is what the user spent.
   */
  myShare: string;
  /** Measure words after a quantity, by measure ("kg", "quilos", "libras", "litros", "dozen"). */
  measures: Readonly<Record<MeasureName, readonly string[]>>;
  /** The price is per one: "each", "apiece", "cada". */
  each: readonly string[];
  /** The price is for one way of a trip there and back: "bus 22 each way", "portagem 3,40 cada sentido", "peaje 12.800 por trayecto". */
  eachWay: readonly string[];
  /** A return trip: "there and back", "ida e volta", "ida y vuelta" (its "and" joins no items; a price each after it is paid twice). */
  roundTrip: readonly string[];
  /** "one" after "each" ("cada uno", "cada uma"). */
  one: readonly string[];
  /** Before a unit or a measure, a price per one of it ("per", "the", "por", "o", "el"). */
  per: readonly string[];
  /** After one of `per`, what the price is for one of ("unit", "person", "unidade", "una"). */
  perOne: readonly string[];
  /** Of `perOne`, the words for people: the count may then be a party ("for 3", "para 4"). */
  people: readonly string[];
  /** "at 6", "a 9": before a price per item when a count came before ("@" is read in every language). */
  at: readonly string[];
  /** Before a count and "x": instalments, not things ("em 12x 50", "en 3x", "in 4x"). */
  instalmentCues: readonly string[];
  /** The start of a range before a count and `at` ("de 22 a 6", "das 8 a 17", "desde 10 a 12"); may be empty. */
  rangeFrom: readonly string[];
  /** "for 2", "para dois", "pra 4": before a count of people or things. */
  for: readonly string[];
  /**
   * A price after counted things and this word is each one's ("2 ingressos de 28", "3 diarias de
   * 180"); may be empty (English says "at").
   */
  priceOf: readonly string[];
  /** Half, before a measure ("half a pound", "meio quilo", "medio kilo"); phrases of words allowed. */
  halfBefore: readonly string[];
  /** Times and periods ("cada mes", "each month", "2 days"): how often or how long, not how many. */
  timeWords: readonly string[];
  /**
   * Units of time a price may be a rate of, each with its singular, plural and short forms: "35 an hour and did 2 hrs", "2
   * quid a week, paid 8 weeks up front", "30 por hora, fiz 3 horas". The rate times the count said after it is the amount.
   */
  rateUnits: Readonly<Record<'hour' | 'week' | 'month', readonly string[]>>;
  /** Verbs of a time of day before "at"/"a": "leaves at 8", "sai às 7", "sale a las 9". */
  hourVerbs: readonly string[];
  /** Words after a number that make it an hour ("pm", "oclock", "horas"). */
  hourAfter: readonly string[];
  /** Verbs of being before the party after a price per person ("we were 4", "fomos em 2", "éramos tres"). */
  partyVerbs: readonly string[];
  /** After the party's count: people ("3 people", "4 pessoas", "3 of us"); phrases of words allowed. */
  peopleAfter: readonly string[];
  /** Two people: "both", "ambos". */
  both: readonly string[];
  /** The user, in "for me and my wife", "pra mim e o joão", "para mí y mi hermana". */
  me: readonly string[];
  /** Possessives and articles before the other person there ("my", "o", "mi"). */
  mineOrArticle: readonly string[];
  /** Words that end one item of a list ("and", "plus", "e", "y"). */
  listJoiners: readonly string[];
  /** Words that correct a number rather than count ("4 not 40", "5 no 50", "sino"). */
  negations: readonly string[];
  /** Verbs right before money: "spent 20 on groceries, 15 on gas" has no count. */
  spent: readonly string[];
}

/** Words left out of a transaction's description or that shape it (transactions/describe.ts, build-transactions.ts). */
export interface DescriptionWords {
  /** Verbs that open a story but say nothing about the purchase ("went", "passei", "fui", "agarré"). */
  leadVerbs: readonly string[];
  /** Particles of a household subject's verb ("picked up", "paid for"), left out with it; may be empty. */
  particles: readonly string[];
  /** Prepositions that belong to an amount ("for $12", "de 15000", "por 20"): removed with it. */
  amountPrepositions: readonly string[];
  /** Where a trip went ("to", "para", "hacia"): "Lyft to the airport" is "Lyft" as another leg's thing. */
  destinations: readonly string[];
  /**
   * Words of a clause that only say it is the other leg of a trip or one more of the same ("back",
   * "outra", "otro"): such a clause takes the category of the one before.
   */
  sameAgain: readonly string[];
  /**
   * Phrases that say how or how often, not what, kept out of descriptions ("every month", "no
   * cartão", "en 12 cuotas", "with tip"): a regular-expression alternation over folded text.
   */
  noise: string;
  /** Periods after a slash ("/month", "/ mês"), in the same alternation form. */
  perSlash: string;
  /**
   * Reactions typed after the thing ("ugh", "smh", "mds", "aff", "jaja", "chale"): the description
   * ends before them ("fuel at loves 412.67 ugh" is "Fuel at Love's").
   */
  reactions: readonly string[];
}

export interface LanguagePack {
  code: Lang;
  /** Words typical of the language: each one in a message counts for it (detect-language.ts). */
  markers: readonly string[];
  numbers: NumberWords;
  amounts: AmountWords;
  quantities: QuantityWords;
  dates: DateWords;
  query: QueryWords;
  commands: CommandWords;
  clauses: ClauseWords;
  descriptions: DescriptionWords;
  typeCues: TypeCues;
  smallTalk: SmallTalkWords;
  nothing: NothingWords;
  recurring: RecurringWords;
  categoryWords: CategoryWords;
  /** Words that say what kind of spending it was, not which one ("dinner", "almoço"): never a learned rule's key. */
  genericWords: readonly string[];
  /** Articles, prepositions, pronouns and fillers: left out of descriptions and rule keys. */
  stopwords: readonly string[];
  /** Verbs and nouns that carry the type or the command, not what the money was for ("spent", "anota"). */
  actionWords: readonly string[];
  /**
   * People of the household whose spending the user records ("my wife", "minha mãe", "mi hijo"), with
   * the possessives before them: as the subject of a purchase they are left out of its description
   * ("wife grabbed diapers at target" -> "Diapers at Target"). `partners`: those of them who share the user's purse, whose
   * paying is the household's ("my wife paid the electricity 80"); a parent paying ("a minha mãe pagou 80 no cabeleireiro")
   * pays with their own money.
   */
  household: { people: readonly string[]; partners: readonly string[]; possessives: readonly string[] };
  /**
   * Who else a sentence may be about (transactions/detect-type.ts, opensOnSomeoneElse): "he"/"ela"/"ellos" (`pronouns`),
   * a possessive (`my`) before kin beyond the household ("my sister", `kin`) or someone known who is no kin nor friend
   * ("my boss", `outsiders`); and the user's own words ("me", "eu", "yo", `user`), which make the sentence the user's.
   * `acts`: what such a person did with money, right after them without "my" ("flatmate sorted the wifi (30)", "sister got
   * the cake", "boss just rocked up in an 80k tesla").
   */
  others: { pronouns: readonly string[]; my: readonly string[]; kin: readonly string[]; outsiders: readonly string[]; user: readonly string[]; acts: readonly string[] };
  /** Everything a reply says (replies/phrases.ts). */
  replies: Phrases;
  /** The first sentence of a clarification, found again in the history to complete it. */
  clarifyMarker: string;
  /**
   * Words of a reply that recorded something ("recorded", "registrado"), folded: found again in the
   * history, they say the user's next message may be about that entry (intents/last-reply.ts).
   */
  recordedWords: readonly string[];
  examples: ReplyExamples;
  /** The description of a transaction that names nothing ("Expense", "Receita"). */
  genericDescriptions: ByType<string>;
  /** How the default categories are called ("Dining" -> "Restaurantes"). */
  categoryNames: Readonly<Record<DefaultCategoryName, string>>;
}
