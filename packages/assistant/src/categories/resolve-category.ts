/**
 * Chooses the category of a transaction: a learned rule first (the user corrected this before),
 * then a category of the user's own named in the text ("Fitness", "Pets"), then the lexicon (a
 * user-made category for the same idea beats the default), then Other / the best income category.
 */
import { CATEGORY_SYNONYMS } from '@tally/shared/categories';
import type { EngineCategory, Lang, LearnedRule, TxType } from '../types';
import { foldKey } from '../text/fold';
import { findLearnedRule } from '../learn-pattern';
import { KIN, MY, TRANSFERS } from '../transactions/detect-type';
import { currencyFromWord } from '../amounts/currency-lexicon';
import { STOPWORDS } from '../text/stopwords';
import { matchLexicon, SERVICE_KINDS, type LexiconMatch } from './lexicon';
import type { LexiconEntry } from './lexicon-types';
import { EXPENSE_KINDS, type ExpenseKind } from './expense-lexicon';
import COUNTRY_WORDS from '../lexicons/country-words.json' with { type: 'json' };
import { ALL_PACKS, mapPacks } from '../language/packs/packs';

/**
 * Words a country reads its own way, over the language's reading (lexicons/country-words.json): in
 * the UK and Ireland "gas" is the gas bill (fuel is "petrol"), in the US it is fuel; in Chile "la
 * feria" is the street market and "la once" the evening meal, whatever the lexicon says elsewhere.
 */
const COUNTRY_PHRASES = COUNTRY_WORDS as Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
const MAX_COUNTRY_PHRASE_WORDS = 3;

interface CountryMatch {
  entry: LexiconEntry;
  position: number;
  length: number;
}

/** The first of the country's own phrases among the words (the longest at its position). */
function findCountryPhrase(words: readonly string[], country: string | undefined): CountryMatch | undefined {
  const kinds = country ? COUNTRY_PHRASES[country] : undefined;
  if (!kinds) return undefined;
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(MAX_COUNTRY_PHRASE_WORDS, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      for (const [kind, phrases] of Object.entries(kinds)) {
        if (!Object.hasOwn(EXPENSE_KINDS, kind) || !phrases.includes(phrase)) continue;
        const found = EXPENSE_KINDS[kind as ExpenseKind];
        return { entry: { type: 'expense', category: found.category, custom: found.custom, weight: 2, definesType: true }, position: i, length: n };
      }
    }
  }
  return undefined;
}

/**
 * The country's reading when it names the thing the lexicon matched (the same words, or words
 * around them: "la feria" over "feria"; not "gas" inside "gas station"), or when the lexicon found nothing.
 */
function countryEntry(match: LexiconMatch | undefined, words: readonly string[], country: string | undefined): LexiconEntry | undefined {
  const found = findCountryPhrase(words, country);
  if (!found) return undefined;
  if (!match) return found.entry;
  const covers = found.position <= match.position && found.position + found.length >= match.position + match.length;
  return covers ? found.entry : undefined;
}

export type CategorySource = 'rule' | 'name' | 'lexicon' | 'fallback';

export interface CategoryChoice {
  category: EngineCategory | undefined;
  type: TxType;
  source: CategorySource;
  /**
   * Another reading as likely as this one: a word of both types ("aluguel" paid or received) or two
   * words of equal weight naming different categories.
   */
  alternative?: { field: 'type' | 'category'; type: TxType; category: EngineCategory };
}

