/**
 * Ambiguous currency words and signs: the user's preferred currency settles them first, then the
 * country of their phone number, then the most common meaning.
 */
import { describe, expect, it } from 'vitest';
import { currencyFromWord, resolveCurrency } from './currency-lexicon';

const ref = (word: string) => currencyFromWord(word, word) ?? 'none';

describe('resolveCurrency', () => {
  it('"pesos" is the preferred peso currency, else the phone country\'s, else MXN', () => {
    expect(resolveCurrency(ref('pesos'), 'CLP')).toBe('CLP');
    expect(resolveCurrency(ref('pesos'), 'CLP', 'AR')).toBe('CLP');
    expect(resolveCurrency(ref('pesos'), 'USD', 'AR')).toBe('ARS');
    expect(resolveCurrency(ref('peso'), 'EUR', 'co')).toBe('COP');
    expect(resolveCurrency(ref('pesos'), 'USD', 'BR')).toBe('MXN');
    expect(resolveCurrency(ref('pesos'), 'USD')).toBe('MXN');
  });

  it('"$" is the preferred currency written with "$", else the phone country\'s, else USD', () => {
    expect(resolveCurrency('DOLLAR_SIGN', 'MXN')).toBe('MXN');
    expect(resolveCurrency('DOLLAR_SIGN', 'USD', 'MX')).toBe('USD');
    expect(resolveCurrency('DOLLAR_SIGN', 'EUR', 'MX')).toBe('MXN');
    expect(resolveCurrency('DOLLAR_SIGN', 'BRL', 'BR')).toBe('USD');
    expect(resolveCurrency('DOLLAR_SIGN', 'EUR')).toBe('USD');
    expect(resolveCurrency(currencyFromWord('r$', 'R$') ?? 'BRL', 'MXN', 'MX')).toBe('BRL');
  });

  it('"dollars" and "bucks" are the preferred dollar, else the phone country\'s, else USD', () => {
    expect(resolveCurrency(ref('dollars'), 'CAD')).toBe('CAD');
    expect(resolveCurrency(ref('bucks'), 'MXN', 'AU')).toBe('AUD');
    expect(resolveCurrency(ref('dollars'), 'MXN', 'MX')).toBe('USD');
    expect(resolveCurrency(ref('dolares'), 'CAD', 'CA')).toBe('USD');
  });

  it('"contos" are reais in Brazil and euros in Portugal', () => {
    expect(resolveCurrency(ref('conto'), 'BRL')).toBe('BRL');
    expect(resolveCurrency(ref('contos'), 'EUR')).toBe('EUR');
    expect(resolveCurrency(ref('contos'), 'USD', 'PT')).toBe('EUR');
    expect(resolveCurrency(ref('contos'), 'USD', 'BR')).toBe('BRL');
    expect(resolveCurrency(ref('contos'), 'USD')).toBe('BRL');
  });

  it('River Plate and Andean slang follows the user, then the country', () => {
    expect(resolveCurrency('LUCA', 'CLP')).toBe('CLP');
    expect(resolveCurrency('LUCA', 'USD', 'CO')).toBe('COP');
    expect(resolveCurrency('LUCA', 'USD')).toBe('ARS');
    expect(resolveCurrency('PALO', 'ARS')).toBe('ARS');
    expect(resolveCurrency('PALO', 'USD')).toBe('COP');
    expect(resolveCurrency(ref('mangos'), 'USD', 'UY')).toBe('UYU');
    expect(resolveCurrency(ref('mangos'), 'MXN', 'MX')).toBe('ARS');
  });

  it('leaves concrete codes and unambiguous names alone', () => {
    expect(resolveCurrency('EUR', 'MXN', 'MX')).toBe('EUR');
    expect(resolveCurrency(ref('quid'), 'USD', 'US')).toBe('GBP');
    expect(resolveCurrency(ref('reais'), 'ARS', 'AR')).toBe('BRL');
  });
});
