import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, phoneCountry } from './phone-format';

describe('formatPhoneForDisplay', () => {
  it('groups a stored E.164 number the way its country writes it', () => {
    expect(formatPhoneForDisplay('+5511987654321')).toBe('+55 11 98765 4321');
    expect(formatPhoneForDisplay('+12025550143')).toBe('+1 202 555 0143');
    expect(formatPhoneForDisplay('+34612345678')).toBe('+34 612 34 56 78');
    expect(formatPhoneForDisplay('+447911123456')).toBe('+44 7911 123456');
  });

  it('shows anything unparseable as stored', () => {
    expect(formatPhoneForDisplay('not a phone')).toBe('not a phone');
    expect(formatPhoneForDisplay('')).toBe('');
  });
});

describe('phoneCountry', () => {
  it('names the country of a stored E.164 number', () => {
    expect(phoneCountry('+5511987654321')).toBe('BR');
    expect(phoneCountry('+5491123456789')).toBe('AR');
    expect(phoneCountry('+5215512345678')).toBe('MX');
    expect(phoneCountry('+573001234567')).toBe('CO');
    expect(phoneCountry('+56912345678')).toBe('CL');
    expect(phoneCountry('+351912345678')).toBe('PT');
    expect(phoneCountry('+34612345678')).toBe('ES');
    expect(phoneCountry('+442079460958')).toBe('GB');
    expect(phoneCountry('+12025550143')).toBe('US');
  });

  it('knows none for what does not parse', () => {
    expect(phoneCountry('not a phone')).toBeUndefined();
    expect(phoneCountry('')).toBeUndefined();
  });
});
