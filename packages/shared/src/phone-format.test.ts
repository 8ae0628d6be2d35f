import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay } from './phone-format';

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
