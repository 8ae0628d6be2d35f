/**
 * Questions, budgets, help and plans said in ways of their own: money "brought in" or "taken
 * home", where the money is going, a budget that opens with the word and names a buying category
 * ("orçamento de compras"), a budget blown, a question mark glued to a word, who made the app, and
 * plans for next year. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';

const intentOf = (lang: Lang, text: string) => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('questions', () => {
  it.each([
    ['en', 'how much did we bring in this year'],
    ['en', 'what did i take home in september'],
    ['en', 'how much did i receive'],
  ] as const)('[%s] %s asks what was earned', (lang, text) => {
    expect(intentOf(lang, text)).toMatchObject({ kind: 'query', metric: 'earned' });
  });

  it.each([
    ['en', 'where is all my cash going'],
    ['en', "where's the money disappearing"],
    ['pt', 'pra onde tá indo o meu salário'],
    ['pt', 'onde sumiu minha grana?'],
    ['es', 'a dónde se está yendo mi sueldo'],
  ] as const)('[%s] %s asks where the money goes', (lang, text) => {
    expect(intentOf(lang, text)).toMatchObject({ kind: 'query', metric: 'top_categories' });
  });
});

describe('periods that run to today', () => {
  it.each([
    ['en', 'how much did i spend on uber since tuesday', '2026-11-17'],
    ['pt', 'quanto gastei desde o dia 12', '2026-11-12'],
    ['es', 'cuánto gasté desde el jueves', '2026-11-19'],
  ] as const)('[%s] %s', (lang, text, start) => {
    expect(intentOf(lang, text)).toMatchObject({ kind: 'query', period: { start, end: '2026-11-22' } });
  });

  it('keeps a day without "since" a single day', () => {
    expect(intentOf('en', 'how much did i spend on tuesday')).toMatchObject({ period: { start: '2026-11-17', end: '2026-11-17' } });
  });
});

describe('budgets', () => {
  it.each([
    ['pt', 'orçamento semanal de compras: 150', 'Shopping', '150.00', 'weekly'],
    ['es', 'presupuesto anual de compras 2 mil', 'Shopping', '2000.00', 'yearly'],
    ['en', 'monthly budget shopping 300', 'Shopping', '300.00', 'monthly'],
    ['pt', 'meta semanal de 120 em restaurantes', 'Dining', '120.00', 'weekly'],
    ['es', 'tope mensual de 800 para transporte', 'Transportation', '800.00', 'monthly'],
  ] as const)('[%s] %s sets a budget', (lang, text, category, amount, period) => {
    expect(intentOf(lang, text)).toMatchObject({ kind: 'set_budget', categoryId: categoryId(category), amount, period });
  });

  it.each([
    ['en', 'did i blow through my travel budget?', 'Travel'],
    ['pt', 'já estourei o orçamento de lazer?', 'Entertainment'],
    ['es', 'reventé el presupuesto de viajes?', 'Travel'],
    ['es', '¿cómo voy con el presupuesto de compras?', 'Shopping'],
    ['en', 'are we over on groceries this month', 'Groceries'],
    ['pt', 'tô acima em transporte?', 'Transportation'],
    ['es', '¿me estoy pasando en viajes?', 'Travel'],
  ] as const)('[%s] %s asks how a budget goes', (lang, text, category) => {
    expect(intentOf(lang, text)).toMatchObject({ kind: 'budget_status', categoryId: categoryId(category) });
  });

  it('still records a purchase that mentions the word', () => {
    expect(intentOf('en', 'bought a budget laptop for 400').kind).toBe('record_transactions');
  });
});

describe('help and plans', () => {
  it.each([
    ['en', 'who built this app'],
    ['en', 'who developed this bot?'],
    ['pt', 'quem criou esse aplicativo'],
    ['es', 'quién hizo esta aplicación'],
  ] as const)('[%s] %s is a request for help', (lang, text) => {
    expect(intentOf(lang, text).kind).toBe('help');
  });

  it.each([
    ['en', 'next year i might get a new car for 25k'],
    ['pt', 'ano que vem compro uma moto de 20 mil'],
    ['es', 'el año que viene cambio la heladera, unos 900 mil'],
  ] as const)('[%s] %s records nothing', (lang, text) => {
    expect(intentOf(lang, text).kind).not.toBe('record_transactions');
  });
});
