/**
 * Round 14, in sentences of our own (tenth session): lists headed by emoji, a total said first with
 * "between", "came to" or only its day, numbers that measure rain, calories or a fever, a shop's address,
 * a phone's model. Each with near misses.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { reading, firstFields, readAfterRecording } from './testing/reading';

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

describe('money in by meaning: pay for a job, tips that came, a business paying an invoice, a debt paid back', () => {
  it.each([
    ['en', 'got a grand for the website job', 'GBP', ['income 1000.00 Freelance']],
    ['en', 'got 300 for the logo job', 'USD', ['income 300.00 Freelance']],
    ['pt', 'caiu 180 de gorjeta no pix hj 🙏', 'BRL', ['income 180.00 Salary']],
    ['en', 'brewery paid invoice #0042, €1,250 in', 'EUR', ['income 1250.00 Freelance']],
    ['pt', 'a vizinha me pagou os 40 que tava devendo', 'BRL', ['income 40.00 Refunds']],
    ['en', 'tom paid me the 20 he owed', 'USD', ['income 20.00 Refunds']],
    // Paying for parking at work, a tip charged, the user's own invoice or debt are spending.
    ['en', 'got 20 for parking at work', 'USD', ['expense 20.00 Transportation']],
    ['pt', 'caiu a cobrança da gorjeta 10', 'BRL', ['expense 10.00 Dining']],
    ['en', 'i paid the invoice 300', 'USD', ['expense 300.00 Other']],
    ['pt', 'paguei os 40 que eu devia', 'BRL', ['expense 40.00 Other']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });

  it('leaves the words of the debt out of the description', () => {
    const intent = readAfterRecording('pt', 'oi', 'Oi', 'Other', 'a vizinha me pagou os 40 que tava devendo', 'BRL');
    expect(intent.kind === 'record_transactions' ? intent.transactions[0]?.description : intent.kind).toBe('Vizinha');
  });
});

describe('a correction naming the category by its own name, or after "and it was"', () => {
  it.each([
    ['pt', 'skin valorant 30', 'coloca em entretenimento pfv', { categoryName: 'Entertainment' }],
    ['es', 'walmart 650', 'eran 560 y es despensa', { amount: '560.00', categoryName: 'Groceries' }],
    ['en', 'walmart 65', 'it was 56 and it was groceries', { amount: '56.00', categoryName: 'Groceries' }],
    // A day after "and it was" is the date; a reason names no category.
    ['es', 'walmart 650', 'fueron 560 y era el martes', { amount: '560.00', categoryName: undefined }],
    ['en', 'walmart 65', 'it was 56 and it was for my mom', { amount: '56.00', categoryName: undefined }],
  ] as const)('[%s] after "%s": "%s"', (lang, user, text, expected) => {
    const intent = readAfterRecording(lang, user, user, 'Shopping', text);
    expect(intent.kind).toBe('correct_last');
    if (intent.kind !== 'correct_last') return;
    expect(intent.categoryName).toBe(expected.categoryName);
    if ('amount' in expected) expect(intent.amount).toBe(expected.amount);
  });
});

describe('amounts said first, each with what it bought, without a pause', () => {
  it.each([
    ['es', 'pague cuarenta mil de internet veinte mil del gas y sesenta mil de luz', 'COP', ['expense 40000.00 Bills', 'expense 20000.00 Bills', 'expense 60000.00 Bills']],
    ['en', 'paid 40 on the internet 20 on the gas bill', 'USD', ['expense 40.00 Bills', 'expense 20.00 Bills']],
    // A count of the thing, or an hour, is no amount of its own.
    ['pt', '35 conto de uber pra voltar do bar 3 da manha 😴', 'BRL', ['expense 35.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('paying with a note and getting change', () => {
  it.each([
    ['en', 'gave the pizza guy a 50 and got 13 back in change. also 5 at the laundromat', 'USD', ['expense 37.00', 'expense 5.00']],
    ['pt', 'paguei a pizza com uma nota de 100 e voltou 38 de troco, depois 6 de sorvete', 'BRL', ['expense 62.00', 'expense 6.00']],
    ['en', 'paid the cab with a 20 note and got 6 change', 'GBP', ['expense 14.00']],
    // With its price said, the note and the change are no item; the change's amount is on its side of a pause.
    ['es', 'pague el pan 2.300 con un billete de 10 lucas y me dieron el vuelto, despues 1.500 de micro', 'CLP', ['expense 2300.00', 'expense 1500.00']],
    // No note: "cambio de aceite" is an oil change.
    ['es', 'cambio de aceite 45 mil', 'COP', ['expense 45000.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe('the rest of a total in thousands, and the people a meal was for', () => {
  it.each([
    ['es', 'gaste 30 lucas en total, 22 de nafta y el resto en un pancho y una coca', 'ARS', ['expense 22000.00', 'expense 8000.00']],
    ['es', 'pedimos 2 pizzas para los 4 y las pague yo, 18.000', 'ARS', ['expense 18000.00']],
    ['es', 'cena para los 4, 18.000', 'ARS', ['expense 18000.00']],
    // A price for things counted stays the price.
    ['en', 'paid 30 for the 2 tickets', 'USD', ['expense 30.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe('prices told to a customer, stock counted, an order not come: nothing moved', () => {
  it.each([
    ['en', 'told the lady the strawberries are 3 punnets for a fiver', 'GBP', 'nothing'],
    ['pt', 'falei pra cliente que o bolo de 2kg sai por 180', 'BRL', 'nothing'],
    ['es', 'le dije a la clienta que el kilo de queso está 9 lucas', 'ARS', 'nothing'],
    ['es', 'le coticé 150 lucas al vecino por pintar la pieza', 'CLP', 'nothing'],
    ['en', '12 boxes of tomatoes left, 4 of peppers', 'GBP', 'nothing'],
    ['pt', 'sobrou 14 pacote de arroz e 6 de feijão no estoque', 'BRL', 'nothing'],
    ['es', 'me quedan 18 cajas de leche y 9 de huevos', 'CLP', 'nothing'],
    ['es', 'pedido 7781 todavía sin entregar', 'ARS', 'nothing'],
    ['es', 'pedido de rappi 98213377 y no ha llegado', 'COP', 'nothing'],
    // Telling someone what one spent, buying stock, a refund for the order that never came are money.
    ['en', 'told my wife i spent 200 on shoes', 'GBP', ['expense 200.00 Shopping']],
    ['pt', 'falei pro cliente que paguei 50 no frete', 'BRL', ['expense 50.00 Other']],
    ['pt', 'comprei 14 pacotes de arroz pro estoque 120', 'BRL', ['expense 120.00 Groceries']],
    ['es', 'me devolvieron 89.900 de falabella por el pedido que no llegó', 'COP', ['income 89900.00 Refunds']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('school and its things', () => {
  it.each([
    ['es', 'he pagado el comedor del cole de los dos niños 98€', 'EUR', ['expense 98.00 Education']],
    ['es', 'matricula del jardin 350.000 y la lonchera 45.000', 'COP', ['expense 350000.00 Education', 'expense 45000.00 Shopping']],
    ['pt', 'explicador da rita 60', 'EUR', ['expense 60.00 Education']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('a comparison with the spending said again, a budget "from now on"', () => {
  it.each([
    ['en', 'am i spending more on restaurants than i did last month', 'compare'],
    ['pt', 'gastei mais com mercado do que gastei no mês passado?', 'compare'],
    // "que hice" after the biggest is "that I made", no comparison.
    ['es', 'cuál fue el gasto más grande que hice este mes', 'biggest'],
  ] as const)('[%s] "%s"', (lang, text, metric) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    expect(intent.kind === 'query' ? intent.metric : intent.kind).toBe(metric);
    if (intent.kind === 'query' && metric === 'compare') expect([intent.period.key, intent.comparePeriod?.key]).toEqual(['this_month', 'last_month']);
  });

  it.each([
    ['en', 'my monthly budget is £1,250 from now on', '1250.00'],
    ['pt', 'meu orçamento mensal a partir de agora é 3000', '3000.00'],
    ['es', 'de ahora en adelante mi presupuesto mensual es 1500', '1500.00'],
  ] as const)('[%s] "%s" sets the overall budget', (lang, text, amount) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    expect(intent.kind === 'set_budget' ? [intent.overall, intent.amount] : intent.kind).toEqual([true, amount]);
  });
});

describe('what "he pagado", a sale in the shop, the "leccy" and a "carnal" say', () => {
  it.each([
    ['es', 'he pagado yo la cena 80 pero lucia me ha hecho un bizum de 40 por su parte', 'EUR', ['expense 80.00 Dining', 'income 40.00 Refunds']],
    ['es', 'he pagado la luz 60', 'EUR', ['expense 60.00 Bills']],
    ['es', 'me han pagado 80', 'EUR', ['income 80.00 Salary']],
    ['es', 'hoy se vendió en la tienda $6,730', 'MXN', ['income 6730.00 Business']],
    ['es', 'mi vecino me vendió su bici 2000', 'MXN', ['expense 2000.00 Shopping']],
    ['es', 'mi hermano vendió su carro en 80 mil', 'MXN', 'nothing'],
    ['en', 'shop leccy bill went out by dd today £212.67', 'GBP', ['expense 212.67 Bills']],
    ['es', 'mi carnal gano 3 mil en la quiniela jaja', 'MXN', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('a correction naming the category by its name before the new amount', () => {
  it.each([
    ['en', 'boots 12.50', 'it was meds so healthcare, and twas 15.50 not 12.50', '15.50', 'Healthcare'],
    ['es', 'farmacias guadalajara 340', 'es medicina ponlo en salud, y fueron 430 no 340', '430.00', 'Healthcare'],
    ['es', 'me pagaron 300 lucas por la pega extra', 'ponlo como freelance y eran 350 lucas', '350000.00', 'Freelance'],
    // A thing named before the amount is no category ("the uber was 35").
    ['en', 'uber 30', 'the uber was 35', '35.00', undefined],
  ] as const)('[%s] after "%s": "%s"', (lang, user, text, amount, categoryName) => {
    const intent = readAfterRecording(lang, user, user, 'Shopping', text, lang === 'en' ? 'USD' : 'CLP');
    expect(intent.kind === 'correct_last' ? [intent.amount, intent.categoryName] : intent.kind).toEqual([amount, categoryName]);
  });
});

describe("a bill split between people, and the user's part of it", () => {
  it.each([
    ['es', 'la cena fueron 120 entre 4, me tocan 30, luego taxi 12', 'EUR', ['expense 30.00 Dining', 'expense 12.00 Transportation']],
    ['es', 'la cuenta del bar 48.000 entre 3, pague mi parte 16.000 + uber 6.200', 'CLP', ['expense 16000.00 Dining', 'expense 6200.00 Transportation']],
    ['pt', 'conta do bar 300 rachada em 5 dei minha parte 60 e ainda paguei 12 de estacionamento', 'BRL', ['expense 60.00 Dining', 'expense 12.00 Transportation']],
    ['en', 'doordash 31.40 split with my roommate so 15.70 is mine, plus a $5 iced coffee', 'USD', ['expense 15.70 Dining', 'expense 5.00 Dining']],
    // Two things bought, the second no share of the first.
    ['es', 'la cena 120 y el taxi 30', 'EUR', ['expense 120.00 Dining', 'expense 30.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('bank-app wording for money received, and things bought named by their brand', () => {
  it.each([
    ['pt', 'uber me repassou 612,30 essa semana', 'BRL', ['income 612.30 Freelance']],
    ['pt', 'você recebeu um pix de 50', 'BRL', ['income 50.00 Salary']],
    ['es', 'Te enviaron $150.000 por Nequi - Camilo R', 'COP', ['income 150000.00 Salary']],
    ['en', 'you received 50 from mike', 'USD', ['income 50.00 Salary']],
    ['en', '$2,499.00 macbook, applecare $279 and a usb-c hub $39.99 😬', 'USD', ['expense 2499.00 Shopping', 'expense 279.00 Shopping', 'expense 39.99 Shopping']],
    ['es', '3 kilos de vacio a 9 lucas el kilo y carbon 4 lucas', 'ARS', ['expense 27000.00 Groceries', 'expense 4000.00 Groceries']],
    // The user sending is spending; "vacío" alone is empty, and at a grill it is dinner.
    ['pt', 'fiz um pix de 50 pro joão', 'BRL', ['expense 50.00 Other']],
    ['es', 'fuimos a una parrilla, vacio y provoleta, pague 38 mil', 'ARS', ['expense 38000.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('a score, a recipe, an appointment: nothing moved', () => {
  it.each([
    ['en', 'ireland 24 france 12 what a match ☘️☘️', 'EUR', 'nothing'],
    ['en', 'lakers 110 celtics 98 great game', 'USD', 'nothing'],
    ['pt', 'receita do bolo: 3 ovos 2 xicaras de farinha 1 de açucar forno 180 graus 40 min', 'BRL', 'nothing'],
    ['es', 'la cita con la eps quedo para el 15 a las 7am', 'COP', 'nothing'],
    // Things bought at a match, the month's takings said as "receita", paying on a day are money.
    ['en', 'match tickets 24 and scarf 12', 'EUR', ['expense 24.00 Entertainment', 'expense 12.00 Shopping']],
    ['pt', 'receita do mes: 3500', 'BRL', ['income 3500.00 Salary']],
    ['es', 'pague el 15 a la tienda', 'COP', ['expense 15.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('right after a recording: what it came to with the tip, and a deletion with its reason', () => {
  it.each([
    ['pt', '25 paus no bar', 'pera foi 35 paus esqueci a gorjeta', { kind: 'correct_last', amount: '35.00' }],
    ['es', 'almuerzo 25 mil', 'fueron 28 mil con la propina', { kind: 'correct_last', amount: '28000.00' }],
    ['es', 'uber 120 varos', 'ya borralo wey lo puse doble', { kind: 'delete_transaction' }],
    ['en', 'uber 12', 'delete it bro i logged it twice', { kind: 'delete_transaction' }],
  ] as const)('[%s] after "%s": "%s"', (lang, user, text, expected) => {
    const intent = readAfterRecording(lang, user, user, 'Dining', text, lang === 'es' ? 'COP' : 'BRL');
    expect(intent).toMatchObject(expected);
  });

  it('reads a tip said alone as a tip of its own', () => {
    expect(reading('en', 'tip was 6', 'USD')).toEqual(['expense 6.00 Dining']);
  });
});

describe('what came next after a pause, deleting with "olvidate", orders counted', () => {
  it.each([
    ['en', 'mam sent me 100 for my birthday so went out for dinner after, 45', 'EUR', ['income 100.00 Gift', 'expense 45.00 Dining']],
    ['es', 'hoy hice 31 pedidos y 96 km en la moto', 'COP', 'nothing'],
    // Orders with their money are money.
    ['es', 'hoy hice 80 mil en pedidos', 'COP', ['income 80000.00 Salary']],
    ['es', 'pedí 2 pedidos de rappi 45 mil', 'COP', ['expense 45000.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });

  it('deletes after "olvidate", with its reason', () => {
    expect(readAfterRecording('es', 'verduleria 3500', 'Verduleria', 'Groceries', 'olvidate, ya lo había anotado mi novia').kind).toBe('delete_transaction');
  });
});

describe('money asked for that has not come, and a running total: nothing recorded', () => {
  it.each([
    ['pt', 'pedi o reembolso à TAP dos 230 euros e ainda nada', 'EUR', 'nothing'],
    ['es', 'pedí el reembolso a falabella de los 24.990 y nada todavía', 'CLP', 'nothing'],
    ['es', 'pedí un préstamo de 500 lucas en el banco, me contestan en 48hs', 'ARS', 'nothing'],
    ['pt', 'Bom dia. Fiz a simulação de um consignado de 8 mil no banco, ficaram de me ligar.', 'BRL', 'nothing'],
    ['en', 'sent the invoice to the client for $1,800 net 30', 'USD', 'nothing'],
    ['en', 'ok so so far this week ive spent like 200 bucks which honestly isnt terrible for me', 'USD', 'nothing'],
    ['es', 'hasta ahora este mes llevo gastados como 300 lucas 😭', 'ARS', 'nothing'],
    // The refund that came, the client who paid, what was spent with "so far" elsewhere are money.
    ['pt', 'pedi reembolso da passagem e caiu hoje, 420', 'BRL', ['income 420.00 Refunds']],
    ['es', 'pedí el reembolso a falabella y me lo devolvieron, 24.990', 'CLP', ['income 24990.00 Refunds']],
    ['en', 'client paid the invoice, $1,800', 'USD', ['income 1800.00 Freelance']],
    ['en', 'taxi 11 and another 9 home, why do i live so far out', 'EUR', ['expense 11.00 Transportation', 'expense 9.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe("wishes, goals, family's winnings, prices compared, the day pay comes: nothing recorded", () => {
  it.each([
    ['en', 'meeting my manager thurs to ask for 55k, wish me luck 🤞', 'USD', 'nothing'],
    ['en', 'goal for this year is saving 3 grand for a car, lets see how that goes', 'GBP', 'nothing'],
    ['pt', 'queria mt ter 10 mil pra viajar pra europa 😭', 'BRL', 'nothing'],
    ['pt', 'minha mãe ganhou 2 mil num bolão acredita', 'BRL', 'nothing'],
    ['es', 'mi compadre se ganó 10 mil en la rifa q suerte tiene el wey', 'MXN', 'nothing'],
    ['pt', 'no atacadão o fardo de heineken tá 39,90 e no assaí 36,50', 'BRL', 'nothing'],
    ['es', 'en el d1 el aceite está a 14.900 y en el éxito a 18.500', 'COP', 'nothing'],
    ['es', 'la paga extra me la ingresan el 30 creo', 'EUR', 'nothing'],
    ['es', 'la prima de diciembre cae el 20 gracias a dios', 'COP', 'nothing'],
    // Money given by family, prices paid at two shops, money that came are recorded.
    ['pt', 'minha mãe me deu 200 que ganhou no bolão', 'BRL', ['income 200.00 Gift']],
    ['pt', 'paguei 39,90 no atacadão e 36,50 no assaí', 'BRL', ['expense 39.90 Groceries', 'expense 36.50 Groceries']],
    ['pt', 'caiu 30 de cashback', 'BRL', ['income 30.00 Refunds']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('"no" in Portuguese is "in the", a budget asked to be made, takeaways and things for the home', () => {
  it.each([
    ['pt', 'fiz 280 no 99 hj, abasteci 150 e lavei o carro 30', 'BRL', ['income 280.00', 'expense 150.00', 'expense 30.00']],
    ['en', 'spent 12.50 on a chinese to celebrate', 'GBP', ['expense 12.50 Dining']],
    ['es', 'me compré una barra de sonido de 129', 'EUR', ['expense 129.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    const items = reading(lang, text, currency);
    expect(expected[0]!.split(' ').length === 2 ? firstFields(items, 2) : items).toEqual(expected);
  });

  it('reads "35 não 53" as one amount set against another after a recording', () => {
    const intent = readAfterRecording('pt', 'uber 53', 'Uber', 'Transportation', '35 não 53', 'BRL');
    expect(intent).toMatchObject({ kind: 'correct_last', amount: '35.00' });
  });

  it('sets an overall budget from "armame un presupuesto mensual de 600 lucas"', () => {
    const intent = interpret('armame un presupuesto mensual de 600 lucas', testContext({ preferredLanguage: 'es', preferredCurrency: 'ARS' })).intent;
    expect(intent.kind === 'set_budget' ? [intent.overall, intent.amount, intent.period] : intent.kind).toEqual([true, '600000.00', 'monthly']);
  });
});

describe('a loan asked of family or friends, not yet given', () => {
  it.each([
    ['pt', 'pedi 100 emprestado pro meu irmão ate sexta, ele ainda n respondeu', 'BRL', 'nothing'],
    ['es', 'le pedi 50 mil prestados a mi prima, q me responda porfa 🙏', 'COP', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });

  it('records the loan once it came', () => {
    expect(reading('pt', 'pedi 100 emprestado pro meu irmão e ele me passou', 'BRL')).not.toBe('nothing');
  });
});

describe('my part said as "for me", a budget "only let me spend", hoping to win, a phone seen and not bought', () => {
  it.each([
    ['en', 'dinner was $90 split 3 ways so 30 for me, then 15 uber home', 'USD', ['expense 30.00 Dining', 'expense 15.00 Transportation']],
    ['en', 'hope i win the lotto tonight, 8 million jackpot 🤞', 'EUR', 'nothing'],
    ['es', 'he visto un movil en el corte ingles por 699 pero no lo he comprado', 'EUR', 'nothing'],
    // The phone bought is spending.
    ['es', 'he comprado un movil en el corte ingles por 699', 'EUR', ['expense 699.00 Shopping']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });

  it('keeps two amounts "for me" and "for sam" as two items, the first no share of anything', () => {
    expect(firstFields(reading('en', 'lunch 12 for me and 8 for sam', 'USD'), 2)).toEqual(['expense 12.00', 'expense 8.00']);
  });

  it('sets a weekly budget from "only let me spend 20 quid a week on takeaways pls"', () => {
    const intent = interpret('only let me spend 20 quid a week on takeaways pls', testContext({ preferredLanguage: 'en', preferredCurrency: 'GBP' })).intent;
    expect(intent.kind === 'set_budget' ? [intent.amount, intent.period, intent.categoryName] : intent.kind).toEqual(['20.00', 'weekly', 'Dining']);
  });
});

describe('right after a recording: the amount restated, then its day or its category after "and"', () => {
  it.each([
    ['pt', 'posto 100', 'foi 150 e foi ontem q abasteci', { kind: 'correct_last', amount: '150.00', date: '2026-11-21' }],
    ['es', 'gas 500', 'fueron 550 y fue ayer cuando vino el gasero', { kind: 'correct_last', amount: '550.00', date: '2026-11-21' }],
    ['pt', 'worten 120€', 'foram 129,99 e era material pro curso poe em educação', { kind: 'correct_last', amount: '129.99', categoryName: 'Education' }],
    ['en', 'amazon 32', 'should be 23.99 and put it in healthcare its vitamins', { kind: 'correct_last', amount: '23.99', categoryName: 'Healthcare' }],
    ['pt', 'livros 25', 'sao livros da faculdade mete em educaçao', { kind: 'correct_last', categoryName: 'Education' }],
  ] as const)('[%s] after "%s": "%s"', (lang, user, text, expected) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang, now: new Date('2026-11-22T15:00:00Z'), history: [{ role: 'user', content: user }, { role: 'assistant', content: `✅ Recorded: ${user} (Shopping) today` }] })).intent;
    expect(intent).toMatchObject(expected);
  });

  it('records a new purchase said with "and" when nothing was just recorded', () => {
    expect(reading('pt', 'foi 150 e foi ontem q abasteci', 'BRL')).not.toBe('nothing');
  });
});

describe('paying back what the user lent, and a direct debit', () => {
  it.each([
    ['en', 'zelle 300 from mike, finally paying back what i lent him', 'USD', ['income 300.00 Refunds']],
    ['en', 'direct debit for the phone 22', 'GBP', ['expense 22.00 Bills']],
    // Paying back what the user borrowed is spending.
    ['en', 'paying back what i borrowed from mike, 300', 'USD', ['expense 300.00 Other']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('an average said as "gasto medio", a month compared with "el pasao"', () => {
  it.each([
    ['es', '¿cuál es mi gasto medio en el súper?', 'average'],
    ['es', 'gaste mas este mes que el pasao?', 'compare'],
  ] as const)('[%s] "%s"', (lang, text, metric) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    expect(intent.kind === 'query' ? intent.metric : intent.kind).toBe(metric);
  });
});

describe('bought now for a day to come', () => {
  it.each([
    ['en', 'screwfix £47.60 fixings and a drill bit set for the job tmrw', 'GBP', ['expense 47.60 Shopping']],
    ['pt', 'bolo 80 pra festa de amanhã', 'BRL', ['expense 80.00 Entertainment']],
    // What is needed, or to pay, tomorrow is a plan.
    ['en', 'need 50 for the trip tomorrow', 'GBP', 'nothing'],
    ['pt', 'amanhã pago o aluguel 1200', 'BRL', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    const got = reading(lang, text, currency);
    expect(expected === 'nothing' ? got : firstFields(got, 2)).toEqual(expected === 'nothing' ? expected : expected.map((e) => e.split(' ').slice(0, 2).join(' ')));
  });
});

describe('a total said last with "deu", nights counted', () => {
  it.each([
    ['pt', 'pão 8, leite 6,50, ovo 14, deu 28,50', 'BRL', ['expense 8.00', 'expense 6.50', 'expense 14.00']],
    ['pt', 'hotel 3 diarias 870 e passagem 540', 'BRL', ['expense 870.00', 'expense 540.00']],
    // Another amount that is not their sum is an item.
    ['pt', 'pão 8, leite 6,50, ovo 14, deu 30', 'BRL', ['expense 8.00', 'expense 6.50', 'expense 14.00', 'expense 30.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe('"anota" asks to record; "anota comprar" notes a thing to do', () => {
  it.each([
    ['pt', 'anota 45 do mercado', 'BRL', ['expense 45.00']],
    ['pt', 'ó anota ai 30 reais de pizza 12 de refri e 10 de taxa de entrega', 'BRL', ['expense 30.00', 'expense 12.00', 'expense 10.00']],
    ['es', 'anota 4500 de la verdu', 'ARS', ['expense 4500.00']],
    ['pt', 'anota comprar remédio', 'BRL', 'nothing'],
    ['pt', 'anota ai pagar o aluguel 1200', 'BRL', 'nothing'],
    ['es', 'anotame comprar pan', 'ARS', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    const got = reading(lang, text, currency);
    expect(expected === 'nothing' ? got : firstFields(got, 2)).toEqual(expected);
  });
});

describe("a price refused or seen, someone's pay for their own work", () => {
  it.each([
    ['en', 'uber wanted 65 to the airport so im taking the train instead', 'USD', 'nothing'],
    ['es', 'vi unos tenis en 250 mil en el centro pero muy caros', 'COP', 'nothing'],
    ['en', 'sarah got paid 2k for her logo job, so jealous', 'EUR', 'nothing'],
    // The uber taken, the shoes bought, the user paid are money.
    ['en', 'uber was 65 to the airport', 'USD', ['expense 65.00 Transportation']],
    ['es', 'compre unos tenis en 250 mil', 'COP', ['expense 250000.00 Shopping']],
    ['en', 'got paid 2k for my logo job', 'EUR', ['income 2000.00 Freelance']],
    ['en', 'sarah paid me 2k for the logo', 'EUR', ['income 2000.00 Freelance']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('amounts said first, "depois" opening the next item', () => {
  it('reads three places in a row', () => {
    const got = reading('pt', 'hoje eu gastei 120 no atacadão depois passei na drogasil e deixei 45 e ainda abasteci 200 no posto', 'BRL');
    expect(got).toEqual(['expense 120.00 Groceries', 'expense 45.00 Healthcare', 'expense 200.00 Transportation']);
  });
});

describe('"costs" heading a list is a noun', () => {
  it.each([
    ['en', 'school run costs today: parking £3.20, breakfast club £6 and a tenner for the school trip', 'GBP', ['expense 3.20', 'expense 6.00', 'expense 10.00']],
    ['en', 'the gym costs 30 a month', 'GBP', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    const got = reading(lang, text, currency);
    expect(expected === 'nothing' ? got : firstFields(got, 2)).toEqual(expected);
  });
});

describe('"logo" is soon in Portuguese, a logo in English and Spanish', () => {
  it.each([
    ['pt', 'reembolso do irs chegou 540 😍 marquei logo um voo pra madeira 89', 'EUR', ['income 540.00 Refunds', 'expense 89.00 Travel']],
    ['en', 'client paid 500 for the logo', 'USD', ['income 500.00 Freelance']],
    ['es', 'me pagaron 3 mil por el logo', 'MXN', ['income 3000.00 Freelance']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('"os meus anos" is a birthday in Portugal', () => {
  it.each([
    ['pt', 'a madrinha mandou-me 50€ por mbway pelos meus anos', 'EUR', ['income 50.00 Gift']],
    // A bike three years old sold is a sale; a two-year policy is a bill.
    ['pt', 'vendi a bicicleta de 3 anos por 200', 'EUR', ['income 200.00 Business']],
    ['pt', 'seguro de 2 anos 300', 'EUR', ['expense 300.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});
