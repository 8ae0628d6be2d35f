import { describe, expect, it } from 'vitest';
import type { ImportPreviewRow } from '@tally/shared/schemas/imports';
import { buildConfirmBody, categoryForType, effectiveRow, initialSelection, sumTicked, tickAll, withEdit, withTicked } from './preview-selection';

function row(index: number, overrides: Partial<ImportPreviewRow> = {}): ImportPreviewRow {
  return {
    index,
    line: index + 2,
    date: '2025-03-0' + ((index % 9) + 1),
    description: `Row ${index}`,
    rawInput: `raw ${index}`,
    type: 'expense',
    amount: '10.00',
    currency: 'BRL',
    categoryId: 1,
    categoryName: 'Other',
    learned: false,
    duplicate: null,
    ...overrides,
  };
}

describe('the preview selection', () => {
  const rows = [
    row(0),
    row(1, { type: 'income', amount: '1500.10', categoryId: 9, categoryName: 'Salary' }),
    row(2, { duplicate: 'imported' }),
    row(3, { duplicate: 'similar', amount: '0.20' }),
    row(4, { amount: '0.10' }),
  ];

  it('starts with every row ticked except the flagged ones', () => {
    expect([...initialSelection(rows).ticked].sort()).toEqual([0, 1, 4]);
  });

  it('select all ticks the similar rows too but never an already imported one', () => {
    expect([...tickAll(rows)].sort()).toEqual([0, 1, 3, 4]);
  });

  it('confirms with the unticked ordinary rows excluded, the ticked similar ones included and only the changed rows', () => {
    let selection = initialSelection(rows);
    selection = { ...selection, ticked: withTicked(withTicked(selection.ticked, 4, false), 3, true) };
    selection = { ...selection, edits: withEdit(selection.edits, rows[0]!, { type: 'expense', categoryId: 5 }) };
    selection = { ...selection, edits: withEdit(selection.edits, rows[1]!, { type: 'expense', categoryId: 1 }) };
    expect(buildConfirmBody(rows, selection)).toEqual({
      exclude: [4],
      includeDuplicates: [3],
      changes: [
        { index: 0, categoryId: 5 },
        { index: 1, type: 'expense', categoryId: 1 },
      ],
    });
  });

  it('an edit back to what the preview said is no change', () => {
    const edits = withEdit(withEdit(new Map(), rows[0]!, { type: 'income', categoryId: 9 }), rows[0]!, { type: 'expense', categoryId: 1 });
    expect(edits.size).toBe(0);
    expect(effectiveRow(rows[0]!, edits)).toEqual({ type: 'expense', categoryId: 1 });
  });

  it('sums the ticked rows exactly per currency, by the type they will be written with', () => {
    const mixed = [...rows, row(5, { currency: 'JPY', amount: '1500' }), row(6, { amount: '0.10' })];
    let selection = initialSelection(mixed);
    // 0.10 + 0.10 + 10.00 in floats is 10.200000000000001; exact sums say 10.20.
    expect(sumTicked(mixed, selection)).toEqual([
      { currency: 'BRL', income: '1500.10', expenses: '10.20' },
      { currency: 'JPY', income: '0', expenses: '1500' },
    ]);
    selection = { ...selection, edits: withEdit(selection.edits, mixed[0]!, { type: 'income', categoryId: 9 }) };
    expect(sumTicked(mixed, selection)[0]).toEqual({ currency: 'BRL', income: '1510.10', expenses: '0.20' });
    expect(sumTicked(mixed, { ...selection, ticked: new Set() })).toEqual([]);
  });

  it('a flipped row takes "Other" of its new type, else the first active category of it', () => {
    const categories = [
      { id: 1, name: 'Dining', type: 'expense' as const, isActive: true },
      { id: 2, name: 'Other', type: 'expense' as const, isActive: true },
      { id: 3, name: 'Gift', type: 'income' as const, isActive: false },
      { id: 4, name: 'Salary', type: 'income' as const, isActive: true },
    ];
    expect(categoryForType(categories, 'expense')).toBe(2);
    expect(categoryForType(categories, 'income')).toBe(4);
    expect(categoryForType([], 'income')).toBeUndefined();
  });
});
