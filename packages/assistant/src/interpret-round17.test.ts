/**
 * Round 17, in sentences of our own (thirteenth session): corrections said in passing, hours beside money, and the
 * rules of the round. Each rule with near misses.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { firstFields, readAfterRecording, reading } from './testing/reading';

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

describe('kin who do not share the purse paying is their money; a partner paying is the household', () => {
  it.each([
    ['pt', 'a minha mae pagou 80 euros no cabeleireiro', 'EUR', 'nothing'],
    ['es', 'mi viejo pago 300 lucas el service del auto', 'ARS', 'nothing'],
    ['en', 'my dad lent my brother 2000 for his car, hope he pays it back', 'USD', 'nothing'],
    ['en', 'my sister paid 45 for the taxi home', 'GBP', 'nothing'],
    // The user taking part, money to the user, and a partner paying stay recorded.
    ['en', 'mum paid me back the 60 i lent her', 'GBP', ['income 60.00 Refunds']],
    ['pt', 'o meu irmão pagou-me os 20 que lhe emprestei', 'EUR', ['income 20.00 Refunds']],
    ['en', 'my wife paid the electricity 80', 'USD', ['expense 80.00 Bills']],
    ['es', 'mi novia pagó la bombona de butano, 21 euros', 'EUR', ['expense 21.00 Bills']],
    ['en', 'mum got dinner but i paid for the drinks, 28', 'GBP', ['expense 28.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('money promised, on its way or not paid by anyone yet records nothing', () => {
  it.each([
    ['en', "mum promised she'd send me 100 quid for christmas", 'GBP', 'nothing'],
    ['es', 'mi mama me va a mandar 100 mil pa navidad', 'COP', 'nothing'],
    ['es', 'me han prometido 200 euros por ayudar con la mudanza el sabado', 'EUR', 'nothing'],
    ['en', "dinner bill came to 230 but nobody's paid yet, waiting on the others to send their bit", 'EUR', 'nothing'],
    ['pt', 'a conta do bar deu 320 mas ninguem pagou ainda', 'BRL', 'nothing'],
    // Once it came, or once the user paid, it is recorded.
    ['en', 'mum sent me 100 quid for christmas', 'GBP', ['income 100.00 Gift']],
    ['es', 'mi mama me mandó 100 mil pa navidad', 'COP', ['income 100000.00 Gift']],
    ['pt', 'a conta do bar deu 320 e eu paguei', 'BRL', ['expense 320.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('beside the price paid, a price not paid is no money', () => {
  it.each([
    ['en', 'grabbed a 65" tv for $499 in the early black friday deal, was 899', 'USD', ['expense 499.00 Shopping']],
    ['en', 'paid the creche 1,150 for november, down from 1,300 with the subsidy', 'EUR', ['expense 1150.00 Education']],
    ['en', 'train to manchester, £38.50 with the railcard (57 without!!)', 'GBP', ['expense 38.50 Transportation']],
    ['en', 'sold my old bike on marketplace for $180, dude offered 150 but i held firm', 'USD', ['income 180.00 Business']],
    ['en', 'electricity bill came in, 143.27. last year same period was 198', 'EUR', ['expense 143.27 Bills']],
    ['pt', 'paguei 80 no tênis, normalmente 120', 'BRL', ['expense 80.00 Shopping']],
    ['es', 'pagué 50 por la chaqueta en vez de 90', 'EUR', ['expense 50.00 Shopping']],
    // A price said plainly, a price that opens on its thing, and a new thing bought stay money.
    ['en', 'lunch 12, coffee was 3', 'USD', ['expense 12.00 Dining', 'expense 3.00 Dining']],
    ['en', 'screwfix £64.99 new pipe cutter, greggs £4.35', 'GBP', ['expense 64.99 Shopping', 'expense 4.35 Dining']],
    ['en', 'coffee 4 before my shift and parking 12', 'USD', ['expense 4.00 Dining', 'expense 12.00 Transportation']],
    // Alone, the price is the one paid.
    ['en', 'the jacket was 90', 'USD', ['expense 90.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });

  it.each([
    ['en', 'new 27” monitor 180', 'USD', ['expense 180.00 Shopping']],
    ['en', 'paid "45" for it', 'USD', ['expense 45.00 Other']],
  ] as const)('[%s] inches are no money: "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a working ended by its result is one item at the result', () => {
  it.each([
    ['en', 'train was 18.50 each way so 37', 'GBP', ['expense 37.00 Transportation']],
    ['en', 'bus was 2.40 each way so 4.80, lunch 11', 'EUR', ['expense 4.80 Transportation', 'expense 11.00 Dining']],
    ['pt', 'uber 30 dividido com a ana, entao 15', 'BRL', ['expense 15.00 Transportation']],
    // "so" before no multiple or part of the price, or "logo" (right away), works nothing out.
    ['en', 'lunch 12 so dinner 25', 'USD', ['expense 12.00 Dining', 'expense 25.00 Dining']],
    ['pt', 'veio o subsídio de férias, 900, e gastei logo 300 na viagem ao algarve', 'EUR', ['income 900.00 Salary', 'expense 300.00 Travel']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a rate, then how many of its unit, is the rate times the count', () => {
  it.each([
    ['en', 'darts league subs are 2 quid a week, paid 8 weeks up front tonight', 'GBP', ['expense 16.00']],
    ['en', 'gas was 3.19 a gallon, filled up 14 gallons', 'USD', ['expense 44.66']],
    ['pt', 'diarista 30 por hora, fez 4 horas', 'BRL', ['expense 120.00']],
    ['en', 'babysitter 18 an hour for 4 hours', 'USD', ['expense 72.00']],
    // A rate with no count after it stays the rate; a count before the price counts that item only.
    ['en', 'parking 5 an hour, lunch 12', 'USD', ['expense 5.00', 'expense 12.00']],
    ['pt', '3 kg de carne a 42 o kg e 2 kg de frango a 18', 'BRL', ['expense 126.00', 'expense 36.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe("beside the user's money, a clause of someone else acting with money is theirs", () => {
  it.each([
    ['en', 'lunch w a coworker, she got the $22 salad, my sandwich was 13.50', 'USD', ['expense 13.50 Dining']],
    ['en', 'flatmate sorted the wifi (30), i paid the council tax, 142 quid', 'GBP', ['expense 142.00 Bills']],
    ['en', 'lunch 14, uber 22, my buddy covered the drinks (like 60 bucks) so i owe him one', 'USD', ['expense 14.00 Dining', 'expense 22.00 Transportation']],
    ['pt', 'paguei 40 no almoço, meu amigo pagou 30 na sobremesa', 'BRL', ['expense 40.00 Dining']],
    // The user before the money, a partner (the household's purse), and money given to the user stay.
    ['en', 'paid 50 for dinner, she paid me back 25', 'USD', ['expense 50.00 Dining', 'income 25.00 Refunds']],
    ['en', 'my wife paid the electric 80, i paid the water 30', 'USD', ['expense 80.00 Bills', 'expense 30.00 Bills']],
    ['en', 'lunch 14, flatmate 30 for the wifi', 'USD', ['expense 14.00 Dining', 'expense 30.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('the amount just recorded said again beside the right one, in a message that corrects or wonders', () => {
  it.each([
    ['en', 'coffee 4.5', 'Coffee', 'Dining', 'lol a 45 dollar coffee?? its 4.50 my guy', '45.00', { kind: 'correct_last', amount: '4.50' }],
    ['en', 'etsy sales 50', 'Etsy sales', 'Business', 'i WISH i made 500 on etsy lol it was 50. one zero too many', '500.00', { kind: 'correct_last', amount: '50.00' }],
    ['en', 'concert tickets 120', 'Concert tickets', 'Entertainment', 'the 120 for the concert tix... turns out my card got charged 134.50, so change it to that', '120.00', { kind: 'correct_last', amount: '134.50' }],
    ['pt', 'freela 300', 'Freela', 'Freelance', 'quem me dera ter ganho 3 mil de freela, foi 300 😅 tira um zero', '3000.00', { kind: 'correct_last', amount: '300.00' }],
    ['pt', 'farmácia 12', 'Farmácia', 'Healthcare', 'nao era 12 era 21, e foi ontem', '12.00', { kind: 'correct_last', amount: '21.00', date: '2026-11-21' }],
  ] as const)('[%s] after "%s": "%s"', (lang, user, description, category, text, shown, intent) => {
    const history = [
      { role: 'user' as const, content: user },
      { role: 'assistant' as const, content: `✅ Recorded: ${description} ${shown} (${category}) today` },
    ];
    expect(interpret(text, testContext({ preferredLanguage: lang, history })).intent).toEqual(intent);
  });

  it('records a new item when the recorded amount comes back beside another with no word of correcting', () => {
    const history = [
      { role: 'user' as const, content: 'coffee 4.50' },
      { role: 'assistant' as const, content: '✅ Recorded: Coffee 4.50 (Dining) today' },
    ];
    expect(interpret('coffee 4.50 and a muffin 3', testContext({ preferredLanguage: 'en', history })).intent.kind).toBe('record_transactions');
  });
});

describe('budgets said as a heading, as a new rule, for things joined, and what is left to spend', () => {
  it.each([
    ['pt', 'viagens: 6k por ano', 'BRL', { kind: 'set_budget', categoryName: 'Travel', amount: '6000.00', period: 'yearly' }],
    ['es', 'salud: 12 mil al año', 'MXN', { kind: 'set_budget', categoryName: 'Healthcare', amount: '12000.00', period: 'yearly' }],
    ['pt', '50 paus por semana pra rolê e cinema', 'BRL', { kind: 'set_budget', categoryName: 'Entertainment', amount: '50.00', period: 'weekly' }],
    ['pt', 'nova regra: 2.500 por mês no total, sem choro', 'BRL', { kind: 'set_budget', overall: true, amount: '2500.00', period: 'monthly' }],
    ['en', 'lock in 5 grand a year for education, these courses add up', 'USD', { kind: 'set_budget', categoryName: 'Education', amount: '5000.00', period: 'yearly' }],
    ['en', 'how much can i still blow this week', 'USD', { kind: 'budget_status', asksRemaining: true }],
    ['pt', 'quanto ainda tenho pra gastar no mercado?', 'BRL', { kind: 'budget_status', categoryName: 'Groceries', asksRemaining: true }],
  ] as const)('[%s] "%s"', (lang, text, currency, intent) => {
    expect(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency })).intent).toMatchObject(intent);
  });

  it.each([
    // A bill by its name, or bills joined, repeat: recurring, not a budget.
    ['pt', 'netflix: 55,90 por mês', 'BRL'],
    ['pt', 'aluguel: 1.800 por mês', 'BRL'],
    ['pt', '100 por mes pra luz e agua', 'BRL'],
  ] as const)('[%s] "%s" is a bill that repeats', (lang, text, currency) => {
    expect(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency })).intent.kind).toBe('set_recurring');
  });
});

describe('money made through a work app or a marketplace', () => {
  it.each([
    ['en', 'instacart shift 67.5 ugh slow day', 'USD', ['income 67.50 Freelance']],
    ['en', 'grubhub 96 today, not bad for 4 hrs on the road', 'USD', ['income 96.00 Freelance']],
    ['pt', 'uber hj 187, rodei o dia todo', 'BRL', ['income 187.00 Freelance']],
    ['es', 'uber 62 lucas hoy manejando', 'CLP', ['income 62000.00 Freelance']],
    ['en', 'vinted +23 someone finally bought the denim jacket', 'GBP', ['income 23.00 Business']],
    ['es', 'rappi +95 mil hoy 🛵', 'COP', ['income 95000.00 Freelance']],
    // Riding to work, something bought for the work, a refund from the app, a plus on a thing bought: no pay.
    ['en', 'uber to my shift 18', 'USD', ['expense 18.00 Transportation']],
    ['en', 'filled up before my uber shift at shell 48.20', 'USD', ['expense 48.20 Transportation']],
    ['en', 'doordash refunded my missing order 27.13', 'USD', ['income 27.13 Refunds']],
    ['en', 'pizza 20, delivery +3', 'USD', ['expense 20.00 Dining', 'expense 3.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('rent arriving to the user, and lessons given to students, are income', () => {
  it.each([
    ['es', 'me llegó el arriendo del apto 1.200.000', 'COP', ['income 1200000.00 Rental']],
    ['es', 'clases de guitarra, 2 alumnos hoy, 30k en total', 'ARS', ['income 30000.00 Freelance']],
    // A bill that arrives, and lessons taken, are spending.
    ['es', 'me llegó la factura del arriendo 800', 'COP', ['expense 800.00 Bills']],
    ['es', 'me llegó la luz 80', 'COP', ['expense 80.00 Bills']],
    ['es', 'clases de guitarra 30k', 'ARS', ['expense 30000.00 Education']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe("a neighbour's place sold is no money of the user's", () => {
  it.each([
    ['en', 'the house down the road went for 450k, madness altogether', 'EUR', 'nothing'],
    ['es', 'el piso de al lado se ha vendido por 320.000', 'EUR', 'nothing'],
    ['pt', 'a casa do vizinho vendeu por 600 mil', 'BRL', 'nothing'],
    // The user's own sale is theirs.
    ['en', 'sold my house for 450k', 'EUR', ['income 450000.00 Business']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items === 'nothing' ? items : items.map((i) => i.split(' ').slice(0, 2).join(' ')));
  });
});

describe('more numbers that are no money, and a manager is someone else', () => {
  it.each([
    ['en', 'sold the old couch for 300 and bought a new 3 seater for 899', 'USD', ['income 300.00 Business', 'expense 899.00 Shopping']],
    ['en', '2 beers at $7 each and an $18 pizza at the game, we lost by 3', 'USD', ['expense 14.00 Dining', 'expense 18.00 Dining']],
    ['en', "got paid £1,850 today. my manager's on like 4 grand a month for sending emails", 'GBP', ['income 1850.00 Salary']],
    // A margin that is a price, and the user's own pay from a manager, stay money.
    ['en', 'lost 20 by betting on the game', 'USD', ['expense 20.00 Entertainment']],
    ['en', 'my manager paid me 200 for the extra shift', 'GBP', ['income 200.00 Salary']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a share said again, a room rented out, and a word that is no airline', () => {
  it.each([
    ['en', 'electric bill came to 120 split 3 ways so i paid my 40. wifi too, my share was 20', 'USD', ['expense 40.00 Bills', 'expense 20.00 Bills']],
    ['en', 'airbnb split 4 ways, total 480 so 120 from me, plus flights 89', 'GBP', ['expense 120.00 Travel', 'expense 89.00 Travel']],
    ['es', 'me depositaron la renta del cuarto 3500 y pague el internet de totalplay 599', 'MXN', ['income 3500.00 Rental', 'expense 599.00 Bills']],
    // A room's number beside a time, and a flight's code, stay labels.
    ['en', 'meeting in room 204 at 3, lunch 12', 'USD', ['expense 12.00 Dining']],
    ['es', 'mi vuelo es el la 800 a las 23:55', 'CLP', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe("a clause's own verb or pay word beats the type carried from the clause before", () => {
  it.each([
    ['en', 'irs tax refund 1,380 came and 300 of it already went on fixing the ac', 'USD', ['income 1380.00', 'expense 300.00']],
    ['en', 'mum transferred 300 for my flights home for christmas and i booked them for 276', 'EUR', ['income 300.00', 'expense 276.00']],
    ['en', 'flipped a pair of jordans for 90 profit, grabbed another pair for 140', 'USD', ['income 90.00', 'expense 140.00']],
    ['en', 'paid 1,450 rent, 80 gas & electric, and 2,900 salary hit today', 'USD', ['expense 1450.00', 'expense 80.00', 'income 2900.00']],
    // Someone's wages handed over stay spending.
    ['en', 'paid the nanny 300 and her wages 200', 'USD', ['expense 300.00', 'expense 200.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });

  it('"gas & electric" is the energy bill', () => {
    expect(reading('en', 'gas & electric 80', 'GBP')).toEqual(['expense 80.00 Bills']);
  });
});

describe('long messages: a charge made after something said, and "now" said of something else', () => {
  it.each([
    ['pt', 'o mecanico disse que eram as pastilhas dos travões e cobrou 135€ com mão de obra', 'EUR', ['expense 135.00']],
    ['pt', 'consulta + raio x deu 650 reais, graças a deus ele ta bem agora mas meu cartao chorou', 'BRL', ['expense 650.00']],
    // What was said of a price, and a price now, record nothing.
    ['pt', 'o mecanico disse que as pastilhas custam 135€', 'EUR', 'nothing'],
    ['pt', 'pastel na feira agora é 12 reais, ta loco', 'BRL', 'nothing'],
    ['en', 'vet for the dog, shes 13 now and 7.2kg, €85 for the checkup and jabs', 'EUR', ['expense 85.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('ages said of people, and the share paid after a split said as a working', () => {
  it.each([
    ['es', 'lo lleve a mi viejo, que tiene 74, a comprarse unos anteojos. se los pague yo, 95 mil pesos', 'ARS', ['expense 95000.00']],
    ['es', 'he pagado la matrícula del máster, 1.450€. me da corte volver a clase con chavales de 22', 'EUR', ['expense 1450.00']],
    ['pt', 'eramos 6 e a conta deu 420, dividimos igual entao paguei 70 no pix', 'BRL', ['expense 70.00']],
    ['en', 'dinner 120 split 4 ways so i paid 30', 'USD', ['expense 30.00']],
    // A price "de" a thing counted, and what something has, stay money.
    ['es', '2 entradas de 9', 'EUR', ['expense 18.00']],
    ['es', 'el combo tiene 2 hamburguesas, 15 euros', 'EUR', ['expense 15.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('"revolutd" is sending money by Revolut, as "venmoed" is by Venmo', () => {
  it.each([
    ['en', 'jen revolutd me 20 back for the pizza', 'EUR', ['income 20.00 Refunds']],
    ['en', 'revolutd jen 20 for the pizza', 'EUR', ['expense 20.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a check that came to a sum is a bill totalled; a check that came is money in', () => {
  it.each([
    ['en', 'the check came to 80 at olive garden', 'USD', ['expense 80.00 Dining']],
    ['en', 'check came 1200', 'USD', ['income 1200.00 Salary']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a balance left is no money moved, and a winner won', () => {
  it.each([
    ['en', '2 weeks till payday and 60 quid left in the account', 'GBP', 'nothing'],
    ['pt', 'sobrou 200 na conta', 'BRL', 'nothing'],
    ['en', 'paid rent 900, 60 quid left in the account now', 'GBP', ['expense 900.00 Bills']],
    ['es', 'me quedan 50 lucas en la cuenta hasta el pago', 'CLP', 'nothing'],
    ['es', 'pague 300 de luz, me quedan 50 en la cuenta hasta fin de mes', 'CLP', ['expense 300.00 Bills']],
    ['en', 'scratch card winner 100 euro!!!', 'EUR', ['income 100.00 Gift']],
    // Money left in a shop or spent in a bank is money moved.
    ['en', 'left 20 in the tip jar', 'GBP', ['expense 20.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('signed lists: a minus sign starts an item that went out, a plus sign one that came in', () => {
  it.each([
    ['en', '-12 parking -30 dinner', 'USD', ['expense 12.00 Transportation', 'expense 30.00 Dining']],
    ['en', '+600 freelance -45 phone bill', 'GBP', ['income 600.00 Freelance', 'expense 45.00 Bills']],
    ['pt', '+2.800 salario -1.200 aluguel', 'BRL', ['income 2800.00 Salary', 'expense 1200.00 Bills']],
    ['pt', 'aluguel kitnet +900', 'BRL', ['income 900.00 Rental']],
    // Items named before their signed amounts, and a plus on a thing bought, stay as they were.
    ['es', 'freelance +900 luz -120', 'EUR', ['income 900.00 Freelance', 'expense 120.00 Bills']],
    ['en', 'pizza 20, delivery +3', 'USD', ['expense 20.00 Dining', 'expense 3.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('deleting the entry: owning the mistake first, and "del" alone', () => {
  it.each([
    ['es', 'cine 12000', 'Cine', 'Entertainment', 'nah me equivoque sacalo'],
    ['en', 'tesco 45', 'Tesco', 'Groceries', 'del'],
  ] as const)('[%s] after "%s": "%s" deletes it', (lang, user, description, category, text) => {
    expect(readAfterRecording(lang, user, description, category, text)).toEqual({ kind: 'delete_transaction' });
  });

  it('"del super 500" is Spanish "of the", a purchase', () => {
    expect(reading('es', 'del super 500', 'ARS')).toEqual(['expense 500.00 Groceries']);
  });
});

describe('hoping, quoting and wondering "if I win" record nothing; "divs" are dividends', () => {
  it.each([
    ['en', 'payday fri 2k hopefully 🙏', 'USD', 'nothing'],
    ['en', 'uber quoting 45 to the airport 😤 walking', 'USD', 'nothing'],
    ['pt', 'se ganhar 1 milhao na mega kkk', 'BRL', 'nothing'],
    ['en', 'divs 14.32', 'USD', ['income 14.32 Investment']],
    // Money already in, with a hope after it, is recorded.
    ['en', 'got paid 2k, hopefully it lasts', 'USD', ['income 2000.00 Salary']],
    ['en', 'uber 45 to the airport', 'USD', ['expense 45.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('long stories: a vow for next time, a thing that had to be done, and a friend selling', () => {
  it.each([
    ['en', 'uber back from heathrow 58 quid at 1am, flight was delayed 3 hours. never again', 'GBP', ['expense 58.00']],
    ['en', 'had to get a taxi home from town at 3am cos the nitelink was packed, 38 euro for a 15 min drive. daylight robbery', 'EUR', ['expense 38.00']],
    ['en', 'mate was selling his ps5 for 300 but i went for a used one off ebay for 260 instead', 'GBP', ['expense 260.00']],
    // A route that never comes, and a price that is robbery with nothing done, record nothing.
    ['pt', 'o 728 nunca mais chega', 'EUR', 'nothing'],
    ['en', 'taxis are 38 euro for a 15 min drive now, daylight robbery', 'EUR', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('pay before tax beside pay after it is the gross, not more money', () => {
  it.each([
    ['pt', 'salario 5000 bruto, 4100 liquido', 'BRL', ['income 4100.00 Salary']],
    ['en', 'paycheck 3,000 before tax, 2,140 after', 'USD', ['income 2140.00 Salary']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe("a brother's spending, a neighbour's flat number and an hour said with 'às' are no money of the user's", () => {
  it.each([
    ['pt', 'meu irmao gastou 3 mil num celular novo e agora ta pedindo dinheiro emprestado pra minha mae', 'BRL', 'nothing'],
    ['pt', 'alugo a vaga da garagem pro vizinho do 302 e ele finalmente pagou os 2 meses atrasados, 300 reais no total', 'BRL', ['income 300.00 Rental']],
    ['pt', 'vendi 40 brigadeiros na faculdade hj a 3 reais cada, acordei as 5 pra fazer tudo', 'BRL', ['income 120.00 Business']],
    // Money from a brother, and a unit price said with "a", stay money.
    ['pt', 'meu irmao me pagou os 50 que devia', 'BRL', ['income 50.00 Refunds']],
    ['pt', '2 cervejas a 5', 'BRL', ['expense 10.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('how often, told in a sentence of its own after all the money, is part of the story', () => {
  it.each([
    ['pt', 'ele finalmente pagou os 2 meses atrasados, 300 reais no total. ja tava ficando chato cobrar toda semana', 'BRL', 'record_transactions'],
    // Said of the money, in a few words or with its verb of paying, it sets the rule.
    ['en', 'netflix 15.99. every month', 'USD', 'set_recurring'],
    ['en', 'gym 30. i pay it every month', 'USD', 'set_recurring'],
  ] as const)('[%s] "%s" is %s', (lang, text, currency, kind) => {
    expect(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency })).intent.kind).toBe(kind);
  });
});
