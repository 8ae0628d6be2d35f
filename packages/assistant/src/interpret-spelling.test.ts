/**
 * Messages typed the way people chat (no accents, capitals anywhere, typos, shorthand, slang
 * money) read the same as the carefully written ones; ambiguous money words follow the user's
 * currency, then their phone's country. Today is Sunday 22 November 2026 in São Paulo.
 */
import { describe, expect, it } from 'vitest';
import type { EngineContext, Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const run = (text: string, lang: Lang, overrides: Partial<EngineContext> = {}) =>
  summarize(interpret(text, testContext({ preferredLanguage: lang, ...overrides })));

describe('accents, capitals and typos', () => {
  it.each([
    ['autobús 1,50', 'es', 'Transportation'],
    ['autobus 1,50', 'es', 'Transportation'],
    ['AUTOBUS 1,50', 'es', 'Transportation'],
    ['grocerys 54.20', 'en', 'Groceries'],
    ['restaurnte 80', 'pt', 'Dining'],
    ['resturant with the team 64', 'en', 'Dining'],
    ['gasolna 150', 'pt', 'Transportation'],
    ['gasté 30 en el supermercdo', 'es', 'Groceries'],
    ['gaste 30 en la farmacia', 'es', 'Healthcare'],
    ['farmácia 22', 'pt', 'Healthcare'],
    ['farmcia 22', 'pt', 'Healthcare'],
    ['starbuks 6.45', 'en', 'Dining'],
    ['mcdonals 11', 'en', 'Dining'],
    ['netflx 39,90', 'pt', 'Entertainment'],
    ['carrefur 210', 'pt', 'Groceries'],
    ['sainsburys 41.60', 'en', 'Groceries'],
    ['trader joes 86.23', 'en', 'Groceries'],
  ] as const)('%s -> %s', (text, lang, category) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'expense', category }] });
  });

  it.each([
    ['gastei 20 no almoço ontem', 'pt'],
    ['gastei 20 no almoco onten', 'pt'],
    ['lunch 20 yesterdy', 'en'],
    ['lunch 20 yday', 'en'],
    ['almuerzo 20 ayer', 'es'],
  ] as const)('%s is yesterday', (text, lang) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ date: '2026-11-21', category: 'Dining' }] });
  });

  it('keeps the verbs of each type apart: pagó / pagou / cobré', () => {
    expect(run('me pagaron 500 del proyecto', 'es')).toMatchObject({ tx: [{ type: 'income' }] });
    expect(run('pagó 500 de luz', 'es')).toMatchObject({ tx: [{ type: 'expense', category: 'Bills' }] });
    expect(run('cobré 800 de un cliente', 'es')).toMatchObject({ tx: [{ type: 'income' }] });
    expect(run('gastó 40 en el taxi', 'es')).toMatchObject({ tx: [{ type: 'expense', category: 'Transportation' }] });
  });

  it('keeps the description as the user wrote it', () => {
    expect(run('restaurnte 80', 'pt')).toMatchObject({ tx: [{ description: 'Restaurnte' }] });
  });

  it('never corrects a capitalised name inside a sentence', () => {
    // Lower case, "gaspar" would be read as "gastar".
    expect(run('passei 50 pro Gaspar', 'pt')).toMatchObject({ tx: [{ description: 'Gaspar' }] });
  });

  it('reads questions with shorthand and typos', () => {
    expect(run('qnto gastei esse mes', 'pt')).toMatchObject({ kind: 'query', metric: 'spent', period: 'this_month' });
    expect(run('how much did i spend on grocerys last mnoth', 'en')).toMatchObject({ kind: 'query', category: 'Groceries', period: 'last_month' });
  });

  it('does not read everyday words as a purchase', () => {
    expect(run('gostei muito do filme', 'pt').kind).not.toBe('record');
    expect(run('3 paus de selfie 30', 'pt')).toMatchObject({ tx: [{ amount: '30.00', category: 'Other' }] });
  });
});

describe('country names, products and services', () => {
  it.each([
    ['gastei 2 mil reais numa geladeira nova', 'pt', 'BRL', { amount: '2000.00', currency: 'BRL', category: 'Shopping' }],
    ['oxxo 85', 'es', 'MXN', { category: 'Groceries' }],
    ['recarga telcel 100', 'es', 'MXN', { category: 'Bills' }],
    ['carga sube 2000', 'es', 'ARS', { category: 'Transportation' }],
    ['tanqueada en terpel 120 mil', 'es', 'COP', { amount: '120000.00', category: 'Transportation' }],
    ['copec 35 lucas', 'es', 'CLP', { amount: '35000.00', currency: 'CLP', category: 'Transportation' }],
    ['pingo doce 43,20', 'pt', 'EUR', { category: 'Groceries' }],
    ['mercadona 61,30', 'es', 'EUR', { category: 'Groceries' }],
    ['council tax 150', 'en', 'GBP', { category: 'Bills' }],
    ['chick-fil-a 14.20', 'en', 'USD', { category: 'Dining' }],
    ['paid my verizon bill 85', 'en', 'USD', { category: 'Bills' }],
    ['almoço no cartão itaú 45', 'pt', 'BRL', { category: 'Dining' }],
    ['itaú 300', 'pt', 'BRL', { category: 'Bills' }],
  ] as const)('%s', (text, lang, currency, expected) => {
    expect(run(text, lang, { preferredCurrency: currency })).toMatchObject({ kind: 'record', tx: [expected] });
  });
});

