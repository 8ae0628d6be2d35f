/**
 * Fifth round of readings, each with near misses that must keep theirs: an employer paying the user's
 * pay, a public body's benefit arriving, money given back to someone, promises and plans in the third
 * person, a price shared by several ("for each of the 3 kids"), a pack size that is no price, lessons
 * and fees of children's activities, tips in questions, and "tell me what we spent" as a list.
 * Sentences written for these tests, in en/pt/es.
 */
import { describe, expect, it } from 'vitest';
import type { EngineContext, Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CURRENCY: Readonly<Record<Lang, string>> = { en: 'USD', pt: 'BRL', es: 'MXN' };
const run = (text: string, lang: Lang, overrides: Partial<EngineContext> = {}) =>
  summarize(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: CURRENCY[lang], ...overrides })));

describe('income and spending by who pays whom (round 5)', () => {
  it.each([
    // The employer paid the user's pay: income, not the boss's purchase.
    ['pt', 'o patrao pagou a quinzena 900', { type: 'income', amount: '900.00', category: 'Salary' }],
    ['es', 'mi jefe pagó la quincena 5000', { type: 'income', amount: '5000.00', category: 'Salary' }],
    ['en', 'my boss paid the overtime 300', { type: 'income', amount: '300.00', category: 'Salary' }],
    // A public body arrived: its benefit.
    ['pt', 'caiu o inss 1.412', { type: 'income', amount: '1412.00', category: 'Salary' }],
    ['pt', 'caiu a seguranca social 400', { type: 'income', amount: '400.00' }],
    // Given back to someone ("regresé", Mexico): spent, even with the loan said after it.
    ['es', 'le regrese a mi primo los 100 varos que me presto', { type: 'expense', amount: '100.00' }],
    ['es', 'le regresé 100 a mi primo', { type: 'expense', amount: '100.00' }],
    // Given back to the user.
    ['es', 'me regresaron 300 del deposito', { type: 'income', amount: '300.00' }],
  ] as const)('%s: %s', (lang, text, tx) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [tx] });
  });

  it.each([
    // Someone else's purchase stays nobody's record; what a bill to the body is stays spending.
    ['pt', 'o patrao pagou o almoço 90', 'unknown'],
    ['en', 'my boss paid for lunch 40', 'unknown'],
    ['es', 'mi jefe pagó la cena 500', 'unknown'],
  ] as const)('%s: %s records nothing', (lang, text, kind) => {
    expect(run(text, lang)).toMatchObject({ kind });
  });

  it.each([
    ['pt', 'caiu o boleto do inss 300', 'expense'],
    ['pt', 'paguei o inss 250', 'expense'],
    ['es', 'me regreso a casa en uber 80', 'expense'],
    ['es', 'vuelo de regreso 3500', 'expense'],
  ] as const)('%s: %s stays %s', (lang, text, type) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type }] });
  });
});

describe('plans and promises record nothing (round 5)', () => {
  it.each([
    ['en', "my tenant says he'll pay on friday"],
    ['en', "she'll pay me 50 tomorrow"],
    ['pt', 'a pensar comprar uma bicicleta de uns 800€ no verao'],
    ['pt', 'estou a pensar em comprar um portatil de 600'],
  ] as const)('%s: %s', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'unknown' });
  });

  it('a purchase after the weighing is still recorded', () => {
    expect(run('comprei a bicicleta que andava a pensar comprar, 800€', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '800.00', currency: 'EUR' }] });
  });
});

describe('amounts shared by several, and pack sizes (round 5)', () => {
  it.each([
    ['en', 'put 40 on the school lunch account for each of the 3 kids', '120.00'],
    ['pt', 'paguei 50 de material para cada um dos 3 filhos', '150.00'],
    ['es', '30 de uniforme para cada uno de mis 2 hijos', '60.00'],
    ['en', 'gave 10 to each of the 3 kids', '30.00'],
    // No count of things after "each of": the price stands.
    ['en', 'lunch 20 for each of us', '20.00'],
  ] as const)('%s: %s', (lang, text, amount) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ amount }] });
  });

  it('"a 12 pack" is what was bought, not money', () => {
    expect(run("zelle'd my roommate 700 for rent and grabbed a 12 pack for 15.99", 'en')).toMatchObject({
      kind: 'record',
      tx: [{ amount: '700.00', category: 'Bills' }, { amount: '15.99' }],
    });
    expect(run('6 pack of beer 12.99', 'en')).toMatchObject({ kind: 'record', tx: [{ amount: '12.99' }] });
  });
});

describe('categories (round 5)', () => {
  it.each([
    ['en', "emma's piano lesson 40", 'Education'],
    ['en', 'kids guitar lessons 60', 'Education'],
    ['en', 'new piano 3000', 'Shopping'],
    ['es', 'comimos por 36', 'Dining'],
    ['es', '200 pa salir el sabado', 'Entertainment'],
    ['es', 'gasolina para salir de viaje 800', 'Transportation'],
    ['es', 'pagué el servicio público 300', 'Bills'],
  ] as const)('%s: %s -> %s', (lang, text, category) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ category }] });
  });

  it.each([
    ['en', 'bag of walkers 1.10', 'GBP', 'GB', 'Groceries'],
    ['es', '45 lucas del furgon escolar', 'CLP', 'CL', 'Transportation'],
  ] as const)('%s: %s (%s) -> %s', (lang, text, preferredCurrency, country, category) => {
    expect(run(text, lang, { preferredCurrency, country })).toMatchObject({ kind: 'record', tx: [{ category }] });
  });

  it('a budget "pa salir" is for going out', () => {
    expect(run('ponme un limite de 80 mil a la semana pa salir', 'es')).toMatchObject({ kind: 'set_budget', categoryName: 'Entertainment', period: 'weekly' });
  });

  it('"eso es un servicio público, no una compra" corrects to Bills', () => {
    expect(run('eso es un servicio publico, no una compra', 'es')).toMatchObject({ kind: 'correct_last', categoryName: 'Bills' });
  });
});

describe('questions (round 5)', () => {
  it.each([
    ['es', 'cuanto saque de propinas esta semana', 'earned'],
    ['pt', 'quanto fiz de caixinha essa semana', 'earned'],
    ['es', 'cuanto di de propina esta semana', 'spent'],
  ] as const)('%s: %s -> %s', (lang, text, metric) => {
    expect(run(text, lang)).toMatchObject({ kind: 'query', metric });
  });

  it.each([
    ['es', 'dime lo que gastamos en el super en abril'],
    ['pt', 'me diz o que gastei no mercado em abril'],
  ] as const)('%s: %s lists the expenses', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'query', metric: 'recent', type: 'expense', category: 'Groceries' });
  });
});
