/**
 * Round 11, in sentences of our own (seventh session): totals said before their parts, corrections
 * opened by what was meant, days and categories said beside the account or the verb of the entry,
 * Brazil's closing "não", a list item priced after a label noun, gift exchanges, and lists whose
 * first item names what it bought. Each with near misses.
 */
import { describe, expect, it } from 'vitest';
import type { Intent } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { firstFields, readAfterRecording, reading } from './testing/reading';

const after = readAfterRecording;

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

describe('records nothing: someone else paid, estimates, reminders, memories, requests, bets', () => {
  it.each([
    ['en', 'my gf paid 90 for the tasting menu and wouldnt let me chip in, spoiled', 'USD'],
    ['es', 'mi papá pagó el asado, 40 lucas, y no me dejó poner nada', 'ARS'],
    ['pt', 'meu irmão pagou a pizza de 80 e nem deixou eu dividir', 'BRL'],
    ['en', 'garage sent an estimate, 640 for the brakes... gonna think about it', 'GBP'],
    ['en', 'currys has the air fryer on offer for 89, tempted but im being good', 'GBP'],
    ['en', 'tv licence 169.50 needs paying by the end of the month', 'GBP'],
    ['en', 'thank god you reminded me, saved me from a 35 overdraft fee', 'USD'],
    ['en', 'remember when a big mac was 2 dollars lol', 'USD'],
    ['pt', 'quando eu era criança o picolé custava 50 centavos', 'BRL'],
    ['es', 'cuando era chico el colectivo salía 1 peso', 'ARS'],
    ['en', 'just venmo requested dan 45 for the tickets', 'USD'],
    ['pt', 'ingresso do show tá 450, nem rola', 'BRL'],
    ['es', 'me llegó la boleta del agua, 22 lucas, la pago el lunes', 'CLP'],
    ['es', 'el delivery me cobraba 4 lucas de envío así que mejor me hice unos fideos', 'CLP'],
    ['es', 'que no se me olvide pagar los 450 del gimnasio antes del jueves', 'MXN'],
    ['pt', 'se me saíssem 50 mil na raspadinha ia direto pra praia', 'EUR'],
    ['en', 'what is a 20% tip on 65', 'USD'],
    ['en', 'a fiver says it rains all weekend', 'GBP'],
    ['en', 'sainsburys charging 3.50 for a punnet of strawberries now, absolute joke', 'GBP'],
    ['pt', 'o salário do meu primo foi pra 8 mil, que inveja', 'BRL'],
  ] as const)('[%s] "%s"', (lang, text, currency) => {
    expect(reading(lang, text, currency)).toBe('nothing');
  });

  it.each([
    // Paid by the user, with the same words around.
    ['en', 'paid 90 for the tasting menu, she wouldnt let me pick the wine lol', 'expense 90.00'],
    ['en', 'couldnt resist the cake 4.50', 'expense 4.50'],
    ['en', 'tesco charging me 1.10 for a cucumber', 'expense 1.10'],
    ['en', 'my husband\'s salary went in today, 2,900', 'income 2900.00'],
    ['pt', 'mesada do meu avô 200', 'income 200.00'],
  ] as const)('[%s] "%s" still records', (lang, text, item) => {
    expect(firstFields(reading(lang, text), 2)).toEqual([item]);
  });
});

describe('money given back, compensation, and counts of plurals before a price each', () => {
  it.each([
    ['es', 'la dueña del depa por fin me regresó el depósito, 8 mil', 'income 8000.00 Refunds', 'MXN'],
    ['en', 'flight delay compo landed, 220', 'income 220.00 Refunds', 'EUR'],
    ['en', 'grabbed 3 hot dogs at the stadium, 6.50 each', 'expense 19.50 Dining', 'USD'],
    ['pt', '12 latinhas de heineken a 4,29 cada', 'expense 51.48 Groceries', 'BRL'],
    ['pt', 'bilhetes pro benfica 2x 30', 'expense 60.00 Entertainment', 'EUR'],
  ] as const)('[%s] "%s"', (lang, text, item, currency) => {
    expect(reading(lang, text, currency)).toEqual([item]);
  });

  it('"vuelo de regreso 3500" is still a flight', () => {
    expect(firstFields(reading('es', 'vuelo de regreso 3500', 'MXN'), 1)).toEqual(['expense']);
  });
});

