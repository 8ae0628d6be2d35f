// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, renderWithI18n } from '../test/i18n';
import { PasswordStrengthMeter } from './password-strength-meter';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(cleanup);

function renderMeter(password: string) {
  renderWithI18n(<PasswordStrengthMeter password={password} />, i18n);
  const meter = screen.getByTestId('password-strength');
  const filled = meter.querySelectorAll('[data-filled="true"]');
  const missing = screen.queryByTestId('password-missing');
  return {
    level: meter.dataset.level,
    filled: filled.length,
    barClasses: [...filled].map((bar) => bar.className),
    missing: missing ? [...missing.querySelectorAll('li')].map((li) => li.textContent) : [],
  };
}

describe('PasswordStrengthMeter (spec section 5)', () => {
  it('is red below 2 met requirements and lists every missing one', () => {
    const result = renderMeter('abc');
    expect(result).toMatchObject({ level: 'red', filled: 1 });
    expect(result.barClasses.every((c) => c.includes('bg-red-500'))).toBe(true);
    expect(screen.getByText('1 of 4 requirements met')).toBeTruthy();
    expect(result.missing).toEqual(['At least 6 characters', 'One uppercase letter', 'One number']);
  });

  it('is yellow at exactly 2', () => {
    const result = renderMeter('abcD');
    expect(result).toMatchObject({ level: 'yellow', filled: 2 });
    expect(result.barClasses.every((c) => c.includes('bg-amber-400'))).toBe(true);
    expect(result.missing).toEqual(['At least 6 characters', 'One number']);
  });

  it('is green at 3 while still listing what is missing', () => {
    const result = renderMeter('abcdef1');
    expect(result).toMatchObject({ level: 'green', filled: 3 });
    expect(result.barClasses.every((c) => c.includes('bg-brand-500'))).toBe(true);
    expect(screen.getByText('3 of 4 requirements met')).toBeTruthy();
    expect(result.missing).toEqual(['One uppercase letter']);
  });

  it('reads "Strong - All requirements met" with nothing missing when all 4 are met', () => {
    const result = renderMeter('Abcde1');
    expect(result).toMatchObject({ level: 'green', filled: 4, missing: [] });
    expect(screen.getByText('Strong - All requirements met')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('4');
  });

  it('counts nothing for an empty password', () => {
    const result = renderMeter('');
    expect(result).toMatchObject({ level: 'red', filled: 0 });
    expect(result.missing).toHaveLength(4);
  });
});
