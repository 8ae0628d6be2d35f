import { describe, expect, it } from 'vitest';
import { addDays } from '@tally/shared/dates';
import { detectRecurring, normalizeDescription, suggestionKey, type DetectionContext, type HistoryItem } from './recurring-detection';

const item = (date: string, amount: string, description = 'NETFLIX.COM', extra: Partial<HistoryItem> = {}): HistoryItem => ({
  date,
  type: 'expense',
  amount,
  currency: 'USD',
  description,
  categoryId: 7,
  categoryName: 'Entertainment',
  isCategoryActive: true,
  ...extra,
});

const context = (today: string, extra: Partial<DetectionContext> = {}): DetectionContext => ({
  today,
  covered: new Set(),
  dismissedKeys: new Set(),
  ...extra,
});

const byDate = (items: HistoryItem[]) => [...items].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

describe('normalizeDescription', () => {
  it('folds case and accents and drops digits, punctuation and reference noise', () => {
    expect(normalizeDescription('NETFLIX.COM *4821 Ref 99')).toBe('netflix');
    expect(normalizeDescription('Netflix.com')).toBe('netflix');
    expect(normalizeDescription('Pagamento ALUGUÉL 05/2026')).toBe('pagamento aluguel');
    expect(normalizeDescription('PAYPAL *SPOTIFY 4029357733')).toBe('paypal spotify');
    expect(normalizeDescription('1234 #')).toBe('');
  });
});

