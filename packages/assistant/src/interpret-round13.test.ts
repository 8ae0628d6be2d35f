/**
 * Round 13, in sentences of our own (ninth session): a note named after an English article, a total said
 * first and then split, with its parts in the total's thousands, numbers that only measure. Each with near misses.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { firstFields, readAfterRecording, reading } from './testing/reading';

describe('"a" before a note is the article, not a price per thing', () => {
  it.each([
    ['en', 'twenty on petrol and a fiver on crisps', 'GBP', ['expense 20.00 Transportation', 'expense 5.00 Groceries']],
    ['en', 'fifty quid on gas and a tenner on a takeaway', 'GBP', ['expense 50.00 Transportation', 'expense 10.00 Dining']],
    // A price per thing after "a" in Spanish and Portuguese stays one.
    ['es', '2 entradas a 9', 'EUR', ['expense 18.00 Entertainment']],
    ['pt', '3 cervejas a 6', 'BRL', ['expense 18.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a total said first, then its parts', () => {
  it.each([
    // The parts in the total's thousands.
    ['es', 'gaste 80 mil en total: 50 en el exito y 30 en la drogueria', 'COP', ['expense 50000.00', 'expense 30000.00']],
    ['pt', 'gastei 3 mil no total, 2 no aluguel e 1 na escola', 'BRL', ['expense 2000.00', 'expense 1000.00']],
    // Without a word of a total: the parts after a pause add up to the first amount.
    ['en', '£90 down the pub tonight, 60 on rounds and 30 on food', 'GBP', ['expense 60.00', 'expense 30.00']],
    ['es', '45 en el super: 30 de carne y 15 de fruta', 'EUR', ['expense 30.00', 'expense 15.00']],
    ['en', 'spent 120 at costco, 80 on groceries and 40 on gas', 'USD', ['expense 80.00', 'expense 40.00']],
    // Parts that do not add up to it are items of their own; a list with no pause neither; nor a first thing bought, or won.
    ['en', '90 on shoes, 60 on a jacket and 30 on a hoodie', 'USD', ['expense 90.00', 'expense 60.00', 'expense 30.00']],
    ['en', 'won 20 quid on the footy accy, spent 8.50 on a kebab and 11.50 on the cab home', 'GBP', ['income 20.00', 'expense 8.50', 'expense 11.50']],
    ['en', 'uber 30, lunch 10 and dinner 25', 'USD', ['expense 30.00', 'expense 10.00', 'expense 25.00']],
    ['en', '£90 down the pub tonight, 60 on rounds and 20 on food', 'GBP', ['expense 90.00', 'expense 60.00', 'expense 20.00']],
    ['es', 'gaste 80 mil en total: 50 en el exito y 20 en la drogueria', 'COP', ['expense 80000.00', 'expense 50000.00', 'expense 20000.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('a message whose only numbers measure the body, a distance or a time', () => {
  it.each([
    ['en', 'lost 3 kg since jan, feeling good', 'nothing'],
    ['en', 'spent 3 hours on homework', 'nothing'],
    ['es', 'perdi 2 kilos este mes', 'nothing'],
    ['pt', 'gastei 3 horas no transito hoje', 'nothing'],
    // A purchase measured still asks how much; money beside a measure is recorded.
    ['en', 'bought 2 kg of beef', 'clarify_transaction'],
    ['en', 'paid for 3 hours of parking', 'clarify_transaction'],
    ['en', 'spent 3 hours at the mall and 40 on shoes', 'record_transactions'],
  ] as const)('[%s] "%s"', (lang, text, kind) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    expect(intent.kind === 'unknown' || intent.kind === 'greeting' ? 'nothing' : intent.kind).toBe(kind);
  });
});

describe('Portuguese plurals in -ais and -eis count things', () => {
  it.each([
    ['pt', 'jantar fora 35 euros e depois 2 imperiais a 1,50', ['expense 35.00', 'expense 3.00']],
    ['pt', '3 pasteis de nata a 1,20', ['expense 3.60']],
    // "depois", "demais" are no things counted.
    ['pt', 'almoço 32 no self service e um açaí 18 depois', ['expense 32.00', 'expense 18.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text, 'EUR'), 2)).toEqual(items);
  });
});

describe('rent or pay that came by a transfer is no share paid back', () => {
  it.each([
    ['es', 'me entro por nequi el arriendo del apartamento, 1.200.000', ['income 1200000.00 Rental']],
    ['es', 'me llego por nequi el sueldo, 1.500.000', ['income 1500000.00 Salary']],
    // A friend's share of a dinner by the same transfer is money back.
    ['es', 'me entro por nequi lo de la cena 45.000', ['income 45000.00 Refunds']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text, 'COP')).toEqual(items);
  });
});

describe('a phone topped up is a bill', () => {
  it.each([
    ['es', 'recargue 150 varos al cel en el oxxo', ['expense 150.00 Bills']],
    ['pt', 'recarreguei o celular 30', ['expense 30.00 Bills']],
    ['en', 'topped up my phone 10', ['expense 10.00 Bills']],
    // A new phone is a purchase.
    ['es', 'me compre un cel nuevo 4500', ['expense 4500.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text)).toEqual(items);
  });
});

describe('the rest of a total said first', () => {
  it.each([
    ['en', 'spent 60 total today, 45 on gas and the rest on lunch', ['expense 45.00 Transportation', 'expense 15.00 Dining']],
    ['pt', 'gastei 200 no total, 150 no mercado e o resto de gasolina', ['expense 150.00 Groceries', 'expense 50.00 Transportation']],
    ['es', 'gaste quinientos en total, 350 en el super y lo demas en uber', ['expense 350.00 Groceries', 'expense 150.00 Transportation']],
    // Without a word of a total the first amount is an item; the rest of a part bigger than the total is not read.
    ['en', 'spent 60 on groceries, 45 on gas and the rest on lunch', ['expense 60.00 Groceries', 'expense 45.00 Transportation']],
    ['en', 'spent 40 total, 45 on gas and the rest on lunch', ['expense 40.00 Other', 'expense 45.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text)).toEqual(items);
  });
});

describe('a small number word before what it paid for', () => {
  it.each([
    ['en', 'twenty bucks on gas and five for a coffee', ['expense 20.00 Transportation', 'expense 5.00 Dining']],
    ['en', 'five for a coffee', ['expense 5.00 Dining']],
    // A deal, a team, a list: no price.
    ['en', 'two for one tacos', 'nothing'],
    ['en', 'we got three on the team', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text)).toEqual(items);
  });
});

describe('money talked about that is nobody\'s own: averages, prices compared, a year\'s old price, a laugh and an if', () => {
  it.each([
    ['en', 'average nurse salary in ireland is about 45k isnt it', 'nothing'],
    ['en', 'compared prices: eggs at aldi 2.19 vs whole foods 4.99. wild', 'nothing'],
    ['en', 'in 2010 a pint was 4 euro', 'nothing'],
    ['pt', 'em 2015 a gasolina era 3 reais, hj ta quase 6', 'nothing'],
    ['pt', 'kkkk se cada boleto virasse 1 real eu tava rico', 'nothing'],
    ['es', 'el sueldo promedio en españa es 2.000', 'nothing'],
    // One's own pay, a purchase of that year's, the cheaper shop's price paid: recorded.
    ['en', 'my salary came in, 2,100', ['income 2100.00 Salary']],
    ['en', 'in 2010 i bought a laptop for 400', ['expense 400.00 Shopping']],
    ['pt', 'comparei os preços e comprei o arroz no atacadao por 25', ['expense 25.00 Groceries']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text)).toEqual(items);
  });
});

describe('"a" before the name of money is one of it', () => {
  it.each([
    ['en', '3 scratchcards at a quid each', 'GBP', ['expense 3.00']],
    ['en', 'a buck for a soda', 'USD', ['expense 1.00']],
    // A shop named after a coin, a pound that weighs, a real that is true.
    ['en', 'bought stuff at a dollar store 12', 'USD', ['expense 12.00']],
    ['en', '3 lbs of apples at 2.20 a pound', 'USD', ['expense 6.60']],
    ['en', 'are you a real person or a bot', 'BRL', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('a budget said with "is"', () => {
  it.each([
    ['es', 'mi presupuesto mensual es 500 lucas', { kind: 'set_budget', overall: true, categoryName: '', amount: '500000.00' }],
    ['en', 'my monthly budget is 2000', { kind: 'set_budget', overall: true, categoryName: '' }],
    ['es', 'presupuesto de comida es 200 lucas', { kind: 'set_budget', categoryName: 'Dining', amount: '200000.00' }],
  ] as const)('[%s] "%s"', (lang, text, intent) => {
    expect(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: 'CLP' })).intent).toMatchObject(intent);
  });
});

describe('after a recording: an amount set first, then its reason', () => {
  it.each([
    ['en', 'gas 40', 'Gas', 'Transportation', 'make it 35 bc i had a $5 coupon at the pump', { kind: 'correct_last', amount: '35.00' }],
    ['en', 'gas 40', 'Gas', 'Transportation', 'make it 35, i had a coupon', { kind: 'correct_last', amount: '35.00' }],
    ['pt', 'mercado 210', 'Mercado', 'Groceries', 'corrige pra 190, o caixa me deu 20 de desconto', { kind: 'correct_last', amount: '190.00' }],
    // A type said after it still counts; a day too.
    ['pt', 'mercado 210', 'Mercado', 'Groceries', 'coloca 190, foi entrada', { kind: 'correct_last', amount: '190.00', type: 'income' }],
    ['en', 'chipotle 14.25', 'Chipotle', 'Dining', "make that 28.50, got my wife's too. and it was yesterday", { kind: 'correct_last', amount: '28.50', date: '2026-11-21' }],
  ] as const)('[%s] "%s"', (lang, user, description, category, text, intent) => {
    const got = readAfterRecording(lang, user, description, category, text);
    expect(got).toMatchObject(intent);
    if (!('type' in intent)) expect(got).not.toHaveProperty('type');
  });
});

describe('after a recording: deleting it in slang, and a category named in the Portuguese of Portugal', () => {
  it.each([
    ['en', 'uber 12', 'Uber', 'Transportation', 'bin that last one, didnt mean to send it', { kind: 'delete_transaction' }],
    ['en', 'uber 12', 'Uber', 'Transportation', 'nuke that', { kind: 'delete_transaction' }],
    ['pt', 'jantar 30', 'Jantar', 'Other', 'muda a categoria p restauração', { kind: 'correct_last', categoryName: 'Dining' }],
  ] as const)('[%s] "%s"', (lang, user, description, category, text, intent) => {
    const got = readAfterRecording(lang, user, description, category, text);
    expect(got).toEqual(intent.kind === 'delete_transaction' ? intent : expect.objectContaining(intent));
  });

  it('keeps a pause before the entry named ("delete the uber, the 12 one") and reads bin bags as a purchase', () => {
    expect(readAfterRecording('en', 'uber 12', 'Uber', 'Transportation', 'delete the uber, the 12 one')).toMatchObject({ target: { words: ['uber'], amount: '12.00' } });
    expect(reading('en', 'bin bags 5')).toEqual(['expense 5.00 Groceries']);
  });
});

describe('interest a bank or an account paid, and money paid back for what the user had paid', () => {
  it.each([
    ['en', 'savings acc paid £12.37 interest this month', ['income 12.37 Investment']],
    ['en', 'the bank paid 12 in interest', ['income 12.00 Investment']],
    ['pt', 'a marina me pagou os 40 do uber q eu tinha pago pra ela', ['income 40.00 Refunds']],
    // The user paying interest, a bank charging, the user covering: spending.
    ['en', 'paid 40 interest on my credit card', ['expense 40.00 Bills']],
    ['en', 'bank charged me 12', ['expense 12.00 Other']],
    ['en', 'i covered dinner, 60', ['expense 60.00 Dining']],
    ['pt', 'eu tinha pago 40 do uber', ['expense 40.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text)).toEqual(items);
  });
});

describe('an offer with its price, days still to come, a price per unit that moved', () => {
  it.each([
    ['en', '2 for £5 on the meal deals at tesco this week', 'GBP', 'nothing'],
    ['en', "payday's on the 28th, 6 more days 😭", 'EUR', 'nothing'],
    ['es', 'la bencina subió 30 pesos el litro', 'CLP', 'nothing'],
    ['es', 'el pan subió 30 pesos el kilo', 'CLP', 'nothing'],
    // Bought at the offer, more of a thing bought, kilos bought at a price per kilo: recorded.
    ['en', 'got 2 meal deals, 2 for £5', 'GBP', ['expense 5.00']],
    ['en', '6 more beers 30', 'EUR', ['expense 30.00']],
    ['es', 'compre 2 kilos de pan a 1500 pesos el kilo', 'CLP', ['expense 3000.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('money the user gave back, and money paid back to the user that the user had lent', () => {
  it.each([
    ['en', 'refunded an ebay buyer £18, parcel got lost in the post', ['expense 18.00']],
    ['pt', 'tive de devolver 45 a um cliente, a encomenda chegou partida', ['expense 45.00']],
    ['pt', 'o joão me pagou os 50 q eu tinha emprestado pra ele', ['income 50.00 Refunds']],
    // A refund the user got; lending told alone; giving back still to come.
    ['en', 'got refunded 18 by ebay', ['income 18.00 Refunds']],
    ['pt', 'eu tinha emprestado 50 pro joão', ['expense 50.00']],
    ['pt', 'vou devolver 45', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    const got = reading(lang, text);
    expect(items !== 'nothing' && items[0].split(' ').length === 2 ? firstFields(got, 2) : got).toEqual(items);
  });
});

describe('memes, questions to the app, goals and wishes, what someone still has to pay', () => {
  it.each([
    ['en', "saw a meme 'my bank account: $3.47. me at target: i deserve this' 😂😂", 'nothing'],
    ['pt', "vi um meme: 'eu com 2 reais no pix achando q sou rico' kkkkkk", 'nothing'],
    ['en', 'does the app round 12.499 up or down?', 'nothing'],
    ['en', 'trying to save 5k for a house deposit by next summer', 'nothing'],
    ['en', 'saving up 5k for a house deposit', 'nothing'],
    ['en', 'i really want the new ipad pro but 999 dollars tho 😩', 'nothing'],
    ['es', 'mi hermana me tiene q hacer un bizum de 20 pavos de la cena y aun nada', 'nothing'],
    ['es', 'mi novio se ha pillado una play 5 por 450 pavos', 'nothing'],
    // The user's own: a purchase, money put away, a bizum that came.
    ['es', 'me he pillado una play por 450', ['expense 450.00']],
    ['en', 'put 200 in savings', ['expense 200.00']],
    ['es', 'mi hermana me hizo un bizum de 20 de la cena', ['income 20.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text), 2)).toEqual(items);
  });
});

describe('thousands grouped by spaces, and cents said in words after the money', () => {
  it.each([
    ['en', 'paid 1 200 rent this month', 'USD', ['expense 1200.00']],
    ['pt', 'recebi meu salario 4 500', 'BRL', ['income 4500.00']],
    ['es', 'el inquilino me pago el arriendo 1 200 000', 'COP', ['income 1200000.00']],
    ['en', 'tesco meal deal three pounds fifty', 'GBP', ['expense 3.50']],
    ['pt', 'uma bica setenta centimos', 'EUR', ['expense 0.70']],
    ['es', 'dos euros y cincuenta el cafe', 'EUR', ['expense 2.50']],
    ['en', 'i spent forty two dollars and fifty cents at target today', 'USD', ['expense 42.50']],
    // A count of an instalment, a road's number, a phone number, people counted after the money: no thousands, no cents.
    ['pt', 'ipva parcela 1 de 3 412,33', 'BRL', ['expense 412.33']],
    ['es', 'gasoil en el repsol de la a-2 145,30', 'EUR', ['expense 145.30']],
    ['en', 'call me on 310 555 1234', 'USD', 'nothing'],
    ['en', 'twenty quid fifty people came', 'GBP', ['expense 20.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('small number words as prices: after a thing bought, or each', () => {
  it.each([
    ['pt', 'farmacia vinte e dois reais e padaria oito', 'BRL', ['expense 22.00', 'expense 8.00']],
    ['en', 'coffee two, bagel three', 'USD', ['expense 2.00', 'expense 3.00']],
    ['en', 'two pints at six each and a bag of crisps two euro', 'EUR', ['expense 12.00', 'expense 2.00']],
    ['es', 'dos cañas a tres cada una', 'EUR', ['expense 6.00']],
    // A count of people or children, a score without a dash: no money.
    ['pt', 'tenho dois filhos', 'BRL', 'nothing'],
    ['en', 'i have two kids', 'USD', 'nothing'],
    ['en', 'arsenal won 3 1 lets goo', 'GBP', 'nothing'],
    ['en', 'won 20 on the horses', 'GBP', ['income 20.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('a flight refunded: the number after it is money', () => {
  it.each([
    ['en', 'the airline finally refunded the cancelled flight 389', ['income 389.00 Refunds']],
    // The flight's number when nothing was refunded.
    ['en', 'flight 389 cancelled again ffs', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text, 'GBP')).toEqual(items);
  });
});

describe('the words of an amount name nobody', () => {
  it.each([
    ['es', 'nequi de 35 mil a juan', 'COP', ['expense 35000.00']],
    ['es', 'me llegaron 35 mil de juan', 'COP', ['income 35000.00']],
    ['pt', 'o cara pagou 15 mil no meu gol', 'BRL', ['income 15000.00']],
    ['pt', 'o gringo pagou 900 dólares pelo site', 'BRL', ['income 900.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('rent from a place of the user\'s came in', () => {
  it.each([
    ['en', 'rent from the room 450', ['income 450.00 Rental']],
    ['en', 'rent from the flat above the shop came in 750', ['income 750.00 Rental']],
    // Rent paid from savings, or rent alone: spending.
    ['en', 'paid rent from my savings 900', ['expense 900.00 Bills']],
    ['en', 'rent 900', ['expense 900.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text)).toEqual(items);
  });
});

describe('"no more than" with a period sets a budget', () => {
  it.each([
    ['es', 'no más de 40 lucas a la semana en comida afuera', { kind: 'set_budget', categoryName: 'Dining', period: 'weekly', amount: '40000.00' }],
    ['pt', 'cinema, concertos e afins: não mais de 80 por mês', { kind: 'set_budget', categoryName: 'Entertainment', period: 'monthly' }],
    ['en', 'no more than 300 a month on takeout', { kind: 'set_budget', categoryName: 'Dining', period: 'monthly' }],
  ] as const)('[%s] "%s"', (lang, text, intent) => {
    expect(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: 'CLP' })).intent).toMatchObject(intent);
  });

  it('without a period it is what was spent', () => {
    expect(firstFields(reading('es', 'gaste no mas de 40 lucas en el super ayer', 'CLP'), 2)).toEqual(['expense 40000.00']);
  });
});
