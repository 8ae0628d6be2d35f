/**
 * Corrections that only make sense right after a recording: the way the money went with no amount
 * ("I sold it", "recebi eu", "me lo pagaron"), an amount with an apology ("€12 sorry", "foi 80 na
 * real"), "it didn't happen", a category named after the category word or in a last clause, and
 * undo said as a keyboard shortcut or "scrap that".
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, Lang } from '../types';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';
import { PACKS } from '../language/packs/packs';
import { hasJustRecorded } from './last-reply';

const RECORDED: Record<Lang, HistoryEntry[]> = {
  en: [
    { role: 'user', content: 'old guitar 220' },
    { role: 'assistant', content: '✅ Expense recorded: Old guitar, $220.00 (Shopping), today.' },
  ],
  pt: [
    { role: 'user', content: 'bicicleta 900' },
    { role: 'assistant', content: '✅ Despesa registrada: Bicicleta, R$ 900,00 (Compras), hoje.' },
  ],
  es: [
    { role: 'user', content: 'sofá 300' },
    { role: 'assistant', content: '✅ Gasto registrado: Sofá, 300,00 € (Compras), hoy.' },
  ],
};

const read = (text: string, lang: Lang, history: HistoryEntry[] = RECORDED[lang]) =>
  interpret(text, testContext({ preferredLanguage: lang, history })).intent;

describe('the way the money went, restated after a recording', () => {
  it.each([
    ['en', 'nope, i flogged it on ebay and got the cash'],
    ['en', 'my brother paid me for that'],
    ['en', 'that was cash i got back'],
    ['en', 'that was a transfer to me'],
    ['pt', 'eu que vendi, o dinheiro entrou'],
    ['pt', 'minha tia que me deu, não gastei nada'],
    ['pt', 'isso foi o pix que o cliente me mandou'],
    ['es', 'no, lo vendí yo y me pagaron'],
    ['es', 'mi jefe me lo pagó'],
    ['es', 'eso me lo devolvieron'],
  ] as const)('[%s] %s is income', (lang, text) => {
    expect(read(text, lang)).toMatchObject({ kind: 'correct_last', type: 'income' });
  });

  it.each([
    ['en', 'i paid that one myself'],
    ['pt', 'isso eu que paguei'],
    ['es', 'eso lo pagué yo'],
  ] as const)('[%s] %s, pointing back at the entry, is an expense', (lang, text) => {
    expect(read(text, lang)).toMatchObject({ kind: 'correct_last', type: 'expense' });
  });

  it('needs a recording just before: with no conversation, the message asks for the amount or records', () => {
    expect(read('my brother paid me for that', 'en', []).kind).not.toBe('correct_last');
    expect(read('eu que vendi, o dinheiro entrou', 'pt', []).kind).not.toBe('correct_last');
  });

  it('leaves a new entry that names another thing alone: it still needs its amount', () => {
    const lunch: HistoryEntry[] = [
      { role: 'user', content: 'lunch 14' },
      { role: 'assistant', content: '✅ Expense recorded: Lunch, $14.00 (Dining), today.' },
    ];
    expect(read('got my paycheck', 'en', lunch).kind).toBe('clarify_transaction');
    expect(read('recebi o aluguel do inquilino', 'pt', lunch).kind).toBe('clarify_transaction');
    expect(read('me pagaron el sueldo', 'es', lunch).kind).toBe('clarify_transaction');
    // The same thing restated is a correction.
    const rent: HistoryEntry[] = [
      { role: 'user', content: 'rent 1100' },
      { role: 'assistant', content: '✅ Expense recorded: Rent, $1,100.00 (Bills), today.' },
    ];
    expect(read('the tenant paid me that rent', 'en', rent)).toMatchObject({ kind: 'correct_last', type: 'income' });
  });

  it('leaves a new expense and a question alone', () => {
    expect(read('paid the gym too', 'en').kind).not.toBe('correct_last');
    expect(read('quanto eu recebi esse mês?', 'pt').kind).toBe('query');
    expect(read('cuánto me pagaron en octubre', 'es').kind).toBe('query');
  });
});

describe('an amount with an apology or "in fact"', () => {
  it.each([
    ['en', '$245 sorry', '245.00'],
    ['en', 'oops 19.99', '19.99'],
    ['pt', 'foi 870 na real', '870.00'],
    ['pt', 'desculpa, 95', '95.00'],
    ['es', 'perdón, 280', '280.00'],
    ['es', 'fueron 310 en realidad', '310.00'],
    ['en', 'whoops, meant 62', '62.00'],
    ['en', 'i mean 27.50', '27.50'],
    ['es', 'digo, 75', '75.00'],
  ] as const)('[%s] %s', (lang, text, amount) => {
    expect(read(text, lang)).toMatchObject({ kind: 'correct_last', amount });
  });

  it('still records an apology with a thing bought', () => {
    expect(read('sorry, coffee 4', 'en').kind).toBe('record_transactions');
  });
});

describe('a category named outright', () => {
  it.each([
    ['en', 'nope it was chips and soda, groceries', 'Groceries'],
    ['en', 'it was the concert, entertainment', 'Entertainment'],
    ['pt', 'era o ifood, restaurantes', 'Dining'],
    ['pt', 'troca a categoria pra saúde', 'Healthcare'],
    ['pt', 'categoria educação', 'Education'],
    ['es', 'categoría transporte', 'Transportation'],
    ['es', 'mejor en salud', 'Healthcare'],
    ['es', 'era para la categoría viajes', 'Travel'],
    ['en', 'no, a gift for my niece, file it as shopping', 'Shopping'],
  ] as const)('[%s] %s', (lang, text, category) => {
    expect(read(text, lang)).toMatchObject({ kind: 'correct_last', categoryId: categoryId(category) });
  });

  it('still lists the categories when asked', () => {
    expect(read('quais são minhas categorias', 'pt').kind).toBe('list_categories');
    expect(read('my categories', 'en').kind).toBe('list_categories');
    expect(read('categorías de gastos', 'es').kind).toBe('list_categories');
  });
});

describe('undo and deletion said another way', () => {
  it.each([
    ['en', 'cmd+z'],
    ['en', 'Ctrl-Z please'],
    ['en', 'scrap it'],
    ['en', 'ditch that one'],
    ['en', 'take that off'],
    ['en', 'that never happened'],
    ['pt', 'não rolou, apaga'],
    ['pt', 'isso não aconteceu'],
    ['es', 'al final no pasó'],
    ['en', 'forget this one'],
    ['pt', 'esquece isso'],
    ['es', 'olvida eso'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(['undo_last', 'delete_transaction']).toContain(read(text, lang).kind);
  });

  it('reads "did not happen" as a deletion only right after a recording', () => {
    expect(read('that never happened', 'en', []).kind).not.toBe('delete_transaction');
  });
});

describe('the replies that count as a recording', () => {
  it.each(['en', 'pt', 'es'] as const)('[%s] sees the engine’s own replies, one entry or several', (lang) => {
    const replies = PACKS[lang].replies;
    for (const type of ['income', 'expense'] as const) {
      const line = { description: 'Bike', money: '10', category: 'Shopping', when: 'today', type };
      for (const content of [replies.recordedOne(line), replies.recordedMany(2, [replies.recordedItem(line)])]) {
        expect(hasJustRecorded([{ role: 'user', content: 'bike 10' }, { role: 'assistant', content }], 'x'), content).toBe(true);
      }
    }
  });

  it('does not take a question or a clarification for a recording', () => {
    const history = (content: string): HistoryEntry[] => [{ role: 'user', content: 'bike' }, { role: 'assistant', content }];
    expect(hasJustRecorded(history(PACKS.en.replies.askAmount('bike', 'bike 10')), 'x')).toBe(false);
    expect(hasJustRecorded(history('Hi! How can I help?'), 'x')).toBe(false);
    expect(hasJustRecorded([], 'x')).toBe(false);
  });
});

describe('an amount restated with laughter or a reason after it (right after a recording)', () => {
  it.each([
    ['pt', 'opa, foi 950 kkk', '950.00'],
    ['pt', 'foi 920, errei o dedo', '920.00'],
    ['en', 'was 230 actually, forgot the strap', '230.00'],
    ['en', 'ugh, 225 lol', '225.00'],
    ['es', 'fueron 310, me comí un número', '310.00'],
    ['es', 'nel fueron 290', '290.00'],
  ] as const)('%s: %s', (lang, text, amount) => {
    expect(read(text, lang)).toMatchObject({ kind: 'correct_last', amount });
  });

  it.each([
    // With nothing recorded just before, the same words are a new entry or nothing.
    ['pt', 'foi 950 kkk'],
    ['es', 'fueron 310, me comí un número'],
  ] as const)('%s: %s is no correction without a recording before it', (lang, text) => {
    expect(read(text, lang, []).kind).not.toBe('correct_last');
  });

  it.each([
    // Another thing bought after the amount is a new entry.
    ['en', 'was 230, then lunch 15'],
    ['pt', 'foi 950 e mais 30 de uber'],
  ] as const)('%s: %s says more than an amount', (lang, text) => {
    expect(read(text, lang)).not.toMatchObject({ kind: 'correct_last', amount: '230.00' });
  });
});

describe('a clause that only deletes the entry just recorded', () => {
  it.each([
    ['en', 'wait thats yesterdays, delete it'],
    ['en', 'nah remove that, already logged it earlier'],
    ['pt', 'opa, apaga isso, ja tinha lançado'],
    ['es', 'no, bórralo que ya lo puse'],
  ] as const)('%s: %s', (lang, text) => {
    expect(read(text, lang).kind).toBe('delete_transaction');
  });
  it('with nothing recorded just before, it deletes nothing', () => {
    expect(read('wait thats yesterdays, delete it', 'en', []).kind).not.toBe('delete_transaction');
  });
});
