/**
 * Round 20, in sentences of our own (sixteenth session): bills split in parts and halves, vows about a thing bought, and the
 * rules of the round. Each rule with near misses.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { reading } from './testing/reading';

describe('a bill told as split is the user part of it: parts in words, said first, for the people then split, or halves', () => {
  it.each([
    ['es', 'cena en el asador 90€ entre tres', 'EUR', ['expense 30.00 Dining']],
    ['en', 'curry was 60 split three ways', 'GBP', ['expense 20.00 Dining']],
    ['es', 'hamburguesas entre 4, 48 euros en total', 'EUR', ['expense 12.00 Dining']],
    ['en', 'brunch was 80 for the 4 of us, we split it evenly', 'USD', ['expense 20.00 Dining']],
    ['en', 'dinner for 5 came to 150, split evenly', 'USD', ['expense 30.00 Dining']],
    ['pt', 'rachamos a pizza de 120 em 3', 'BRL', ['expense 40.00 Dining']],
    ['en', 'takeaway came to 36, jess paid half', 'GBP', ['expense 18.00 Dining']],
    ['es', 'taxi 22 a medias con mi prima', 'EUR', ['expense 11.00 Transportation']],
    ['pt', 'jantar 90 meio a meio com a ana', 'BRL', ['expense 45.00 Dining']],
    // Near misses: asked to split, the share said after the split total, a half said of another amount, a range,
    // people counted with no splitting, a share said after the parts.
    ['en', 'split 45 lunch 3 ways', 'USD', ['expense 45.00 Dining']],
    ['es', 'cena 1.800 entre tres, me tocó 600', 'MXN', ['expense 600.00 Dining']],
    ['en', 'uber home was 14.60 and my mate sent me 7.30 for his half', 'GBP', ['expense 14.60 Transportation', 'income 7.30 Refunds']],
    ['es', 'la luz la dividimos entre 4, yo puse 15.000', 'CLP', ['expense 15000.00 Bills']],
    ['en', 'dinner for 6 came to 240', 'USD', ['expense 240.00 Dining']],
    ['en', 'tow truck 185. my brother says he paid half that last year', 'USD', ['expense 185.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a vow about the thing bought ("i will never wear again") leaves what was paid', () => {
  it.each([
    ['en', 'bar tab 46 and a cowboy hat i will never wear again 39.99', 'USD', ['expense 46.00 Dining', 'expense 39.99 Shopping']],
    ['en', "shoes 80, i'll never wear them again lol", 'GBP', ['expense 80.00 Shopping']],
    // Near misses: a vow about paying, a negated purchase.
    ['en', 'i will never pay 40 for a haircut', 'USD', 'nothing'],
    ['en', "i'll never spend 200 on shoes", 'USD', 'nothing'],
    ['en', "never bought the 90 jacket in the end", 'GBP', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('in a long story of what was paid, a sentence of its own money that records nothing is left out, not the story', () => {
  it.each([
    [
      'en',
      'stag weekend, wrecked. put €150 into the kitty, go karting €35 and a kebab at 3am €9.50. dave says i owe him 20 for a taxi but he can wait',
      'EUR',
      ['expense 150.00 Other', 'expense 35.00 Entertainment', 'expense 9.50 Dining'],
    ],
    ['en', 'sandwich €6.50 and a coffee €3.20 at the market. next week thinking a €40 dinner for her birthday but not booked yet', 'EUR', ['expense 6.50 Dining', 'expense 3.20 Dining']],
    // Near misses: the plan is all there is, a price and its plan, a count of things, a sentence with no money that voids.
    ['en', 'thinking a €40 dinner for her birthday next week. maybe €25 for a cake too', 'EUR', 'nothing'],
    ['en', 'coat at zara 89. might get it next week for 70', 'GBP', 'nothing'],
    ['en', 'the flat we viewed is 2 bed, 74 sq m, 3rd floor. agent wants 1,650 pcm which is mental', 'GBP', 'nothing'],
    ['en', 'tomatoes 4.99, eggs 7.20, bread 3.50. didnt buy anything in the end', 'USD', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a distance or a time walked is no service done for pay', () => {
  it.each([
    ['en', 'walked 12km along the cliffs. coffee and a scone 7.20', 'EUR', ['expense 7.20 Dining']],
    ['en', 'walked 3 miles to work today, lunch 9.50', 'USD', ['expense 9.50 Dining']],
    // Near miss: dogs walked are a service.
    ['en', 'walked 4 dogs, 60', 'USD', ['income 60.00 Freelance']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('someone treating the user to a thing, in a sentence of its own after a story of amounts, leaves the amounts', () => {
  it.each([
    ['es', 'vuelo 2,340, hotel 1,680 y mole en el mercado 185. mi prima me invito unas tlayudas', 'MXN', ['expense 2340.00 Travel', 'expense 1680.00 Travel', 'expense 185.00 Groceries']],
    ['es', 'el ave 38,50, paella 22 y unos vermuts 9 euros. lucia nos invito a los churros', 'EUR', ['expense 38.50 Transportation', 'expense 22.00 Dining', 'expense 9.00 Dining']],
    // Near misses: the treat covers everything, the treat is the only thing said, the treat in the sentence of the money.
    ['pt', 'a conta deu 300 e mais 40 de taxi. o joão pagou tudo', 'BRL', 'nothing'],
    ['es', 'cena 80 y copas 30. nos invito el jefe', 'EUR', 'nothing'],
    ['es', 'mi prima me invito unas tlayudas de 185', 'MXN', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a game won by its score, "no salía nada", "i owe him one" are no money and no plan', () => {
  it.each([
    ['es', 'fui a la cancha, ganamos 2-0!! entrada 30 lucas, choripan 8.500', 'ARS', ['expense 30000.00 Entertainment', 'expense 8500.00 Dining']],
    ['en', 'we won 3-1!! burger 9.50, pint 5.20', 'GBP', ['expense 9.50 Dining', 'expense 5.20 Dining']],
    ['es', 'el uber a casa 14.300 porque no salia nada', 'ARS', ['expense 14300.00 Transportation']],
    ['en', 'tom got the burgers so i owe him one. train 20.50, beer 6', 'GBP', ['expense 20.50 Transportation', 'expense 6.00 Dining']],
    // Near misses: money won, a price of old, a debt of money.
    ['en', 'won 50 on the horses', 'GBP', ['income 50.00 Gift']],
    ['es', 'antes el uber salia 3.000', 'ARS', 'nothing'],
    ['en', 'i owe him 20 for the taxi', 'GBP', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('pay told with what it is after, or said first then urged to pay bills, stays pay', () => {
  it.each([
    ['en', 'wages in!! 1,872.44 after tax and student loan', 'GBP', ['income 1872.44 Salary']],
    ['en', 'holiday bonus hit, 1140 after taxes', 'USD', ['income 1140.00 Salary']],
    ['en', 'xmas bonus landed, a monkey exactly', 'GBP', ['income 500.00 Salary']],
    ['pt', 'salário caiu!!! 3.847,50 agora é só pagar os boletos', 'BRL', ['income 3847.50 Salary']],
    ['en', 'nan put 20 in my hand, bless her', 'GBP', ['income 20.00 Gift']],
    ['en', 'grandad put a tenner in my card', 'GBP', ['income 10.00 Gift']],
    // Near misses: a student loan paid, a price paid with "só", the user putting money on a card.
    ['en', 'student loan repayment 120', 'GBP', ['expense 120.00 Education']],
    ['pt', 'só paguei 20 de uber', 'BRL', ['expense 20.00 Transportation']],
    ['en', 'put 20 on my card at tesco', 'GBP', ['expense 20.00 Groceries']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('income paid for a thing no lexicon knows, said after "for", is work the user did', () => {
  it.each([
    ['es', 'me pagaron 1.2 millones por el mural del restaurante', 'COP', ['income 1200000.00 Freelance']],
    ['es', 'cobré 45 lucas por el corte y color de la vecina', 'ARS', ['income 45000.00 Freelance']],
    ['en', 'got paid 90 for doing her hedges', 'GBP', ['income 90.00 Freelance']],
    // Near misses: paid for a time, for a thing bought for others, for someone's share, by a way of paying.
    ['en', 'got paid today, 1,100 for the month', 'GBP', ['income 1100.00 Salary']],
    ['en', 'jess sent me 30 for the concert tickets', 'USD', ['income 30.00 Refunds']],
    ['pt', 'paguei 96€ do jantar e o pessoal mandou-me 72 por mbway', 'EUR', ['expense 96.00 Dining', 'income 72.00 Refunds']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('takings, money in and the till closed are income; a charge made to the user is spending; "todo el mes" repeats nothing', () => {
  it.each([
    ['en', 'stall takings today £312.50, not bad considering it chucked it down', 'GBP', ['income 312.50 Business']],
    ['en', 'deliveroo rider money in, 286.40 for the week', 'EUR', ['income 286.40 Freelance']],
    ['pt', 'fechei o caixa da barraca de pastel: R$ 940', 'BRL', ['income 940.00 Business']],
    ['es', 'la app me cobró 12.350 de comisión', 'CLP', ['expense 12350.00 Bills']],
    ['es', 'me depositaron el sueldo, 1200000. a durar todo el mes jaja', 'ARS', ['income 1200000.00 Salary']],
    // Near misses: a buy weighed, veg bought at a stall, a repetition said.
    ['en', 'considering a bike for 300', 'GBP', 'nothing'],
    ['en', 'bought veg at the market stall 5', 'GBP', ['expense 5.00 Groceries']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('things of a day out, a trip or the holidays have their categories (food bought for a feast at home is groceries)', () => {
  it.each([
    ['en', 'pie and bovril 7.30', 'GBP', ['expense 7.30 Dining']],
    ['en', 'cabin my part 210', 'GBP', ['expense 210.00 Travel']],
    ['en', 'tote 40 and a poster 25', 'USD', ['expense 40.00 Shopping', 'expense 25.00 Shopping']],
    ['en', 'prime rib from costco 142.38', 'USD', ['expense 142.38 Groceries']],
    ['pt', 'panetone 45 e 3 espumantes a 29,90', 'BRL', ['expense 45.00 Groceries', 'expense 89.70 Groceries']],
    ['pt', 'embrulho 15 e pisca pisca 34,50', 'BRL', ['expense 15.00 Shopping', 'expense 34.50 Shopping']],
    ['es', 'natilla 18 mil y una ancheta 95 mil', 'COP', ['expense 18000.00 Groceries', 'expense 95000.00 Shopping']],
    ['es', '2 terremotos a 4.500', 'CLP', ['expense 9000.00 Dining']],
    // Near misses: words one typo away stay themselves ("posted" is no poster, "mercy" no merch).
    ['en', 'posted the letters, 23.40 in an post', 'EUR', ['expense 23.40 Other']],
    ['en', 'direct deposit hit 2,316.48 from mercy general', 'USD', ['income 2316.48 Salary']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('tickets by what they are for, chips by country, and more things of a day out', () => {
  it.each([
    ['pt', 'bilhete do concerto 45€', 'EUR', ['expense 45.00 Entertainment']],
    ['es', 'entrada 30 lucas y choripan 8.500', 'ARS', ['expense 30000.00 Entertainment', 'expense 8500.00 Dining']],
    ['en', 'coach return 38', 'GBP', ['expense 38.00 Transportation']],
    ['es', 'transfer 22.000 y lancha 80.000', 'CLP', ['expense 22000.00 Transportation', 'expense 80000.00 Transportation']],
    // Near misses: chips in the US are a snack bought, a bus ticket is transport.
    ['en', 'chips and salsa 6.50', 'USD', ['expense 6.50 Groceries']],
    ['pt', 'bilhete do comboio 12', 'EUR', ['expense 12.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('chips are a chipper\'s in Britain and Ireland, a snack bought in the US', () => {
  it.each([
    ['GB', 'GBP', 'Dining'],
    ['IE', 'EUR', 'Dining'],
    ['US', 'USD', 'Groceries'],
  ] as const)('[%s] "bag of chips 4"', (country, currency, category) => {
    const intent = interpret('bag of chips 4', testContext({ preferredLanguage: 'en', preferredCurrency: currency, country })).intent;
    expect(intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.categoryName) : intent.kind).toEqual([category]);
  });
});

describe('a limit told in the past or as it stands is no budget to set and no money spent', () => {
  it.each([
    ['en', 'got a candle for 14.50, limit was 15 so nailed it', 'GBP', ['expense 14.50 Other']],
    ['pt', 'comprei um perfume de 48, o limite era 50', 'BRL', ['expense 48.00 Shopping']],
    ['es', 'compré una taza de 9, el límite era 10', 'EUR', ['expense 9.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
  it.each([
    ['en', 'set a limit of 15 for shopping'],
    ['pt', 'o orçamento de lazer era 300, agora quero 400'],
  ] as const)('[%s] "%s" still sets one', (lang, text) => {
    expect(interpret(text, testContext({ preferredLanguage: lang })).intent.kind).toBe('set_budget');
  });
});

describe('how often a payment hurts is a sigh, no rule', () => {
  it.each([
    ['pt', 'paguei o aluguel, 1.450 😩 todo mes a mesma dor', 'BRL', ['expense 1450.00 Bills']],
    ['es', 'cuota de autónomos 230,15 😩 cada mes duele igual', 'EUR', ['expense 230.15 Bills']],
    ['en', 'car insurance 89, every month it hurts', 'GBP', ['expense 89.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
  it.each([
    ['pt', 'aluguel 1.450 todo mes'],
    ['es', 'cuota de autónomos 230 cada mes'],
  ] as const)('[%s] "%s" still sets a rule', (lang, text) => {
    expect(interpret(text, testContext({ preferredLanguage: lang })).intent.kind).toBe('set_recurring');
  });
});

describe('misspellings written on purpose are read as their word', () => {
  it.each([
    ['en', 'lodger transfered £550', 'GBP', ['income 550.00 Rental']],
    ['en', 'recieved 200 from my client', 'USD', ['income 200.00 Freelance']],
    ['en', 'payed 40 for the electric', 'GBP', ['expense 40.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});
