import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { tokenize } from '../text/tokenize';
import { testContext } from '../testing/context';
import { summarize } from '../testing/summarize';
import { findAmounts } from './find-amounts';

/** The money mentions of a text, soft quantities marked with "~". */
function mentions(text: string, lang: Lang): string[] {
  return findAmounts(tokenize(text), new Set(), lang).map((m) => `${m.isSoftQuantity ? '~' : ''}${m.amount}`);
}

const run = (text: string, lang: Lang) => summarize(interpret(text, testContext({ preferredLanguage: lang })));

describe('quantities times unit prices make the total', () => {
  it.each([
    ['en', '4 x 2.25', ['9.00']],
    ['en', '4x2.25', ['9.00']],
    ['en', 'donuts 1.75 x6', ['10.50']],
    ['en', '3 × $4.10 sodas', ['12.30']],
    ['en', '5 tacos at 2.40 each', ['~5.00', '12.00']],
    ['en', 'six bagels at 1.25 apiece', ['7.50']],
    ['en', '3 pounds of grapes at 2.50 per pound', ['~3.00', '7.50']],
    ['en', '2 dozen roses at 18 a dozen', ['~2.00', '36.00']],
    ['pt', '4 pastéis a 7,50 cada', ['~4.00', '30.00']],
    ['pt', '2 kg de tomate a 8,90 o quilo', ['17.80']],
    ['pt', '750 g de queijo a 52 o kg', ['39.00']],
    ['pt', '3 chopes a 12', ['~3.00', '36.00']],
    ['es', '3 boletos a 95 c/u', ['~3.00', '285.00']],
    ['es', '2 kilos de carne a 180 el kilo', ['360.00']],
    ['es', '4 empanadas a 1.200 cada una', ['~4.00', '4800.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(mentions(text, lang)).toEqual(expected);
  });

  it('multiplies exactly, with no float error', () => {
    // 3 × 0.10 is 0.30 (a float sum would give 0.30000000000000004), 7 × 1.15 is 8.05.
    expect(mentions('3 x 0.10', 'en')).toEqual(['0.30']);
    expect(mentions('7 cafés a 1,15 cada', 'pt')).toEqual(['~7.00', '8.05']);
    expect(mentions('1,5 kg de uva a 12,99 o kg', 'pt')).toEqual(['~1.50', '19.49']);
  });

  it('leaves alone what is not a quantity times a price', () => {
    expect(mentions('em 10x 45 no cartão', 'pt')).toEqual(['45.00']);
    expect(mentions('taxi 15 and a coffee 3 each', 'en')).toEqual(['15.00', '3.00']);
    expect(mentions('gym 60 cada mes', 'es')).toEqual(['60.00']);
    expect(mentions('3x4 frame 25', 'en')).toEqual(['~12.00', '25.00']);
  });

  it('reads a number right after a thing bought as its price in a list, even before a plural', () => {
    expect(mentions('taxi 22 drinks 14.50', 'en')).toEqual(['22.00', '14.50']);
    expect(mentions('3 drinks 14.50', 'en')).toEqual(['~3.00', '14.50']);
    expect(run('taxi 22 drinks 14.50', 'en')).toMatchObject({ kind: 'record', tx: [{ amount: '22.00', description: 'Taxi' }, { amount: '14.50', description: 'Drinks' }] });
  });

  it('records the total and keeps the count in the description', () => {
    expect(run('5 tacos at 2.40 each', 'en')).toMatchObject({ kind: 'record', tx: [{ amount: '12.00', description: '5 tacos', category: 'Dining' }] });
    expect(run('2 kg de tomate a 8,90 o quilo', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '17.80', description: '2 kg de tomate' }] });
    expect(run('3 boletos a 95 c/u', 'es')).toMatchObject({ kind: 'record', tx: [{ amount: '285.00', description: '3 boletos' }] });
    expect(run('cena para 3, 20 por persona', 'es')).toMatchObject({ kind: 'record', tx: [{ amount: '60.00' }] });
  });
});