function singular(word: string): string {
  if (word.endsWith('es') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s') && word.length > 3) return word.slice(0, -1);
  return word;
}

interface NameKey {
  key: string;
  singularKey: string;
}

function nameKey(name: string): NameKey {
  const key = foldKey(name);
  return { key, singularKey: key.split(' ').map(singular).join(' ') };
}

interface IndexedCategory extends NameKey {
  category: EngineCategory;
}

/**
 * Folded names of a category list, computed once per list. The cache holds no state of its own:
 * it is keyed by the caller's array and forgets it with the array.
 */
const indexes = new WeakMap<readonly EngineCategory[], IndexedCategory[]>();

function indexOf(categories: readonly EngineCategory[]): IndexedCategory[] {
  let index = indexes.get(categories);
  if (!index) {
    index = categories.map((category) => ({ category, ...nameKey(category.name) }));
    indexes.set(categories, index);
  }
  return index;
}

const sameKey = (a: NameKey, b: NameKey) => a.key === b.key || a.singularKey === b.singularKey;

/** Default name -> the spec's other spellings a user's category might carry ("Dining" -> "food"). */
const SYNONYMS_OF = new Map<string, NameKey[]>();
for (const [synonym, name] of Object.entries(CATEGORY_SYNONYMS)) {
  SYNONYMS_OF.set(name, [...(SYNONYMS_OF.get(name) ?? []), nameKey(synonym)]);
}

/**
 * Keys of the names looked up here, folded once. Callers pass only the engine's own names (the
 * lexicon's default categories, "Other" and its equals), so the cache stays as small as that list.
 */
const LOOKUP_KEYS = new Map<string, NameKey[]>();

/** The user's category with this name (or one of its synonyms) and type. */
export function findCategoryByName(
  categories: readonly EngineCategory[],
  name: string,
  type?: TxType,
): EngineCategory | undefined {
  let keys = LOOKUP_KEYS.get(name);
  if (!keys) {
    keys = [nameKey(name), ...(SYNONYMS_OF.get(name) ?? [])];
    LOOKUP_KEYS.set(name, keys);
  }
  const wanted = keys;
  return indexOf(categories).find((c) => (type === undefined || c.category.type === type) && wanted.some((k) => sameKey(c, k)))?.category;
}

/** A user-made category whose name appears in the words ("fitness class 20" with a "Fitness" category). */
export function findNamedCategory(
  categories: readonly EngineCategory[],
  words: readonly string[],
  type?: TxType,
): EngineCategory | undefined {
  const text = ` ${words.map(singular).join(' ')} `;
  let best: IndexedCategory | undefined;
  for (const indexed of indexOf(categories)) {
    const { category, singularKey } = indexed;
    if (category.isDefault || (type !== undefined && category.type !== type)) continue;
    if (singularKey.length < 2 || !text.includes(` ${singularKey} `)) continue;
    if (!best || singularKey.length > best.singularKey.length) best = indexed;
  }
  return best?.category;
}

/** Lexicon "custom" names, folded once. */
const customKeys = new WeakMap<readonly string[], NameKey[]>();

function fromEntry(categories: readonly EngineCategory[], entry: LexiconEntry): EngineCategory | undefined {
  let keys = customKeys.get(entry.custom);
  if (!keys) {
    keys = entry.custom.map(nameKey);
    customKeys.set(entry.custom, keys);
  }
  const wanted = keys;
  const custom = indexOf(categories).find(
    (c) => !c.category.isDefault && c.category.type === entry.type && wanted.some((k) => sameKey(c, k)),
  );
  return custom?.category ?? findCategoryByName(categories, entry.category, entry.type);
}

const OTHER_NAMES = ['Other', 'others', 'outros', 'otros', 'misc', 'miscellaneous', 'extra', 'extras', 'diversos', 'varios'];

/** Where a transaction goes when nothing names its category. */
/** A share of something (LanguagePack.categoryWords.shareWords). */
const SHARES: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.categoryWords.shareWords));
/** Verbs of giving (LanguagePack.categoryWords.givingVerbs). */
const GIVING: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.categoryWords.givingVerbs));
/** Verbs of buying a thing (LanguagePack.categoryWords.boughtVerbs). */
const BOUGHT: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.categoryWords.boughtVerbs));

export function fallbackCategory(categories: readonly EngineCategory[], type: TxType): EngineCategory | undefined {
  for (const name of OTHER_NAMES) {
    const found = findCategoryByName(categories, name, type);
    if (found) return found;
  }
  if (type === 'income') {
    // Most money people receive without saying why is pay.
    const salary = findCategoryByName(categories, 'Salary', 'income');
    if (salary) return salary;
  }
  return categories.find((c) => c.type === type);
}

export interface CategoryInput {
  /** Folded words of the clause without amounts and dates. */
  words: readonly string[];
  /** The clause's text, for learned rules. */
  text: string;
  lang: Lang;
  /** The user's phone country (EngineContext.country): some words read differently in some countries. */
  country?: string | undefined;
  /** The type when the words said it; undefined lets the category decide. */
  statedType: TxType | undefined;
  /**
   * The type when it was said outright (a verb, a giver): only this beats a learned rule of the other
   * type. Defaults to `statedType`.
   */
  explicitType?: TxType | undefined;
  /**
   * What kind of income the words said it was, whatever thing they name: money that came back (a
   * refund, an estorno: Refunds), the user's own thing sold (Business) or an investment sold
   * (Investment). A rule or a name still wins.
   */
  incomeKind?: IncomeKind | undefined;
  /**
   * The user lent the money ("lent tom 100 for his car repair") or gave a customer's back ("had to refund a customer £38 for a
   * mug"): no thing bought, whatever the words name.
   */
  buysNothing?: boolean | undefined;
  categories: readonly EngineCategory[];
  learnedRules: readonly LearnedRule[];
}

