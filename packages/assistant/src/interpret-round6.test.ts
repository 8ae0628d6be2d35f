/**
 * Sixth round of readings, each with near misses that must keep theirs: an English possessive names
 * what its noun does ("tenant's rent" is rent received; a name written with one, "sainsbury's", is
 * found as written), benefits named as the body that pays them ("universal credit paid today"), and
 * the currency's name between the money got and the thing sold ("got 60 quid for my old bike"), a
 * draw won ("acertei a quadra na mega", "me ha tocado la pedrea"), money given back by the user
 * ("devolvi 50 pra ana") and a refund given to a customer.
 * Sentences written for these tests, in en/pt/es.
 */
import { describe, expect, it } from 'vitest';
import type { EngineContext, Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CURRENCY: Readonly<Record<Lang, string>> = { en: 'GBP', pt: 'BRL', es: 'MXN' };
const run = (text: string, lang: Lang, overrides: Partial<EngineContext> = {}) =>
  summarize(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: CURRENCY[lang], ...overrides })));

describe('income said with a possessive, a benefit or a currency name (round 6)', () => {
  it.each([
    ['en', "tenant's rent came through, 950", { type: 'income', amount: '950.00', category: 'Rental' }],
    ['en', "the lodger's rent 550", { type: 'income', amount: '550.00', category: 'Rental' }],
    ['en', 'universal credit paid today, 393.45', { type: 'income', amount: '393.45' }],
    ['en', 'child benefit paid in 102.40', { type: 'income', amount: '102.40' }],
    ['en', 'hmrc paid me back 230', { type: 'income', amount: '230.00' }],
    ['en', 'got 60 quid for my old bike off gumtree', { type: 'income', amount: '60.00' }],
    ['en', 'got 25 bucks for my birthday from my aunt', { type: 'income', amount: '25.00', category: 'Gift' }],
    ['pt', 'recebi 600 reais pela minha bike velha', { type: 'income', amount: '600.00' }],
    ['pt', 'acertei a quadra na mega, 1.032,50', { type: 'income', amount: '1032.50', category: 'Gift' }],
    ['es', 'me ha tocado la pedrea, 100 euros', { type: 'income', amount: '100.00', category: 'Gift' }],
    ['pt', 'devolvi a blusa na renner e recebi 89 de volta', { type: 'income', amount: '89.00' }],
    ['es', 'me devolvieron 50 en la tienda', { type: 'income', amount: '50.00' }],
  ] as const)('%s: %s', (lang, text, tx) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [tx] });
  });

  it.each([
    ["en", "sainsbury's 40.20", { type: 'expense', amount: '40.20', category: 'Groceries' }],
    ["en", "the dog's food 32", { type: 'expense', amount: '32.00', category: 'Pets' }],
    ["en", "my boss's leaving present 20", { type: 'expense', amount: '20.00' }],
    ['en', 'paid hmrc 400 self assessment', { type: 'expense', amount: '400.00' }],
    ['en', 'got 2 tickets for my daughter 40', { type: 'expense', amount: '40.00' }],
    ['pt', 'acertei a conta da luz 120', { type: 'expense', amount: '120.00' }],
    ['pt', 'devolvi os 50 que peguei emprestado da ana', { type: 'expense', amount: '50.00' }],
    ['es', 'le devolví los 50 que me prestó ana', { type: 'expense', amount: '50.00' }],
    ['en', 'had to refund a customer 38 for a mug that arrived smashed', { type: 'expense', amount: '38.00' }],
    ['pt', 'reembolsei o cliente 120', { type: 'expense', amount: '120.00' }],
  ] as const)('%s: %s stays spending', (lang, text, tx) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [tx] });
  });
});

describe('a total said after the items is no item (round 6)', () => {
  it.each([
    ['en', 'lunch 11 and uber home 16, 27 all in', ['11.00', '16.00']],
    ['en', 'kroger 92.15 then shell 38.00 then taco bell 9.87 = 140.02', ['92.15', '38.00', '9.87']],
    ['pt', 'almoço 32 e café 8, 40 conto hj', ['32.00', '8.00']],
    ['es', 'luz 67,30, agua 22 y fibra 35, 124,30 en total', ['67.30', '22.00', '35.00']],
  ] as const)('%s: %s', (lang, text, amounts) => {
    const read = run(text, lang) as { kind: string; tx?: Array<{ amount: string }> };
    expect(read.kind).toBe('record');
    expect(read.tx?.map((t) => t.amount)).toEqual(amounts);
  });

  it.each([
    ['en', 'uber 10, lunch 20, dinner 30', ['10.00', '20.00', '30.00']],
    ['en', 'coffee 4 and cake 4', ['4.00', '4.00']],
  ] as const)('%s: an item named before the last amount keeps it: %s', (lang, text, amounts) => {
    const read = run(text, lang) as { kind: string; tx?: Array<{ amount: string }> };
    expect(read.tx?.map((t) => t.amount)).toEqual(amounts);
  });

  it('a benefit named as such is income', () => {
    expect(run('winter fuel payment 200 came through', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', amount: '200.00' }] });
  });

  it('income named before "deposited" was paid in; the user depositing is still a transfer out', () => {
    expect(run('salary deposited 1200', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', amount: '1200.00', category: 'Salary' }] });
    expect(run('va disability 1,700 deposited', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', amount: '1700.00' }] });
    expect(run('deposited 500 into savings', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'expense', amount: '500.00' }] });
    expect(run('venmoed sam 20', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'expense', amount: '20.00' }] });
  });
});
