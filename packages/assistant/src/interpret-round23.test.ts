/**
 * Round 23, in sentences of our own (nineteenth session): in a story of several amounts, a clause of money that records
 * nothing (a debt owed to the user, a price seen, a comparison with last month) is cut and the rest recorded; what someone
 * owes the user, said after what was paid, voids none of it; parents buying their own things. Each rule with near misses.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { readAfterRecording, reading, recordedExchange } from './testing/reading';

describe('in a story of several amounts, a clause of money that records nothing is cut', () => {
  it.each([
    ['en', 'had a burrito at the food truck for 11, then i got gas for 45. dan still owes me 30 from poker', 'USD', ['expense 11.00 Dining', 'expense 45.00 Transportation']],
    ['pt', 'almoço 32 e uber 18. o pedro ainda me deve 50 da pizza', 'BRL', ['expense 32.00 Dining', 'expense 18.00 Transportation']],
    ['es', 'almuerzo 15 mil y taxi 12 mil, mi primo me debe 40 lucas', 'COP', ['expense 15000.00 Dining', 'expense 12000.00 Transportation']],
    ['es', 'pagué la luz 64 euros y el gas 30. la vecina dice que a ella le vino 90', 'EUR', ['expense 64.00 Bills', 'expense 30.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });

  // Near misses: every clause a record, a clause of paying kept though a remark follows it, legs of a trip.
  it.each([
    ['en', 'lunch 12, coffee 3 and a muffin 4', 'USD', ['expense 12.00 Dining', 'expense 3.00 Dining', 'expense 4.00 Dining']],
    ['en', 'paid 40 for the tickets and 12 for parking, then mike paid me back 20', 'USD', ['expense 40.00 Entertainment', 'expense 12.00 Transportation', 'income 20.00 Refunds']],
    ['es', 'taxi 12 mil ida, 15 mil vuelta', 'COP', ['expense 12000.00 Transportation', 'expense 15000.00 Transportation']],
    ['en', 'interest came in at 12.40, then netflix took 15.49 which is more than that lol my sister says i should cancel it', 'USD', ['income 12.40 Investment', 'expense 15.49 Entertainment']],
  ] as const)('[%s] "%s" keeps every item', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('what someone owes the user, said after what was paid, voids none of it', () => {
  it.each([
    ['en', 'coffee 4 and bagel 3, my coworker owes me for lunch', 'USD', ['expense 4.00 Dining', 'expense 3.00 Dining']],
    ['en', 'lunch 12 and parking 8, jake owes me for the parking', 'USD', ['expense 12.00 Dining', 'expense 8.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });

  // Near misses: the debt alone, a loan said with it.
  it.each([
    ['en', 'jake owes me 50'],
    ['en', 'lent jake 50, he owes me'],
    ['pt', 'o pedro me deve 50 da pizza'],
  ] as const)('[%s] "%s" records nothing', (lang, text) => {
    expect(reading(lang, text, lang === 'pt' ? 'BRL' : 'USD')).toBe('nothing');
  });
});

describe('parents buying or paying for their own things record nothing', () => {
  it.each([
    ['en', 'my parents bought theirs for 300k back in 1998', 'USD'],
    ['pt', 'os meus pais pagaram 600 euros cada um por um cruzeiro', 'EUR'],
    ['es', 'mis padres compraron la suya en 300 mil', 'MXN'],
  ] as const)('[%s] "%s"', (lang, text, currency) => {
    expect(reading(lang, text, currency)).toBe('nothing');
  });

  // Near miss: a present for the parents is the user's purchase.
  it('[en] "bought my parents a toaster 45" records', () => {
    expect(reading('en', 'bought my parents a toaster 45', 'USD')).toEqual(['expense 45.00 Shopping']);
  });
});

describe('a list under a head that says it is not bought, or said not bought yet, records nothing', () => {
  it.each([
    ['en', 'birthday ideas: sam headphones 80, jo perfume 45', 'USD'],
    ['pt', 'lista de natal pra comprar: vó 80, tio 50', 'BRL'],
    ['es', 'ideas de regalos: mamá 400, papá 300', 'MXN'],
    ['en', 'chips 3, dip 4 and wine 9. not bought yet', 'GBP'],
  ] as const)('[%s] "%s"', (lang, text, currency) => {
    expect(reading(lang, text, currency)).toBe('nothing');
  });

  // Near misses: a head of what was bought, and a purchase said beside what is still to buy.
  it.each([
    ['en', 'weekly shop: milk 2, bread 1.50', 'GBP', ['expense 2.00 Groceries', 'expense 1.50 Groceries']],
    ['en', 'i bought the tree 60, lights not bought yet', 'USD', ['expense 60.00 Shopping']],
  ] as const)('[%s] "%s" records', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a total said first as money gone, then its parts, is the parts', () => {
  it('[en] "200 gone today, 150 on the electric and 50 on the phone"', () => {
    expect(reading('en', '200 gone today, 150 on the electric and 50 on the phone', 'USD')).toEqual(['expense 150.00 Bills', 'expense 50.00 Bills']);
  });
});

describe("others' spending: not on the user's card, a group at work, a flatmate who blew money", () => {
  it.each([
    ['en', 'my husband got a drill for 120, not my card', 'USD'],
    ['pt', 'a galera gastou uns 50 cada no bar, eu fiquei em casa', 'BRL'],
    ['es', 'mi compi se ha gastado 80 en la cena', 'EUR'],
  ] as const)('[%s] "%s"', (lang, text, currency) => {
    expect(reading(lang, text, currency)).toBe('nothing');
  });

  // Near misses: the user with the group, the user who blew money.
  it.each([
    ['pt', 'gastei 80 com a galera no bar', 'BRL', ['expense 80.00 Dining']],
    ['es', 'me he dejado 80 en la cena', 'EUR', ['expense 80.00 Dining']],
  ] as const)('[%s] "%s" records', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('an amount worked out, said again right after with nothing named between, is one item', () => {
  it.each([
    ['es', 'vendí 12 tamales a 25 cada uno, 300 pesos', 'MXN', ['income 300.00 Business']],
    ['es', 'me pagaron 500 más 120 de propinas, 620 en total', 'MXN', ['income 620.00 Salary']],
    // Near misses: two things at the same price, and a second thing named.
    ['es', '2 cañas a 2,50 y unas bravas 5', 'EUR', ['expense 5.00 Dining', 'expense 5.00 Dining']],
    ['en', '3 coffees at 4 each and a sandwich 12', 'USD', ['expense 12.00 Dining', 'expense 12.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('what a period gone by cost, and a bill that goes out on a day of its own, beside money paid or received, record nothing', () => {
  it.each([
    ['en', 'paid the water bill, 61.20. it was 44 last month', 'USD', ['expense 61.20 Bills']],
    ['pt', 'paguei o gás 120, a semana passada foi 95', 'BRL', ['expense 120.00 Bills']],
    ['es', 'pagué el internet 499, el mes pasado fue 399', 'MXN', ['expense 499.00 Bills']],
    ['pt', 'caiu o salario, 3.200. o aluguel de 1.400 sai dia 5', 'BRL', ['income 3200.00 Salary']],
    ['es', 'me cayó la quincena, 8 mil. la renta de 4 mil sale el 1', 'MXN', ['income 8000.00 Salary']],
    // Near miss: last month's bill paid now.
    ['pt', 'paguei a luz do mes passado, 61', 'BRL', ['expense 61.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });

  it('[en] "last month was 44" records nothing', () => {
    expect(reading('en', 'last month was 44', 'USD')).toBe('nothing');
  });
});

describe('right after a recording, saying it was a mistake or is to be deleted deletes it', () => {
  const recorded = recordedExchange('worten 35', 'Worten', 'Shopping');
  it.each([
    ['pt', 'isso é pra apagar'],
    ['pt', 'lancei isso sem querer'],
    ['es', 'eso hay que borrarlo'],
    ['es', 'lo puse sin querer'],
    ['en', 'that was a mistake'],
    ['en', 'logged that by accident'],
  ] as const)('[%s] "%s"', (lang, text) => {
    expect(interpret(text, testContext({ preferredLanguage: lang, history: recorded })).intent.kind).toBe('delete_transaction');
  });

  // Near misses: nothing just recorded, and a mistake said with the right amount.
  it('needs a recording before it, and an amount makes it a correction', () => {
    expect(interpret('that was a mistake', testContext({ preferredLanguage: 'en' })).intent.kind).not.toBe('delete_transaction');
    expect(interpret('that was a mistake, it was 25', testContext({ preferredLanguage: 'en', history: recorded })).intent.kind).toBe('correct_last');
  });
});

describe('right after a recording, confirming it with its own amount changes nothing', () => {
  const recorded = (user: string) => recordedExchange(user, 'Lunch', 'Dining');
  it.each([
    ['en', 'lunch 18', 'yep, 18 is right'],
    ['pt', 'almoço 32', 'isso mesmo, 32'],
    ['es', 'almuerzo 9.500', 'correcto, eran 9.500'],
  ] as const)('[%s] "%s" then "%s"', (lang, user, text) => {
    expect(interpret(text, testContext({ preferredLanguage: lang, history: recorded(user) })).intent.kind).toBe('thanks');
  });

  // Near misses: another amount, a "but", and "isso foi mercado" (a category).
  it.each([
    ['en', 'lunch 18', 'yep, it was 21', 'correct_last'],
    ['en', 'lunch 18', 'right, but it was 21', 'correct_last'],
    ['pt', 'almoço 32', 'isso foi mercado', 'correct_last'],
  ] as const)('[%s] "%s" then "%s" is a correction', (lang, user, text, kind) => {
    expect(interpret(text, testContext({ preferredLanguage: lang, history: recorded(user) })).intent.kind).toBe(kind);
  });
});

describe("a correction that names the entry's own category again, beside another, moves it to the other", () => {
  const after = (lang: 'en' | 'pt', user: string, description: string, category: string, text: string) =>
    readAfterRecording(lang, user, description, category, text, lang === 'pt' ? 'EUR' : 'USD');
  it('[en] "no thats not entertainment, its my phone bill, why would that be entertainment" is bills', () => {
    expect(after('en', 'phone bill 45', 'Phone bill', 'Entertainment', 'no thats not entertainment, its my phone bill, why would that be entertainment')).toMatchObject({ kind: 'correct_last', categoryName: 'Bills' });
  });
  it('[pt] "não, foi um café na loja da galp" after Transportation is dining', () => {
    expect(after('pt', 'galp 12', 'Galp', 'Transportation', 'não, foi um café na loja da galp')).toMatchObject({ kind: 'correct_last', categoryName: 'Dining' });
  });

  // Near miss: the entry's own category alone is kept as it is.
  it('[en] "its dining, keep it" names no other category', () => {
    expect(after('en', 'lunch 18', 'Lunch', 'Dining', 'its dining, keep it')).toMatchObject({ categoryName: 'Dining' });
  });
});

describe('a tag at the end of a correction ("né", "viu") says nothing of the change', () => {
  it.each([
    ['pt', 'drogaria 30', 'Drogaria', 'Shopping', 'farmacia é saude ne', 'Healthcare'],
    ['pt', 'rappi 12', 'Rappi', 'Groceries', 'é delivery de comida viu', 'Dining'],
  ] as const)('[%s] after "%s", "%s"', (lang, user, description, category, text, expected) => {
    expect(readAfterRecording(lang, user, description, category, text, 'BRL')).toMatchObject({ kind: 'correct_last', categoryName: expected });
  });
});

describe('"got" an amount with the money named, then "for" the work done, is earned', () => {
  it.each([
    ['en', 'got 300 quid for the kitchen job', 'GBP', ['income 300.00 Freelance']],
    ['en', 'got 60 bucks for mowing the neighbours lawn', 'USD', ['income 60.00 Freelance']],
    // Near miss: a thing bought.
    ['en', 'got 20 quid for parking', 'GBP', ['expense 20.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a half said after the money named ("euros e meio", "euros y medio", "dollars and a half") adds half a unit', () => {
  it.each([
    ['pt', 'almoço na tasca, dezoito euros e meio', 'EUR', ['expense 18.50 Dining']],
    ['es', 'el taxi 12 euros y medio', 'EUR', ['expense 12.50 Transportation']],
    ['en', 'lunch 12 dollars and a half', 'USD', ['expense 12.50 Dining']],
    // Near miss: half of a weight after the money.
    ['pt', '2 reais e meio quilo de banana', 'BRL', ['expense 2.00 Groceries']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});
