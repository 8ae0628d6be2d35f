/**
 * Budgets said as "to spend, then a ceiling" ("quero gastar até…", "spend less than…"), budgets
 * for going out by each country's word, and listings asked with the verb anywhere. Sentences of our
 * own.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';
import type { Intent, Lang } from '../types';

const run = (lang: Lang, text: string): Intent => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('a ceiling on spending sets a budget', () => {
  it.each([
    ['en', 'goal is to spend under 250 a month on takeout', { amount: '250.00', categoryId: categoryId('Dining'), period: 'monthly' }],
    ['en', 'i want to spend no more than 40 a week on cabs', { amount: '40.00', categoryId: categoryId('Transportation'), period: 'weekly' }],
    ['pt', 'objetivo: gastar até 600 por mês no mercado', { amount: '600.00', categoryId: categoryId('Groceries'), period: 'monthly' }],
    ['pt', 'quero gastar só até 90 por semana com ifood', { amount: '90.00', categoryId: categoryId('Dining'), period: 'weekly' }],
    ['es', 'mi idea es gastar hasta 800 al mes en ropa', { amount: '800.00', categoryId: categoryId('Shopping'), period: 'monthly' }],
    ['es', 'quiero gastar menos de 3 mil al mes en taxis', { amount: '3000.00', categoryId: categoryId('Transportation'), period: 'monthly' }],
  ] as const)('%s: %s', (lang, text, fields) => {
    expect(run(lang, text)).toMatchObject({ kind: 'set_budget', ...fields });
  });

  it.each([
    ['en', 'a budget of 90 a week for nights out'],
    ['pt', 'orçamento de 200 por mês pro rolê'],
    ['es', 'presupuesto de 40 mil al mes para carrete'],
    ['es', 'límite de 100 semanales en salidas'],
  ] as const)('%s: %s is for entertainment', (lang, text) => {
    expect(run(lang, text)).toMatchObject({ kind: 'set_budget', categoryId: categoryId('Entertainment') });
  });

  it.each([
    ['en', 'spent under 50 at the bar'],
    ['pt', 'gastei até 30 no almoço'],
  ] as const)('%s: %s is still an expense', (lang, text) => {
    expect(run(lang, text).kind).toBe('record_transactions');
  });
});

describe('listing with the verb anywhere', () => {
  it.each([
    ['en', 'everything i bought on friday, list it'],
    ['pt', 'me mostra tudinho que comprei essa semana'],
    ['pt', 'lista do que eu gastei ontem'],
    ['es', '¿qué compras hice el lunes? muéstramelas'],
    ['es', 'detalla lo que gasté esta semana'],
  ] as const)('%s: %s', (lang, text) => {
    expect(run(lang, text)).toMatchObject({ kind: 'query', metric: 'recent' });
  });

  it.each([
    ['en', 'show me how much i spent this week'],
    ['pt', 'mostra quanto gastei ontem'],
    ['es', 'muéstrame cuánto gasté el lunes'],
  ] as const)('%s: %s asks for a total', (lang, text) => {
    expect(run(lang, text)).toMatchObject({ kind: 'query', metric: 'spent' });
  });
});
