/**
 * Vocabulary round 2 (language/packs/{en,pt,es}.ts, categoryWords): second-hand sales, gifts for an
 * occasion, the milk round, window cleaning, animal charities, pet procedures and insurance, money
 * towards a relative's rent, farm and garden inputs, Spain's AVE and transport passes, the CL/AR
 * "chino", "feria", "completo" and a paid "dividendo", an extra shift as salary, a ride back, phone
 * credit, second-hand phones and meat bought by weight. Each family is tested with words of its own,
 * and so are the ordinary meanings these words must keep. The user has the default categories plus
 * Fitness and Pets (testing/context.ts).
 */
import { describe, expect, it } from 'vitest';
import type { EngineContext, Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const run = (text: string, lang: Lang, overrides: Partial<EngineContext> = {}) =>
  summarize(interpret(text, testContext({ preferredLanguage: lang, ...overrides })));

const categoryOf = (text: string, lang: Lang, overrides: Partial<EngineContext> = {}) => {
  const result = run(text, lang, overrides);
  const tx = result.tx as { category: string }[] | undefined;
  return tx?.map((t) => t.category);
};

describe('vocabulary round 2: English families', () => {
  it.each([
    // bought at a car boot or jumble sale: not the car
    ['picked up a lamp at the car boot 8', 'Shopping'],
    ['car boot sale haul 25', 'Shopping'],
    ['jumble sale 6', 'Shopping'],
    // gifts for an occasion
    ['present for the baby shower 35', 'Shopping'],
    ['graduation gift for my niece 50', 'Shopping'],
    ['christening present 40', 'Shopping'],
    // the milk round and household services
    ['milkman this week 7.40', 'Groceries'],
    ['milk delivery 12', 'Groceries'],
    ['window cleaner 15', 'Other'],
    // animal charities and pets
    ['donated 30 to the animal rescue', 'Other'],
    ['rspca 10', 'Other'],
    ['vet for her jabs 65', 'Pets'],
    ['dog teeth cleaning 240', 'Pets'],
    ['dog insurance 28', 'Pets'],
    // a relative's rent is help, not our bill
    ['helped my brother with his rent 400', 'Other'],
    ['paid my rent 1200', 'Bills'],
    // phone credit, second-hand phones, meat for a barbecue
    ['topped up my phone 15', 'Bills'],
    ['refurbished phone 220', 'Shopping'],
    ['meat for the bbq 38', 'Groceries'],
    ['bbq with friends 40', 'Dining'],
    // contact lenses by their everyday name; a contract is not one
    ['contacts and lens solution 48', 'Healthcare'],
    ['contracts 60', 'Other'],
  ])('%s -> %s', (text, category) => {
    expect(categoryOf(text, 'en')).toEqual([category]);
  });
});

describe('vocabulary round 2: Portuguese families', () => {
  it.each([
    ['comprei um casaco no brechó 45', 'Shopping'],
    ['feira de antiguidades 60', 'Shopping'],
    ['presente de formatura 150', 'Shopping'],
    ['chá de fraldas 80', 'Shopping'],
    ['leiteiro 18', 'Groceries'],
    ['limpeza de janelas 120', 'Other'],
    ['doei 40 pra ong de proteção animal', 'Other'],
    ['limpeza de tártaro 350', 'Pets'],
    ['seguro pet 60', 'Pets'],
    ['mandei 500 pro aluguel dela', 'Other'],
    ['adubo orgânico 90', 'Shopping'],
    ['sementes de milho 300', 'Shopping'],
    ['recarreguei o celular 20', 'Bills'],
    ['celular seminovo 1200', 'Shopping'],
    ['2 quilos de picanha 180', 'Groceries'],
    ['churrasco com a galera 60', 'Dining'],
    ['passagem de ida e volta pra curitiba 300', 'Travel'],
  ])('%s -> %s', (text, category) => {
    expect(categoryOf(text, 'pt')).toEqual([category]);
  });

  it('a ride back after a ride there is a ride too', () => {
    expect(categoryOf('uber 25 pra ir e 30 pra voltar pra casa', 'pt')).toEqual(['Transportation', 'Transportation']);
  });

  it('an extra shift is pay from the job, a shift alone a one-off', () => {
    expect(run('recebi 800 do plantão extra', 'pt')).toMatchObject({ tx: [{ type: 'income', category: 'Salary' }] });
    expect(run('recebi 500 do plantão', 'pt')).toMatchObject({ tx: [{ type: 'income', category: 'Freelance' }] });
  });
});

describe('vocabulary round 2: Spanish families', () => {
  const cl: Partial<EngineContext> = { country: 'CL', preferredCurrency: 'CLP' };
  const ar: Partial<EngineContext> = { country: 'AR', preferredCurrency: 'ARS' };
  const esp: Partial<EngineContext> = { country: 'ES', preferredCurrency: 'EUR' };
  const co: Partial<EngineContext> = { country: 'CO', preferredCurrency: 'COP' };
  it.each([
    ['el chino de acá 8.900', 'Groceries', ar],
    ['feria 22 mil', 'Groceries', cl],
    ['entradas para la feria de atracciones 30', 'Entertainment', esp],
    ['dos completos 5.000', 'Dining', cl],
    ['pagué el dividendo 410 mil', 'Bills', cl],
    ['billete del ave a madrid 48', 'Transportation', esp],
    ['abono de transporte 54,60', 'Transportation', esp],
    ['mercado de pulgas 15 mil', 'Shopping', ar],
    ['regalo de graduación para mi sobrino 80 mil', 'Shopping', co],
    ['el lechero 6', 'Groceries', esp],
    ['limpieza de ventanas 60', 'Other', esp],
    ['donación al refugio de animales 20 mil', 'Other', ar],
    ['seguro para mascotas 18', 'Pets', esp],
    ['fertilizante 300 mil', 'Shopping', co],
    ['herbicida para el potrero 180 mil', 'Shopping', co],
    ['recargué saldo 10 mil', 'Bills', co],
    ['celular de segunda mano 350 mil', 'Shopping', co],
    ['3 kilos de carne para el asado 36 mil', 'Groceries', ar],
    ['asado con los pibes 25 mil', 'Dining', ar],
    ['restaurante chino 18 mil', 'Dining', ar],
  ])('%s -> %s', (text, category, ctx) => {
    expect(categoryOf(text, 'es', ctx)).toEqual([category]);
  });

  it('a "completo" beside another expense is the Chilean hot dog', () => {
    expect(categoryOf('micro 800 y un completo 2.500', 'es', cl)).toEqual(['Transportation', 'Dining']);
  });

  it('a dividend received is still investment income', () => {
    expect(run('me pagaron dividendos 120', 'es', esp)).toMatchObject({ tx: [{ type: 'income', category: 'Investment' }] });
    expect(run('cobré el dividendo 80', 'es', esp)).toMatchObject({ tx: [{ type: 'income', category: 'Investment' }] });
  });
});

describe('vocabulary round 2: ordinary words keep their meaning (not spelling-corrected into the new entries)', () => {
  it.each([
    ['chicos 10', 'es', 'Other'],
    ['fiesta 10', 'es', 'Entertainment'],
    ['fecha 10', 'es', 'Other'],
    ['dividido 10', 'es', 'Other'],
    ['lechuga 10', 'es', 'Groceries'],
    ['feira 10', 'pt', 'Groceries'],
    ['leitura 10', 'pt', 'Other'],
    ['volta 10', 'pt', 'Other'],
    ['mailman 10', 'en', 'Other'],
    ['lease 10', 'en', 'Other'],
  ] as const)('%s (%s) -> %s', (text, lang, category) => {
    expect(categoryOf(text, lang)).toEqual([category]);
  });
});
