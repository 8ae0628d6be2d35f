/**
 * Budgets in words never tuned on: the period taken from the period named ("this year", "esse
 * ano", "en el año", "esta semana"), a year that is not the amount ("for 2026"), "para <area> N al
 * mes" with no payment verb (a budget, not a recurring rule), and a category said as a feminine
 * diminutive ("la perrita") read through the lexicon. And what must stay: bills and payments that
 * repeat, and names nothing knows.
 */
import { describe, expect, it } from 'vitest';
import type { EngineContext, Lang } from '../types';
import { interpret } from '../interpret';
import { categoryId, testContext, TEST_CATEGORIES } from '../testing/context';

const read = (lang: Lang, text: string, overrides: Partial<EngineContext> = {}) =>
  interpret(text, testContext({ preferredLanguage: lang, ...overrides })).intent;

describe('the period named is the budget period', () => {
  it.each([
    ['en', 'budget 1,500 for travel this year', 'yearly', '1500.00', 'Travel'],
    ['en', 'travel budget of 3000 for the year', 'yearly', '3000.00', 'Travel'],
    ['en', 'set a 2k budget for vacations this year', 'yearly', '2000.00', 'Travel'],
    ['en', 'budget 500 for gifts for 2026', 'yearly', '500.00', 'Shopping'],
    ['en', 'budget 100 for coffee this week', 'weekly', '100.00', 'Dining'],
    ['en', 'budget 400 for dining this month', 'monthly', '400.00', 'Dining'],
    ['pt', 'orçamento de 5 mil pra viagens esse ano', 'yearly', '5000.00', 'Travel'],
    ['pt', 'orcamento de 3000 para educação este ano', 'yearly', '3000.00', 'Education'],
    ['pt', 'orçamento de 300 pra lazer essa semana', 'weekly', '300.00', 'Entertainment'],
    ['pt', 'orçamento de 500 pra mercado esse mês', 'monthly', '500.00', 'Groceries'],
    ['es', 'presupuesto de 2000 para viajes este año', 'yearly', '2000.00', 'Travel'],
    ['es', 'presupuesto de 10 mil para vacaciones en el año', 'yearly', '10000.00', 'Travel'],
    ['es', 'presupuesto de 300 para ocio esta semana', 'weekly', '300.00', 'Entertainment'],
    ['es', 'presupuesto de 1.500 para ropa por año', 'yearly', '1500.00', 'Shopping'],
  ] as const)('[%s] %s', (lang, text, period, amount, name) => {
    expect(read(lang, text)).toMatchObject({ kind: 'set_budget', period, amount, categoryId: categoryId(name) });
  });
});

describe('"para <area> N al mes" (or "N al mes para <area>") sets a budget', () => {
  it.each([
    ['es', 'para ocio 150 al mes', 'Entertainment', 'monthly'],
    ['es', 'para ropa 200 al mes', 'Shopping', 'monthly'],
    ['es', 'para comida 400 por mes', 'Dining', 'monthly'],
    ['es', 'para el transporte 90 al mes', 'Transportation', 'monthly'],
    ['pt', 'pra lazer 150 por mês', 'Entertainment', 'monthly'],
    ['pt', 'para mercado 800 por mês', 'Groceries', 'monthly'],
    ['pt', 'pra saúde 200 por mes', 'Healthcare', 'monthly'],
    ['en', 'for dining 300 a month', 'Dining', 'monthly'],
    ['en', 'for groceries 150 a week', 'Groceries', 'weekly'],
    ['en', 'for entertainment 60 per week', 'Entertainment', 'weekly'],
    ['es', '150 al mes para ocio', 'Entertainment', 'monthly'],
    ['pt', '200 por mês pra lazer', 'Entertainment', 'monthly'],
    ['en', '200 a month for eating out', 'Dining', 'monthly'],
  ] as const)('[%s] %s', (lang, text, name, period) => {
    expect(read(lang, text)).toMatchObject({ kind: 'set_budget', categoryId: categoryId(name), period });
  });

  it.each([
    ['es', 'para el gimnasio pago 40 al mes'],
    ['es', 'netflix 15 al mes'],
    ['es', 'para mi mamá 200 al mes'],
    ['es', 'para el alquiler 800 al mes'],
    ['pt', 'pago 150 por mês pra academia'],
    ['pt', 'para o aluguel 1500 por mês'],
    ['en', 'for rent 1200 a month'],
    ['en', 'spotify 11.99 a month'],
    ['en', '1200 a month for rent'],
    ['en', '15 a month for netflix'],
    ['es', '200 al mes para mi mamá'],
    ['pt', '500 por mês pro aluguel'],
    ['en', '50 a week for my son, groceries included'],
  ] as const)('[%s] %s stays a repeating bill or payment', (lang, text) => {
    expect(read(lang, text).kind).not.toBe('set_budget');
  });
});

describe('a category said as a feminine diminutive is read through the lexicon', () => {
  const defaults = TEST_CATEGORIES.filter((c) => c.isDefault);

  it.each([
    ['es', 'presupuesto mensual para la perrita 1,500'],
    ['es', 'presupuesto de 300 para mi gatita'],
    ['pt', 'orçamento de 200 pra cachorrinha'],
  ] as const)('[%s] %s: Other with the default categories, the user\'s Pets when there is one', (lang, text) => {
    expect(read(lang, text, { categories: defaults })).toMatchObject({ kind: 'set_budget', categoryName: 'Other' });
    expect(read(lang, text)).toMatchObject({ kind: 'set_budget', categoryId: categoryId('Pets') });
  });

  it('keeps names nothing knows as the user wrote them', () => {
    expect(read('en', 'budget 100 for zorblax')).toMatchObject({ kind: 'set_budget', categoryName: 'Zorblax' });
    expect(read('es', 'presupuesto de 100 para la vaquita')).toMatchObject({ kind: 'set_budget', categoryName: 'Vaquita' });
  });
});
