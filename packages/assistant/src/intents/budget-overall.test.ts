/**
 * A budget over all spending ("in total", "across all categories", "no geral", "gasto total", "en
 * general"): budgets are kept per category, so it is read as `overall` and the reply asks which
 * category, with an example the engine reads back as that category's budget. Nothing is recorded,
 * no category named "Everything" or "Geral" is looked for. A category named beside "in total" keeps
 * its budget.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { renderReply } from '../render-reply';
import { testContext } from '../testing/context';

const read = (lang: Lang, text: string) => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('a budget over all spending', () => {
  it.each([
    ['en', 'i want a budget of 1800 a month in total', '1800.00', 'monthly'],
    ['en', 'weekly spending limit of 300 across all my categories', '300.00', 'weekly'],
    ['en', 'never let me go over 2500 a month overall', '2500.00', 'monthly'],
    ['pt', 'quero um teto de 3 mil por mês no geral', '3000.00', 'monthly'],
    ['pt', 'orçamento total de 900 por semana', '900.00', 'weekly'],
    ['pt', 'não me deixa passar de 40 mil no ano, gasto total', '40000.00', 'yearly'],
    ['es', 'ponme un límite de 2000 al mes en general', '2000.00', 'monthly'],
    ['es', 'presupuesto total de 500 a la semana', '500.00', 'weekly'],
    ['es', 'no me dejes gastar más de 30 mil en todo el año', '30000.00', 'yearly'],
  ] as const)('[%s] %s', (lang, text, amount, period) => {
    expect(read(lang, text)).toEqual(expect.objectContaining({ kind: 'set_budget', overall: true, categoryName: '', amount, period }));
  });

  it.each([
    ['en', 'budget 400 a month in total for groceries', 'Groceries'],
    ['pt', 'limite de 200 por mês no total pra lazer', 'Entertainment'],
    ['es', 'tope de 300 al mes en total para el súper', 'Groceries'],
  ] as const)('[%s] a category named beside it keeps its budget: %s', (lang, text, category) => {
    const intent = read(lang, text);
    expect(intent).toMatchObject({ kind: 'set_budget', categoryName: category });
    expect(intent).not.toHaveProperty('overall');
  });

  it.each(['en', 'pt', 'es'] as const)('[%s] the reply asks for a category, and its example sets that category’s budget', (lang) => {
    const reply = renderReply({ kind: 'budget_needs_category', amount: '250.00', currency: 'EUR', period: 'weekly' }, lang, {} as never);
    const example = /"([^"]+)"/.exec(reply)?.[1];
    expect(example).toBeDefined();
    expect(read(lang, example!)).toMatchObject({ kind: 'set_budget', categoryName: 'Groceries', amount: '250.00', currency: 'EUR', period: 'weekly' });
  });
});
