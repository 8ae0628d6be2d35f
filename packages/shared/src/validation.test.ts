import { describe, expect, it } from 'vitest';
import { checkPassword, checkPhone, getPasswordStrength, isEmailShaped } from './validation';

describe('checkPhone (spec section 5)', () => {
  it.each([
    ['+1 202 555 0143', '+12025550143'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+55 (11) 91234-5678', '+5511912345678'],
    ['+34 612 34 56 78', '+34612345678'],
    ['+351 912 345 678', '+351912345678'],
    ['  +5491123456789  ', '+5491123456789'],
  ])('accepts %s as %s', (input, e164) => {
    expect(checkPhone(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['', 'phoneRequired'],
    ['   ', 'phoneRequired'],
    ['12025550143', 'phoneInvalid'], // no +
    ['+1202555', 'phoneInvalid'], // under 10 characters
    ['+1 202 555 01a3', 'phoneInvalid'], // letters
    ['+12345678901234567890', 'phoneInvalid'], // more than 4 + 14 digits
    ['+999 123 456 7890', 'phoneInvalid'], // no such country
    ['+1 000 000 0000', 'phoneInvalid'], // not a valid number
    ['+' + '1'.repeat(260), 'phoneInvalid'], // over the 250-character parse limit
  ])('refuses %j with %s', (input, code) => {
    expect(checkPhone(input)).toEqual({ ok: false, code });
  });
});

describe('password rule and strength meter', () => {
  it.each([
    ['', 'passwordRequired', 0, 'red'],
    ['abc', 'passwordTooShort', 1, 'red'],
    ['abcdef', 'passwordComplexity', 2, 'yellow'],
    ['abcdeF', 'passwordComplexity', 3, 'green'],
    ['ABCDE1', 'passwordComplexity', 3, 'green'],
    ['Ab1', 'passwordTooShort', 3, 'green'],
    ['Abcde1', null, 4, 'green'],
    ['x'.repeat(129) + 'A1', 'passwordTooLong', 4, 'green'],
  ] as const)('%j -> %s, score %i (%s)', (password, code, score, level) => {
    expect(checkPassword(password)).toBe(code);
    const strength = getPasswordStrength(password);
    expect(strength.score).toBe(score);
    expect(strength.level).toBe(level);
  });

  it('lists the missing requirements', () => {
    expect(getPasswordStrength('abc').missing).toEqual(['length', 'uppercase', 'number']);
    expect(getPasswordStrength('Abcdef1').missing).toEqual([]);
  });
});

describe('isEmailShaped', () => {
  it.each([
    ['ana@example.com', true],
    ['a.b+c@sub.example.co', true],
    ['ana@example', false],
    ['ana example@example.com', false],
    ['@example.com', false],
    ['ana@', false],
    [`${'a'.repeat(309)}@example.com`, false], // 321 characters
    [`${'a'.repeat(308)}@example.com`, true], // 320 characters
  ])('%s -> %s', (email, ok) => {
    expect(isEmailShaped(email)).toBe(ok);
  });
});
