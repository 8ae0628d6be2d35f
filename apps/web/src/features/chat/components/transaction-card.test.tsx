// @vitest-environment happy-dom
/**
 * A chat card corrected in place: the engine's doubt highlighted with its one-tap alternative and a
 * confirm, and Edit (the transaction form, type included). Each sends the request the server expects
 * (a correction carries `learn`) and hands the saved transaction up, so the conversation shows it.
 * The network is the edge: `fetch` answers as the server would.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category, Transaction } from '@tally/shared/schemas/transactions';
import { ToastProvider } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { createTestI18n, renderWithI18n } from '../../../test/i18n';
import type { RecordedTransaction } from '../conversation';
import { TransactionCard } from './transaction-card';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lunch: Transaction = {
  id: 41,
  type: 'expense',
  amount: '100.00',
  currency: 'USD',
  historicalConvertedAmount: '100.00',
  historicalExchangeRate: '1.0000000000',
  conversion: 'exact',
  description: 'Grandma',
  category: 'Other',
  categoryId: 9,
  tags: [],
  rawInput: 'grandma gave me 100',
  transactionDate: '2026-11-22',
  createdAt: '2026-11-22T15:00:00.000Z',
  recurringRuleId: null,
};

const categories: Category[] = [
  { id: 9, name: 'Other', type: 'expense', isActive: true, isDefault: true },
  { id: 4, name: 'Groceries', type: 'expense', isActive: true, isDefault: true },
  { id: 30, name: 'Gift', type: 'income', isActive: true, isDefault: true },
];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The server: each call is recorded and answered by `answer`. */
function stubServer(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { method: init.method ?? 'GET', url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function show(recorded: RecordedTransaction) {
  const onSaved = vi.fn();
  const onReviewed = vi.fn();
  const onUndone = vi.fn();
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/categories'], categories);
  renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <TransactionCard recorded={recorded} preferredCurrency="USD" today="2026-11-22" onUndone={onUndone} onSaved={onSaved} onReviewed={onReviewed} />
      </ToastProvider>
    </QueryClientProvider>,
    i18n,
  );
  return { card: screen.getByTestId('transaction-card'), onSaved, onReviewed, onUndone };
}

describe('a card the engine was unsure of', () => {
  it('highlights the type and flips it in one tap, as a correction that teaches', async () => {
    const flipped = { ...lunch, type: 'income' as const, category: 'Gift', categoryId: 30 };
    const calls = stubServer(() => json(flipped));
    const { card, onSaved } = show({
      transaction: lunch,
      isUndone: false,
      review: { field: 'type', alternative: { type: 'income', categoryId: 30, category: 'Gift' } },
    });
    expect(card.dataset.review).toBe('type');
    expect(within(card).getByTestId('card-amount').className).toContain('bg-amber-100');
    expect(within(card).getByTestId('card-category').className).not.toContain('bg-amber-100');
    expect(within(card).getByRole('group', { name: 'Recorded as an expense. Or was it income?' })).toBeTruthy();
    expect(card.textContent).toContain('(not sure)');

    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Flip “Grandma” to income' }));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(flipped));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'PATCH', url: '/api/transactions/41', body: { type: 'income', categoryId: 30, learn: true } }]);
  });

  it('highlights the category and offers the other one by name', async () => {
    const calls = stubServer(() => json({ ...lunch, category: 'Groceries', categoryId: 4 }));
    const { card, onSaved } = show({
      transaction: lunch,
      isUndone: false,
      review: { field: 'category', alternative: { type: 'expense', categoryId: 4, category: 'Groceries' } },
    });
    expect(within(card).getByTestId('card-category').className).toContain('bg-amber-100');
    expect(within(card).getByRole('group', { name: 'Filed under Other. Or is it Groceries?' })).toBeTruthy();
    const pick = within(card).getByRole('button', { name: 'File “Grandma” under Groceries' });
    expect(pick.textContent).toBe('It’s Groceries');
    await act(async () => {
      fireEvent.click(pick);
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]).toEqual({ method: 'PATCH', url: '/api/transactions/41', body: { categoryId: 4, learn: true } });
  });

  it('"Correct" confirms the reading: the server drops the doubt and so does the card', async () => {
    const calls = stubServer(() => json({ transactionId: 41 }));
    const { card, onReviewed, onSaved } = show({
      transaction: lunch,
      isUndone: false,
      review: { field: 'type', alternative: { type: 'income', categoryId: 30, category: 'Gift' } },
    });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: '“Grandma” is correct as recorded' }));
    });
    await waitFor(() => expect(onReviewed).toHaveBeenCalledWith(41));
    expect(calls).toEqual([{ method: 'POST', url: '/api/chat/reviews/41/confirm', body: undefined }]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a doubt already settled elsewhere (404) just goes; another failure says so and keeps it', async () => {
    stubServer(() => json({ error: 'Not found', code: 'notFound' }, 404));
    const first = show({ transaction: lunch, isUndone: false, review: { field: 'type', alternative: { type: 'income', categoryId: 30, category: 'Gift' } } });
    await act(async () => {
      fireEvent.click(within(first.card).getByRole('button', { name: '“Grandma” is correct as recorded' }));
    });
    await waitFor(() => expect(first.onReviewed).toHaveBeenCalledWith(41));
    cleanup();
    stubServer(() => json({ error: 'Internal Server Error', code: 'internal' }, 500));
    const second = show({ transaction: lunch, isUndone: false, review: { field: 'type', alternative: { type: 'income', categoryId: 30, category: 'Gift' } } });
    await act(async () => {
      fireEvent.click(within(second.card).getByRole('button', { name: 'Flip “Grandma” to income' }));
    });
    await waitFor(() => expect(screen.getAllByText('Error').length).toBeGreaterThan(0));
    expect(second.onSaved).not.toHaveBeenCalled();
  });

  it('shows no doubt on an undone card, nor on one without a review', () => {
    stubServer(() => json({}));
    const undone = show({ transaction: lunch, isUndone: true, review: { field: 'type', alternative: { type: 'income', categoryId: 30, category: 'Gift' } } });
    expect(undone.card.dataset.review).toBeUndefined();
    expect(within(undone.card).queryByRole('group')).toBeNull();
    cleanup();
    const plain = show({ transaction: lunch, isUndone: false });
    expect(within(plain.card).queryByRole('group')).toBeNull();
    expect(within(plain.card).getByRole('button', { name: 'Undo “Grandma”' })).toBeTruthy();
  });
});

describe('Edit on a card', () => {
  it('opens the transaction form with the type, and saves a correction the card then shows', async () => {
    const saved = { ...lunch, type: 'income' as const, category: 'Gift', categoryId: 30, amount: '120.00' };
    const calls = stubServer(() => json(saved));
    const { card, onSaved } = show({ transaction: lunch, isUndone: false });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Grandma' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByLabelText('Income'));
    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '120' } });
    fireEvent.change(dialog.getByLabelText('Category'), { target: { value: '30' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    // Then the caches refresh (the categories the form read among them).
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'PATCH', url: '/api/transactions/41', body: { type: 'income', amount: '120', categoryId: 30, learn: true } },
    ]);
  });

  it('shows the form’s own validation: no category for the new type, no request', async () => {
    const calls = stubServer(() => json(lunch));
    const { card, onSaved } = show({ transaction: lunch, isUndone: false });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Grandma' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByLabelText('Income'));
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    });
    expect(dialog.getByText('Category is required')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
