/**
 * Round 16, in sentences of our own (twelfth session): long messages with a story around the money, in all three
 * languages. Each rule with near misses.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { reading } from './testing/reading';

describe('a sentence that says nothing of money is an aside beside money said plainly or with its verb', () => {
  it.each([
    ['en', 'paid the phone bill, 40 euro. then my aunt sent me 50 for my birthday. 31 now, feeling ancient', 'EUR', ['expense 40.00 Bills', 'income 50.00 Gift']],
    ['en', 'paid the gas bill, $134.22. the heating ran all week. thermostat is at 68 now', 'USD', ['expense 134.22 Bills']],
    ['en', 'the insurance paid out 420 for the windscreen. took 6 weeks and about 10 phone calls', 'EUR', ['income 420.00 Refunds']],
    ['pt', 'paguei a conta de luz, 180 reais. fiz 40 anos ontem, tô velha', 'BRL', ['expense 180.00 Bills']],
    // A sentence of its number alone, or naming a thing, is money.
    ['en', 'dinner was great. 45', 'USD', ['expense 45.00 Dining']],
    ['en', 'paid the phone bill, 40 euro. then lunch 12', 'EUR', ['expense 40.00 Bills', 'expense 12.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a thing called off names no purchase called off', () => {
  it.each([
    ['en', 'finally caved and bought the noise cancelling headphones at best buy, $279 after tax', 'USD', ['expense 279.00 Shopping']],
    ['en', 'refund from ryanair for the cancelled flight finally landed, £87.99', 'GBP', ['income 87.99 Refunds']],
    // Calling it off is still nothing bought.
    ['en', 'cancelled the order, 45', 'GBP', 'nothing'],
    ['en', 'i cancelled the booking, it was 120', 'GBP', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a clause that opens on an amount prices the purchase before it', () => {
  it.each([
    ['en', "finally bought the trainers i've been eyeing, £95 from jd sports", 'GBP', ['expense 95.00 Shopping']],
    ['pt', 'recebi o reembolso da passagem cancelada, 780 de volta na conta', 'BRL', ['income 780.00 Refunds']],
    // A near buy priced the same way is still nothing bought.
    ['en', 'almost bought the trainers, £95 from jd sports', 'GBP', 'nothing'],
    ['pt', 'quase comprei a passagem, 1.200 ida e volta', 'BRL', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe("beside the user's own money, a sentence of someone else's spending or pay is theirs", () => {
  it.each([
    ['en', 'finally bought the trainers, £95 from jd sports. my brother said he got the same pair for 70 in the sale', 'GBP', ['expense 95.00 Shopping']],
    ['pt', 'gastei 80 no mercado. meu irmão gastou 300 num tênis', 'BRL', ['expense 80.00 Groceries']],
    ['es', 'pagué 50 de luz. mi hermano ganó 2000 de bono', 'MXN', ['expense 50.00 Bills']],
    ['en', 'filled up the car at tesco, 58.20 for a full tank. my dad keeps saying it was like 20 quid in his day lol', 'GBP', ['expense 58.20 Transportation']],
    ['en', 'just bought running shoes at dicks for 129.99. my dad says he had his for 10 years and paid 30 for them', 'USD', ['expense 129.99 Shopping']],
    ['es', 'he recargado el abono transporte, 20€. el tren fueron 35', 'EUR', ['expense 20.00 Transportation', 'expense 35.00 Transportation']],
    ['en', 'renewed the car insurance with aviva, €640 for the year. my brother pays about 1,200 cause he crashed twice so i feel grand about mine', 'EUR', ['expense 640.00 Transportation']],
    ['en', "paid my puregym membership today, 34.99 for the month. my brother's 19 and pays like 20 at his uni gym", 'GBP', ['expense 34.99 Fitness']],
    // Theirs alone records nothing; money they give the user is the user's.
    ['en', 'my brother spent 300 on shoes', 'GBP', 'nothing'],
    ['en', 'bought headphones 80. my brother paid me back 40', 'GBP', ['expense 80.00 Shopping', 'income 40.00 Refunds']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe("an amount's type is said in its own sentence, or in one before it", () => {
  it.each([
    ['en', 'got my wages today, 2,650. my partner gets paid on the 28th', 'GBP', ['income 2650.00 Salary']],
    ['en', 'got $600 from the logo job, client finally paid after 3 weeks. then spent 80 on a nice dinner to celebrate', 'USD', ['income 600.00 Freelance', 'expense 80.00 Dining']],
    ['es', 'en el jumbo gasté 67.800 y después en la feria 15 lucas de fruta. la casera me dio un kilo de tomates de yapa', 'CLP', ['expense 67800.00 Groceries', 'expense 15000.00 Groceries']],
    // A sentence before it says it; an amount opening its sentence belongs to the one before.
    ['en', 'we won the pub quiz!! split the pot, my share 35', 'EUR', ['income 35.00 Gift']],
    ['pt', 'caiu o salario!!! 4.850 💸 bora pagar os boletos', 'BRL', ['income 4850.00 Salary']],
    // A dot inside a name ends no sentence.
    ['en', "sold the old buggy on adverts.ie for €120, the baby's 3 now so no need for it", 'EUR', ['income 120.00 Business']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('"at" an hour beside money is a time of day', () => {
  it.each([
    ['en', 'spent 55 on groceries in tesco at 9 and then 22 on a taxi', 'GBP', ['expense 55.00 Groceries', 'expense 22.00 Transportation']],
    ['en', 'lunch with my cousin at 1 in a little cafe, came to 34.50', 'EUR', ['expense 34.50 Dining']],
    ['en', 'filled up the car at tesco at 7 this morning, 58.20 for a full tank', 'GBP', ['expense 58.20 Transportation']],
    // Alone in its clause it is the price; "each" makes it a price each.
    ['en', 'lunch at 12, coffee 3', 'USD', ['expense 12.00 Dining', 'expense 3.00 Dining']],
    ['en', '3 beers at 6 each', 'USD', ['expense 18.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a plan in a sentence after all the money, with no money of its own, is another matter', () => {
  it.each([
    ['pt', 'fui ao dentista, destartarização 45€. marcou-me a próxima consulta para março', 'EUR', ['expense 45.00 Healthcare']],
    ['en', 'ok so the vet bill for biscuit was $212. she ate a sock. she should know better', 'USD', ['expense 212.00 Pets']],
    ['es', 'fui a soriana por tortillas y salí con 932 pesos de cosas. mañana vuelvo por el pan', 'MXN', ['expense 932.00 Groceries']],
    ['es', 'almorcé corrientazo en el centro, 15 mil con jugo de mora. voy desde hace como 2 años, siempre a la 1 en punto', 'COP', ['expense 15000.00 Dining']],
    // The money's own plan, or what is not paid yet, records nothing.
    ['en', 'flights to lisbon €230. might book them tomorrow', 'EUR', 'nothing'],
    ['en', "dentist £120. haven't paid it yet", 'GBP', 'nothing'],
    // Money said bare is not sure enough to outweigh it.
    ['en', '2 bed, 850 sq ft, asking 1,400 a month. thoughts?', 'USD', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a screen or room numbered in a cinema is a label', () => {
  it.each([
    ['pt', 'estacionamento 45, filme na sala 6 as 19h40', 'BRL', ['expense 45.00 Transportation']],
    // A room paid for, or a thing for the living room, is money.
    ['pt', 'aluguel da sala 1500', 'BRL', ['expense 1500.00 Bills']],
    ['pt', 'sofa pra sala 2000', 'BRL', ['expense 2000.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe("what someone else never did, in a sentence of its own, voids none of the user's money", () => {
  it.each([
    ['en', 'bus to work 2.60, coffee 3.80. my boss is 50 and has never bought a coffee in his life', 'EUR', ['expense 2.60 Transportation', 'expense 3.80 Dining']],
    ['en', 'my mom turned 60 so i got her flowers from the shop down the street, 45 bucks. my brother didnt get her anything smh', 'USD', ['expense 45.00 Other']],
    // The user's own money not paid yet, or a thing not bought, still records nothing.
    ['en', 'electric bill came in today, $142.30, due dec 5. havent paid it yet', 'USD', 'nothing'],
    ['en', 'saw some trainers in jd for 85 quid... not buying them. yet', 'GBP', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('an age said after a person is no money', () => {
  it.each([
    ['en', 'the youngest is 5 and terrified of the water. paid 80 for the lessons', 'EUR', ['expense 80.00 Education']],
    ['en', 'my boss is 50. bus to work 2.60', 'EUR', ['expense 2.60 Transportation']],
    ['en', 'got paid 300 for the wedding photos i did yesterday lol. the bride was 24 and her mum kept trying to direct everything', 'GBP', ['income 300.00 Freelance']],
    // A bill "is" its price.
    ['en', 'the gas bill is 50, paid it', 'EUR', ['expense 50.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

/** A message read as a repeating rule, a budget, or its records. */
function kindOf(lang: 'en' | 'pt' | 'es', text: string, currency: string): string {
  const intent = interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency })).intent;
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => `${t.type} ${t.amount}`).join(', ') : intent.kind;
}

