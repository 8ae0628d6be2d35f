import { describe, expect, it } from 'vitest';
import { normalizeAmount } from '@tally/shared/money';
import { multiplyDecimal, parseNumberToken } from './parse-number';

const parsed = (token: string) => {
  const value = parseNumberToken(token);
  return value === null ? null : normalizeAmount(value);
};

describe('parseNumberToken', () => {
  describe('English notation (dot decimals, comma thousands)', () => {
    it.each([
      ['4.50', '4.50'],
      ['12', '12.00'],
      ['1,200', '1200.00'],
      ['1,200.50', '1200.50'],
      ['12,345,678.90', '12345678.90'],
      ['0.99', '0.99'],
      ['99.9', '99.90'],
    ])('%s -> %s', (token, expected) => expect(parsed(token)).toBe(expected));
  });

  describe('Portuguese and Spanish notation (comma decimals, dot thousands)', () => {
    it.each([
      ['4,50', '4.50'],
      ['3,80', '3.80'],
      ['35,9', '35.90'],
      ['1.200', '1200.00'],
      ['1.200,50', '1200.50'],
      ['1.500.000', '1500000.00'],
      ['25.000', '25000.00'],
      ['0,500', '0.50'],
    ])('%s -> %s', (token, expected) => expect(parsed(token)).toBe(expected));
  });

  it('never turns a decimal comma into a thousands separator (3,80 is not 380)', () => {
    expect(parsed('3,80')).toBe('3.80');
    expect(parsed('15,50')).toBe('15.50');
  });

  it.each(['1,2.3', '1.2.3', '12,34,567', '1234567890123', '1.200,505'])('rejects %s', (token) => {
    expect(parseNumberToken(token)).toBeNull();
  });

  it('multiplies exactly (no floating point)', () => {
    expect(multiplyDecimal('1.5', 1000)).toBe('1500.00');
    expect(multiplyDecimal('0.1', 1_000_000)).toBe('100000.00');
    expect(multiplyDecimal('2.25', 100)).toBe('225.00');
  });
});