describe('ambiguous money words', () => {
  it('"pesos" and "$" are the preferred currency, then the phone country\'s, then MXN / USD', () => {
    expect(run('gasté 500 pesos en el super', 'es', { preferredCurrency: 'ARS' })).toMatchObject({ tx: [{ currency: 'ARS' }] });
    expect(run('gasté 500 pesos en el super', 'es', { preferredCurrency: 'USD', country: 'AR' })).toMatchObject({ tx: [{ currency: 'ARS' }] });
    expect(run('gasté 500 pesos en el super', 'es', { preferredCurrency: 'USD' })).toMatchObject({ tx: [{ currency: 'MXN' }] });
    expect(run('$45.000 de mercado', 'es', { preferredCurrency: 'EUR', country: 'CO' })).toMatchObject({ tx: [{ amount: '45000.00', currency: 'COP' }] });
    expect(run('$45 groceries', 'en', { preferredCurrency: 'EUR' })).toMatchObject({ tx: [{ currency: 'USD' }] });
    expect(run('R$ 45 mercado', 'pt', { preferredCurrency: 'MXN', country: 'MX' })).toMatchObject({ tx: [{ currency: 'BRL' }] });
  });

  it('reads each country\'s slang', () => {
    expect(run('50 conto no uber', 'pt', { preferredCurrency: 'USD', country: 'BR' })).toMatchObject({ tx: [{ amount: '50.00', currency: 'BRL' }] });
    expect(run('50 contos no jantar', 'pt', { preferredCurrency: 'USD', country: 'PT' })).toMatchObject({ tx: [{ amount: '50.00', currency: 'EUR' }] });
    expect(run('20 quid on a cab', 'en')).toMatchObject({ tx: [{ amount: '20.00', currency: 'GBP' }] });
    expect(run('a fiver for coffee', 'en')).toMatchObject({ tx: [{ amount: '5.00', currency: 'GBP', category: 'Dining' }] });
    expect(run('tenner on the taxi', 'en')).toMatchObject({ tx: [{ amount: '10.00', currency: 'GBP' }] });
    expect(run('5 lucas en el almuerzo', 'es', { preferredCurrency: 'USD', country: 'CL' })).toMatchObject({ tx: [{ amount: '5000.00', currency: 'CLP' }] });
    expect(run('me costó 2 palos la moto', 'es', { preferredCurrency: 'COP' })).toMatchObject({ tx: [{ amount: '2000000.00', currency: 'COP' }] });
    expect(run('300 mangos de nafta', 'es', { preferredCurrency: 'USD' })).toMatchObject({ tx: [{ amount: '300.00', currency: 'ARS' }] });
    expect(run('120 varos de tacos', 'es', { preferredCurrency: 'USD' })).toMatchObject({ tx: [{ amount: '120.00', currency: 'MXN' }] });
    expect(run('cañas con los compis 12 pavos', 'es', { preferredCurrency: 'USD', country: 'ES' })).toMatchObject({ tx: [{ amount: '12.00', currency: 'EUR' }] });
    expect(run('25 paus no ifood', 'pt', { preferredCurrency: 'USD' })).toMatchObject({ tx: [{ amount: '25.00', currency: 'BRL' }] });
    expect(run('jantar no tasco 25 paus', 'pt', { preferredCurrency: 'USD', country: 'PT' })).toMatchObject({ tx: [{ amount: '25.00', currency: 'EUR' }] });
    expect(run('jantar no tasco 25 paus', 'pt', { preferredCurrency: 'USD', country: 'PT' })).toMatchObject({ tx: [{ amount: '25.00', currency: 'EUR' }] });
  });

  it('leaves the noun alone when the slang word names a thing', () => {
    expect(run('compré 3 palos de golf por 200', 'es', { preferredCurrency: 'COP' })).toMatchObject({ tx: [{ amount: '200.00', currency: 'COP' }] });
    expect(run('2 mangos 10', 'es', { preferredCurrency: 'MXN' })).toMatchObject({ tx: [{ amount: '10.00', currency: 'MXN' }] });
  });
});
