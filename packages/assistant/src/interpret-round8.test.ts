/**
 * Round 8, in sentences of our own: a description ends where chatter after the thing begins (a
 * reason, a reaction, a break before words that name nothing new), while a break before the only
 * words that name the thing keeps them.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { reading } from './testing/reading';

/** What the message records, as "type amount currency category" per item, or the intent's kind. */
const items = (lang: Lang, text: string, currency: string) => {
  const intent = interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency })).intent;
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => `${t.type} ${t.amount} ${t.currency} ${t.categoryName}`) : intent.kind;
};

const descriptions = (lang: Lang, text: string) => {
  const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.description) : intent.kind;
};

describe('a description leaves out the chatter after the thing', () => {
  it.each([
    ['en', 'target run... somehow 143.20 again how', 'Target run'],
    ['en', 'parking at the stadium 30 ugh', 'Parking at the stadium'],
    ['en', 'lyft home 27 cause the trains were down', 'Lyft home'],
    ['en', 'dentist 180, worst hour of my week', 'Dentist'],
    ['en', 'phone charger 25 lol', 'Phone charger'],
    ['pt', 'padaria 18 mds que fome', 'Padaria'],
    ['pt', 'uber pro trabalho 31 pq perdi o ônibus', 'Uber pro trabalho'],
    ['pt', 'farmácia 54,90, tudo caro demais', 'Farmácia'],
    ['es', 'el súper 2300 jaja ya no alcanza', 'Súper'],
    ['es', 'taxi al aeropuerto 45 porque llovía', 'Taxi al aeropuerto'],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(descriptions(lang, text)).toEqual([expected]);
  });

  it.each([
    // The words after the break are the only ones that name the thing.
    ['en', 'after work, the pottery class 40', 'Work, the pottery class'],
    // No chatter: the description is the whole thing.
    ['en', 'lunch at the cafeteria 12', 'Lunch at the cafeteria'],
    ['pt', 'remédio da pressão 67', 'Remédio da pressão'],
  ] as const)('[%s] %s keeps its words', (lang, text, expected) => {
    expect(descriptions(lang, text)).toEqual([expected]);
  });
});


