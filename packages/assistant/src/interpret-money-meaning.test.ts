/**
 * Income or expense, and how much, from what the words mean: the user's takings over a shift (tips,
 * rides, deliveries), the user refunding someone, deposits the user pays, interest charged on a
 * debt, a fee charged on pay, a bill that "came in"; what kind of income (severance, pension, a
 * customer paying, shares sold, birthday money); a price per person with the party said after it,
 * and prices said the spoken way ("twelve fifty"). Sentences written for these tests, in en/pt/es.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CURRENCY: Readonly<Record<Lang, string>> = { en: 'USD', pt: 'BRL', es: 'MXN' };
const run = (text: string, lang: Lang) => summarize(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: CURRENCY[lang] })));

describe("the user's takings over a shift", () => {
  it.each([
    ['en', 'tips from the saturday double 240'],
    ['en', 'tips 95'],
    ['en', 'fares this shift 310'],
    ['pt', 'caixinha do plantão 60'],
    ['pt', 'gorjetas 140'],
    ['pt', 'as entregas de ontem deram 210'],
    ['es', 'propina de la noche 400'],
    ['es', 'los repartos de la semana 2.100'],
    ['es', 'carreras del finde 3.500'],
  ] as const)('[%s] %s is income', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
  });

  it.each([
    ['en', 'tip 8'],
    ['en', 'left a 12 tip at the diner'],
    ['en', 'tips for the housekeeping staff 20'],
    ['pt', 'gorjeta 15'],
    ['pt', 'deixei 10 de gorjeta pro entregador'],
    ['pt', 'corrida de uber pro trabalho 23'],
    ['es', 'propina al repartidor 30'],
    ['es', 'carrera de taxi 85'],
  ] as const)('[%s] %s is an expense', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });
});

describe('expenses that name income words', () => {
  it.each([
    // The user refunds someone.
    ['en', 'refunded the buyer 22 for a cracked vase'],
    ['en', 'i reimbursed my client 40 for the late delivery'],
    ['pt', 'reembolsei a compradora em 35'],
    ['pt', 'estornei 60 pro cliente'],
    ['es', 'le reembolsé 200 a un cliente'],
    // A deposit the user pays.
    ['en', 'security deposit for the apartment 1500'],
    ['en', 'deposit on the wedding venue 800'],
    ['pt', 'caução do apartamento 2.400'],
    ['pt', 'depósito de garantia do aluguel 1.800'],
    ['es', 'depósito en garantía del local 9.000'],
    // Interest on a debt.
    ['en', 'credit card interest 38'],
    ['pt', 'juros do cartão 74'],
    ['pt', 'juros do cheque especial 19,90'],
    ['es', 'intereses del préstamo 1.200'],
    // A fee charged on pay or a payout.
    ['pt', 'tarifa do salário antecipado 12'],
    ['en', 'fee for the paycheck advance 5'],
    ['es', 'comisión... no, tarifa de retiro del sueldo 25'],
    // A bill that arrived.
    ['en', 'the water bill came in, 64'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });

  it('keeps interest on savings and a deposit returned as income', () => {
    expect(run('savings interest 14', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Investment' }] });
    expect(run('juros da poupança 8,20', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Investment' }] });
    expect(run('the landlord returned my security deposit, 900', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
    expect(run('netflix refunded me 15', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Refunds' }] });
  });
});

describe('kinds of income', () => {
  it.each([
    ['en', 'severance pay 6000', 'Salary'],
    ['en', 'pension 1,480', 'Salary'],
    ['pt', 'recebi a rescisão 3.200', 'Salary'],
    ['pt', 'aposentadoria 2.100', 'Salary'],
    ['es', 'me pagaron la indemnización 90 mil', 'Salary'],
    ['es', 'liquidación de vacaciones 45 mil', 'Salary'],
    ['en', 'a customer paid 40 for two candles', 'Business'],
    ['es', 'el comprador me pagó 800', 'Business'],
    ['en', 'sold my btc, 900', 'Investment'],
    ['pt', 'vendi as ações 1.500', 'Investment'],
    ['es', 'vendí mis criptomonedas 300', 'Investment'],
    ['en', 'venmo from my cousin 50 bday money', 'Gift'],
  ] as const)('[%s] %s', (lang, text, category) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'income', category }] });
  });

  it.each([
    ['en', 'direct deposit 2,150', 'Salary'],
    ['en', 'stimulus payment 600', 'Salary'],
    ['en', 'child support came in 420', 'Salary'],
    ['pt', 'bolsa de estudos 700', 'Salary'],
    ['es', 'beca del semestre 1.500', 'Salary'],
    ['en', 'found 10 in my old jeans', 'Salary'],
    ['pt', 'achei 20 no bolso do casaco', 'Salary'],
    ['en', 'got 120 for my old bike', 'Business'],
    ['pt', 'recebi 300 pela minha geladeira velha', 'Business'],
    ['es', 'me dieron 250 por mi patineta', 'Business'],
    ['en', 'got 60 for my graduation', 'Gift'],
    ['en', 'payment from brightline studio 2,000', 'Salary'],
    ['en', 'the manager handed me 40 for covering the shift', 'Salary'],
    ['es', 'entraron 3 lucas del laburo', 'Freelance'],
  ] as const)('[%s] %s: money in, as %s', (lang, text, category) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'income', category }] });
  });

  it('reads a transfer app used as a verb by who sent it, and money won as income', () => {
    expect(run("my aunt venmo'd me 30", 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
    expect(run("zelle'd the plumber 180", 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'expense', description: 'Plumber' }] });
    expect(run('pingou 450 na conta do freela', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
    expect(run('raffle prize 75', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Gift' }] });
    expect(run('prêmio da loteria 300', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
  });

  it('reads a name heading "paid N" as paying the user, and a thing heading it as spending', () => {
    expect(run('northwind paid 750', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', description: 'Northwind' }] });
    expect(run('a marta pagou 60', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
    expect(run('lucía pagó 400', 'es')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
    expect(run('water bill paid 48', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
    expect(run('a marta pagou o jantar 60', 'pt')).not.toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
    expect(run('internet was paid 70', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
    expect(run('was paid 220 for the mural', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
  });

  it('reads insurers paying, refunds as reintegros, royalties and profit as income', () => {
    expect(run('o seguro pagou 2.300 do conserto', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
    expect(run('me reintegraron 800 de la farmacia', 'es')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Refunds' }] });
    expect(run('book royalties 62', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Business' }] });
    expect(run('lucro do mês da lojinha 1.400', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Business' }] });
    expect(run('ganancias de las acciones 900', 'es')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Investment' }] });
  });

  it('keeps things found or got for someone as spending', () => {
    expect(run('found a lamp at the flea market for 15', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
    expect(run('got 3 shirts for my kids 45', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
    expect(run('paguei a pensão alimentícia 650', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });

  it('still reads selling one\'s own things as a sale', () => {
    expect(run('sold my old desk 70', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Business' }] });
  });
});

describe('amounts', () => {
  it.each([
    ['pt', 'pizza 45 por pessoa, éramos 3', '135.00', 'Pizza'],
    ['en', 'brunch 22 per person, we were 4', '88.00', 'Brunch'],
    ['en', 'tasting menu 60 per head, 2 people', '120.00', 'Tasting menu'],
    ['es', 'parrilla 18 por persona, fuimos cinco', '90.00', 'Parrilla'],
  ] as const)('[%s] %s: the price per person times the party', (lang, text, amount, description) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ amount, description }] });
  });

  it.each([
    ['en', 'sandwich nine seventy five', '9.75'],
    ['en', 'gas thirty two forty', '32.40'],
    ['pt', 'pastel sete e cinquenta', '7.50'],
    ['es', 'torta cuatro noventa', '4.90'],
  ] as const)('[%s] %s: a price said as units and cents', (lang, text, amount) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ amount }] });
  });

  it('splits items listed with a spaced slash, and reads "/ mês" as how often', () => {
    expect(run('padaria 14 / farmácia 32', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '14.00' }, { amount: '32.00' }] });
    expect(run('rappi 180 / 99 pop 45', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '180.00' }, { amount: '45.00', description: '99 pop' }] });
    expect(run('academia 99 / mês', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '99.00', description: 'Academia' }] });
  });

  it('reads a small number that starts an item as how many, not as money', () => {
    expect(run('2 teas 3 each, 1 scone 4.50', 'en')).toMatchObject({ kind: 'record', tx: [{ amount: '6.00' }, { amount: '4.50' }] });
    expect(run('1 coxinha 7 e 2 sucos 16', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '7.00' }, { amount: '16.00' }] });
    expect(run('3 kg de manzana 60 y 1 kilo de uva 55', 'es')).toMatchObject({ kind: 'record', tx: [{ amount: '60.00' }, { amount: '55.00' }] });
    // A number after what it paid for is its price; "4 not 40" corrects a number.
    expect(run('parking 8 snacks 6', 'en')).toMatchObject({ kind: 'record', tx: [{ amount: '8.00' }, { amount: '6.00' }] });
  });

  it('multiplies a spaced "2 x 8" in a list, and keeps a glued size as a label', () => {
    expect(run('4 x 6 de cerveja e 2 x 9 de água', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '24.00' }, { amount: '18.00' }] });
    expect(run('5x7 frame 18', 'en')).toMatchObject({ kind: 'record', tx: [{ amount: '18.00' }] });
  });

  it('does not carry income to an item of its own that names spending', () => {
    expect(run('paycheck 2300, mortgage... no, rent 1400', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }, { type: 'expense' }] });
    expect(run('got paid 1900, rent 1100', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }, { type: 'expense' }] });
    expect(run('recebi 3000 de salário e 900 de aluguel', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }, { type: 'income', category: 'Rental' }] });
  });

  it('describes the items after a heading and its colon', () => {
    expect(run('weekend: cinema 24 and popcorn 9', 'en')).toMatchObject({ kind: 'record', tx: [{ description: 'Cinema' }, { description: 'Popcorn' }] });
    expect(run('feira de sábado: tomate 8, alface 4', 'pt')).toMatchObject({ kind: 'record', tx: [{ description: 'Tomate' }, { description: 'Alface' }] });
    expect(run('taxi: 30', 'en')).toMatchObject({ kind: 'record', tx: [{ description: 'Taxi' }] });
  });

  it('reads "la once" and "a las dos" as the meal and the hour, not money', () => {
    expect(run('pan y queso para la once 4.500', 'es')).toMatchObject({ kind: 'record', tx: [{ amount: '4500.00' }] });
    expect(run('a las tres pagué el taxi 120', 'es')).toMatchObject({ kind: 'record', tx: [{ amount: '120.00' }] });
  });
});
