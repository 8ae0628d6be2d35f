// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { BudgetPerformance } from '@tally/shared/schemas/budgets';
import { createTestI18n, renderWithI18n } from '../../../test/i18n';
import { BudgetPerformanceCard } from './budget-performance-card';
import { BudgetRecommendation } from './budget-recommendation';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(cleanup);

function item(overrides: Partial<BudgetPerformance> & { amount?: string; currency?: string } = {}): BudgetPerformance {
  const { amount = '300.00', currency = 'USD', ...rest } = overrides;
  return {
    budget: {
      id: 1,
      userId: 1,
      categoryId: 1,
      category: 'Dining',
      amount,
      currency,
      period: 'monthly',
      startDate: '2026-11-01',
      endDate: null,
      isActive: true,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
    spent: '100.10',
    percentage: 33.4,
    remaining: '199.90',
    daysLeft: 16,
    projectedSpending: '200.20',
    status: 'under_budget',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    ...rest,
  };
}

const bar = () => screen.getByRole('progressbar').firstElementChild as HTMLElement;

describe('BudgetPerformanceCard', () => {
  it('shows amount per period, status, spent, percentage, remaining and days left', () => {
    renderWithI18n(<BudgetPerformanceCard item={item()} preferredCurrency="USD" />, i18n);
    const card = screen.getByRole('article', { name: 'Dining' });
    expect(card.textContent).toContain('$300.00 per month');
    expect(card.textContent).toContain('Under budget');
    expect(card.textContent).toContain('Spent $100.10');
    expect(card.textContent).toContain('33.4%');
    expect(card.textContent).toContain('Remaining $199.90');
    expect(card.textContent).toContain('16 days left');
    expect(bar().style.width).toBe('33.4%');
    expect(bar().dataset.color).toBe('green');
    expect(card.textContent).not.toContain('Projected');
    // Same currency as the user's: no currency tag.
    expect(screen.queryByText('USD')).toBeNull();
  });

  it('warns in red by how much the projection exceeds the amount, with a yellow bar at warning', () => {
    renderWithI18n(<BudgetPerformanceCard item={item({ spent: '250.00', percentage: 83.3, remaining: '50.00', projectedSpending: '375.00', status: 'warning', daysLeft: 1 })} preferredCurrency="USD" />, i18n);
    expect(screen.getByText('Projected to exceed by $75.00')).toBeTruthy();
    expect(bar().dataset.color).toBe('yellow');
    expect(screen.getByText('Warning')).toBeTruthy();
    expect(screen.getByText('1 day left')).toBeTruthy();
  });

  it('caps an exceeded budget’s bar at 100%, red, and says by how much it is over', () => {
    renderWithI18n(
      <BudgetPerformanceCard item={item({ spent: '450.00', percentage: 150, remaining: '-150.00', projectedSpending: '900.00', status: 'exceeded' })} preferredCurrency="USD" />,
      i18n,
    );
    expect(bar().style.width).toBe('100%');
    expect(bar().dataset.color).toBe('red');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('150.0%');
    expect(screen.getByRole('article').textContent).toContain('Over by $150.00');
    expect(screen.getByText('Exceeded')).toBeTruthy();
  });

  it('shows a budget kept in another currency in that currency, tagged', () => {
    renderWithI18n(<BudgetPerformanceCard item={item({ amount: '1000.00', currency: 'BRL', spent: '546.00', remaining: '454.00', projectedSpending: '1092.00', status: 'warning' })} preferredCurrency="USD" />, i18n);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('R$1,000.00 per month');
    expect(card.textContent).toContain('Spent R$546.00');
    expect(screen.getByText('BRL').getAttribute('title')).toBe('Budget in BRL');
    expect(screen.getByText('Projected to exceed by R$92.00')).toBeTruthy();
  });

  it('calls an unknown status Unknown', () => {
    renderWithI18n(<BudgetPerformanceCard item={item({ status: 'paused' as BudgetPerformance['status'] })} preferredCurrency="USD" />, i18n);
    expect(screen.getByText('Unknown')).toBeTruthy();
  });
});

describe('BudgetPerformanceCard in Portuguese and Spanish (issue 15)', () => {
  const catalogs = import.meta.glob<Record<string, unknown>>('../../../locales/{pt,es}/budgets.json', { eager: true, import: 'default' });

  it.each([
    ['pt', 'R$\u00a01.000,00 por mês', 'Gasto R$\u00a0546,00', '54,6%'],
    ['es', '1.000,00\u00a0R$ por mes', 'Gastado 546,00\u00a0R$', '54,6\u00a0%'],
  ])('%s: amounts and the percentage use the language’s separators', async (language, perMonth, spent, percent) => {
    i18n.addResourceBundle(language, 'budgets', catalogs[`../../../locales/${language}/budgets.json`]!);
    await i18n.changeLanguage(language);
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    const budget = item({ amount: '1000.00', currency: 'BRL', spent: '546.00', percentage: 54.6, remaining: '454.00', projectedSpending: '900.00' });
    renderWithI18n(<BudgetPerformanceCard item={budget} preferredCurrency="BRL" />, i18n);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain(perMonth);
    expect(card.textContent).toContain(spent);
    expect(card.textContent).toContain(percent);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(percent);
  });
});

describe('BudgetRecommendation', () => {
  it('words each kind in the user’s language with the category translated', async () => {
    const { rerender } = renderWithI18n(<BudgetRecommendation recommendation={{ kind: 'exceeded', category: 'Groceries', overBy: '1.00', currency: 'USD' }} />, i18n);
    expect(screen.getByRole('region').textContent).toBe('You are $1.00 over your Groceries budget. Consider cutting back or raising the budget.');
    rerender(<BudgetRecommendation recommendation={{ kind: 'projected_overspend', category: 'Dining', overBy: '40.50', currency: 'EUR' }} />);
    expect(screen.getByRole('region').textContent).toContain('go over your Dining budget by €40.50');
    rerender(<BudgetRecommendation recommendation={{ kind: 'unbudgeted_category', category: 'Shopping', spent: '90.00', currency: 'USD' }} />);
    expect(screen.getByRole('region').textContent).toContain('spent $90.00 on Shopping this month without a budget');
    rerender(<BudgetRecommendation recommendation={{ kind: 'no_budgets' }} />);
    expect(screen.getByRole('region').textContent).toContain('You have no budgets yet');
  });
});
