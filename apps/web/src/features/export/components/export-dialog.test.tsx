// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@tally/shared/schemas/auth';
import { ToastProvider } from '../../../components/ui/toaster';
import { initI18n } from '../../../lib/i18n/i18n';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import { createTestI18n, renderWithI18n } from '../../../test/i18n';
import { ExportDialog } from './export-dialog';

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

const user = { id: 7, preferredCurrency: 'CAD', preferredLanguage: 'en', timezone: 'UTC' } as User;
const session: Session = {
  user,
  isChecking: false,
  signIn: async () => {},
  signOut: async () => {},
  updateUser: () => {},
  changeLanguage: async () => {},
};

function setup() {
  const onOpenChange = vi.fn();
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <ToastProvider>
          <ExportDialog open onOpenChange={onOpenChange} />
        </ToastProvider>
      </SessionContext.Provider>
    </QueryClientProvider>,
    i18n,
  );
  return { onOpenChange, dialog: within(document.querySelector('dialog')!) };
}

/** The server at the network edge: answers the export call and records what was sent. */
function stubServer(response: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return response();
    }),
  );
  // The download itself: a link click on an object URL.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }));
  return calls;
}

describe('ExportDialog', () => {
  it('shows the spec’s texts and defaults: CSV, monthly summary, the user’s currency, no dates', () => {
    const { dialog } = setup();
    expect(dialog.getByText('Export Financial Report')).toBeTruthy();
    expect(dialog.getByText('Generate and download your financial data in various formats for analysis or tax preparation.')).toBeTruthy();
    expect((dialog.getByLabelText('Report Type') as HTMLSelectElement).value).toBe('monthly-summary');
    expect((dialog.getByLabelText('Export Format') as HTMLSelectElement).value).toBe('csv');
    const currency = dialog.getByLabelText('Currency') as HTMLSelectElement;
    expect(currency.value).toBe('CAD');
    expect([...currency.options].map((o) => o.value)).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'BRL', 'CLP', 'CAD']);
    expect([...(dialog.getByLabelText('Export Format') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'CSV Spreadsheet',
      'Excel Workbook',
    ]);
    expect(dialog.getByText('Pick start')).toBeTruthy();
    expect(dialog.getByText('Pick end')).toBeTruthy();
    expect(dialog.queryByText('Clear dates (use default range)')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('labels the submit button with the format', () => {
    const { dialog } = setup();
    fireEvent.change(dialog.getByLabelText('Export Format'), { target: { value: 'excel' } });
    expect(dialog.getByRole('button', { name: 'Export EXCEL' })).toBeTruthy();
  });

  it('picks dates with the keyboard, one month at a time, and offers to clear them once both are set', async () => {
    const { dialog, onOpenChange } = setup();
    fireEvent.click(dialog.getByRole('button', { name: /Start Date/ }));
    const grid = dialog.getByRole('grid');
    expect(grid.querySelectorAll('tbody button').length).toBeLessThanOrEqual(42);
    const focused = document.activeElement as HTMLButtonElement;
    const start = focused.dataset.date!;
    fireEvent.keyDown(focused, { key: 'ArrowRight' });
    await waitFor(() => expect((document.activeElement as HTMLButtonElement).dataset.date).not.toBe(start));
    fireEvent.click(document.activeElement!);
    expect(dialog.queryByRole('grid')).toBeNull();
    expect(dialog.queryByText('Pick start')).toBeNull();

    // Escape closes the calendar, not the dialog.
    fireEvent.click(dialog.getByRole('button', { name: /End Date/ }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog.queryByRole('grid')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog.queryByText('Clear dates (use default range)')).toBeNull();

    fireEvent.click(dialog.getByRole('button', { name: /End Date/ }));
    // The end cannot be before the start.
    const days = [...dialog.getByRole('grid').querySelectorAll<HTMLButtonElement>('tbody button')];
    expect(days.filter((d) => d.dataset.date! < days.find((x) => !x.disabled)!.dataset.date!).every((d) => d.disabled)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    fireEvent.click(document.activeElement!);
    fireEvent.click(dialog.getByText('Clear dates (use default range)'));
    expect(dialog.getByText('Pick start')).toBeTruthy();
    expect(dialog.getByText('Pick end')).toBeTruthy();
  });

  it('sends the choices, downloads under the server’s name, closes and says so', async () => {
    const calls = stubServer(
      () =>
        new Response('a,b\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="tally-income.csv"' },
        }),
    );
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { dialog, onOpenChange } = setup();
    fireEvent.change(dialog.getByLabelText('Report Type'), { target: { value: 'income' } });
    fireEvent.change(dialog.getByLabelText('Currency'), { target: { value: 'BRL' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Export CSV' }));
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([{ url: '/api/export/report', body: { userId: 7, format: 'csv', reportType: 'income', currency: 'BRL' } }]);
    expect(clicked).toEqual(['tally-income.csv']);
    expect(screen.getByText('Export successful')).toBeTruthy();
    expect(screen.getByText('Your financial report has been downloaded')).toBeTruthy();
    click.mockRestore();
  });

  it('keeps the dialog open on failure and shows the server’s reason', async () => {
    stubServer(() => new Response(JSON.stringify({ error: 'busy', code: 'exportsBusy' }), { status: 429, headers: { 'retry-after': '5' } }));
    const { dialog, onOpenChange } = setup();
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Export CSV' }));
    });
    await waitFor(() => expect(screen.getByText('Export failed')).toBeTruthy());
    expect(screen.getByText('You already have 2 exports running. Please wait for one to finish and try again.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says “Generating...” with a spinner and refuses a second submit while running', async () => {
    let answer: (r: Response) => void = () => {};
    const calls = stubServer(() => new Response('x', { status: 200 }));
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    const { dialog } = setup();
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Export CSV' }));
    });
    const busy = (await waitFor(() => dialog.getByRole('button', { name: 'Generating...' }))) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(document.querySelector('form')!);
    expect(calls).toHaveLength(1);
    await act(async () => answer(new Response('x', { status: 200 })));
  });
});
