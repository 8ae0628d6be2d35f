// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportNeedsMapping, ImportPreview, ImportPreviewRow } from '@tally/shared/schemas/imports';
import { ToastProvider } from '../../../components/ui/toaster';
import { initI18n } from '../../../lib/i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { createTestI18n, renderWithI18n } from '../../../test/i18n';
import { ImportDialog } from './import-dialog';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
  // getErrorText reads the app's own instance: load it as the app does.
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CATEGORIES = [
  { id: 1, name: 'Dining', type: 'expense', isActive: true, isDefault: true },
  { id: 2, name: 'Transportation', type: 'expense', isActive: true, isDefault: true },
  { id: 3, name: 'Other', type: 'expense', isActive: true, isDefault: true },
  { id: 10, name: 'Salary', type: 'income', isActive: true, isDefault: true },
];

function row(index: number, overrides: Partial<ImportPreviewRow>): ImportPreviewRow {
  return {
    index,
    line: index + 2,
    date: '2025-03-10',
    description: `Row ${index}`,
    rawInput: `10/03/2025,-1,id${index},Row ${index}`,
    type: 'expense',
    amount: '10.00',
    currency: 'BRL',
    categoryId: 1,
    categoryName: 'Dining',
    learned: false,
    duplicate: null,
    ...overrides,
  };
}

