/**
 * How the default categories are called in each language (they are stored under their English
 * names; each language pack's `categoryNames`, read from their own small files so the web app
 * loads the names without the vocabulary). Used to write replies and to understand
 * "renomear Restaurantes para Comida".
 */
import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';
import type { EngineCategory, Lang } from '../types';
import { foldKey } from '../text/fold';
import type { DefaultCategoryName } from '../language/pack';
import { EN_CATEGORY_NAMES } from '../language/packs/category-names-en';
import { ES_CATEGORY_NAMES } from '../language/packs/category-names-es';
import { PT_CATEGORY_NAMES } from '../language/packs/category-names-pt';

const DEFAULT_NAMES: readonly DefaultCategoryName[] = [...DEFAULT_EXPENSE_CATEGORIES, ...DEFAULT_INCOME_CATEGORIES];

export const DEFAULT_CATEGORY_NAMES: Readonly<Record<string, Readonly<Record<Lang, string>>>> = Object.fromEntries(
  DEFAULT_NAMES.map((name) => [name, { en: EN_CATEGORY_NAMES[name], pt: PT_CATEGORY_NAMES[name], es: ES_CATEGORY_NAMES[name] }]),
);

/** A category name as the user reads it: defaults translated, the user's own names as they are. */
export function displayCategoryName(name: string, lang: Lang): string {
  const translated = Object.hasOwn(DEFAULT_CATEGORY_NAMES, name) ? DEFAULT_CATEGORY_NAMES[name] : undefined;
  return translated ? translated[lang] : name;
}

/** The user's category a name refers to: its own name, or a default's name in any language. */
export function findCategoryByAnyName(categories: readonly EngineCategory[], name: string): EngineCategory | undefined {
  const key = foldKey(name);
  if (!key) return undefined;
  const direct = categories.find((c) => foldKey(c.name) === key);
  if (direct) return direct;
  return categories.find((c) => {
    const names = Object.hasOwn(DEFAULT_CATEGORY_NAMES, c.name) ? DEFAULT_CATEGORY_NAMES[c.name] : undefined;
    return names !== undefined && Object.values(names).some((n) => foldKey(n) === key);
  });
}
