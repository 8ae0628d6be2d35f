/**
 * Budgets read by their parts, in phrasings never tuned on: to limit an area to an amount sets a
 * budget in every language ("limita", "quero limitar", "I want to cap"); a goal to spend only so
 * much; "stop at" an amount; "let's do" an amount for the current year; "am I ok on food"; what is
 * "still" there. And whether the money lasts is the balance. Near misses keep their reading.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';
import { literalWords } from '../vocabulary';
import { words } from './word-pattern';

const read = (lang: Lang, text: string) => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('to limit an area to an amount sets a budget', () => {
  it.each([
    ['pt', 'limita farmácia a 150 por mês', 'Healthcare', '150.00', 'monthly'],
    ['pt', 'eu queria limitar o uber a 80 por semana', 'Transportation', '80.00', 'weekly'],
    ['es', 'limita los taxis a 500 por semana', 'Transportation', '500.00', 'weekly'],
    ['es', 'quisiera limitar la farmacia a 900 al mes', 'Healthcare', '900.00', 'monthly'],
    ['en', 'i want to cap takeout at 120 a week', 'Dining', '120.00', 'weekly'],
    ['en', 'i need to limit uber to 60 per week', 'Transportation', '60.00', 'weekly'],
  ] as const)('[%s] %s', (lang, text, category, amount, period) => {
    expect(read(lang, text)).toMatchObject({ kind: 'set_budget', categoryName: category, amount, period });
  });

  it('a purchase at the card limit stays a purchase', () => {
    expect(read('pt', 'paguei 40 de juros no limite do cartão')).toMatchObject({ kind: 'record_transactions' });
  });
});

describe('other ways to set one', () => {
  it.each([
    ['pt', 'objetivo de gastar só 400 por mês com roupa', 'Shopping', '400.00', 'monthly'],
    ['es', 'meta de gastar solo 300 a la semana en el súper', 'Groceries', '300.00', 'weekly'],
    ['en', 'goal is to spend 250 a month on clothes', 'Shopping', '250.00', 'monthly'],
    ['en', "we'll stop at 90 a week for gas", 'Transportation', '90.00', 'weekly'],
    ['pt', 'vamos parar em 500 por mês no mercado', 'Groceries', '500.00', 'monthly'],
    ['es', 'quedémonos en 2000 al mes de súper, tope', 'Groceries', '2000.00', 'monthly'],
    ['en', "let's say 2000 for vacations this year", 'Travel', '2000.00', 'yearly'],
    ['pt', 'coloca 300 por mês pra farmácia', 'Healthcare', '300.00', 'monthly'],
    ['es', 'coloca 1500 al mes para ropa', 'Shopping', '1500.00', 'monthly'],
  ] as const)('[%s] %s', (lang, text, category, amount, period) => {
    expect(read(lang, text)).toMatchObject({ kind: 'set_budget', categoryName: category, amount, period });
  });

  it.each([
    ['en', 'put 35 on gas yesterday'],
    ['pt', 'coloca 45 de farmácia ontem'],
  ] as const)('[%s] %s records', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'record_transactions' });
  });
});

describe('how a budget goes', () => {
  it.each([
    ['en', 'are we good on groceries this week?', 'Groceries'],
    ['en', "i'm fine with dining still?", 'Dining'],
    ['pt', 'to bem com a farmácia esse mês?', 'Healthcare'],
    ['es', 'estoy bien con el transporte?', 'Transportation'],
  ] as const)('[%s] %s', (lang, text, category) => {
    expect(read(lang, text)).toMatchObject({ kind: 'budget_status', categoryName: category });
  });

  it.each([
    ['en', 'what do i still have in the dining budget'],
    ['pt', 'quanto ainda tenho no orçamento do mercado'],
    ['es', 'cuánto aún tengo en el presupuesto de ropa'],
  ] as const)('[%s] %s asks what is left', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'budget_status', asksRemaining: true });
  });

  it('a greeting answer is no budget', () => {
    expect(read('pt', 'to bem, e vc?')).not.toMatchObject({ kind: 'budget_status' });
  });
});

describe('whether the money lasts is the balance', () => {
  it.each([
    ['en', 'will we have enough until friday?'],
    ['pt', 'o salário vai dar até o dia 30?'],
    ['es', '¿nos alcanza para las vacaciones?'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'balance' });
  });
});

describe('the vocabulary spells out groups', () => {
  it('a stem is no word of its own', () => {
    expect(literalWords(words('enumer(?:a|e|ar)|lucr(?:o|ei)|(?:am i|are we) (?:ok|fine)'))).toEqual(['enumera', 'enumere', 'enumerar', 'lucro', 'lucrei', 'am', 'i', 'ok', 'fine', 'are', 'we']);
  });
});

describe('a ceiling said as a wish or a must-not', () => {
  it.each([
    ['en', 'we just want to spend 400 a month on groceries', 'Groceries', '400.00', 'monthly'],
    ["en", "i shouldn't go over 150 on gas this month", 'Transportation', '150.00', 'monthly'],
    ['pt', 'não quero gastar mais de 200 com bar por mês', 'Dining', '200.00', 'monthly'],
    ['pt', 'vou gastar só 120 por semana com uber', 'Transportation', '120.00', 'weekly'],
    ['es', 'no puedo pasarme de 600 en taxis este mes', 'Transportation', '600.00', 'monthly'],
    ['es', 'voy a gastar nomás 400 a la semana en comida', 'Dining', '400.00', 'weekly'],
  ] as const)('[%s] %s', (lang, text, category, amount, period) => {
    expect(read(lang, text)).toMatchObject({ kind: 'set_budget', categoryName: category, amount, period });
  });

  it.each([
    ['en', 'i only spent 12 on lunch today'],
    ['pt', 'só gastei 25 no almoço'],
    ['es', 'solo gasté 90 en el taxi'],
  ] as const)('[%s] %s records', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'record_transactions' });
  });
});

describe('what is left for an area', () => {
  it.each([
    ['en', "what's left for gas this week", 'Transportation'],
    ['pt', 'o que me sobra pra farmácia?', 'Healthcare'],
    ['es', 'qué me queda para taxis este mes', 'Transportation'],
  ] as const)('[%s] %s', (lang, text, category) => {
    expect(read(lang, text)).toMatchObject({ kind: 'budget_status', categoryName: category, asksRemaining: true });
  });

  it('what is left in the fridge is no budget', () => {
    expect(read('es', 'qué queda en el refri')).not.toMatchObject({ kind: 'budget_status' });
  });
});
