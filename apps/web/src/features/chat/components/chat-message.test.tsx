// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { ToastProvider } from '../../../components/ui/toaster';
import { createTestI18n, renderWithI18n } from '../../../test/i18n';
import type { ChatMessage as Message } from '../conversation';
import { ChatMessage } from './chat-message';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(cleanup);

const now = new Date('2026-11-22T15:00:00Z');

function transaction(overrides: Partial<Transaction>): Transaction {
  return {
    id: 1,
    type: 'expense',
    amount: '25.00',
    currency: 'USD',
    historicalConvertedAmount: '25.00',
    historicalExchangeRate: '1.0000000000',
    conversion: 'exact',
    description: 'Lunch',
    category: 'Dining',
    categoryId: 1,
    tags: [],
    rawInput: 'lunch 25',
    transactionDate: '2026-11-21',
    createdAt: now.toISOString(),
    recurringRuleId: null,
    ...overrides,
  };
}

function show(message: Message) {
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <ul>
          <ChatMessage
            message={message}
            sessionId="session-1"
            preferredCurrency="USD"
            today="2026-11-22"
            now={now}
            onUndone={() => undefined}
            onSaved={() => undefined}
            onReviewed={() => undefined}
            onFeedback={() => undefined}
          />
        </ul>
      </ToastProvider>
    </QueryClientProvider>,
    i18n,
  );
}

describe('a chat bubble', () => {
  it('shows markup as text: nothing in it becomes an element', () => {
    const hostile = '<img src=x onerror=alert(1)>\n<b>bold</b>';
    show({ id: 'a', role: 'user', content: hostile, timestamp: now.toISOString() });
    expect(screen.getByTestId('message-text').textContent).toBe(hostile);
    expect(document.querySelector('img, b, script')).toBeNull();
  });

  it('shows a card per recorded transaction: amount, conversion, translated category, day, undo', async () => {
    await i18n.changeLanguage('en');
    show({
      id: 'b',
      role: 'assistant',
      content: '✅ Recorded 2 transactions',
      timestamp: now.toISOString(),
      messageId: 'm1',
      transactions: [
        { transaction: transaction({}), isUndone: false },
        {
          transaction: transaction({ id: 2, amount: '50.00', currency: 'BRL', historicalConvertedAmount: '9.16', category: 'Groceries', description: 'Mercado', transactionDate: '2026-11-22' }),
          isUndone: true,
        },
      ],
    });
    const [lunch, market] = screen.getAllByTestId('transaction-card');
    expect(lunch!.textContent).toContain('$25.00');
    expect(lunch!.textContent).not.toContain('(');
    expect(lunch!.textContent).toContain('Dining');
    expect(lunch!.textContent).toContain('Yesterday');
    expect(within(lunch!).getByRole('button', { name: 'Undo “Lunch”' })).toBeTruthy();
    expect(market!.textContent).toContain('R$50.00');
    expect(market!.textContent).toContain('($9.16)');
    expect(market!.textContent).toContain('Today');
    expect(market!.textContent).toContain('Undone');
    expect(within(market!).queryByRole('button')).toBeNull();
    // The reply can be rated.
    expect(screen.getByRole('button', { name: 'Helpful' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not helpful' })).toBeTruthy();
  });

  it('names default categories in the interface language', async () => {
    await i18n.changeLanguage('pt');
    show({ id: 'c', role: 'assistant', content: '✅', timestamp: now.toISOString(), messageId: 'm', transactions: [{ transaction: transaction({ category: 'Groceries' }), isUndone: false }] });
    expect(screen.getByTestId('transaction-card').textContent).toContain('Mercado');
    await i18n.changeLanguage('en');
  });

  it("has no feedback control on the page's own error note, and says thanks once rated", () => {
    show({ id: 'd', role: 'assistant', content: 'Sorry, I encountered an error. Please try again.', timestamp: now.toISOString(), isError: true });
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
    cleanup();
    show({ id: 'e', role: 'assistant', content: 'Hi!', timestamp: now.toISOString(), messageId: 'm2', feedback: 'helpful' });
    expect(screen.getByText('Thanks for your feedback!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
  });
});
