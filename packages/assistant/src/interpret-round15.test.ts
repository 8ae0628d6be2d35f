/**
 * Round 15, in sentences of our own (eleventh session): a count written "x2" before a price each, one job
 * done for pay ("did a shift", "hice un laburito"), services done for a neighbour, corrections with a
 * reason after them, and questions in chat spellings. Each with near misses.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { firstFields, reading, readAfterRecording } from './testing/reading';

/** A message read as a budget ("set 85.00 Groceries weekly", "status Transportation"), its records' types and categories, or its kind. */
function budgetReading(lang: 'en' | 'pt' | 'es', text: string, currency = 'USD'): string {
  const intent = interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency })).intent;
  if (intent.kind === 'set_budget') return `set ${intent.amount} ${intent.categoryName || 'all'} ${intent.period}`;
  if (intent.kind === 'budget_status') return `status ${intent.categoryName ?? 'all'}`;
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => `${t.type} ${t.categoryName}`).join(', ') : intent.kind;
}

describe('a count written "x2" right before a price each', () => {
  it.each([
    ['en', 'meal deal x2 £3.85 each + lucozade £1.60', 'GBP', ['expense 7.70 Dining', 'expense 1.60 Dining']],
    ['es', 'empanadas x3 a 1.500 cada una', 'ARS', ['expense 4500.00 Dining']],
    ['pt', 'pastel x4 7 cada', 'BRL', ['expense 28.00 Dining']],
    // Without "each" the price is the total; a count before the thing still counts.
    ['en', 'pizza x2 £10', 'GBP', ['expense 10.00 Dining']],
    ['en', '2x meal deal 3.85 each', 'GBP', ['expense 7.70 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('one job done for pay is income', () => {
  it.each([
    ['es', 'hice un laburito de diseño por 80 lucas', 'ARS', ['income 80000.00 Freelance']],
    ['es', 'hice una changa de 15 mil', 'ARS', ['income 15000.00 Freelance']],
    ['pt', 'fiz um bico de 150 ontem', 'BRL', ['income 150.00 Freelance']],
    ['en', 'did a shift at the pub 62', 'GBP', ['income 62.00 Salary']],
    // Done to oneself, or a chore, is spending.
    ['es', 'me hice un corte de pelo 200', 'MXN', ['expense 200.00 Other']],
    ['en', 'did the food shop 80', 'GBP', ['expense 80.00 Groceries']],
    ['pt', 'fiz as unhas 60', 'BRL', ['expense 60.00 Other']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a service done for someone, paid, is freelance work', () => {
  it.each([
    ['pt', 'a vizinha me pagou 100 pra cuidar do cachorro dela no feriado', 'BRL', ['income 100.00 Freelance']],
    ['es', 'le arregle el compu a un vecino y me pago 80 mil', 'COP', ['income 80000.00 Freelance']],
    // Fixing one's own things is spending.
    ['es', 'arreglé el carro 200 mil', 'COP', ['expense 200000.00 Transportation']],
    ['pt', 'consertei o carro 300', 'BRL', ['expense 300.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});

describe('a correction with its reason after it', () => {
  it.each([
    ['en', 'petrol 55', 'nah scrap that i already logged it earlier', 'delete_transaction'],
    ['en', 'got 60 off dad', 'no delete that hes taking it back', 'delete_transaction'],
    ['es', 'uber 12', 'borra eso me lo devolvieron', 'delete_transaction'],
    // Deleting a category is not deleting the entry.
    ['en', 'petrol 55', 'delete that category', 'remove_category'],
  ] as const)('[%s] after "%s": "%s"', (lang, user, text, kind) => {
    expect(readAfterRecording(lang, user, user, 'Other', text).kind).toBe(kind);
  });

  it('sets the amount with the tip said after it, with or without "was"', () => {
    for (const text of ['oops 21 w the tip', '21 with the tip', 'it was 21 with the tip']) {
      const intent = readAfterRecording('en', 'uber 18', 'Uber', 'Transportation', text);
      expect(intent.kind === 'correct_last' ? intent.amount : intent.kind, text).toBe('21.00');
    }
  });

  it('moves the entry with "should have been", then a reason', () => {
    const intent = readAfterRecording('en', 'boots 12.99', 'Boots', 'Shopping', 'shouldve been healthcare, it was cold meds');
    expect(intent.kind === 'correct_last' ? intent.categoryName : intent.kind).toBe('Healthcare');
  });
});

describe('questions in chat spellings', () => {
  const ask = (lang: 'en' | 'pt' | 'es', text: string) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    return intent.kind === 'query' ? intent.metric : intent.kind;
  };
  it.each([
    ['en', 'whats my biggest spend this week', 'biggest'],
    ['en', "where's all my money actually going", 'top_categories'],
    ['es', 'en q se me va mas la plata?', 'top_categories'],
    ['pt', 'qnts vezes pedi ifood esse mes 😅', 'count'],
    // Near misses: a total is still a total.
    ['en', 'how much did i spend this week', 'spent'],
    ['pt', 'quanto gastei de ifood esse mes', 'spent'],
  ] as const)('[%s] "%s"', (lang, text, metric) => {
    expect(ask(lang, text)).toBe(metric);
  });
});

describe("a route's number, with its vehicle or its verb of running, is no money", () => {
  it.each([
    ['es', 'el 60 tardo una banda hoy, 45 min esperando en la parada', 'ARS', 'nothing'],
    ['es', 'colectivo 60 tardó', 'ARS', 'nothing'],
    ['pt', 'o autocarro 758 atrasou 20 minutos outra vez', 'EUR', 'nothing'],
    // The fare is money.
    ['pt', 'autocarro 1,65', 'EUR', ['expense 1.65 Transportation']],
    ['es', 'el bondi 45', 'ARS', ['expense 45.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe("an invoice's number beside the money it brought", () => {
  it.each([
    ['en', 'client finally paid invoice 43, 2,300 in', 'EUR', ['income 2300.00 Freelance']],
    ['en', 'revenue sent me €312 tax back', 'EUR', ['income 312.00 Refunds']],
    // Money not far above it is money of its own; an invoice alone is paid.
    ['en', 'paid invoice 43 and 12.50 for stamps', 'EUR', ['expense 43.00 Other', 'expense 12.50 Other']],
    ['en', 'paid invoice 43', 'EUR', ['expense 43.00 Other']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('money lent is a loan, whatever the borrower spends it on', () => {
  it.each([
    ['en', 'lent tom 100 euro for his car repair', 'EUR', ['expense 100.00 Other']],
    ['es', 'le preste 20 lucas al pancho y pague la luz 35.990', 'CLP', ['expense 20000.00 Other', 'expense 35990.00 Bills']],
    // Spending on the same things is not a loan.
    ['en', 'car repair 100', 'EUR', ['expense 100.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('a thing taken back to the shop, and the money received, is a refund', () => {
  it.each([
    ['pt', 'devolvi umas calças na zara e recebi 29,95, mas comprei uma camisola la mesmo por 35,95', 'EUR', ['income 29.95 Refunds', 'expense 35.95 Shopping']],
    ['pt', 'devolvi a camisola e deram-me 20', 'EUR', ['income 20.00 Refunds']],
    // Paying someone back is spending.
    ['pt', 'devolvi 50 pro joão', 'EUR', ['expense 50.00 Other']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('a full or late route, a weight, a year of birth and an age are no money', () => {
  it.each([
    ['pt', 'o 28 estava cheio de turistas, nem entrei', 'EUR', 'nothing'],
    ['es', 'el 27 iba petao, ni me subí', 'EUR', 'nothing'],
    ['pt', 'o 8012 ta demorando dmais hj', 'BRL', 'nothing'],
    ['pt', 'pesei-me hoje, 74,5 kg 🙏', 'EUR', 'nothing'],
    ['en', 'born in 1987 so that makes me 39?? feeling ancient', 'EUR', 'nothing'],
    ['es', 'naci en el 98 asi que tengo 28, que mayor', 'EUR', 'nothing'],
    // The fare after it, or a birthday paid for, is money.
    ['pt', 'o 28 estava cheio de turistas, apanhei um tuk tuk, 15€', 'EUR', ['expense 15.00 Transportation']],
    ['es', 'el 27 iba petao asi que taxi, 11,50', 'EUR', ['expense 11.50 Transportation']],
    ['en', 'birthday cake for my 39th, $45', 'USD', ['expense 45.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe("a bill split in parts is the user's part of it", () => {
  it.each([
    ['en', 'dinner w the girls was 156 split 4 ways then lyft home 18', 'USD', ['expense 39.00', 'expense 18.00']],
    ['en', 'dinner with the team came to $180, we split it 3 ways, plus I tipped the valet $10', 'USD', ['expense 60.00', 'expense 10.00']],
    ['es', 'cena con los del curro 140 entre 4 y taxi 14', 'EUR', ['expense 35.00', 'expense 14.00']],
    ['pt', 'jantar com a malta 96 a dividir por 4 e o bolt pra casa 7,20', 'EUR', ['expense 24.00', 'expense 7.20']],
    ['es', 'sushi 28 lucas entre 2 con la propina incluida, taxi 6 lucas', 'CLP', ['expense 14000.00', 'expense 6000.00']],
    ['en', 'dinner 100 split 3 ways', 'USD', ['expense 33.33']],
    // The part said after it is the part; splitting with someone without the parts keeps the total.
    ['en', 'dinner was $90 split 3 ways so 30 for me, then 15 uber home', 'USD', ['expense 30.00', 'expense 15.00']],
    ['pt', 'pizza deu 120 dividimos em 3 entao 40 pra mim e o 99 pra casa 15', 'BRL', ['expense 40.00', 'expense 15.00']],
    ['en', 'big shop came to 120 but housemate pays half so 60 me, plus 15 for the bin charge', 'EUR', ['expense 60.00', 'expense 15.00']],
    ['en', 'split 20 with jo for pizza', 'USD', ['expense 20.00']],
    // Asked to split a bill, the bill is recorded whole (as the public set expects).
    ['en', 'Split 45 CHF lunch 3 ways yesterday', 'USD', ['expense 45.00']],
    ['es', 'cena 50 y 20 para mi hermano', 'MXN', ['expense 50.00', 'expense 20.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe("a bank statement's line names the merchant, not the card", () => {
  const items = (lang: 'en' | 'pt' | 'es', text: string, currency: string) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency })).intent;
    return intent.kind === 'record_transactions' ? intent.transactions.map((t) => `${t.type} ${t.categoryName} ${t.description}`) : intent.kind;
  };
  it('reads each line by its merchant', () => {
    expect(items('en', 'Card payment to ARGOS £49.99 / Card payment to COSTA £3.45', 'GBP')).toEqual(['expense Shopping Argos', 'expense Dining Costa']);
    expect(items('pt', 'COMPRA CARTAO CARREFOUR 156,32 / PIX ENVIADO CONDOMINIO 480,00', 'BRL')).toEqual(['expense Groceries Carrefour', 'expense Bills Condominio']);
    expect(items('es', 'compra tarjeta mercadona 45,20', 'EUR')).toEqual(['expense Groceries Mercadona']);
  });
  it('still reads the card bill and money received', () => {
    expect(items('pt', 'paguei a fatura do cartao 1.200', 'BRL')).toEqual(['expense Bills Fatura do cartao']);
    expect(items('pt', 'PIX RECEBIDO MARIA S 50,00', 'BRL')[0]).toMatch(/^income /);
  });
});

describe("family's pay received, and a prescription", () => {
  it.each([
    ['pt', 'meu pai recebeu a aposentadoria hj, 1.412, um absurdo', 'BRL', 'nothing'],
    ['es', 'mi viejo cobró la jubilacion hoy, 350 lucas, una miseria', 'ARS', 'nothing'],
    ['en', 'my dad got paid 1400 today', 'USD', 'nothing'],
    // Given to the user, it is the user's; "mi viejo" giving or borrowing is the user's money moving.
    ['pt', 'meu pai recebeu a aposentadoria e me deu 200', 'BRL', ['income 200.00 Gift']],
    ['es', 'mi viejo me mandó 20 lucas', 'ARS', ['income 20000.00 Gift']],
    ['es', 'le presté 10 lucas a mi viejo', 'ARS', ['expense 10000.00 Other']],
    ['pt', 'consulta no dentista 60 e a receita na farmacia 14,30', 'EUR', ['expense 60.00 Healthcare', 'expense 14.30 Healthcare']],
    ['pt', 'a receita do mes foi 3000', 'EUR', ['income 3000.00 Salary']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('a joke taken back at the end, and what is in the account', () => {
  it.each([
    ['pt', 'acabei de comprar uma ferrari de 3 milhoes kkkkk mentira', 'BRL', 'nothing'],
    ['en', 'spent 500 on shoes lol jk 😂', 'USD', 'nothing'],
    ['pt', 'minha conta ta com 3 reais e muita fé kkk', 'BRL', 'nothing'],
    ['es', 'mi cuenta tiene 12 pesos y pura fe jaja', 'MXN', 'nothing'],
    ['en', 'my account has 12 dollars lol', 'USD', 'nothing'],
    // Taken back with the true amount, or a bill of the account, is money.
    ['en', 'spent 500 on shoes jk it was 50', 'USD', ['expense 50.00 Shopping']],
    ['pt', 'minha conta de luz veio 200', 'BRL', ['expense 200.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe("a customer's family paying is work; a remark after pay is no work done", () => {
  it.each([
    ['pt', 'a mãe do aluno pagou-me hoje, 60€', 'EUR', ['income 60.00 Freelance']],
    ['es', 'la mamá del niño al que le hago clases me pagó hoy, 25 lucas', 'CLP', ['income 25000.00 Freelance']],
    ['en', 'got paid today, 1,100 for the month, shocking how little', 'GBP', ['income 1100.00 Salary']],
    // The user's own family gives; the father of the user's children pays support.
    ['pt', 'a minha mãe deu-me 60€', 'EUR', ['income 60.00 Gift']],
    ['en', 'got paid 120 for dogsitting', 'USD', ['income 120.00 Freelance']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('a correction to money in files the entry by its own words for the new type', () => {
  it.each([
    ['pt', '500 do freela do site', 'nao mano isso é entrada, eu que recebi o dinheiro', 'Freelance'],
    ['es', '800.000 del trabajo de diseño', 'nooo eso es plata que me entro, me pagaron a mi', 'Freelance'],
    ['pt', 'recebi 30 da ana', 'nao era prenda, ela devolveu-me o dinheiro do bilhete', 'Refunds'],
    // Nothing names a kind: the type alone changes, and the executor files it in the type's catch-all.
    ['en', 'zelle 95', 'no no thats money coming in not going out', undefined],
  ] as const)('[%s] after "%s": "%s"', (lang, user, text, categoryName) => {
    const intent = readAfterRecording(lang, user, user, 'Other', text, lang === 'pt' ? 'BRL' : 'USD');
    expect(intent.kind).toBe('correct_last');
    if (intent.kind !== 'correct_last') return;
    expect([intent.type, intent.categoryName]).toEqual(['income', categoryName]);
  });
});

describe('exchange rates in the news, work paid with a pronoun on the verb, questions with "actually"', () => {
  it.each([
    ['pt', 'dolar bateu 5,80 hj segundo o jornal', 'BRL', 'nothing'],
    ['es', 'el blue cerro a 1.200', 'ARS', 'nothing'],
    ['es', 'me pagaron 60 lucas por arreglarle la red a un compadre', 'CLP', ['income 60000.00 Freelance']],
    // Buying dollars is spending.
    ['pt', 'comprei 500 dolares por 2.900 reais', 'BRL', ['expense 2900.00 Other']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });

  it.each([
    ['en', 'how much do i actually have left rn', 'balance'],
    ['es', 'en que se me esta yendo la plata parce', 'top_categories'],
  ] as const)('[%s] "%s" asks %s', (lang, text, metric) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    expect(intent.kind === 'query' ? intent.metric : intent.kind).toBe(metric);
  });
});

describe('"sold me old ..." is the user selling their own things (UK and Irish "me")', () => {
  it.each([
    ['en', 'sold me old lobster pots to a lad from newlyn, 120 cash in hand', 'GBP', 'income 120.00'],
    ['en', 'paid the gas 118, also sold me old ps4 on ebay for 90', 'GBP', 'income 90.00'],
    // Sold to the user: someone before it, or an article or count after "me".
    ['en', 'he sold me his old bike for 120', 'GBP', 'expense 120.00'],
    ['en', 'guy sold me 2 tickets for 40', 'GBP', 'expense 40.00'],
  ] as const)('[%s] "%s"', (lang, text, currency, last) => {
    const items = firstFields(reading(lang, text, currency), 2);
    expect(items === 'nothing' ? items : items.at(-1)).toBe(last);
  });
});

describe('weights beside a weight lost or gained, and a bill that has come to be paid later', () => {
  it.each([
    ['en', 'lost 2kg this month, 78 now', 'EUR', 'nothing'],
    ['en', 'down to 78kg, lost 4 since january 💪', 'GBP', 'nothing'],
    ['pt', 'pesei-me hoje, 72 kg, menos 3 que em janeiro', 'EUR', 'nothing'],
    ['es', 'me ha llegado la factura del movil, 32,40, la pago el lunes', 'EUR', 'nothing'],
    // A weight of something bought, and money lost, are money.
    ['en', 'bought 2kg of chicken 12, lost 4 on the lotto', 'EUR', ['expense 12.00 Groceries', 'expense 4.00 Entertainment']],
    ['es', 'me ha llegado la factura del movil, 32,40, ya la pague', 'EUR', ['expense 32.40 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('followers, likes, ages reached, an hour "sharp", and what others got paid', () => {
  it.each([
    ['en', 'just hit 2,500 followers on my etsy page 🎉', 'USD', 'nothing'],
    ['pt', 'meu video teve 15 mil curtidas 😱', 'BRL', 'nothing'],
    ['es', 'la cuenta de tiktok llego a 10 mil seguidores 🥳', 'MXN', 'nothing'],
    ['en', 'its 340 km to galway and back, leaving at 6 sharp', 'EUR', 'nothing'],
    ['en', 'my brother got paid 1,200 for one weekend of djing, wrong career choice on my part', 'USD', 'nothing'],
    ['es', 'mi cuñado cobro un aguinaldo de 800 mil, que envidia', 'ARS', 'nothing'],
    ['es', 'estoy viendo una moto usada en 45 mil, el vato dice que le baja', 'MXN', 'nothing'],
    // Paid for followers, an age with a meal paid, a price at a rate: money.
    ['en', 'paid 20 for 1000 followers lol', 'USD', ['expense 20.00 Other']],
    ['pt', 'minha mãe fez 70 anos e pagamos o almoço 350', 'BRL', ['expense 350.00 Dining']],
    ['en', '3 beers at 6', 'EUR', ['expense 18.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe("a part said in the same breath as the split, tips walked out with, a ride app's name beside a budget", () => {
  it.each([
    ['es', 'fuimos al vips la cuenta fue 1,200 entre 4 con todo y propina mi parte 300 / didi de regreso 75', 'MXN', ['expense 300.00', 'expense 75.00']],
    ['es', 'asado con los pibes la carne salio 90 lucas dividido 6 me tocaron 15 / nafta en ypf 40 lucas', 'ARS', ['expense 15000.00', 'expense 40000.00']],
    ['es', 'crepes & waffles la cuenta 240.000 entre 4 me toco 60 / uber 18 mil', 'COP', ['expense 60000.00', 'expense 18000.00']],
    ['es', 'carrete con los cabros la cuenta 60 lucas dividida en 4 = 15 lucas pa mi / uber 7.800', 'CLP', ['expense 15000.00', 'expense 7800.00']],
    ['en', 'walked out w 182 cash tips tonight 🙌', 'USD', ['income 182.00']],
    // Walking off without buying is nothing; a walk is a distance.
    ['en', 'saw jordans for 220 but walked out', 'USD', 'nothing'],
    ['en', 'walked 5 miles w the dog', 'USD', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });

  it('sets the budget to the amount, not the ride app named "99"', () => {
    const intent = interpret('bota um teto de 150 por semana pra uber e 99', testContext({ preferredLanguage: 'pt', preferredCurrency: 'BRL' })).intent;
    expect(intent.kind === 'set_budget' ? [intent.amount, intent.categoryName, intent.period] : intent.kind).toEqual(['150.00', 'Transportation', 'weekly']);
    const only = interpret('orçamento de 99 pra uber', testContext({ preferredLanguage: 'pt', preferredCurrency: 'BRL' })).intent;
    expect(only.kind === 'set_budget' ? only.amount : only.kind).toBe('99.00');
  });
});

describe('a count before its things and a price, however the sentence starts', () => {
  it.each([
    ['pt', 'cinema no shopping 2 ingressos a 28 / pipoca 32 / estacionamento 15', 'BRL', ['expense 56.00', 'expense 32.00', 'expense 15.00']],
    ['en', 'date night amc 2 tix 15.50 each + popcorn 9 then uber back 18', 'USD', ['expense 31.00', 'expense 9.00', 'expense 18.00']],
    // A price right after a thing bought stays its own; "a fiver" is a note.
    ['en', 'uber 15 coffee 3.50 each', 'USD', ['expense 15.00', 'expense 3.50']],
    ['en', 'twenty on petrol and a fiver on crisps', 'GBP', ['expense 20.00', 'expense 5.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe('a list priced item by item, then called a total', () => {
  it.each([
    ['pt', 'lidl 3 x 2,49 do azeite + 15 de fruta total 22,47', 'EUR', ['expense 7.47', 'expense 15.00']],
    ['es', 'd1 3 x 4.500 la leche y 9.900 el arroz total 23.400', 'COP', ['expense 13500.00', 'expense 9900.00']],
    ['es', 'jumbo 3 x 1.290 las bebidas y 12.990 la carne total 16.860', 'CLP', ['expense 3870.00', 'expense 12990.00']],
    // A last item whose price happens to be the sum is an item.
    ['en', 'uber 10, lunch 20, dinner 30', 'USD', ['expense 10.00', 'expense 20.00', 'expense 30.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe("a phone company named after 'da', 'na', 'a', 'la'", () => {
  it.each([
    ['pt', 'paguei 89,90 da claro', 'BRL', ['expense 89.90 Bills']],
    ['es', 'recargué 10 mil a claro', 'COP', ['expense 10000.00 Bills']],
    // "claro" alone is "of course".
    ['pt', 'claro que sim, paguei 50 no mercado', 'BRL', ['expense 50.00 Groceries']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('another one of the thing refunded or sold, bought, is filed as that thing', () => {
  const categories = (lang: 'en' | 'pt' | 'es', text: string, currency: string) => {
    const items = reading(lang, text, currency);
    return items === 'nothing' ? items : items.map((item) => item.split(' ').slice(2).join(' '));
  };
  it.each([
    ['es', 'falabella me reembolso 149.900 de unos tenis y compre otros en 179.900', 'COP', ['Refunds', 'Shopping']],
    ['en', 'amazon refunded the £23.49 for the broken kettle so i ordered a new one, 34.99', 'GBP', ['Refunds', 'Shopping']],
    ['pt', 'vendi um casaco no vinted por 25 e comprei outro por 30', 'EUR', ['Business', 'Shopping']],
    // A clause that names who was paid is its own.
    ['en', 'sold the 2 old drinks fridges 80 each, paid the electrician 150 to wire the new one', 'GBP', ['Business', 'Other']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(categories(lang, text, currency)).toEqual(expected);
  });
});

describe('budgets called an allowance, a ceiling or a hard cap, and their status in chat words', () => {
  const read = (lang: 'en' | 'pt' | 'es', text: string) => budgetReading(lang, text);
  it.each([
    ['en', 'tesco shop allowance = £85 per week', 'set 85.00 Groceries weekly'],
    ['en', 'ceiling of €120 on petrol monthly', 'set 120.00 Transportation monthly'],
    ['en', 'put a hard cap of £2,000 on my monthly spending', 'set 2000.00 all monthly'],
    ['en', 'new rule: $30/wk max on doordash 🙃', 'set 30.00 Dining weekly'],
    ['en', '60 a week on fast food max, hold me to it', 'set 60.00 Dining weekly'],
    ['en', 'hows the petrol allowance holding up', 'status Transportation'],
    ['en', 'how close am i to the grocery ceiling', 'status Groceries'],
    ['pt', 'nao quero gastar mais q 200 paus com roupa por mes', 'set 200.00 Shopping monthly'],
    ['pt', 'como anda a meta de gasto com roupa', 'status Shopping'],
    // Children's allowance is money in; a subscription a month is a bill that repeats.
    ['en', 'childrens allowance in this morning €280', 'income Salary'],
    ['en', 'netflix 15 a month', 'set_recurring'],
  ] as const)('[%s] "%s"', (lang, text, expected) => {
    expect(read(lang, text)).toBe(expected);
  });
});

describe('questions: a summary of a day, money in minus money out, lists asked for in chat words', () => {
  it.each([
    ['en', 'sum up yesterday for me', 'summary'],
    ['en', 'net for last month? income minus spending', 'balance'],
    ['es', 'cuanto me quedo el mes pasado, lo que entro menos lo que gaste', 'balance'],
    ['pt', 'quais foram as minhas compras de ontem', 'recent'],
    ['es', 'pasame las compras de mercadolibre de este mes', 'recent'],
    // A total stays a total.
    ['en', 'how much did i spend yesterday', 'spent'],
  ] as const)('[%s] "%s" asks %s', (lang, text, metric) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    expect(intent.kind === 'query' ? intent.metric : intent.kind).toBe(metric);
  });
});

describe('money said not to be the user\'s, and "take in" before a month', () => {
  it('records nothing for money said not to be the user\'s, unless it came back', () => {
    expect(reading('en', 'my roommate dropped like $300 at costco yesterday lmao, not my money tho', 'USD')).toBe('nothing');
    expect(reading('es', 'el banco me reverso el cobro de 15.900 q no era mio', 'COP')).toEqual(['income 15900.00 Refunds']);
  });
  it('counts trips taken in a month as spending', () => {
    const intent = interpret('how many uber trips did i take in october', testContext({ preferredLanguage: 'en' })).intent;
    expect(intent.kind === 'query' ? [intent.metric, intent.categoryName] : intent.kind).toEqual(['count', 'Transportation']);
    const home = interpret('how much did i take home in october', testContext({ preferredLanguage: 'en' })).intent;
    expect(home.kind === 'query' ? home.metric : home.kind).toBe('earned');
  });
});

describe('"a hundo"', () => {
  it('is a hundred in the user\'s money', () => {
    expect(reading('en', 'dropped a hundo on new work boots at tractor supply', 'USD')).toEqual(['expense 100.00 Shopping']);
  });
});

describe('numbers told as asides in another sentence, beside money said plainly', () => {
  it.each([
    ['en', 'wages in, £1,560.42. had 2 sick days in october so it\'s a bit down from normal', 'GBP', ['income 1560.42']],
    ['en', 'the couple paid the balance for the wedding shoot today, £850. now i\'ve got 600 photos to edit', 'GBP', ['income 850.00']],
    ['en', 'dividends from my vanguard isa came through, £63.17. my dad\'s been on at me to invest since i was 18', 'GBP', ['income 63.17']],
    // A second amount in another sentence is money; a count in the same sentence is the list's.
    ['en', 'split the electric w my roommate, my half was 63.40. internet was 45 too', 'USD', ['expense 63.40', 'expense 45.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe('a budget is read from the sentence that names it', () => {
  const read = (text: string) => budgetReading('en', text);
  it.each([
    ['set a weekly grocery budget of 150. family of 5 with 2 teenagers, it\'s rough. last week was 230 somehow', 'set 150.00 Groceries weekly'],
    ['make my monthly budget £1,800 total pls. that\'s everything incl rent (£850). trying to save for a house deposit by 2028', 'set 1800.00 all monthly'],
    ['budget check please, am i on track overall for november? car insurance renewal is due on the 30th and it\'s like £600', 'status all'],
    // Its amount may follow in the next sentence.
    ['budget for groceries. 400 a month', 'set 400.00 Groceries monthly'],
  ] as const)('"%s"', (text, expected) => {
    expect(read(text)).toBe(expected);
  });
});

describe("others' spending told with the user's own remarks", () => {
  it.each([
    ['en', "lol my coworker dropped $400 on a pokemon card yesterday. like ONE card. in a plastic case. i can't even", 'USD', 'nothing'],
    ['en', "my boyfriend just spent £85 on a football shirt. a SHIRT. i'm not even going to comment", 'GBP', 'nothing'],
    ['en', 'my sister paid a tenner for ONE coffee in london i cant 😭', 'GBP', 'nothing'],
    // The user taking part is the user's money.
    ['en', 'my brother bought pizza and i paid him 10', 'USD', ['expense 10.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe('a new sentence, or an adverb before its verb, says its own way', () => {
  it.each([
    ['en', 'payday!! £1,842.16 landed this morning. immediately sent £650 rent to the landlord and £38 went to EE for the phone', 'GBP', ['income 1842.16', 'expense 650.00', 'expense 38.00']],
    ['en', 'immediately sent £650 rent to the landlord', 'GBP', ['expense 650.00']],
    // Sent to the user is money in.
    ['en', 'mum finally sent me 50', 'GBP', ['income 50.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe('"a score" and "a ton" are notes after "a"', () => {
  it.each([
    ['en', 'spent a score at the barbers', 'GBP', ['expense 20.00']],
    ['en', 'nan slipped me a score at sunday dinner ❤️', 'GBP', ['income 20.00']],
    ['en', 'spent a ton on the car', 'GBP', ['expense 100.00']],
    // A credit score, "a score of", "a ton of" are none.
    ['en', 'my credit score is 742', 'GBP', 'nothing'],
    ['en', 'i have a ton of homework', 'GBP', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe('a payment app after the amount, and a count with its thing priced "a 25 cada"', () => {
  it.each([
    ['pt', 'o inquilino pagou a renda, 550 por mb way', 'EUR', ['income 550.00']],
    ['pt', 'cinema 2 ingresso a 25 cada + pipoca 30 🍿', 'BRL', ['expense 50.00', 'expense 30.00']],
    ['es', 'almuerzo 2 menús a $6.500 cada uno más propina $1.300', 'CLP', ['expense 13000.00', 'expense 1300.00']],
    // A street's number is still no money.
    ['en', 'meet me at 221 abbey way', 'GBP', 'nothing'],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe('a budget asked politely names no category "Porfa"', () => {
  it('is over all spending', () => {
    const intent = interpret('presupuesto mensual total de 15 mil porfa', testContext({ preferredLanguage: 'es', preferredCurrency: 'MXN' })).intent;
    expect(intent.kind === 'set_budget' ? [intent.amount, intent.overall, intent.period] : intent.kind).toEqual(['15000.00', true, 'monthly']);
  });
});

describe('Portuguese budgets opened with "mete" or "meta", and work paid for a job on a site', () => {
  const read = (text: string, currency: string) => budgetReading('pt', text, currency);
  it.each([
    ['mete 80 por mes para portagens e gasolina', 'EUR', 'set 80.00 Transportation monthly'],
    ['meta: gastar so 400 por mes com gasolina', 'BRL', 'set 400.00 Transportation monthly'],
    ['seu ze me pagou 2.000 da obra, a primeira parte', 'BRL', 'income Freelance'],
    // Putting fuel in, and paying for building work, are spending.
    ['mete 20 de gasolina', 'EUR', 'expense Transportation'],
    ['paguei 2.000 da obra do apartamento', 'BRL', 'expense Other'],
  ] as const)('"%s"', (text, currency, expected) => {
    expect(read(text, currency)).toBe(expected);
  });
});

describe('one more of the same, with a day and a reaction', () => {
  it.each([
    ['pt', 'ifood 45 ontem e hj mais 38 kkk vergonha', 'BRL', ['expense 45.00 Dining', 'expense 38.00 Dining']],
    // Something of its own is its own.
    ['pt', 'ifood 45 ontem e hj mais 38 de uber', 'BRL', ['expense 45.00 Dining', 'expense 38.00 Transportation']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('"quanto torrei" asks what was spent', () => {
  it('asks, while "torrei 50 no bar" records', () => {
    const asked = interpret('preciso saber quanto torrei esse mes 😅', testContext({ preferredLanguage: 'pt', preferredCurrency: 'BRL' })).intent;
    expect(asked.kind === 'query' ? asked.metric : asked.kind).toBe('spent');
    expect(reading('pt', 'torrei 50 no bar', 'BRL')).toEqual(['expense 50.00 Dining']);
  });
});

describe("the group's share coming back after the user paid", () => {
  it.each([
    ['pt', 'paguei 96€ do jantar e o pessoal mandou-me 72 por mbway', 'EUR', ['expense 96.00 Dining', 'income 72.00 Refunds']],
    ['es', 'pagué el asado 36 lucas y los pibes me pasaron 27', 'ARS', ['expense 36000.00 Dining', 'income 27000.00 Refunds']],
    // Pay after spending is pay.
    ['en', 'lunch 12 and then got paid 1500', 'USD', ['expense 12.00 Dining', 'income 1500.00 Salary']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(reading(lang, text, currency)).toEqual(expected);
  });
});

describe('"to be exact" amends the amount just recorded', () => {
  it.each([
    ['pt', '14,35 pra ser exato'],
    ['es', '14,35 para ser exacto'],
    ['en', '14.35 to be exact'],
  ] as const)('[%s] "%s"', (lang, text) => {
    const intent = readAfterRecording(lang, 'portagens 14', 'Portagens', 'Transportation', text, 'EUR');
    expect(intent.kind === 'correct_last' ? intent.amount : intent.kind).toBe('14.35');
  });
});

describe('comparing bills is a question on spending', () => {
  it('compares, while "what bills do i have" lists the bills to come', () => {
    const compare = interpret('compare my bills this month vs last', testContext({ preferredLanguage: 'en' })).intent;
    expect(compare.kind === 'query' ? [compare.metric, compare.categoryName] : compare.kind).toEqual(['compare', 'Bills']);
    expect(interpret('what bills do i have this month', testContext({ preferredLanguage: 'en' })).intent.kind).toBe('recurring_query');
  });
});

describe("a shop's price being charged, and family paying for their own things", () => {
  it.each([
    ['pt', 'o mercado tava cobrando 12 reais no kg do tomate, um absurdo', 'BRL', 'nothing'],
    ['pt', 'o ifood ta cobrando 12 de taxa de entrega agr? ta loco', 'BRL', 'nothing'],
    ['en', 'mum paid 45 quid for her hair, madness', 'GBP', 'nothing'],
    // Paid for the user is still her money (thirteenth session); the user paying is the user's.
    ['en', 'mum paid 45 for my hair', 'GBP', 'nothing'],
    ['en', 'i paid 45 for my hair', 'GBP', ['expense 45.00']],
  ] as const)('[%s] "%s"', (lang, text, currency, expected) => {
    expect(firstFields(reading(lang, text, currency), 2)).toEqual(expected);
  });
});

describe('a star rating in another sentence is an aside', () => {
  it('records the payout only', () => {
    const text = 'airbnb payout for the spare room came through, €265 for 3 nights. guests were a lovely german couple and they left a 5 star review too 🥰';
    expect(firstFields(reading('en', text, 'EUR'), 2)).toEqual(['income 265.00']);
  });
});
