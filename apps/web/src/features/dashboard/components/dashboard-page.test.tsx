// @vitest-environment happy-dom
/**
 * The slots the app layer fills: the Export button and the "manage budgets" action exist only when
 * their part is handed in, and the export dialog is opened and closed through its two props.
 */
import { useEffect } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@tally/shared/schemas/auth';
import type { Category, Dashboard, Transaction } from '@tally/shared/schemas/transactions';
import { ToastProvider } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import { createTestI18n, renderWithI18n } from '../../../test/i18n';
import { dashboardQueryKey } from '../api/get-dashboard';
import { DashboardPage, type DashboardPageProps } from './dashboard-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

const emptyDashboard: Dashboard = {
  period: { key: 'month', start: '2026-11-01', end: '2026-11-30' },
  currency: 'USD',
  totals: { income: '0.00', expenses: '0.00', balance: '0.00', net: '0.00' },
  withoutRate: 0,
  topCategories: { income: [], expense: [] },
  byCategory: [],
  recent: [],
  tags: { month: { start: '2026-11-01', end: '2026-11-30' }, ranking: [], recentTagged: [] },
  monthly: [],
};

function renderPage(props: DashboardPageProps, dashboard: Dashboard = emptyDashboard, categories?: Category[]) {
  // The app's defaults: cached answers never go stale, so the seeded dashboard is not fetched again.
  const queryClient = createQueryClient();
  queryClient.setQueryData(dashboardQueryKey('month'), dashboard);
  if (categories) queryClient.setQueryData(['/api/categories'], categories);
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
          <DashboardPage {...props} />
        </SessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
    i18n,
  );
}

describe('DashboardPage slots', () => {
  it('has neither Export nor "manage budgets" when nothing is handed in', () => {
    renderPage({});
    expect(screen.getByRole('button', { name: 'Add income' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage budgets' })).toBeNull();
  });

  it('calls the budget handler from the quick action', () => {
    let calls = 0;
    renderPage({ onManageBudgets: () => calls++ });
    fireEvent.click(screen.getByRole('button', { name: 'Manage budgets' }));
    expect(calls).toBe(1);
  });

  it('shows the upcoming bills card when handed in, hiding its amounts with the balance', () => {
    const seen: boolean[] = [];
    function FakeUpcomingBills({ isAmountsHidden }: { isAmountsHidden: boolean }) {
      seen.push(isAmountsHidden);
      return <p>upcoming bills card</p>;
    }
    renderPage({});
    expect(screen.queryByText('upcoming bills card')).toBeNull();
    cleanup();
    renderPage({ UpcomingBills: FakeUpcomingBills });
    expect(screen.getByText('upcoming bills card')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(seen.at(0)).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('mounts the export dialog on the first click, then opens and closes it through its props', () => {
    const seen: boolean[] = [];
    function FakeExportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
      useEffect(() => {
        seen.push(open);
      }, [open]);
      return open ? (
        <button type="button" onClick={() => onOpenChange(false)}>
          close export
        </button>
      ) : null;
    }
    renderPage({ ExportDialog: FakeExportDialog });
    expect(seen).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(screen.getByRole('button', { name: 'close export' }));
    expect(screen.queryByRole('button', { name: 'close export' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(seen).toEqual([true, false, true]);
  });
});

describe('DashboardPage: transactions left out for lack of a rate', () => {
  it('says how many were left out of the totals, and nothing when none were', () => {
    renderPage({});
    expect(screen.queryByText(/not included in these totals/)).toBeNull();
    cleanup();
    renderPage({}, { ...emptyDashboard, withoutRate: 2 });
    expect(screen.getByText(/2 transactions in other currencies are not included in these totals/)).toBeTruthy();
  });
});

describe('DashboardPage: correcting a row in place', () => {
  const coffee: Transaction = {
    id: 12,
    type: 'expense',
    amount: '4.50',
    currency: 'USD',
    historicalConvertedAmount: '4.50',
    historicalExchangeRate: '1.0000000000',
    conversion: 'exact',
    description: 'Coffee',
    category: 'Dining',
    categoryId: 3,
    tags: ['work'],
    rawInput: 'coffee 4.50',
    transactionDate: '2026-11-20',
    createdAt: '2026-11-20T10:00:00.000Z',
    recurringRuleId: null,
  };
  const categories: Category[] = [
    { id: 3, name: 'Dining', type: 'expense', isActive: true, isDefault: true },
    { id: 30, name: 'Gift', type: 'income', isActive: true, isDefault: true },
  ];
  const withRows = (rows: Transaction[]): Dashboard => ({
    ...emptyDashboard,
    recent: rows,
    tags: { ...emptyDashboard.tags, recentTagged: rows.filter((r) => r.tags.length > 0) },
  });

  it('every row opens the transaction form; saving sends a correction and the row shows the new values', async () => {
    const saved: Transaction = { ...coffee, type: 'income', category: 'Gift', categoryId: 30, amount: '5.00' };
    const calls: { method: string; url: string; body: unknown }[] = [];
    // The server: the PATCH answers the saved row, the refreshed dashboard has it.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        calls.push({ method, url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
        const body = method === 'PATCH' ? saved : url.startsWith('/api/dashboard') ? withRows([saved]) : categories;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderPage({}, withRows([coffee]), categories);
    const recent = screen.getByRole('list', { name: 'Recent' });
    expect(within(recent).getByTestId('transaction-row').textContent).toContain('Coffee');
    fireEvent.click(within(recent).getByRole('button', { name: 'Edit Coffee' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Amount') as HTMLInputElement).value).toBe('4.50');
    fireEvent.click(dialog.getByLabelText('Income'));
    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.change(dialog.getByLabelText('Category'), { target: { value: '30' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    });
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/transactions/12',
      body: { type: 'income', amount: '5', categoryId: 30, learn: true },
    });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Recent' })).getByTestId('transaction-row').textContent).toContain('Gift'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
