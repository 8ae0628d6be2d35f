/**
 * Round 9, in sentences of our own (fifth session): corrections that say only when, the field named
 * first, and the amount just recorded said again the other way; each with near misses that stay what
 * they were.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, Intent, Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { firstFields, reading } from './testing/reading';

/** "type amount" per item (the category left out), or "nothing". */
const typesAndAmounts = (items: string[] | 'nothing') => firstFields(items, 2);

/** A conversation whose last reply recorded `user`'s message, filed under `category`. */
const recorded = (user: string, category: string): HistoryEntry[] => [
  { role: 'user', content: user },
  { role: 'assistant', content: `✅ Recorded: ${user} 20.00 (${category}) today` },
];

const after = (lang: Lang, user: string, category: string, text: string): Intent =>
  interpret(text, testContext({ preferredLanguage: lang, history: recorded(user, category) })).intent;

/** The intent's kind, with the fields a correction changes. */
const fix = (intent: Intent) =>
  intent.kind === 'correct_last' ? { kind: intent.kind, type: intent.type, amount: intent.amount, date: intent.date } : { kind: intent.kind };

describe('right after a recording, when it was paid is a date correction', () => {
  it.each([
    ['pt', 'uber 23', 'paguei dia 3, não hoje', '2026-11-03'],
    ['pt', 'uber 23', 'comprei ontem', '2026-11-21'],
    ['es', 'zapas 40', 'las compré el día 3', '2026-11-03'],
    ['es', 'zapas 40', 'las compre el martes', '2026-11-17'],
    ['en', 'uber 20', 'paid on the 3rd not today', '2026-11-03'],
    ['en', 'uber 20', 'uber was yesterday', '2026-11-21'],
    // A reason after the pause, an opening, the time of day.
    ['pt', 'supermercado 40', 'foi na sexta passada, esqueci-me de pôr', '2026-11-20'],
    ['pt', 'supermercado 40', 'eita, isso foi ontem a noite', '2026-11-21'],
    ['en', 'uber 20', 'wait that uber was last night actually not today', '2026-11-21'],
  ] as const)('[%s] %s → %s', (lang, user, text, date) => {
    const intent = after(lang, user, 'Transportation', text);
    expect(intent.kind).toBe('correct_last');
    expect(intent.kind === 'correct_last' && intent.date).toBe(date);
  });

  it.each([
    // Another thing paid on that day is a new entry (still asking its amount), a question asks.
    ['pt', 'uber 23', 'paguei a luz dia 3'],
    ['en', 'uber 20', 'paid rent on the 3rd'],
    ['pt', 'uber 23', 'paguei dia 3?'],
  ] as const)('[%s] %s, then %s is no date correction', (lang, user, text) => {
    expect(after(lang, user, 'Transportation', text).kind).not.toBe('correct_last');
  });

  it('a day alone without a recording before it records nothing', () => {
    expect(interpret('comprei ontem', testContext({ preferredLanguage: 'pt' })).intent.kind).not.toBe('correct_last');
  });
});

describe('right after a recording, the day of the month alone is a date correction', () => {
  it.each([
    ['es', 'pan 20', 'fue el 3', '2026-11-03'],
    ['es', 'pan 20', 'ups, fue el 3', '2026-11-03'],
    ['es', 'pan 20', 'regístralo el 15, ese día pagué', '2026-11-15'],
    ['es', 'pan 20', 'fue el 30', '2026-10-30'],
    ['pt', 'pão 20', 'lança como dia 5, foi quando paguei', '2026-11-05'],
    ['en', 'lunch 20', 'it was on the 4th', '2026-11-04'],
  ] as const)('[%s] %s, then %s', (lang, user, text, date) => {
    expect(fix(after(lang, user, 'Dining', text))).toEqual({ kind: 'correct_last', type: undefined, amount: undefined, date });
  });

  it.each([
    // A number alone after the copula is the amount; a question asks.
    ['pt', 'pão 20', 'foi 3', { kind: 'correct_last', type: undefined, amount: '3.00', date: undefined }],
    ['en', 'lunch 20', 'it was 14', { kind: 'correct_last', type: undefined, amount: '14.00', date: undefined }],
    ['es', 'pan 20', 'fue el 3?', { kind: 'unknown' }],
  ] as const)('[%s] %s, then %s is no day', (lang, user, text, expected) => {
    expect(fix(after(lang, user, 'Dining', text))).toEqual(expected);
  });
});