/**
 * Selling shares or crypto ("sold some eth") is an investment's return, not a sale of one's things;
 * rent paid by whoever rents the user's place is rent, whatever the place ("my garage").
 */
export type IncomeKind = 'refund' | 'sale' | 'investment' | 'rental' | 'work';

/** The lexicon word whose group names each kind's category ("Refunds", "Business") and its custom names. */
const KIND_WORDS: Readonly<Record<IncomeKind, string>> = { refund: 'refund', sale: 'sales', investment: 'investments', rental: 'rental', work: 'freelance' };

/** Per language, the forms of doing that say what the user did for money (language/pack.ts CategoryWords.doing). */
const DOING = mapPacks((pack) => {
  const doing = pack.categoryWords.doing;
  return {
    endings: doing.endings,
    selling: new Set(doing.selling),
    not: new Set(doing.not),
    employment: new Set(doing.employment),
    mine: new Set(pack.typeCues.grammar.mine),
    inExchange: { ...doing.inExchange, before: new Set(doing.inExchange.before), pronouns: new Set(doing.inExchange.pronouns), not: new Set(doing.inExchange.not) },
    forPrice: new Set(pack.typeCues.grammar.forPrice),
  };
});
/** A pronoun joined to the end of an infinitive: "arreglarle", "lavarlo", "consertá-lo" (folded "conserta-lo"). */
const CLITIC_END = /(?<=[aei]r)(?:le|les|lo|los|la|las|me|te|nos|selo|sela)$|-(?:lo|la|los|las|lhe|lhes|me|te|nos)$/u;
/** Someone's share, "pelo dele", "for his", "por lo suyo", or nothing at all ("for nothing lol"): no thing made. */
const THEIRS = new Set('dele dela deles delas his hers theirs suyo suya suyos suyas mine nothing anything everything nada tudo todo'.split(' '));
/** Spans of time money is paid for ("for the month", "por la quincena"): pay, not a thing made. */
const PERIODS = new Set('month months week weeks year day days weekend night nights fortnight mes meses semana semanas ano anos dia dias noche noches noite noites finde fds'.split(' '));

/**
 * Income that no word names the kind of, read from what the user did for it: a form of doing ("got
 * paid 120 for dogsitting", "ganhei 180 fazendo bolo", "gané 500 cuidando niños") is work, or a sale
 * when the doing is selling ("vendendo trufas"); a service paid for ("un pololo de gasfitería", "dei
 * explicações", "escova 80") is work the user did.
 */
function doneForMoney(words: readonly string[], lang: Lang, servicesToo = true): IncomeKind | undefined {
  const doing = DOING[lang];
  // (Without services, only what was done for someone, said after "for": "for passing my exams" is the
  // user's own feat, "at thanksgiving" no doing.)
  // ("the manager handed me 40 for covering the shift": work for the employer is pay.)
  if (words.some((word) => doing.employment.has(word))) return undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (doing.selling.has(word)) return 'sale';
    // "me pagaron por pintar la cerca", "pagou-me por lhe lavrar o terreno": paid in exchange for doing.
    if (doing.inExchange.before.has(word)) {
      // ("por arreglarle la red", "por lavarlo": a pronoun joined to the verb.)
      const said = doing.inExchange.pronouns.has(words[i + 1] ?? '') ? words[i + 2] : words[i + 1];
      const verb = said?.replace(CLITIC_END, '');
      if (verb && verb.length >= 5 && !doing.inExchange.not.has(verb) && doing.inExchange.endings.some((ending) => verb.endsWith(ending))) return 'work';
    }
    if (doing.not.has(word)) continue;
    if (doing.endings.some((ending) => word.endsWith(ending) && word.length >= ending.length + 3)) {
      if (!servicesToo && (!doing.forPrice.has(words[i - 1] ?? '') || doing.mine.has(words[i + 1] ?? ''))) continue;
      return 'work';
    }
  }
  if (!servicesToo) return undefined;
  if (isPaidForAThingMade(words, lang)) return 'work';
  const spent = matchLexicon(words, lang, 'expense');
  return spent?.entries.some((e) => e.custom.some((name) => SERVICE_KINDS.has(name))) ? 'work' : undefined;
}

