/**
 * Round 12, in sentences of our own (eighth session): hundreds said after the thousands, cue words of
 * another language that mean something else, a way home that names no payer, renewals, things said
 * free, and a day set against another after a recording. Each with near misses.
 */
import { describe, expect, it } from 'vitest';
import type { Intent } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { firstFields, readAfterRecording, reading } from './testing/reading';

const after = readAfterRecording;

/** The day a correction moves the entry to, or the intent's kind. */
const redated = (intent: Intent) => (intent.kind === 'correct_last' ? { date: intent.date, amount: intent.amount, type: intent.type } : intent.kind);

describe('hundreds said after the thousands', () => {
  it.each([
    ['es', 'pagué la colegiatura de este mes, 4 mil 500', ['expense 4500.00']],
    ['es', 'renta 12 mil 300 pesos', ['expense 12300.00']],
    ['pt', 'tv nova 3 mil 499 reais', ['expense 3499.00']],
    ['pt', 'aluguel 2 mil 300, luz 150', ['expense 2300.00', 'expense 150.00']],
    // A word after the number counts something else; a slang thousand names its own money.
    ['pt', 'ganhei 2 mil 3 vezes', ['income 2000.00']],
    ['pt', 'aluguel 2 mil', ['expense 2000.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text), 2)).toEqual(items);
  });
});

describe('a cue word of another language that means something else in the message', () => {
  it.each([
    // Portuguese "cobre" covers: the plan did not pay the user.
    ['pt', 'consulta com a dermato foi 350 e o plano não cobre', ['expense 350.00 Healthcare']],
    ['pt', 'o seguro não cobre o conserto, paguei 400 na oficina', ['expense 400.00']],
    // Spanish "cobré" is still money collected.
    ['es', 'cobré 350 de la consulta', ['income 350.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    const got = reading(lang, text);
    expect(items[0].split(' ').length === 3 ? got : firstFields(got, 2)).toEqual(items);
  });
});

describe('a way home from work names no payer', () => {
  it.each([
    ['en', 'lidl shop on the way home from work came to 53.20', ['expense 53.20']],
    ['en', 'gas on my way back from work 40', ['expense 40.00']],
    ['en', 'uber home from work 23', ['expense 23.00']],
    // Money from work, or back from a shop, still came in.
    ['en', 'got 500 from work', ['income 500.00']],
    ['en', 'got 45 back from amazon', ['income 45.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text), 2)).toEqual(items);
  });
});

describe('renewals and things said free', () => {
  it.each([
    ['en', 'puregym membership renewed, 24.99 for the month. must actually go this time', ['expense 24.99']],
    ['pt', 'renovei a assinatura da academia, 99', ['expense 99.00']],
    // Free, and no amount: nothing was paid.
    ['en', "bus pass renewed, it's free for me now which is lovely", 'nothing'],
    ['pt', 'a consulta saiu de graça pelo plano', 'nothing'],
    ['es', 'el museo es gratis los domingos', 'nothing'],
    // Free beside an amount paid still records it.
    ['en', 'free delivery, 30 for the shoes', ['expense 30.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text), 2)).toEqual(items);
  });
});

describe('a past day set against another after a recording', () => {
  it.each([
    ['en', 'gas 47.80', 'fyi i filled up yesterday on the way home from work, not today', 'Gas', 'Transportation', '2026-11-21'],
    ['pt', 'uber 20', 'peguei esse uber ontem saindo da festa, não hoje', 'Uber', 'Transportation', '2026-11-21'],
    ['es', 'super 300', 'fui al super ayer con mi hermana, no hoy', 'Super', 'Groceries', '2026-11-21'],
  ] as const)('[%s] %s, then "%s"', (lang, user, text, description, category, date) => {
    expect(redated(after(lang, user, description, category, text))).toEqual({ date, amount: undefined, type: undefined });
  });

  it.each([
    // An amount or a question is more than a day.
    ['en', 'gas 47.80', 'gym yesterday 40, not today', 'Gas', 'Transportation'],
    ['en', 'gas 47.80', 'did i fill up yesterday, not today?', 'Gas', 'Transportation'],
  ] as const)('[%s] %s, then "%s" moves no day', (lang, user, text, description, category) => {
    const intent = after(lang, user, description, category, text);
    expect(intent.kind === 'correct_last' ? intent.date : undefined).toBeUndefined();
  });
});

describe('a total said first in two words, and its words left out of the parts', () => {
  it.each([
    ['pt', 'foram 80€ ao todo, 50 do jantar e 30 do taxi', ['expense 50.00 Dining', 'expense 30.00 Transportation']],
    ['en', 'spent 70 all in, 40 on food and 30 on drinks', ['expense 40.00 Dining', 'expense 30.00 Dining']],
    // Not their sum: three items.
    ['pt', 'foram 90 ao todo, 50 do jantar e 30 do taxi', ['expense 90.00 Other', 'expense 50.00 Dining', 'expense 30.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text, 'EUR')).toEqual(items);
  });

  it('describes each part by its own words', () => {
    const intent = interpret('foram 80€ ao todo, 50 do jantar e 30 do taxi', testContext({ preferredLanguage: 'pt', preferredCurrency: 'EUR' })).intent;
    expect(intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.description) : intent.kind).toEqual(['Jantar', 'Taxi']);
  });
});

describe("a shop's price on offer, or a price quoted, records nothing", () => {
  it.each([
    ['en', 'dunnes has the big tin of roses for €9 this week fyi', 'nothing'],
    ['en', 'tesco has strawberries at 2 quid', 'nothing'],
    ['es', 'el chino de la esquina tiene la coca a 2.500 ahora jaja que desastre', 'nothing'],
    ['pt', 'o atacadão tá com a carne a 39 o quilo', 'nothing'],
    ['es', 'estoy cachando pasajes a puerto varas, salen como 90 lucas ida y vuelta', 'nothing'],
    // The user's own, or paid, or what it cost them.
    ['en', 'i have a gym membership for 30', ['expense 30.00']],
    ['es', 'el uber me salió como 5 lucas', ['expense 5000.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text), 2)).toEqual(items);
  });
});

describe('money given back, the loan it settles told after it', () => {
  it.each([
    ['en', 'sam sent back the 20 quid i lent him', ['income 20.00 Refunds']],
    ['en', 'sam paid back the 20 quid i lent him', ['income 20.00 Refunds']],
    // A loan alone, or told first, is money lent.
    ['en', 'i lent sam 50', ['expense 50.00 Other']],
    ['es', 'le presté 200 a juan', ['expense 200.00 Other']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text, 'GBP')).toEqual(items);
  });
});

describe('quid in Ireland are euros', () => {
  it.each([
    ['EUR', 'IE', 'few pints in the local, put down about 45 quid in total', 'EUR'],
    ['GBP', 'GB', 'few pints in the local, 45 quid', 'GBP'],
    ['USD', 'US', '20 quid for the taxi in london', 'GBP'],
  ] as const)('%s user in %s: "%s"', (currency, country, text, expected) => {
    const intent = interpret(text, testContext({ preferredLanguage: 'en', preferredCurrency: currency, country })).intent;
    expect(intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.currency) : intent.kind).toEqual([expected]);
  });
});

describe('a refund whose amount ends the message after a cancelled order', () => {
  it.each([
    ['pt', 'mercado pago devolveu o valor do pedido cancelado, 89 reais', ['income 89.00 Refunds']],
    // Bought nearly, then a verb of money in the clause without money: nothing.
    ['pt', 'quase comprei a passagem mas o site caiu, 1200', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text, 'BRL')).toEqual(items);
  });
});

describe('tips heading the message with what they were made in', () => {
  it.each([
    ['es', 'de propinas saqué 640 varos hoy en el restaurante', ['income 640.00']],
    ['en', 'in tips i made 200 tonight', ['income 200.00']],
    // Tips given are spent.
    ['es', 'de propinas le di 50 al mesero', ['expense 50.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text, 'MXN'), 2)).toEqual(items);
  });
});

describe('drinks bought at a grocer or by the pack are groceries', () => {
  it.each([
    ['es', 'mercadona pa la fiesta de esta noche, cervezas y tinto de verano 32,40. luego en el bar otros 20 pavos en cañas', ['expense 32.40 Groceries', 'expense 20.00 Dining']],
    ['es', 'en el chino pa la previa: fernet y coca 18.500. despues en el bar se me fueron 12 lucas en birras', ['expense 18500.00 Groceries', 'expense 12000.00 Dining']],
    ['en', 'tesco for the house party, 3 crates of lager £36. then spoons after, 20 quid on pints', ['expense 36.00 Groceries', 'expense 20.00 Dining']],
    ['pt', 'atacadão pro churras: cerveja 2 fardos 42,90 cada, carvão 25', ['expense 85.80 Groceries', 'expense 25.00 Groceries']],
    // At a bar, at a game, or with no shop: a round.
    ['en', '2 pints at the pub 11', ['expense 11.00 Dining']],
    ['en', '2 beers at the game 24', ['expense 24.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text)).toEqual(items);
  });
});

describe("a phone's case beside its bill is shopping", () => {
  it.each([
    ['en', 'three bill €25 gone out, and a new case for the phone €15', ['expense 25.00 Bills', 'expense 15.00 Shopping']],
    ['pt', 'paguei a meo 45€ e comprei uma capa pro telemóvel na worten 12,99', ['expense 45.00 Bills', 'expense 12.99 Shopping']],
    ['es', 'pagué el plan entel 18.990 y una carcasa pal celu 7 lucas', ['expense 18990.00 Bills', 'expense 7000.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text)).toEqual(items);
  });
});

describe('someone of the household paid, and the message says it was not the user', () => {
  it.each([
    ['en', "my wife paid the electric bill this month, $142, so that one's on her not me", 'nothing'],
    ['en', 'boyfriend got the takeaway tonight, his treat, was about 35 quid', 'nothing'],
    ['en', 'my dad covered the $300 for my car repair, didnt cost me a dime', 'nothing'],
    ['pt', 'minha namorada pagou o ifood hj, 68 reais, foi ela q bancou', 'nothing'],
    ['pt', 'a minha mulher pagou a luz este mês, 74€, por isso não fui eu', 'nothing'],
    ['es', 'mi novio ha pagado la cena hoy, 60 pavos, invitaba él', 'nothing'],
    ['es', 'mi polola pagó las entradas al cine, 12 lucas, yo invito la próxima', 'nothing'],
    // Said plainly, a partner paying a bill is the household's.
    ['en', 'my wife paid the electricity 80', ['expense 80.00']],
    ['pt', 'minha esposa pagou a conta de luz, 187,45', ['expense 187.45']],
    ['es', 'mi esposa pagó el gas, 480', ['expense 480.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text), 2)).toEqual(items);
  });
});

describe('wishes, tables booked, recipes measured out and address lines record nothing', () => {
  it.each([
    ['en', 'would be nice to get like a 5k raise this year ngl', 'nothing'],
    ['pt', 'seria bom ganhar uns 500 a mais', 'nothing'],
    ['es', 'sería bueno tener 10 mil ahorrados', 'nothing'],
    ['en', 'dinner at 7:30 in the shelbourne, table for 4', 'nothing'],
    ['es', 'tamales: 1 kg de masa, 250 g de manteca, 1/2 taza de caldo, 20 hojas de maiz', 'nothing'],
    ['pt', 'Rua Augusta 45, 2º esq, 1100-048 Lisboa', 'nothing'],
    ['es', 'Av. Corrientes 1234, 5° B, CABA', 'nothing'],
    // A booking's deposit, meat by the kilo with prices, a ticket, a street said before a meal: paid.
    ['en', 'booked a table for 4, deposit 20', ['expense 20.00']],
    ['es', '2 kg de carne 300 y 1 kg de tortillas 25', ['expense 300.00', 'expense 25.00']],
    ['es', 'pasaje a bariloche 185.000', ['expense 185000.00']],
    ['pt', 'rua augusta, jantar 45', ['expense 45.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text), 2)).toEqual(items);
  });
});

describe('pence, "grand" alone, gallons and nights', () => {
  it.each([
    ['en', 'superdrug paracetamol 69p and a red bull £1.65', ['expense 0.69', 'expense 1.65']],
    ['en', 'chewing gum 50p', ['expense 0.50']],
    // "grand" alone is fine; "a grand" is a thousand.
    ['en', 'topped up the leap card €20, grand so', ['expense 20.00']],
    ['en', 'a grand for the car', ['expense 1000.00']],
    ['en', 'filled up 12 gal at 3.49 plus car wash 10', ['expense 41.88', 'expense 10.00']],
    ['en', 'filled up 12 gal at shell $41.88 plus car wash $12', ['expense 41.88', 'expense 12.00']],
    ['en', '3 lbs of apples at 1.99 and 2 gallons of milk 4.29 each', ['expense 5.97', 'expense 8.58']],
    ['en', 'hotel 249 a night for 2 nights', ['expense 498.00']],
    ['en', 'hotel 120 per night, 3 nights', ['expense 360.00']],
    ['es', 'renfe a valencia 32,50, hotel 89 la noche x2, paella 18', ['expense 32.50', 'expense 178.00', 'expense 18.00']],
    ['es', 'hotel 1.800 la noche x 2 noches', ['expense 3600.00']],
    ['en', 'amtrak to nyc was $89 and the hotel ran 249 a night for 2 nights', ['expense 89.00', 'expense 498.00']],
    // A night's price alone, and a distance run.
    ['en', 'hotel 120 a night', ['expense 120.00']],
    ['en', 'i ran 10 this morning', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text), 2)).toEqual(items);
  });
});

describe('money spent "on" something after income, and a service "cobrado"', () => {
  it.each([
    ['en', 'cashback 5.20 from monzo and 12 on deliveroo', ['income 5.20', 'expense 12.00']],
    ['en', 'got paid 2000, 30 on deliveroo', ['income 2000.00', 'expense 30.00']],
    ['es', 'netflix 12,99 cobrado y el cine en yelmo 9,90 la entrada', ['expense 12.99', 'expense 9.90']],
    // Work collected, or pay, stays income.
    ['es', 'trabajo cobrado 300', ['income 300.00']],
    ['es', 'cobrado el sueldo, 1800', ['income 1800.00']],
    ['en', 'made 200 on uber today', ['income 200.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text), 2)).toEqual(items);
  });
});

describe('corrections: the amount it came to after a discount, a day pointed at or logged late', () => {
  it.each([
    ['en', 'costco 212.40', 'the cashier scanned a $20 coupon at the very end so it came to 192.40 instead', 'Costco', 'Groceries', { amount: '192.40' }],
    ['es', 'éxito 87.500', 'el cajero me hizo un descuento de 7.500 al final, entonces quedó en 80 mil', 'Éxito', 'Groceries', { amount: '80000.00' }],
    ['en', 'sainsburys 27.30', 'that big shop was last friday actually, only getting round to logging it now', 'Sainsburys', 'Groceries', { date: '2026-11-20' }],
    ['pt', 'show 180', 'comprei o ingresso sexta passada, só tô anotando agora', 'Show', 'Entertainment', { date: '2026-11-20' }],
    ['pt', 'gasolina 250', 'esqueci de falar, isso foi na sexta passada', 'Gasolina', 'Transportation', { date: '2026-11-20' }],
  ] as const)('[%s] %s, then "%s"', (lang, user, text, description, category, changed) => {
    const intent = after(lang, user, description, category, text);
    expect(intent.kind === 'correct_last' ? { amount: intent.amount, date: intent.date } : intent.kind).toEqual({ amount: undefined, date: undefined, ...changed });
  });

  it.each([
    // A new expense late, with no entry pointed at, or a bill that came to an amount with nothing before.
    ['en', 'sainsburys 27.30', "forgot to log yesterday's uber", 'Sainsburys', 'Groceries'],
    ['en', 'sainsburys 27.30', 'the bill came to 40', 'Sainsburys', 'Groceries'],
  ] as const)('[%s] %s, then "%s" changes nothing', (lang, user, text, description, category) => {
    expect(after(lang, user, description, category, text).kind).not.toBe('correct_last');
  });
});

describe("fuel's price per litre or gallon records nothing", () => {
  it.each([
    ['en', 'USD', 'Gas is $3.19 at the Speedway on Route 33.', 'nothing'],
    ['pt', 'EUR', 'gasóleo a 1,72 na galp, isto está impossível', 'nothing'],
    ['pt', 'BRL', 'Bah, gasolina a 6 reais, ainda bem que o Antônio não dirige mais', 'nothing'],
    // A fill-up, or a small one said as filled.
    ['en', 'USD', 'gas 45', ['expense 45.00']],
    ['en', 'USD', 'filled up gas 9.50', ['expense 9.50']],
    ['pt', 'EUR', 'gasóleo 40', ['expense 40.00']],
  ] as const)('[%s] %s "%s"', (lang, currency, text, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('pence before a pause, cents, and a day rate times the days', () => {
  it.each([
    ['en', 'GBP', 'parking 80p, the paper £1.50 and a sausage roll from greggs 95p', ['expense 0.80', 'expense 1.50', 'expense 0.95']],
    ['en', 'USD', 'prescription at cvs 12.40 and 75 cents for a gatorade from the vending machine', ['expense 12.40', 'expense 0.75']],
    ['en', 'USD', '3 days of daycare at 50 a day', ['expense 150.00']],
    ['en', 'USD', 'rental car 45 a day for 4 days', ['expense 180.00']],
    ['pt', 'EUR', '2 dias de ama para os miúdos a 35€ por dia e fraldas 12,99', ['expense 70.00', 'expense 12.99']],
    // A rate with no days said stays the rate.
    ['en', 'USD', 'parking 20 a day', ['expense 20.00']],
    ['pt', 'BRL', 'uber 15 por dia', ['expense 15.00']],
  ] as const)('[%s] %s "%s"', (lang, currency, text, items) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(items);
  });
});

describe('budgets set with "my limit" or a voseo verb, and "volta isso" undoes', () => {
  it.each([
    ['pt', 'muda meu limite de compras pra 400 mensal', { kind: 'set_budget', amount: '400.00' }],
    ['pt', 'meu limite de compras 400 mensal', { kind: 'set_budget', amount: '400.00' }],
    ['es', 'poneme 60 lucas por mes para ropa', { kind: 'set_budget', amount: '60000.00' }],
  ] as const)('[%s] "%s"', (lang, text, expected) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: lang === 'es' ? 'ARS' : 'BRL', country: lang === 'es' ? 'AR' : 'BR' })).intent;
    expect(intent.kind === 'set_budget' ? { kind: intent.kind, amount: intent.amount } : intent.kind).toEqual(expected);
  });

  it('"volta isso, digitei errado" undoes the last entry', () => {
    expect(after('pt', 'uber 20', 'Uber', 'Transportation', 'volta isso, digitei errado').kind).toBe('undo_last');
  });
});

describe('a payment that came through is income', () => {
  it.each([
    ['en', 'agency invoice finally came thru £1,200, treated myself to nandos £18.50', ['income 1200.00', 'expense 18.50']],
    ['en', 'the transfer came through, 300', ['income 300.00']],
    // A parcel or a drive-through is no payment.
    ['en', 'the parcel came thru 40', ['expense 40.00']],
    ['en', 'came through the drive thru 12', ['expense 12.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text, 'GBP'), 2)).toEqual(items);
  });
});

describe('a deposit given back, said with its participle, is a refund', () => {
  it.each([
    ['pt', 'caução da casa devolvida, 1.200', ['income 1200.00 Refunds']],
    ['es', 'fianza devuelta 800', ['income 800.00 Refunds']],
    // What the user gave back is spent.
    ['es', 'le he devuelto a marta los 35 que me dejó', ['expense 35.00 Other']],
    ['en', 'the payment came through 45 for netflix', ['expense 45.00 Entertainment']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(reading(lang, text, 'EUR')).toEqual(items);
  });
});

describe('a correction of the day and the amount at once', () => {
  it.each([
    ['pt', 'loja 300', 'foi na sexta passada e paguei 279 com o desconto', 'Loja', 'Shopping', { date: '2026-11-20', amount: '279.00' }],
    ['es', 'almuerzo 30 mil', 'ese almuerzo fue el viernes, y fueron 25 mil con la propina', 'Almuerzo', 'Dining', { date: '2026-11-20', amount: '25000.00' }],
  ] as const)('[%s] %s, then "%s"', (lang, user, text, description, category, changed) => {
    const intent = after(lang, user, description, category, text, lang === 'es' ? 'COP' : 'BRL');
    expect(intent.kind === 'correct_last' ? { amount: intent.amount, date: intent.date } : intent.kind).toEqual(changed);
  });

  it('a day and an amount said as a new purchase records it', () => {
    expect(after('pt', 'loja 300', 'Loja', 'Shopping', 'na sexta passada paguei 279 no mercado', 'BRL').kind).toBe('record_transactions');
  });
});

describe('what a driver took in from trips', () => {
  it.each([
    ['es', 'hoy saqué 1,800 de viajes y gasté 450 de gasolina', ['income 1800.00', 'expense 450.00']],
    // Money taken out for the trips is spending.
    ['es', 'saqué 2000 para los viajes', ['expense 2000.00']],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text, 'MXN'), 2)).toEqual(items);
  });
});

describe('a tip someone left the user is takings', () => {
  it.each([
    ['en', 'lovely old dear left me a £15 tip today', ['income 15.00']],
    ['es', 'un señor me dejó 100 de propina', ['income 100.00']],
    ['pt', 'uma cliente me deixou 20 de gorjeta', ['income 20.00']],
    // A tip the user left is spent; a tip of nothing records nothing.
    ['en', 'left a 10 tip', ['expense 10.00']],
    ['es', 'le dejé 50 de propina al mesero', ['expense 50.00']],
    ['en', 'table 12 left me 0 tip on a 90 bill smh', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, items) => {
    expect(firstFields(reading(lang, text), 2)).toEqual(items);
  });
});
