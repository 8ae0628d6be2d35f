import { describe, expect, it } from 'vitest';
import { barWidth, niceCeiling, sliceCategories, transactionAmount } from './amounts';

describe('transactionAmount', () => {
  it('signs expenses and incomes in the spec format', () => {
    expect(transactionAmount({ type: 'expense', amount: '1234.5', currency: 'USD', historicalConvertedAmount: null }, 'USD', 'en')).toEqual({
      primary: '-$1,234.50',
      original: null,
    });
    expect(transactionAmount({ type: 'income', amount: '2000', currency: 'USD', historicalConvertedAmount: null }, 'USD', 'en').primary).toBe('+$2,000.00');
  });

  it('shows the converted amount with the original currency in brackets', () => {
    expect(transactionAmount({ type: 'expense', amount: '50.00', currency: 'EUR', historicalConvertedAmount: '54.20' }, 'USD', 'en')).toEqual({
      primary: '-$54.20',
      original: '€50.00',
    });
    // Symbol after the amount for the six currencies of the spec.
    expect(transactionAmount({ type: 'expense', amount: '100', currency: 'SEK', historicalConvertedAmount: '9.10' }, 'USD', 'en').original).toBe('100.00 kr');
  });

  it('uses the interface language’s format (issue 15): pt and es separators, English unchanged', () => {
    const euros = { type: 'expense', amount: '1251.65', currency: 'EUR', historicalConvertedAmount: '7623.60' } as const;
    expect(transactionAmount(euros, 'BRL', 'pt')).toEqual({ primary: '-R$\u00a07.623,60', original: '€\u00a01.251,65' });
    expect(transactionAmount(euros, 'BRL', 'es')).toEqual({ primary: '-7.623,60\u00a0R$', original: '1.251,65\u00a0€' });
    expect(transactionAmount(euros, 'BRL', 'en')).toEqual({ primary: '-R$7,623.60', original: '€1,251.65' });
    expect(transactionAmount({ type: 'income', amount: '1500', currency: 'JPY', historicalConvertedAmount: null }, 'JPY', 'pt').primary).toBe('+¥\u00a01.500');
  });

  it('falls back to the original amount when no conversion is known', () => {
    expect(transactionAmount({ type: 'expense', amount: '50', currency: 'EUR', historicalConvertedAmount: null }, 'USD', 'en')).toEqual({
      primary: '-€50.00',
      original: null,
    });
  });
});

describe('shares', () => {
  it('caps bars at 100%', () => {
    expect(barWidth(133.3)).toBe(100);
    expect(barWidth(-2)).toBe(0);
    expect(barWidth(Number.NaN)).toBe(0);
    expect(barWidth(12.3)).toBe(12.3);
  });
});

describe('sliceCategories', () => {
  const categories = [
    { name: 'Dining', total: '40.00', share: 40 },
    { name: 'Travel', total: '30.00', share: 30 },
    { name: 'Bills', total: '15.00', share: 15 },
    { name: 'Other', total: '10.00', share: 10 },
    { name: 'Shopping', total: '5.00', share: 5 },
  ];

  it('keeps every category when they fit', () => {
    expect(sliceCategories(categories, '100.00', 5).map((s) => s.name)).toEqual(['Dining', 'Travel', 'Bills', 'Other', 'Shopping']);
  });

  it('puts the smallest together in one exact slice', () => {
    const slices = sliceCategories(categories, '100.00', 3);
    expect(slices.map((s) => [s.name, s.total, s.share, s.isRest])).toEqual([
      ['Dining', '40.00', 40, false],
      ['Travel', '30.00', 30, false],
      ['', '30.00', 30, true],
    ]);
  });
});

describe('niceCeiling', () => {
  it('rounds a scale up to a readable number', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(180)).toBe(200);
    expect(niceCeiling(2100)).toBe(2500);
    expect(niceCeiling(2500)).toBe(2500);
    expect(niceCeiling(4999)).toBe(5000);
  });
});
