/**
 * The kinds of questions people ask beyond totals (issue 16), in each language: the biggest
 * transactions, averages per day/week/month, comparisons, where the money went, listings of a
 * period, what is left of a budget and summaries. Today is Sunday 22 November 2026 in São Paulo.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';
import type { Lang } from './types';

const run = (text: string, lang: Lang) => summarize(interpret(text, testContext({ preferredLanguage: lang })));
const cases = (lang: Lang, table: readonly (readonly [string, Record<string, unknown>])[]) =>
  it.each(table)('%s', (text, expected) => expect(run(text, lang)).toMatchObject({ lang, ...expected }));

/** The default windows of an average, ending today. */
const LAST_30_DAYS = { period: 'last_n_days', start: '2026-10-24', end: '2026-11-22' };
const LAST_12_WEEKS = { period: 'last_n_days', start: '2026-08-31', end: '2026-11-22' };
const LAST_6_MONTHS = { period: 'last_n_months', start: '2026-05-23', end: '2026-11-22' };

describe('biggest transactions', () => {
  const q = { kind: 'query', metric: 'biggest' };
  describe('en', () =>
    cases('en', [
      ['my biggest expenses this month', { ...q, period: 'this_month', type: 'expense', limit: 5 }],
      ['what were my 3 largest purchases last month?', { ...q, period: 'last_month', limit: 3 }],
      ['what was my most expensive purchase in October?', { ...q, period: 'month', start: '2026-10-01', limit: 1 }],
      ['biggest dining expenses this year', { ...q, period: 'this_year', category: 'Dining' }],
      ['top 4 expenses last week', { ...q, period: 'last_week', limit: 4 }],
    ]));
  describe('pt', () =>
    cases('pt', [
      ['maiores gastos de outubro', { ...q, period: 'month', start: '2026-10-01', type: 'expense', limit: 5 }],
      ['quais foram minhas 3 maiores compras do mês passado?', { ...q, period: 'last_month', limit: 3 }],
      ['qual foi meu maior gasto essa semana?', { ...q, period: 'this_week', limit: 1 }],
      ['minhas despesas mais caras do ano', { ...q, period: 'this_year' }],
    ]));
  describe('es', () =>
    cases('es', [
      ['mis gastos más grandes de este mes', { ...q, period: 'this_month', limit: 5 }],
      ['¿cuáles fueron mis 3 compras más caras del mes pasado?', { ...q, period: 'last_month', limit: 3 }],
      ['¿cuál fue mi mayor gasto de la semana?', { ...q, period: 'this_week', limit: 1 }],
      ['los mayores gastos de octubre en restaurantes', { ...q, period: 'month', start: '2026-10-01', category: 'Dining' }],
    ]));
});

describe('the biggest category is not the biggest transaction', () => {
  cases('en', [["what's my biggest spending category this year?", { kind: 'query', metric: 'top_categories', limit: 1 }]]);
  cases('pt', [['em que categoria gastei mais esse mês?', { kind: 'query', metric: 'top_categories' }]]);
  cases('es', [['¿cuál es la categoría con mayores gastos?', { kind: 'query', metric: 'top_categories' }]]);
});

