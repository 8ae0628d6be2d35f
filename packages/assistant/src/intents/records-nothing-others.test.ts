/**
 * More messages with numbers that record nothing, by kind, in sentences of our own: other people's
 * purchases, prices remarked on or moving, a currency's rate, temperatures and ages, gates and flat
 * numbers, order numbers, a number written into a name ("7-eleven"). Their neighbours that are the user's own spending stay transactions.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { langContext } from '../testing/context';

const intentOf = (lang: Lang, text: string) => interpret(text, langContext(lang)).intent;

describe('records nothing', () => {
  it.each([
    // Someone else's purchase.
    ['en', 'my coworker bought a boat for 40k'],
    ['en', 'my cousin spent 3000 on a watch haha'],
    ['pt', 'minha colega comprou um iphone de 8 mil'],
    ['pt', 'meu primo gastou 500 na balada'],
    ['es', 'mi amiga se compró un celular de 20 mil'],
    ['es', 'mi jefe compró una camioneta de 900 mil'],
    ['pt', 'a minha vizinha comprou uma geladeira de 5 mil'],
    ['es', 'mis tíos se compraron un depa de 3 millones'],
    // A currency's rate.
    ['pt', 'o euro tá 6,20 hoje'],
    ['es', 'el dólar está a 19 pesos'],
    ['en', 'the euro is at 1.08'],
    // Temperatures and ages.
    ['en', "it's 28 degrees in here"],
    ['pt', 'fez 35 graus hoje'],
    ['en', "he's 41"],
    // A price remarked on, or moving.
    ['en', 'gas is 5.19 a gallon here'],
    ['en', 'the rent is going up to 2100 in march'],
    ['pt', 'o leite tá 7 reais o litro, absurdo'],
    ['pt', 'a conta de luz subiu pra 380'],
    ['es', 'el kilo de tomate está a 60, un robo'],
    ['es', 'la luz sube a 900 el mes que entra'],
    // Gates, flats, orders, and a number inside a name.
    ['en', 'boarding at gate 22'],
    ['pt', 'embarque no portão 9'],
    ['es', 'embarcamos por la puerta 7'],
    ['pt', 'av paulista 900 apto 31'],
    ['es', 'carrera 15 # 93-60 apto 402'],
    ['en', 'order 88213 still not here'],
    ['pt', 'o pedido 774120 atrasou'],
    ['en', 'see you at the 7-eleven'],
  ] as const)('[%s] %s', (lang, text) => {
    const intent = intentOf(lang, text);
    expect(intent.kind, JSON.stringify(intent)).not.toBe('record_transactions');
    expect(intent.kind).not.toBe('clarify_transaction');
  });

  it.each([
    ['en', 'my sister bought me dinner, i paid the tip 12', '12.00'],
    ['en', 'coffee is 5', '5.00'],
    ['pt', 'o almoço foi 42', '42.00'],
    ['pt', 'meu irmão comprou pra mim um tênis, paguei 300', '300.00'],
    ['pt', 'aluguel do apartamento 2.500', '2500.00'],
    ['es', 'pedido de rappi 230', '230.00'],
    ['es', 'el alquiler del departamento 8 mil', '8000.00'],
    ['es', 'mi hermano se compró una tele y yo puse 200', '200.00'],
    ['es', 'me compré unos tenis de 900', '900.00'],
  ] as const)('[%s] %s is still recorded', (lang, text, amount) => {
    const intent = intentOf(lang, text);
    expect(intent.kind).toBe('record_transactions');
    if (intent.kind === 'record_transactions') expect(intent.transactions.map((t) => t.amount)).toContain(amount);
  });
});