describe('moving the entry to a category, with a reason after it', () => {
  it.each([
    ['en', 'uber 20', 'can u put that under transport, it’s for the bike i deliver on', 'Transportation'],
    ['en', 'uber 20', 'stick that under travel, it was the bus up to dublin for the weekend', 'Travel'],
    ['es', 'pan 20', 'eso es de la panadería, póngalo en otros', 'Other'],
    // One category said over another.
    ['en', 'meal deal 3.99', 'was a meal deal, more dining than groceries tbh', 'Dining'],
    ['pt', 'farmacia 40', 'é mais saúde do que compras', 'Healthcare'],
  ] as const)('[%s] %s, then %s', (lang, user, text, category) => {
    const intent = after(lang, user, 'Dining', text);
    expect(intent.kind === 'correct_last' && intent.categoryName).toBe(category);
  });
});

describe('the field named first: what follows it is the change', () => {
  it.each([
    ['pt', 'lanche 40', 'o valor certo é 47,90 e foi ontem', '47.90', '2026-11-21'],
    ['en', 'lunch 20', 'the right amount is 17.90 and it was yesterday', '17.90', '2026-11-21'],
    ['es', 'almuerzo 20', 'el monto es 18', '18.00', undefined],
  ] as const)('[%s] %s, then %s', (lang, user, text, amount, date) => {
    expect(fix(after(lang, user, 'Dining', text))).toEqual({ kind: 'correct_last', type: undefined, amount, date });
  });
});

describe('a "no" and the amount just recorded, said the other way, flips the type', () => {
  it.each([
    ['pt', 'material 80', 'Shopping', 'não, esse 80 foi o cliente que me pagou', 'income'],
    ['en', 'mam gave me 40', 'Gift', 'no i gave HER 40 for the electric 😅', 'expense'],
    ['pt', 'recebi 50', 'Gift', 'não, fui eu que dei 50 à minha mãe', 'expense'],
    ['en', 'venmo jess 40', 'Gift', 'no I sent HER 40, it went out not in', 'expense'],
    ['es', 'zapatos 60', 'Shopping', 'no, esos 60 me los pagó mi cliente', 'income'],
  ] as const)('[%s] %s (%s), then %s', (lang, user, category, text, type) => {
    expect(fix(after(lang, user, category, text))).toEqual({ kind: 'correct_last', type, amount: undefined, date: undefined });
  });

  it.each([
    // The same way as recorded: nothing to flip.
    ['en', 'market 80', 'Groceries', 'no, 80 at the market'],
    ['pt', 'uber 20', 'Transportation', 'não, paguei 20 no uber'],
    ['es', 'sueldo 20', 'Salary', 'no, me pagaron 20 de sueldo'],
  ] as const)('[%s] %s (%s), then %s flips nothing', (lang, user, category, text) => {
    expect(fix(after(lang, user, category, text)).type).toBeUndefined();
  });
});