describe('averages', () => {
  const q = { kind: 'query', metric: 'average' };
  describe('en', () =>
    cases('en', [
      // "per week" is the unit, not "this week": the default window is the last 12 weeks.
      ['how much do I spend on uber per week?', { ...q, per: 'week', category: 'Transportation', type: 'expense', ...LAST_12_WEEKS }],
      ["what's my average monthly spending on groceries?", { ...q, per: 'month', category: 'Groceries', ...LAST_6_MONTHS }],
      ['how much do I spend a day on average?', { ...q, per: 'day', ...LAST_30_DAYS }],
      // A named period ends today: nothing after today is averaged.
      ['average daily spending this month', { ...q, per: 'day', period: 'this_month', start: '2026-11-01', end: '2026-11-22' }],
      ['how much do I usually earn per month?', { ...q, per: 'month', type: 'income', ...LAST_6_MONTHS }],
      ['weekly average on coffee in the last 8 weeks', { ...q, per: 'week', category: 'Dining', period: 'last_n_days', start: '2026-09-28' }],
    ]));
  describe('pt', () =>
    cases('pt', [
      ['quanto gasto em média por mês com mercado', { ...q, per: 'month', category: 'Groceries', ...LAST_6_MONTHS }],
      ['média de gastos por semana', { ...q, per: 'week', ...LAST_12_WEEKS }],
      ['quanto eu gasto por dia?', { ...q, per: 'day', ...LAST_30_DAYS }],
      ['quanto gasto por semana com ifood?', { ...q, per: 'week', category: 'Dining' }],
      ['média diária de gastos em outubro', { ...q, per: 'day', period: 'month', start: '2026-10-01', end: '2026-10-31' }],
    ]));
  describe('es', () =>
    cases('es', [
      ['promedio de gasto diario', { ...q, per: 'day', type: 'expense', ...LAST_30_DAYS }],
      ['¿cuánto gasto al mes en promedio en supermercado?', { ...q, per: 'month', category: 'Groceries', ...LAST_6_MONTHS }],
      ['¿cuánto gasto por semana en uber?', { ...q, per: 'week', category: 'Transportation', ...LAST_12_WEEKS }],
      ['gasto mensual promedio en restaurantes', { ...q, per: 'month', category: 'Dining' }],
    ]));
});

describe('comparisons', () => {
  const q = { kind: 'query', metric: 'compare' };
  describe('en', () =>
    cases('en', [
      ['am I spending more on food than last month?', { ...q, period: 'this_month', compare: 'last_month', category: 'Dining' }],
      ['did I spend less this week than last week?', { ...q, period: 'this_week', compare: 'last_week' }],
      ['compare my groceries this month vs last month', { ...q, period: 'this_month', compare: 'last_month', category: 'Groceries' }],
      ['how much more did i spend this month', { ...q, period: 'this_month', compare: 'last_month' }],
    ]));
  describe('pt', () =>
    cases('pt', [
      ['gastei mais com uber esse mês que no passado?', { ...q, period: 'this_month', compare: 'last_month', category: 'Transportation' }],
      ['estou gastando mais com mercado do que no mês passado?', { ...q, period: 'this_month', compare: 'last_month', category: 'Groceries' }],
      ['gastei menos essa semana que na anterior?', { ...q, period: 'this_week', compare: 'last_week' }],
    ]));
  describe('es', () =>
    cases('es', [
      ['¿gasté más este mes que el anterior?', { ...q, period: 'this_month', compare: 'last_month' }],
      ['¿estoy gastando más en comida que el mes pasado?', { ...q, period: 'this_month', compare: 'last_month', category: 'Dining' }],
      ['¿gasté menos en uber esta semana que la semana pasada?', { ...q, period: 'this_week', compare: 'last_week', category: 'Transportation' }],
    ]));
});

describe('where the money went', () => {
  const q = { kind: 'query', metric: 'top_categories', type: 'expense' };
  describe('en', () =>
    cases('en', [
      ['what did I spend the most on in October?', { ...q, period: 'month', start: '2026-10-01' }],
      ['where did all my money go this month?', { ...q, period: 'this_month' }],
      ['where did my money go last week', { ...q, period: 'last_week' }],
    ]));
  describe('pt', () =>
    cases('pt', [
      ['onde foi parar meu dinheiro esse mês', { ...q, period: 'this_month' }],
      ['pra onde foi meu salário?', { ...q, period: 'this_month' }],
      ['em que eu mais gastei em outubro?', { ...q, period: 'month', start: '2026-10-01' }],
    ]));
  describe('es', () =>
    cases('es', [
      ['¿en qué se me fue la plata?', { ...q, period: 'this_month' }],
      ['¿a dónde se fue mi dinero este mes?', { ...q, period: 'this_month' }],
      ['¿en qué gasté más en octubre?', { ...q, period: 'month', start: '2026-10-01' }],
    ]));
});

