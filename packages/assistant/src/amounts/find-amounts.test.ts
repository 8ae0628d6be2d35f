import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { tokenize } from '../text/tokenize';
import { findAmounts, pickAmount } from './find-amounts';
import { resolveCurrency } from './currency-lexicon';

/** The chosen amount and currency of a text, as "12.50 EUR" (currency resolved for a USD user). */
function money(text: string, lang: Lang, preferred = 'USD'): string {
  const mentions = findAmounts(tokenize(text), new Set(), lang);
  const best = pickAmount(mentions.filter((m) => !m.isSoftQuantity)) ?? pickAmount(mentions);
  if (!best) return 'none';
  return `${best.amount} ${best.currency ? resolveCurrency(best.currency, preferred) : '-'}`;
}

describe('findAmounts', () => {
  describe('en', () => {
    it.each([
      ['spent 4.50 on coffee', '4.50 -'],
      ['$12 lunch', '12.00 USD'],
      ['1,200.50 for rent', '1200.50 -'],
      ['20 euros on a taxi', '20.00 EUR'],
      ['60 bucks for gas', '60.00 USD'],
      ['£4.50 tea', '4.50 GBP'],
      ['100 CHF train', '100.00 CHF'],
      ['USD 45 dinner', '45.00 USD'],
      ['5k on a laptop', '5000.00 -'],
      ['a hundred for the vet', '100.00 -'],
      ['twenty five dollars on books', '25.00 USD'],
      ['3000¥ ramen', '3000.00 JPY'],
      ['2 pizzas 30', '30.00 -'],
      ['3 nights 420 euros', '420.00 EUR'],
      ['bought 2 coffees for 7', '7.00 -'],
      ['50% off the shoes', 'none'],
      ['meeting at 10:30', 'none'],
      ['show my top 5', 'none'],
      ['paid in 12x', 'none'],
    ])('%s -> %s', (text, expected) => expect(money(text, 'en')).toBe(expected));
  });

  describe('pt', () => {
    it.each([
      ['gastei 4,50 no café', '4.50 -'],
      ['R$ 35,90 farmácia', '35.90 BRL'],
      ['R$1.200,50 aluguel', '1200.50 BRL'],
      ['50 reais no mercado', '50.00 BRL'],
      ['2 mil reais de aluguel', '2000.00 BRL'],
      ['1,5 mil no mercado', '1500.00 -'],
      ['vinte reais de uber', '20.00 BRL'],
      ['cem reais', '100.00 BRL'],
      ['gastei mil', '1000.00 -'],
      ['3 milhões', '3000000.00 -'],
      ['comprei um tênis de R$ 320 em 4x', '320.00 BRL'],
      ['100 metros', 'none'],
    ])('%s -> %s', (text, expected) => expect(money(text, 'pt')).toBe(expected));
  });

  describe('es', () => {
    it.each([
      ['gasté 15,50 en café', '15.50 -'],
      ['$2.500,50 en el súper', '2500.50 USD'],
      ['30 lucas en ropa', '30000.00 ARS'],
      ['un palo en el auto', '1000000.00 COP'],
      ['cincuenta mil en comida', '50000.00 -'],
      ['2M en un celular', '2000000.00 -'],
      ['veinte dólares', '20.00 USD'],
      ['15€ de almuerzo', '15.00 EUR'],
      ['3 gambas en una birra', '300.00 ARS'],
      ['80000 pesos de ropa', '80000.00 MXN'],
      ['cien pesos', '100.00 MXN'],
      ['15 empanadas 1500', '1500.00 -'],
    ])('%s -> %s', (text, expected) => expect(money(text, 'es')).toBe(expected));
  });

  it('"$" is the user\'s own dollar or peso, otherwise USD', () => {
    expect(money('$50 café', 'es', 'COP')).toBe('50.00 COP');
    expect(money('$50 coffee', 'en', 'CAD')).toBe('50.00 CAD');
    expect(money('$50 coffee', 'en', 'EUR')).toBe('50.00 USD');
    expect(money('50 dollars', 'en', 'MXN')).toBe('50.00 USD');
    expect(money('50 pesos', 'es', 'ARS')).toBe('50.00 ARS');
  });

  it('reads slang that is also a noun as the noun when a thing or a price follows', () => {
    expect(money('compré 3 palos de golf por 200', 'es')).toBe('200.00 -');
    expect(money('2 mangos 10', 'es')).toBe('10.00 -');
    expect(money('me costó 2 palos', 'es', 'COP')).toBe('2000000.00 COP');
    expect(money('un palo y medio de pesos', 'es', 'ARS')).toBe('1500000.00 ARS');
    expect(money('gasté 500 mangos en la cena', 'es')).toBe('500.00 ARS');
    expect(money('500 de lana en tacos', 'es', 'MXN')).toBe('500.00 MXN');
  });

  it('reads British notes by name', () => {
    expect(money('a fiver for the taxi', 'en')).toBe('5.00 GBP');
    expect(money('lent him a tenner', 'en')).toBe('10.00 GBP');
    expect(money('30 quid on petrol', 'en')).toBe('30.00 GBP');
  });

  it('prefers the number with a currency over a bare one', () => {
    expect(money('$20 pizza 2000', 'es')).toBe('20.00 USD');
  });
});
