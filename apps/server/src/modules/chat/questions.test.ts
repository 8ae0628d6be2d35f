/**
 * The questions of issue 16 answered through POST /api/chat on a real database: the biggest
 * expenses, averages, comparisons with difference and percentage, where the money went, listings
 * of a period, what is left of a budget and summaries. Each test seeds its own user's transactions
 * with known dates and amounts, checks the figures in the reply, and gives another user data in the
 * same periods and categories that must never enter the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import { createExchangeRatesRepository } from '../currencies/exchange-rates.repository';

// Sunday 22 November 2026, midday in São Paulo: this week is 16-22 November, last week 9-15.
const clock = new Date('2026-11-22T15:00:00Z');
const NB = '\u00a0';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // A round rate, so the ranking by preferred value is plain to see: 1 EUR = 2 USD.
  await createExchangeRatesRepository(t.database.db).upsert([{ currency: 'EUR', rateDate: '2026-11-01', rate: '0.5', source: 'test' }]);
  // A currency nobody has a rate for.
  await t.database.db.execute(sql`delete from exchange_rates where currency = 'VES'`);
});
afterAll(() => t.close());

interface Row {
  description: string;
  amount: string;
  category: string;
  date: string;
  type?: 'income' | 'expense';
  currency?: string;
}

const newUser = () => registerUser(t.app, { timezone: 'America/Sao_Paulo', preferredCurrency: 'USD' });

async function seed(user: TestUser, rows: readonly Row[]) {
  for (const row of rows) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: user.headers,
      payload: {
        type: row.type ?? 'expense',
        amount: row.amount,
        currency: row.currency ?? 'USD',
        description: row.description,
        category: row.category,
        transactionDate: row.date,
      },
    });
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  }
}

async function ask(user: TestUser, message: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  const body = res.json();
  expect(body.transactions).toEqual([]);
  return body.message as string;
}

/** Another user with large, distinctive amounts in the same periods and categories. */
async function neighbour(): Promise<TestUser> {
  const other = await newUser();
  await seed(other, [
    { description: 'Yacht', amount: '7777.77', category: 'Shopping', date: '2026-11-10' },
    { description: 'Caviar', amount: '6666.66', category: 'Dining', date: '2026-11-18' },
    { description: 'Limo', amount: '5555.55', category: 'Transportation', date: '2026-10-05' },
    { description: 'Lottery', amount: '9999.99', category: 'Gift', date: '2026-11-21', type: 'income' },
  ]);
  return other;
}

const LEAKS = /7[.,]777|6[.,]666|5[.,]555|9[.,]999|Yacht|Caviar|Limo|Lottery/;

describe('biggest expenses', () => {
  it('lists the largest of the period by their value in the preferred currency, and only the user’s', async () => {
    const user = await newUser();
    await neighbour();
    await seed(user, [
      { description: 'Rent', amount: '1500.00', category: 'Bills', date: '2026-11-01' },
      { description: 'TV', amount: '800.00', category: 'Shopping', date: '2026-11-05' },
      // 500 EUR is 1000 USD: second, though its own figure is below the TV's.
      { description: 'Flight', amount: '500.00', currency: 'EUR', category: 'Travel', date: '2026-11-03' },
      { description: 'Dinner', amount: '64.20', category: 'Dining', date: '2026-11-18' },
      { description: 'Lunch', amount: '12.50', category: 'Dining', date: '2026-11-21' },
      { description: 'Taxi', amount: '18.00', category: 'Transportation', date: '2026-11-20' },
      { description: 'Old sofa', amount: '2000.00', category: 'Shopping', date: '2026-10-15' },
      { description: 'Bolívares', amount: '900000.00', currency: 'VES', category: 'Other', date: '2026-11-12' },
    ]);
    const reply = await ask(user, 'my biggest expenses this month');
    expect(reply).toBe(
      [
        'Your biggest expenses this month:',
        '1. Rent: $1,500.00 (Bills), Nov 1',
        '2. Flight: €500.00 (Travel), Nov 3',
        '3. TV: $800.00 (Shopping), Nov 5',
        '4. Dinner: $64.20 (Dining), Nov 18',
        '5. Taxi: $18.00 (Transportation), Nov 20',
        '⚠️ 1 transaction is not included: there is no exchange rate for its currency yet.',
      ].join('\n'),
    );
    const pt = await ask(user, 'qual foi meu maior gasto de outubro?');
    expect(pt).toBe(`Sua maior despesa em outubro de 2026: Old sofa, $${NB}2.000,00 (Compras), 15 out.`);
    const es = await ask(user, '¿cuáles fueron mis 2 compras más caras de la semana?');
    expect(es).toBe(`Tus mayores gastos esta semana:\n1. Dinner: 64,20${NB}$ (Restaurantes), 18 nov\n2. Taxi: 18,00${NB}$ (Transporte), 20 nov`);
    for (const r of [reply, pt, es]) expect(r).not.toMatch(LEAKS);
  });
});

