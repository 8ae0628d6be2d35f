/**
 * Budgets said as a ceiling without the word "budget": a ceiling word right beside the amount
 * ("max 60", "100 a week tops", "no máximo 300 por mês", "tope de 2 mil"), "cap <area> at N", and
 * "how much is left for <area>" asked of a budget. And what must keep its reading: a name with the
 * word in it ("hbo max"), a ceiling word away from the amount, bills and payments that repeat.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { categoryId, langContext } from '../testing/context';

const read = (lang: Lang, text: string) => interpret(text, langContext(lang)).intent;

describe('a ceiling beside the amount sets a budget', () => {
  it.each([
    ['en', 'cap the eating out at 90 a week', '90.00', 'Dining', 'weekly'],
    ['en', 'cap clothes at 200', '200.00', 'Shopping', 'monthly'],
    ['en', 'petrol, 180 a month max', '180.00', 'Transportation', 'monthly'],
    ['en', 'coffee 25 a week tops', '25.00', 'Dining', 'weekly'],
    ['en', 'maximum of 60 on games per month', '60.00', 'Entertainment', 'monthly'],
    ['pt', 'no máximo 300 por mês com roupa', '300.00', 'Shopping', 'monthly'],
    ['pt', 'lazer: 150 por semana no máximo', '150.00', 'Entertainment', 'weekly'],
    ['pt', 'teto de 900 pro mercado', '900.00', 'Groceries', 'monthly'],
    ['pt', 'quero gastar máximo 50 por semana com uber', '50.00', 'Transportation', 'weekly'],
    ['es', 'tope de 2 mil al mes en ropa', '2000.00', 'Shopping', 'monthly'],
    ['es', 'gasolina 800 a la semana como máximo', '800.00', 'Transportation', 'weekly'],
    ['es', 'máximo 400 al mes para el cine', '400.00', 'Entertainment', 'monthly'],
  ] as const)('[%s] %s', (lang, text, amount, name, period) => {
    expect(read(lang, text)).toMatchObject({ kind: 'set_budget', amount, categoryId: categoryId(name), period });
  });
});

describe('"how much is left for <area>" asks how a budget goes', () => {
  it.each([
    ['en', "how much have i got left for groceries", 'Groceries'],
    ['en', 'how much is left on eating out this week', 'Dining'],
    ['pt', 'quanto ainda me resta pra roupa', 'Shopping'],
    ['pt', 'quanto sobra pro lazer esse mês', 'Entertainment'],
  ] as const)('[%s] %s', (lang, text, name) => {
    expect(read(lang, text)).toMatchObject({ kind: 'budget_status', categoryId: categoryId(name), asksRemaining: true });
  });
});

describe('what keeps its reading', () => {
  it.each([
    ['en', 'hbo max 9.99', 'record_transactions'],
    ['en', 'hbo max 15.99 every month', 'set_recurring'],
    ['en', 'max paid 100 a month for his phone', 'record_transactions'],
    ['en', 'how much did i spend on groceries this month', 'query'],
    ['pt', 'o máximo que paguei de luz foi 300 por mês', 'record_transactions'],
    ['pt', 'paguei 400 por mês pelo conserto do teto', 'record_transactions'],
    ['pt', 'quanto sobrou este mês?', 'query'],
    ['es', 'pagué el máximo, 600 al mes de internet', 'record_transactions'],
    ['es', 'netflix 219 al mes', 'set_recurring'],
  ] as const)('[%s] %s -> %s', (lang, text, kind) => {
    expect(read(lang, text).kind).toBe(kind);
  });
});

describe('"supermercado" is a word of both Portuguese and Spanish: it marks neither', () => {
  it('a Portuguese user is not read as writing Spanish', () => {
    expect(interpret('no máximo 90 euros por semana no supermercado', langContext('pt')).language).toBe('pt');
  });
  it('Spanish is still read by its own words', () => {
    expect(interpret('tope de 900 a la semana en el supermercado', langContext('pt')).language).toBe('es');
  });
});

describe('an allowance to oneself sets a budget; asking whether one can spend still asks', () => {
  it.each([
    ['en', 'give myself 25 a week for snacks', '25.00', 'weekly'],
    ['en', 'i can only afford 80 a month on takeout', '80.00', 'monthly'],
    ['pt', 'só posso gastar 250 por mês com roupa', '250.00', 'monthly'],
    ['pt', 'me permito 60 por semana de lanche', '60.00', 'weekly'],
    ['es', 'solo puedo gastar 1500 al mes en ropa', '1500.00', 'monthly'],
    ['es', 'me doy 400 a la semana para salir', '400.00', 'weekly'],
  ] as const)('[%s] %s', (lang, text, amount, period) => {
    expect(read(lang, text)).toMatchObject({ kind: 'set_budget', amount, period });
  });

  it.each([
    ['en', 'how much room is left for clothes', 'Shopping'],
    ['pt', 'posso gastar 80 em roupa?', 'Shopping'],
    ['es', '¿ya me pasé con la ropa?', 'Shopping'],
    ['es', '¿puedo gastar 300 en ropa?', 'Shopping'],
  ] as const)('[%s] %s asks', (lang, text, name) => {
    expect(read(lang, text)).toMatchObject({ kind: 'budget_status', categoryId: categoryId(name) });
  });
});
