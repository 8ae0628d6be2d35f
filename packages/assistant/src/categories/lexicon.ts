/**
 * Looks words up in the category lexicons: the word lists in code (expense-lexicon.ts,
 * income-lexicon.ts) and the merchants, products and services of each country in data files
 * (../lexicons/*.json). The best match is the strongest, then the longest phrase, then the
 * earliest: "seguro do carro" beats "seguro", "restaurante" beats "conta".
 *
 * Words arrive folded and spelling-corrected (see vocabulary.ts), so "autobús", "Autobus" and
 * "autobsu" find the same entry.
 */
import type { Lang, TxType } from '../types';
import { tokenize } from '../text/tokenize';
import { singularForms } from '../text/plural';
import { COUNTRY_LEXICONS } from '../lexicons/country-lexicons';
import { EXPENSE_FAMILIES } from './expense-families';
import { EXPENSE_KINDS, EXPENSE_LEXICON, GENERAL_STORES, type ExpenseKind } from './expense-lexicon';
import { INCOME_LEXICON } from './income-lexicon';
import { ALL_PACKS } from '../language/packs/packs';
import type { LexiconEntry, LexiconGroup, LexiconKind } from './lexicon-types';

const STRONG = 2;
/** A store that sells many kinds of things (GENERAL_STORES): beaten by the thing bought, beats a generic word. */
const STORE = 1.5;
export const WEAK = 1;

/**
 * A phrase as the engine sees it in a message: its word and number tokens, folded, joined by one
 * space ("Trader Joe's" -> "trader joe's", "C&A" -> "c a", "Disney+" -> "disney", "99Pop" -> "99 pop").
 */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .filter((t) => t.kind === 'word' || t.kind === 'num')
    .map((t) => t.norm)
    .join(' ');
}

