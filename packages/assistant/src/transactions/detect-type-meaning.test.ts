/**
 * Income or expense by meaning, whole messages (sentences written for these tests, en/pt/es, typed
 * as people do): a third party paying the user for what they provide, kinds of income named by a
 * word, gig takings, charges laid on the user ("me pusieron una multa"), and a dish "of the day"
 * that is no date. Each class has its near misses, which must keep their reading.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { langContext } from '../testing/context';
import { summarize } from '../testing/summarize';

const run = (text: string, lang: Lang) => summarize(interpret(text, langContext(lang)));

describe('someone pays the user for what they provide', () => {
  it.each([
    ['en', 'the guests paid 320 for two nights at the lake house', 'Rental'],
    ['en', 'my airbnb guest paid 180', 'Rental'],
    ['en', 'my lodger paid 600 rent', 'Rental'],
    ['en', 'lodger gave me 450 for march', 'Rental'],
    ['en', 'dog walking for the smiths, they paid 45', 'Freelance'],
    ['en', 'guitar lesson with tom, he paid 50', 'Freelance'],
    ['pt', 'os hóspedes do airbnb pagaram 700 pelo fim de semana', 'Rental'],
    ['pt', 'a hospede pagou 250 pela diaria', 'Rental'],
    ['pt', 'aula particular com a filha da vizinha, ela pagou 90', 'Freelance'],
    ['pt', 'a inquilina pagou 1.100', 'Rental'],
    ['es', 'los huéspedes del airbnb pagaron 2,400 por el finde', 'Rental'],
    ['es', 'la inquilina pagó 700', 'Rental'],
    ['es', 'clase de ingles con la hija de la vecina, ella pagó 250', 'Freelance'],
    ['es', 'el cliente pagó la factura, 8 mil', 'Freelance'],
  ] as const)('[%s] %s', (lang, text, category) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'income', category }] });
  });

  it.each([
    // A household member, or anyone, paying a bill or a thing: spending.
    ['en', 'my wife paid the electricity 80'],
    ['en', 'my husband paid 60 for groceries'],
    ['en', 'split the bill, they paid 40 and i paid 60'],
    ['pt', 'minha esposa pagou a conta de luz 150'],
    ['pt', 'paguei 80 pro hospede do lado pela janta'],
    ['es', 'mi esposo pagó la luz 600'],
  ] as const)('[%s] %s stays spending', (lang, text) => {
    const result = run(text, lang);
    expect(result.kind).toBe('record');
    for (const tx of result.tx as { type: string }[]) expect(tx.type).toBe('expense');
  });
});

describe('kinds of income named by a word', () => {
  it.each([
    ['en', 'commission check for Q3 2,200', ['Business', 'Salary']],
    ['en', 'sales commission 950', ['Business', 'Salary']],
    ['en', 'my commission this month 1,340', ['Business', 'Salary']],
    ['pt', 'comissão do mês 1.350', ['Business', 'Salary']],
    ['pt', 'comissao de vendas 800', ['Business', 'Salary']],
    ['es', 'comisión de ventas 3,500', ['Business', 'Salary']],
    ['es', 'comisiones de la quincena 2800', ['Business', 'Salary']],
    ['pt', 'jcp do itau 23,40', ['Investment']],
    ['pt', 'caiu jcp da petrobras 56', ['Investment']],
    ['pt', 'proventos da vale 120', ['Investment']],
    ['pt', 'aposentadoria do inss caiu 1.412', ['Salary']],
    ['pt', 'caiu a pensão do inss 1.800', ['Salary']],
    ['es', 'jubilación del imss 8,200', ['Salary']],
    ['en', 'state pension 780', ['Salary']],
    ['en', 'etsy payout 120 for the mugs', ['Business']],
    ['en', 'shopify payout 890', ['Business']],
    ['pt', 'recebi 430 do mercado livre', ['Business']],
    ['es', 'mercadolibre me depositó 1,250', ['Business']],
  ] as const)('[%s] %s', (lang, text, categories) => {
    const result = run(text, lang);
    expect(result).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
    expect(categories).toContain((result.tx as { category: string }[])[0]?.category);
  });

  it.each([
    // A commission charged by a bank or paid to an agent; the INSS paid; bought on a marketplace.
    ['es', 'comisión bancaria 15'],
    ['es', 'me cobraron 200 de comisión'],
    ['pt', 'comissão do corretor 5000'],
    ['en', 'bank commission 12'],
    ['en', 'paid the realtor commission 4000'],
    ['pt', 'paguei o inss 280'],
    ['pt', 'a parcela do carro caiu 900'],
    ['en', 'bought candles on etsy 30'],
  ] as const)('[%s] %s stays spending', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });
});

describe('gig takings', () => {
  it.each([
    ['es', 'saqué 2,300 manejando didi esta semana'],
    ['es', 'saqué 900 repartiendo en rappi'],
    ['es', 'hoy saque 1200 con el uber'],
    ['es', 'sacamos 3 mil trabajando el finde'],
    ['es', 'hice 800 en propinas'],
    ['pt', 'tirei 250 rodando de uber hoje'],
    ['pt', 'fiz 300 no uber hoje'],
    ['en', 'made 140 doordashing'],
    ['en', 'made 95 ubering last night'],
    ['en', 'pulled 180 driving lyft saturday'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
  });

  it('reads a platform named with a gig verb as gig work', () => {
    expect(run('made 140 doordashing', 'en')).toMatchObject({ tx: [{ category: 'Freelance' }] });
    expect(run('saqué 900 repartiendo en rappi', 'es')).toMatchObject({ tx: [{ category: 'Freelance' }] });
  });

  it.each([
    // Money taken out of an account is no takings.
    ['es', 'saqué 2000 del cajero'],
    ['pt', 'saquei 200 no caixa eletrônico'],
    ['es', 'saque 500 del banco para el uber'],
  ] as const)('[%s] %s is no income', (lang, text) => {
    const result = run(text, lang);
    if (result.kind === 'record') for (const tx of result.tx as { type: string }[]) expect(tx.type).toBe('expense');
  });
});

describe('a charge laid on the user', () => {
  it.each([
    ['es', 'me han puesto una multa de aparcamiento de 90€'],
    ['es', 'me pusieron una multa de 1500'],
    ['es', 'me metieron una multa de 800 por exceso de velocidad'],
    ['es', 'me aplicaron un recargo de 150'],
    ['es', 'me mandaron la factura de la luz 600'],
    ['es', 'me clavaron 300 en el taller'],
    ['es', 'me multaron 800'],
    ['pt', 'me deram uma multa de 195'],
    ['pt', 'me meteram uma multa de 130'],
    ['pt', 'me cobraram 50 de taxa'],
    ['en', 'got fined 90 for parking'],
    ['en', 'they charged me 35 for the bag'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });

  it.each([
    ['es', 'me devolvieron la multa 90', 'Refunds'],
    ['pt', 'me deram 50 de presente', 'Gift'],
    ['es', 'me pagaron la factura 5000', undefined],
    ['es', 'me pagaron 500 por el diseño', 'Freelance'],
  ] as const)('[%s] %s stays income', (lang, text, category) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'income', ...(category ? { category } : {}) }] });
  });
});

describe('a dish of the day is no date', () => {
  it.each([
    ['es', 'menú del día 12,50 / parking 3,40', ['12.50', '3.40']],
    ['es', 'el menú del día 11 y una caña 2,50', ['11.00', '2.50']],
    ['es', 'menu del dia 15 y refresco 20', ['15.00', '20.00']],
    ['pt', 'prato do dia 25 / estacionamento 10', ['25.00', '10.00']],
    ['pt', 'menu do dia 14,90 e um café 5', ['14.90', '5.00']],
    ['en', 'soup of the day 6.50 / coffee 3', ['6.50', '3.00']],
  ] as const)('[%s] %s', (lang, text, amounts) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: amounts.map((amount) => ({ amount })) });
  });

  it('still reads "dia N" as a day', () => {
    expect(run('gasolina el dia 12 500', 'es')).toMatchObject({ kind: 'record', tx: [{ amount: '500.00', date: '2026-11-12' }] });
    expect(run('almoço dia 5 32', 'pt')).toMatchObject({ kind: 'record', tx: [{ amount: '32.00', date: '2026-11-05' }] });
  });
});

describe('money from a company is money in', () => {
  it.each([
    'got 200 from uber',
    'payment from etsy 45',
    'zelle from target 50',
    'transfer from amazon 25',
    'deposit from doordash 120',
    'got 35 from starbucks for the gift card survey',
  ])('%s', (text) => {
    expect(run(text, 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
  });

  it.each([
    'got a jacket from zara 80',
    'bought a lamp from target 30',
    'uber from the airport 45',
    'pizza from dominos 20',
    'groceries from walmart 64',
  ])('%s stays spending', (text) => {
    expect(run(text, 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });
});
