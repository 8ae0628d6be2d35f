/**
 * Chooses the category of a transaction: a learned rule first (the user corrected this before),
 * then a category of the user's own named in the text ("Fitness", "Pets"), then the lexicon (a
 * user-made category for the same idea beats the default), then Other / the best income category.
 */
import { CATEGORY_SYNONYMS } from '@tally/shared/categories';
import type { EngineCategory, Lang, LearnedRule, TxType } from '../types';
import { foldKey } from '../text/fold';
import { findLearnedRule } from '../learn-pattern';
import { matchLexicon } from './lexicon';
import type { LexiconEntry } from './lexicon-types';

export type CategorySource = 'rule' | 'name' | 'lexicon' | 'fallback';

export interface CategoryChoice {
  category: EngineCategory | undefined;
  type: TxType;
  source: CategorySource;
}

function singular(word: string): string {
  if (word.endsWith('es') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s') && word.length > 3) return word.slice(0, -1);
  return word;
}

function sameName(a: string, b: string): boolean {
  const x = foldKey(a);
  const y = foldKey(b);
  return x === y || singular(x) === singular(y);
}

/** Default name -> the spec's other spellings a user's category might carry ("Dining" -> "food"). */
const SYNONYMS_OF = new Map<string, string[]>();
for (const [synonym, name] of Object.entries(CATEGORY_SYNONYMS)) {
  SYNONYMS_OF.set(name, [...(SYNONYMS_OF.get(name) ?? []), synonym]);
}

/** The user's category with this name (or one of its synonyms) and type. */
export function findCategoryByName(
  categories: readonly EngineCategory[],
  name: string,
  type?: TxType,
): EngineCategory | undefined {
  const names = [name, ...(SYNONYMS_OF.get(name) ?? [])];
  return categories.find((c) => (type === undefined || c.type === type) && names.some((n) => sameName(c.name, n)));
}

/** A user-made category whose name appears in the words ("fitness class 20" with a "Fitness" category). */
export function findNamedCategory(
  categories: readonly EngineCategory[],
  words: readonly string[],
  type?: TxType,
): EngineCategory | undefined {
  const text = ` ${words.map(singular).join(' ')} `;
  let best: EngineCategory | undefined;
  for (const category of categories) {
    if (category.isDefault || (type !== undefined && category.type !== type)) continue;
    const key = foldKey(category.name).split(' ').map(singular).join(' ');
    if (key.length < 2 || !text.includes(` ${key} `)) continue;
    if (!best || key.length > foldKey(best.name).length) best = category;
  }
  return best;
}

function fromEntry(categories: readonly EngineCategory[], entry: LexiconEntry): EngineCategory | undefined {
  const custom = categories.find(
    (c) => !c.isDefault && c.type === entry.type && entry.custom.some((name) => sameName(c.name, name)),
  );
  return custom ?? findCategoryByName(categories, entry.category, entry.type);
}

const OTHER_NAMES = ['Other', 'others', 'outros', 'otros', 'misc', 'miscellaneous', 'extra', 'extras', 'diversos', 'varios'];

/** Where a transaction goes when nothing names its category. */
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
  /** The type when a verb said it; undefined lets the category decide. */
  statedType: TxType | undefined;
  categories: readonly EngineCategory[];
  learnedRules: readonly LearnedRule[];
}

export function resolveCategory(input: CategoryInput): CategoryChoice {
  const { words, lang, statedType, categories } = input;
  const rule = findLearnedRule(input.learnedRules, input.text);
  if (rule) {
    const category = categories.find((c) => c.id === rule.categoryId);
    if (category && (statedType === undefined || category.type === statedType)) {
      return { category, type: category.type, source: 'rule' };
    }
  }
  const named = findNamedCategory(categories, words, statedType);
  if (named) return { category: named, type: named.type, source: 'name' };

  const match = matchLexicon(words, lang, statedType);
  if (match) {
    // A word with both meanings ("aluguel": rent paid or rent received) is an expense unless told.
    const entry = match.entries.find((e) => e.type === 'expense') ?? (match.entries[0] as LexiconEntry);
    const category = fromEntry(categories, entry);
    if (category) return { category, type: entry.type, source: 'lexicon' };
  }
  const type = statedType ?? 'expense';
  return { category: fallbackCategory(categories, type), type, source: 'fallback' };
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
