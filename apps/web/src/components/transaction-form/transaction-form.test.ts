import { describe, expect, it } from 'vitest';
import { ALL_SUGGESTED_TAGS } from '@tally/shared/categories';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { addTag, changedFields, fieldOfServerError, formValuesOf, validateTransactionForm, visibleSuggestions, type TransactionFormValues } from './transaction-form';

const valid: TransactionFormValues = {
  type: 'expense',
  amount: '12.50',
  isAmountUnreadable: false,
  currency: 'USD',
  description: 'Lunch',
  categoryId: '3',
  transactionDate: '2026-03-01',
  tags: [],
};

describe('validateTransactionForm', () => {
  it('accepts a complete form', () => {
    expect(validateTransactionForm(valid)).toEqual({});
  });

  it('names every missing field with the spec text code', () => {
    expect(
      validateTransactionForm({ ...valid, amount: '', currency: '', description: '   ', categoryId: '', transactionDate: '' }),
    ).toEqual({
      amount: 'amountRequired',
      currency: 'currencyRequired',
      description: 'descriptionRequired',
      category: 'categoryRequired',
      transactionDate: 'dateRequired',
    });
  });

  it('wants a positive amount with at most two decimals', () => {
    for (const amount of ['0', '0.00', '-5', '1e3', 'abc']) {
      expect(validateTransactionForm({ ...valid, amount }).amount, amount).toBe('amountInvalid');
    }
    expect(validateTransactionForm({ ...valid, amount: '1.005' }).amount).toBe('amountTooPrecise');
    expect(validateTransactionForm({ ...valid, amount: '0.01' }).amount).toBeUndefined();
    // What the browser could not read is not "missing".
    expect(validateTransactionForm({ ...valid, amount: '', isAmountUnreadable: true }).amount).toBe('amountInvalid');
  });

  it('limits the description to 100 characters', () => {
    expect(validateTransactionForm({ ...valid, description: 'x'.repeat(100) }).description).toBeUndefined();
    expect(validateTransactionForm({ ...valid, description: 'x'.repeat(101) }).description).toBe('descriptionTooLong');
  });
});

describe('server error fields', () => {
  it('maps the server field to the form field', () => {
    expect(fieldOfServerError('amount')).toBe('amount');
    expect(fieldOfServerError('categoryId')).toBe('category');
    expect(fieldOfServerError('tags.2')).toBe('tags');
    expect(fieldOfServerError('userId')).toBeUndefined();
    expect(fieldOfServerError(undefined)).toBeUndefined();
  });
});

describe('tags', () => {
  it('adds a custom tag only when it is not blank and not there yet', () => {
    expect(addTag([], '  Trip ')).toEqual(['trip']);
    expect(addTag(['trip'], 'trip')).toEqual(['trip']);
    expect(addTag(['trip'], '#TRIP')).toEqual(['trip']);
    expect(addTag(['trip'], '   ')).toEqual(['trip']);
  });

  it('shows up to 12 suggestions that are not chosen', () => {
    expect(ALL_SUGGESTED_TAGS.length).toBeGreaterThan(12);
    expect(visibleSuggestions([])).toEqual(ALL_SUGGESTED_TAGS.slice(0, 12));
    const chosen = ['essential', 'family'];
    const shown = visibleSuggestions(chosen);
    expect(shown).toHaveLength(12);
    expect(shown.some((tag) => chosen.includes(tag))).toBe(false);
    expect(shown).toContain(ALL_SUGGESTED_TAGS[13]);
  });
});

describe('editing a stored transaction', () => {
  const stored: Transaction = {
    id: 9,
    type: 'expense',
    amount: '12.50',
    currency: 'EUR',
    historicalConvertedAmount: '13.60',
    historicalExchangeRate: '1.088',
    conversion: 'converted',
    description: 'Lunch',
    category: 'Dining',
    categoryId: 4,
    tags: ['work'],
    rawInput: 'lunch 12.50',
    transactionDate: '2026-11-20',
    createdAt: '2026-11-20T12:00:00.000Z',
    recurringRuleId: null,
  };

  it('fills the form with its values', () => {
    expect(formValuesOf(stored)).toEqual({
      type: 'expense',
      amount: '12.50',
      isAmountUnreadable: false,
      currency: 'EUR',
      description: 'Lunch',
      categoryId: '4',
      transactionDate: '2026-11-20',
      tags: ['work'],
    });
  });

  it('sends only what changed ("12.5" is the same amount as "12.50")', () => {
    expect(changedFields(stored, formValuesOf(stored))).toEqual({});
    expect(changedFields(stored, { ...formValuesOf(stored), amount: '12.5', description: ' Lunch ' })).toEqual({});
    expect(changedFields(stored, { ...formValuesOf(stored), amount: '12.05', tags: ['work', 'team'], transactionDate: '2026-11-21' })).toEqual({
      amount: '12.05',
      tags: ['work', 'team'],
      transactionDate: '2026-11-21',
    });
    expect(changedFields(stored, { ...formValuesOf(stored), categoryId: '5', currency: 'USD' })).toEqual({ categoryId: 5, currency: 'USD' });
  });

  it('sends the category with a new type, since it must fit the type', () => {
    expect(changedFields(stored, { ...formValuesOf(stored), type: 'income', categoryId: '12' })).toEqual({ type: 'income', categoryId: 12 });
  });
});
