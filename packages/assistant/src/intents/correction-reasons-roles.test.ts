/**
 * Corrections that carry a reason beside the change: a category and then why ("should go under
 * healthcare, it was his meds", "meant X, it was Y"), a new amount, a reason and then the category
 * ("it was 32 and they're workbooks so education"), a later clause that moves the entry ("é do
 * mercado, põe em mercado"), the digits swapped ("invertí los números"), the type said outright
 * beside an amount ("its an expense"), and the user as the one paid ("I'm the landlord", "sou eu que
 * recebo", "soy el dueño"). Also "take that back" as undo. And near misses that keep their reading.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, Lang } from '../types';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';

const RECORDED: Record<Lang, HistoryEntry[]> = {
  en: [
    { role: 'user', content: 'rent 1400' },
    { role: 'assistant', content: '✅ Expense recorded: Rent, $1,400.00 (Bills), today.' },
  ],
  pt: [
    { role: 'user', content: 'aluguel 1800' },
    { role: 'assistant', content: '✅ Despesa registrada: Aluguel, R$ 1.800,00 (Contas), hoje.' },
  ],
  es: [
    { role: 'user', content: 'alquiler 9000' },
    { role: 'assistant', content: '✅ Gasto registrado: Alquiler, $9,000.00 (Facturas), hoy.' },
  ],
};

const read = (text: string, lang: Lang, history: HistoryEntry[] = RECORDED[lang]) =>
  interpret(text, testContext({ preferredLanguage: lang, history })).intent;

describe('a category, then the reason', () => {
  it.each([
    ['en', 'that should go under education, it was the piano lessons', 'Education'],
    ['en', 'meant travel, it was the ferry to the island', 'Travel'],
    ['en', 'this goes in groceries, it was the weekly shop', 'Groceries'],
    ['pt', 'é do mercado, põe em mercado', 'Groceries'],
    ['pt', 'foi remédio, muda pra saúde', 'Healthcare'],
    ['es', 'eran útiles del cole, pásalo a educación', 'Education'],
    ['es', 'quise decir salud, fue la consulta del pediatra', 'Healthcare'],
  ] as const)('[%s] %s', (lang, text, name) => {
    const intent = read(text, lang);
    expect(intent).toMatchObject({ kind: 'correct_last', categoryId: categoryId(name) });
    expect(intent.kind === 'correct_last' ? intent.target : 'no').toBeUndefined();
  });
});

describe('a new amount, a reason, then the category', () => {
  it.each([
    ['en', 'actually it was 48, mostly fruit and veg so groceries', '48.00', 'Groceries'],
    ['en', 'it was 75 and it was the vet so pets', '75.00', 'Pets'],
    ['pt', 'na verdade foi 64, era material da escola, então educação', '64.00', 'Education'],
    ['es', 'en realidad fueron 320, eran medicinas, entonces salud', '320.00', 'Healthcare'],
  ] as const)('[%s] %s', (lang, text, amount, name) => {
    expect(read(text, lang)).toMatchObject({ kind: 'correct_last', amount, categoryId: categoryId(name) });
  });

  it.each([
    ['en', 'actually it was 48, we had a great time'],
    ['pt', 'na verdade foi 64, deu tudo certo'],
    ['es', 'en realidad fueron 320, ya lo pagué'],
  ] as const)('[%s] a reason that names no category changes only the amount: %s', (lang, text) => {
    const intent = read(text, lang);
    expect(intent.kind).toBe('correct_last');
    expect(intent.kind === 'correct_last' ? intent.categoryId : 'none').toBeUndefined();
  });
});

describe('the digits swapped, the amount the truth', () => {
  it.each([
    ['en', 'swapped the digits, 91', '91.00'],
    ['pt', 'foi 81, inverti os números', '81.00'],
    ['es', 'invertí los números, eran 6100', '6100.00'],
  ] as const)('[%s] %s', (lang, text, amount) => {
    expect(read(text, lang)).toMatchObject({ kind: 'correct_last', amount });
  });
});

describe('the type said outright, or the user as the one paid', () => {
  it.each([
    ['en', 'hang on, i paid that 1400 myself, its an expense', 'expense'],
    ['en', "i'm the landlord, the tenant paid me that", 'income'],
    ['en', 'nope, money i got from them, not spent', 'income'],
    ['pt', 'sou eu quem recebe esse aluguel', 'income'],
    ['pt', 'eu sou o dono do apartamento, esse aluguel me pagaram', 'income'],
    ['es', 'soy yo quien cobra ese alquiler', 'income'],
    ['es', 'soy la dueña del piso', 'income'],
  ] as const)('[%s] %s', (lang, text, type) => {
    expect(read(text, lang)).toMatchObject({ kind: 'correct_last', type });
  });

  it.each([
    ['en', "i'm the landlord, the tenant paid me that"],
    ['es', 'soy yo quien cobra ese alquiler'],
  ] as const)('[%s] names the income category with the type: %s', (lang, text) => {
    expect(read(text, lang)).toMatchObject({ kind: 'correct_last', type: 'income', categoryId: categoryId('Rental') });
  });

  it.each([
    ['en', "i'm the landlord of two flats"],
    ['es', 'soy el dueño de una tienda'],
    ['en', 'dinner 60, its an expense for work'],
  ] as const)('[%s] with nothing just recorded it corrects nothing: %s', (lang, text) => {
    expect(read(text, lang, []).kind).not.toBe('correct_last');
  });
});

describe('"take that back" undoes', () => {
  it.each([
    ['en', 'oops, take that back'],
    ['en', 'take it back please'],
    ['pt', 'volta atrás'],
    ['es', 'échalo para atrás'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(text, lang).kind).toBe('undo_last');
  });

  it('taking a thing back to a shop is no undo', () => {
    expect(read('gonna take it back to the store tomorrow', 'en').kind).not.toBe('undo_last');
  });
});
