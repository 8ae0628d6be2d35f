/**
 * Round 18, in sentences of our own (fourteenth session): balances named, and the rules of the round. Each rule with
 * near misses.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { readAfterRecording, reading } from './testing/reading';
import { spell } from './vocabulary';

describe('a balance named before its amount, or said to be in an account, is money held', () => {
  it.each([
    ['pt', 'saldo no nubank: 812,40', 'BRL', 'nothing'],
    ['pt', 'meu saldo ta 1.200 so', 'BRL', 'nothing'],
    ['pt', 'na conta do itau so tem 90 reais', 'BRL', 'nothing'],
    ['es', 'saldo en la cuenta de bbva 1.530 euros', 'EUR', 'nothing'],
    ['es', 'en mi cuenta nequi me quedan 40 mil', 'COP', 'nothing'],
    ['en', 'bank balance 2,310.55 before rent', 'GBP', 'nothing'],
    ['en', 'savings are at 4k now 💪', 'USD', 'nothing'],
    ['en', 'got about 300 in my savings account, need to stop touching it', 'GBP', 'nothing'],
    // Paying a balance off is money out, and a balance beside money paid leaves the payment.
    ['pt', 'paguei o saldo do cartao 300', 'BRL', ['expense 300.00 Bills']],
    ['en', 'paid off the balance on the store card, 240', 'USD', ['expense 240.00 Shopping']],
    ['es', 'pague 80 de luz. saldo en la cuenta 400', 'EUR', ['expense 80.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('the amount, then a service the user was doing that it was for, is pay for work', () => {
  it.each([
    ['en', '45 cash for dogsitting over the weekend', 'USD', ['income 45.00 Freelance']],
    ['en', '80 from the smiths for housesitting', 'GBP', ['income 80.00 Freelance']],
    ['en', 'taxi 12 and 40 from tutoring', 'GBP', ['expense 12.00 Transportation', 'income 40.00 Freelance']],
    // Near misses: paying for the service, lessons bought, the person who does it.
    ['en', 'paid 45 for dogsitting', 'USD', ['expense 45.00 Other']],
    ['en', '70 for driving lessons', 'GBP', ['expense 70.00 Education']],
    ['en', 'dogsitter 45', 'USD', ['expense 45.00 Other']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('notes counted by name are the count times the note', () => {
  it.each([
    ['en', '3 fivers on raffle tickets', 'GBP', ['expense 15.00 Entertainment']],
    ['en', 'two tenners for the taxi', 'GBP', ['expense 20.00 Transportation']],
    ['en', 'grandad gave me three twenties', 'GBP', ['income 60.00 Gift']],
    ['en', 'my godmother gave me 2 fifties', 'EUR', ['income 100.00 Gift']],
    // Near misses: one note, and "twenties" with no count before it.
    ['en', 'a tenner for the taxi', 'GBP', ['expense 10.00 Transportation']],
    ['en', 'spent 20 on a taxi, the twenties party was fun', 'GBP', ['expense 20.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('kin said in the plural give as kin do', () => {
  it.each([
    ['en', 'got 150 off me aunties for me confirmation', 'EUR', ['income 150.00 Gift']],
    ['en', 'the grandparents gave me 200 for christmas', 'GBP', ['income 200.00 Gift']],
    ['en', 'my uncles sent 100 for my birthday', 'USD', ['income 100.00 Gift']],
    // Near miss: flowers bought for them.
    ['en', 'bought flowers for my aunties, 30', 'EUR', ['expense 30.00 Other']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('what an amount will be, said right before it, is money still to come', () => {
  it.each([
    ['pt', 'a restituicao do ir vai ser de 980', 'BRL', 'nothing'],
    ['es', 'el aguinaldo va a ser de unos 9 mil', 'MXN', 'nothing'],
    ['es', 'la devolucion de hacienda seria de 412', 'EUR', 'nothing'],
    ['en', "apparently i'm due a 240 tax rebate", 'GBP', 'nothing'],
    ['en', 'my bonus is gonna be about 1,500', 'USD', 'nothing'],
    // Near misses: money that came, and a past amount.
    ['pt', 'caiu a restituicao de 980', 'BRL', ['income 980.00 Refunds']],
    ['en', 'tax rebate came through, 240', 'GBP', ['income 240.00 Refunds']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe("a star before or after the amount alone is the chat's fix of the amount just recorded", () => {
  it.each([
    ['en', 'coffee 7.45', 'Coffee', 'Dining', '*4.75', { kind: 'correct_last', amount: '4.75' }],
    ['pt', 'gasolina 56', 'Gasolina', 'Transportation', '*65', { kind: 'correct_last', amount: '65.00' }],
    ['es', 'gasolina 540', 'Gasolina', 'Transportation', '450*', { kind: 'correct_last', amount: '450.00' }],
  ] as const)('[%s] after "%s": "%s"', (lang, user, description, category, text, intent) => {
    expect(readAfterRecording(lang, user, description, category, text)).toEqual(intent);
  });

  it('a product of two numbers is a count and a price', () => {
    expect(reading('en', 'coffee 2*4.75')).toEqual(['expense 9.50 Dining']);
  });
});

describe('a correction of two fields: the amount with the day, or with a category set against the one recorded', () => {
  it.each([
    ['pt', 'comboio 12,50', 'Comboio', 'Transportation', 'foi anteontem e custou 15', { kind: 'correct_last', date: '2026-11-20', amount: '15.00' }],
    ['es', 'bizum a marta 20', 'Bizum a Marta', 'Other', 'fue ayer y eran 30', { kind: 'correct_last', date: '2026-11-21', amount: '30.00' }],
    ['en', 'petrol 40', 'Petrol', 'Transportation', 'it was yesterday and cost 45', { kind: 'correct_last', date: '2026-11-21', amount: '45.00' }],
    ['pt', 'drogasil 24', 'Drogasil', 'Groceries', 'foi 42 e e farmacia, nao mercado', { kind: 'correct_last', amount: '42.00', categoryId: 7, categoryName: 'Healthcare', type: 'expense' }],
    ['es', 'corte ingles 40', 'Corte Ingles', 'Groceries', 'fueron 60 y era ropa, no super', { kind: 'correct_last', amount: '60.00', categoryId: 5, categoryName: 'Shopping', type: 'expense' }],
    // Near misses: the amount alone, and the category alone.
    ['pt', 'drogasil 24', 'Drogasil', 'Groceries', 'foi 42', { kind: 'correct_last', amount: '42.00' }],
    ['es', 'corte ingles 40', 'Corte Ingles', 'Groceries', 'era ropa, no super', { kind: 'correct_last', categoryId: 5, categoryName: 'Shopping', type: 'expense' }],
  ] as const)('[%s] after "%s": "%s"', (lang, user, description, category, text, intent) => {
    expect(readAfterRecording(lang, user, description, category, text)).toEqual(intent);
  });
});

describe('questions: what is left said in shorthand, and the noun of "the biggest" names no category', () => {
  it.each([
    ['en', 'hw much left for groceries this wk', { kind: 'budget_status', categoryName: 'Groceries', asksRemaining: true }],
    ['pt', 'qto sobra pra lazer essa semana', { kind: 'budget_status', categoryName: 'Entertainment', asksRemaining: true }],
    ['en', 'whats the biggest clothes splurge this month', { kind: 'query', metric: 'biggest', categoryName: 'Shopping' }],
    ['es', 'cual fue la compra mas cara de ropa en noviembre', { kind: 'query', metric: 'biggest', categoryName: 'Shopping' }],
    // Near miss: shorthand asking what was spent.
    ['en', 'hw much did i spend on groceries', { kind: 'query', metric: 'spent', categoryName: 'Groceries' }],
  ] as const)('[%s] "%s"', (lang, text, expected) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    expect(intent).toMatchObject(expected);
  });

  it('"la compra más cara", with nothing else named, asks about every category', () => {
    const intent = interpret('cual fue la compra mas cara del mes', testContext({ preferredLanguage: 'es' })).intent;
    expect(intent).toMatchObject({ kind: 'query', metric: 'biggest' });
    expect(intent).not.toHaveProperty('categoryName');
  });
});

describe('budgets: "the whole year" names the period, and going out to eat is dining', () => {
  it.each([
    ['pt', 'orcamento de 20 mil pro ano todo', { kind: 'set_budget', overall: true, amount: '20000.00', period: 'yearly' }],
    ['en', 'budget 5k for the whole year', { kind: 'set_budget', overall: true, amount: '5000.00', period: 'yearly' }],
    ['es', 'presupuesto de 300 al mes para salir a comer', { kind: 'set_budget', categoryName: 'Dining', amount: '300.00', period: 'monthly' }],
    // Near misses: a category beside the whole year, and going out alone.
    ['es', 'presupuesto de 3000 para el año entero en viajes', { kind: 'set_budget', categoryName: 'Travel', period: 'yearly' }],
    ['es', 'presupuesto de 100 al mes para salir', { kind: 'set_budget', categoryName: 'Entertainment', period: 'monthly' }],
  ] as const)('[%s] "%s"', (lang, text, expected) => {
    expect(interpret(text, testContext({ preferredLanguage: lang })).intent).toMatchObject(expected);
  });
});

describe('saying it better, or owning a zero missed, beside the new amount corrects the entry', () => {
  it.each([
    ['es', 'cena 1,050', 'Cena', 'Dining', 'mejor dicho fueron 1,200 con todo y propina', { kind: 'correct_last', amount: '1200.00' }],
    ['es', 'cena 1,050', 'Cena', 'Dining', 'mas bien fueron 1,200', { kind: 'correct_last', amount: '1200.00' }],
    ['en', 'rent 125', 'Rent', 'Bills', 'missed a zero lmao rent is 1250', { kind: 'correct_last', amount: '1250.00' }],
    ['pt', 'aluguel 180', 'Aluguel', 'Bills', 'faltou um zero, 1800', { kind: 'correct_last', amount: '1800.00' }],
  ] as const)('[%s] after "%s": "%s"', (lang, user, description, category, text, intent) => {
    expect(readAfterRecording(lang, user, description, category, text)).toEqual(intent);
  });

  it('"más bien" inside a new record is only words', () => {
    expect(reading('es', 'comi mas bien poco, tacos 80', 'MXN')).toEqual(['expense 80.00 Dining']);
  });
});

describe('words of one language only: "prima" a bonus in Spanish and a cousin in Portuguese; Minas\' short diminutive', () => {
  it.each([
    ['pt', 'dei 50 euros a prima', 'EUR', ['expense 50.00 Other']],
    ['pt', 'minha prima me mandou 50', 'BRL', ['income 50.00 Gift']],
    ['es', 'me pagaron la prima 800 mil', 'COP', ['income 800000.00 Salary']],
    ['es', 'cayo la prima de diciembre, 1.300.000', 'COP', ['income 1300000.00 Salary']],
    ['pt', 'pao de queijo 12 conto e um cafezim 6,50', 'BRL', ['expense 12.00 Dining', 'expense 6.50 Dining']],
    // Near miss: a word that only ends like one.
    ['pt', 'um pudim 15', 'BRL', ['expense 15.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('what a job pays, said of the job, is a rate and records nothing', () => {
  it.each([
    ['en', 'the new job pays 60k, start in january', 'USD', 'nothing'],
    ['pt', 'o emprego novo paga 4 mil', 'BRL', 'nothing'],
    ['es', 'la pega nueva paga 1,2 palos liquidos, empiezo en enero', 'CLP', 'nothing'],
    // Near misses: the job paid, and money beside it.
    ['en', 'the gig paid 200', 'USD', ['income 200.00 Freelance']],
    ['pt', 'o trampo novo paga 3 mil, ja gastei 200 no uniforme', 'BRL', ['expense 200.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });

  it('the job paying the user, with how often, is income that repeats', () => {
    expect(interpret('my job pays me 2000 every friday', testContext({ preferredLanguage: 'en' })).intent).toMatchObject({ kind: 'set_recurring' });
  });
});

describe('beside the money paid, what it would have been or will go up to is no money; hoping is no money yet', () => {
  it.each([
    ['pt', 'o ifood deu 58,90 com o cupom, sem ele seria 73,90', 'BRL', ['expense 58.90 Dining']],
    ['pt', 'o senhorio quer subir a renda para 850 em janeiro, por agora paguei a deste mes, 780', 'EUR', ['expense 780.00 Bills']],
    ['es', 'la renta va a subir a 9,000 en enero, por lo pronto pague el internet, 389', 'MXN', ['expense 389.00 Bills']],
    ['en', "pizza 16.99 with the deal, would've been 33.98 without", 'USD', ['expense 16.99 Dining']],
    ['en', 'really hoping i get that 5k bonus in december', 'USD', 'nothing'],
    ['pt', 'tomara que caia o bonus de 2 mil', 'BRL', 'nothing'],
    // Near misses: a budget set for what it will be, and the rent paid alone.
    ['pt', 'pague a renda, 780', 'EUR', ['expense 780.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });

  it('a budget said as what it will be is still set', () => {
    expect(interpret('meu orcamento semanal pra uber vai ser 100', testContext({ preferredLanguage: 'pt' })).intent).toMatchObject({ kind: 'set_budget', amount: '100.00' });
  });
});

describe('a list\'s total called so after its items is no item of its own', () => {
  it.each([
    ['en', 'spent 20 on parking and 35 on dinner, 55 total', 'USD', ['expense 20.00 Transportation', 'expense 35.00 Dining']],
    ['en', 'wine 12, cheese 8 and crackers 4.50 for tonight, 24.50 all up', 'USD', ['expense 12.00 Dining', 'expense 8.00 Groceries', 'expense 4.50 Groceries']],
    ['pt', 'gasolina 150, lavagem 40 e estacionamento 20, 210 no total', 'BRL', ['expense 150.00 Transportation', 'expense 40.00 Transportation', 'expense 20.00 Transportation']],
    // Near misses: a last amount that happens to be the sum, not called a total, and a total that is not the sum.
    ['en', 'lunch 10, dinner 20, groceries 30', 'USD', ['expense 10.00 Dining', 'expense 20.00 Dining', 'expense 30.00 Groceries']],
    ['en', 'spent 20 on parking and 35 on dinner, 60 total', 'USD', ['expense 20.00 Transportation', 'expense 35.00 Dining', 'expense 60.00 Other']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('more numbers that are no money: a road, a seat and a row, a distance in thousands', () => {
  it.each([
    ['en', 'gas was 52.17 at the shell on rt 9', 'USD', ['expense 52.17 Transportation']],
    ['pt', 'o bilhete do benfica custou-me 45, lugar 23 fila 12', 'EUR', ['expense 45.00 Entertainment']],
    ['pt', 'o carro tem 180 mil km, troquei o oleo por 189', 'BRL', ['expense 189.00 Transportation']],
    // Near misses: money in thousands, and a seat bought.
    ['pt', 'paguei 180 mil no carro', 'BRL', ['expense 180000.00 Transportation']],
    ['en', 'upgraded my seat for 23', 'GBP', ['expense 23.00 Other']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('someone paying for everything or everyone, beside what the user paid themselves, gives the user nothing', () => {
  it.each([
    ['es', 'mi jefa pago la comida de todos, yo nomas puse 60 de propina', 'MXN', ['expense 60.00 Dining']],
    ['pt', 'meu amigo pagou tudo, eu so paguei o estacionamento 20', 'BRL', ['expense 20.00 Transportation']],
    ['en', 'my mate paid for everyone, i just covered the taxi 15', 'GBP', ['expense 15.00 Transportation']],
    // Near misses: the payer paying the user, and the user saying something else after.
    ['en', 'the client paid 500, i sent the invoice last week', 'USD', ['income 500.00 Freelance']],
    ['es', 'mi jefa me pago 600 de horas extra', 'MXN', ['income 600.00 Salary']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('everyday words one letter from a word of the lexicons are no typos', () => {
  it.each(['broke', 'small', 'guess', 'being', 'though', 'talking', 'slept', 'skint', 'missus', 'subiu', 'levei', 'velha', 'tempo', 'promovido', 'viendo', 'chico', 'inflacion', 'acepte', 'nomas'])(
    '"%s" stays itself',
    (word) => {
      expect(spell(word)).toBe(word);
    },
  );

  it.each([
    // Near misses: a plural or a form of a known word is still read as it.
    ['pesitos', 'pesos'],
    ['freelo', 'freela'],
    ['churras', 'churrasco'],
  ])('"%s" is read as "%s"', (word, known) => {
    expect(spell(word)).toBe(known);
  });

  it('a product line\'s word that ends a thing of the lexicon names that thing, and the number is its price', () => {
    expect(reading('en', 'soft play 25', 'GBP')).toEqual(['expense 25.00 Entertainment']);
  });
});

describe('which way an item went: after a "but", treating oneself, "in" and "out"; "what a day" asks nothing', () => {
  it.each([
    ['en', 'asos refund 25.99 came in but i bought trainers for 70', 'GBP', ['income 25.99 Refunds', 'expense 70.00 Shopping']],
    ['en', 'the client finally paid the 1500 invoice so i treated myself to a 60 euro dinner', 'EUR', ['income 1500.00 Freelance', 'expense 60.00 Dining']],
    ['en', 'invoice 800 in, accountant 120 out', 'EUR', ['income 800.00 Freelance', 'expense 120.00 Other']],
    ['en', 'what a day. flat white 4.20 and the luas 2.40', 'EUR', ['expense 4.20 Dining', 'expense 2.40 Transportation']],
    ['en', 'treated myself to new runners, 89.95', 'EUR', ['expense 89.95 Shopping']],
    // Near misses: a "but" with the same way on both sides, money "in cash", and a question that opens with "what".
    ['en', 'salary came in but rent went out, 900', 'EUR', ['expense 900.00 Bills']],
    ['en', 'paid 50 in cash for the window cleaner', 'GBP', ['expense 50.00 Other']],
    ['en', 'what did i spend on takeaways this month', 'GBP', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('commission is pay, and pay that "is in" has arrived', () => {
  it.each([
    ['en', 'commission check 2875.50', 'USD', ['income 2875.50 Salary']],
    ['pt', 'caiu a comissao de outubro, 1.380', 'BRL', ['income 1380.00 Salary']],
    ['en', 'weekly pay is in, 725', 'EUR', ['income 725.00 Salary']],
    ['en', 'wages are in! 1,640', 'GBP', ['income 1640.00 Salary']],
    // Near miss: a commission the user pays is spending.
    ['en', 'paid the agent 300 commission', 'GBP', ['expense 300.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('an invoice sent, with its payment still awaited, moves no money', () => {
  it.each([
    ['en', 'sent the client an invoice for 1,200, waiting on them to pay', 'USD', 'nothing'],
    ['pt', 'mandei a fatura de 900 pro cliente, aguardando o pagamento', 'BRL', 'nothing'],
    ['es', 'envie la factura de 500 al cliente, todavia no me ha pagado', 'EUR', 'nothing'],
    // Near misses: money sent while waiting for something else, and the invoice paid.
    ['en', 'sent mum 50, waiting on her reply', 'GBP', ['expense 50.00 Other']],
    ['en', 'client paid the 1,200 invoice', 'USD', ['income 1200.00 Freelance']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('someone else getting pay is theirs', () => {
  it.each([
    ["en", "mate's getting a 5k bonus, so jealous", 'GBP', 'nothing'],
    ['en', 'my brother got a 2k bonus', 'GBP', 'nothing'],
    // Near misses: the user's bonus, and a partner's pay, which comes into the household.
    ['en', 'got a 2k bonus', 'GBP', ['income 2000.00 Salary']],
    ["en", "my husband's salary went in today, 3,100", 'GBP', ['income 3100.00 Salary']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});
