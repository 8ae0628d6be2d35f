// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyCode } from '@tally/shared/currencies';
import { createTestI18n, renderWithI18n } from '../test/i18n';
import { CurrencyList } from './currency-list';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(cleanup);

function setup(value: CurrencyCode = 'USD') {
  const chosen: string[] = [];
  renderWithI18n(<CurrencyList value={value} onChange={(code) => chosen.push(code)} />, i18n);
  const search = screen.getByRole('searchbox', { name: 'Search currencies' });
  const codes = () => screen.queryAllByRole('option').map((option) => option.querySelectorAll('span')[1]?.textContent);
  return { chosen, search, codes };
}

describe('CurrencyList', () => {
  it('shows the whole list in order, starting with USD, with symbol, code and name', () => {
    const { codes } = setup();
    expect(codes().slice(0, 4)).toEqual(['USD', 'EUR', 'GBP', 'JPY']);
    expect(codes().length).toBeGreaterThan(100);
    const usd = screen.getAllByRole('option')[0]!;
    expect(usd.getAttribute('aria-selected')).toBe('true');
    expect(usd.textContent).toContain('$');
    expect(usd.textContent).toContain('US Dollar');
  });

  it('filters by code, name and symbol, ignoring case and accents', () => {
    const { search, codes } = setup();
    fireEvent.change(search, { target: { value: 'brl' } });
    expect(codes()).toEqual(['BRL']);
    fireEvent.change(search, { target: { value: 'real' } });
    expect(codes()).toContain('BRL');
    fireEvent.change(search, { target: { value: 'guarani' } });
    expect(codes()).toEqual(['PYG']);
    fireEvent.change(search, { target: { value: '€' } });
    expect(codes()).toEqual(['EUR']);
  });

  it('shows the empty state when nothing matches', () => {
    const { search, codes } = setup();
    fireEvent.change(search, { target: { value: 'zzzz' } });
    expect(codes()).toEqual([]);
    expect(screen.getByText('No currencies found')).toBeTruthy();
  });

  it('chooses by click, by keyboard, and with Enter in the search box', () => {
    const { chosen, search } = setup();
    fireEvent.click(screen.getByText('GBP'));
    fireEvent.keyDown(screen.getAllByRole('option')[1]!, { key: 'Enter' });
    fireEvent.change(search, { target: { value: 'yen' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(chosen).toEqual(['GBP', 'EUR', 'JPY']);
  });
});
