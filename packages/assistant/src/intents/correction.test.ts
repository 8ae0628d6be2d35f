/**
 * Corrections said the way people type them, by structure: a pronoun and a copula ("that's
 * income", "isso foi mercado", "eso es transporte"), a put/file verb, a field named with a typo, a
 * bare "no" and an amount, one amount set against another, a named entry and its new amount, the
 * wrong value after a negation, and words for "I got it wrong".
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';
import type { Intent, Lang } from '../types';

const run = (lang: Lang, text: string): Intent => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('corrections by structure', () => {
  it.each([
    // A pronoun and a copula, then a type or a category.
    ['en', "that's an expense", { kind: 'correct_last', type: 'expense' }],
    ['en', 'this one was groceries', { kind: 'correct_last', categoryId: categoryId('Groceries') }],
    ['en', 'that was money my boss sent me, not spending', { kind: 'correct_last', type: 'income' }],
    ['pt', 'isso foi transporte', { kind: 'correct_last', categoryId: categoryId('Transportation') }],
    ['pt', 'isto é saúde', { kind: 'correct_last', categoryId: categoryId('Healthcare') }],
    ['es', 'eso fue comida', { kind: 'correct_last', categoryId: categoryId('Dining') }],
    ['es', 'esto es salud', { kind: 'correct_last', categoryId: categoryId('Healthcare') }],
    // The wrong value after a negation is not the new one.
    ['en', "it was bills, not entertainment", { kind: 'correct_last', categoryId: categoryId('Bills') }],
    ['pt', 'era receita, não despesa', { kind: 'correct_last', type: 'income' }],
    ['pt', 'foi transporte, não lazer', { kind: 'correct_last', categoryId: categoryId('Transportation') }],
    ['es', 'era un ingreso, no un gasto', { kind: 'correct_last', type: 'income' }],
    ['es', 'fue un gasto, no un ingreso', { kind: 'correct_last', type: 'expense' }],
    // Money that came in, said by its verb.
    ['en', 'no, i received that', { kind: 'correct_last', type: 'income' }],
    ['pt', 'não, isso foi dinheiro que entrou', { kind: 'correct_last', type: 'income' }],
    ['es', 'no, eso me lo pagaron', { kind: 'correct_last', type: 'income' }],
    // Put / file / categorise verbs.
    ['en', 'file that under bills', { kind: 'correct_last', categoryId: categoryId('Bills') }],
    ['en', 'categorize it as travel', { kind: 'correct_last', categoryId: categoryId('Travel') }],
    ['pt', 'bota em saúde', { kind: 'correct_last', categoryId: categoryId('Healthcare') }],
    // A field named with a typo, "fix the last one".
    ['en', 'change catgory to travel', { kind: 'correct_last', categoryId: categoryId('Travel') }],
    ['en', 'fix that: 14.20', { kind: 'correct_last', amount: '14.20' }],
    ['en', 'correct the last entry, 61', { kind: 'correct_last', amount: '61.00' }],
    // A bare "no" and an amount; one amount set against another.
    ['en', 'no, 12 dollars', { kind: 'correct_last', amount: '12.00' }],
    ['pt', 'não, 19,90', { kind: 'correct_last', amount: '19.90' }],
    ['es', 'no, eran 75', { kind: 'correct_last', amount: '75.00' }],
    ['en', 'the pizza was 27 not 72', { kind: 'correct_last', amount: '27.00', target: { words: ['pizza'] } }],
    ['pt', 'o uber foi 31 e não 13', { kind: 'correct_last', amount: '31.00' }],
    // "I got it wrong" words.
    ['pt', 'afinal foi 60', { kind: 'correct_last', amount: '60.00' }],
    ['pt', 'me enganei, foram 33', { kind: 'correct_last', amount: '33.00' }],
    ['es', 'me equivoqué, fueron 410', { kind: 'correct_last', amount: '410.00' }],
    ['en', 'my bad, it was 9', { kind: 'correct_last', amount: '9.00' }],
    ['en', "wrong, it's dining", { kind: 'correct_last', categoryId: categoryId('Dining') }],
    ['pt', 'categoria errada, é lazer', { kind: 'correct_last', categoryId: categoryId('Entertainment') }],
    // Deletions after "never mind".
    ['en', 'never mind, delete it', { kind: 'delete_transaction' }],
    ['es', 'mejor borra eso', { kind: 'delete_transaction' }],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(run(lang, text)).toMatchObject(expected);
  });

  it.each([
    ['en', 'dinner 45'],
    ['en', 'spent 30 on gas, not bad'],
    ['pt', 'almoço 32'],
    ['pt', 'paguei 50 no mercado'],
    ['es', 'cena 250'],
    ['es', 'se fueron 200 en el súper'],
  ] as const)('%s: %s stays a transaction', (lang, text) => {
    expect(run(lang, text).kind).toBe('record_transactions');
  });

  // A named entry and only its new amount. "the X one", "o da X", "el de X" point at an entry by
  // themselves; a definite article needs a conversation; a possessive needs the conversation to
  // have named the entry. Opening a conversation, "the dinner was 80" is a new expense.
  it.each([
    ['pt', 'o jantar foi 88', 'Jantar R$ 120 anotado', { kind: 'correct_last', amount: '88.00', target: { words: ['jantar'] } }],
    ['es', 'el peaje fue 4.200', 'Anoté Peaje $ 2.400', { kind: 'correct_last', amount: '4200.00', target: { words: ['peaje'] } }],
    ['en', 'the cab was 18', 'Recorded Uber $81', { kind: 'correct_last', amount: '18.00', target: { words: ['cab'] } }],
    ['en', 'my lunch was 15', 'Recorded Lunch $51', { kind: 'correct_last', amount: '15.00', target: { words: ['lunch'] } }],
  ] as const)('%s: %s after a reply', (lang, text, reply, expected) => {
    const ctx = testContext({ preferredLanguage: lang, history: [{ role: 'user', content: 'x' }, { role: 'assistant', content: reply }] });
    expect(interpret(text, ctx).intent).toMatchObject(expected);
  });

  it.each([
    ['en', 'the parking one was 14 actually', { amount: '14.00', target: { words: ['parking'] } }],
    ['en', 'the one at costco was 140', { amount: '140.00' }],
    ['pt', 'o do estacionamento foi 12,50', { amount: '12.50', target: { words: ['estacionamento'] } }],
    ['pt', 'a da padaria foi 23', { amount: '23.00', target: { words: ['padaria'] } }],
    ['es', 'lo del gimnasio fue 300', { amount: '300.00', target: { words: ['gimnasio'] } }],
    ['es', 'el de la farmacia fue 240', { amount: '240.00', target: { words: ['farmacia'] } }],
  ] as const)('%s: %s points at an entry, even opening a conversation', (lang, text, fields) => {
    expect(run(lang, text)).toMatchObject({ kind: 'correct_last', ...fields });
  });

  it.each([
    ['en', 'the dinner was 80'],
    ['en', 'the bonus was 500'],
    ['pt', 'o jantar foi 88'],
    ['es', 'el aguinaldo fue 15000'],
    ['en', 'my lunch was 15'],
    ['pt', 'meu almoço foi 15'],
    ['es', 'mi almuerzo fue 150'],
  ] as const)('%s: %s opening a conversation is a new entry', (lang, text) => {
    expect(run(lang, text).kind).toBe('record_transactions');
  });
});
