/**
 * Round 14, in sentences of our own (tenth session): lists headed by emoji, a total said first with
 * "between", "came to" or only its day, numbers that measure rain, calories or a fever, a shop's address,
 * a phone's model. Each with near misses.
 */
import { describe, expect, it } from 'vitest';
import { reading, firstFields } from './testing/reading';

describe('emoji naming each item of a list', () => {
  it.each([
    ['en', '🍕 18 | 🚕 14 | 🎬 11 | 🍺 6', 'EUR', ['expense 18.00 Dining', 'expense 14.00 Transportation', 'expense 11.00 Entertainment', 'expense 6.00 Dining']],
    ['es', '🍻 15 🥘 22 🚕 9', 'EUR', ['expense 15.00 Dining', 'expense 22.00 Dining', 'expense 9.00 Transportation']],
    ['pt', '🍷 40, 🥖 6, 🎟 50', 'BRL', ['expense 40.00 Dining', 'expense 6.00 Groceries', 'expense 50.00 Entertainment']],
    // An emoji after an amount with none of its own is a reaction.
    ['en', 'paid 20 for lunch 🍕', 'USD', ['expense 20.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a total said first, with "between", "came to", or nothing but its day', () => {
  it.each([
    ['en', 'dropped 200 between walmart and amazon, 130 walmart 70 amazon', 'USD', ['expense 130.00', 'expense 70.00']],
    ['en', 'big shop came to 84.17 - 60 at aldi and 24.17 in boots', 'GBP', ['expense 60.00', 'expense 24.17']],
    ['es', 'gaste 500 hoy, 350 en el super y 150 de gasolina', 'MXN', ['expense 350.00', 'expense 150.00']],
    ['en', 'spent 50 yesterday, 20 on lunch and 30 on gas', 'USD', ['expense 20.00', 'expense 30.00']],
    ['pt', 'gastei 120 entre farmacia e mercado, 45 foi farmacia e o resto mercado', 'BRL', ['expense 45.00', 'expense 75.00']],
    // Parts that do not add up to it are items of their own; an opening that names a thing bought is an item.
    ['es', 'gaste 500 hoy, 350 en el super y 100 de gasolina', 'MXN', ['expense 500.00', 'expense 350.00', 'expense 100.00']],
    ['en', '50 on food yesterday, 20 on drinks and 30 on a taxi', 'USD', ['expense 50.00', 'expense 20.00', 'expense 30.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('numbers of rain, calories, heat and fever record nothing', () => {
  it.each([
    ['pt', 'choveu 45 mm aqui ontem, graças a deus', 'BRL', 'nothing'],
    ['es', 'llovieron 30 milímetros anoche, buenísimo pa los porotos', 'CLP', 'nothing'],
    ['en', 'did 14 miles on the bike, 380 cals burned', 'USD', 'nothing'],
    ['pt', 'tá fazendo 38 graus hoje', 'BRL', 'nothing'],
    ['pt', 'to com 38,5 de febre 🤒', 'BRL', 'nothing'],
    // Medicine for it, or a purchase measured with its price, is spending.
    ['pt', 'remedio pra febre 38,50', 'BRL', ['expense 38.50 Healthcare']],
    ['en', '5 lb of ground beef 22', 'USD', ['expense 22.00 Groceries']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe("a shop's address and a phone's model are no money", () => {
  it.each([
    ['pt', 'A loja agora é na Rua de Santa Catarina, 214', 'EUR', 'nothing'],
    ['es', 'el local nuevo está en av. juárez 1450, col. centro', 'MXN', 'nothing'],
    ['en', 'iphone 15 pro is 999 at best buy, way too much', 'USD', 'nothing'],
    ['es', 'el iphone 15 esta en 22,999 en liverpool 😳', 'MXN', 'nothing'],
    // Paying on a street, or buying the phone, is spending; a case for it is priced.
    ['pt', 'paguei o estacionamento na rua da prata 4,50', 'EUR', ['expense 4.50 Transportation']],
    ['en', 'got the iphone 15 for 799', 'USD', ['expense 799.00 Shopping']],
    ['es', 'me compre el iphone 15 en 22,999', 'MXN', ['expense 22999.00 Shopping']],
    ['en', 'got a case for the iphone 15 for 30', 'USD', ['expense 30.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});
