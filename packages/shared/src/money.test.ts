import { describe, expect, it } from 'vitest';
import { addAmounts, compareAmounts, divideAmount, divideDecimals, fitsMinorUnits, multiplyAmount, normalizeAmount, percentOf, subtractAmounts, toCents } from './money';

describe('exact arithmetic', () => {
  it('adds 0.10 a thousand times to exactly 100.00', () => {
    expect(addAmounts(...Array.from({ length: 1000 }, () => '0.10'))).toBe('100.00');
  });

  it('rounds half away from zero', () => {
    expect(normalizeAmount('2.345')).toBe('2.35');
    expect(normalizeAmount('-2.345')).toBe('-2.35');
    expect(normalizeAmount('2.344')).toBe('2.34');
    expect(toCents('0.005')).toBe(1n);
  });

  it('converts with a rate exactly', () => {
    expect(multiplyAmount('100.00', '5.4321')).toBe('543.21');
    expect(multiplyAmount('19.99', '0.9215')).toBe('18.42');
    expect(multiplyAmount('1', '149.50')).toBe('149.50');
  });

  it('divides for cross rates', () => {
    expect(divideDecimals('5.5', '0.92')).toBe('5.9782608696');
    expect(divideDecimals('1', '4')).toBe('0.25');
    expect(() => divideDecimals('1', '0')).toThrow();
  });

  it('divides an amount exactly, rounding once to the currency', () => {
    expect(divideAmount('240.00', 12n)).toBe('20.00');
    expect(divideAmount('100.00', 3n)).toBe('33.33');
    expect(divideAmount('200.00', 3n)).toBe('66.67');
    // $264.00 over 22 days is 22/7 weeks: 264 × 7 / 22 = 84.
    expect(divideAmount('264.00', { numerator: 22n, denominator: 7n })).toBe('84.00');
    expect(divideAmount('100.00', { numerator: 22n, denominator: 7n })).toBe('31.82');
    expect(divideAmount('-10.00', 3n)).toBe('-3.33');
    expect(divideAmount('1000', 3n, 'JPY')).toBe('333');
    expect(divideAmount('10.000', 3n, 'KWD')).toBe('3.333');
    // An allowance is rounded toward zero: never more than is left.
    expect(divideAmount('200.00', 3n, 'USD', 'towardZero')).toBe('66.66');
    expect(() => divideAmount('1.00', 0n)).toThrow();
    expect(() => divideAmount('1.00', { numerator: 1n, denominator: 0n })).toThrow();
  });

  it('computes percentages to one decimal', () => {
    expect(percentOf('1', '3')).toBe(33.3);
    expect(percentOf('2', '3')).toBe(66.7);
    expect(percentOf('5', '0')).toBe(0);
    expect(percentOf('150', '100')).toBe(150);
  });

  it('compares', () => {
    expect(compareAmounts('10.00', '9.99')).toBe(1);
    expect(compareAmounts('1', '1.00')).toBe(0);
    expect(compareAmounts('-1', '0')).toBe(-1);
  });

  it('refuses anything that is not a plain decimal', () => {
    for (const bad of ['1e3', 'NaN', '', '1,000', '0x10', ' 1']) expect(() => toCents(bad)).toThrow();
  });
});

describe('ISO minor units (JPY 0, KWD 3, most 2)', () => {
  it('normalises to the currency own decimals', () => {
    expect(normalizeAmount('12.5', 'USD')).toBe('12.50');
    expect(normalizeAmount('1500.00', 'JPY')).toBe('1500');
    expect(normalizeAmount('12.345', 'KWD')).toBe('12.345');
    expect(normalizeAmount('12.3456', 'KWD')).toBe('12.346');
    expect(normalizeAmount('12.5', 'KWD')).toBe('12.500');
  });

  it('says whether an amount fits the currency', () => {
    expect(fitsMinorUnits('1500', 'JPY')).toBe(true);
    expect(fitsMinorUnits('1500.00', 'JPY')).toBe(true);
    expect(fitsMinorUnits('1500.5', 'JPY')).toBe(false);
    expect(fitsMinorUnits('12.345', 'USD')).toBe(false);
    expect(fitsMinorUnits('12.340', 'USD')).toBe(true);
    expect(fitsMinorUnits('12.345', 'KWD')).toBe(true);
    expect(fitsMinorUnits('12.3451', 'KWD')).toBe(false);
  });

  it('never rounds a three-decimal amount to two places', () => {
    expect(addAmounts('12.345', '0.001')).toBe('12.346');
    expect(addAmounts('12.345', '1')).toBe('13.345');
    expect(subtractAmounts('12.345', '12.34')).toBe('0.005');
    expect(compareAmounts('12.345', '12.35')).toBe(-1);
    expect(percentOf('0.005', '0.010')).toBe(50);
  });

  it('converts into the target currency minor units', () => {
    expect(multiplyAmount('100', '149.567', 'JPY')).toBe('14957');
    expect(multiplyAmount('10', '0.30712', 'KWD')).toBe('3.071');
    expect(multiplyAmount('12.345', '2', 'KWD')).toBe('24.690');
    expect(multiplyAmount('12.345', '1', 'USD')).toBe('12.35');
  });
});