describe('money that is not the user’s records nothing, and its near misses still record', () => {
  it.each([
    // Scores between sides, marks, ages, flights, addresses: numbers that are no money.
    ['pt', 'flamengooo 3x1 hoje 🔴⚫'],
    ['es', 'racing 2 independiente 2, qué partido'],
    ['es', 'u de chile 1 - colo colo 0'],
    ['pt', 'tive 16 valores no teste de história'],
    ['es', 'he sacado un 7,5 en el examen de inglés'],
    ['es', 'saqué un 5,8 en la prueba de química'],
    ['en', "my gran's 85 today 🎂"],
    ['en', 'aer lingus EI 154 delayed again'],
    ['en', 'pick me up at 7:45 at 18 maple street'],
    // Money inside a game, billions, someone's earnings, proposals, refusals, treats, carts closed.
    ['en', 'lost 5000 bucks at monopoly to my nephew'],
    ['es', 'gané 3000 de mentiritas jugando al estanciero'],
    ['en', 'that youtuber makes 3 billion a year apparently'],
    ['pt', 'o cantor ganha quanto por show? uns 500 mil?'],
    ['en', 'bbq sunday? lets keep it to 20 each'],
    ['pt', 'pizza sexta, uns 35 por pessoa, topam?'],
    ['en', 'a $9 smoothie?? no thanks'],
    ['es', 'vi una campera a 90 lucas, ni en pedo la compro'],
    ['pt', 'o jantar deu 400 e o meu chefe pagou tudo'],
    ['en', 'had 220 in the zara basket and closed the app'],
    ['es', 'he visto unas botas por 140 pavos en el centro'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(reading(lang, text)).toBe('nothing');
  });

  it.each([
    ['en', 'bought monopoly for the kids 25', ['expense 25.00 Shopping']],
    ['en', 'concert tix, 2 at $60 each, worth it', ['expense 120.00 Entertainment']],
    ['pt', 'paguei a renda do mês, 850, custa sempre', ['expense 850.00 Bills']],
    ['pt', 'mercado hj deu 280 e nem comprei nada direito', ['expense 280.00 Groceries']],
    ['pt', 'o joão pagou tudo e eu paguei o uber 25', ['expense 25.00 Transportation']],
    ['en', 'dinner at 8:30 at olive garden 64', ['expense 64.00 Dining']],
    ['en', 'mum’s flowers 30', ['expense 30.00 Other']],
    ['pt', 'tive que pagar 80 do exame', ['expense 80.00 Healthcare']],
    ['en', 'bus pass 20', ['expense 20.00 Transportation']],
    ['es', 'paso por el super, 4500', ['expense 4500.00 Groceries']],
    ['en', 'lets see, lunch 12', ['expense 12.00 Dining']],
    ['pt', 'café 5 - pão 3', ['expense 5.00 Dining', 'expense 3.00 Groceries']],
    ['en', 'the airline refunded me 60 for the delayed flight', ['income 60.00 Refunds']],
  ] as const)('[%s] %s still records', (lang, text, expected) => {
    expect(reading(lang, text)).toEqual(expected);
  });
});

describe('lists, amounts and income said the way people type them', () => {
  it.each([
    // An emoji with an amount of its own, after an amount, opens the next item.
    ['en', '🍩 3 ☕ 4.50 🚌 2.75', 'USD', ['expense 3.00 USD Dining', 'expense 4.50 USD Dining', 'expense 2.75 USD Transportation']],
    ['pt', '🍔 35 🍺 18', 'BRL', ['expense 35.00 BRL Dining', 'expense 18.00 BRL Dining']],
    // A short weekday after an amount is one more of the same.
    ['pt', 'almoço 22 seg, 25 ter, 19 qua', 'BRL', ['expense 22.00 BRL Dining', 'expense 25.00 BRL Dining', 'expense 19.00 BRL Dining']],
    ['en', 'bus 2.50 mon, 2.50 wed, 3 fri', 'GBP', ['expense 2.50 GBP Transportation', 'expense 2.50 GBP Transportation', 'expense 3.00 GBP Transportation']],
    ['es', 'metro 1,50 lun y 1,50 mie', 'EUR', ['expense 1.50 EUR Transportation', 'expense 1.50 EUR Transportation']],
    // "palo y medio", "luca y media": one and a half of the multiplier, no number said.
    ['es', 'me consignaron palo y medio del proyecto', 'COP', ['income 1500000.00 COP Freelance']],
    ['es', 'luca y media el café', 'ARS', ['expense 1500.00 ARS Dining']],
    // Dollars in Mexican shorthand.
    ['es', 'pagué 80 dlls de hotel', 'MXN', ['expense 80.00 USD Travel']],
    ['es', '25 dls de gasolina', 'MXN', ['expense 25.00 USD Transportation']],
    // Pay arriving, money "off" a person, work done through an app, care given to others' children.
    ['en', 'pay came thru 2100', 'USD', ['income 2100.00 USD Salary']],
    ['en', 'got 50 off my nan for my birthday', 'GBP', ['income 50.00 GBP Gift']],
    ['pt', 'rodei pelo ifood o dia todo, 290', 'BRL', ['income 290.00 BRL Freelance']],
    ['en', 'drove for lyft all day 210', 'USD', ['income 210.00 USD Freelance']],
    ['en', 'babysitting for the millers saturday, 80 cash', 'USD', ['income 80.00 USD Freelance']],
    ['pt', 'recebi 120 da faxina', 'BRL', ['income 120.00 BRL Freelance']],
    // Local names.
    ['en', 'centra 6.20 and supermacs 11', 'EUR', ['expense 6.20 EUR Groceries', 'expense 11.00 EUR Dining']],
    ['en', 'paid the esb 130', 'EUR', ['expense 130.00 EUR Bills']],
  ] as const)('[%s] %s', (lang, text, currency, expected) => {
    expect(items(lang, text, currency)).toEqual(expected);
  });

  it.each([
    // Near misses: an emoji after an amount with no amount of its own is a reaction; a care bought stays spending;
    // money off a bill is a discount; "came through" alone may be a payment going out.
    ['en', 'uber 15 🚕', 'USD', ['expense 15.00 USD Transportation']],
    ['en', 'babysitting for my kids 60', 'USD', ['expense 60.00 USD Other']],
    ['en', 'the payment came through 45 for netflix', 'USD', ['expense 45.00 USD Entertainment']],
    ['pt', 'paguei a faxina 150', 'BRL', ['expense 150.00 BRL Other']],
    ['es', 'pagué 2 palos del carro', 'COP', ['expense 2000000.00 COP Transportation']],
  ] as const)('[%s] %s keeps its reading', (lang, text, currency, expected) => {
    expect(items(lang, text, currency)).toEqual(expected);
  });
});

describe('type by meaning, round 8', () => {
  it.each([
    ['en', 'got my check, 1,540 after taxes', 'USD', ['income 1540.00 USD Salary']],
    ['en', 'the hospital deposited my salary today, 2,900', 'USD', ['income 2900.00 USD Salary']],
    ['en', 'took the team to lunch at nandos, 86 on me', 'GBP', ['expense 86.00 GBP Dining']],
    ['pt', '4 alunos pagaram a mensalidade, 200 cada', 'BRL', ['income 800.00 BRL Salary']],
    ['en', 'the tenant paid the rent 900', 'USD', ['income 900.00 USD Rental']],
    ['es', '90 pavos de propinas hoy', 'EUR', ['income 90.00 EUR Salary']],
    ['en', '60 bucks in tips tonight', 'USD', ['income 60.00 USD Salary']],
    ['en', 'cab 22 plus a 3 euro tip', 'EUR', ['expense 25.00 EUR Transportation']],
    ['es', 'le eché gasolina al carro, 50 barras', 'COP', ['expense 50000.00 COP Transportation']],
    ['en', 'bins 18 and esb 110', 'EUR', ['expense 18.00 EUR Bills', 'expense 110.00 EUR Bills']],
  ] as const)('[%s] %s', (lang, text, currency, expected) => {
    expect(items(lang, text, currency)).toEqual(expected);
  });

  it.each([
    // Near misses: a household member paying a fee spends; tips paid are spending; chocolate bars are bars.
    ['pt', 'minha esposa pagou a mensalidade 250', 'BRL', ['expense 250.00 BRL Other']],
    ['en', 'spent 40 bucks in tips', 'USD', ['expense 40.00 USD Dining']],
    ['es', '2 barras de chocolate 6 mil', 'COP', ['expense 6000.00 COP Groceries']],
    ['en', 'the payment came through 45 for netflix', 'USD', ['expense 45.00 USD Entertainment']],
    ['en', 'mum wanted to pay but i paid the dinner 80', 'USD', ['expense 80.00 USD Dining']],
    ['en', 'chicken 2 lbs at 4.99/lb', 'USD', ['expense 9.98 USD Groceries']],
  ] as const)('[%s] %s keeps its reading', (lang, text, currency, expected) => {
    expect(items(lang, text, currency)).toEqual(expected);
  });

  it.each([
    ['en', 'our school raised 8,000 at the fair'],
    ['pt', 'a paróquia arrecadou 20 mil na festa'],
    ['es', 'el club recaudó 300 mil en la rifa'],
    ['en', 'a guy tried to pay his 300 bill in quarters today lol'],
    ['pt', 'a cliente quer pagar 150 por um corte e escova, piada'],
    ['es', 'un señor quiso pagar con un billete de 1000 un chicle de 10'],
    ['en', 'i tried to pay 35 but my card got declined'],
    ['en', 'drove 12k lbs of gravel today'],
  ] as const)('[%s] %s records nothing', (lang, text) => {
    expect(interpret(text, testContext({ preferredLanguage: lang })).intent.kind).not.toBe('record_transactions');
  });

  it.each([
    ['pt', 'foi ontem na vdd'],
    ['es', 'fue ayer en realidad'],
    ['en', 'it was yesterday sorry'],
  ] as const)('[%s] %s moves the last entry to yesterday', (lang, text) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    const plain = interpret('it was yesterday', testContext({ preferredLanguage: 'en' })).intent;
    expect(intent.kind).toBe('correct_last');
    expect(intent.kind === 'correct_last' && intent.date).toBe(plain.kind === 'correct_last' && plain.date);
    expect(plain.kind === 'correct_last' && plain.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('shares, verbs said without a pause, addresses and headings', () => {
  it.each([
    // The user's share of a bill split with others is what they spent.
    ['en', 'split the pizza 36 with sam, my half 18. bus 3', 'USD', ['expense 18.00 USD Dining', 'expense 3.00 USD Transportation']],
    ['pt', 'rachamos o churrasco de 240, a minha parte foi 60', 'BRL', ['expense 60.00 BRL Dining']],
    ['es', 'cena 90 a medias, me tocaron 45', 'EUR', ['expense 45.00 EUR Dining']],
    // A second verb of money with its own amount starts a second item.
    ['en', 'got paid 300 for the shoot saturday spent 40 on a new battery', 'USD', ['income 300.00 USD Freelance', 'expense 40.00 USD Other']],
    // A day heading a list is no amount.
    ['en', 'rome day 2: pasta 14, metro 1.50', 'EUR', ['expense 14.00 EUR Groceries', 'expense 1.50 EUR Transportation']],
    ['en', "bought my mom flowers for mother's day 45", 'USD', ['expense 45.00 USD Other']],
    ['pt', 'estacionamento na avenida paulista 25', 'BRL', ['expense 25.00 BRL Transportation']],
    ['es', 'taxi a la calle mayor 14 euros', 'EUR', ['expense 14.00 EUR Transportation']],
  ] as const)('[%s] %s', (lang, text, currency, expected) => {
    expect(items(lang, text, currency)).toEqual(expected);
  });

  it.each([
    ['en', 'see you at 880 3rd ave at 6:15'],
    ['es', 'nos vemos a las 20:00 en calle alcalá 120'],
    ['pt', 'o meu endereço é rua das flores 88'],
    ['en', 'lend me a tenner till payday?'],
    ['pt', 'me empresta 50 até sexta?'],
    ['pt', 'a minha mãe pagou 300 pelo telemóvel dela'],
  ] as const)('[%s] %s records nothing', (lang, text) => {
    expect(interpret(text, testContext({ preferredLanguage: lang })).intent.kind).not.toBe('record_transactions');
  });
});

describe('sales, invoices, questions and budgets, round 8', () => {
  it.each([
    ['pt', 'hoje deu 380 de venda na barraca', 'BRL', ['income 380.00 BRL Business']],
    ['es', 'salió buena venta en la feria, 1.900', 'MXN', ['income 1900.00 MXN Business']],
    ['en', 'the cafe finally paid their invoice, 240 for the cakes', 'GBP', ['income 240.00 GBP Freelance']],
    ['en', '£45 in from the saturday class', 'GBP', ['income 45.00 GBP Freelance']],
    ['en', 'got 300 off a fella for the van job', 'EUR', ['income 300.00 EUR Freelance']],
    ['en', 'did the big shop in aldi 61.20', 'EUR', ['expense 61.20 EUR Groceries']],
  ] as const)('[%s] %s', (lang, text, currency, expected) => {
    expect(items(lang, text, currency)).toEqual(expected);
  });

  it.each([
    // A shop called "venda" stays a shop; a Spanish "de ... a" still goes to someone.
    ['pt', 'comprei pão na venda 5', 'BRL', ['expense 5.00 BRL Groceries']],
    ['es', 'un pago de 300 a mi hermano', 'MXN', ['expense 300.00 MXN Other']],
  ] as const)('[%s] %s keeps its reading', (lang, text, currency, expected) => {
    expect(items(lang, text, currency)).toEqual(expected);
  });

  it.each([
    ['en', 'am i earning more than i spend this month', 'balance'],
    ['pt', 'tô gastando mais do que ganho?', 'balance'],
    ['es', 'estoy gastando mas de lo que gano?', 'balance'],
    ['en', "where's all my money going", 'top_categories'],
  ] as const)('[%s] %s asks for %s', (lang, text, metric) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    expect(intent.kind === 'query' ? intent.metric : intent.kind).toBe(metric);
  });

  it.each([
    ['en', 'want my spending capped at 2,000 a month'],
    ['en', 'keep all my spending to 700 a month'],
  ] as const)('[%s] %s sets an overall budget', (lang, text) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    expect(intent.kind === 'set_budget' && intent.overall === true).toBe(true);
  });
});

describe('one-off jobs are freelance income', () => {
  it.each([
    ['en', 'got paid 400 for the wedding shoot', 'USD', ['income 400.00 USD Freelance']],
    ['pt', 'recebi 300 do serviço em niterói', 'BRL', ['income 300.00 BRL Freelance']],
    ['es', 'me pagaron la seña de la boda, 150', 'EUR', ['income 150.00 EUR Freelance']],
    // Near misses: a wedding gift is a gift, a wedding dress bought is shopping.
    ['en', 'wedding gift from my uncle 100', 'USD', ['income 100.00 USD Gift']],
    ['en', 'paid 300 for the wedding dress', 'USD', ['expense 300.00 USD Shopping']],
  ] as const)('[%s] %s', (lang, text, currency, expected) => {
    expect(items(lang, text, currency)).toEqual(expected);
  });
});

describe('takings and local words, round 8', () => {
  it.each([
    ['en', 'car boot takings 96, paid the pitch 10', 'GBP', ['income 96.00 GBP Business', 'expense 10.00 GBP Other']],
    // (A stall's sales are the business's, like the car boot's takings above.)
    ['es', 'hoy se vendieron 300 mil en el puesto', 'COP', ['income 300000.00 COP Business']],
    ['en', 'brew 1.40 and 15 credit on my phone', 'GBP', ['expense 1.40 GBP Dining', 'expense 15.00 GBP Bills']],
    // Near misses: a market is still where groceries are bought; a neighbour's sale is theirs.
    ['en', 'farmers market 25', 'GBP', ['expense 25.00 GBP Groceries']],
    ['es', 'mi vecino vendió su auto en 3 palos', 'COP', 'unknown'],
  ] as const)('[%s] %s', (lang, text, currency, expected) => {
    expect(items(lang, text, currency)).toEqual(expected);
  });
});
