/**
 * Sentence corrections of the type and the category of the last transaction ("no, that was income",
 * "isso foi mercado", "eso fue un ingreso"), read into correct_last with `type` and the category.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';

const correction = (text: string, lang: Lang) => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('corrections of type and category by sentence', () => {
  it.each([
    ['en', "nah, that's income", { type: 'income' }],
    ['en', 'that one was money my cousin paid me back', { type: 'income' }],
    ['en', 'that was a reimbursement', { type: 'income', categoryName: 'Refunds' }],
    ['en', 'wrong, it is groceries', { type: 'expense', categoryName: 'Groceries' }],
    ['en', 'put it under travel', { categoryName: 'Travel' }],
    ['pt', 'não, isso foi receita', { type: 'income' }],
    ['pt', 'isso foi farmácia', { type: 'expense', categoryName: 'Healthcare' }],
    ['pt', 'isso foi um presente que eu recebi', { type: 'income', categoryName: 'Gift' }],
    ['pt', 'era gasto, não receita', { type: 'expense' }],
    ['pt', 'era transporte, não lazer', { categoryName: 'Transportation' }],
    ['pt', 'põe em educação', { categoryName: 'Education' }],
    ['es', 'eso fue un ingreso', { type: 'income' }],
    ['es', 'no, eso era un reembolso', { type: 'income', categoryName: 'Refunds' }],
    ['es', 'era un gasto, no un ingreso', { type: 'expense' }],
    ['es', 'no, era plata que me mandaron', { type: 'income' }],
  ] as const)('[%s] %s', (lang, text, fields) => {
    const intent = correction(text, lang);
    expect(intent).toMatchObject({ kind: 'correct_last', ...fields });
    if ('categoryName' in fields) expect(intent).toMatchObject({ categoryId: categoryId(fields.categoryName) });
  });

  it('is not a correction when nothing changes', () => {
    for (const [text, lang] of [['isso foi ótimo', 'pt'], ['eso fue todo', 'es'], ["that's all", 'en']] as const) {
      expect(correction(text, lang).kind, text).not.toBe('correct_last');
    }
  });
});