/**
 * "pix de 1.200 do seu joão pela reforma do muro", "me pagaron 1.2 millones por el mural": paid for a thing no lexicon
 * knows, the user made or did it; a thing bought for others ("for the tickets") is a share paid back, and a time ("1,100
 * for the month", "not bad for november"), the way it came ("por mbway"), a person or a share is no thing made.
 */
function isPaidForAThingMade(words: readonly string[], lang: Lang): boolean {
  const forAt = words.findIndex((word) => DOING[lang].forPrice.has(word));
  const thing = forAt < 0 ? undefined : words.slice(forAt + 1, forAt + 3).find((word) => !STOPWORDS.has(word));
  if (thing === undefined || thing.length < 4 || MY.has(words[forAt + 1] ?? '')) return false;
  const isTime = PERIODS.has(thing) || ALL_PACKS.some((pack) => Object.hasOwn(pack.dates.months, thing));
  return !isTime && !KIN.has(thing) && !TRANSFERS.has(thing) && !THEIRS.has(thing) && matchLexicon([thing], lang) === undefined;
}

/** The user's category for a kind of income: their own ("Reembolsos", "Vendas"), else the default. */
function kindCategory(categories: readonly EngineCategory[], kind: IncomeKind): EngineCategory | undefined {
  const entry = matchLexicon([KIND_WORDS[kind]], 'en', 'income')?.entries[0];
  return entry ? fromEntry(categories, entry) : undefined;
}

/**
 * A second lexicon reading as strong as the first ("lunch at the supermarket": Dining or Groceries),
 * found by looking again without the words of the first match.
 */
function rivalCategory(input: CategoryInput, match: LexiconMatch, chosen: EngineCategory, type: TxType): EngineCategory | undefined {
  if (input.words.length <= match.length) return undefined;
  const rest = input.words.map((w, i) => (i >= match.position && i < match.position + match.length ? '' : w));
  const rival = matchLexicon(rest, input.lang, type);
  if (!rival || rival.weight !== match.weight) return undefined;
  const entry = rival.entries.find((e) => e.type === type && (input.statedType !== undefined || e.definesType));
  const category = entry ? fromEntry(input.categories, entry) : undefined;
  return category && category.id !== chosen.id ? category : undefined;
}

/** The entry of greatest weight (the first of them): a strong "manga" beats a weak one of another kind. */
function strongest(entries: readonly LexiconEntry[] | undefined): LexiconEntry | undefined {
  let best: LexiconEntry | undefined;
  for (const entry of entries ?? []) if (!best || entry.weight > best.weight) best = entry;
  return best;
}

