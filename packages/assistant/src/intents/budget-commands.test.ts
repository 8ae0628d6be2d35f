/**
 * Budgets set and asked about without the word "budget": a ceiling ("at most", "no máximo", "como
 * mucho", "não quero passar de"), a setting verb with an amount and a period, raising or lowering
 * one, and how one is going ("on track", "gone over", "estourei").
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';
import type { Intent, Lang } from '../types';

const run = (lang: Lang, text: string): Intent => interpret(text, testContext({ preferredLanguage: lang })).intent;
const groceries = categoryId('Groceries');
const dining = categoryId('Dining');
const transport = categoryId('Transportation');

describe('setting a budget without the word', () => {
  it.each([
    ['en', 'never spend more than 120 a month on groceries', { amount: '120.00', categoryId: groceries, period: 'monthly' }],
    ['en', 'at most 60 per week for restaurants', { amount: '60.00', categoryId: dining, period: 'weekly' }],
    ['en', 'keep transport under 90 a month', { amount: '90.00', categoryId: transport, period: 'monthly' }],
    ['en', 'max 5k a year for travel', { amount: '5000.00', categoryId: categoryId('Travel'), period: 'yearly' }],
    ['en', 'put 35 a week for coffee', { amount: '35.00', categoryId: dining, period: 'weekly' }],
    ['en', 'raise my groceries budget to 650', { amount: '650.00', categoryId: groceries, period: 'monthly' }],
    ['pt', 'no máximo 400 por mês com mercado', { amount: '400.00', categoryId: groceries, period: 'monthly' }],
    ['pt', 'não quero passar de 150 na semana com restaurante', { amount: '150.00', categoryId: dining, period: 'weekly' }],
    ['pt', 'meta de gastos com uber: 200 por mês', { amount: '200.00', categoryId: transport, period: 'monthly' }],
    ['pt', 'bota 80 por semana pra mercado', { amount: '80.00', categoryId: groceries, period: 'weekly' }],
    ['es', 'como mucho 2000 al mes en súper', { amount: '2000.00', categoryId: groceries, period: 'monthly' }],
    ['es', 'no quiero gastar más de 500 a la semana en taxis', { amount: '500.00', categoryId: transport, period: 'weekly' }],
    ['es', 'ponme 300 semanales para restaurantes', { amount: '300.00', categoryId: dining, period: 'weekly' }],
    ['es', 'sube el presupuesto de transporte a 1500', { amount: '1500.00', categoryId: transport, period: 'monthly' }],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(run(lang, text)).toMatchObject({ kind: 'set_budget', ...expected });
  });
});

describe('how a budget is going, without the word', () => {
  it.each([
    ['en', 'am i on track with groceries?', groceries],
    ['en', 'did i go over on restaurants this week', dining],
    ['pt', 'estourei com mercado?', groceries],
    ['es', 'voy bien con el transporte?', transport],
  ] as const)('%s: %s', (lang, text, category) => {
    expect(run(lang, text)).toMatchObject({ kind: 'budget_status', categoryId: category });
  });
});

describe('purchases and plans stay what they are', () => {
  it.each([
    ['en', 'paid 40 for the max subscription', 'record_transactions'],
    ['en', 'put 20 in gas', 'record_transactions'],
    ['pt', 'gastei 300 no mercado essa semana', 'record_transactions'],
    ['es', 'pagué 500 de taxi esta semana', 'record_transactions'],
  ] as const)('%s: %s', (lang, text, kind) => {
    expect(run(lang, text).kind).toBe(kind);
  });
});