describe('averages', () => {
  it('divides the window’s total by its weeks, months or days, exactly, and says the window', async () => {
    const user = await newUser();
    await neighbour();
    await seed(user, [
      // The last 12 weeks are 31 August to 22 November.
      { description: 'Uber', amount: '18.00', category: 'Transportation', date: '2026-11-20' },
      { description: 'Uber', amount: '22.00', category: 'Transportation', date: '2026-11-10' },
      { description: 'Uber', amount: '30.00', category: 'Transportation', date: '2026-10-05' },
      { description: 'Uber', amount: '30.00', category: 'Transportation', date: '2026-08-31' },
      { description: 'Uber', amount: '100.00', category: 'Transportation', date: '2026-08-30' },
      { description: 'Groceries', amount: '100.00', category: 'Groceries', date: '2026-11-02' },
    ]);
    const weekly = await ask(user, 'how much do I spend on uber per week?');
    expect(weekly).toBe('On average you spent $8.33 a week on Transportation in the last 12 weeks ($100.00 in total, Aug 31 – Nov 22).');
    // The last 6 months are 23 May to 22 November: 200.00 / 6 = 33.333... -> 33.33.
    const monthly = await ask(user, 'quanto gasto em média por mês com transporte?');
    expect(monthly).toBe(
      `Em média você gastou $${NB}33,33 por mês com Transporte nos últimos 6 meses ($${NB}200,00 no total, 23 mai – 22 nov).`,
    );
    // This month so far is 1-22 November: 140.00 / 22 days = 6.3636... -> 6.36.
    const daily = await ask(user, 'promedio de gasto diario este mes');
    expect(daily).toBe(`En promedio gastaste 6,36${NB}$ al día este mes (140,00${NB}$ en total, 1 nov – 22 nov).`);
    for (const r of [weekly, monthly, daily]) expect(r).not.toMatch(LEAKS);
  });

  it('says there is no average yet when the window holds nothing', async () => {
    const user = await newUser();
    await neighbour();
    const reply = await ask(user, 'how much do I usually spend on shopping per month?');
    expect(reply).toBe("You haven't spent anything on Shopping in the last 6 months (May 23 – Nov 22), so there is no average yet.");
  });
});

describe('comparisons', () => {
  it('give the difference and the percentage, per category, and handle a previous period of nothing', async () => {
    const user = await newUser();
    await neighbour();
    await seed(user, [
      { description: 'Sushi', amount: '200.00', category: 'Dining', date: '2026-11-08' },
      { description: 'Pizza', amount: '100.00', category: 'Dining', date: '2026-11-15' },
      { description: 'Tacos', amount: '250.00', category: 'Dining', date: '2026-10-12' },
      { description: 'Market', amount: '80.00', category: 'Groceries', date: '2026-11-03' },
      { description: 'Bus', amount: '40.00', category: 'Transportation', date: '2026-10-03' },
    ]);
    expect(await ask(user, 'am I spending more on food than last month?')).toBe(
      'You spent $300.00 on Dining this month, $50.00 (20%) more than last month ($250.00).',
    );
    expect(await ask(user, 'gastei mais com mercado esse mês que no passado?')).toBe(
      `Você gastou $${NB}80,00 com Mercado neste mês, e nada no mês passado.`,
    );
    expect(await ask(user, '¿gasté menos en transporte este mes que el anterior?')).toBe(
      `Gastaste 0,00${NB}$ en Transporte este mes, 40,00${NB}$ (100${NB}%) menos que el mes pasado (40,00${NB}$).`,
    );
    // All of it: 380.00 against 290.00 is 90.00, 31.0% more.
    const all = await ask(user, '¿gasté más este mes que el anterior?');
    expect(all).toBe(`Gastaste 380,00${NB}$ este mes, 90,00${NB}$ (31${NB}%) más que el mes pasado (290,00${NB}$).`);
    expect(all).not.toMatch(LEAKS);
  });
});

