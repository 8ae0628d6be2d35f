import { describe, expect, it } from 'vitest';
import { budgetWindow, computeBudgetFigures, crossedAlert } from './budget-rules';

describe('budget windows', () => {
  it('follow the calendar at edges', () => {
    expect(budgetWindow('monthly', '2026-11-01')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(budgetWindow('monthly', '2026-11-30')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(budgetWindow('monthly', '2024-02-29')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(budgetWindow('yearly', '2024-12-31')).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    // ISO week across a year boundary: Thursday 1 Jan 2026 is in the week of Mon 29 Dec 2025.
    expect(budgetWindow('weekly', '2026-01-01')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    expect(budgetWindow('weekly', '2026-01-04')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
    expect(budgetWindow('weekly', '2026-01-05')).toEqual({ start: '2026-01-05', end: '2026-01-11' });
  });
});

describe('computeBudgetFigures', () => {
  it('first day of a 30-day month: daysLeft 30, projection ×30', () => {
    const f = computeBudgetFigures('300.00', '10.00', 'monthly', '2026-11-01');
    expect(f).toMatchObject({ daysLeft: 30, projectedSpending: '300.00', percentage: 3.3, remaining: '290.00' });
    expect(f.status).toBe('on_track'); // projected equals the amount: not above it
  });

  it('last day of the month: daysLeft 1, projection equals spent', () => {
    const f = computeBudgetFigures('300.00', '150.00', 'monthly', '2026-11-30');
    expect(f).toMatchObject({ daysLeft: 1, projectedSpending: '150.00', percentage: 50 });
    expect(f.status).toBe('under_budget'); // 50% spent with 100% of the month gone
  });

  it('leap year February and a yearly budget on Dec 31 of a leap year', () => {
    const feb = computeBudgetFigures('290.00', '10.00', 'monthly', '2024-02-01');
    expect(feb.projectedSpending).toBe('290.00');
    const year = computeBudgetFigures('3660.00', '3660.00', 'yearly', '2024-12-31');
    expect(year).toMatchObject({ daysLeft: 1, percentage: 100, projectedSpending: '3660.00', status: 'warning' });
  });

  it('counts known recurring bills instead of extrapolating them', () => {
    // Day 15 of 30: 160 spent, of which 60 recorded by a rule; 125 of bills still to come.
    const f = computeBudgetFigures('2000.00', '160.00', 'monthly', '2026-11-15', { recordedSpent: '60.00', upcoming: '125.00' });
    expect(f.projectedSpending).toBe('385.00'); // 60 + 100 × 30/15 + 125
    expect(computeBudgetFigures('2000.00', '160.00', 'monthly', '2026-11-15').projectedSpending).toBe('320.00');
    // Bills alone never extrapolate: a 1000 rent recorded on day 1 projects 1000, not 30 000.
    expect(computeBudgetFigures('1200.00', '1000.00', 'monthly', '2026-11-01', { recordedSpent: '1000.00', upcoming: '0.00' })).toMatchObject({
      projectedSpending: '1000.00',
      status: 'warning',
    });
    // Known bills to come can push a budget into warning before they are spent.
    expect(computeBudgetFigures('300.00', '0.00', 'monthly', '2026-11-10', { recordedSpent: '0.00', upcoming: '350.00' }).status).toBe('warning');
  });

  it('weekly budget across the year boundary', () => {
    const f = computeBudgetFigures('70.00', '30.00', 'weekly', '2026-01-01'); // 4th day of the week
    expect(f).toMatchObject({ daysLeft: 4, projectedSpending: '52.50', percentage: 42.9, status: 'under_budget' });
  });

  it.each([
    ['exceeded when spent is above the amount', '100.00', '100.01', '2026-11-15', 'exceeded'],
    ['not exceeded at exactly the amount (but warning)', '100.00', '100.00', '2026-11-30', 'warning'],
    ['warning at 80%', '100.00', '80.00', '2026-11-29', 'warning'],
    ['warning when projected above the amount', '300.00', '110.00', '2026-11-10', 'warning'],
    ['under budget when clearly slower than time', '300.00', '50.00', '2026-11-20', 'under_budget'],
    ['on track otherwise', '300.00', '150.00', '2026-11-15', 'on_track'],
    ['on track at the 10-point margin', '300.00', '120.00', '2026-11-15', 'on_track'],
  ] as const)('%s', (_name, amount, spent, today, status) => {
    expect(computeBudgetFigures(amount, spent, 'monthly', today).status).toBe(status);
  });

  it('remaining may be negative', () => {
    expect(computeBudgetFigures('50.00', '75.50', 'monthly', '2026-11-15').remaining).toBe('-25.50');
  });
});

describe('crossedAlert', () => {
  it.each([
    ['70.00', '85.00', 'warning'],
    ['85.00', '90.00', null],
    ['95.00', '100.50', 'exceeded'],
    ['70.00', '120.00', 'exceeded'],
    ['100.50', '110.00', null],
    ['10.00', '20.00', null],
  ] as const)('%s → %s of 100', (before, after, expected) => {
    expect(crossedAlert('100.00', before, after)).toBe(expected);
  });
});
