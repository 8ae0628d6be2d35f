import { describe, expect, it } from 'vitest';
import { detectDecimalSeparator, parseAmount, parsePlainAmount } from './amounts';
import { detectDateOrder, ordersOf, parseDate } from './dates';

describe('amounts', () => {
  it.each([
    ['1.234,56', ',', '1234.56'],
    ['-1.234,56', ',', '-1234.56'],
    ['1,234.56', '.', '1234.56'],
    ['1 234,56', ',', '1234.56'],
    ["1'234.50", '.', '1234.50'],
    ['R$ 12,50', ',', '12.50'],
    ['-R$ 12,50', ',', '-12.50'],
    ['$1,000', '.', '1000.00'],
    ['(12.50)', '.', '-12.50'],
    ['12,50-', ',', '-12.50'],
    ['150,00 D', ',', '-150.00'],
    ['150,00 C', ',', '150.00'],
    ['45.00 DR', '.', '-45.00'],
    ['+7', '.', '7.00'],
    ['12.345', '.', '12.345'],
    ['12.3450', '.', '12.345'],
    ['-0,00', ',', '0.00'],
    ['EUR 3,80', ',', '3.80'],
    ['3,80', ',', '3.80'],
  ] as const)('%j with %s is %s', (text, decimal, expected) => {
    expect(parseAmount(text, decimal)).toBe(expected);
  });

  it.each([['abc'], ['12.5O'], [''], ['1.2.3,4,5'], ['12.3456'], ['--']])('%j is not an amount', (text) => {
    expect(parseAmount(text, '.')).toBeNull();
  });

  it('"3,80" is never 380 when the file writes decimal commas', () => {
    expect(detectDecimalSeparator(['3,80', '12,00', '1.234,56'], '.')).toBe(',');
    expect(detectDecimalSeparator(['3.80', '1,234.56'], ',')).toBe('.');
    expect(detectDecimalSeparator(['1.234.567'], '.')).toBe(',');
    expect(detectDecimalSeparator(['1,234', '12'], ',')).toBe(',');
  });

  it('plain OFX amounts', () => {
    expect(parsePlainAmount('-6.60')).toBe('-6.60');
    expect(parsePlainAmount('+500')).toBe('500.00');
    expect(parsePlainAmount('-89,90')).toBe('-89.90');
    expect(parsePlainAmount('$120')).toBeNull();
  });
});

describe('dates', () => {
  it.each([
    ['31/12/2024', 'DMY', '2024-12-31'],
    ['12/31/2024', 'MDY', '2024-12-31'],
    ['2024-12-31', 'YMD', '2024-12-31'],
    ['31.12.2024', 'DMY', '2024-12-31'],
    ['31-12-24', 'DMY', '2024-12-31'],
    ['1/5/98', 'MDY', '1998-01-05'],
    ['20241231', 'YMD', '2024-12-31'],
    ['2024-12-31 23:59:59', 'YMD', '2024-12-31'],
    ['2024-12-31T10:00:00Z', 'YMD', '2024-12-31'],
    ['31 Dec 2024', 'MDY', '2024-12-31'],
    ['15-ene-2024', 'DMY', '2024-01-15'],
    ['Dec 31, 2024', 'DMY', '2024-12-31'],
    ['29/02/2024', 'DMY', '2024-02-29'],
  ] as const)('%j read %s is %s', (text, order, expected) => {
    expect(parseDate(text, order)).toBe(expected);
  });

  it.each([['29/02/2023'], ['32/01/2024'], ['2024-13-01'], ['yesterday'], ['']])('%j is not a date', (text) => {
    expect(parseDate(text, 'DMY')).toBeNull();
  });

  it('a day above 12 settles the order of the whole file; dates that read both ways keep both', () => {
    expect(detectDateOrder(['03/04/2024', '25/04/2024']).orders).toEqual(['DMY']);
    expect(detectDateOrder(['03/04/2024', '04/25/2024']).orders).toEqual(['MDY']);
    expect(detectDateOrder(['03/04/2024', '05/06/2024']).orders).toEqual(['DMY', 'MDY']);
    expect(detectDateOrder(['2024-03-04']).orders).toEqual(['YMD']);
    expect(ordersOf('13/13/2024')).toEqual([]);
  });

  it('no order fits every date: the first that fails the likeliest order', () => {
    expect(detectDateOrder(['25/04/2024', '26/04/2024', '04/27/2024'])).toEqual({ orders: [], firstBad: { index: 2, order: 'DMY' } });
  });
});
