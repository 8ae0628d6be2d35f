/**
 * Corrections said without the usual verbs, right after a recording: a bare amount with "no", an
 * apology or a copula ("no 7.65 sorry", "fue 30"), the field said to be wrong ("amount's wrong,
 * 62.30"), what it should have been ("should've been 9 bucks"), the way the money went said as a
 * direction ("money coming in, not going out") and one category set against another ("tj's is
 * groceries not dining", "era súper no restaurante"). And what must stay as it is: a bare amount
 * with nothing recorded, a clarification's answer, questions, wishes and new entries.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, Lang } from '../types';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';
import { askedFirst } from '../testing/conversation';

const RECORDED: Record<Lang, HistoryEntry[]> = {
  en: [
    { role: 'user', content: 'starbucks 6.75' },
    { role: 'assistant', content: '✅ Recorded: Starbucks $6.75 (Dining) today' },
  ],
  pt: [
    { role: 'user', content: 'padaria 12' },
    { role: 'assistant', content: '✅ Registrado: Padaria R$ 12,00 (Restaurantes) hoje' },
  ],
  es: [
    { role: 'user', content: 'dia 34,20' },
    { role: 'assistant', content: '✅ Registrado: Dia 34,20 € (Restaurantes) hoy' },
  ],
};

const read = (lang: Lang, text: string, history: HistoryEntry[] = RECORDED[lang]) =>
  interpret(text, testContext({ preferredLanguage: lang, history })).intent;

describe('a new amount without a correction verb, after a recording', () => {
  it.each([
    ['en', 'no 7.65 sorry', '7.65'],
    ['en', 'no 8.40 sry', '8.40'],
    ['en', "amount's wrong, 62.30", '62.30'],
    ['en', "the amount's off, 18.50", '18.50'],
    ['en', "should've been 9 bucks", '9.00'],
    ['en', 'shouldve been 12', '12.00'],
    ['en', 'shoulda been 15.50', '15.50'],
    ['en', "it should've been 30", '30.00'],
    ['en', 'was supposed to be 14', '14.00'],
    ['pt', 'não 7,65 desculpa', '7.65'],
    ['pt', 'nao, 15 foi mal', '15.00'],
    ['pt', 'o valor tá errado, 62,30', '62.30'],
    ['pt', 'foi 12', '12.00'],
    ['pt', 'deveria ter sido 20', '20.00'],
    ['pt', 'devia ser 25', '25.00'],
    ['es', 'no 7,65 perdón', '7.65'],
    ['es', 'no, 15 perdon', '15.00'],
    ['es', 'el monto está mal, 62,30', '62.30'],
    ['es', 'el importe esta mal es 40', '40.00'],
    ['es', 'fue 30', '30.00'],
    ['es', 'fueron 22', '22.00'],
    ['es', 'debió ser 20', '20.00'],
    ['es', 'tendría que ser 18', '18.00'],
    ['en', 'its 7.65', '7.65'],
    ['en', "that's 9", '9.00'],
    ['es', 'es 7,65', '7.65'],
  ] as const)('[%s] %s', (lang, text, amount) => {
    expect(read(lang, text)).toMatchObject({ kind: 'correct_last', amount });
  });

  it('needs a recording just before for a copula and an amount alone ("fue 30" may be anything)', () => {
    expect(read('es', 'fue 30', []).kind).toBe('clarify_transaction');
    expect(read('pt', 'foi 12', []).kind).toBe('clarify_transaction');
    expect(read('en', 'its 7.65', []).kind).toBe('clarify_transaction');
    // "e 7,65" may be "and 7,65": not read as "é 7,65".
    expect(read('pt', 'e 7,65').kind).not.toBe('correct_last');
  });

  it('leaves a bare amount after a recording alone: it does not read as a correction', () => {
    expect(read('en', '7.65').kind).not.toBe('correct_last');
    expect(read('pt', '12 reais').kind).not.toBe('correct_last');
    expect(read('es', 'ok, 30').kind).not.toBe('correct_last');
  });

  it('still completes a clarification with the same words', () => {
    expect(read('pt', 'foi 30', askedFirst('Fui ao cinema ontem', 'pt'))).toMatchObject({ kind: 'record_transactions', followUpUsed: true });
    expect(read('es', 'fue 25', askedFirst('compré zapatos', 'es'))).toMatchObject({ kind: 'record_transactions', followUpUsed: true });
    expect(read('en', 'no 12 sorry', askedFirst('had lunch', 'en'))).toMatchObject({ kind: 'record_transactions', followUpUsed: true });
  });

  it('leaves a new entry with a wrong-sounding word alone', () => {
    expect(read('en', 'bought the wrong size shoes 60', []).kind).toBe('record_transactions');
    expect(read('en', 'the amount of 40 for the tickets', []).kind).not.toBe('correct_last');
    expect(read('pt', 'o presente devia ser barato mas gastei 200', []).kind).not.toBe('correct_last');
  });
});

describe('the way the money went, said as a direction', () => {
  it.each([
    ['en', 'that was money coming in, not going out'],
    ['en', 'it was incoming money'],
    ['en', "that's incoming not outgoing"],
    ['en', 'that was cash coming in'],
    ['pt', 'isso foi dinheiro entrando, não saindo'],
    ['pt', 'era grana que entrou'],
    ['es', 'eso fue plata que entró, no que salió'],
    ['es', 'es plata que entra no que sale'],
    ['es', 'era dinero que me entró'],
    ['en', 'money in not out'],
    ['en', 'in, not out'],
    ['en', 'cash in not out lol'],
  ] as const)('[%s] %s is income', (lang, text) => {
    const intent = read(lang, text);
    expect(intent).toMatchObject({ kind: 'correct_last', type: 'income' });
    expect(intent).not.toHaveProperty('categoryId');
  });

  it.each([
    ['en', 'that was money going out not coming in'],
    ['pt', 'era dinheiro saindo, não entrando'],
    ['es', 'eso fue plata que salió'],
    ['en', 'out not in'],
    ['en', 'that was money out, not in'],
  ] as const)('[%s] %s is an expense, with no category from "going out"', (lang, text) => {
    const intent = read(lang, text);
    expect(intent).toMatchObject({ kind: 'correct_last', type: 'expense' });
    expect(intent).not.toHaveProperty('categoryId');
  });

  it('leaves plans of going out alone', () => {
    expect(read('en', 'going out tonight with friends').kind).not.toBe('correct_last');
    // With nothing just recorded there is no entry to turn around.
    expect(read('en', 'money in not out', []).kind).not.toBe('correct_last');
  });
});

describe('one category set against another: the first is right', () => {
  it.each([
    ['en', "tj's is groceries not dining", 'Groceries'],
    ['en', 'starbucks is dining not groceries', 'Dining'],
    ['en', 'uber is transportation not travel', 'Transportation'],
    ['en', 'target was shopping not groceries', 'Shopping'],
    ['en', "that's transport not travel", 'Transportation'],
    ['pt', 'padaria é mercado não restaurante', 'Groceries'],
    ['pt', 'o uber é transporte não lazer', 'Transportation'],
    ['pt', 'era farmacia e nao mercado', 'Healthcare'],
    ['es', 'era súper no restaurante', 'Groceries'],
    ['es', 'es super no restaurante', 'Groceries'],
    ['es', 'el mercadona es supermercado no restaurante', 'Groceries'],
    ['es', 'eso es salud no compras', 'Healthcare'],
    ['es', 'fue ropa no ocio', 'Shopping'],
    ['en', "should've been groceries", 'Groceries'],
    ['es', 'debió ser súper', 'Groceries'],
  ] as const)('[%s] %s', (lang, text, name) => {
    expect(read(lang, text)).toMatchObject({ kind: 'correct_last', categoryId: categoryId(name) });
  });

  it('leaves wishes, new entries and questions alone', () => {
    expect(read('en', 'i want groceries not takeout').kind).not.toBe('correct_last');
    expect(read('en', 'spent 40 on groceries not dining').kind).toBe('record_transactions');
    expect(read('es', 'compré súper no restaurante 30').kind).toBe('record_transactions');
    expect(read('en', 'is dining more than groceries not counting rent?').kind).not.toBe('correct_last');
  });
});

describe('questions about where one went are not corrections', () => {
  it.each([
    ['en', 'how many times did i go to starbucks in nov'],
    ['en', 'how often did i go to mcdonalds last month'],
    ['en', 'how many times did i go to the gym this month?'],
    ['pt', 'quantas vezes eu fui ao mercado em outubro'],
    ['es', 'cuantas veces fui al oxxo en noviembre'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'count' });
  });

  it('still reads where an entry goes as a correction', () => {
    expect(read('en', 'the uber one goes under transportation')).toMatchObject({ kind: 'correct_last', categoryId: categoryId('Transportation') });
    expect(read('es', 'eso va en salud')).toMatchObject({ kind: 'correct_last', categoryId: categoryId('Healthcare') });
  });
});