describe('listing a period', () => {
  const q = { kind: 'query', metric: 'recent', limit: 20 };
  describe('en', () =>
    cases('en', [
      ['show my expenses from yesterday', { ...q, period: 'yesterday', type: 'expense' }],
      ['list my income this month', { ...q, period: 'this_month', type: 'income' }],
      ['show me all my purchases from last week', { ...q, period: 'last_week', type: 'expense' }],
      ["show me today's expenses", { ...q, period: 'today', type: 'expense' }],
      // "the last 30 days" is the period, not how many to show.
      ['list my expenses over the last 30 days', { ...q, period: 'last_n_days', type: 'expense' }],
    ]));
  describe('pt', () =>
    cases('pt', [
      ['lista meus gastos de hoje', { ...q, period: 'today', type: 'expense' }],
      ['mostra as despesas de ontem', { ...q, period: 'yesterday', type: 'expense' }],
      ['me mostra minhas receitas do mês', { ...q, period: 'this_month', type: 'income' }],
    ]));
  describe('es', () =>
    cases('es', [
      ['muéstrame los ingresos de la semana', { ...q, period: 'this_week', type: 'income' }],
      ['lista mis gastos de ayer', { ...q, period: 'yesterday', type: 'expense' }],
      ['muestra mis compras de este mes', { ...q, period: 'this_month', type: 'expense' }],
    ]));
});

describe("what's left of a budget", () => {
  const q = { kind: 'budget_status', asksRemaining: true };
  describe('en', () =>
    cases('en', [
      ['how much is left of my groceries budget?', { ...q, categoryName: 'Groceries' }],
      ["what's remaining in my dining budget?", { ...q, categoryName: 'Dining' }],
      ['how much budget do I have left for transport?', { ...q, categoryName: 'Transportation' }],
    ]));
  describe('pt', () =>
    cases('pt', [
      ['quanto sobrou do orçamento de lazer', { ...q, categoryName: 'Entertainment' }],
      ['quanto resta no orçamento de mercado?', { ...q, categoryName: 'Groceries' }],
      ['quanto falta do meu orçamento de transporte', { ...q, categoryName: 'Transportation' }],
    ]));
  describe('es', () =>
    cases('es', [
      ['¿cuánto me queda del presupuesto de comida?', { ...q, categoryName: 'Dining' }],
      ['¿cuánto queda en el presupuesto de transporte?', { ...q, categoryName: 'Transportation' }],
      ['lo que me resta del presupuesto de ocio', { ...q, categoryName: 'Entertainment' }],
    ]));
  it('the status of the budgets is not a question about what is left', () => {
    expect(run('am I over budget?', 'en')).toEqual({ kind: 'budget_status', lang: 'en' });
    expect(run('como está meu orçamento?', 'pt')).toEqual({ kind: 'budget_status', lang: 'pt' });
  });
});

describe('summaries', () => {
  const q = { kind: 'query', metric: 'summary' };
  describe('en', () =>
    cases('en', [
      ['weekly summary', { ...q, period: 'this_week', compare: 'last_week' }],
      ['how did I do this week', { ...q, period: 'this_week', compare: 'last_week' }],
      ['give me a summary of last month', { ...q, period: 'last_month', compare: 'month', start: '2026-10-01' }],
      ['monthly recap', { ...q, period: 'this_month', compare: 'last_month' }],
    ]));
  describe('pt', () =>
    cases('pt', [
      ['resumo da semana', { ...q, period: 'this_week', compare: 'last_week' }],
      ['como foi minha semana?', { ...q, period: 'this_week' }],
      ['me dá um resumo de outubro', { ...q, period: 'month', start: '2026-10-01' }],
    ]));
  describe('es', () =>
    cases('es', [
      ['resumen del mes', { ...q, period: 'this_month', compare: 'last_month' }],
      ['resumen semanal', { ...q, period: 'this_week', compare: 'last_week' }],
      ['¿cómo me fue esta semana?', { ...q, period: 'this_week' }],
    ]));
  it('a summary split by category is the top categories', () => {
    expect(run('resumo por categoria', 'pt')).toMatchObject({ kind: 'query', metric: 'top_categories' });
  });
});