describe('which way the money went: urged deeds, new verbs, the sender first, whose money after the amount', () => {
  it.each([
    ['pt', 'caiu a comissão 1.200, bora pagar as contas', 'income 1200.00', 'BRL'],
    ['pt', 'bora pagar o condomínio 700', 'expense 700.00', 'BRL'],
    ['en', 'pocketed 90 on ubereats tonight', 'income 90.00', 'USD'],
    ['en', 'booked the ferry to holyhead 64', 'expense 64.00', 'EUR'],
    ['es', 'alquiler del piso 700 recibido', 'income 700.00', 'EUR'],
    ['en', 'nan 20 for my birthday', 'income 20.00', 'GBP'],
    ['pt', 'meu avô 50 de natal', 'income 50.00', 'BRL'],
    ['es', 'mi abuela 10 lucas pa navidad', 'income 10000.00', 'CLP'],
    ['en', 'mum 40 for the groceries', 'expense 40.00', 'GBP'],
    ['es', 'mesada 50 mil de mi abuelo', 'income 50000.00', 'COP'],
    ['es', 'uber 85 del trabajo a la casa', 'expense 85.00', 'MXN'],
  ] as const)('[%s] "%s"', (lang, text, item, currency) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual([item]);
  });

  it('"table\'s booked for half 8, 6 of us" records nothing', () => {
    expect(reading('en', "table's booked for half 8, 6 of us", 'GBP')).toBe('nothing');
  });
});

describe("a currency's name with its country", () => {
  it.each([
    ['es', 'me mandaron 300 mil pesos colombianos', 'COP'],
    ['es', 'pagué 50 dólares canadienses en el hotel', 'CAD'],
    ['es', 'gasté 200 pesos argentinos en el taxi', 'ARS'],
  ] as const)('[%s] "%s" is in %s', (lang, text, code) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: 'EUR' })).intent;
    expect(intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.currency) : intent.kind).toEqual([code]);
  });
});

describe('work paid for, singular counts before "each", and more verbs', () => {
  it.each([
    ['en', 'neighbour gave me 40 for walking her dog', 'income 40.00 Freelance', 'GBP'],
    ['en', 'sarah venmoed me 30 for the electric', 'income 30.00 Refunds', 'USD'],
    ['pt', 'hj fiz 3 faxina 150 cada', 'income 450.00 Freelance', 'BRL'],
    ['es', 'me han pagao la nómina 1.500', 'income 1500.00 Salary', 'EUR'],
    ['es', 'ingresado el alquiler del piso de Triana, 800', 'income 800.00 Rental', 'EUR'],
    ['es', 'un tintico 2 mil', 'expense 2000.00 Dining', 'COP'],
  ] as const)('[%s] "%s"', (lang, text, item, currency) => {
    expect(reading(lang, text, currency)).toEqual([item]);
  });

  it('"he pagao la cena 40" after pay said first is spending', () => {
    expect(firstFields(reading('es', 'me ha entrado la nómina 1.700 y he pagao la cena 40', 'EUR'), 2)).toEqual(['income 1700.00', 'expense 40.00']);
  });

  it('"tips 50 in the jar and i got a round in for the lads 24" buys a round', () => {
    expect(firstFields(reading('en', 'tips 50 in the jar and i got a round in for the lads 24', 'GBP'), 2)).toEqual(['income 50.00', 'expense 24.00']);
  });
});

describe('records nothing: browsing, prices asked back in disbelief, their prices, the news, goals, not chipping in', () => {
  it.each([
    ['en', 'ask my landlord whether the 300 deposit is refundable', 'GBP'],
    ['en', 'price check: tesco meal deal still £3.85', 'GBP'],
    ['en', 'saving for a new bike, need about 800 by summer', 'EUR'],
    ['es', 'subieron la luz a 90 mil, salió en las noticias', 'COP'],
    ['es', 'el martín todavía no me regresa los 300', 'MXN'],
    ['es', 'los del trabajo juntaron 500 para el regalo del jefe, yo no puse nada', 'MXN'],
    ['pt', 'a prefeitura quer cobrar 200 de taxa pra reformar a calçada', 'BRL'],
    ['pt', 'tava olhando tênis na nike, 600 conto, caro dms', 'BRL'],
    ['es', '15 euros por un gin tonic?? qué robo', 'EUR'],
    ['es', 'el de la esquina cobra 50 por lavar el carro', 'MXN'],
    // Asking others what they pay.
    ['en', 'how do people afford 3k rent in nyc', 'USD'],
    ['pt', 'quanto vcs pagam de internet? aqui é 120', 'BRL'],
    ['es', 'cuánto pagan ustedes de luz? a mí me llegó de 900', 'MXN'],
  ] as const)('[%s] "%s"', (lang, text, currency) => {
    expect(reading(lang, text, currency)).toBe('nothing');
  });

  it.each([
    ['es', 'me cobra 500 el plomero', 'expense 500.00', 'MXN'],
    ['en', 'paid 12 for a coffee?? insane', 'expense 12.00', 'USD'],
    ['en', 'paid the bin charges 90', 'expense 90.00', 'EUR'],
  ] as const)('[%s] "%s" still records', (lang, text, item, currency) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual([item]);
  });
});

