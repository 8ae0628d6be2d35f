import { describe, expect, it } from 'vitest';
import { formatsFor } from './format';

describe('formatsFor: the shared formatter bound to the interface language', () => {
  it('English keeps the spec format and one-decimal percentages', () => {
    const en = formatsFor('en');
    expect(en.money('47623.6', 'BRL')).toBe('R$47,623.60');
    expect(en.percent(85)).toBe('85.0%');
    expect(en.percent(33.4)).toBe('33.4%');
    expect(en.number(1234)).toBe('1,234');
  });

  it('Portuguese and Spanish use their own separators', () => {
    expect(formatsFor('pt').money('47623.6', 'BRL')).toBe('R$\u00a047.623,60');
    expect(formatsFor('es').money('1251.65', 'EUR')).toBe('1.251,65\u00a0€');
    expect(formatsFor('pt').percent(80.6)).toBe('80,6%');
    expect(formatsFor('es').percent(80.6)).toBe('80,6\u00a0%');
    expect(formatsFor('es').number(1234)).toBe('1.234');
  });
});
