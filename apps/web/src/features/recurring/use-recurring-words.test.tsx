// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@tally/shared/format-money';
import type { RecurringSuggestion } from '@tally/shared/schemas/recurring';
import { createTestI18n } from '../../test/i18n';
import { useRecurringWords } from './use-recurring-words';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
  const catalogs = import.meta.glob<Record<string, unknown>>('../../locales/{pt,es}/recurring.json', { eager: true, import: 'default' });
  for (const language of ['pt', 'es']) i18n.addResourceBundle(language, 'recurring', catalogs[`../../locales/${language}/recurring.json`]!);
});

async function wordsIn(language: string) {
  await i18n.changeLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useRecurringWords(), { wrapper }).result.current;
}

const netflix: RecurringSuggestion = {
  key: 'netflix|15.99',
  type: 'expense',
  description: 'Netflix',
  amount: '15.99',
  currency: 'USD',
  categoryId: 4,
  categoryName: 'Entertainment',
  frequency: 'monthly',
  dayOfMonth: 12,
  occurrences: 3,
  lastDate: '2026-11-12',
  nextDate: '2026-12-12',
};

describe('useRecurringWords', () => {
  it('says the frequency in words, with English ordinals', async () => {
    const words = await wordsIn('en');
    const monthly = (day: number) => words.frequencyLabel({ frequency: 'monthly', dayOfMonth: day, anchorDate: '2026-11-01' });
    expect([1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 31].map(monthly)).toEqual(
      ['1st', '2nd', '3rd', '4th', '5th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st'].map((d) => `Monthly on the ${d}`),
    );
    // 2026-11-27 is a Friday.
    expect(words.frequencyLabel({ frequency: 'weekly', dayOfMonth: null, anchorDate: '2026-11-27' })).toBe('Weekly on Friday');
    expect(words.frequencyLabel({ frequency: 'biweekly', dayOfMonth: null, anchorDate: '2026-11-27' })).toBe('Every 2 weeks on Friday');
    expect(words.frequencyLabel({ frequency: 'yearly', dayOfMonth: null, anchorDate: '2026-03-05' })).toBe('Yearly on March 5');
    // Monthly without a day: the start date's.
    expect(words.frequencyLabel({ frequency: 'monthly', dayOfMonth: null, anchorDate: '2026-11-08' })).toBe('Monthly on the 8th');
  });

  // Amounts come from the one shared money formatter (its own tests pin its output per language).
  it('words a suggestion as a question, with the amount in the interface language', async () => {
    expect((await wordsIn('en')).suggestionText(netflix)).toBe('Netflix looks monthly, $15.99 on the 12th. Track it?');
    expect((await wordsIn('pt')).suggestionText(netflix)).toBe(`Netflix parece mensal, ${formatMoney('15.99', 'USD', 'pt')} todo dia 12. Acompanhar?`);
    expect((await wordsIn('es')).suggestionText(netflix)).toBe(`Netflix parece mensual, ${formatMoney('15.99', 'USD', 'es')} el día 12. ¿Lo sigues?`);
  });

  it('says it in Portuguese and Spanish without ordinals, and signs amounts by type', async () => {
    const pt = await wordsIn('pt');
    expect(pt.frequencyLabel({ frequency: 'monthly', dayOfMonth: 5, anchorDate: '2026-11-01' })).toBe('Todo mês, dia 5');
    expect(pt.signedMoney('expense', '1800.00', 'BRL')).toBe(`-${formatMoney('1800.00', 'BRL', 'pt')}`);
    const es = await wordsIn('es');
    expect(es.frequencyLabel({ frequency: 'monthly', dayOfMonth: 30, anchorDate: '2026-11-01' })).toBe('Cada mes, el día 30');
    expect(es.signedMoney('income', '2500.00', 'EUR')).toBe(`+${formatMoney('2500.00', 'EUR', 'es')}`);
  });
});
