import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, minorUnits } from './currencies';

describe('minorUnits', () => {
  it('follows ISO 4217: JPY and CLP have none, KWD and BHD three, the rest two', () => {
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('CLP')).toBe(0);
    expect(minorUnits('KRW')).toBe(0);
    expect(minorUnits('KWD')).toBe(3);
    expect(minorUnits('BHD')).toBe(3);
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('BRL')).toBe(2);
    expect(minorUnits('eur')).toBe(2);
  });

  it('agrees with Intl for every supported currency it has data for, except where ISO and CLDR differ', () => {
    // CLDR rounds a few currencies differently from ISO for cash display; ISO is the storage rule.
    const cldrDiffers = new Set(['IDR', 'HUF', 'TWD', 'COP', 'PKR', 'IQD', 'LBP', 'RSD', 'ALL', 'AMD', 'MMK', 'SYP', 'YER', 'IRR', 'LAK', 'SOS', 'MGA', 'MNT', 'UZS', 'KPW', 'SLL', 'STD', 'AFN']);
    for (const code of CURRENCY_CODES) {
      if (cldrDiffers.has(code)) continue;
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
      expect({ code, digits: minorUnits(code) }).toEqual({ code, digits: intl });
    }
  });
});
