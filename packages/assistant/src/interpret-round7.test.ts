/**
 * Items of a list that take what the item before says, in sentences of our own: a tip left on a
 * service goes with that service, a day alone is one more of the same, another amount "from" another
 * payer after income named by what it is is more of that income. And notes by name ("a fiver") are
 * the user's pounds, or euros in Ireland. Near misses keep their own reading.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';

const items = (lang: Lang, text: string, currency = 'USD', country?: string) => {
  const intent = interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency, ...(country ? { country } : {}) })).intent;
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => `${t.type} ${t.amount} ${t.currency} ${t.categoryName}`) : intent.kind;
};

describe('an item takes what the item before says', () => {
  it.each([
    ['es', 'peluquería 18 y le dejé 2 de propina', ['expense 18.00 USD Other', 'expense 2.00 USD Other']],
    ['pt', 'barbeiro 40 + gorjeta 5', ['expense 40.00 USD Other', 'expense 5.00 USD Other']],
    ['en', 'paid the dog walker 30 plus 5 extra as a tip', ['expense 30.00 USD Pets', 'expense 5.00 USD Pets']],
    ['en', 'tacos 11 + horchata 3.50 + tip 2', ['expense 11.00 USD Dining', 'expense 3.50 USD Dining', 'expense 2.00 USD Dining']],
    ['pt', 'segunda 15 de almoço, terça 18, quarta 22', ['expense 15.00 USD Dining', 'expense 18.00 USD Dining', 'expense 22.00 USD Dining']],
    ['en', 'dividends: 12.40 from aapl and 7.10 from pepsi', ['income 12.40 USD Investment', 'income 7.10 USD Investment']],
    ['es', 'dividendos de repsol 30 y de endesa 12,50', ['income 30.00 USD Investment', 'income 12.50 USD Investment']],
    ['pt', 'recebi as rendas do 3º esquerdo 600 e do 4º direito 700', ['income 600.00 USD Rental', 'income 700.00 USD Rental']],
    ['en', 'rent in from the couple upstairs 900 and the student 650', ['income 900.00 USD Rental', 'income 650.00 USD Rental']],
    ['es', 'netflix 219 y el plan del cel 399', ['expense 219.00 USD Entertainment', 'expense 399.00 USD Bills']],
    ['en', 'zelled the landlord 1,600', ['expense 1600.00 USD Bills']],
    ['pt', 'transferi 700 para o senhorio', ['expense 700.00 USD Bills']],
    ['en', 'landlord gave back the deposit 500', ['income 500.00 USD Refunds']],
    // Spoken Spanish drops the d of participles.
    ['es', 'me han pagao las horas extra, 300', ['income 300.00 USD Salary']],
    ['es', 'he pagao la luz 80', ['expense 80.00 USD Bills']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(items(lang, text)).toEqual(expected);
  });

  it.each([
    // A tip alone is left at a table; an item that is no tip keeps its own category.
    ['en', 'tip 6', ['expense 6.00 USD Dining']],
    // At the end of a longer list, a tip may be for any item: it keeps its own reading.
    ['es', 'cena 400, taxi 150 y propina 50', ['expense 400.00 USD Dining', 'expense 150.00 USD Transportation', 'expense 50.00 USD Dining']],
    ['es', 'taxi 120 y le di 50 a mi mamá', ['expense 120.00 USD Transportation', 'expense 50.00 USD Other']],
    // Income with its own kind keeps it.
    ['en', 'got paid 2000 and 50 from mum', ['income 2000.00 USD Salary', 'income 50.00 USD Gift']],
    // After a verb of receiving, the lunch is spending.
    ['pt', 'recebi 100 do cliente e 50 de almoço', ['income 100.00 USD Freelance', 'expense 50.00 USD Dining']],
  ] as const)('[%s] keeps its own reading: %s', (lang, text, expected) => {
    expect(items(lang, text)).toEqual(expected);
  });
});

describe('income and spending on either side of a "but"', () => {
  it.each([
    ['en', 'made 140 doordashing today but spent 25 on gas', ['income 140.00 USD Freelance', 'expense 25.00 USD Transportation']],
    ['pt', 'ganhei 200 de gorjeta mas gastei 50 no mercado', ['income 200.00 USD Salary', 'expense 50.00 USD Groceries']],
    ['es', 'cobré 900 pero pagué 300 de luz', ['income 900.00 USD Salary', 'expense 300.00 USD Bills']],
    // One way only: the price before the "but" was not paid.
    ['en', 'was 50 but i paid 30', ['expense 30.00 USD Other']],
    // Items sold at a price each, listed after the sale.
    ['es', 'vendí 85 tamales a 18 y 40 atoles a 15', ['income 1530.00 USD Business', 'income 600.00 USD Business']],
    ['es', 'compré 3 cervezas a 20 y 2 tacos a 15', ['expense 60.00 USD Dining', 'expense 30.00 USD Dining']],
    ['pt', 'vendi o carro por 20 mil, gasolina 200', ['income 20000.00 USD Business', 'expense 200.00 USD Transportation']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(items(lang, text)).toEqual(expected);
  });
});

describe('lists said the chat way', () => {
  it.each([
    ['en', 'spent 12 on a burrito n 8 on a gatorade', ['expense 12.00 USD Dining', 'expense 8.00 USD Dining']],
    ['en', 'popcorn 9 and 12 on the cinema for the 2 of us', ['expense 9.00 USD Dining', 'expense 12.00 USD Entertainment']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(items(lang, text)).toEqual(expected);
  });
});

describe('a category corrected after its reason', () => {
  const history = (user: string, reply: string) => [
    { role: 'user' as const, content: user },
    { role: 'assistant' as const, content: reply },
  ];
  it.each([
    ['en', 'walgreens 18.20', '✅ Recorded: Walgreens $18.20 (Shopping) today', 'it was my inhaler so healthcare not shopping', 'Healthcare'],
    ['es', 'café 3,50', '✅ Registrado: Café 3,50 € (Groceries) hoy', 'fue pa llevar, eso es comida afuera no supermercado', 'Dining'],
  ] as const)('[%s] %s', (lang, user, reply, text, categoryName) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang, history: history(user, reply) })).intent;
    expect(intent).toMatchObject({ kind: 'correct_last', categoryName });
  });
});

describe('notes by name', () => {
  it('are euros for a user in Ireland and pounds in Britain', () => {
    expect(items('en', 'haircut 45 and tipped her a fiver', 'EUR', 'IE')).toEqual(['expense 45.00 EUR Other', 'expense 5.00 EUR Other']);
    expect(items('en', 'lent him a tenner', 'GBP', 'GB')).toEqual(['expense 10.00 GBP Other']);
    expect(items('en', 'lent him a tenner', 'USD', 'US')).toEqual(['expense 10.00 GBP Other']);
  });
});

describe('budgets over everything, balances, arrivals', () => {
  const read = (lang: Lang, text: string) => interpret(text, testContext({ preferredLanguage: lang })).intent;

  it.each([
    ['en', "i'd like to keep my spending under 900 a month"],
    ['pt', 'coloca um teto de 3 mil por mês pra tudo'],
    ['pt', 'quero economizar, não gastar mais de 400 por semana'],
    ['es', 'un límite de 200 mil al mes para todo'],
  ] as const)('[%s] a budget over all spending: %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'set_budget', overall: true });
  });

  it.each([
    ['en', 'I would like to limit myself to $1,500 a month total.'],
    ['en', 'weekly budget 150'],
    ['pt', 'quero um teto de 500 no mês, tudo junto'],
  ] as const)('[%s] a budget named by nothing else is over all spending: %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'set_budget', overall: true });
  });

  it.each([
    ['es', 'póngame un tope de 300 lucas al mes pal petróleo', 'Transportation'],
    ['pt', 'no máximo 60 por semana em saídas à noite', 'Entertainment'],
    ['es', 'ponme 100 lucas al mes pa carretear', 'Entertainment'],
    ['es', 'máximo 150 mil al mes en domicilios', 'Dining'],
    ['pt', 'mete um limite de 50€ por semana para saídas', 'Entertainment'],
  ] as const)('[%s] a budget for a category said its way: %s', (lang, text, categoryName) => {
    expect(read(lang, text)).toMatchObject({ kind: 'set_budget', categoryName });
  });

  it('keeps a budget with a category of its own', () => {
    expect(read('en', 'budget 300 for pets')).toMatchObject({ kind: 'set_budget', categoryName: 'Pets' });
  });

  it.each([
    ['en', 'how much money i got right now', 'balance'],
    ['en', "tell me what i've got left after everything this month", 'balance'],
    ['en', 'how much i got paid this month', 'earned'],
    ['es', 'muéstreme los gastos de comida de esta semana', 'recent'],
  ] as const)('[%s] asks %s: %s', (lang, text, metric) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric });
  });

  it.each([
    ['en', 'student loan landed 2,800', 'income'],
    ['pt', 'caiu o empréstimo de 5 mil', 'income'],
    ['pt', 'caiu a parcela do empréstimo, 450', 'expense'],
    ['es', 'llegó la PGU, 214 mil', 'income'],
    ['es', 'llegó la factura del imss, 800', 'expense'],
    ['en', 'babysat for the millers tonight, 70 cash', 'income'],
    ['en', 'washed the car for 15', 'expense'],
    ['en', 'childrens allowance came in 140', 'income'],
    ['en', 'doordash deposit 212.40', 'income'],
    ['en', 'paid the airbnb deposit 200', 'expense'],
  ] as const)('[%s] %s is %s', (lang, text, type) => {
    expect(read(lang, text)).toMatchObject({ kind: 'record_transactions', transactions: [{ type }] });
  });
});

describe('an emoji that names the item', () => {
  it.each([
    ['en', '⛽️ $51.22', 'expense 51.22 USD Transportation', 'Fuel'],
    ['en', '💇‍♀️ 45', 'expense 45.00 USD Other', 'Haircut'],
    ['pt', '💊 27,50', 'expense 27.50 USD Healthcare', 'Farmácia'],
    ['pt', '🛒 156,40', 'expense 156.40 USD Groceries', 'Mercado'],
    ['es', '🌮🌮🌮 120', 'expense 120.00 USD Dining', 'Tacos'],
    ['es', '🚕 18', 'expense 18.00 USD Transportation', 'Taxi'],
  ] as const)('[%s] %s', (lang, text, expected, description) => {
    const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
    expect(items(lang, text)).toEqual([expected]);
    expect(intent).toMatchObject({ transactions: [{ description }] });
  });

  it('names items of a list, and leaves reactions alone', () => {
    expect(items('es', '🍕 12, 🍺 5')).toEqual(['expense 12.00 USD Dining', 'expense 5.00 USD Dining']);
    expect(items('en', 'paid 20 for lunch 🍕')).toEqual(['expense 20.00 USD Dining']);
    expect(interpret('tips 62 💰', testContext()).intent).toMatchObject({ transactions: [{ type: 'income', description: 'Tips' }] });
  });
});

describe('cents said as a number of their own', () => {
  it.each([
    ['en', 'spent forty two dollars and fifty cents at target', 'expense 42.50 USD Shopping'],
    ['en', '18 dollars and 75 cents on gas', 'expense 18.75 USD Transportation'],
    ['pt', 'deu 67 reais e 80 centavos na farmácia', 'expense 67.80 BRL Healthcare'],
    ['es', 'me gasté treinta y dos euros con cincuenta en el mercadona', 'expense 32.50 EUR Groceries'],
    ['es', 'gasté veintitrés con cuarenta en el súper', 'expense 23.40 USD Groceries'],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(items(lang, text)).toEqual([expected]);
  });

  it('reads "weekly shop" after an amount as the groceries, not a repetition', () => {
    expect(items('en', 'tesco 72.40 weekly shop')).toEqual(['expense 72.40 USD Groceries']);
    expect(interpret('gym 20 weekly', testContext()).intent.kind).toBe('set_recurring');
  });

  it('keeps two amounts joined by "and" when no cents are named', () => {
    expect(items('pt', 'paguei 30 e 20 de gorjeta')).toEqual(['expense 30.00 USD Other', 'expense 20.00 USD Dining']);
  });
});
