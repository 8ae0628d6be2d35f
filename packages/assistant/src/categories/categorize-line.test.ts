import { describe, expect, it } from 'vitest';
import { learnPattern } from '../learn-pattern';
import { TEST_CATEGORIES, categoryId } from '../testing/context';
import { categorizeLine, type LineContext } from './categorize-line';

const ctx = (overrides: Partial<LineContext> = {}): LineContext => ({ categories: TEST_CATEGORIES, learnedRules: [], language: 'en', ...overrides });
const nameOf = (description: string, raw: string, type: 'income' | 'expense', c = ctx()) => categorizeLine(description, raw, type, c)?.category.name;

describe('categorizeLine (imported statement rows)', () => {
  it('reads merchants and bank words with the chat lexicons', () => {
    expect(nameOf('Uber', 'UBER *TRIP HELP.UBER.COM', 'expense')).toBe('Transportation');
    expect(nameOf('Netflix', 'NETFLIX.COM 866-579-7172 CA', 'expense')).toBe('Entertainment');
    expect(nameOf('iFood', 'COMPRA CARTAO - IFOOD *IFOOD', 'expense')).toBe('Dining');
  });

  it('reads a bank in another language than the user', () => {
    expect(nameOf('Mercadona', 'COMPRA TARJ. MERCADONA VALENCIA', 'expense', ctx({ language: 'pt' }))).toBe('Groceries');
    expect(nameOf('Supermercado Dia', 'COMPRA SUPERMERCADO DIA', 'expense')).toBe('Groceries');
  });

  it('keeps the bank sign: a credit is income, a refund is its own kind', () => {
    expect(nameOf('Estorno Shopee', 'ESTORNO COMPRA SHOPEE', 'income')).toBe('Refunds');
    expect(nameOf('Salary ACME Ltd', 'SALARY ACME LTD', 'income')).toBe('Salary');
    // No income category says what it was: the engine's fallback (Salary, there being no income Other).
    expect(nameOf('Transfer', 'TRANSFER 000123', 'income')).toBe('Salary');
  });

  it("uses the user's learned rule first, and says so", () => {
    const rules = [{ pattern: learnPattern('uber'), categoryId: categoryId('Fitness') }];
    const line = categorizeLine('Uber', 'UBER *TRIP', 'expense', ctx({ learnedRules: rules }));
    expect(line).toEqual({ category: expect.objectContaining({ name: 'Fitness' }), learned: true });
  });

  it('passes over a learned rule of the other type', () => {
    const rules = [{ pattern: 'uber', categoryId: categoryId('Salary') }];
    expect(nameOf('Uber', 'UBER *TRIP', 'expense', ctx({ learnedRules: rules }))).toBe('Transportation');
  });

  it('falls back to Other when nothing names a category', () => {
    expect(nameOf('Xyzzy Ltda', 'XYZZY LTDA 12/03', 'expense')).toBe('Other');
  });
});