describe('how often, and a cap, said in another sentence or by someone else, set nothing', () => {
  it.each([
    ['en', 'amazon refunded me the 34.99 for the broken kettle. took them a week and 3 chats with a bot', 'EUR', 'income 34.99'],
    ['en', 'got coffee at starbucks, 6.85 for a latte. my coworker saves like 100 a month apparently', 'USD', 'expense 6.85'],
    ['en', 'netflix just took 15.49 out of my account lol i keep forgetting to cancel it', 'USD', 'expense 15.49'],
    ['en', 'a lego set from smyths for 24.99. my sister said not to spend more than 20 but whatever', 'GBP', 'expense 24.99'],
    // Said of the money, by the user, they set a rule or a budget.
    ['en', 'netflix 15.99 a month', 'USD', 'set_recurring'],
    ['en', 'keep dining under 200 a month', 'USD', 'set_budget'],
    ['en', 'not to spend more than 20 on lego this month', 'GBP', 'set_budget'],
  ] as const)('[%s] "%s"', (lang, text, currency, kind) => {
    expect(kindOf(lang, text, currency)).toBe(kind);
  });
});

describe('numbers around the money that are no money: a route taken, a party, a case, a due day, an hour of the day', () => {
  it.each([
    ['pt', 'uber 67,90 pq tava com tarifa dinamica. sai de la 3 da manha', 'BRL', ['expense 67.90 Transportation']],
    // After the thing it bought, the number is its price.
    ['pt', 'cuscuz 6, tapioca 8 e cafezinho 4 de manhã', 'BRL', ['expense 6.00 Dining', 'expense 8.00 Dining', 'expense 4.00 Dining']],
    ['es', 'cargué la bip, 10 lucas. tomo la micro 210 a las 7 y media', 'CLP', ['expense 10000.00 Transportation']],
    ['es', 'cena en el vips, pagué 23,50 lo mío. éramos 9 y tardaron una hora', 'EUR', ['expense 23.50 Dining']],
    ['es', 'la aseguradora me devolvió los 650.000 del arreglo. el caso era el 45871', 'COP', ['income 650000.00 Refunds']],
    ['es', 'me gasté 350 en el corte de pelo. la renta vence el 30 y todavía no junto', 'MXN', ['expense 350.00 Other']],
    // Taken with no time said, the number is the fare.
    ['en', 'took the bus 5', 'USD', ['expense 5.00 Transportation']],
    ['en', 'took the train 45 to dublin', 'EUR', ['expense 45.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('"as every month" tells of this time', () => {
  it.each([
    ['es', 'hoy he cobrado el alquiler de la plaza de garaje, 80€ como cada mes', 'EUR', 'income 80.00'],
    // Without "como" it is a rule.
    ['es', 'alquiler de la plaza 80€ cada mes', 'EUR', 'set_recurring'],
  ] as const)('[%s] "%s"', (lang, text, currency, kind) => {
    expect(kindOf(lang, text, currency)).toBe(kind);
  });
});

describe('a thing bought that no lexicon knows is shopping', () => {
  it.each([
    ['pt', 'comprei uma faca de chef nova por 89,90', 'BRL', ['expense 89.90 Shopping']],
    ['en', 'bought a new flash for my camera, 120', 'USD', ['expense 120.00 Shopping']],
    ['es', 'compré un polerón en paris 19.990', 'CLP', ['expense 19990.00 Shopping']],
    // Paid for, not bought, it stays the catch-all; ingredients are groceries.
    ['en', 'paid 40 for the thingamajig', 'USD', ['expense 40.00 Other']],
    ['pt', 'comprei ingredientes por 35', 'BRL', ['expense 35.00 Groceries']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('money only of people outside the family records nothing', () => {
  it.each([
    ['en', 'my flatmate paid 1,200 for her flights to australia lol. she is going for 3 weeks over christmas', 'EUR', 'nothing'],
    ['en', 'his mate works in supervalu and gets 11.50 an hour', 'EUR', 'nothing'],
    ['en', 'lol my friend lost $200 at the casino last night and is still texting me about it', 'USD', 'nothing'],
    ['en', 'my brother finally paid back the 200 i lent him', 'USD', ['income 200.00 Refunds']],
    // Money they give the user, and family spending the user records, are money.
    ['pt', 'a minha tia mandou-me 50€ por mbway pelos anos', 'EUR', ['income 50.00 Gift']],
    ['en', 'my flatmate paid me back 40 for the gas bill', 'GBP', ['income 40.00 Refunds']],
    ['en', 'my wife paid 60 for groceries', 'USD', ['expense 60.00 Groceries']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a bill to pay later, a shift of some work, a thing "pillado"', () => {
  it.each([
    ['es', 'llego la factura del agua, 96 mil pesos, tengo que pagarla antes del 30', 'COP', 'nothing'],
    ['es', 'me ha llegado el recibo del agua, 56,40€, hay que pagarlo antes del 30', 'EUR', 'nothing'],
    ['en', 'did a dog walking shift for £35, spent £12 on a takeaway', 'GBP', ['income 35.00 Freelance', 'expense 12.00 Dining']],
    ['es', 'me pille un abrigo en zara 59,95', 'EUR', ['expense 59.95 Shopping']],
    ['es', 'recargue la tarjeta de transmilenio 20.000', 'COP', ['expense 20000.00 Transportation']],
    // Paid when it came, it is spent.
    ['es', 'llego la factura del agua, 96 mil pesos, ya la pague', 'COP', ['expense 96000.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('"took … in fees" is a charge, "took in" takings', () => {
  it.each([
    ['en', 'the bank took 15 in fees', 'USD', ['expense 15.00 Bills']],
    ['en', 'client paid the invoice 1200, stripe took 35.10 in fees', 'USD', ['income 1200.00 Freelance', 'expense 35.10 Bills']],
    ['en', 'took in 300 at the market', 'USD', ['income 300.00 Business']],
    ['en', 'brought 20 in snacks for the party', 'USD', ['expense 20.00 Dining']],
    ['en', 'took 212 in fares today not bad for a tuesday', 'GBP', ['income 212.00 Business']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a question first, then talk with numbers: the question is the message', () => {
  it.each([
    ['en', 'how many times did i eat out this month lol be honest. my girlfriend reckons its like 15 but i think 8', 'GBP', 'query'],
    ['en', 'am i still within my overall budget this month lol, my husband wants to buy a new grill for 300', 'USD', 'budget_status'],
    ['en', 'ngl i need to know what my biggest expense was this month, my wife thinks it is the kids stuff but we have 3', 'USD', 'query'],
    // Money first, or no question, is recorded.
    ['en', 'got my check, 1876.40 after taxes', 'USD', 'income 1876.40'],
    ['es', 'le pagué al almacenero lo que le debía, 12 lucas', 'CLP', 'expense 12000.00'],
  ] as const)('[%s] "%s"', (lang, text, currency, kind) => {
    expect(kindOf(lang, text, currency)).toBe(kind);
  });
});

describe("a budget's amount is money, not an age or a time beside it", () => {
  it.each([
    ['en', 'set me a weekly budget of 150 for everything tbh, im 26 and still living like a student', 'EUR', 'set 150.00 all weekly'],
    ['en', 'set a weekly budget of 150 for groceries', 'EUR', 'set 150.00 Groceries weekly'],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency })).intent;
    expect(intent.kind === 'set_budget' ? `set ${intent.amount} ${intent.categoryName || 'all'} ${intent.period}` : intent.kind).toBe(expected);
  });
});

describe('a fare in thousands is no flight number; a price said of a thing is a price seen', () => {
  it.each([
    ['es', 'el taxi del aeropuerto me salió en 58.000. el vuelo aterrizó a las 11 de la noche', 'COP', ['expense 58000.00 Transportation']],
    ['es', 'ya me cayó el aguinaldo!!! 14,200 pesitos. el vuelo está en 3,800 ida y vuelta, qué dilema', 'MXN', ['income 14200.00 Salary']],
    ['pt', 'caiu o 13º!!! 3.200 na conta. a passagem pra recife ta 1.400 ida e volta, vamo ver', 'BRL', ['income 3200.00 Salary']],
    // A flight's own number, and a price paid, still read as before.
    ['en', 'flight ua 1123 delayed again. paid 12 for a sandwich', 'USD', ['expense 12.00 Dining']],
    ['es', 'el vuelo está en 3,800, lo compré', 'MXN', ['expense 3800.00 Travel']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('people counted, with no word of splitting, share nothing', () => {
  it.each([
    ['pt', 'mercado no assai hj: R$ 1.243,67 pra familia de 5 pessoas', 'BRL', ['expense 1243.67 Groceries']],
    ['es', 'el jumbo me salio $94.990, compre todo pa la once de 10 personas', 'CLP', ['expense 94990.00 Groceries']],
    // Split, the user's part.
    ['pt', 'churras 400 rachamos em 5 pessoas', 'BRL', ['expense 80.00 Dining']],
    ['es', 'cena 140 entre 4', 'EUR', ['expense 35.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('data, areas and game currency are measures, not money', () => {
  it.each([
    ['es', 'pague la cuenta de entel, 18.990 del plan de 200 gigas', 'CLP', ['expense 18990.00 Bills']],
    ['pt', 'paguei a fatura da meo, 39,99€ da fibra de 500 mega', 'EUR', ['expense 39.99 Bills']],
    ['en', 'topped up the phone 20 and bought 2800 vbucks for 22.99', 'USD', ['expense 20.00 Bills', 'expense 22.99 Entertainment']],
    // A data plan's own price is money.
    ['en', 'bought 10 gb of data for 15', 'USD', ['expense 15.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a number in a series is no money', () => {
  it.each([
    ['pt', 'o cliente de braga pagou finalmente a fatura nº 47, 780€ por transferência', 'EUR', ['income 780.00 Freelance']],
    ['pt', 'recebi 1.800 do freela do site e paguei 450 da parcela da geladeira (parcela 4 de 10)', 'BRL', ['income 1800.00 Freelance', 'expense 450.00 Shopping']],
    ['pt', 'caiu o 13º 2.100', 'BRL', ['income 2100.00 Salary']],
    // An instalment's own amount is money.
    ['pt', 'parcela do carro 900', 'BRL', ['expense 900.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('charged but not paid yet, or only thought of, records nothing', () => {
  it.each([
    ['pt', 'cobrei o fulano 300 do frete mas ele ainda nao pagou', 'BRL', 'nothing'],
    ['es', 'le cobré 3,000 a un cliente pero todavia no me paga', 'MXN', 'nothing'],
    ['en', 'invoiced the client 800, still hasnt paid me yet', 'USD', 'nothing'],
    ['en', 'thinking abt getting a ps5 for christmas, like 500', 'USD', 'nothing'],
    // Paid, it is income; bought, it is spent.
    ['pt', 'cobrei o fulano 300 do frete e ele ja pagou', 'BRL', ['income 300.00 Freelance']],
    ['en', 'finally got a ps5 for christmas, 500', 'USD', ['expense 500.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('an age in a correction is no new amount', () => {
  it('moves the category, not the amount', () => {
    const history = [
      { role: 'user' as const, content: 'paid 60 for my sons soccer cleats' },
      { role: 'assistant' as const, content: '✅ Recorded: Soccer cleats 60.00 (Entertainment) today' },
    ];
    const intent = interpret("hmm can you put that under shopping instead lol its shoes not a game. he's 9 and grows out of everything", testContext({ preferredLanguage: 'en', history })).intent;
    expect(intent.kind === 'correct_last' ? [intent.categoryName, intent.amount] : intent.kind).toEqual(['Shopping', undefined]);
  });
});

describe('money family gives the user is a gift, whatever it was for', () => {
  it.each([
    ['es', 'mi abuela me mandó 500 pesos por pasar el examen de manejo', 'MXN', ['income 500.00 Gift']],
    ['en', 'nan gave me a tenner for helping in her garden', 'GBP', ['income 10.00 Gift']],
    // Paid by others for work, or paid back by family, it is work or a refund.
    ['es', 'la vecina me pagó 500 por pasear al perro', 'MXN', ['income 500.00 Freelance']],
    ['en', 'babysat the neighbors kids, they gave me 40', 'USD', ['income 40.00 Freelance']],
    ['es', 'mi hermano me mando por nequi los 50 mil que me debia', 'COP', ['income 50000.00 Refunds']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a due day said in the past is no money', () => {
  it.each([
    ['es', 'pague las expensas del depto 4B, $185.300, vencian el 10 y ya estoy con recargo', 'ARS', ['expense 185300.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('sizes, in a message about sizes, are no money', () => {
  it.each([
    ['en', 'do they have these in a size 10.5?', 'USD', 'nothing'],
    ['es', 'calzo un 42 pero estas tallan pequeño, pido la 43', 'EUR', 'nothing'],
    // The price beside a size is money.
    ['en', 'new trainers size 10, 60 quid', 'GBP', ['expense 60.00 Shopping']],
    ['en', 'bought jeans size 32 for 45', 'USD', ['expense 45.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a Chilean or Mexican odd job is freelance work', () => {
  it.each([
    ['es', 'me pagaron 200 lucas por un pololo el finde y gasté 35 lucas en el jumbo', 'CLP', ['income 200000.00 Freelance', 'expense 35000.00 Groceries']],
    ['es', 'me pagaron 800 por una chambita', 'MXN', ['income 800.00 Freelance']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe("Portuguese takings, a pix sent, a wheel size and one's own age on a birthday", () => {
  it.each([
    ['pt', 'faturámos 2.340€ na banca da feira este fim de semana com os queijos', 'EUR', 'income 2340.00'],
    ['pt', 'pix enviado 350 pra clinica do dr paulo, consulta', 'BRL', 'expense 350.00'],
    ['pt', 'vendi minha bike aro 29 na olx por 850', 'BRL', 'income 850.00'],
    ['pt', 'recebi 200 de pix da minha vó pelo meu aniversario (fiz 25!!) e ja torrei 60 no bar', 'BRL', 'income 200.00, expense 60.00'],
    // Without a birthday, "fiz" may be takings.
    ['pt', 'fiz 250 hoje no uber', 'BRL', 'income 250.00'],
  ] as const)('[%s] "%s"', (lang, text, currency, kind) => {
    expect(kindOf(lang, text, currency)).toBe(kind);
  });
});