const PREVIEW: ImportPreview = {
  id: '7d7a3c55-6f0e-4c41-9f3c-2b4f1e9c0a11',
  fileName: 'nubank.csv',
  format: 'csv',
  layout: 'nubank-account',
  expiresAt: '2099-01-01T00:00:00Z',
  rows: [
    row(0, { description: 'Uber', amount: '25.90', categoryId: 2, categoryName: 'Transportation' }),
    row(1, { description: 'Salário', type: 'income', amount: '5000.00', categoryId: 10, categoryName: 'Salary' }),
    row(2, { description: 'iFood', amount: '42.10' }),
    row(3, { description: 'Padaria', amount: '8.00', duplicate: 'imported' }),
    row(4, {
      description: 'Mercado',
      amount: '100.00',
      duplicate: 'similar',
      duplicateOf: { id: 99, description: 'mercado', date: '2025-03-09', amount: '100.00', currency: 'BRL' },
    }),
  ],
  counts: { rows: 5, alreadyImported: 1, similar: 1 },
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The server at the network edge: routes by method and path, records what was sent. */
function stubServer(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body instanceof File ? `file:${init.body.name}` : undefined;
      const call = { method, url, body };
      if (url === '/api/categories') return Response.json(CATEGORIES);
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function setup(initialFile: File | null = null) {
  const onOpenChange = vi.fn();
  renderWithI18n(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <ImportDialog open onOpenChange={onOpenChange} initialFile={initialFile} />
      </ToastProvider>
    </QueryClientProvider>,
    i18n,
  );
  return { onOpenChange, dialog: within(document.querySelector('dialog')!) };
}

const csv = (name = 'nubank.csv') => new File(['Data,Valor,Identificador,Descrição\n'], name, { type: 'text/csv' });

async function choose(dialog: ReturnType<typeof setup>['dialog'], file: File) {
  await act(async () => {
    fireEvent.change(dialog.getByLabelText('Choose a file'), { target: { files: [file] } });
  });
}

describe('ImportDialog', () => {
  it('refuses a file over 10 MB without sending it', async () => {
    const calls = stubServer(() => new Response(null, { status: 500 }));
    const { dialog } = setup();
    await choose(dialog, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.csv'));
    expect(dialog.getByRole('alert').textContent).toBe('This file is larger than 10 MB. Split it into smaller files and import them one at a time.');
    expect(calls).toEqual([]);
  });

  it('names the line the server could not read, and stays on the file step', async () => {
    stubServer(() => Response.json({ error: 'Line 7: the date could not be read.', code: 'importBadDate', line: 7 }, { status: 400 }));
    const { dialog } = setup();
    await choose(dialog, csv());
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('Line 7: the date could not be read.'));
    expect(dialog.getByLabelText('Choose a file')).toBeTruthy();
  });

  it('uploads the raw file, previews it, and confirms the ticked rows with the changes made', async () => {
    const calls = stubServer((call) => {
      if (call.method === 'POST' && call.url.startsWith('/api/imports?')) return Response.json(PREVIEW);
      return Response.json({ imported: 3, alreadyImported: 1, skipped: 1 });
    });
    const { dialog, onOpenChange } = setup();
    await choose(dialog, csv());
    await waitFor(() => expect(dialog.getByText('5 rows · 1 already imported · 1 looks like a transaction you have')).toBeTruthy());
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/imports?fileName=nubank.csv', body: 'file:nubank.csv' });

    // Flagged rows: the imported one cannot be ticked; the similar one starts unticked and says what it looks like.
    const padaria = dialog.getByLabelText('Import Padaria, Mar 10, 2025') as HTMLInputElement;
    expect(padaria.disabled).toBe(true);
    expect(dialog.getByText('Already imported')).toBeTruthy();
    expect((dialog.getByLabelText('Import Mercado, Mar 10, 2025') as HTMLInputElement).checked).toBe(false);
    expect(dialog.getByText('Looks like: mercado Mar 9, 2025 R$100.00')).toBeTruthy();
    expect(dialog.getByTestId('import-totals').textContent).toBe('BRL: income +R$5,000.00 · expenses −R$68.00');
    await waitFor(() => expect((dialog.getByLabelText('Category of Uber') as HTMLSelectElement).value).toBe('2'));

    // Untick iFood, tick the similar Mercado, change Uber's category, make the salary an expense.
    fireEvent.click(dialog.getByLabelText('Import iFood, Mar 10, 2025'));
    fireEvent.click(dialog.getByLabelText('Import Mercado, Mar 10, 2025'));
    fireEvent.change(dialog.getByLabelText('Category of Uber'), { target: { value: '3' } });
    fireEvent.click(within(dialog.getByRole('group', { name: 'Type of Salário' })).getByRole('button', { name: 'Expense' }));
    expect((dialog.getByLabelText('Category of Salário') as HTMLSelectElement).value).toBe('3');
    expect(dialog.getByTestId('import-totals').textContent).toBe('BRL: income +R$0.00 · expenses −R$5,125.90');

    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Import 3 transactions' }));
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[1]).toEqual({
      method: 'POST',
      url: `/api/imports/${PREVIEW.id}/confirm`,
      body: {
        exclude: [2],
        changes: [
          { index: 0, categoryId: 3 },
          { index: 1, type: 'expense', categoryId: 3 },
        ],
        includeDuplicates: [4],
      },
    });
    expect(screen.getByText('Imported 3 transactions (1 already there)')).toBeTruthy();
  });

  it('asks for the columns of an unknown CSV, prefilled from the guess, and cancelling discards the preview', async () => {
    const needsMapping: ImportNeedsMapping = {
      id: '0b7d5f6a-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
      fileName: 'bank.csv',
      format: 'csv',
      needsMapping: true,
      columns: ['When', 'What', 'How much'],
      sample: [['03/04/2025', 'Coffee', '-3,50']],
      guess: { date: 0, description: 1, amount: 2, decimalSeparator: ',' },
      reason: 'ambiguous_dates',
      expiresAt: '2099-01-01T00:00:00Z',
    };
    const calls = stubServer((call) => {
      if (call.url.startsWith('/api/imports?')) return Response.json(needsMapping);
      if (call.url.endsWith('/mapping')) return Response.json({ ...PREVIEW, id: needsMapping.id, fileName: 'bank.csv' });
      return new Response(null, { status: 204 });
    });
    // Handed in by the page (a file dropped on the chat): uploaded at once.
    const { dialog, onOpenChange } = setup(csv('bank.csv'));
    await waitFor(() => expect(dialog.getByText('The dates in this file can be read two ways (like 03/04/2025): choose the date order.')).toBeTruthy());
    expect(dialog.getByRole('table').textContent).toContain('Coffee');
    expect((dialog.getByLabelText('Amount') as HTMLSelectElement).value).toBe('2');
    fireEvent.change(dialog.getByLabelText('Date order'), { target: { value: 'MDY' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Show preview' }));
    });
    await waitFor(() => expect(dialog.getByText('Check before importing')).toBeTruthy());
    expect(calls[1]).toEqual({
      method: 'POST',
      url: `/api/imports/${needsMapping.id}/mapping`,
      body: { mapping: { date: 0, description: 1, amount: 2, dateOrder: 'MDY', decimalSeparator: ',' } },
    });

    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(calls[2]).toEqual({ method: 'DELETE', url: `/api/imports/${needsMapping.id}`, body: undefined }));
  });

  it('goes back to the file step when the preview has expired', async () => {
    stubServer((call) =>
      call.url.startsWith('/api/imports?')
        ? Response.json(PREVIEW)
        : Response.json({ error: 'expired', code: 'importPreviewExpired' }, { status: 410 }),
    );
    const { dialog } = setup();
    await choose(dialog, csv());
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Import 3 transactions' })).toBeTruthy());
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Import 3 transactions' }));
    });
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('This preview has expired. Upload the file again.'));
    expect(dialog.getByLabelText('Choose a file')).toBeTruthy();
  });
});
