import { describe, expect, it } from 'vitest';
import type { RecurringRule } from '@tally/shared/schemas/recurring';
import { changedRuleFields, checkRuleForm, emptyRuleValues, ruleFormValuesOf, type RuleFormValues } from './rule-form';

const filled = (overrides: Partial<RuleFormValues> = {}): RuleFormValues => ({
  ...emptyRuleValues('USD', '2026-11-25'),
  amount: '1200',
  categoryId: '7',
  description: 'Rent',
  dayOfMonth: '1',
  ...overrides,
});

const rule: RecurringRule = {
  id: 4,
  type: 'expense',
  amount: '1200.00',
  currency: 'USD',
  categoryId: 7,
  categoryName: 'Bills',
  description: 'Rent',
  frequency: 'monthly',
  dayOfMonth: 1,
  startDate: '2026-11-01',
  endDate: null,
  isActive: true,
  nextDate: '2026-12-01',
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('emptyRuleValues', () => {
  it('starts a monthly expense today, on today\'s day of the month', () => {
    expect(emptyRuleValues('EUR', '2026-11-25')).toMatchObject({ type: 'expense', currency: 'EUR', frequency: 'monthly', dayOfMonth: '25', startDate: '2026-11-25', endDate: '' });
  });
});

describe('checkRuleForm', () => {
  it('gives the request body the server takes, with the amount normalised', () => {
    expect(checkRuleForm(filled())).toEqual({
      ok: true,
      body: { type: 'expense', amount: '1200.00', currency: 'USD', categoryId: 7, description: 'Rent', frequency: 'monthly', dayOfMonth: 1, startDate: '2026-11-25', endDate: null },
    });
  });

  it('sends no day of the month for the other frequencies', () => {
    const result = checkRuleForm(filled({ frequency: 'biweekly', dayOfMonth: '40' }));
    expect(result.ok && result.body.dayOfMonth).toBe(undefined);
  });

  it('names the same errors as the add-transaction form: amount, description, category, date', () => {
    expect(checkRuleForm(filled({ amount: '', description: '  ', categoryId: '', startDate: '' }))).toEqual({
      ok: false,
      errors: { amount: 'amountRequired', description: 'descriptionRequired', categoryId: 'categoryRequired', startDate: 'dateRequired' },
    });
    expect(checkRuleForm(filled({ amount: '0' }))).toEqual({ ok: false, errors: { amount: 'amountInvalid' } });
    expect(checkRuleForm(filled({ amount: '12.345' }))).toEqual({ ok: false, errors: { amount: 'amountTooPrecise' } });
    expect(checkRuleForm(filled({ amount: '1500.5', currency: 'JPY' }))).toEqual({ ok: false, errors: { amount: 'amountWholeOnly' } });
    expect(checkRuleForm(filled({ amount: '', isAmountUnreadable: true }))).toEqual({ ok: false, errors: { amount: 'amountInvalid' } });
    expect(checkRuleForm(filled({ description: 'x'.repeat(101) }))).toEqual({ ok: false, errors: { description: 'descriptionTooLong' } });
  });

  it('refuses a day of the month outside 1-31 (or none) for monthly, and an end before the start', () => {
    expect(checkRuleForm(filled({ dayOfMonth: '32' }))).toEqual({ ok: false, errors: { dayOfMonth: 'recurringDayInvalid' } });
    expect(checkRuleForm(filled({ dayOfMonth: '' }))).toEqual({ ok: false, errors: { dayOfMonth: 'recurringDayInvalid' } });
    expect(checkRuleForm(filled({ dayOfMonth: '2.5' }))).toEqual({ ok: false, errors: { dayOfMonth: 'recurringDayInvalid' } });
    expect(checkRuleForm(filled({ endDate: '2026-11-01' }))).toEqual({ ok: false, errors: { endDate: 'dateRangeOrder' } });
  });
});

describe('changedRuleFields', () => {
  const bodyOf = (values: RuleFormValues) => {
    const result = checkRuleForm(values);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.body;
  };

  it('sends nothing when nothing changed ("1200" is "1200.00")', () => {
    const values = { ...ruleFormValuesOf(rule), amount: '1200' };
    expect(changedRuleFields(rule, bodyOf(values), values.isActive)).toEqual({});
  });

  it('sends only what changed; a type change sends the category; clearing the end sends null', () => {
    expect(changedRuleFields(rule, bodyOf({ ...ruleFormValuesOf(rule), amount: '1250.5', dayOfMonth: '5' }), true)).toEqual({ amount: '1250.50', dayOfMonth: 5 });
    expect(changedRuleFields(rule, bodyOf({ ...ruleFormValuesOf(rule), type: 'income', categoryId: '30' }), true)).toEqual({ type: 'income', categoryId: 30 });
    expect(changedRuleFields({ ...rule, endDate: '2027-01-01' }, bodyOf(ruleFormValuesOf(rule)), true)).toEqual({ endDate: null });
    expect(changedRuleFields(rule, bodyOf(ruleFormValuesOf(rule)), false)).toEqual({ isActive: false });
  });

  it('a new currency sends the amount with it (checked against that currency)', () => {
    expect(changedRuleFields(rule, bodyOf({ ...ruleFormValuesOf(rule), currency: 'EUR' }), true)).toEqual({ currency: 'EUR', amount: '1200.00' });
  });
});
