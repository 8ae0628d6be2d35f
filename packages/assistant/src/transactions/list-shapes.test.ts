/**
 * Lists in shapes of our own: items and prices without separators, where an item the lexicons do
 * not know is still an item once the list is plain (or both prices have cents); a list of prices
 * first under a heading ("ikea: 30 lamp, 9 hooks"); a list that starts with a word that is another
 * language's deletion verb ("tire" in Portuguese); a name of a month before a price ("card for
 * april 4.50"). Near misses keep their reading: "bus 2.75 route 66" is one ride, "tire o uber de 20"
 * deletes, "2 tickets to the show, 40 total" is one purchase, "paid rent june 3, 950" is dated.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

const contexts = {
  en: testContext({ preferredLanguage: 'en', preferredCurrency: 'USD' }),
  pt: testContext({ preferredLanguage: 'pt', preferredCurrency: 'BRL' }),
  es: testContext({ preferredLanguage: 'es', preferredCurrency: 'MXN', country: 'MX' }),
};
const read = (lang: Lang, text: string) => interpret(text, contexts[lang]).intent;
const amountsOf = (lang: Lang, text: string) => {
  const intent = read(lang, text);
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.amount) : intent.kind;
};

describe('items and prices without separators', () => {
  it.each([
    ['en', 'hulu 7.99 crunchyroll 5.99 peacock 5.99', ['7.99', '5.99', '5.99']],
    ['en', 'coffee 4 kolache 3 lemonade 2', ['4.00', '3.00', '2.00']],
    ['pt', 'pão 8 requeijão 9 mortadela 12', ['8.00', '9.00', '12.00']],
    ['pt', 'deezer 22,90 crunchyroll 14,99', ['22.90', '14.99']],
    ['es', 'tortillas 25 jamón 60 chilorio 45', ['25.00', '60.00', '45.00']],
    ['es', 'netflix 219 vix 99 paramount 79', ['219.00', '99.00', '79.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });

  it('[en] a route after a price stays one ride', () => {
    expect(amountsOf('en', 'bus 2.75 route 66')).toEqual(['2.75']);
  });
});

describe('prices first under a heading', () => {
  it.each([
    ['en', 'ikea: 30 lamp, 9 hooks', ['30.00', '9.00']],
    ['pt', 'leroy merlin: 80 tinta, 25 pincéis', ['80.00', '25.00']],
    ['es', 'home depot: 300 pintura, 90 brochas', ['300.00', '90.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });

  it('[en] a count and its total stay one purchase', () => {
    expect(amountsOf('en', '2 tickets to the show, 40 total')).toEqual(['40.00']);
  });
});

describe("another language's deletion verb that names a thing", () => {
  it('[en] "tire" is a tyre in an English list', () => {
    expect(amountsOf('en', 'tire patch 25 wiper blades 19.99')).toEqual(['25.00', '19.99']);
  });
  it('[en] a tyre bought alone', () => {
    expect(amountsOf('en', 'tire replacement 140')).toEqual(['140.00']);
  });
  it.each([
    ['pt', 'tire o uber de 20'],
    ['pt', 'tire isso'],
    ['es', 'quita el de netflix'],
    ['en', 'remove the 40 one'],
  ] as const)('[%s] %s still deletes', (lang, text) => {
    expect(read(lang, text).kind).toBe('delete_transaction');
  });
});

describe('a month before a price with cents is no date', () => {
  it('[en] a card for someone named after a month', () => {
    expect(amountsOf('en', 'wrapping paper 4, card for april 4.50')).toEqual(['4.00', '4.50']);
  });
  it('[en] a date with its day is still a date', () => {
    const intent = read('en', 'paid rent june 3, 950');
    expect(intent.kind === 'record_transactions' && intent.transactions.map((t) => [t.amount, t.date])).toEqual([['950.00', '2026-06-03']]);
  });
});

describe('each item of a list keeps its price', () => {
  it.each([
    // A reason after the prices ("cos", "porque") says why, and records no less.
    ['en', 'tesco 22.40 and boots 9.15 cos tesco had no plasters', ['22.40', '9.15']],
    // Money slang that is also a noun is money when the next price belongs to another item.
    ['es', 'la peluquería 18 pavos y 3 de propina', ['18.00', '3.00']],
    // A participle after a price is no count of things: "45 pagos" (paid).
    ['pt', 'luz 180 e água 60 pagas ontem', ['180.00', '60.00']],
    // A price written in thousands after a label noun is still a price.
    ['es', 'taxi al aeropuerto 12.000 y almuerzo en la terminal 7.500', ['12000.00', '7500.00']],
    // A deletion verb that starts the name of a thing starts a list.
    ['en', 'scratch cards 10, crisps 1.20', ['10.00', '1.20']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });

  it('[en] scratch the last one still deletes', () => {
    expect(read('en', 'scratch the last one').kind).toBe('delete_transaction');
  });
});
