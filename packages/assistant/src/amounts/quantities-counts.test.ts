/**
 * Counts that are no amounts, in whole messages written for these tests (en/pt/es, typed as people
 * do): a count of plural things before a price each, even after a word that names something
 * ("costco 2 rotisserie chickens 4.99 each"); a count of things ending its clause, the money coming
 * later ("picked up 2 extra night shifts, overtime came to 412"); a price each for a party said after
 * it ("7,50 cada para os dois"). Near misses keep their reading.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';
import { summarize } from '../testing/summarize';

const run = (text: string, lang: Lang) => summarize(interpret(text, testContext({ preferredLanguage: lang })));
const amounts = (text: string, lang: Lang): string[] => {
  const result = run(text, lang);
  return result.kind === 'record' ? (result.tx as { amount: string }[]).map((t) => t.amount) : [];
};

describe('a count of plural things before a price each', () => {
  it.each([
    ['en', 'grabbed 2 breakfast burritos at 6.25 each before my shift', ['12.50']],
    ['en', 'costco 2 rotisserie chickens 4.99 each and a case of water 3.99', ['9.98', '3.99']],
    ['en', 'got 3 iced lattes at 5.50 each', ['16.50']],
    ['en', 'picked up 4 sandwiches 7 each for the team', ['28.00']],
    ['en', 'did 3 dog walks 15 each', ['45.00']],
    ['pt', 'peguei 3 coxinhas a 6 cada', ['18.00']],
    ['pt', 'mercado 2 pacotes de cafe 18 cada', ['36.00']],
    ['es', 'compré 2 empanadas de pino a 2.500 cada una', ['5000.00']],
    ['es', 'oxxo 3 cocas 22 c/u', ['66.00']],
    ['es', 'me tomé 2 cervezas artesanales a 90 cada una', ['180.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amounts(text, lang)).toEqual(expected);
  });

  it.each([
    // A number after the thing it paid for is its price; the thing after it is one.
    ['en', 'uber 15 coffee 3 each', ['15.00', '3.00']],
    ['en', 'taxi 2, coffee 3', ['2.00', '3.00']],
    ['en', 'spent 20 on groceries, 15 on gas', ['20.00', '15.00']],
    ['en', '2 beers 12 and 3 wings 9', ['12.00', '9.00']],
  ] as const)('[%s] %s keeps its amounts', (lang, text, expected) => {
    expect(amounts(text, lang)).toEqual(expected);
  });
});

describe('a count of things that ends its clause, the money later', () => {
  it.each([
    ['en', 'picked up 2 extra night shifts, overtime came to 412', ['412.00']],
    ['en', 'worked 2 doubles this weekend, made 300', ['300.00']],
    ['en', 'covered 3 shifts for jen, she paid me 150', ['150.00']],
    ['pt', 'peguei 2 plantoes extras, recebi 1300', ['1300.00']],
    ['pt', 'fiz 3 diarias na obra, o mestre pagou 450', ['450.00']],
    ['es', 'trabajé 3 turnos dobles, me pagaron 900', ['900.00']],
    ['es', 'hice 2 guardias extra, me depositaron 1800', ['1800.00']],
    ['en', 'bought 2 shirts, 30 total', ['30.00']],
    ['en', 'did 7 uber rides 112', ['112.00']],
    ['en', 'did 14 doordash orders tonight, 96', ['96.00']],
    ['es', 'hice 3 fletes grandes 4500', ['4500.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amounts(text, lang)).toEqual(expected);
  });
});

describe('a price each for a party said after it', () => {
  it.each([
    ['pt', 'cinema 7,50 cada para os dois e pipocas 5', ['15.00', '5.00']],
    ['pt', 'cafe 5 cada pra nos dois', ['10.00']],
    ['es', 'entradas 8 cada una para los dos', ['16.00']],
    ['es', 'cena 8 cada uno para los tres', ['24.00']],
    ['es', 'el menu 12 cada uno para 2', ['24.00']],
    ['en', 'drinks 6 each for both of us', ['12.00']],
    ['en', 'tickets 9.50 each for the two of us', ['19.00']],
    ['en', 'movie 12 each for the both of us, popcorn 9', ['24.00', '9.00']],
    ['en', 'entry 15 each for me and my wife', ['30.00']],
    ['pt', 'ingresso 40 cada pra mim e o joao', ['80.00']],
    ['pt', 'rodizio 89,90 cada para nos 3', ['269.70']],
    ['es', 'menu 12 cada uno para mi y mi hermana', ['24.00']],
    ['es', 'cine 4.500 cada una para las dos', ['9000.00']],
    ['es', 'entradas 12 cada para ambos', ['24.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amounts(text, lang)).toEqual(expected);
  });

  it.each([
    ['en', 'tickets 12 each for 3 days', ['12.00']],
    ['en', 'coffee 3 each', ['3.00']],
    ['en', 'coffee 3 for me and a muffin 4', ['3.00', '4.00']],
    ['pt', 'diaria 150 cada por 3 noites', ['150.00']],
  ] as const)('[%s] %s keeps its amount', (lang, text, expected) => {
    expect(amounts(text, lang)).toEqual(expected);
  });
});

describe('a range of numbers is no count', () => {
  it.each([
    ['es', 'compré 2 entradas a 9 cada una', ['18.00']],
    ['pt', '3 chopes a 12', ['36.00']],
  ] as const)('[%s] %s multiplies', (lang, text, expected) => {
    expect(amounts(text, lang)).toEqual(expected);
  });

  it.each([
    ['es', 'mi turno es de 22 a 6 esta semana'],
    ['pt', 'trabalho das 8 a 17 todo dia'],
    ['es', 'la clase es de 10 a 12'],
  ] as const)('[%s] %s multiplies nothing', (lang, text) => {
    for (const amount of amounts(text, lang)) expect(['132.00', '136.00', '120.00']).not.toContain(amount);
  });
});

describe('a list whose items each start with their price', () => {
  it.each([
    ['en', 'spent 20 groceries, 15 gas', ['20.00', '15.00']],
    ['en', '40 groceries and 12 parking', ['40.00', '12.00']],
    ['pt', '30 lanches e 12 uber', ['30.00', '12.00']],
    ['es', 'gasté 25 tacos, 10 propina', ['25.00', '10.00']],
  ] as const)('[%s] %s: every number is money', (lang, text, expected) => {
    expect(amounts(text, lang)).toEqual(expected);
  });

  it.each([
    // Counts with no money, and counts whose price comes after the things, stay counts.
    ['en', 'bought 2 shirts, 3 pants', []],
    ['en', '2 coffees, 3 bagels 12', ['12.00']],
    ['pt', '3 cervejas a 8, 2 pastéis a 6', ['24.00', '12.00']],
  ] as const)('[%s] %s: the counts stay counts', (lang, text, expected) => {
    expect(amounts(text, lang)).toEqual(expected);
  });
});

describe('"at" before an hour is no price each', () => {
  it('[en] the 38 bus leaves at 8 records nothing', () => {
    expect(amounts('the 38 bus leaves at 8', 'en')).toEqual([]);
  });
  it('[en] 3 beers at 6 is still 18', () => {
    expect(amounts('3 beers at 6', 'en')).toEqual(['18.00']);
  });
});