export function resolveCategory(input: CategoryInput): CategoryChoice {
  const { words, lang, statedType, categories } = input;
  const explicitType = 'explicitType' in input ? input.explicitType : statedType;
  const rule = findLearnedRule(input.learnedRules, input.text);
  if (rule) {
    // What the user taught gives the category and its type, unless the message says the other type outright.
    const category = categories.find((c) => c.id === rule.categoryId);
    if (category && (explicitType === undefined || category.type === explicitType)) {
      return { category, type: category.type, source: 'rule' };
    }
  }
  const named = findNamedCategory(categories, words, statedType);
  if (named) return { category: named, type: named.type, source: 'name' };
  // "mi abuela me mandó 500 por pasar el examen", "nan gave me a tenner for helping in her garden": family giving is a
  // gift (family as the giver, then the verb; money owed or a share given back stays a refund).
  const kinGave = words.some((w, k) => KIN.has(w) && (k === 0 || MY.has(words[k - 1] ?? '')) && (GIVING.has(words[k + 1] ?? '') || (words[k + 1] === 'me' && GIVING.has(words[k + 2] ?? ''))));
  const isShare = words.some((w) => SHARES.has(w));
  const gift = statedType === 'income' && kinGave && !isShare && (input.incomeKind === undefined || input.incomeKind === 'work') ? findCategoryByName(categories, 'Gift', 'income') : undefined;
  if (gift) return { category: gift, type: 'income', source: 'lexicon' };
  if (input.incomeKind && statedType !== 'expense') {
    const category = kindCategory(categories, input.incomeKind);
    if (category) return { category, type: 'income', source: 'lexicon' };
  }
  if (input.buysNothing && statedType !== 'income') {
    const category = fallbackCategory(categories, 'expense');
    if (category) return { category, type: 'expense', source: 'lexicon' };
  }

  let match = matchLexicon(words, lang, statedType);
  // A word with both meanings ("aluguel": rent paid or rent received) is an expense unless told;
  // words that only hint at income ("trabalho", "mãe") need a verb to make it income.
  const usable = (m: LexiconMatch | undefined) =>
    strongest(m?.entries.filter((e) => e.type === 'expense')) ?? strongest(m?.entries.filter((e) => statedType !== undefined || e.definesType));
  const local = statedType !== 'income' ? countryEntry(match, words, input.country) : undefined;
  if (local && !match) {
    const category = fromEntry(categories, local);
    if (category) return { category, type: local.type, source: 'lexicon' };
  }
  let entry = local ?? usable(match);
  const isHintOnly = match !== undefined && entry === undefined;
  // Only a hint of income came first ("house notes rent", "juros do depósito a prazo"): the other
  // words may still say what it was, else the spending words do.
  for (let rest = words, tries = 0; match && !entry && tries < 3; tries++) {
    const hint = match;
    rest = rest.map((w, i) => (i >= hint.position && i < hint.position + hint.length ? '' : w));
    match = matchLexicon(rest, lang, statedType);
    entry = usable(match);
  }
  if (isHintOnly && !entry) {
    match = matchLexicon(words, lang, 'expense');
    entry = usable(match);
  }
  // "my brother paid me 60 for fixing his bike": work done for family is pay, not a gift (a word of
  // family only hints at the kind; "for graduation" names no work).
  if (statedType === 'income' && entry && !entry.definesType) {
    const done = doneForMoney(words, lang, false);
    const category = done ? kindCategory(categories, done) : undefined;
    if (category) return { category, type: 'income', source: 'lexicon' };
  }
  if (match && entry) {
    const category = fromEntry(categories, entry);
    if (category) {
      const choice: CategoryChoice = { category, type: entry.type, source: 'lexicon' };
      const other = statedType === undefined ? match.entries.find((e) => e.type !== entry.type && e.definesType) : undefined;
      const otherCategory = other ? fromEntry(categories, other) : undefined;
      if (other && otherCategory) {
        choice.alternative = { field: 'type', type: other.type, category: otherCategory };
      } else {
        const rival = rivalCategory(input, match, category, entry.type);
        if (rival) choice.alternative = { field: 'category', type: entry.type, category: rival };
      }
      return choice;
    }
  }
  if (statedType === 'income') {
    const done = doneForMoney(words, lang);
    const category = done ? kindCategory(categories, done) : undefined;
    if (category) return { category, type: 'income', source: 'lexicon' };
  }
  const type = statedType ?? 'expense';
  // ("faca de chef nova 89,90", "bought a new flash for 120": a thing bought that the lexicon does not know is shopping.)
  // ("comprei 500 dolares por 2.900 reais": money bought, or nothing named, is no thing.)
  const namesThing = words.some((w) => !BOUGHT.has(w) && !STOPWORDS.has(w) && !currencyFromWord(w, w));
  const bought = type === 'expense' && namesThing && words.some((w) => BOUGHT.has(w)) ? findCategoryByName(categories, 'Shopping', 'expense') : undefined;
  const choice: CategoryChoice = { category: bought ?? fallbackCategory(categories, type), type, source: 'fallback' };
  if (statedType === undefined) {
    // Nothing said which way the money went, yet the words lean to income: a giver ("grandma 100")
    // or a transfer between people ("pix 200 joão"). Spending stays the reading, with income one tap away.
    const hint = matchLexicon(words, lang, 'income');
    const hinted = hint?.entries.map((e) => fromEntry(categories, e)).find((c) => c !== undefined);
    const leansIn = hinted ?? (words.some((w) => TRANSFERS.has(w)) ? fallbackCategory(categories, 'income') : undefined);
    if (leansIn) choice.alternative = { field: 'type', type: 'income', category: leansIn };
  }
  return choice;
}

/** A category a question or command mentions (no fallback): the user's own name, else the lexicon. */
export function findMentionedCategory(
  words: readonly string[],
  lang: Lang,
  categories: readonly EngineCategory[],
  type?: TxType,
): EngineCategory | undefined {
  const named = findNamedCategory(categories, words, type);
  if (named) return named;
  const match = matchLexicon(words, lang, type);
  if (!match) return undefined;
  for (const entry of match.entries) {
    const category = fromEntry(categories, entry);
    if (category) return category;
  }
  return undefined;
}
