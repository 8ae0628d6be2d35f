/**
 * How budget figures look (spec sections 2, 4 and 9): the status colours and labels, the progress bar
 * capped at 100 % and the category names shown translated but sent in
 * English. Pure, so the rules are unit-tested apart from the components.
 */
import { displayCategoryName, findCategoryByAnyName } from '@tally/assistant/categories/category-names';
import { isLanguage, type Language } from '@tally/shared/languages';
import type { BadgeVariant } from '../../components/ui/badge';
import type { Budget } from '@tally/shared/schemas/budgets';
import type { Category } from '@tally/shared/schemas/transactions';

/**
 * The periods the create dialog offers, monthly the default (spec section 9). Not imported from the
 * schemas module: its values would bring zod into the page's chunk.
 */
export const BUDGET_PERIOD_OPTIONS = ['weekly', 'monthly', 'yearly'] as const satisfies readonly Budget['period'][];

export type StatusKey = 'under_budget' | 'on_track' | 'warning' | 'exceeded' | 'unknown';

interface StatusLook {
  key: StatusKey;
  badge: BadgeVariant;
  /** Spec section 2: the bar is red when exceeded, yellow at warning, green otherwise. */
  bar: 'red' | 'yellow' | 'green';
}

const STATUS_LOOKS: Readonly<Record<Exclude<StatusKey, 'unknown'>, StatusLook>> = {
  under_budget: { key: 'under_budget', badge: 'success', bar: 'green' },
  on_track: { key: 'on_track', badge: 'info', bar: 'green' },
  warning: { key: 'warning', badge: 'warning', bar: 'yellow' },
  exceeded: { key: 'exceeded', badge: 'danger', bar: 'red' },
};

/** Spec section 4: any status the app does not know reads "Unknown" in grey. */
export function getStatusLook(status: string): StatusLook {
  return Object.hasOwn(STATUS_LOOKS, status) ? STATUS_LOOKS[status as keyof typeof STATUS_LOOKS] : { key: 'unknown', badge: 'neutral', bar: 'green' };
}

export const BAR_CLASSES: Readonly<Record<StatusLook['bar'], string>> = {
  red: 'bg-red-500',
  yellow: 'bg-yellow-400',
  green: 'bg-brand-500',
};

/** The bar's filled share: the percentage spent, kept within 0–100 (an exceeded budget is a full bar). */
export function getProgressWidth(percentage: number): number {
  if (!Number.isFinite(percentage)) return 0;
  return Math.min(100, Math.max(0, percentage));
}

/** The interface language as the engine's language code (the three are the same). */
export function toCategoryLanguage(language: string): Language {
  return isLanguage(language) ? language : 'en';
}

export function showCategory(name: string, language: string): string {
  return displayCategoryName(name, toCategoryLanguage(language));
}

/** The user's active expense categories as the datalist offers them: translated, sorted, no repeats. */
export function getCategorySuggestions(categories: readonly Category[], language: string): string[] {
  const names = categories.filter((c) => c.type === 'expense' && c.isActive).map((c) => showCategory(c.name, language));
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, language));
}

/**
 * The name to send for what the user typed in the free-text category: the stored name of the
 * category it names (its own name, or a default's name in any language), else the text itself (the
 * server then answers budgetCategoryInvalid, which the dialog shows).
 */
export function resolveCategoryInput(text: string, categories: readonly Category[]): string {
  const typed = text.trim();
  const expense = categories.filter((c) => c.type === 'expense');
  return findCategoryByAnyName(expense, typed)?.name ?? typed;
}
