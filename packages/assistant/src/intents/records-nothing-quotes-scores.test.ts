/**
 * Numbers that nobody paid, in sentences of our own: a price quoted by a tradesperson ("pediu 380
 * pra trocar", "me pasó un presupuesto de 120 lucas", "quoted me 600"; "não aceitei" still refuses
 * it), a lottery's jackpot, a match's score, what something used to cost, money promised to the
 * user ("is supposed to pay me back"), a price seen ("saw ... 2 for 3 quid"). Their neighbours stay
 * transactions: a quote accepted or paid, an order ("pediu uma pizza 45"), lottery tickets bought,
 * snacks and tickets at a game, a film seen, money paid back.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

const read = (lang: Lang, text: string) => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('records nothing', () => {
  it.each([
    ['pt', 'o eletricista pediu 450 pra trocar o quadro, vou ver outro'],
    ['pt', 'o mecânico me passou um orçamento de 900, achei salgado'],
    ['es', 'el plomero me pasó un presupuesto de 120 lucas, ni loco'],
    ['es', 'el pintor pidió 8 mil por el cuarto'],
    ['en', 'the garage quoted me 600 for the clutch, getting a second opinion'],
    ['en', 'the roofer wants 2400 to redo the flat bit'],
    ['en', 'powerball jackpot is 800 million tonight'],
    ['pt', 'a mega da virada tá em 600 milhões'],
    ['es', 'el baloto va en 15 mil millones'],
    ['pt', 'flamengo 3x1 no vasco, que jogo'],
    ['es', 'boca 2-1 a river, qué partidazo'],
    ['en', 'what a game, 4-2 in extra time'],
    ['pt', 'quando eu era miúdo um gelado custava 50 cêntimos'],
    ['es', 'cuando chico el completo costaba 500 pesos'],
    ['en', 'a pint used to cost 2 quid round here'],
    ['pt', 'o canalizador pediu 300 mas não aceitei'],
    ['en', 'jake is supposed to pay me back 40 next week'],
    ['pt', 'o joão fica de me pagar os 50 para a semana'],
    ['es', 'mi cuñado quedó en devolverme 20 lucas el viernes'],
    ['en', 'saw tesco doing strawberries 2 for 3 quid'],
    ['es', 'vi las zapas a 150.000 en dexter pero ni ahí'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text).kind).toBe('unknown');
  });

  it.each([
    ['pt', 'paguei o encanador, 380', '380.00'],
    ['pt', 'pediu uma pizza 45', '45.00'],
    ['es', 'le pagué al plomero los 120 lucas del presupuesto', '120000.00'],
    ['en', 'paid the 600 the garage quoted', '600.00'],
    ['en', 'bought powerball tickets 10', '10.00'],
    ['en', '2 beers at the game 14', '14.00'],
    ['pt', '2 ingressos pro jogo, 15 cada', '30.00'],
    ['pt', '10 no euromilhões', '10.00'],
    ['pt', 'o canalizador pediu 300 e eu aceitei', '300.00'],
    ['en', 'jake paid me back 40', '40.00'],
    ['en', 'saw a movie for 15', '15.00'],
    ['pt', 'vi um filme no cinema 30', '30.00'],
  ] as const)('[%s] stays a transaction: %s', (lang, text, amount) => {
    expect(read(lang, text)).toMatchObject({ kind: 'record_transactions', transactions: [{ amount }] });
  });

  it('two rides to and from a game stay two rides', () => {
    expect(read('en', 'lyft 14 to the game and 19 back')).toMatchObject({ kind: 'record_transactions', transactions: [{ amount: '14.00' }, { amount: '19.00' }] });
  });
});
