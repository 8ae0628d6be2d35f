import { describe, expect, it } from 'vitest';
import { formFromGuess, mappingFromForm } from './mapping-form';

describe('the column-mapping form', () => {
  it('is prefilled from the guess, in the shape of its amount columns', () => {
    expect(formFromGuess({ date: 0, description: 2, debit: 3, credit: 4, dateOrder: 'MDY', decimalSeparator: ',' })).toMatchObject({
      date: '0',
      description: '2',
      amountMode: 'debitCredit',
      debit: '3',
      credit: '4',
      dateOrder: 'MDY',
      decimalSeparator: ',',
    });
    expect(formFromGuess({ amount: 1, kind: 2 }).amountMode).toBe('typeColumn');
    expect(formFromGuess(undefined)).toMatchObject({ date: '', amountMode: 'signed', dateOrder: 'DMY', decimalSeparator: '.' });
  });

  it('sends the columns of the chosen amount shape only', () => {
    const form = { ...formFromGuess({ date: 0, description: 1, amount: 2, debit: 3, credit: 4, kind: 5 }), currency: '6' };
    expect(mappingFromForm({ ...form, amountMode: 'signed' })).toEqual({ date: 0, description: 1, amount: 2, currency: 6, dateOrder: 'DMY', decimalSeparator: '.' });
    expect(mappingFromForm({ ...form, amountMode: 'debitCredit' })).toEqual({ date: 0, description: 1, debit: 3, credit: 4, currency: 6, dateOrder: 'DMY', decimalSeparator: '.' });
    expect(mappingFromForm({ ...form, amountMode: 'typeColumn', currency: '' })).toEqual({
      date: 0,
      description: 1,
      amount: 2,
      kind: 5,
      currency: undefined,
      dateOrder: 'DMY',
      decimalSeparator: '.',
    });
  });

  it('is not sent while the date, the description or an amount column is missing', () => {
    const form = formFromGuess({ date: 0, description: 1, amount: 2 });
    expect(mappingFromForm({ ...form, date: '' })).toBeNull();
    expect(mappingFromForm({ ...form, description: '' })).toBeNull();
    expect(mappingFromForm({ ...form, amount: '' })).toBeNull();
    expect(mappingFromForm({ ...form, amountMode: 'debitCredit' })).toBeNull();
    expect(mappingFromForm({ ...form, amountMode: 'typeColumn' })).toBeNull();
  });
});
