// @vitest-environment happy-dom
/**
 * The dashboard's upcoming bills card: the first five occurrences, the month's committed total with
 * what is still to come, the mask while the dashboard hides amounts, and the invitation without rules.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecurringRule, UpcomingOccurrence, UpcomingResponse } from '@tally/shared/schemas/recurring';
import { createQueryClient } from '../../../lib/query-client';
import { createTestI18n, renderWithI18n } from '../../../test/i18n';
import { recurringRulesQueryKey } from '../api/get-recurring-rules';
import { upcomingQueryKey } from '../api/get-upcoming';
import { UpcomingBillsCard } from './upcoming-bills-card';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(cleanup);

const rule: RecurringRule = {
  id: 1,
  type: 'expense',
  amount: '15.99',
  currency: 'USD',
  categoryId: 4,
  categoryName: 'Entertainment',
  description: 'Netflix',
  frequency: 'weekly',
  dayOfMonth: null,
  startDate: '2026-11-02',
  endDate: null,
  isActive: true,
  nextDate: '2026-11-30',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const occurrence = (day: number, overrides: Partial<UpcomingOccurrence> = {}): UpcomingOccurrence => ({
  ruleId: 1,
  date: `2026-12-${String(day).padStart(2, '0')}`,
  type: 'expense',
  amount: '15.99',
  currency: 'USD',
  categoryId: 4,
  categoryName: 'Entertainment',
  description: `Bill ${day}`,
  changed: false,
  ...overrides,
});

function renderCard(rules: RecurringRule[], upcoming: UpcomingResponse, isAmountsHidden = false) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(recurringRulesQueryKey, rules);
  queryClient.setQueryData(upcomingQueryKey(30), upcoming);
  renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <UpcomingBillsCard isAmountsHidden={isAmountsHidden} />
    </QueryClientProvider>,
    i18n,
  );
  return screen.getByRole('region', { name: 'Upcoming bills' });
}

const upcoming: UpcomingResponse = {
  occurrences: [1, 2, 3, 4, 5, 6, 7].map((day) => occurrence(day, day === 2 ? { type: 'income', amount: '3000.00', description: 'Salary' } : {})),
  committedThisMonth: '1215.99',
  upcomingThisMonth: '15.99',
  currency: 'USD',
  withoutRate: 0,
};

describe('UpcomingBillsCard', () => {
  it('lists the first five occurrences, signed, and the month committed with what is still to come', () => {
    const card = renderCard([rule], upcoming);
    const rows = within(card).getAllByTestId('upcoming-bill');
    expect(rows.map((row) => row.textContent)).toEqual(['Tue, Dec 1Bill 1-$15.99', 'Wed, Dec 2Salary+$3,000.00', 'Thu, Dec 3Bill 3-$15.99', 'Fri, Dec 4Bill 4-$15.99', 'Sat, Dec 5Bill 5-$15.99']);
    expect(within(card).getByTestId('committed-this-month').textContent).toBe('Committed this month: $1,215.99 ($15.99 still to come)');
    expect(within(card).getByRole('link', { name: 'See all recurring bills and income' }).getAttribute('href')).toBe('/recurring');
  });

  it('masks every amount while the dashboard hides them', () => {
    const card = renderCard([rule], upcoming, true);
    expect(card.textContent).not.toMatch(/\$/);
    expect(within(card).getByTestId('committed-this-month').textContent).toBe('Committed this month: •••••• (•••••• still to come)');
  });

  it('without rules, invites to add one (the add form opens on /recurring)', () => {
    const card = renderCard([], { ...upcoming, occurrences: [], committedThisMonth: '0.00', upcomingThisMonth: '0.00' });
    expect(card.textContent).toContain('No recurring bills yet');
    expect(within(card).getByRole('link', { name: 'Add a recurring bill' }).getAttribute('href')).toBe('/recurring?add=1');
    expect(within(card).queryByTestId('committed-this-month')).toBeNull();
  });

  it('with rules but nothing due, says so; bills without a rate are counted out loud', () => {
    const card = renderCard([rule], { ...upcoming, occurrences: [], withoutRate: 2 });
    expect(card.textContent).toContain('Nothing due in the next 30 days.');
    expect(card.textContent).toContain('2 bills in other currencies are not included in this total');
  });
});
