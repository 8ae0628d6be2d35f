/**
 * Corrections read by their shape, in words never tuned on: several interjections before the
 * change, the wrong value negated before or after the right one, only a date, the field as the
 * subject, where an entry belongs, "I typed X and it was Y", a recount after the last entry, and
 * "I got it wrong" in other tenses.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';
import type { Intent, Lang } from '../types';

const run = (lang: Lang, text: string): Intent => interpret(text, testContext({ preferredLanguage: lang })).intent;
const cat = (name: string) => ({ kind: 'correct_last', categoryId: categoryId(name) });

describe('corrections by shape', () => {
  it.each([
    // Interjections in a row.
    ['en', 'ugh no hold on, it was 18.20', { kind: 'correct_last', amount: '18.20' }],
    ['pt', 'putz pera, foi 27', { kind: 'correct_last', amount: '27.00' }],
    ['es', 'chale no espera, eran 95', { kind: 'correct_last', amount: '95.00' }],
    // The wrong category negated, before or after the right one, with or without a marker.
    ['en', 'nah, travel not shopping', cat('Travel')],
    ['en', "it's not shopping it's travel", cat('Travel')],
    ['pt', 'não é mercado, é farmácia', cat('Healthcare')],
    ['pt', 'tá errado, foi transporte e não lazer', cat('Transportation')],
    ['es', 'no es comida, es transporte', cat('Transportation')],
    ['es', 'está mal, era salud', cat('Healthcare')],
    ['es', 'no era gasto, me la pagaron', { kind: 'correct_last', type: 'income' }],
    // The field as the subject.
    ['en', 'the right amount is 64', { kind: 'correct_last', amount: '64.00' }],
    ['pt', 'o valor correto é 89,90', { kind: 'correct_last', amount: '89.90' }],
    ['es', 'la categoría correcta es viajes', cat('Travel')],
    ['pt', 'a categoria é educação', cat('Education')],
    // Where it belongs.
    ['en', 'the uber one goes under transportation', cat('Transportation')],
    ['pt', 'o da academia vai em saúde', cat('Healthcare')],
    ['es', 'lo de la farmacia va en salud', cat('Healthcare')],
    // Move verbs with any object, and clitics.
    ['pt', 'joga isso pra educação', cat('Education')],
    ['es', 'pásalo a transporte', cat('Transportation')],
    // What was typed, then the truth.
    ['en', 'i typed 71 but it was 17', { kind: 'correct_last', amount: '17.00' }],
    ['pt', 'coloquei 300 e era 30', { kind: 'correct_last', amount: '30.00' }],
    ['es', 'puse 1.200 pero era 2.100', { kind: 'correct_last', amount: '2100.00' }],
    // "I got it wrong" in other tenses and abbreviations.
    ['es', 'corrige a 45, me he confundido', { kind: 'correct_last', amount: '45.00' }],
    ['pt', 'na vdd foi 38', { kind: 'correct_last', amount: '38.00' }],
    ['es', 'nada que ver, era un ingreso', { kind: 'correct_last', type: 'income' }],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(run(lang, text)).toMatchObject(expected);
  });

  it.each([
    ['en', 'it was on tuesday'],
    ['pt', 'foi na quarta passada'],
    ['pt', 'foi antes de ontem'],
    ['es', 'fue el lunes'],
    ['es', 'fue anteayer'],
  ] as const)('%s: %s corrects only the date', (lang, text) => {
    const intent = run(lang, text);
    expect(intent.kind).toBe('correct_last');
    expect(intent.kind === 'correct_last' && intent.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['pt', 'foram 3 cafés, então 15', '✅ Anotado: Café R$ 5,00 (Alimentação) hoje', '15.00'],
    ['es', 'eran 4 entradas, o sea 240', '✅ Anoté: Cine $ 60 (Ocio) hoy', '240.00'],
    ['en', 'were 2 of us so 60', '✅ Recorded: Dinner $30.00 (Dining) today', '60.00'],
  ] as const)('%s: %s recounts the entry just recorded', (lang, text, reply, amount) => {
    const ctx = testContext({ preferredLanguage: lang, history: [{ role: 'user', content: 'x 10' }, { role: 'assistant', content: reply }] });
    expect(interpret(text, ctx).intent).toMatchObject({ kind: 'correct_last', amount });
  });

  it.each([
    ['en', 'groceries'],
    ['pt', 'pra onde foi meu salário?'],
    ['es', '¿cuánto en farmacia?'],
    ['pt', 'foram 60 no mercado'],
    ['es', 'se fueron 80 en la farmacia'],
    ['en', 'is travel expensive'],
  ] as const)('%s: %s is not a correction', (lang, text) => {
    expect(run(lang, text).kind).not.toBe('correct_last');
  });
});

describe('where someone goes is no correction', () => {
  it.each([
    ['es', 'mi hijo entra a la prepa'],
    ['pt', 'meu filho entra na escola amanhã'],
    ['en', 'my daughter goes to school on monday'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(run(lang, text).kind).not.toBe('correct_last');
  });

  it.each([
    ['pt', 'o uber entra em transporte', cat('Transportation')],
    ['en', 'that goes under groceries', cat('Groceries')],
    ['es', 'eso va en salud', cat('Healthcare')],
  ] as const)('[%s] %s still moves the entry', (lang, text, expected) => {
    expect(run(lang, text)).toMatchObject(expected);
  });
});