describe('benefits, splitting, and "in a week" said of no recurrence', () => {
  it.each([
    ['es', 'el paro de noviembre 980', 'income 980.00', 'EUR'],
    ['pt', 'rachamos a pizza, minha parte deu 28', 'expense 28.00', 'BRL'],
    ['en', 'topped up the leap card 20, be gone in a week lol', 'expense 20.00', 'EUR'],
    ['en', 'the gas bill came through, 84', 'expense 84.00', 'GBP'],
  ] as const)('[%s] "%s"', (lang, text, item, currency) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual([item]);
  });

  it('"gym 30 a week" is still a weekly bill', () => {
    expect(interpret('gym 30 a week', testContext({ preferredLanguage: 'en' })).intent.kind).toBe('set_recurring');
  });
});

describe('amounts corrected after a reason, set outright, or set against a wrong one', () => {
  it.each([
    ['es', 'gasolina 60', 'Gasolina', 'Transportation', 'al final no llené el tanque, fueron 48,20', '48.20', 'EUR'],
    ['pt', 'gasóleo 70', 'Gasóleo', 'Transportation', 'foram 63,10 certinhos, tinha arredondado', '63.10', 'EUR'],
    ['pt', 'mercado 200', 'Mercado', 'Groceries', 'coloca 230', '230.00', 'BRL'],
    ['es', 'fianza 700', 'Fianza', 'Refunds', 'son 700 no 7000', '700.00', 'EUR'],
  ] as const)('[%s] %s, then "%s"', (lang, user, description, category, text, amount, currency) => {
    expect(change(after(lang, user, description, category, text, currency))).toEqual({ amount, date: undefined, category: undefined });
  });

  it('"coloca 230" with nothing recorded is no correction', () => {
    expect(interpret('coloca 230', testContext({ preferredLanguage: 'pt' })).intent.kind).not.toBe('correct_last');
  });
});

describe('a singular count before "de" and its price', () => {
  it('"cinema 2 ingresso de 25" is two tickets', () => {
    expect(firstFields(reading('pt', 'cinema 2 ingresso de 25', 'BRL'), 2)).toEqual(['expense 50.00']);
  });

  it('"2 kg de carne 40" keeps 40', () => {
    expect(firstFields(reading('pt', '2 kg de carne 40', 'BRL'), 2)).toEqual(['expense 40.00']);
  });
});

describe('a correction in the thousands the entry was recorded in, and an amount said to be wrong', () => {
  it.each([
    ['es', 'súper 50 lucas', 'Súper', 'Groceries', 'no, 60', '60000.00', 'ARS'],
    ['es', 'almuerzo 18 mil', 'Almuerzo', 'Dining', 'fueron 21,5', '21500.00', 'COP'],
    // Far from the recorded size, or where pesos are not counted in thousands, the number stands.
    ['es', 'súper 50 lucas', 'Súper', 'Groceries', 'no, 600', '600.00', 'ARS'],
    ['es', 'tacos 150', 'Tacos', 'Dining', 'no, 180', '180.00', 'MXN'],
    ['en', 'lunch 15', 'Lunch', 'Dining', '15 was wrong, 25', '25.00', 'USD'],
  ] as const)('[%s] %s, then "%s"', (lang, user, description, category, text, amount, currency) => {
    expect(change(after(lang, user, description, category, text, currency))).toEqual({ amount, date: undefined, category: undefined });
  });
});
