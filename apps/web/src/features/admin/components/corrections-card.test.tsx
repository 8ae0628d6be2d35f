// @vitest-environment happy-dom
/** The admin's view of corrections: the rate per language (with "not available" for none) and the phrasings. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCorrections } from '@tally/shared/schemas/admin';
import { ToastProvider } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { createTestI18n, renderWithI18n } from '../../../test/i18n';
import { withQuery } from '../api/admin-query-keys';
import { CorrectionsCard } from './corrections-card';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
afterEach(cleanup);

const corrections: AdminCorrections = {
  days: 30,
  total: { recorded: 9, corrected: 7, correctionRate: '77.8' },
  byLanguage: [
    { language: 'en', recorded: 7, corrected: 5, correctionRate: '71.4' },
    { language: 'pt', recorded: 2, corrected: 2, correctionRate: '100.0' },
    { language: 'es', recorded: 0, corrected: 0, correctionRate: null },
  ],
  mostCorrected: [
    { message: 'grandma gave me 100', language: 'en', count: 4, kinds: ['type', 'delete'], lastCorrectedAt: '2026-11-20T10:00:00.000Z' },
    { message: 'caiu o pix de 200', language: 'pt', count: 1, kinds: ['type'], lastCorrectedAt: '2026-11-21T10:00:00.000Z' },
  ],
};

function show(data: AdminCorrections) {
  const queryClient = createQueryClient();
  queryClient.setQueryData([withQuery('/api/admin/analytics/corrections', { days: 30 })], data);
  renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CorrectionsCard days={30} />
      </ToastProvider>
    </QueryClientProvider>,
    i18n,
  );
  return screen.getByTestId('corrections-card');
}

describe('CorrectionsCard', () => {
  it('shows the correction rate per language and overall', () => {
    const card = show(corrections);
    const rows = within(card).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Language', 'Recorded', 'Corrected', 'Rate'],
      ['English', '7', '5', '71.4%'],
      ['Português', '2', '2', '100.0%'],
      ['Español', '0', '0', 'N/A'],
      ['All languages', '9', '7', '77.8%'],
    ]);
  });

  it('lists the most corrected phrasings with their language, count and what was changed', () => {
    const card = show(corrections);
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('grandma gave me 100');
    expect(items[0]!.textContent).toContain('en');
    expect(items[0]!.textContent).toContain('Type');
    expect(items[0]!.textContent).toContain('Deleted');
    expect(items[0]!.textContent).toContain('4 times');
    expect(items[1]!.textContent).toContain('1 time');
  });

  it('says when nothing was corrected', () => {
    const card = show({ ...corrections, mostCorrected: [] });
    expect(within(card).getByText('Nothing recorded in this period was corrected.')).toBeTruthy();
  });
});
