// @vitest-environment happy-dom
/**
 * Hiding the balance hides every amount on the dashboard (issue 15): the balance card, both charts
 * (labels, tooltips and their screen-reader text), the top categories, the recent and tagged lists and
 * the tag ranking; showing it again brings them back.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dateInTimezone } from '@tally/shared/dates';
import type { User } from '@tally/shared/schemas/auth';
import type { Dashboard, Transaction } from '@tally/shared/schemas/transactions';
import { ToastProvider } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import { createTestI18n, renderWithI18n } from '../../../test/i18n';
import { dashboardQueryKey } from '../api/get-dashboard';
import { DashboardPage } from './dashboard-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(cleanup);

const today = dateInTimezone(new Date(), 'UTC');
const month = today.slice(0, 7);

const user: User = {
  id: 7,
  phoneNumber: '+12015550123',
  phone: '+12015550123',
  name: 'Ana',
  email: null,
  emailVerified: false,
  preferredCurrency: 'USD',
  preferredLanguage: 'en',
  language: 'en',
  timezone: 'UTC',
  categoriesInitialized: true,
  emailPrompted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const transaction = (id: number, type: 'income' | 'expense', amount: string, currency: string, converted: string | null, category: string, tags: string[]): Transaction => ({
  id,
  type,
  amount,
  currency,
  historicalConvertedAmount: converted,
  historicalExchangeRate: converted ? '1.1' : null,
  conversion: converted ? 'converted' : 'exact',
  description: `${category} entry`,
  category,
  categoryId: id,
  tags,
  rawInput: 'x',
  transactionDate: today,
  createdAt: `${today}T10:00:00.000Z`,
  recurringRuleId: null,
});

const taxi = transaction(3, 'expense', '40.00', 'EUR', '44.00', 'Transportation', ['travel']);
const dashboard: Dashboard = {
  period: { key: 'month', start: `${month}-01`, end: `${month}-28` },
  currency: 'USD',
  withoutRate: 0,
  totals: { income: '3000.00', expenses: '124.50', balance: '2875.50', net: '2875.50' },
  topCategories: {
    income: [{ categoryId: 1, name: 'Salary', total: '3000.00', share: 100 }],
    expense: [
      { categoryId: 2, name: 'Dining', total: '80.50', share: 64.7 },
      { categoryId: 3, name: 'Transportation', total: '44.00', share: 35.3 },
    ],
  },
  byCategory: [
    { categoryId: 2, name: 'Dining', total: '80.50', share: 64.7 },
    { categoryId: 3, name: 'Transportation', total: '44.00', share: 35.3 },
  ],
  recent: [transaction(1, 'income', '3000.00', 'USD', null, 'Salary', []), transaction(2, 'expense', '80.50', 'USD', null, 'Dining', ['work']), taxi],
  tags: {
    month: { start: `${month}-01`, end: `${month}-28` },
    ranking: [{ tag: 'travel', count: 1, amount: '44.00' }],
    recentTagged: [taxi],
  },
  monthly: [{ month, income: '3000.00', expenses: '124.50' }],
};

function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(dashboardQueryKey('month'), dashboard);
  const session: Session = {
    user,
    isChecking: false,
    signIn: async () => undefined,
    signOut: async () => undefined,
    updateUser: () => undefined,
    changeLanguage: async () => undefined,
  };
  renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionContext.Provider value={session}>
          <DashboardPage />
        </SessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
    i18n,
  );
}

/** Every text of the page and every attribute that labels something (titles, aria labels and values). */
function everything(): string {
  const main = document.querySelector('main')!;
  const parts = [main.textContent ?? ''];
  for (const element of Array.from(main.querySelectorAll('*'))) {
    for (const name of ['title', 'aria-label', 'aria-valuetext']) parts.push(element.getAttribute(name) ?? '');
  }
  return parts.join(' ');
}

const MONEY = /[$€]|\d\.\d\d/;
const TABS = ['Recent', 'Income', 'Expenses', 'Tags'];

describe('hiding the balance', () => {
  it('masks every amount on the dashboard, in every tab, and showing it brings them back', async () => {
    renderPage();
    await screen.findByText('Salary entry');
    for (const tab of TABS) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      expect(everything()).toMatch(MONEY);
    }
    expect(everything()).toContain('€40.00');

    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    for (const tab of TABS) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      const text = everything();
      expect(text, tab).not.toMatch(MONEY);
      expect(text, tab).toContain('••••••');
    }

    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(everything()).toContain('$2,875.50');
    expect(everything()).toContain('+$3,000.00');
  });
});
