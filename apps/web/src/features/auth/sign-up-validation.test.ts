import { describe, expect, it } from 'vitest';
import { normalizePhone, validateSignUp, type SignUpValues } from './sign-up-validation';

const valid: SignUpValues = {
  phone: '+44 20 7946 0958',
  name: 'Ana Souza',
  email: 'ana@example.com',
  password: 'Secret1',
  confirmPassword: 'Secret1',
};

describe('validateSignUp (spec section 5 registration messages)', () => {
  it('accepts a complete, valid form', () => {
    expect(validateSignUp(valid)).toEqual([]);
    expect(normalizePhone(valid.phone)).toBe('+442079460958');
  });

  it('reports every problem, in form order', () => {
    const issues = validateSignUp({ phone: '', name: ' ', email: '', password: '', confirmPassword: '' });
    expect(issues.map((i) => i.key)).toEqual(['phoneRequired', 'nameRequired', 'emailRequired', 'passwordRequired']);
  });

  it('tells invalid phone and email apart from missing ones', () => {
    const issues = validateSignUp({ ...valid, phone: '12345', email: 'ana@example' });
    expect(issues.map((i) => i.key)).toEqual(['phoneInvalid', 'emailInvalid']);
  });

  it('lists the missing password requirements and catches a mismatch', () => {
    const issues = validateSignUp({ ...valid, password: 'abc', confirmPassword: 'abd' });
    expect(issues).toEqual([
      { field: 'password', key: 'passwordWeak', passwordCode: 'passwordTooShort', missing: ['length', 'uppercase', 'number'] },
      { field: 'confirmPassword', key: 'passwordMismatch' },
    ]);
  });
});
