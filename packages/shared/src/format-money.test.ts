import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent } from './format-money';

/** Intl puts a no-break space between symbol and number; written as "~" here for readability. */
const nb = (text: string) => text.replace(/~/g, '\u00a0');

describe('formatMoney in English: the spec format, byte for byte (section 9)', () => {
  it.each([
    ['0', 'USD', '$0.00'],
    ['1234.5', 'USD', '$1,234.50'],
    ['1234567.891', 'EUR', '€1,234,567.89'],
    ['-42', 'GBP', '-£42.00'],
    ['35.9', 'BRL', 'R$35.90'],
    ['100', 'SEK', '100.00 kr'],
    ['2500', 'PLN', '2,500.00 zł'],
    ['99.99', 'HUF', '99.99 Ft'],
    ['1000', 'CZK', '1,000.00 Kč'],
    ['1000', 'DKK', '1,000.00 kr'],
    ['1000', 'NOK', '1,000.00 kr'],
    ['1000', 'XXX', 'XXX1,000.00'],
    ['2.345', 'USD', '$2.35'],
    ['-2.345', 'USD', '-$2.35'],
    ['-0.001', 'USD', '$0.00'],
  ])('%s %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency, 'en')).toBe(expected);
  });

  it('any language other than pt and es reads English', () => {
    expect(formatMoney('1234.5', 'USD', 'de')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'USD', '')).toBe('$1,234.50');
  });
});

// Languages × currencies × (negative, large, zero). Large is the largest amount a row may hold with
// three decimals: formatted exactly, never through a float (as a float it would read ...000,00).
describe.each([
  // prettier-ignore
  ['en', {
    USD: ['-$1,234.56', '$99,999,999.99', '$0.00'],
    BRL: ['-R$1,234.56', 'R$99,999,999.99', 'R$0.00'],
    EUR: ['-€1,234.56', '€99,999,999.99', '€0.00'],
    JPY: ['-¥1,235', '¥99,999,999', '¥0'],
    KWD: ['-KD1,234.560', 'KD99,999,999.999', 'KD0.000'],
    SEK: ['-1,234.56 kr', '99,999,999.99 kr', '0.00 kr'],
  }],
  ['pt', {
    USD: ['-$~1.234,56', '$~99.999.999,99', '$~0,00'],
    BRL: ['-R$~1.234,56', 'R$~99.999.999,99', 'R$~0,00'],
    EUR: ['-€~1.234,56', '€~99.999.999,99', '€~0,00'],
    JPY: ['-¥~1.235', '¥~99.999.999', '¥~0'],
    KWD: ['-KD~1.234,560', 'KD~99.999.999,999', 'KD~0,000'],
    SEK: ['-kr~1.234,56', 'kr~99.999.999,99', 'kr~0,00'],
  }],
  ['es', {
    USD: ['-1.234,56~$', '99.999.999,99~$', '0,00~$'],
    BRL: ['-1.234,56~R$', '99.999.999,99~R$', '0,00~R$'],
    EUR: ['-1.234,56~€', '99.999.999,99~€', '0,00~€'],
    JPY: ['-1.235~¥', '99.999.999~¥', '0~¥'],
    KWD: ['-1.234,560~KD', '99.999.999,999~KD', '0,000~KD'],
    SEK: ['-1.234,56~kr', '99.999.999,99~kr', '0,00~kr'],
  }],
] as const)('formatMoney in %s', (language, expected) => {
  it.each(Object.entries(expected))('%s: negative, large, zero', (currency, [negative, large, zero]) => {
    // JPY rounds 1234.56 to 1235 (no minor unit); KWD shows three decimals.
    expect(formatMoney('-1234.56', currency, language)).toBe(nb(negative));
    expect(formatMoney(currency === 'JPY' ? '99999999' : currency === 'KWD' ? '99999999.999' : '99999999.99', currency, language)).toBe(nb(large));
    expect(formatMoney('0', currency, language)).toBe(nb(zero));
  });
});

describe('formatMoney in pt and es: the issue’s examples and exact rounding', () => {
  it('reads R$ 47.623,60 and 1.251,65 €', () => {
    expect(formatMoney('47623.60', 'BRL', 'pt')).toBe('R$\u00a047.623,60');
    expect(formatMoney('1251.65', 'EUR', 'es')).toBe('1.251,65\u00a0€');
  });

  it('rounds half away from zero on the decimal string, even past float precision', () => {
    // As a float 99999999.995 is 99999999.99499999; the string rounds up.
    expect(formatMoney('99999999.995', 'BRL', 'pt')).toBe('R$\u00a0100.000.000,00');
    expect(formatMoney('12345678901234567.015', 'EUR', 'es')).toBe('12.345.678.901.234.567,02\u00a0€');
    expect(formatMoney('-0.004', 'EUR', 'es')).toBe('0,00\u00a0€');
    expect(formatMoney('1500.5', 'JPY', 'pt')).toBe('¥\u00a01.501');
  });

  it('throws on anything that is not a plain decimal (the callers show it as given)', () => {
    expect(() => formatMoney('12,50', 'BRL', 'pt')).toThrow();
    expect(() => formatMoney('abc', 'USD', 'en')).toThrow();
  });
});

describe('formatPercent: one decimal, localised', () => {
  it.each([
    ['en', 80.6, '80.6%', '80.6%'],
    ['en', 85, '85.0%', '85%'],
    ['en', 1234.5, '1234.5%', '1234.5%'],
    ['pt', 80.6, '80,6%', '80,6%'],
    ['pt', 85, '85,0%', '85%'],
    ['pt', 1234.5, '1.234,5%', '1.234,5%'],
    ['es', 80.6, '80,6\u00a0%', '80,6\u00a0%'],
    ['es', -15, '-15,0\u00a0%', '-15\u00a0%'],
  ])('%s %s -> %s / %s', (language, value, fixed, trimmed) => {
    expect(formatPercent(value, language)).toBe(fixed);
    expect(formatPercent(value, language, { minimumFractionDigits: 0 })).toBe(trimmed);
  });

  it('rounds to one decimal half away from zero, and never shows -0', () => {
    expect(formatPercent(33.35, 'en')).toBe('33.4%');
    expect(formatPercent(-3.25, 'en')).toBe('-3.3%');
    expect(formatPercent(-0.01, 'pt')).toBe('0,0%');
    expect(formatPercent(Number.NaN, 'es')).toBe('—');
  });
});

describe('formatNumber', () => {
  it('uses the language’s separators, exactly for decimal strings', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'pt')).toBe('1.234');
    expect(formatNumber(1234, 'es')).toBe('1.234');
    expect(formatNumber(4, 'es', 1)).toBe('4,0');
    expect(formatNumber('12345678901234567.89', 'pt', 2)).toBe('12.345.678.901.234.567,89');
  });
});
