/**
 * Income by meaning, whole messages written for these tests (en/pt/es, typed as people do): work
 * done for others counted in its units ("fiz 3 escovas a 70 cada"), a gig or a company that paid
 * ("brewery gig paid 200"), tips made, money found, money that arrived, money given back. Each class
 * has near misses that keep their reading.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { langContext } from '../testing/context';
import { summarize } from '../testing/summarize';

const run = (text: string, lang: Lang) => summarize(interpret(text, langContext(lang)));

function expectTypes(text: string, lang: Lang, type: 'income' | 'expense', amount?: string): void {
  const result = run(text, lang);
  expect(result.kind, text).toBe('record');
  const tx = result.tx as { type: string; amount: string }[];
  for (const t of tx) expect(t.type, text).toBe(type);
  if (amount !== undefined) expect(tx.map((t) => t.amount)).toEqual([amount]);
}

describe('work done for others, counted in its units, is takings', () => {
  it.each([
    ['pt', 'fiz 3 escovas hoje a 70 cada', '210.00'],
    ['pt', 'fiz 5 unhas hj, 40 cada', '200.00'],
    ['pt', 'fiz 8 cortes hoje a 35', '280.00'],
    ['pt', 'fiz 2 faxinas essa semana a 150 cada', '300.00'],
    ['pt', 'fiz 12 corridas hoje, 230', '230.00'],
    ['pt', 'fizemos 3 fretes 450', '450.00'],
    ['pt', 'fiz uns biscates de pintura no fim de semana, 250', '250.00'],
    ['pt', 'dei 6 aulas de violao a 80', '480.00'],
    ['pt', 'fiz 4 plantoes esse mes 3200', '3200.00'],
    ['es', 'hoy hice 9 cortes a 120 c/u', '1080.00'],
    ['es', 'hice 4 peinados hoy a 200 cada uno', '800.00'],
    ['es', 'hice 5 uñas hoy, 1000', '1000.00'],
    ['es', 'hice 2 fletes 500', '500.00'],
    ['es', 'hicimos 10 entregas 1500', '1500.00'],
    ['es', 'di 4 clases de ingles a 300 cada una', '1200.00'],
    ['es', 'hice 3 turnos extra a 90 cada uno', '270.00'],
    ['es', 'hice unos trabajitos de plomeria 800', '800.00'],
    ['en', 'did 4 deliveries at 12 each', '48.00'],
    ['en', 'did 6 haircuts today 25 each', '150.00'],
    ['en', 'did 3 dog walks 15 each', '45.00'],
    ['en', 'did 2 extra shifts this week 240', '240.00'],
    ['en', 'did a couple of odd jobs for the neighbours 150', '150.00'],
    ['en', 'taught 3 lessons 40 each', '120.00'],
    ['en', 'did 9 dashes tonight 110', '110.00'],
    ['es', 'hoy hice 12 domicilios, 85 mil', '85000.00'],
    ['es', 'hice 4 changas esta semana 60 mil', '60000.00'],
    ['es', 'hice 2 trenzas a 400 cada una', '800.00'],
    ['es', 'realicé 8 mandados 400', '400.00'],
    ['pt', 'fiz 3 tranças hoje a 120', '360.00'],
    ['pt', 'fiz 2 carretos de 180', '360.00'],
    ['pt', 'realizei 15 entregas no ifood 120', '120.00'],
  ] as const)('[%s] %s', (lang, text, amount) => expectTypes(text, lang, 'income', amount));

  it.each([
    ['en', 'mowed 5 lawns today 40 each', '200.00'],
    ['en', 'walked 4 dogs today 15 each', '60.00'],
    ['en', 'babysat 2 nights this week 80 each', '160.00'],
    ['en', 'did 7 uber rides 112', '112.00'],
    ['en', 'did 14 doordash orders tonight, 96', '96.00'],
    ['pt', 'lavei 4 carros hoje a 50 cada', '200.00'],
    ['pt', 'limpei 2 casas essa semana, 300', '300.00'],
    ['es', 'lavé 3 autos a 5 mil c/u', '15000.00'],
    ['es', 'paseé 6 perros hoy a 80 cada uno', '480.00'],
    ['es', 'arreglé 2 celulares, 1500', '1500.00'],
  ] as const)('[%s] %s (a service done to others\' things)', (lang, text, amount) => expectTypes(text, lang, 'income', amount));

  it.each([
    // A service the user paid for: no count, or done to oneself.
    ['pt', 'fiz as unhas 40'],
    ['pt', 'fiz escova no salao 60'],
    ['pt', 'fiz a unha e a sobrancelha 75'],
    ['es', 'me hice un corte 150'],
    ['es', 'me hice las uñas 300'],
    // Classes taken, things done that are no work for others.
    ['pt', 'fiz 3 aulas de pilates 180'],
    ['es', 'hice 2 clases de yoga 400'],
    ['en', 'did 2 loads of laundry 6'],
    ['es', 'hice 2 pedidos en amazon 900'],
    ['en', 'got 2 haircuts for the kids 40'],
    ['pt', 'paguei 3 corridas de uber 45'],
    ['en', 'washed 2 loads of laundry 6'],
    ['pt', 'lavei o carro 50'],
    ['en', 'washed the car 6'],
  ] as const)('[%s] %s stays spending', (lang, text) => expectTypes(text, lang, 'expense'));
});

describe('a gig, a job or a company that paid the user', () => {
  it.each([
    ['en', 'acme finally paid the 1,800 invoice'],
    ['en', 'globex already paid the 2,400 invoice'],
    ['en', 'brewery gig paid 200 cash'],
    ['en', 'wedding gig paid 350'],
    ['en', 'account jobs paid out today 96'],
    ['en', 'saturday shift paid 95 in cash'],
    ['pt', 'o bico de sabado pagou 200'],
    ['pt', 'o freela do site pagou 1500'],
    ['es', 'la changa de pintura pago 20 mil'],
    ['es', 'el pololo de la semana pagó 60 mil'],
    ['pt', 'o trampo de sábado pagou 180'],
    ['es', 'la empresa por fin pagó la factura, 3 millones'],
    ['pt', 'a empresa enfim pagou 2 mil'],
    ['pt', 'pagaram a nota fiscal 2300'],
    ['es', 'ya pagaron la factura 12 mil'],
    ['pt', 'o cliente quitou a fatura 1500'],
  ] as const)('[%s] %s', (lang, text) => expectTypes(text, lang, 'income'));

  it.each([
    ['en', 'paid the 1,800 invoice to the builder'],
    ['en', 'i finally paid the 1,800 invoice'],
    ['en', 'my wife paid the electricity 80'],
    ['en', 'gas for the gig 20'],
    ['pt', 'paguei o freela do designer 400'],
    ['es', 'por fin pagué la factura de luz 300'],
    ['pt', 'pagaram a conta de luz 200'],
  ] as const)('[%s] %s stays spending', (lang, text) => expectTypes(text, lang, 'expense'));
});

describe('tips made', () => {
  it.each([
    ['en', '34 in tips tonight'],
    ['en', 'got 120 in tips last night'],
    ['en', '45 in tips'],
    ['pt', 'fiz 80 de gorjeta hoje'],
    ['pt', '120 em gorjetas no fim de semana'],
    ['pt', '50 de gorjeta hoje'],
    ['es', 'saqué 500 de propinas'],
    ['es', '300 de propinas hoy'],
    ['es', 'junté 450 en propinas'],
    ['es', 'hice 200 de propina anoche'],
  ] as const)('[%s] %s', (lang, text) => expectTypes(text, lang, 'income'));

  it.each([
    ['en', 'left a 5 tip'],
    ['en', 'tip for the waiter 10'],
    ['pt', '20 de gorjeta pro garcom'],
    ['es', 'propina al mesero 50'],
  ] as const)('[%s] %s stays spending', (lang, text) => expectTypes(text, lang, 'expense'));
});

describe('pay taken home', () => {
  it.each([
    ['en', 'worked 3 doubles at the diner, took home 420'],
    ['en', 'brought home 1,900 this month'],
    ['en', 'took home 610 after taxes'],
  ] as const)('[%s] %s', (lang, text) => expectTypes(text, lang, 'income'));

  it.each([['en', 'took home a rotisserie chicken 8']] as const)('[%s] %s stays spending', (lang, text) => expectTypes(text, lang, 'expense'));
});

describe('money found', () => {
  it.each([
    ['en', 'found a 20 quid note in my old coat'],
    ['en', 'found 20 bucks in my jeans'],
    ['en', 'found a $50 bill on the sidewalk'],
    ['pt', 'achei 50 reais no bolso do casaco'],
    ['pt', 'achei uma nota de 20 na rua'],
    ['pt', 'encontrei 100 conto na gaveta'],
    ['es', 'me encontré 1000 pesos en la calle'],
    ['es', 'encontré un billete de 500 en el pantalón'],
    ['es', 'hallé 200 en la calle'],
    ['es', 'encontramos 300 en la chaqueta vieja'],
  ] as const)('[%s] %s', (lang, text) => expectTypes(text, lang, 'income'));

  it.each([
    ['en', 'found a jacket for 20'],
    ['pt', 'achei uma blusa por 30'],
    ['es', 'encontré unos zapatos a 300'],
  ] as const)('[%s] %s stays spending', (lang, text) => expectTypes(text, lang, 'expense'));
});

describe('money that arrived, money given back', () => {
  it.each([
    ['es', 'el arriendo del depto llegó, 480 mil', 'Rental'],
    ['es', 'llegó el pago del cliente 3000', undefined],
    ['es', 'ya llegó la transferencia de mi jefe 5000', undefined],
    ['es', 'llegó el sueldo 850 mil', 'Salary'],
    ['es', 'el pago del cliente llegó 3000', undefined],
    ['pt', 'chegou o pagamento do cliente 1200', undefined],
    ['pt', 'chegou o aluguel da kitnet 900', 'Rental'],
    ['pt', 'chegou o salario 3500', 'Salary'],
    ['pt', 'entrou o plantão extra do hospital 650', 'Salary'],
    ['es', 'me depositaron los turnos extra, 2400', 'Salary'],
    ['en', 'client payment arrived 600', undefined],
    ['es', 'mercado pago me reintegró 12.500 de la compra', 'Refunds'],
    ['es', 'mercado pago me devolvió 800', 'Refunds'],
    ['es', 'me reintegraron 3000 del pasaje', 'Refunds'],
    ['pt', 'o nubank estornou 45', 'Refunds'],
  ] as const)('[%s] %s', (lang, text, category) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'income', ...(category ? { category } : {}) }] });
  });

  it.each([
    ['es', 'llegó la factura de luz 300'],
    ['pt', 'chegou a conta de luz 150'],
    ['pt', 'chegou o boleto do condominio 450'],
    ['en', 'the electric bill arrived 90'],
    ['es', 'el pago de la luz 600'],
    ['es', 'pagué con mercado pago 900 en el super'],
    ['es', 'hice el pago de la tarjeta 5000'],
    ['es', 'el pago del alquiler 800'],
    ['es', 'un pago de 300 a mi hermano'],
    ['pt', 'um pix de 200 a minha irma'],
    ['es', 'llegó el recibo del agua 450'],
    ['pt', 'chegou a fatura do cartão 2300'],
    ['es', 'llegaron las compras del super 8000'],
    ['pt', 'chegou meu pedido da amazon 150'],
    ['en', 'my amazon package arrived 40'],
  ] as const)('[%s] %s stays spending', (lang, text) => expectTypes(text, lang, 'expense'));
});

describe('work done for others is paid as freelance work', () => {
  it.each([
    ['en', 'walked the hendersons dogs all week, they paid me 120'],
    ['en', 'mowed 5 lawns today 40 each'],
    ['en', 'got paid 80 for house sitting'],
    ['en', 'did a couple of odd jobs for the neighbours 150'],
    ['pt', 'fiz 2 faxinas essa semana a 150 cada'],
    ['pt', 'fiz uns biscates de pintura no fim de semana, 250'],
    ['es', 'hice unos trabajitos de plomeria 800'],
    ['es', 'paseé 6 perros hoy a 80 cada uno'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Freelance' }] });
  });

  it.each([
    ['pt', 'paguei a faxina 150'],
    ['en', 'paid the babysitter 60'],
    ['en', 'lawn mowing service 45'],
  ] as const)('[%s] %s stays spending', (lang, text) => expectTypes(text, lang, 'expense'));
});