describe('where the money went', () => {
  it('names the top categories with their shares and the biggest single expense', async () => {
    const user = await newUser();
    await neighbour();
    await seed(user, [
      { description: 'Rent', amount: '1000.00', category: 'Bills', date: '2026-10-01' },
      { description: 'Restaurants', amount: '500.00', category: 'Dining', date: '2026-10-10' },
      { description: 'Market', amount: '300.00', category: 'Groceries', date: '2026-10-11' },
      { description: 'Market', amount: '200.00', category: 'Groceries', date: '2026-10-20' },
      { description: 'November', amount: '999.00', category: 'Shopping', date: '2026-11-02' },
    ]);
    const reply = await ask(user, 'what did I spend the most on in October?');
    expect(reply).toBe(
      [
        'Your top spending categories in October 2026:',
        '1. Bills: $1,000.00 (50%)',
        '2. Dining: $500.00 (25%)',
        '3. Groceries: $500.00 (25%)',
        'Biggest single expense: Rent, $1,000.00 (Oct 1).',
      ].join('\n'),
    );
    const pt = await ask(user, 'onde foi parar meu dinheiro esse mês');
    expect(pt).toBe(`Suas principais categorias de gastos neste mês:\n1. Compras: $${NB}999,00 (100%)\nMaior despesa: November, $${NB}999,00 (2 nov).`);
    for (const r of [reply, pt]) expect(r).not.toMatch(LEAKS);
  });
});

describe('listing a period', () => {
  it('shows the period’s transactions of the type asked, how many and their total', async () => {
    const user = await newUser();
    await neighbour();
    await seed(user, [
      { description: 'Lunch', amount: '12.50', category: 'Dining', date: '2026-11-21' },
      { description: 'Cinema', amount: '30.00', category: 'Entertainment', date: '2026-11-21' },
      { description: 'Freelance job', amount: '400.00', category: 'Freelance', date: '2026-11-21', type: 'income' },
      { description: 'Salary', amount: '2000.00', category: 'Salary', date: '2026-11-17', type: 'income' },
      { description: 'Coffee', amount: '4.00', category: 'Dining', date: '2026-11-22' },
    ]);
    const reply = await ask(user, 'show my expenses from yesterday');
    expect(reply.split('\n')[0]).toBe('Your expenses yesterday: 2 expenses, $42.50 in total.');
    expect(reply).toContain('Lunch, $12.50 (Dining)');
    expect(reply).toContain('Cinema, $30.00 (Entertainment)');
    expect(reply).not.toMatch(/Freelance|Coffee/);
    const es = await ask(user, 'muéstrame los ingresos de la semana');
    expect(es.split('\n')).toEqual([
      `Tus ingresos esta semana: 2 ingresos, 2.400,00${NB}$ en total.`,
      `• 21 nov: Freelance job, +400,00${NB}$ (Freelance)`,
      `• 17 nov: Salary, +2.000,00${NB}$ (Salario)`,
    ]);
    const pt = await ask(user, 'lista meus gastos de hoje');
    expect(pt).toBe(`Suas despesas hoje: 1 despesa, $${NB}4,00 no total.\n• 22 nov: Coffee, $${NB}4,00 (Restaurantes)`);
    for (const r of [reply, es, pt]) expect(r).not.toMatch(LEAKS);
  });
});

