/**
 * A context for tests and benchmarks: the default categories (ids 1-10 expense, 101-106 income),
 * two categories of the user's own (Fitness 50, Pets 51), a fixed instant (Sunday 22 November 2026,
 * 12:00 in São Paulo) and no history.
 */
import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';
import type { EngineCategory, EngineContext, Lang } from '../types';

export const TEST_NOW = new Date('2026-11-22T15:00:00Z');

export const TEST_CATEGORIES: EngineCategory[] = [
  ...DEFAULT_EXPENSE_CATEGORIES.map((name, i) => ({ id: i + 1, name, type: 'expense' as const, isDefault: true })),
  ...DEFAULT_INCOME_CATEGORIES.map((name, i) => ({ id: 101 + i, name, type: 'income' as const, isDefault: true })),
  { id: 50, name: 'Fitness', type: 'expense', isDefault: false },
  { id: 51, name: 'Pets', type: 'expense', isDefault: false },
];

export function testContext(overrides: Partial<EngineContext> = {}): EngineContext {
  return {
    now: TEST_NOW,
    timezone: 'America/Sao_Paulo',
    preferredCurrency: 'USD',
    preferredLanguage: 'en',
    categories: TEST_CATEGORIES,
    learnedRules: [],
    history: [],
    ...overrides,
  };
}

export function categoryId(name: string): number {
  const found = TEST_CATEGORIES.find((c) => c.name === name);
  if (!found) throw new Error(`No test category ${name}`);
  return found.id;
}

/** The preferred currency a test user writing in each language has. */
export const LANG_CURRENCY: Readonly<Record<Lang, string>> = { en: 'USD', pt: 'BRL', es: 'MXN' };

/** A test context in `lang`, with that language's usual currency (LANG_CURRENCY). */
export function langContext(lang: Lang, overrides: Partial<EngineContext> = {}): EngineContext {
  return testContext({ preferredLanguage: lang, preferredCurrency: LANG_CURRENCY[lang], ...overrides });
}

