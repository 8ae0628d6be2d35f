/**
 * Structure of lists and amounts, round 5: a foreign currency named for one item stays that item's
 * when the next item names itself before its number ("chatgpt 20 dólares e canva 34,90"), while a
 * continuation takes it ("10 euros on coffee and 5 on snacks"); a space groups thousands when a
 * currency closes the number ("1 250 €"); a count of some of one's things ("2 of my paintings") times
 * a price each.
 */
import { describe, expect, it } from 'vitest';
import type { EngineContext, Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

const contexts: Record<Lang, EngineContext> = {
  en: testContext({ preferredLanguage: 'en', preferredCurrency: 'USD', country: 'US' }),
  pt: testContext({ preferredLanguage: 'pt', preferredCurrency: 'EUR', country: 'PT' }),
  es: testContext({ preferredLanguage: 'es', preferredCurrency: 'MXN', country: 'MX' }),
};
const read = (lang: Lang, text: string) => {
  const intent = interpret(text, contexts[lang]).intent;
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => `${t.amount} ${t.currency}`) : intent.kind;
};

describe('a foreign currency stays with its item', () => {
  it.each([
    ['en', 'netflix 9 euros and groceries 54', ['9.00 EUR', '54.00 USD']],
    ['pt', 'licença do photoshop 25 dólares, farmácia 12,30', ['25.00 USD', '12.30 EUR']],
    ['es', 'compré un juego en steam 15 dólares y tacos 120', ['15.00 USD', '120.00 MXN']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(read(lang, text)).toEqual(expected);
  });
  it.each([
    ['en', 'spent 20 euros on lunch and 8 on the museum', ['20.00 EUR', '8.00 EUR']],
    ['pt', 'gastei 30 dólares no jantar e 12 no táxi', ['30.00 USD', '12.00 USD']],
    ['es', 'gasté 40 dólares en la cena y 15 en el taxi', ['40.00 USD', '15.00 USD']],
    ['es', 'hotel 80 dólares y el tour 30 dólares', ['80.00 USD', '30.00 USD']],
  ] as const)('[%s] a continuation keeps it: %s', (lang, text, expected) => {
    expect(read(lang, text)).toEqual(expected);
  });
});

describe('a space groups thousands before a currency', () => {
  it.each([
    ['pt', 'paguei a renda, 1 150 €', ['1150.00 EUR']],
    ['pt', 'o carro usado custou 8 900,50 €', ['8900.50 EUR']],
    ['es', 'la matrícula salió en 2 300 €', ['2300.00 EUR']],
    ['en', 'deposit on the flat € 1 800', ['1800.00 EUR']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(read(lang, text)).toEqual(expected);
  });
  it('[pt] a count before a price is no group', () => {
    expect(read('pt', '3 cafés 4 €')).toEqual(['4.00 EUR']);
  });
  it('[en] without a currency the numbers stay apart', () => {
    expect(read('en', 'bought 2 300 piece puzzles')).not.toContain('2300.00 USD');
  });
});

describe('a count of some of one\'s things, a price each', () => {
  it.each([
    ['en', 'sold 3 of my old guitars on marketplace, 150 each', ['450.00 USD']],
    ['pt', 'vendi 2 das minhas bicicletas por 90 cada', ['180.00 EUR']],
    ['es', 'vendí 4 de mis libros a 50 cada uno', ['200.00 MXN']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(read(lang, text)).toEqual(expected);
  });
  it('[en] a price that is not each stays as it is', () => {
    expect(read('en', 'sold 2 of my paintings for 300')).toEqual(['300.00 USD']);
  });
});

describe('a ceiling word that is part of a name sets no budget', () => {
  const kindOf = (lang: Lang, text: string) => interpret(text, contexts[lang]).intent.kind;
  it.each([
    ['en', 'the pixel 9 max seems good'],
    ['pt', 'o galaxy 24 max parece bom'],
    ['en', 'DOG FOOD FOR MAX 60'],
    ['pt', 'ração pra max 90'],
    ['es', 'croquetas para max 300'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(kindOf(lang, text)).not.toBe('set_budget');
  });
  it.each([
    ['en', 'takeout 80 max per month'],
    ['en', 'max 60 on games'],
    ['pt', 'lazer 200 no máximo por mês'],
    ['es', 'ropa 500 máximo al mes'],
  ] as const)('[%s] a ceiling still sets one: %s', (lang, text) => {
    expect(kindOf(lang, text)).toBe('set_budget');
  });
});