describe('detectRecurring', () => {
  it('finds a monthly charge on a stable day, amount and next date from the latest, key stable', () => {
    const history = [item('2026-07-12', '15.99'), item('2026-08-13', '15.99', 'NETFLIX.COM 0813'), item('2026-09-11', '15.99'), item('2026-10-12', '15.99'), item('2026-11-12', '15.99')];
    const [found, ...rest] = detectRecurring(history, context('2026-11-20'));
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      key: suggestionKey('netflix', 'expense', 'USD', 'monthly'),
      type: 'expense',
      amount: '15.99',
      currency: 'USD',
      frequency: 'monthly',
      dayOfMonth: 12,
      occurrences: 5,
      lastDate: '2026-11-12',
      nextDate: '2026-12-12',
      categoryId: 7,
    });
  });

  it('a monthly day near the end of the month wraps across months (31st, 1st, 30th)', () => {
    const history = [item('2026-07-31', '900', 'Rent'), item('2026-09-01', '900', 'Rent'), item('2026-09-30', '900', 'Rent'), item('2026-10-31', '900', 'Rent')];
    const [found] = detectRecurring(history, context('2026-11-05'));
    expect(found).toMatchObject({ frequency: 'monthly', occurrences: 4, nextDate: '2026-11-30' });
  });

  it('weekly (±1 day), every 2 weeks (±2 days) and yearly (±5 days)', () => {
    const weekly = ['2026-10-05', '2026-10-12', '2026-10-20', '2026-10-26', '2026-11-02'].map((d) => item(d, '40', 'Gym'));
    const biweekly = ['2026-09-04', '2026-09-18', '2026-10-03', '2026-10-16', '2026-10-30'].map((d) => item(d, '2500', 'Salary ACME', { type: 'income' }));
    const yearly = ['2023-03-01', '2024-03-04', '2025-02-27', '2026-03-02'].map((d) => item(d, '99', 'Domain renewal'));
    const found = detectRecurring(byDate([...weekly, ...biweekly, ...yearly]), context('2026-11-05'));
    expect(found.map((s) => [s.description, s.frequency, s.type])).toEqual(
      expect.arrayContaining([
        ['Gym', 'weekly', 'expense'],
        ['Salary ACME', 'biweekly', 'income'],
        ['Domain renewal', 'yearly', 'expense'],
      ]),
    );
    expect(found.find((s) => s.frequency === 'weekly')!.nextDate).toBe('2026-11-09');
    expect(found.find((s) => s.frequency === 'biweekly')!.nextDate).toBe('2026-11-13');
    expect(found.find((s) => s.frequency === 'yearly')!.nextDate).toBe('2027-03-02');
    expect(found).toHaveLength(3);
  });

  it('needs at least 3 occurrences at a regular interval', () => {
    expect(detectRecurring([item('2026-09-12', '15.99'), item('2026-10-12', '15.99')], context('2026-10-20'))).toEqual([]);
    const irregular = ['2026-07-01', '2026-07-20', '2026-08-30', '2026-09-05', '2026-10-19'].map((d) => item(d, '30', 'Uber'));
    expect(detectRecurring(irregular, context('2026-10-20'))).toEqual([]);
    // Monthly gaps but the day drifts (1st, 4th, 7th, 10th): not a stable day of the month.
    const drifting = ['2026-07-01', '2026-08-04', '2026-09-07', '2026-10-10'].map((d) => item(d, '30', 'Drift'));
    expect(detectRecurring(drifting, context('2026-10-20'))).toEqual([]);
  });

  it('amounts must be within 10% of the median; a price rise keeps the newest similar ones', () => {
    const varying = [item('2026-07-12', '10'), item('2026-08-12', '25'), item('2026-09-12', '10'), item('2026-10-12', '40')];
    expect(detectRecurring(varying, context('2026-10-20'))).toEqual([]);
    const rise = [item('2026-06-12', '13.99'), item('2026-07-12', '13.99'), item('2026-08-12', '15.99'), item('2026-09-12', '15.99'), item('2026-10-12', '15.99')];
    expect(detectRecurring(rise, context('2026-10-20'))[0]).toMatchObject({ occurrences: 3, amount: '15.99' });
    const close = [item('2026-08-12', '100.00'), item('2026-09-12', '109.00'), item('2026-10-12', '95.00')];
    expect(detectRecurring(close, context('2026-10-20'))).toHaveLength(1);
    const justOut = [item('2026-08-12', '100.00'), item('2026-09-12', '111.00'), item('2026-10-12', '100.00')];
    expect(detectRecurring(justOut, context('2026-10-20'))).toEqual([]);
  });

  it('the last occurrence must be recent (1.5 intervals + 3 days)', () => {
    const history = ['2026-06-12', '2026-07-12', '2026-08-12'].map((d) => item(d, '15.99'));
    expect(detectRecurring(history, context(addDays('2026-08-12', 48)))).toHaveLength(1);
    expect(detectRecurring(history, context(addDays('2026-08-12', 49)))).toEqual([]);
  });

  it('groups by type and currency too, and leaves out covered and dismissed ones', () => {
    const usd = ['2026-08-12', '2026-09-12', '2026-10-12'].map((d) => item(d, '15.99'));
    const eur = ['2026-08-20', '2026-09-20', '2026-10-20'].map((d) => item(d, '12.99', 'Netflix', { currency: 'EUR' }));
    const found = detectRecurring(byDate([...usd, ...eur]), context('2026-10-25'));
    expect(found.map((s) => s.currency).sort()).toEqual(['EUR', 'USD']);
    expect(detectRecurring(byDate([...usd, ...eur]), context('2026-10-25', { covered: new Set(['netflix|expense']) }))).toEqual([]);
    expect(
      detectRecurring(byDate([...usd, ...eur]), context('2026-10-25', { dismissedKeys: new Set([suggestionKey('netflix', 'expense', 'EUR', 'monthly')]) })).map((s) => s.currency),
    ).toEqual(['USD']);
    expect(detectRecurring(usd, context('2026-10-25', { covered: new Set(['netflix|income']) }))).toHaveLength(1);
  });

  it('suggests an active category when the latest one was switched off', () => {
    const history = [item('2026-08-12', '15.99'), item('2026-09-12', '15.99'), item('2026-10-12', '15.99', 'Netflix', { categoryId: 9, categoryName: 'Old', isCategoryActive: false })];
    expect(detectRecurring(history, context('2026-10-20'))[0]).toMatchObject({ categoryId: 7, categoryName: 'Entertainment' });
  });
});
