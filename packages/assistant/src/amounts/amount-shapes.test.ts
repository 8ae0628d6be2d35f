/**
 * Amounts in shapes of our own: a half after a multiplier ("2 lucas y media", "mil e meio", "a grand
 * and a half"); "más" between two prices lists them ("20 lucas más 4 de propina"); a count of
 * things before their price said on its own ("5000 gems, was 49.99"); small numbers after slang
 * thousands ("carne 25 lucas, carbón 6"). Near misses: "a las 3 y media" is an hour, "200 utilities,
 * 45.99 internet" are two bills, "y 500 de pan" is 500.
 */
import { describe, expect, it } from 'vitest';
import type { EngineContext, Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

const contexts: Record<Lang, EngineContext> = {
  en: testContext({ preferredLanguage: 'en', preferredCurrency: 'USD' }),
  pt: testContext({ preferredLanguage: 'pt', preferredCurrency: 'BRL', country: 'BR' }),
  es: testContext({ preferredLanguage: 'es', preferredCurrency: 'CLP', country: 'CL' }),
};
const amountsOf = (lang: Lang, text: string) => {
  const intent = interpret(text, contexts[lang]).intent;
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.amount) : intent.kind;
};

describe('a half after a multiplier', () => {
  it.each([
    ['es', 'la once con pan amasado, 2 lucas y media', ['2500.00']],
    ['es', 'arreglo del refri 1 palo y medio', ['1500000.00']],
    ['pt', 'conserto do carro 2 mil e meio', ['2500.00']],
    ['en', 'new roof 12 grand and a half', ['12500.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });
  it('[es] an hour and a half past is no money', () => {
    expect(amountsOf('es', 'a las 3 y media pagué 20 lucas de luz')).toEqual(['20000.00']);
  });
});

describe('"más" lists two prices, and adds a tip to its price', () => {
  it.each([
    ['es', 'flete 20 lucas más 4 lucas de propina', ['24000.00']],
    ['es', 'corte de pelo 8 lucas más el lavado 3 lucas', ['8000.00', '3000.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });
});

describe('a count of things before their price said on its own', () => {
  it.each([
    ['en', 'bought 5000 gems in clash, was 49.99', ['49.99']],
    ['en', '1200 coins for my nephew\'s game - $9.99', ['9.99']],
    ['pt', '1000 diamantes no free fire, deu R$ 29,90', ['29.90']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });
  it('[en] bills priced by their number stay bills', () => {
    expect(amountsOf('en', 'rent 1400, 200 utilities, 39.99 phone')).toEqual(['1400.00', '200.00', '39.99']);
  });
});

describe('small numbers after slang thousands', () => {
  it.each([
    ['es', 'cumpleaños: torta 18 lucas, velas 3, globos 5', ['18000.00', '3000.00', '5000.00']],
    ['es', 'pan 2 lucas y 500 de leche', ['2000.00', '500.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });
});