describe('units of an average in a record are not questions', () => {
  // A unit after the amount of a bill repeats it: a rule (issue 17), still not a question.
  cases('en', [['gym 45 a month', { kind: 'set_recurring', draft: { amount: '45.00', frequency: 'monthly' } }]]);
  cases('pt', [['gastei 12 por dia de estacionamento', { kind: 'record', tx: [{ amount: '12.00' }] }]]);
  cases('es', [['pago 300 al mes de alquiler', { kind: 'set_recurring', draft: { amount: '300.00', frequency: 'monthly', description: 'Alquiler' } }]]);
});

describe('the examples in the help text are understood as they say', () => {
  it.each([
    ['en', 'show my expenses from yesterday', 'recent'],
    ['en', 'my biggest expenses this month', 'biggest'],
    ['en', 'how much do I spend on uber per week?', 'average'],
    ['en', 'weekly summary', 'summary'],
    ['pt', 'mostra meus gastos de ontem', 'recent'],
    ['pt', 'maiores gastos do mês', 'biggest'],
    ['pt', 'quanto gasto por semana com uber?', 'average'],
    ['pt', 'resumo da semana', 'summary'],
    ['es', 'muéstrame mis gastos de ayer', 'recent'],
    ['es', 'mis mayores gastos del mes', 'biggest'],
    ['es', '¿cuánto gasto por semana en uber?', 'average'],
    ['es', 'resumen de la semana', 'summary'],
  ] as const)('[%s] %s', (lang, text, metric) => {
    expect(run(text, lang)).toMatchObject({ kind: 'query', lang, metric });
  });
});

describe('the examples of bills in the help text are understood as they say', () => {
  it.each([
    ['en', 'rent 1200 every month on the 1st', 'set_recurring'],
    ['en', 'what bills do I have this week?', 'recurring_query'],
    ['pt', 'aluguel 1800 todo dia 5', 'set_recurring'],
    ['pt', 'quanto tenho de contas fixas?', 'recurring_query'],
    ['es', 'arriendo 500 el 1 de cada mes', 'set_recurring'],
    ['es', '¿cuánto pago en suscripciones?', 'recurring_query'],
  ] as const)('[%s] %s', (lang, text, kind) => {
    expect(run(text, lang)).toMatchObject({ kind, lang });
  });
});

describe('the way people type the same questions', () => {
  cases('en', [
    ['did I spend more on groceries this week or last?', { kind: 'query', metric: 'compare', period: 'this_week', compare: 'last_week', category: 'Groceries' }],
    ['what was the most expensive thing I bought this month', { kind: 'query', metric: 'biggest', period: 'this_month', limit: 1 }],
    ['can you show me what I spent yesterday', { kind: 'query', metric: 'recent', period: 'yesterday' }],
  ]);
  cases('pt', [
    ['tô gastando mais com uber q no mês passado?', { kind: 'query', metric: 'compare', compare: 'last_month', category: 'Transportation' }],
    ['mostra-me os gastos de ontem', { kind: 'query', metric: 'recent', period: 'yesterday', type: 'expense' }],
    ['qto gastei de mercado essa semana', { kind: 'query', metric: 'spent', period: 'this_week', category: 'Groceries' }],
    ['resumão do mês', { kind: 'query', metric: 'summary', period: 'this_month' }],
  ]);
  cases('es', [
    ['compárame los ingresos de este mes con el anterior', { kind: 'query', metric: 'compare', type: 'income', compare: 'last_month' }],
    ['¿cuánto he ingresado este mes?', { kind: 'query', metric: 'earned', period: 'this_month' }],
    ['¿cuánto dinero tengo?', { kind: 'query', metric: 'balance' }],
    ['¿gasté más en comida este mes o el pasado?', { kind: 'query', metric: 'compare', compare: 'last_month', category: 'Dining' }],
  ]);
  it('"o" as an article is not "or"', () => {
    expect(run('gastei mais com o uber esse mês', 'pt')).toMatchObject({ kind: 'query', metric: 'top_categories' });
  });
});
