/**
 * Numbers that are not money, in sentences of our own: hours after "till", "after", "até as",
 * "hasta las", phone numbers and routes. Alone they record nothing; beside a price they are dropped
 * and the price is recorded once. Their neighbours with money ("lunch at 12, coffee 3", "uber ida 22
 * volta 27", "3 beers at 6 each") keep every price.
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
const intentOf = (lang: Lang, text: string) => interpret(text, contexts[lang]).intent;
const amountsOf = (lang: Lang, text: string) => {
  const intent = intentOf(lang, text);
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.amount) : intent.kind;
};

describe('an hour, a phone number or a route alone records nothing', () => {
  it.each([
    ['en', 'back from the night shift, napping till 2'],
    ['en', 'text me after 7 tonight'],
    ['en', 'we close until 4 today'],
    ['en', 'call the landlord on 07911 123456 after 5'],
    ['en', 'the 38 came late again'],
    ['pt', 'vou dormir até as 3 hoje'],
    ['pt', 'me liga depois das 6'],
    ['pt', 'o 474 ainda não passou'],
    ['pt', 'o autocarro 712 vem sempre atrasado'],
    ['es', 'me quedo en la oficina hasta las 8'],
    ['es', 'llámame después de las 5'],
    ['es', 'el 21 no pasa hace una hora'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(intentOf(lang, text).kind).not.toBe('record_transactions');
  });
});

describe('beside a price, the hour or the number is dropped', () => {
  it.each([
    ['en', 'cleaner 60, she stays till 4', ['60.00']],
    ['en', 'taxi 18, ring the driver on 07911 123456', ['18.00']],
    ['pt', 'pão na chapa às 6 da manhã, 7,50', ['7.50']],
    ['pt', 'padaria 12 depois das 6', ['12.00']],
    ['es', 'tacos de canasta a las 7 de la mañana, 45', ['45.00']],
    ['es', 'estacionamiento 30 hasta las 9', ['30.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });
});

describe('prices that look like hours or counts stay prices', () => {
  it.each([
    ['en', 'lunch at 12, coffee 3', ['12.00', '3.00']],
    ['en', '3 beers at 6 each', ['18.00']],
    ['pt', 'uber ida 18 volta 24', ['18.00', '24.00']],
    ['es', 'camión 15 de ida y 15 de vuelta', ['15.00', '15.00']],
    ['es', 'uber 6.500 y luego un completo 3.000', ['6500.00', '3000.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });
});