describe('counts said apart from the things, prices of each after "de", and weights in words', () => {
  it.each([
    // The things named first, then "N at/a PRICE".
    ['en', 'museum passes, 3 at 22 each', '66.00'],
    ['en', 'water bottles 4 @ 1.25', '5.00'],
    ['pt', 'ingressos do show, 2 a 150', '300.00'],
    ['es', 'boletos del metro, 5 a 8 pesos c/u', '40.00'],
    ['es', 'empanadas, 6 a 2 lucas', '12000.00'],
    // Portuguese and Spanish: the price after counted things is each one's.
    ['pt', 'comprei 3 camisetas de 45', '135.00'],
    ['pt', 'pousada 2 diárias de 210', '420.00'],
    ['es', 'pagué 2 noches de hotel de 900', '900.00'],
    ['es', '4 cafés de 35', '140.00'],
    // Weights in words.
    ['pt', 'meio quilo de camarão a 90 o quilo', '45.00'],
    ['pt', 'um quilo e meio de alcatra a 50 o kg', '75.00'],
    ['es', 'kilo y medio de naranjas a 30 el kilo', '45.00'],
    ['en', 'half a pound of coffee beans at 16 a pound', '8.00'],
  ] as const)('[%s] %s', (lang, text, amount) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ amount }] });
  });

  it('keeps "de" as "of" where it is no price of each', () => {
    expect(run('2 kg de feijão 18', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '18.00' }] });
    expect(run('3 meses de academia de 240', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '240.00' }] });
    expect(run('compra de 75', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '75.00' }] });
    // English "of" is never a price of each.
    expect(run('2 bags of ice of 6', 'en')).toMatchObject({ kind: 'record', tx: [{ amount: '6.00' }] });
  });

  it('keeps a count read with its price soft in a list, and out of the description when set apart', () => {
    expect(run('teatro 2 entradas de 40 + estacionamento 15', 'pt')).toMatchObject({
      kind: 'record',
      tx: [{ amount: '80.00' }, { amount: '15.00' }],
    });
    expect(run('museum passes, 3 at 22 each', 'en')).toMatchObject({ kind: 'record', tx: [{ description: 'Museum passes' }] });
  });
});

describe('"for 2" is a party, never an amount', () => {
  it.each([
    ['en', 'concert tickets for 2, $90', [{ amount: '90.00' }]],
    ['en', 'brunch for two 64', [{ amount: '64.00' }]],
    ['pt', 'rodízio pra 2 pessoas 180', [{ amount: '180.00' }]],
    ['pt', 'pizza para 4 por 95', [{ amount: '95.00' }]],
    ['es', 'cena para dos 1.300', [{ amount: '1300.00' }]],
  ] as const)('[%s] %s', (lang, text, tx) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx });
  });

  it('still reads a price after "for" in English', () => {
    expect(run('sandwich for 9', 'en')).toMatchObject({ kind: 'record', tx: [{ amount: '9.00' }] });
    expect(run('cab for 15, dinner for 18', 'en')).toMatchObject({ kind: 'record', tx: [{ amount: '15.00' }, { amount: '18.00' }] });
  });
});

describe('a price per kilo, litre or dozen in any item of a list', () => {
  // "<qty> <unit> de X a <price>": the price is per the unit counted, whichever item it is.
  it.each([
    ['pt', '3 kg de tomate a 2,49 e 2 dúzias de ovos a 3,20', ['7.47', '6.40']],
    ['pt', '2 kg de arroz a 5,99 e 3 litros de leite a 4,50', ['11.98', '13.50']],
    ['pt', 'pão 8 e 2 kg de carne a 39,90', ['8.00', '79.80']],
    ['pt', 'banana 6, 4 litros de leite a 4,29 cada, e cafe 18', ['6.00', '17.16', '18.00']],
    ['es', '2 docenas de huevos a 45 y 3 kilos de papa a 22', ['90.00', '66.00']],
    ['es', '4 litros de leche a 28 c/u y pan 35', ['112.00', '35.00']],
    ['es', 'queso 90 y 1,5 kilos de jamon a 200', ['90.00', '300.00']],
    ['es', '6 unidades de yogur a 0,80 y 2 kilos de manzanas a 1,99', ['4.80', '3.98']],
    ['es', '3 kilos de tortilla a 24 el kilo, 2 docenas de huevos a 50', ['72.00', '100.00']],
    ['en', '3 lbs of chicken at 4.99 and milk 3.49', ['14.97', '3.49']],
    ['en', 'bread 4, 2 gallons of milk at 3.80 each', ['4.00', '7.60']],
    ['en', '2 dozen eggs at 3.10 and 5 lbs of potatoes at 1.20', ['6.20', '6.00']],
  ] as const)('[%s] %s', (lang, text, amounts) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: amounts.map((amount) => ({ amount })) });
  });

  it('leaves a total and a price by weight alone', () => {
    // "por 80" is what the 2 kg cost; "500 g ... a 60" names no unit of its own; no "a" is no unit price.
    expect(run('2 kg de carne por 80 e pão 10', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '80.00' }, { amount: '10.00' }] });
    expect(run('2 kilos de asado 12 mil y carbon 5 mil', 'es')).toMatchObject({ kind: 'record', tx: [{ amount: '12000.00' }, { amount: '5000.00' }] });
    expect(run('3 kg of flour for 6 and sugar 2', 'en')).toMatchObject({ kind: 'record', tx: [{ amount: '6.00' }, { amount: '2.00' }] });
  });
});
