/**
 * Round 17, in sentences of our own (thirteenth session): corrections said in passing, hours beside money, and the
 * rules of the round. Each rule with near misses.
 */
import { describe, expect, it } from 'vitest';
import { readAfterRecording, reading } from './testing/reading';

describe('a correction said in passing, after the entry just recorded', () => {
  it.each([
    // A weekday written in two words ("sexta feira") is a day, and names no market.
    ['pt', 'gasolina 60', 'Gasolina', 'Transportation', 'foi na sexta feira', { kind: 'correct_last', date: '2026-11-20' }],
    ['pt', 'gasolina 60', 'Gasolina', 'Transportation', 'foi na segunda feira', { kind: 'correct_last', date: '2026-11-16' }],
    // Doing it, said of the entry, with only its day.
    ['es', 'mercado 150mil', 'Mercado', 'Groceries', 'lo hice el sabado', { kind: 'correct_last', date: '2026-11-21' }],
    ['en', 'big shop 90', 'Big shop', 'Groceries', 'did that on friday', { kind: 'correct_last', date: '2026-11-20' }],
    // A deletion after a pause, pointed at with "esse último", or with an emoji after it.
    ['pt', 'netflix 55,90', 'Netflix', 'Entertainment', 'duplicou, apaga esse ultimo', { kind: 'delete_transaction' }],
    ['pt', 'cinema 64', 'Cinema', 'Entertainment', 'errei, cancela 🙈', { kind: 'delete_transaction' }],
    ['en', 'cinema 14', 'Cinema', 'Entertainment', 'oops delete this last one 😅', { kind: 'delete_transaction' }],
    // "no en otros": what it is not, in Spanish, after the category it is.
    ['es', 'doctor 800', 'Doctor', 'Other', 'ponlo en salud no en otros', { kind: 'correct_last', categoryId: 7, categoryName: 'Healthcare', type: 'expense' }],
  ] as const)('[%s] after "%s": "%s"', (lang, user, description, category, text, intent) => {
    expect(readAfterRecording(lang, user, description, category, text)).toEqual(intent);
  });

  it('"en verdad" opens a correction of the amount', () => {
    const intent = readAfterRecording('es', 'cine 9 lucas', 'Cine', 'Entertainment', 'en verdad fueron 18 lucas porque pague las 2 entradas', 'CLP');
    expect(intent).toMatchObject({ kind: 'correct_last', amount: '18000.00' });
  });

  it.each([
    // The near misses: a question about the day, or money spent at the market, changes nothing.
    ['es', 'mercado 150mil', 'Mercado', 'Groceries', 'lo hice el sabado?'],
    ['pt', 'gasolina 60', 'Gasolina', 'Transportation', 'gastei 50 na feira'],
    ['en', 'cinema 14', 'Cinema', 'Entertainment', 'this last one was great 😅'],
  ] as const)('[%s] after "%s": "%s" changes nothing', (lang, user, description, category, text) => {
    expect(readAfterRecording(lang, user, description, category, text).kind).not.toMatch(/correct_last|delete_transaction/);
  });
});

describe('"at" a bare hour before money said with its currency or its price verb is a time of day', () => {
  it.each([
    ['en', 'tesco delivery came at 8, €94.60 for the week', 'EUR', ['expense 94.60 Groceries']],
    // (A grocer's delivery is the grocer's: "delivery" alone is a takeaway.)
    ['en', 'tesco delivery 50', 'GBP', ['expense 50.00 Groceries']],
    ['en', 'delivery 25', 'GBP', ['expense 25.00 Dining']],
    ['en', 'went to the cinema with my girlfriend at 8, tickets and popcorn came to 31.60', 'GBP', ['expense 31.60 Entertainment']],
    // A count before "at" makes it a unit price; a price with nothing to say it is money is a second item.
    ['en', '3 pints at 6', 'GBP', ['expense 18.00 Dining']],
    ['en', 'lunch at 12, coffee 3.50', 'EUR', ['expense 12.00 Dining', 'expense 3.50 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});