describe('other people’s money, prices per unit and wagers record nothing; their near misses record', () => {
  it.each([
    // What something cost someone else.
    ['en', "sarah's wedding cost her parents like 30 grand apparently"],
    ['en', 'the surgery cost him 4k in the end'],
    ['pt', 'a festa de 15 anos da minha sobrinha custou uns 40 mil pro meu irmao'],
    ['es', 'la boda de mi prima les costó a mis tíos como 80 millones'],
    // Companies and institutions making or losing money.
    ['en', 'company made 2.3 billion profit last quarter and still laid off 400 ppl'],
    ['pt', 'a empresa lucrou 2 bi e mandou 300 pessoas embora'],
    ['es', 'la empresa ganó 500 millones y despidió a 200 personas'],
    // A price per unit, the only number, nothing bought.
    ['en', 'petrol was 1.79 a litre at the station today'],
    ['pt', 'a carne tava 45 o quilo no açougue'],
    ['es', 'el tomate estaba a 40 el kilo en la central'],
    // A wager offered, still to be played.
    ['en', 'jake bet me 20 bucks the giants lose sunday'],
    ['pt', 'o zé apostou 50 paus cmg que o benfica perde no sábado'],
    ['es', 'el nacho me apostó 10 lucas a que river pierde el domingo'],
    // Family losing their own money, after laughter.
    ['en', 'lol my brother spent 300 on sneakers'],
    ['pt', 'kkkk meu irmão gastou 300 num tênis'],
    ['es', 'mi primo perdió 200 mil en apuestas del fútbol, qué bruto'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(reading(lang, text)).toBe('nothing');
  });

  it.each([
    ['en', 'the repair cost me 300', 'expense 300.00'],
    ['es', 'me costó 50 el almuerzo', 'expense 50.00'],
    ['pt', 'paguei 40 mil pro meu irmão', 'expense 40000.00'],
    ['en', 'my company paid me 500 bonus', 'income 500.00'],
    ['en', 'filled up 40 litres at 1.79 a litre', 'expense 71.60'],
    ['es', 'kilo y medio de bistec a 220 el kilo', 'expense 330.00'],
    ['es', 'le cobré 500 al cliente por la reforma', 'income 500.00'],
    ['en', 'bet 20 on the giants', 'expense 20.00'],
    ['pt', 'kkkk gastei 300 no tênis', 'expense 300.00'],
    ['es', 'perdí 200 mil en apuestas', 'expense 200000.00'],
  ] as const)('[%s] %s → %s', (lang, text, expected) => {
    expect(reading(lang, text).toString()).toContain(expected);
  });

  it('a tab picked up with no one else named was the user’s', () => {
    expect(reading('en', 'picked up the tab for everyone at dinner, 120')).toEqual(['expense 120.00 Dining']);
    expect(reading('en', 'jo picked up the tab for everyone at dinner, 120')).toBe('nothing');
  });
});

describe('which way the money went, from what was done', () => {
  it.each([
    // Money got for work named by what it is done to.
    ['en', 'got 300 for dog walking this month', 'income 300.00'],
    ['en', 'got 120 for the childminding', 'income 120.00'],
    ['en', 'got 50 for pet sitting', 'income 50.00'],
    // Time spent is no money spent.
    ['en', "spent all saturday fixing my neighbour's laptop, he gave me 50 for it", 'income 50.00'],
    ['en', 'spent the whole afternoon helping at the stall, they paid me 40', 'income 40.00'],
    // The Spanish perfect of selling and being paid; of being charged, spending.
    ['es', 'he vendido unos libros en wallapop por 40', 'income 40.00'],
    ['es', 'he cobrado 300 de la reforma', 'income 300.00'],
    ['es', 'me han cobrado 45 de comisión en el banco', 'expense 45.00'],
    // Family sending money, whatever it is for; the user charging someone.
    ['en', 'dad sent 100 for gas money', 'income 100.00'],
    ['en', 'my dad sent 100 for textbooks', 'income 100.00'],
    ['en', 'charged the couple 1.5k for the wedding shoot, they paid today', 'income 1500.00'],
    ['en', 'billed the client 900 for march', 'income 900.00'],
    // The company kept is no payer: "deu" is what it came to.
    ['pt', 'cinema com a namorada deu 48', 'expense 48.00'],
    ['pt', 'pizza com os amigos deu 90', 'expense 90.00'],
  ] as const)('[%s] %s → %s', (lang, text, expected) => {
    expect(reading(lang, text, 'EUR')[0]).toMatch(new RegExp(`^${expected}`));
  });

  it.each([
    ['en', 'got 20 for parking', 'expense 20.00'],
    ['en', 'got 40 for dog food', 'expense 40.00'],
    ['en', 'got 25 for the bus ticket', 'expense 25.00'],
    ['en', 'spent 20 on saturday on lunch', 'expense 20.00'],
    ['en', 'spent the whole day at the beach, 40 on food', 'expense 40.00'],
    ['en', 'my wife paid the electricity 80', 'expense 80.00'],
    ['en', 'got charged 30 by the bank', 'expense 30.00'],
    ['en', 'they charged me 40 for delivery', 'expense 40.00'],
    ['en', 'the hotel charged 20 for parking', 'expense 20.00'],
    ['pt', 'minha mãe me deu 50', 'income 50.00'],
  ] as const)('[%s] %s stays %s', (lang, text, expected) => {
    expect(reading(lang, text)[0]).toMatch(new RegExp(`^${expected}`));
  });
});

describe('several items: where one ends and which way each went', () => {
  it.each([
    // An emoji after an amount, before words, ends the item as a comma would.
    ['en', 'uni fees instalment 925 🥲 bursary came in 1,100 tho', ['expense 925.00 Education', 'income 1100.00 Salary']],
    ['en', 'rent 1450 paid 😩 roomie sent her half, 725', ['expense 1450.00 Bills', 'income 725.00 Refunds']],
    // A contrast before the pause starts the next item; "pay rise" is a noun.
    ['en', 'vet 145 for the cat but the backpay landed, 310', ['expense 145.00 Pets', 'income 310.00 Salary']],
    ['en', 'vet £145 for the cat 😿 but the pay rise backpay landed, £310', ['expense 145.00 Pets', 'income 310.00 Salary']],
    // A plus sign on an amount that buys nothing: money in.
    ['en', 'farmers market 28, lunch w/ grandma 41, mowed mr jenkins lawn +30', ['expense 28.00 Groceries', 'expense 41.00 Dining', 'income 30.00 Freelance']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(reading(lang, text, 'GBP')).toEqual(expected);
  });

  it.each([
    ['en', 'pizza 20 🍕 coke 3', ['expense 20.00 Dining', 'expense 3.00 Dining']],
    ['en', 'pizza 20, delivery +3', ['expense 20.00 Dining', 'expense 3.00 Dining']],
    ['en', 'uber 14 + 2 beers 10', ['expense 14.00 Transportation', 'expense 10.00 Dining']],
    ['en', 'pay the rent 900', ['expense 900.00 Bills']],
  ] as const)('[%s] %s stays as it was', (lang, text, expected) => {
    expect(reading(lang, text, 'GBP')).toEqual(expected);
  });
});

describe('the parts a bill was split into are no money', () => {
  // (Since round 15 the total before the parts is the user's part of it: see interpret-round15.test.ts.)
  it.each([
    ['pt', 'rachamos em 5 e deu 64 pra cada', ['expense 64.00']],
    ['es', 'la cena salió 96 mil, dividimos entre 4', ['expense 24000.00']],
    ['en', 'dinner 120 split 4 ways', ['expense 30.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(typesAndAmounts(reading(lang, text))).toEqual(expected);
  });

  it('money split with someone stays money', () => {
    expect(reading('en', 'split 20 with jo')).toEqual(['expense 20.00 Other']);
  });
});

describe('a friend paying back a share of something bought is money back (Refunds)', () => {
  it.each([
    ['es', 'bizum de mi hermana 15 por la cena', 'income 15.00 Refunds'],
    ['es', 'mi prima me ha hecho bizum de 30 por la entrada del concierto que le pillé', 'income 30.00 Refunds'],
    ['pt', 'mbway do rui 15 do padel', 'income 15.00 Refunds'],
    ['en', 'got 30 on venmo from mike for the pizza', 'income 30.00 Refunds'],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(reading(lang, text, 'EUR')[0]).toBe(expected);
  });

  it.each([
    // Parents and children give; a sale is a sale; help is a gift.
    ['es', 'bizum de mi madre 50 por la cena', 'income 50.00 Gift'],
    ['es', 'mi hijo me depositó 50 mil pa ayudarme con los remedios', 'income 50000.00 Gift'],
    ['es', 'nequi de la venta de empanadas 120 mil', 'income 120000.00 Business'],
  ] as const)('[%s] %s stays %s', (lang, text, expected) => {
    expect(reading(lang, text, 'EUR')[0]).toBe(expected);
  });
});

describe('what is won or collected may be no money', () => {
  it.each([
    // An auction won is a purchase.
    ['en', 'won the ebay auction for the lens 189', 'expense 189.00'],
    ['pt', 'ganhei o leilão do iphone no mercado livre, 1.850 pago', 'expense 1850.00'],
    ['es', 'gané la subasta de unos tenis en ebay, pagué 1.499', 'expense 1499.00'],
    // A fine, a discount, courage.
    ['pt', 'ganhei uma multa de 195,23 por excesso de velocidade', 'expense 195.23'],
    ['pt', 'ganhei desconto e o tênis saiu por 249,90', 'expense 249.90'],
    // A thing collected.
    ['en', 'collected my parcel at the post office, had to pay 18.50 customs', 'expense 18.50'],
    ['en', 'collected the car from the garage, 340 for the brakes', 'expense 340.00'],
  ] as const)('[%s] %s → %s', (lang, text, expected) => {
    expect(reading(lang, text)[0]).toMatch(new RegExp(`^${expected}`));
  });

  it.each([
    ['en', 'won 50 on the horses', 'income 50.00'],
    ['pt', 'ganhei 50 na rifa', 'income 50.00'],
    ['en', 'collected the rent from the tenant 900', 'income 900.00'],
    ['en', 'collected 200 in tips', 'income 200.00'],
  ] as const)('[%s] %s stays %s', (lang, text, expected) => {
    expect(reading(lang, text)[0]).toMatch(new RegExp(`^${expected}`));
  });

  it('a roommate’s spending is theirs; what they pay the user is income', () => {
    expect(reading('es', 'mi roomie gastó 3 mil en ropa de shein, está loca')).toBe('nothing');
    expect(reading('es', 'mi roomie me pagó 3 mil de la renta')[0]).toMatch(/^income 3000.00/);
  });
});

describe('after thousands said in slang, a number of the same size is thousands too', () => {
  it.each([
    ['es', 'vendí la play en 400 lucas y me compré un celu de 350', ['income 400000.00', 'expense 350000.00']],
    ['es', 'cobré el aguinaldo 420 lucas y pagué la cuota del auto 150', ['income 420000.00', 'expense 150000.00']],
    // Much smaller than the thousands: pesos ("500 de pan" after 25 lucas).
    ['es', 'carne 25 lucas, carbón 6, vino 9 y 500 de pan', ['expense 25000.00', 'expense 6000.00', 'expense 9000.00', 'expense 500.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(typesAndAmounts(reading(lang, text, 'ARS'))).toEqual(expected);
  });
});

describe('an airline and a number are a flight only when it runs late or leaves', () => {
  it('money that came from an airline is money', () => {
    expect(reading('en', 'refund from ryanair 89 finally came thru, booked a hotel for 210', 'EUR')).toEqual(['income 89.00 Refunds', 'expense 210.00 Travel']);
  });

  it.each([['ryanair FR 7123 delayed again'], ['ryanair 7123 delayed again'], ['ryanair 89 leaves at 6'], ['the 38 came late']] as const)('%s records nothing', (text) => {
    expect(reading('en', text)).toBe('nothing');
  });
});

describe('what to cancel next, said after a list, voids none of it', () => {
  it.each([
    ['en', 'spotify 9.99 hulu 14.99 😩 gonna cancel one', 2],
    ['pt', 'netflix 55,90 e spotify 21,90 🙄 preciso cancelar algum', 2],
  ] as const)('[%s] %s', (lang, text, count) => {
    expect(reading(lang, text)).toHaveLength(count);
  });

  it('bills still to pay record nothing', () => {
    expect(reading('en', 'rent 1200, electric 90, need to pay them friday')).toBe('nothing');
  });
});

describe('removing in chat Spanish', () => {
  it('"sácalo no más" right after a recording deletes it', () => {
    expect(after('es', 'pan 20', 'Dining', 'sácalo no más').kind).toBe('delete_transaction');
  });

  it('a question comparing categories asks; it corrects nothing', () => {
    expect(after('en', 'meal deal 3.99', 'Groceries', 'am i spending more dining than groceries?').kind).not.toBe('correct_last');
  });
});

describe('budgets set with chat verbs', () => {
  const budget = (lang: Lang, text: string) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    return intent.kind === 'set_budget' ? `${intent.amount} ${intent.categoryName ?? 'overall'} ${intent.period}` : intent.kind;
  };
  it.each([
    ['es', 'fijame 60 euros al mes para restaurantes', '60.00 Dining monthly'],
    ['en', 'gonna allow 80 a month for meds and doctor stuff', '80.00 Healthcare monthly'],
    ['en', 'limit my gaming to 30 a month pls', '30.00 Entertainment monthly'],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(budget(lang, text)).toBe(expected);
  });

  it('a bill paid every month stays a bill', () => {
    expect(budget('en', 'netflix 15.99 a month')).not.toMatch(/monthly$/);
  });
});

describe('money asked for and paid later, and other people’s winnings, record nothing', () => {
  it.each([
    ['pt', 'a escola pediu 50 pra excursão, pago semana q vem'],
    ['pt', 'pago o aluguel semana que vem, 900'],
    ['es', 'el colegio pide 20 lucas pal paseo'],
    ['es', 'a mi hermano le ha tocado la pedrea de navidad jajaja 100 pavos'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(reading(lang, text)).toBe('nothing');
  });

  it.each([
    ['pt', 'paguei o aluguel, 900', 'expense 900.00'],
    ['es', 'me ha tocado la pedrea, 100 pavos', 'income 100.00'],
  ] as const)('[%s] %s → %s', (lang, text, expected) => {
    expect(reading(lang, text)[0]).toMatch(new RegExp(`^${expected}`));
  });
});
