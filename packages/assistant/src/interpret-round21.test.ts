/**
 * Round 21, in sentences of our own (seventeenth session): prices per one seen with outrage, questions to someone else and
 * "when it comes" with no amount, the recorded amount naming the entry a day moves, the entry pointed at as "the one you
 * just logged", counted things priced with a product sign, a label noun naming what a thing is of, and words by country.
 * Each rule with near misses.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { readAfterRecording, reading } from './testing/reading';

describe('a price per one or per unit, the only money said, with outrage at it, records nothing', () => {
  it.each([
    ['en', 'avocados were 2.99 EACH at safeway today, highway robbery', 'USD', 'nothing'],
    ['es', 'viste lo que sale el kilo de asado? 12 lucas, un robo', 'ARS', 'nothing'],
    ['pt', 'o quilo da picanha tá 89,90, um absurdo', 'BRL', 'nothing'],
    // Near misses: bought by the count with another amount, bought by a verb, a price per one with no outrage bought.
    ['en', '2 x odeon tickets £12.99 each and popcorn was £7 🍿 daylight robbery', 'GBP', ['expense 25.98 Entertainment', 'expense 7.00 Dining']],
    ['en', 'bought 3 avocados at 2.99 each, highway robbery', 'USD', ['expense 8.97 Groceries']],
    ['en', '3 coffees 4 each', 'USD', ['expense 12.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('with no amount, asking someone else whether they paid, or saying when something will come, asks nothing', () => {
  it.each([
    ['es', 'weon pagaste tu la luz?', 'CLP'],
    ['en', 'hey sarah did u pay for the pizza or should i', 'USD'],
    ['pt', 'quando o reembolso cair eu te aviso', 'BRL'],
    ['pt', 'vc já pagou a internet?', 'BRL'],
    ['es', 'cuando me llegue el aguinaldo te invito', 'MXN'],
  ] as const)('[%s] "%s"', (lang, text, currency) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency })).intent;
    expect(intent.kind).not.toBe('clarify_transaction');
    expect(intent.kind).not.toBe('record_transactions');
  });

  // Near misses: the user's own payment with no amount still asks how much.
  it.each([
    ['pt', 'paguei a luz', 'BRL'],
    ['es', 'pagué la luz', 'EUR'],
    ['en', 'paid the electric bill', 'USD'],
  ] as const)('[%s] "%s" asks for the amount', (lang, text, currency) => {
    expect(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency })).intent.kind).toBe('clarify_transaction');
  });
});

describe('right after a recording, the amount recorded names the entry a day moves, and a request ends it', () => {
  it('moves the day when the message names the entry by its amount and asks to adjust', () => {
    const intent = readAfterRecording('pt', '120 na farmacia', 'Farmácia', 'Healthcare', 'opa pera, esse gasto de 120 na farmácia na verdade foi na quinta, não hoje. pode ajustar?', 'BRL');
    expect(intent.kind).toBe('correct_last');
    expect(intent.kind === 'correct_last' && intent.date).toBeTruthy();
    expect(intent.kind === 'correct_last' && intent.amount).toBeFalsy();
  });

  it('without a request, the same message still moves the day', () => {
    const intent = readAfterRecording('pt', '120 na farmacia', 'Farmácia', 'Healthcare', 'esse gasto de 120 na farmácia na verdade foi na quinta, não hoje', 'BRL');
    expect(intent.kind === 'correct_last' && intent.date).toBeTruthy();
  });

  // Near misses: a question about that day asks; another amount is no reference to the entry.
  it('a question about the day is a question', () => {
    expect(readAfterRecording('pt', '120 na farmacia', 'Farmácia', 'Healthcare', 'esse gasto de 120 na farmácia foi na quinta?', 'BRL').kind).toBe('query');
  });
  it('another amount on another day is not the entry moved', () => {
    const intent = readAfterRecording('pt', '120 na farmacia', 'Farmácia', 'Healthcare', 'gastei 80 na farmácia na quinta', 'BRL');
    expect(intent.kind).toBe('record_transactions');
  });
});

describe('the entry pointed at as the one just logged is corrected, not recorded again', () => {
  it.each([
    ['es', 'oye lo del taxi que acabas de apuntar no era un taxi era un cabify, y además fueron 23,40', '23.40'],
    ['en', 'the taxi you just logged was 23.40', '23.40'],
    ['pt', 'o táxi que você acabou de lançar foi 23,40', '23.40'],
  ] as const)('[%s] "%s"', (lang, text, amount) => {
    const intent = readAfterRecording(lang, 'taxi 18', 'Taxi', 'Transportation', text, 'EUR');
    expect(intent).toMatchObject({ kind: 'correct_last', amount, target: { words: ['taxi'] } });
  });

  it('a new taxi said after the recording is recorded', () => {
    expect(readAfterRecording('es', 'taxi 18', 'Taxi', 'Transportation', 'y otro taxi de vuelta 23,40', 'EUR').kind).toBe('record_transactions');
  });
});

describe('counted things priced with a product sign after them are the total', () => {
  it.each([
    ['pt', 'cinemark 2 ingressos x 28', 'BRL', ['expense 56.00 Entertainment']],
    ['en', '3 tickets x 12', 'USD', ['expense 36.00 Entertainment']],
    ['es', '2 tacos x 25 y un refresco 20', 'MXN', ['expense 50.00 Dining', 'expense 20.00 Dining']],
    // Near misses: nothing counted before the sign, the sign between two numbers, a count and a size.
    ['en', 'tickets x 12', 'USD', ['expense 12.00 Entertainment']],
    ['pt', 'ingressos 2 x 28', 'BRL', ['expense 56.00 Entertainment']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a label noun after "de"/"of" and a thing names what the thing is of; a street stays a street', () => {
  it.each([
    ['pt', '2 aulas a 35 cada, o exame de código 30 e o almoço na cantina 6,50', 'EUR', ['expense 70.00 Education', 'expense 30.00 Education', 'expense 6.50 Dining']],
    ['es', 'autoescuela 300', 'EUR', ['expense 300.00 Education']],
    // Near misses: a street's number after "obra da rua", a code alone.
    ['pt', 'comprei 4 sacos de cimento a 38 e uma lata de tinta de 120 pra obra da rua 7', 'BRL', ['expense 152.00 Shopping', 'expense 120.00 Shopping']],
    ['en', 'the door code is 4521', 'USD', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('words by country and stores of every kind', () => {
  it.each([
    ['en', 'GB', 'a tenner on a round at spoons', 'GBP', ['expense 10.00 Dining']],
    ['es', 'AR', '3 pintas a 3.200 cada una', 'ARS', ['expense 9600.00 Dining']],
    ['es', 'AR', 'dejé 500.000 de seña por el auto', 'ARS', ['expense 500000.00 Transportation']],
    ['es', 'CO', 'matricula del sena 300.000', 'COP', ['expense 300000.00 Education']],
    ['es', 'MX', 'en liverpool unos tenis de $1,899 y en sanborns un cafecito 65', 'MXN', ['expense 1899.00 Shopping', 'expense 65.00 Dining']],
    ['pt', 'PT', 'estacionei no parque 6', 'EUR', ['expense 6.00 Transportation']],
    ['pt', 'BR', 'boleto do celular 59,99', 'BRL', ['expense 59.99 Bills']],
    ['en', 'IE', 'tesco 56.70 and 30 in the offie', 'EUR', ['expense 56.70 Groceries', 'expense 30.00 Groceries']],
    ['en', 'IE', 'ryanair 79 and the aircoach to the airport 8', 'EUR', ['expense 79.00 Travel', 'expense 8.00 Transportation']],
    ['en', 'IE', 'donated 50 to pieta house', 'EUR', ['expense 50.00 Other']],
    ['es', 'AR', 'pan dulce y sidra en coto $18.500 y pagué la luz $32.000', 'ARS', ['expense 18500.00 Groceries', 'expense 32000.00 Bills']],
    ['en', 'GB', 'match tickets for me and my son 90', 'GBP', ['expense 90.00 Entertainment']],
    ['en', 'GB', 'train to manchester for the match 67.50', 'GBP', ['expense 67.50 Transportation']],
    // Near misses: spoons elsewhere are kitchen things, a pint in Spain is no country word, the phone bought.
    ['en', 'US', 'spoons from target 12', 'USD', ['expense 12.00 Shopping']],
    ['pt', 'BR', 'celular novo 1.200', 'BRL', ['expense 1200.00 Shopping']],
    ['es', 'MX', 'sanborns 450', 'MXN', ['expense 450.00 Shopping']],
  ] as const)('[%s %s] "%s"', (lang, country, text, currency, items) => {
    expect(reading(lang, text, currency, country)).toEqual(items);
  });
});

describe('a clause of what is to come after the money, about the thing bought, leaves what was paid', () => {
  it.each([
    ['pt', 'ingresso do reveillon open bar em copa 450 conto, vai valer cada centavo', 'BRL', ['expense 450.00 Entertainment']],
    ['pt', 'voo pra ponta delgada no natal 129€ na sata, finalmente vou ver a avó', 'EUR', ['expense 129.00 Travel']],
    ['en', 'bought a new coat 120, my wife will love it', 'USD', ['expense 120.00 Shopping']],
    // Near misses: the plan points at the thing, a day to come, a guess at the money, a question, an opinion, someone else's plan.
    ['en', 'flights 230, might book them tomorrow', 'USD', 'nothing'],
    ['en', 'concert tickets 80, gonna get them friday', 'USD', 'nothing'],
    ['en', 'mum wants us all to chip in for the flowers, prob a tenner each, will confirm later', 'GBP', 'nothing'],
    ['pt', 'gente a passagem pra paris ta 39 euros na easyjet, vale a pena?', 'EUR', 'nothing'],
    ['en', 'tesco had strawberries for £1.25 this morning, should have got some', 'GBP', 'nothing'],
    ['en', 'applied for a 10k loan with the credit union, theyll come back to me next week', 'EUR', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('who pays whom: a gift of someone bought at a store, "de" after whom money went to, family with "\'s", offers to others', () => {
  it.each([
    ['pt', 'presente da sogra 120 no boticário', 'BRL', ['expense 120.00 Shopping']],
    ['es', 'el regalo de mi sobrino 85.000 en falabella', 'COP', ['expense 85000.00 Shopping']],
    ['pt', 'pix de 40 pra vaquinha do bolo da confraternização', 'BRL', ['expense 40.00 Other']],
    ['en', "my sister's already spent £300 on her kids' presents lol", 'GBP', 'nothing'],
    ['en', 'jen do you still want the tickets for 40 each?', 'GBP', 'nothing'],
    ['en', 'doordash shift costs - 40 gas at shell, 6.50 car wash, 4 dollar parking downtown', 'USD', ['expense 40.00 Dining', 'expense 6.50 Transportation', 'expense 4.00 Transportation']],
    // Near misses: a gift from family with no store, money from someone by pix, the user's sister's dinner paid, a price asked.
    ['pt', 'presente da sogra 120', 'BRL', ['income 120.00 Gift']],
    ['pt', 'pix de 200 do joão', 'BRL', ['income 200.00 Salary']],
    ['en', "my sister's birthday dinner 80", 'GBP', ['expense 80.00 Dining']],
    ['en', 'how much do the tickets cost, 40 each?', 'GBP', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('work paid for, a part-time job, counted drinks with a sigh, addresses by number, budgets wished', () => {
  it.each([
    ['pt', 'a dona marta me pagou 300 pela faxina de ontem', 'BRL', ['income 300.00 Freelance']],
    ['es', 'sueldo del part time 350 lucas', 'CLP', ['income 350000.00 Salary']],
    ['pt', 'recebi 600 euros do part-time no mac', 'EUR', ['income 600.00 Salary']],
    ['pt', 'fiz um part-time no sabado, 8h a 7€', 'EUR', ['income 56.00 Freelance']],
    ['en', '3 jagerbombs at 6 each smh my liver', 'USD', ['expense 18.00 Dining']],
    ['es', 'toy en la cra 7 # 45-20', 'COP', 'nothing'],
    ['pt', 'minha mina gastou 500 na zara hj mds', 'BRL', 'nothing'],
    // Near misses: a friend paying back a share of the cinema, a price per one seen with a sigh, money at an address.
    ['pt', 'a ana me pagou 50 pelo cinema', 'BRL', ['income 50.00 Refunds']],
    ['en', 'avocados were 2.99 each at safeway, smh', 'USD', 'nothing'],
    ['es', 'almuerzo en la cra 7 # 45-20, 25 mil pesos', 'COP', ['expense 25000.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });

  it.each([
    ['es', 'CO', 'pasaje transmi 3.200', 'COP', ['expense 3200.00 Transportation']],
    ['pt', 'BR', 'coloquei 60 de credito no RU e 30 de xerox das provas antigas', 'BRL', ['expense 60.00 Dining', 'expense 30.00 Education']],
  ] as const)('[%s %s] "%s"', (lang, country, text, currency, items) => {
    expect(reading(lang, text, currency, country)).toEqual(items);
  });

  it('"i wanna only spend 50 a week on takeaways" sets a weekly budget', () => {
    expect(interpret('i wanna only spend 50 a week on takeaways', testContext({ preferredCurrency: 'GBP' })).intent).toMatchObject({ kind: 'set_budget', amount: '50.00', period: 'weekly', categoryName: 'Dining' });
  });
});

describe('family spending their own money, told after a clause of theirs or with the user asked for money after', () => {
  it.each([
    ['es', 'mi hermana se fue a cancun y gasto como 20 mil solo en el hotel', 'MXN', 'nothing'],
    ['pt', 'o meu irmao gastou 500€ num fim de semana em barcelona e agora pede-me dinheiro emprestado, inacreditavel', 'EUR', 'nothing'],
    // Near misses: the user with them, paid back by them with a hyphen, the user's own spending after theirs.
    ['en', 'my wife and i spent 300 on dinner', 'USD', ['expense 300.00 Dining']],
    ['pt', 'o meu irmão pagou-me os 40€ da parte dele do presente da mãe', 'EUR', ['income 40.00 Refunds']],
    ['es', 'mi esposa y yo gastamos 500 en la cena', 'MXN', ['expense 500.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a bill said first, then each one of the party paying a part of it, is the user part', () => {
  it.each([
    ['en', 'brunch with the girls was 96 between the four of us so 24 each, mines paid', 'GBP', ['expense 24.00 Dining']],
    // Near misses: things counted at a price each that add up to another amount, drinks each with no bill.
    ['pt', 'revisão do carro na oficina 150 e 2 pneus a 75 cada', 'EUR', ['expense 150.00 Transportation', 'expense 150.00 Transportation']],
    ['en', '3 pints at 6 each', 'GBP', ['expense 18.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a result: two names each with its points, or two scores side by side after a verb of the match', () => {
  it.each([
    ['en', 'lakers 112 celtics 108', 'USD', 'nothing'],
    ['en', 'lakers won 118 112 lets gooo', 'USD', 'nothing'],
    // Near misses: two things bought with their prices, a price after a team's shirt.
    ['en', 'uber 12 lunch 15', 'USD', ['expense 12.00 Transportation', 'expense 15.00 Dining']],
    ['en', 'netflix 15 spotify 10', 'USD', ['expense 15.00 Entertainment', 'expense 10.00 Entertainment']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});