/** A key as written and without its apostrophes and hyphens (a hyphen read as a space or as nothing). */
function spellings(key: string): string[] {
  const bare = key.replace(/'/g, '');
  const variants = new Set([key, bare]);
  if (bare.includes('-')) {
    variants.add(bare.replace(/-/g, ' '));
    variants.add(bare.replace(/-/g, ''));
  }
  return [...variants];
}

function buildIndex(): ReadonlyMap<string, readonly LexiconEntry[]> {
  const index = new Map<string, LexiconEntry[]>();
  const stores = new Set(GENERAL_STORES.split(',').flatMap((name) => spellings(phraseKey(name))));
  const put = (key: string, given: LexiconEntry) => {
    if (!key) return;
    const entry = given.weight === STRONG && stores.has(key) ? { ...given, weight: STORE } : given;
    // People drop apostrophes ("sainsburys", "mcdonalds") and write hyphens as spaces or not at all
    // ("chick fil a", "tmobile", "self service"): the same names.
    for (const variant of spellings(key)) {
      const entries = index.get(variant) ?? [];
      entries.push(entry);
      index.set(variant, entries);
    }
  };
  const add = (groups: readonly LexiconGroup[], type: TxType) => {
    for (const group of groups) {
      const base = {
        type,
        category: group.category,
        custom: group.custom,
        definesType: group.definesType !== false,
        ...(group.lang ? { lang: group.lang } : {}),
      };
      for (const [list, weight] of [
        [group.strong, STRONG],
        [group.weak ?? '', WEAK],
      ] as const) {
        for (const phrase of list.split(',')) put(phraseKey(phrase), { ...base, weight });
      }
    }
  };
  add(EXPENSE_LEXICON, 'expense');
  add(EXPENSE_FAMILIES, 'expense');
  add(INCOME_LEXICON, 'income');
  // Country data: every entry names the thing itself (a merchant, a product), so it is strong
  // unless its kind says otherwise, in any language (people name "Oxxo" or "Tesco" whatever
  // language they write in).
  for (const { entries } of COUNTRY_LEXICONS) {
    for (const [kind, phrases] of Object.entries(entries)) {
      if (!Object.hasOwn(EXPENSE_KINDS, kind)) continue;
      const found: LexiconKind = EXPENSE_KINDS[kind as ExpenseKind];
      const entry: LexiconEntry = {
        type: 'expense',
        category: found.category,
        custom: found.custom,
        definesType: true,
        weight: found.isWeak ? WEAK : STRONG,
        isName: true,
      };
      for (const phrase of phrases) put(phraseKey(phrase), entry);
    }
  }
  return index;
}

const INDEX = buildIndex();

/**
 * For each word that starts a phrase of the index, the most words such a phrase has: a message is
 * looked up from the longest phrase its word may start ("cuota de mantenimiento del edificio") down
 * to the word alone, and no further than that.
 */
const PHRASE_SPAN: ReadonlyMap<string, number> = (() => {
  const span = new Map<string, number>();
  for (const key of INDEX.keys()) {
    const words = key.split(' ');
    const first = words[0] as string;
    if (words.length > (span.get(first) ?? 1)) span.set(first, words.length);
  }
  return span;
})();

/** Per language, the places its compounds name before the thing bought (language/pack.ts placesBeforeThings). */
const PLACES_BEFORE_THINGS: ReadonlyMap<Lang, ReadonlySet<string>> = new Map(
  ALL_PACKS.map((pack) => [
    pack.code,
    new Set(pack.categoryWords.placesBeforeThings.split(',').map((place) => phraseKey(place)).filter(Boolean)),
  ]),
);

/** Kinds of spending that are work when the user is the one paid for them ("me pagaron por un trabajo de gasfitería", "pela faxina"). */
export const SERVICE_KINDS: ReadonlySet<string> = new Set(['services', 'beauty', 'education']);

/** Shorter proper names sit one letter from too many real words ("selfit" / "selfie"). */
const MIN_CORRECTED_NAME = 7;

/**
 * Every word of the lexicons with what it means, for the spelling corrector: a one-word entry
 * means its categories (so "restaurant" and "restaurante" are the same choice), a word inside a
 * longer phrase means nothing by itself. Short words that only the data files' names use are
 * known exactly but never a correction (the third element), and so are the words that only live
 * inside phrases: correcting "tinha" to the "tinta" of "tinta de parede" gains nothing and loses a
 * word (each phrase word that is also an entry of its own is a correction through that entry).
 */
export function* lexiconWords(): Generator<readonly [string, string, boolean]> {
  const codeWords = new Set<string>();
  for (const [key, entries] of INDEX) if (entries.some((e) => !e.isName)) for (const word of key.split(' ')) codeWords.add(word);
  const exactOnly = (word: string) => word.length < MIN_CORRECTED_NAME && !codeWords.has(word);
  for (const [key, entries] of INDEX) {
    if (!key.includes(' ')) {
      const meaning = [...new Set(entries.map((e) => `${e.type}/${e.category}/${e.custom[0] ?? ''}/${e.weight}/${e.lang ?? ''}`))].sort().join(',');
      yield [key, `lexicon:${meaning}`, exactOnly(key)];
      continue;
    }
    for (const word of key.split(' ')) yield [word, '', true];
  }
}

export interface LexiconMatch {
  entries: readonly LexiconEntry[];
  weight: number;
  /** Word position and length of the phrase. */
  position: number;
  length: number;
}

function usable(entries: readonly LexiconEntry[], lang: Lang, type: TxType | undefined): LexiconEntry[] {
  return entries.filter((e) => (e.lang === undefined || e.lang === lang) && (type === undefined || e.type === type));
}

/** Entries for a phrase whose last word is a plural of the entry's ("hot dogs", "viagens", "air fresheners"). */
function lookupSingular(key: string): readonly LexiconEntry[] | undefined {
  const cut = key.lastIndexOf(' ') + 1;
  for (const form of singularForms(key.slice(cut))) {
    const found = INDEX.get(key.slice(0, cut) + form);
    if (found) return found;
  }
  return undefined;
}

/** Entries for one word or phrase, tolerating a plural last word. */
function lookup(key: string): readonly LexiconEntry[] | undefined {
  // A message's "hot-dog" or "wi-fi" is the entry "hot dog" or "wifi".
  const direct = INDEX.get(key) ?? (key.includes('-') ? (INDEX.get(key.replace(/-/g, ' ')) ?? INDEX.get(key.replace(/-/g, ''))) : undefined);
  return direct ?? lookupSingular(key);
}

/** Every lexicon match among folded words, left to right; the words of a phrase belong to it. */
function* lexiconMatches(words: readonly string[], lang: Lang, type?: TxType): Generator<LexiconMatch> {
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(PHRASE_SPAN.get(words[i] as string) ?? 1, words.length - i); n >= 1; n--) {
      const key = words.slice(i, i + n).join(' ');
      if (!key) continue;
      // An English possessive names what its noun does ("tenant's rent", "the dog's food"); a name
      // that holds one ("sainsbury's") is found as written first.
      const found = lookup(key) ?? (n === 1 && key.endsWith("'s") ? lookup(key.slice(0, -2)) : undefined);
      if (!found) continue;
      let entries = usable(found, lang, type);
      // A plural known only in another language ("camisetas" in Spanish) may still be the plural of
      // an entry of this one ("camiseta" in Portuguese).
      if (entries.length === 0 && INDEX.has(key)) entries = usable(lookupSingular(key) ?? [], lang, type);
      if (entries.length === 0) continue;
      yield { entries, weight: Math.max(...entries.map((e) => e.weight)), position: i, length: n };
      // The words of a phrase belong to it: "club" in "sam's club", "inglés" in "el corte inglés".
      i += n - 1;
      break;
    }
  }
}

/** The best lexicon match among folded words, for a transaction type (or any type when undefined). */
export function matchLexicon(words: readonly string[], lang: Lang, type?: TxType): LexiconMatch | undefined {
  let best: LexiconMatch | undefined;
  let isBestPlace = false;
  const places = PLACES_BEFORE_THINGS.get(lang);
  for (const match of lexiconMatches(words, lang, type)) {
    const { weight, position, length } = match;
    // A place right before the thing ("stadium parking") leaves the category to the thing, and a
    // place after it ("scratchers at the gas station") does not take it by being the longer name.
    const isPlace = places?.has(words.slice(position, position + length).join(' ')) === true;
    const isThingAtPlace = isBestPlace && best !== undefined && position === best.position + best.length && weight >= best.weight;
    const better = !best || weight > best.weight || (weight === best.weight && length > best.length && !isPlace) || isThingAtPlace;
    if (better) {
      best = match;
      isBestPlace = isPlace;
    }
  }
  return best;
}

/** The lexicon's names of several words among folded words ("chick fil a", "pague menos"), as word ranges. */
export function lexiconPhrases(words: readonly string[], lang: Lang): LexiconMatch[] {
  return [...lexiconMatches(words, lang)].filter((match) => match.length > 1);
}