describe("what's left of a budget", () => {
  it('says what is left and how much a day that allows until the end of the period', async () => {
    const user = await newUser();
    const other = await neighbour();
    expect((await t.app.inject({ method: 'POST', url: '/api/budgets', headers: other.headers, payload: { category: 'Dining', amount: '100', period: 'monthly' } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/budgets', headers: user.headers, payload: { category: 'Dining', amount: '300', period: 'monthly' } })).statusCode).toBe(201);
    await seed(user, [
      { description: 'Sushi', amount: '200.00', category: 'Dining', date: '2026-11-08' },
      { description: 'Pizza', amount: '50.00', category: 'Dining', date: '2026-11-15' },
      { description: 'Pizza in October', amount: '90.00', category: 'Dining', date: '2026-10-15' },
    ]);
    // 50.00 left for the 9 days from 22 to 30 November: 5.555... a day, rounded down to 5.55.
    expect(await ask(user, 'how much is left of my dining budget?')).toBe(
      '🟡 You have $50.00 left of your Dining budget ($250.00 of $300.00 spent, 83.3%): about $5.55 a day for the 9 days left, today included.',
    );
    expect(await ask(user, '¿cuánto me queda del presupuesto de restaurantes?')).toBe(
      `🟡 Te quedan 50,00${NB}$ de tu presupuesto de Restaurantes (250,00${NB}$ de 300,00${NB}$ gastados, 83,3${NB}%): unos 5,55${NB}$ al día durante los 9 días que quedan, contando hoy.`,
    );
    expect(await ask(user, 'quanto sobrou do orçamento de lazer')).toBe(
      'Você não tem orçamento para Lazer. Experimente "orçamento de 500 para lazer".',
    );
  });
});

describe('summaries', () => {
  it('gives income, expenses, balance, top categories, the biggest expense and the previous period', async () => {
    const user = await newUser();
    await neighbour();
    await seed(user, [
      { description: 'Client work', amount: '500.00', category: 'Freelance', date: '2026-11-17', type: 'income' },
      { description: 'Cinema', amount: '30.00', category: 'Entertainment', date: '2026-11-16' },
      { description: 'Dinner', amount: '64.20', category: 'Dining', date: '2026-11-18' },
      { description: 'Weekly shop', amount: '100.00', category: 'Groceries', date: '2026-11-19' },
      { description: 'Uber', amount: '18.00', category: 'Transportation', date: '2026-11-20' },
      { description: 'Lunch', amount: '12.50', category: 'Dining', date: '2026-11-21' },
      // Last week: 200.00 of expenses.
      { description: 'Shoes', amount: '200.00', category: 'Shopping', date: '2026-11-12' },
    ]);
    // 224.70 of expenses against 200.00: 24.70 more, 12.35% -> 12.4%.
    expect(await ask(user, 'weekly summary')).toBe(
      [
        "Here's how you did this week:",
        '• Income: $500.00',
        '• Expenses: $224.70',
        '• Balance: $275.30',
        '• Top categories: Groceries $100.00 (44.5%), Dining $76.70 (34.1%), Entertainment $30.00 (13.4%)',
        '• Biggest expense: Weekly shop, $100.00 (Nov 19)',
        '• Expenses: $24.70 (12.4%) more than last week ($200.00)',
      ].join('\n'),
    );
    const pt = await ask(user, 'resumo da semana');
    expect(pt).toContain(`• Saldo: $${NB}275,30`);
    expect(pt).toContain(`• Despesas: $${NB}24,70 (12,4%) a mais do que na semana passada ($${NB}200,00)`);
    // The month: 424.70 of expenses, nothing in October.
    const es = await ask(user, 'resumen del mes');
    expect(es).toContain(`• Gastos: 424,70${NB}$`);
    expect(es).toContain('• Gastos: nada el mes pasado para comparar');
    expect(es).toContain(`• Mayor gasto: Shoes, 200,00${NB}$ (12 nov)`);
    for (const r of [pt, es]) expect(r).not.toMatch(LEAKS);
  });
});

describe('quarters', () => {
  it('sums this quarter and the last one from the database, and only the user’s (the neighbour spent in both)', async () => {
    const user = await newUser();
    await neighbour();
    await seed(user, [
      { description: 'Books', amount: '40.00', category: 'Education', date: '2026-09-30' },
      { description: 'Groceries', amount: '120.50', category: 'Groceries', date: '2026-10-05' },
      { description: 'Gym', amount: '30.25', category: 'Shopping', date: '2026-11-10' },
    ]);
    expect(await ask(user, 'how much did i spend this quarter?')).toBe('You spent $150.75 this quarter.');
    expect(await ask(user, 'quanto gastei no trimestre passado?')).toBe(`Você gastou $${NB}40,00 no trimestre passado.`);
    expect(await ask(user, '¿cuánto gasté este trimestre?')).toBe(`Gastaste 150,75${NB}$ este trimestre.`);
  });
});
