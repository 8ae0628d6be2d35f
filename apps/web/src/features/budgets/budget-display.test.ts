import { describe, expect, it } from 'vitest';
import type { Category } from '@tally/shared/schemas/transactions';
import { getCategorySuggestions, getProgressWidth, getStatusLook, resolveCategoryInput, showCategory } from './budget-display';

const category = (id: number, name: string, type: Category['type'] = 'expense', isActive = true): Category => ({
  id,
  name,
  type,
  isActive,
  isDefault: name !== 'Fitness',
});

const CATEGORIES = [category(1, 'Dining'), category(2, 'Groceries'), category(3, 'Fitness'), category(4, 'Salary', 'income'), category(5, 'Travel', 'expense', false)];

describe('status look (spec section 4)', () => {
  it('colours and labels each status, and calls anything else Unknown in grey', () => {
    expect(getStatusLook('under_budget')).toEqual({ key: 'under_budget', badge: 'success', bar: 'green' });
    expect(getStatusLook('on_track')).toEqual({ key: 'on_track', badge: 'info', bar: 'green' });
    expect(getStatusLook('warning')).toEqual({ key: 'warning', badge: 'warning', bar: 'yellow' });
    expect(getStatusLook('exceeded')).toEqual({ key: 'exceeded', badge: 'danger', bar: 'red' });
    expect(getStatusLook('paused')).toMatchObject({ key: 'unknown', badge: 'neutral' });
    expect(getStatusLook('toString')).toMatchObject({ key: 'unknown' });
  });
});

describe('progress and percentages (spec section 9)', () => {
  it('caps the bar at 100% and never below 0', () => {
    expect(getProgressWidth(33.4)).toBe(33.4);
    expect(getProgressWidth(100)).toBe(100);
    expect(getProgressWidth(187.5)).toBe(100);
    expect(getProgressWidth(-3)).toBe(0);
    expect(getProgressWidth(Number.NaN)).toBe(0);
  });
});

describe('category names: shown translated, sent as stored', () => {
  it('translates defaults and keeps the user’s own names', () => {
    expect(showCategory('Dining', 'pt')).toBe('Restaurantes');
    expect(showCategory('Groceries', 'es')).toBe('Supermercado');
    expect(showCategory('Fitness', 'pt')).toBe('Fitness');
    expect(showCategory('Dining', 'xx')).toBe('Dining');
  });

  it('suggests the active expense categories, translated and sorted', () => {
    expect(getCategorySuggestions(CATEGORIES, 'pt')).toEqual(['Fitness', 'Mercado', 'Restaurantes']);
    expect(getCategorySuggestions(CATEGORIES, 'en')).toEqual(['Dining', 'Fitness', 'Groceries']);
  });

  it('maps what was typed back to the stored name, in any language and case', () => {
    expect(resolveCategoryInput('Restaurantes', CATEGORIES)).toBe('Dining');
    expect(resolveCategoryInput('  supermercado ', CATEGORIES)).toBe('Groceries');
    expect(resolveCategoryInput('fitness', CATEGORIES)).toBe('Fitness');
    // Not one of the user's expense categories: sent as typed, for the server to refuse.
    expect(resolveCategoryInput('Salário', CATEGORIES)).toBe('Salário');
    expect(resolveCategoryInput('Yachts', CATEGORIES)).toBe('Yachts');
  });
});
