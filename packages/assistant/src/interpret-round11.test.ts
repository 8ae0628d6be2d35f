/**
 * Round 11, in sentences of our own (seventh session): totals said before their parts, corrections
 * opened by what was meant, days and categories said beside the account or the verb of the entry,
 * Brazil's closing "não", a list item priced after a label noun, gift exchanges, and lists whose
 * first item names what it bought. Each with near misses.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, Intent, Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { firstFields, reading } from './testing/reading';

/** A conversation whose last reply recorded `user`'s message as `description`, filed under `category`. */
const recorded = (user: string, description: string, category: string): HistoryEntry[] => [
  { role: 'user', content: user },
  { role: 'assistant', content: `✅ Recorded: ${description} $20.00 (${category}) today` },
];

const after = (lang: Lang, user: string, description: string, category: string, text: string, currency = 'USD'): Intent =>
  interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency, history: recorded(user, description, category) })).intent;

/** What a correction changes, or the intent's kind. */
const change = (intent: Intent) =>
  intent.kind === 'correct_last' ? { amount: intent.amount, date: intent.date, category: intent.categoryName } : intent.kind;

describe('a total said before its parts', () => {
  it.each([
    ['en', 'spent 90 total at target, 60 on towels and 30 on candles', ['expense 60.00', 'expense 30.00']],
    ['en', 'total 45 at the market, 30 veg and 15 fruit', ['expense 30.00', 'expense 15.00']],
    ['es', '50 en total en el chino, 30 de pilas y 20 de cables', ['expense 30.00', 'expense 20.00']],
    ['pt', 'gastei 70 no total na feira, 40 de fruta e 30 de verdura', ['expense 40.00', 'expense 30.00']],
    // Not called a total, or not their sum: three items.
    ['en', '90 on shoes, 60 on a jacket and 30 on a hoodie', ['expense 90.00', 'expense 60.00', 'expense 30.00']],
    ['en', 'spent 100 total at target, 60 on towels and 30 on candles', ['expense 100.00', 'expense 60.00', 'expense 30.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text), 2)).toEqual(items);
  });
});

describe('corrections opened by what was meant, or said with "make it"', () => {
  it.each([
    ['en', 'pizza 40', 'Pizza', 'Dining', 'sorry meant 45, forgot the delivery was extra', '45.00'],
    ['en', 'cab 20', 'Cab', 'Transportation', 'oops i meant 23, the tip was on top', '23.00'],
    // The amount "make it" says wins over the smaller one in the reason.
    ['en', 'dinner 45', 'Dinner', 'Dining', 'actually make it 52, i tipped 7', '52.00'],
  ] as const)('[%s] %s, then "%s"', (lang, user, description, category, text, amount) => {
    expect(change(after(lang, user, description, category, text))).toEqual({ amount, date: undefined, category: undefined });
  });

  it('"sorry, lunch with sam was great" after a recording changes nothing', () => {
    expect(change(after('en', 'lunch 20', 'Lunch', 'Dining', 'sorry, lunch with sam was great'))).not.toHaveProperty('amount', expect.anything());
  });
});

describe('a category or a day said beside the entry and a request to fix it', () => {
  it.each([
    ['en', 'course 120', 'Course', 'Shopping', 'shd be education not shopping', 'Education'],
    // The category set against the other is where it goes, also after "goes in".
    ['es', 'me pagaron la quincena 9000', 'Quincena', 'Freelance', 'es la quincena de la chamba, va en salario no en freelance', 'Salary'],
    // Brazil's closing "não" repeats the first: the category after the pause is the right one.
    ['pt', 'recebi 800 do site', 'Site', 'Salary', 'não é salário não, é freela', 'Freelance'],
    ['pt', 'farmácia 40', 'Farmácia', 'Shopping', 'é saúde. muda aí', 'Healthcare'],
  ] as const)('[%s] %s, then "%s"', (lang, user, description, category, text, name) => {
    expect(change(after(lang, user, description, category, text))).toEqual({ amount: undefined, date: undefined, category: name });
  });

  it.each([
    ['en', 'gym 35', 'Gym', 'Healthcare', 'the gym fee left my card on the 2nd, fix the date pls', '2026-11-02'],
    ['es', 'nafta 30', 'Nafta', 'Transportation', 'la nafta la cargué el viernes pasado, cambialo', '2026-11-20'],
  ] as const)('[%s] %s, then "%s" moves the day', (lang, user, description, category, text, date) => {
    expect(change(after(lang, user, description, category, text))).toEqual({ amount: undefined, date, category: undefined });
  });

  it('"rent left my account yesterday and i cried" says more than a day', () => {
    expect(change(after('en', 'rent 900', 'Rent', 'Bills', 'rent left my account yesterday and i cried'))).not.toEqual(expect.objectContaining({ date: expect.any(String) }));
  });
});

describe('amounts corrected with laughter or a doubled "no", and deletions asked politely', () => {
  it('"nono eran 40 lucas" sets the amount', () => {
    expect(change(after('es', 'súper 30 lucas', 'Súper', 'Groceries', 'nono eran 40 lucas', 'ARS'))).toEqual({ amount: '40000.00', date: undefined, category: undefined });
  });

  it('"fueron 300 jaja éramos 5" sets 300, the count being the reason\'s', () => {
    expect(change(after('es', 'pizza 200', 'Pizza', 'Dining', 'fueron 300 jaja éramos 5 y pedimos de más', 'MXN'))).toEqual({ amount: '300.00', date: undefined, category: undefined });
  });

  it('"apaga isso pfv, no fim quem pagou foi meu irmão" deletes the entry', () => {
    expect(after('pt', 'jantar 90', 'Jantar', 'Dining', 'apaga isso pfv, no fim quem pagou foi meu irmão').kind).toBe('delete_transaction');
  });
});

describe('a list item priced after a label noun', () => {
  it('"sandwich 6, beer at gate 22." records both', () => {
    expect(firstFields(reading('en', 'sandwich 6, beer at gate 22. holiday mode'), 2)).toEqual(['expense 6.00', 'expense 22.00']);
  });

  it('"sandwich 6, boarding at gate 22" names nothing bought at the gate', () => {
    expect(firstFields(reading('en', 'sandwich 6, boarding at gate 22'), 2)).toEqual(['expense 6.00']);
  });
});

describe('gift exchanges are bought for, not paid by a friend', () => {
  it.each([
    ['pt', 'presente do amigo secreto 60', 'expense'],
    ['pt', 'presente do amigo oculto 45', 'expense'],
    ['es', 'regalo del amigo invisible 15', 'expense'],
    // A godfather's present is money in.
    ['pt', 'presente do padrinho 100', 'income'],
  ] as const)('[%s] "%s" is %s', (lang, text, type) => {
    expect(firstFields(reading(lang, text), 1)).toEqual([type]);
  });
});

describe('what an amount bought, said after it with an "and", stays its own', () => {
  it('"padaria 12 de pão e manteiga, farmácia 30" is two items', () => {
    expect(firstFields(reading('pt', 'padaria 12 de pão e manteiga, farmácia 30', 'BRL'), 2)).toEqual(['expense 12.00', 'expense 30.00']);
  });

  it('"me dieron 500 de mi cumple y me los gasté en chelas, 380" keeps the verb after "y" a new item', () => {
    expect(firstFields(reading('es', 'me dieron 500 de mi cumple y me los gasté en chelas, 380', 'MXN'), 2)).toEqual(['income 500.00', 'expense 380.00']);
  });
});
