import { describe, expect, it } from 'vitest';
import { ALL_SUGGESTED_TAGS } from '@tally/shared/categories';
import { addTag, fieldOfServerError, validateTransactionForm, visibleSuggestions, type TransactionFormValues } from './transaction-form';

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
