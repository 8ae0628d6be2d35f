/**
 * English phrasings, table-driven. Today is Sunday 22 November 2026 in São Paulo; the user prefers
 * USD and English and has Fitness and Pets categories besides the defaults.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const ctx = testContext({ preferredLanguage: 'en', preferredCurrency: 'USD' });
const run = (text: string) => summarize(interpret(text, ctx));

describe('en: transactions', () => {
  it.each([
    ['spent 18.75 on pizza last night', { type: 'expense', amount: '18.75', currency: 'USD', category: 'Dining', date: '2026-11-21', description: 'Pizza' }],
    ['paid $1,450.00 rent', { amount: '1450.00', category: 'Bills', description: 'Rent' }],
    ['coffee 3.20', { amount: '3.20', category: 'Dining', description: 'Coffee' }],
    ['grabbed a sandwich for 8 bucks', { amount: '8.00', currency: 'USD', category: 'Dining', description: 'Sandwich' }],
    ['bus ticket 2.75', { amount: '2.75', category: 'Transportation' }],
    ['Lyft home 23.40 yesterday', { amount: '23.40', category: 'Transportation', date: '2026-11-21', description: 'Lyft home' }],
    ['electricity bill 96.30', { amount: '96.30', category: 'Bills', description: 'Electricity bill' }],
    // "internet 59.99 monthly" sets a rule now (interpret-recurring.test.ts); the adjective before the bill only tags it.
    ['monthly internet bill 59.99', { amount: '59.99', category: 'Bills', tags: ['recurring'], description: 'Internet bill' }],
    ['dentist 150 on tuesday', { amount: '150.00', category: 'Healthcare', date: '2026-11-17' }],
    ['textbooks for class 87', { amount: '87.00', category: 'Education' }],
    ['flight to Lisbon €230', { amount: '230.00', currency: 'EUR', category: 'Travel', description: 'Flight to Lisbon' }],
    ['movie night 32', { amount: '32.00', category: 'Entertainment' }],
    ['new shoes 120 at the mall', { amount: '120.00', category: 'Shopping' }],
    ['twenty dollars on snacks', { amount: '20.00', currency: 'USD', category: 'Dining' }],
    ['a hundred for groceries', { amount: '100.00', category: 'Groceries' }],
    ['5k for the car repair', { amount: '5000.00', category: 'Transportation' }],
    ['rent 1200 apartment 4B', { amount: '1200.00', category: 'Bills', description: 'Rent apartment 4B' }],
    ['bus 2.75 route 66', { amount: '2.75', category: 'Transportation' }],
    ['gym membership 45', { amount: '45.00', category: 'Fitness' }],
    ['vet bill 180', { amount: '180.00', category: 'Pets' }],
    ['3 beers for 21', { amount: '21.00', category: 'Dining', description: '3 beers' }],
    ['4 movie tickets 48', { amount: '48.00', category: 'Entertainment' }],
    ['2 nights at the hotel 310 euros', { amount: '310.00', currency: 'EUR', category: 'Travel' }],
    ['£12.40 lunch in London', { amount: '12.40', currency: 'GBP', category: 'Dining', description: 'Lunch in London' }],
    ['¥4800 dinner', { amount: '4800.00', currency: 'JPY', category: 'Dining' }],
    ['uber 14 on March 2', { amount: '14.00', category: 'Transportation', date: '2026-03-02' }],
    ['parking 6 on the 3rd', { amount: '6.00', date: '2026-11-03' }],
    ['haircut 35 #selfcare', { amount: '35.00', category: 'Other', tags: ['selfcare'], description: 'Haircut' }],
    ['paid the plumber 80 in cash', { amount: '80.00', category: 'Other', tags: ['cash'] }],
    ['spotify 11.99 subscription', { amount: '11.99', category: 'Entertainment', tags: ['subscription'] }],
    ['$1,299.99 laptop', { amount: '1299.99', currency: 'USD', category: 'Shopping' }],
    ['fish and chips 16', { amount: '16.00', description: 'Fish and chips' }],
    ['lunch with the team 42 #work', { amount: '42.00', category: 'Dining', tags: ['work'] }],
    ['20 CAD for a phone charger', { amount: '20.00', currency: 'CAD', category: 'Shopping' }],
  ] as const)('%s', (text, tx) => {
    expect(run(text)).toMatchObject({ kind: 'record', lang: 'en', tx: [tx] });
  });

  it.each([
    ['received 2,500 salary', { type: 'income', amount: '2500.00', category: 'Salary' }],
    ['got paid 1800 for the freelance project', { type: 'income', amount: '1800.00', category: 'Freelance' }],
    ['dividends 42.10', { type: 'income', amount: '42.10', category: 'Investment' }],
    ['sold my old bike for 150', { type: 'income', amount: '150.00', category: 'Business' }],
    ['rent received 900', { type: 'income', amount: '900.00', category: 'Rental' }],
    ['birthday money from grandma 50', { type: 'income', amount: '50.00', category: 'Gift' }],
    ['earned 320 tutoring', { type: 'income', amount: '320.00' }],
  ] as const)('income: %s', (text, tx) => {
    expect(run(text)).toMatchObject({ kind: 'record', tx: [tx] });
  });
});

describe('en: several transactions in one message', () => {
  it.each([
    ['breakfast 9 and lunch 14.50', [{ amount: '9.00', description: 'Breakfast' }, { amount: '14.50', description: 'Lunch' }]],
    ['groceries 64.10, gas 40, parking 5', [{ category: 'Groceries' }, { amount: '40.00', category: 'Transportation' }, { amount: '5.00' }]],
    ['paid 30 for pizza and 12 for the uber', [{ amount: '30.00', category: 'Dining' }, { amount: '12.00', category: 'Transportation' }]],
    ['$7 coffee, $15 sandwich', [{ amount: '7.00', currency: 'USD' }, { amount: '15.00', currency: 'USD' }]],
    ['got 500 from a client and spent 60 on dinner', [{ type: 'income', category: 'Freelance' }, { type: 'expense', category: 'Dining' }]],
    ['taxi 12 and dinner 38 yesterday', [{ date: '2026-11-21' }, { date: '2026-11-21' }]],
    ['dinner 40 tip 8 uber 15', [{ amount: '40.00' }, { amount: '8.00', description: 'Tip' }, { amount: '15.00', category: 'Transportation' }]],
    ['coffee 3.5 tea 2.5 cake 4', [{ amount: '3.50', description: 'Coffee' }, { amount: '2.50', description: 'Tea' }, { amount: '4.00', description: 'Cake', category: 'Dining' }]],
  ] as const)('%s', (text, tx) => {
    expect(run(text)).toMatchObject({ kind: 'record', tx });
  });
});

describe('en: asking for what is missing', () => {
  it.each([
    ['bought a new jacket', ['amount']],
    ['paid the water bill', ['amount']],
    ['had dinner', ['amount']],
    ['45', ['description']],
    ['$18', ['description']],
  ] as const)('%s', (text, missing) => {
    expect(run(text)).toMatchObject({ kind: 'clarify', missing });
  });
});

describe('en: questions', () => {
  it.each([
    ['how much have I spent on groceries this week?', { metric: 'spent', period: 'this_week', category: 'Groceries', type: 'expense' }],
    ['what did I spend in September?', { metric: 'spent', period: 'month', start: '2026-09-01' }],
    ['total expenses last month', { metric: 'spent', period: 'last_month' }],
    ['how much did I earn this year?', { metric: 'earned', period: 'this_year', type: 'income' }],
    ["what's my balance?", { metric: 'balance', period: 'all' }],
    ['top 3 categories this month', { metric: 'top_categories', period: 'this_month', limit: 3 }],
    ['show me my last 10 transactions', { metric: 'recent', limit: 10 }],
    ['how many times did I eat out this month?', { metric: 'count', category: 'Dining', period: 'this_month' }],
    ['spending on transport in the last 30 days', { metric: 'spent', period: 'last_n_days', category: 'Transportation' }],
    ['compare this month with last month', { metric: 'compare', period: 'this_month', compare: 'last_month' }],
    ['did I spend more on dining than last month?', { metric: 'compare', period: 'this_month', compare: 'last_month', category: 'Dining' }],
    ['how much did I spend at starbucks in 2025?', { metric: 'spent', period: 'year', category: 'Dining' }],
    ['how much on uber in october?', { metric: 'spent', period: 'month', start: '2026-10-01', category: 'Transportation' }],
    ['how much for groceries this month', { metric: 'spent', period: 'this_month', category: 'Groceries' }],
  ] as const)('%s', (text, query) => {
    expect(run(text)).toMatchObject({ kind: 'query', lang: 'en', ...query });
  });
});

describe('en: categories, corrections, budgets, conversation', () => {
  it.each([
    ['list my categories', { kind: 'list_categories' }],
    ['show my income categories', { kind: 'list_categories', type: 'income' }],
    ['create an income category called Bonus', { kind: 'create_category', name: 'Bonus', type: 'income' }],
    ['add category Hobbies', { kind: 'create_category', name: 'Hobbies', type: 'expense' }],
    ['rename Pets to Animals', { kind: 'rename_category', categoryId: 51, from: 'Pets', to: 'Animals' }],
    ['remove category Fitness', { kind: 'remove_category', categoryId: 50, name: 'Fitness' }],
    ['delete the Hobbies category', { kind: 'remove_category', categoryId: 0, name: 'Hobbies' }],
    // Renaming and removing take a category's own name only: a word that means one is not enough.
    ['delete the coffee category', { kind: 'remove_category', categoryId: 0, name: 'Coffee' }],
    ['remove the funeral category', { kind: 'remove_category', categoryId: 0, name: 'Funeral' }],
    ['rename coffee to cafes', { kind: 'rename_category', categoryId: 0, from: 'Coffee', to: 'Cafes' }],
    ['delete the dining category', { kind: 'remove_category', categoryId: 1, name: 'Dining' }],
    ['undo that', { kind: 'undo_last' }],
    ['delete the last transaction', { kind: 'delete_transaction' }],
    ['actually it was 32.50', { kind: 'correct_last', amount: '32.50' }],
    ['no, it was yesterday', { kind: 'correct_last', date: '2026-11-21' }],
    ['change it to entertainment', { kind: 'correct_last', categoryId: 4, categoryName: 'Entertainment' }],
    ['make it 40 euros', { kind: 'correct_last', amount: '40.00', currency: 'EUR' }],
    ['set a monthly budget of 400 for groceries', { kind: 'set_budget', categoryName: 'Groceries', categoryId: 2, amount: '400.00', period: 'monthly' }],
    ['budget 50 a week for coffee', { kind: 'set_budget', categoryName: 'Dining', amount: '50.00', period: 'weekly' }],
    ['yearly travel budget 3000', { kind: 'set_budget', categoryName: 'Travel', amount: '3000.00', period: 'yearly' }],
    ['am I over budget?', { kind: 'budget_status' }],
    ['how much can I still spend on dining?', { kind: 'budget_status', categoryName: 'Dining' }],
    ['hello there', { kind: 'greeting' }],
    ['thank you!', { kind: 'thanks' }],
    ['what can you do?', { kind: 'help' }],
    ['the sky is blue', { kind: 'unknown' }],
    ['I will pay 300 for the course next week', { kind: 'unknown' }],
    ['remind me to buy milk', { kind: 'unknown' }],
  ] as const)('%s', (text, expected) => {
    expect(run(text)).toMatchObject({ lang: 'en', ...expected });
  });
});

describe('en: more ways to say it', () => {
  it.each([
    ['SPENT 12 ON LUNCH', { kind: 'record', tx: [{ amount: '12.00', description: 'Lunch' }] }],
    ['i spent like 30 bucks at target today', { kind: 'record', tx: [{ amount: '30.00', category: 'Shopping', description: 'Target' }] }],
    ['Lunch: 12.50', { kind: 'record', tx: [{ amount: '12.50', description: 'Lunch' }] }],
    ['12.50 - lunch', { kind: 'record', tx: [{ amount: '12.50', description: 'Lunch' }] }],
    ['netflix 15.49/month', { kind: 'record', tx: [{ description: 'Netflix', tags: ['recurring'] }] }],
    ['made 300 tutoring', { kind: 'record', tx: [{ type: 'income', category: 'Freelance' }] }],
    ['how much have I saved this year', { kind: 'query', metric: 'balance', period: 'this_year' }],
    ['how much did I get from freelance in 2025', { kind: 'query', metric: 'earned', category: 'Freelance', period: 'year' }],
    ['how many coffees did I buy last month', { kind: 'query', metric: 'count', category: 'Dining', period: 'last_month' }],
    ['show spending by category', { kind: 'query', metric: 'top_categories' }],
    ['list transactions from last week', { kind: 'query', metric: 'recent', period: 'last_week' }],
    ['expenses this week vs last week', { kind: 'query', metric: 'compare', period: 'this_week', compare: 'last_week' }],
    ['what categories do I have?', { kind: 'list_categories' }],
    ['show my categories please', { kind: 'list_categories' }],
    ['can you add a category for pets', { kind: 'create_category', name: 'Pets' }],
    ['I want a new category called Kids', { kind: 'create_category', name: 'Kids', type: 'expense' }],
    ['change the name of Fitness to Sports', { kind: 'rename_category', categoryId: 50, to: 'Sports' }],
    ['get rid of the Fitness category', { kind: 'remove_category', categoryId: 50 }],
    ['oops, delete it', { kind: 'delete_transaction' }],
    ['scratch that', { kind: 'undo_last' }],
    ['wrong amount, it should be 45', { kind: 'correct_last', amount: '45.00' }],
    ['that was 20 not 25', { kind: 'correct_last', amount: '20.00' }],
    ['put it under transportation', { kind: 'correct_last', categoryId: 3 }],
    ['change the date to yesterday', { kind: 'correct_last', date: '2026-11-21' }],
    ['that was income', { kind: 'correct_last', type: 'income' }],
    ['I want to spend at most 200 on eating out per month', { kind: 'set_budget', categoryName: 'Dining', amount: '200.00', period: 'monthly' }],
    ['limit shopping to 150 a week', { kind: 'set_budget', categoryName: 'Shopping', period: 'weekly' }],
    ["what's left in my dining budget", { kind: 'budget_status', categoryName: 'Dining' }],
    ['cool thanks', { kind: 'thanks' }],
    ['bought a budget phone for 150', { kind: 'record', tx: [{ amount: '150.00', category: 'Shopping' }] }],
    ['Just got back from the store, spent 87.45 on groceries', { kind: 'record', tx: [{ type: 'expense', category: 'Groceries' }] }],
    ['got 50 from mom', { kind: 'record', tx: [{ type: 'income', category: 'Gift' }] }],
    ['??', { kind: 'unknown' }],
  ] as const)('%s', (text, expected) => {
    expect(run(text)).toMatchObject(expected);
  });
});

describe('en: impossible or out-of-range dates are asked about, never guessed', () => {
  it.each([
    'spent 5 on lunch on 31/02/0000',
    'lunch 5 on 02/31',
    'spent 12 on taxi 9999-12-31',
    'dinner 40 on 12/31/9999',
    'groceries 30 on February 30',
    'coffee 4 on 2026-02-30',
  ])('%s', (text) => {
    const result = run(text);
    expect(result).toMatchObject({ kind: 'clarify', missing: ['date'] });
    // "31/02/0000" is a date, not an amount of 2.00.
    expect(result.amount === undefined || result.amount !== '2.00').toBe(true);
  });

  it('still reads the real dates and amounts around them', () => {
    expect(run('lunch 5 on 12/31/2025')).toMatchObject({ kind: 'record', tx: [{ amount: '5.00', date: '2025-12-31' }] });
    expect(run('split 50/50 dinner 30')).toMatchObject({ kind: 'record' });
  });
});
