import { describe, expect, it } from 'vitest';
import type { Lang, Outcome, OutcomeKind, Period, QueryMetric, QueryTransaction, SavedTransaction } from './types';
import { renderReply } from './render-reply';
import { CLARIFY_MARKERS } from './replies/clarify-markers';

const LANGS: readonly Lang[] = ['en', 'pt', 'es'];
const TODAY = '2026-11-22';

const lunch: SavedTransaction = {
  id: 7,
  type: 'expense',
  amount: '12.50',
  currency: 'USD',
  categoryId: 1,
  categoryName: 'Dining',
  description: 'Lunch',
  date: TODAY,
  tags: [],
  rawInput: 'lunch 12.50',
};
const taxi: SavedTransaction = { ...lunch, id: 8, amount: '18.00', categoryId: 3, categoryName: 'Transportation', description: 'Taxi', date: '2026-11-21' };
const salary: SavedTransaction = { ...lunch, id: 9, type: 'income', amount: '3000.00', categoryId: 101, categoryName: 'Salary', description: 'Salary', date: '2026-03-05' };

const thisMonth: Period = { start: '2026-11-01', end: '2026-11-30', key: 'this_month', month: 11, year: 2026 };
const lastMonth: Period = { start: '2026-10-01', end: '2026-10-31', key: 'last_month', month: 10, year: 2026 };
const october: Period = { start: '2025-10-01', end: '2025-10-31', key: 'month', month: 10, year: 2025 };
const thisWeek: Period = { start: '2026-11-16', end: '2026-11-22', key: 'this_week' };
const lastWeek: Period = { start: '2026-11-09', end: '2026-11-15', key: 'last_week' };
const yesterday: Period = { start: '2026-11-21', end: '2026-11-21', key: 'yesterday' };
const twelveWeeks: Period = { start: '2026-08-31', end: '2026-11-22', key: 'last_n_days', days: 84, weeks: 12 };
const sixMonths: Period = { start: '2026-05-23', end: '2026-11-22', key: 'last_n_months', months: 6 };

const lunchRow: QueryTransaction = { description: 'Lunch', amount: '12.50', currency: 'USD', type: 'expense', date: '2026-11-21', categoryName: 'Dining' };
const rentRow: QueryTransaction = { description: 'Rent', amount: '1500.00', currency: 'USD', type: 'expense', date: '2026-11-01', categoryName: 'Bills' };
const tvRow: QueryTransaction = { description: 'TV', amount: '800.00', currency: 'EUR', type: 'expense', date: '2025-10-12', categoryName: 'Shopping' };

const query = (metric: QueryMetric, extra: Partial<Extract<Outcome, { kind: 'query_result' }>> = {}): Outcome => ({
  kind: 'query_result',
  metric,
  period: thisMonth,
  currency: 'USD',
  ...extra,
});

/** At least one outcome per kind; the Record type makes a new kind without a fixture a type error. */
const FIXTURES: Record<OutcomeKind, Outcome[]> = {
  recorded: [
    { kind: 'recorded', transactions: [lunch], preferredCurrency: 'USD' },
    { kind: 'recorded', transactions: [lunch, taxi], preferredCurrency: 'USD' },
    {
      kind: 'recorded',
      transactions: [{ ...lunch, currency: 'EUR', amount: '15.00' }],
      preferredCurrency: 'USD',
      convertedAmounts: ['16.20'],
      budgetAlerts: [{ categoryName: 'Dining', level: 'warning', percentage: 85, spent: '255.00', amount: '300.00', currency: 'USD' }],
    },
    {
      kind: 'recorded',
      transactions: [salary],
      preferredCurrency: 'USD',
      budgetAlerts: [{ categoryName: 'Dining', level: 'exceeded', percentage: 106.7, spent: '320.00', amount: '300.00', currency: 'USD' }],
    },
  ],
  clarify: [
    { kind: 'clarify', missing: ['amount'], draft: { description: 'Cinema', type: 'expense' } },
    { kind: 'clarify', missing: ['amount'], draft: {} },
    { kind: 'clarify', missing: ['description'], draft: { amount: '50.00', currency: 'BRL' } },
    { kind: 'clarify', missing: ['amount', 'description'], draft: {} },
  ],
  query_result: [
    query('spent', { total: '320.50', categoryName: 'Dining' }),
    query('spent', { total: '0.00', period: october }),
    query('earned', { total: '3000.00', period: lastMonth }),
    query('earned', { total: '0.00' }),
    query('balance', { income: '3000.00', expenses: '1200.00', balance: '1800.00' }),
    query('balance', { income: '3000.00', expenses: '1200.00', balance: '1800.00', period: { start: '1970-01-01', end: '9999-12-31', key: 'all' } }),
    query('top_categories', { items: [{ name: 'Dining', total: '320.00', share: 45.5 }, { name: 'Fitness', total: '100.00' }] }),
    query('top_categories', { items: [] }),
    query('recent', {
      period: { start: '1970-01-01', end: '9999-12-31', key: 'all' },
      transactions: [
        { description: 'Lunch', amount: '12.50', currency: 'USD', type: 'expense', date: '2026-11-20', categoryName: 'Dining' },
        { description: 'Salary', amount: '3000.00', currency: 'USD', type: 'income', date: '2026-11-05', categoryName: 'Salary' },
      ],
    }),
    query('recent', { transactions: [], period: { start: '2026-11-21', end: '2026-11-21', key: 'yesterday' } }),
    query('compare', { total: '1200.00', previousTotal: '1000.00', difference: '200.00', change: 20, comparePeriod: lastMonth }),
    query('compare', { total: '800.00', previousTotal: '1000.00', difference: '-200.00', change: -20, comparePeriod: lastMonth, categoryName: 'Groceries' }),
    query('compare', { total: '800.00', previousTotal: '800.00', difference: '0.00', change: 0, comparePeriod: lastMonth }),
    query('count', { count: 4, categoryName: 'Dining' }),
    query('count', { count: 1, period: { start: '2026-10-24', end: '2026-11-22', key: 'last_n_days', days: 30 } }),
    // 15: nothing the month before, then nothing in either month.
    query('compare', { total: '300.00', previousTotal: '0.00', difference: '300.00', comparePeriod: lastMonth, categoryName: 'Dining' }),
    query('compare', { total: '0.00', previousTotal: '0.00', difference: '0.00', comparePeriod: lastMonth, type: 'income' }),
    // 17: the biggest transactions, several and one.
    query('biggest', { type: 'expense', transactions: [rentRow, tvRow] }),
    query('biggest', { type: 'expense', transactions: [tvRow], period: october }),
    query('biggest', { type: 'expense', transactions: [] }),
    // 20: averages over the default 12 weeks, and with nothing in the window.
    query('average', { type: 'expense', per: 'week', total: '240.00', average: '20.00', categoryName: 'Transportation', period: twelveWeeks }),
    query('average', { type: 'income', per: 'month', total: '0.00', period: sixMonths }),
    // 22: a period listed, with how many and their total, and with more than shown.
    query('recent', { type: 'expense', period: yesterday, transactions: [lunchRow], count: 1, total: '12.50' }),
    query('recent', { type: 'expense', period: thisMonth, transactions: [lunchRow, rentRow], count: 23, total: '2512.50' }),
    query('recent', { type: 'income', period: yesterday, transactions: [], count: 0, total: '0.00' }),
    // 25: where the money went, with the biggest single expense.
    query('top_categories', { type: 'expense', items: [{ name: 'Bills', total: '1500.00', share: 75 }, { name: 'Dining', total: '500.00', share: 25 }], biggest: rentRow }),
    // 26: summaries.
    query('summary', {
      period: thisWeek,
      comparePeriod: lastWeek,
      income: '500.00',
      expenses: '320.00',
      balance: '180.00',
      items: [
        { name: 'Dining', total: '120.00', share: 37.5 },
        { name: 'Groceries', total: '100.00', share: 31.3 },
        { name: 'Transportation', total: '50.00', share: 15.6 },
      ],
      biggest: lunchRow,
      previousTotal: '280.00',
      difference: '40.00',
      change: 14.3,
    }),
    query('summary', { period: thisWeek, comparePeriod: lastWeek, income: '500.00', expenses: '0.00', balance: '500.00', items: [], previousTotal: '0.00', difference: '0.00' }),
    query('summary', { period: thisWeek, comparePeriod: lastWeek, income: '0.00', expenses: '0.00', balance: '0.00', items: [], previousTotal: '0.00', difference: '0.00' }),
  ],
  categories: [
    {
      kind: 'categories',
      categories: [
        { id: 1, name: 'Dining', type: 'expense', isDefault: true },
        { id: 50, name: 'Fitness', type: 'expense', isDefault: false },
        { id: 101, name: 'Salary', type: 'income', isDefault: true },
      ],
    },
    { kind: 'categories', categories: [] },
  ],
  category_created: [{ kind: 'category_created', name: 'Fitness', type: 'expense' }],
  category_exists: [{ kind: 'category_exists', name: 'Fitness' }],
  category_renamed: [{ kind: 'category_renamed', name: 'Fitness', newName: 'Gym' }],
  category_removed: [{ kind: 'category_removed', name: 'Pets' }],
  category_not_found: [{ kind: 'category_not_found', name: 'Hobbies' }],
  undone: [
    { kind: 'undone', transaction: { description: 'Lunch', amount: '12.50', currency: 'USD' } },
    { kind: 'undone', transaction: { description: 'Lunch', amount: '12.50', currency: 'USD' }, count: 2 },
  ],
  restored: [
    { kind: 'restored', transaction: lunch, after: 'update' },
    { kind: 'restored', transaction: lunch, after: 'update', unlearned: true },
    { kind: 'restored', transaction: taxi, after: 'delete' },
  ],
  deleted: [{ kind: 'deleted', transaction: { description: 'Netflix', amount: '15.49', currency: 'USD' } }],
  which_transaction: [
    {
      kind: 'which_transaction',
      candidates: [
        { description: 'Netflix', amount: '15.49', currency: 'USD', date: TODAY },
        { description: 'Netflix', amount: '15.49', currency: 'USD', date: '2026-10-22' },
      ],
    },
  ],
  target_not_found: [
    { kind: 'target_not_found', named: { words: ['netflix'] } },
    { kind: 'target_not_found', named: { words: [], amount: '40.00', categoryId: 1, categoryName: 'Dining' } },
  ],
  nothing_to_undo: [{ kind: 'nothing_to_undo' }],
  corrected: [
    { kind: 'corrected', transaction: { ...lunch, amount: '25.00' } },
    { kind: 'corrected', transaction: { ...taxi, categoryName: 'Groceries' }, learned: true },
  ],
  budget_set: [
    { kind: 'budget_set', categoryName: 'Dining', amount: '300.00', currency: 'USD', period: 'monthly', updated: false },
    { kind: 'budget_set', categoryName: 'Groceries', amount: '100.00', currency: 'BRL', period: 'weekly', updated: true },
  ],
  budget_needs_category: [
    { kind: 'budget_needs_category', amount: '2000.00', currency: 'USD', period: 'monthly' },
    { kind: 'budget_needs_category', amount: '150000', currency: 'CLP', period: 'weekly' },
  ],
  budget_status: [
    {
      kind: 'budget_status',
      items: [
        { categoryName: 'Dining', amount: '300.00', spent: '255.00', remaining: '45.00', percentage: 85, currency: 'USD', status: 'warning', daysLeft: 8 },
        { categoryName: 'Groceries', amount: '400.00', spent: '420.00', remaining: '-20.00', percentage: 105, currency: 'USD', status: 'exceeded', daysLeft: 1 },
      ],
    },
    { kind: 'budget_status', items: [] },
    // 2: what is left, asked about one budget; over it; all used; a category without a budget.
    {
      kind: 'budget_status',
      asksRemaining: true,
      categoryName: 'Dining',
      items: [{ categoryName: 'Dining', amount: '300.00', spent: '255.00', remaining: '45.00', percentage: 85, currency: 'USD', status: 'warning', daysLeft: 8, perDay: '5.62' }],
    },
    {
      kind: 'budget_status',
      asksRemaining: true,
      items: [
        { categoryName: 'Groceries', amount: '400.00', spent: '420.00', remaining: '-20.00', percentage: 105, currency: 'USD', status: 'exceeded', daysLeft: 1 },
        { categoryName: 'Dining', amount: '300.00', spent: '300.00', remaining: '0.00', percentage: 100, currency: 'USD', status: 'warning', daysLeft: 8 },
        { categoryName: 'Transportation', amount: '100.00', spent: '40.00', remaining: '60.00', percentage: 40, currency: 'USD', status: 'on_track', daysLeft: 1, perDay: '60.00' },
      ],
    },
    { kind: 'budget_status', asksRemaining: true, categoryName: 'Groceries', items: [] },
  ],
  recurring_set: [
    { kind: 'recurring_set', type: 'expense', rule: { id: 1, description: 'Rent', amount: '1200.00', currency: 'USD', frequency: 'monthly', dayOfMonth: 1, nextDate: '2026-12-01' } },
    { kind: 'recurring_set', type: 'expense', rule: { id: 2, description: 'Gym', amount: '40.00', currency: 'USD', frequency: 'biweekly', dayOfMonth: null, nextDate: TODAY } },
    { kind: 'recurring_set', type: 'income', rule: { id: 3, description: 'Salary', amount: '2500.00', currency: 'BRL', frequency: 'weekly', dayOfMonth: null, nextDate: '2026-11-27' } },
    { kind: 'recurring_set', type: 'expense', rule: { id: 4, description: 'Insurance', amount: '600.00', currency: 'EUR', frequency: 'yearly', dayOfMonth: null, nextDate: '2027-03-03' } },
  ],
  recurring_refused: [
    { kind: 'recurring_refused', code: 'amountTooPrecise', field: 'amount' },
    { kind: 'recurring_refused', code: 'recurringDayInvalid', field: 'dayOfMonth' },
    { kind: 'recurring_refused', code: 'dateInvalid', field: 'startDate' },
    { kind: 'recurring_refused', code: 'categoryInvalid', field: 'categoryId' },
    { kind: 'recurring_refused', code: 'validation' },
  ],
  recurring_list: [
    {
      kind: 'recurring_list',
      scope: 'all',
      period: thisWeek,
      days: 1,
      occurrences: [
        { date: TODAY, description: 'Netflix', amount: '15.99', currency: 'USD', type: 'expense' },
        { date: '2026-11-22', description: 'Gym', amount: '40.00', currency: 'USD', type: 'expense' },
      ],
      total: '55.99',
      currency: 'USD',
    },
    {
      kind: 'recurring_list',
      scope: 'income',
      days: 30,
      occurrences: [{ date: '2026-11-30', description: 'Salary', amount: '2500.00', currency: 'USD', type: 'income' }],
      total: '2500.00',
      currency: 'USD',
    },
    { kind: 'recurring_list', scope: 'all', days: 30, occurrences: [], total: '0.00', currency: 'USD' },
    { kind: 'recurring_list', scope: 'subscriptions', period: thisMonth, days: 9, occurrences: [], total: '0.00', currency: 'USD' },
  ],
  recurring_committed: [
    {
      kind: 'recurring_committed',
      scope: 'all',
      total: '1389.24',
      currency: 'USD',
      count: 3,
      rules: [
        { description: 'Rent', amount: '1200.00', currency: 'USD', frequency: 'monthly' },
        { description: 'Netflix', amount: '15.99', currency: 'USD', frequency: 'monthly' },
        { description: 'Gym', amount: '40.00', currency: 'USD', frequency: 'weekly' },
      ],
    },
    {
      kind: 'recurring_committed',
      scope: 'subscriptions',
      total: '15.99',
      currency: 'USD',
      count: 9,
      rules: [{ description: 'Netflix', amount: '15.99', currency: 'USD', frequency: 'monthly' }],
    },
    { kind: 'recurring_committed', scope: 'income', total: '0.00', currency: 'USD', count: 0, rules: [] },
  ],
  greeting: [{ kind: 'greeting' }],
  thanks: [{ kind: 'thanks' }],
  help: [{ kind: 'help' }],
  not_understood: [{ kind: 'not_understood' }],
  error_saving: [{ kind: 'error_saving' }],
};

const ALL = Object.values(FIXTURES).flat();

describe('renderReply covers every outcome in every language', () => {
  for (const outcome of ALL) {
    const name = `${outcome.kind}${outcome.kind === 'query_result' ? `:${outcome.metric}` : ''}`;
    it(`${name} reads well in en, pt and es`, () => {
      const replies = LANGS.map((lang) => renderReply(outcome, lang, { today: TODAY }));
      for (const reply of replies) {
        expect(reply.trim().length).toBeGreaterThan(0);
        expect(reply).not.toMatch(/undefined|NaN|\[object|null/);
      }
      // No language may fall back to another's text.
      expect(new Set(replies).size).toBe(3);
    });
  }
});

describe('renderReply content', () => {
  const en = (o: Outcome) => renderReply(o, 'en', { today: TODAY });
  const pt = (o: Outcome) => renderReply(o, 'pt', { today: TODAY });
  const es = (o: Outcome) => renderReply(o, 'es', { today: TODAY });

  it('marks every successful write with ✅', () => {
    const writes = ALL.filter((o) =>
      ['recorded', 'category_created', 'category_renamed', 'category_removed', 'undone', 'restored', 'deleted', 'corrected', 'budget_set', 'recurring_set'].includes(o.kind),
    );
    for (const outcome of writes) for (const lang of LANGS) expect(renderReply(outcome, lang)).toContain('✅');
    const unchanged = ['clarify', 'not_understood', 'error_saving', 'query_result', 'which_transaction', 'target_not_found', 'recurring_refused', 'recurring_list', 'recurring_committed'];
    for (const outcome of ALL.filter((o) => unchanged.includes(o.kind))) {
      for (const lang of LANGS) expect(renderReply(outcome, lang)).not.toContain('✅');
    }
  });

  it('names amount, category and date of a recording', () => {
    const [single] = FIXTURES.recorded;
    expect(en(single as Outcome)).toBe('✅ Expense recorded: Lunch, $12.50 (Dining), today.');
    expect(pt(single as Outcome)).toBe('✅ Despesa registrada: Lunch, $\u00a012,50 (Restaurantes), hoje.');
    expect(es(single as Outcome)).toBe('✅ Gasto registrado: Lunch, 12,50\u00a0$ (Restaurantes), hoy.');
    expect(en(FIXTURES.recorded[3] as Outcome)).toContain('Income recorded: Salary, $3,000.00 (Salary), on March 5.');
  });

  it('lists several transactions with yesterday and converted amounts', () => {
    expect(en(FIXTURES.recorded[1] as Outcome)).toBe(
      '✅ Recorded 2 transactions:\n• Lunch: $12.50 (Dining), today\n• Taxi: $18.00 (Transportation), yesterday',
    );
    expect(en(FIXTURES.recorded[2] as Outcome)).toContain('€15.00 (≈ $16.20)');
  });

  it('appends budget alerts', () => {
    expect(en(FIXTURES.recorded[2] as Outcome)).toContain("⚠️ You've used 85% of your Dining budget ($255.00 of $300.00).");
    expect(pt(FIXTURES.recorded[3] as Outcome)).toContain('🚨 Você ultrapassou o orçamento de Restaurantes: $\u00a0320,00 de $\u00a0300,00 (106,7%).');
    expect(es(FIXTURES.recorded[2] as Outcome)).toContain('⚠️ Ya usaste el 85\u00a0% de tu presupuesto de Restaurantes');
  });

  it('asks for what is missing with the marker sentence', () => {
    const [amount, , description] = FIXTURES.clarify;
    expect(en(amount as Outcome)).toBe(`${CLARIFY_MARKERS.en}: how much was "Cinema"? Reply with the amount, e.g. "25".`);
    expect(pt(amount as Outcome)).toContain(CLARIFY_MARKERS.pt);
    expect(es(amount as Outcome)).toContain(CLARIFY_MARKERS.es);
    expect(pt(description as Outcome)).toContain('com o que foram os R$\u00a050,00?');
  });

  it('names periods in the user\'s language', () => {
    const spentOctober = FIXTURES.query_result[1] as Outcome;
    expect(en(spentOctober)).toBe("You haven't spent anything in October 2025.");
    expect(pt(spentOctober)).toBe('Você não gastou nada em outubro de 2025.');
    expect(es(spentOctober)).toBe('No gastaste nada en octubre de 2025.');
    expect(en(FIXTURES.query_result[0] as Outcome)).toBe('You spent $320.50 on Dining this month.');
    expect(pt(FIXTURES.query_result[2] as Outcome)).toBe('Você recebeu $\u00a03.000,00 no mês passado.');
  });

  it('compares with the difference and the percentage the server gave', () => {
    expect(en(FIXTURES.query_result[10] as Outcome)).toBe('You spent $1,200.00 this month, $200.00 (20%) more than last month ($1,000.00).');
    expect(es(FIXTURES.query_result[11] as Outcome)).toBe(
      'Gastaste 800,00\u00a0$ en Supermercado este mes, 200,00\u00a0$ (20\u00a0%) menos que el mes pasado (1.000,00\u00a0$).',
    );
    expect(pt(FIXTURES.query_result[11] as Outcome)).toBe(
      'Você gastou $\u00a0800,00 com Mercado neste mês, $\u00a0200,00 (20%) a menos do que no mês passado ($\u00a01.000,00).',
    );
    expect(pt(FIXTURES.query_result[12] as Outcome)).toContain('o mesmo que no mês passado');
  });

  it('compares with a previous period of nothing without a percentage', () => {
    expect(en(FIXTURES.query_result[15] as Outcome)).toBe('You spent $300.00 on Dining this month, and nothing last month.');
    expect(pt(FIXTURES.query_result[15] as Outcome)).toBe('Você gastou $\u00a0300,00 com Restaurantes neste mês, e nada no mês passado.');
    expect(es(FIXTURES.query_result[16] as Outcome)).toBe('No registraste ingresos este mes ni el mes pasado.');
    for (const lang of LANGS) expect(renderReply(FIXTURES.query_result[15] as Outcome, lang)).not.toMatch(/%/);
  });

  it('lists the biggest transactions, or names the one', () => {
    expect(en(FIXTURES.query_result[17] as Outcome)).toBe(
      'Your biggest expenses this month:\n1. Rent: $1,500.00 (Bills), Nov 1\n2. TV: €800.00 (Shopping), Oct 12',
    );
    expect(pt(FIXTURES.query_result[18] as Outcome)).toBe('Sua maior despesa em outubro de 2025: TV, €\u00a0800,00 (Compras), 12 out.');
    expect(es(FIXTURES.query_result[19] as Outcome)).toBe('No hay gastos registrados este mes.');
  });

  it('gives an average with its window and total', () => {
    expect(en(FIXTURES.query_result[20] as Outcome)).toBe(
      'On average you spent $20.00 a week on Transportation in the last 12 weeks ($240.00 in total, Aug 31 – Nov 22).',
    );
    expect(pt(FIXTURES.query_result[20] as Outcome)).toBe(
      'Em média você gastou $\u00a020,00 por semana com Transporte nas últimas 12 semanas ($\u00a0240,00 no total, 31 ago – 22 nov).',
    );
    expect(es(FIXTURES.query_result[20] as Outcome)).toBe(
      'En promedio gastaste 20,00\u00a0$ a la semana en Transporte en las últimas 12 semanas (240,00\u00a0$ en total, 31 ago – 22 nov).',
    );
    expect(en(FIXTURES.query_result[21] as Outcome)).toBe(
      "You haven't recorded any income in the last 6 months (May 23 – Nov 22), so there is no average yet.",
    );
  });

  it('lists a period with how many and their total', () => {
    expect(en(FIXTURES.query_result[22] as Outcome)).toBe('Your expenses yesterday: 1 expense, $12.50 in total.\n• Nov 21: Lunch, $12.50 (Dining)');
    const many = es(FIXTURES.query_result[23] as Outcome);
    expect(many.startsWith('Tus gastos este mes: 23 gastos, 2.512,50\u00a0$ en total.\n')).toBe(true);
    expect(many.endsWith('(Se muestran los últimos 2.)')).toBe(true);
    expect(pt(FIXTURES.query_result[24] as Outcome)).toBe('Nenhuma receita registrada ontem.');
  });

  it('says where the money went, with the biggest single expense', () => {
    expect(en(FIXTURES.query_result[25] as Outcome)).toBe(
      'Your top spending categories this month:\n1. Bills: $1,500.00 (75%)\n2. Dining: $500.00 (25%)\nBiggest single expense: Rent, $1,500.00 (Nov 1).',
    );
  });

  it('summarises a period', () => {
    expect(en(FIXTURES.query_result[26] as Outcome)).toBe(
      [
        "Here's how you did this week:",
        '• Income: $500.00',
        '• Expenses: $320.00',
        '• Balance: $180.00',
        '• Top categories: Dining $120.00 (37.5%), Groceries $100.00 (31.3%), Transportation $50.00 (15.6%)',
        '• Biggest expense: Lunch, $12.50 (Nov 21)',
        '• Expenses: $40.00 (14.3%) more than last week ($280.00)',
      ].join('\n'),
    );
    expect(pt(FIXTURES.query_result[26] as Outcome)).toContain('• Despesas: $\u00a040,00 (14,3%) a mais do que na semana passada ($\u00a0280,00)');
    expect(es(FIXTURES.query_result[26] as Outcome)).toContain('• Principales categorías: Restaurantes 120,00\u00a0$ (37,5\u00a0%)');
    const quiet = en(FIXTURES.query_result[27] as Outcome);
    expect(quiet).toContain('• Income: $500.00');
    expect(quiet).not.toMatch(/Top categories|Biggest/);
    expect(quiet).toContain('the same as last week');
    expect(es(FIXTURES.query_result[28] as Outcome)).toBe('Todavía no hay nada registrado esta semana. Cuéntame qué gastas o recibes, como "almuerzo 25".');
  });

  it("says what is left of a budget and what that allows a day", () => {
    expect(en(FIXTURES.budget_status[2] as Outcome)).toBe(
      '🟡 You have $45.00 left of your Dining budget ($255.00 of $300.00 spent, 85%): about $5.62 a day for the 8 days left, today included.',
    );
    expect(pt(FIXTURES.budget_status[2] as Outcome)).toContain('Restam $\u00a045,00 do orçamento de Restaurantes');
    expect(es(FIXTURES.budget_status[2] as Outcome)).toContain('unos 5,62\u00a0$ al día durante los 8 días que quedan');
    const [over, used, last] = en(FIXTURES.budget_status[3] as Outcome).split('\n');
    expect(over).toBe("🔴 You're $20.00 over your Groceries budget ($420.00 of $400.00, 105%); today is its last day.");
    expect(used).toBe("🟡 You've used all of your Dining budget ($300.00 of $300.00); 8 days left, today included.");
    expect(last).toContain('$60.00 for today, its last day');
    expect(en(FIXTURES.budget_status[4] as Outcome)).toBe('You don\'t have a budget for Groceries. Try "set a budget of 300 for groceries".');
    expect(pt(FIXTURES.budget_status[4] as Outcome)).toContain('Você não tem orçamento para Mercado.');
  });

  it('shows budgets with their state', () => {
    const reply = en(FIXTURES.budget_status[0] as Outcome);
    expect(reply).toContain('🟡 Dining: $255.00 of $300.00 (85%), $45.00 left, 8 days left');
    expect(reply).toContain('🔴 Groceries: $420.00 of $400.00 (105%), $20.00 over, 1 day left');
  });

  it('uses the specified fallback texts', () => {
    expect(en({ kind: 'not_understood' })).toContain("Sorry, I couldn't process that information. Could you try rephrasing?");
    expect(en({ kind: 'error_saving' })).toBe('There was a problem saving the transaction. Please try again.');
    expect(en({ kind: 'help' }).split('\n').length).toBeGreaterThanOrEqual(6);
  });

  it('translates default category names and keeps the user\'s own', () => {
    const reply = pt(FIXTURES.categories[0] as Outcome);
    expect(reply).toContain('Restaurantes, Fitness');
    expect(reply).toContain('Salário');
  });

  it('says what undo and delete did, and asks which entry when several fit', () => {
    const [back, unlearned, undeleted] = FIXTURES.restored as Outcome[];
    expect(en(back!)).toBe('✅ Undone: Lunch is back to $12.50 (Dining), today.');
    expect(en(unlearned!)).toContain("I've also forgotten what that correction taught me.");
    expect(pt(undeleted!)).toBe('✅ Desfeito: Taxi, $\u00a018,00 está de volta.');
    expect(es(FIXTURES.deleted[0] as Outcome)).toBe('✅ Borrado: Netflix, 15,49\u00a0$.');
    expect(en(FIXTURES.undone[1] as Outcome)).toBe('✅ Undone: removed the 2 transactions recorded last.');
    const which = en(FIXTURES.which_transaction[0] as Outcome);
    expect(which).toContain("I haven't changed anything");
    expect(which).toContain('• Netflix, $15.49, today\n• Netflix, $15.49, on October 22');
    expect(en(FIXTURES.target_not_found[0] as Outcome)).toBe('I couldn\'t find a recent entry matching "netflix", so nothing was changed.');
    expect(pt(FIXTURES.target_not_found[1] as Outcome)).toContain('"Restaurantes, 40.00"');
  });

  it('never throws on a malformed outcome', () => {
    const broken = { kind: 'recorded', transactions: [{ ...lunch, amount: 'lots' }], preferredCurrency: 'USD' } as Outcome;
    expect(() => renderReply(broken, 'en')).not.toThrow();
    expect(renderReply({ kind: 'greeting' }, 'fr' as Lang)).toContain('Hi!');
  });
});

describe('replies use the number format of their language (issue 15)', () => {
  const reply = (o: Outcome, lang: Lang) => renderReply(o, lang, { today: TODAY });
  const NB = '\u00a0';
  const brl: SavedTransaction = { ...lunch, amount: '47623.60', currency: 'BRL' };
  const eur: SavedTransaction = { ...lunch, amount: '1251.65', currency: 'EUR' };
  const status: Outcome = {
    kind: 'budget_status',
    items: [{ categoryName: 'Dining', amount: '1500.00', spent: '1209.00', remaining: '291.00', percentage: 80.6, currency: 'EUR', status: 'warning', daysLeft: 8 }],
  };

  it('pt: R$ 47.623,60 and 80,6% (never R$47,623.60)', () => {
    expect(reply({ kind: 'recorded', transactions: [brl], preferredCurrency: 'BRL' }, 'pt')).toContain(`R$${NB}47.623,60`);
    expect(reply(status, 'pt')).toContain(`€${NB}1.209,00 de €${NB}1.500,00 (80,6%)`);
    const top = query('top_categories', { currency: 'BRL', total: '47623.60', items: [{ name: 'Dining', total: '38384.62', share: 80.6 }] });
    expect(reply(top, 'pt')).toMatch(new RegExp(`R\\$${NB}38\\.384,62.*80,6%`));
  });

  it('es: 1.251,65 € and 80,6 % (never €1,251.65 next to 80,6%)', () => {
    expect(reply({ kind: 'recorded', transactions: [eur], preferredCurrency: 'EUR' }, 'es')).toContain(`1.251,65${NB}€`);
    expect(reply(status, 'es')).toContain(`1.209,00${NB}€ de 1.500,00${NB}€ (80,6${NB}%)`);
    expect(reply({ kind: 'recorded', transactions: [eur], preferredCurrency: 'USD', convertedAmounts: ['1351.78'] }, 'es')).toContain(
      `1.251,65${NB}€ (≈ 1.351,78${NB}$)`,
    );
  });

  it('shows each currency’s minor units: JPY none, KWD three', () => {
    const yen: Outcome = { kind: 'budget_set', categoryName: 'Dining', amount: '15000', currency: 'JPY', period: 'monthly', updated: false };
    expect(reply(yen, 'en')).toContain('¥15,000');
    expect(reply(yen, 'pt')).toContain(`¥${NB}15.000`);
    expect(reply(yen, 'es')).toContain(`15.000${NB}¥`);
    const dinar: Outcome = { kind: 'undone', transaction: { description: 'Lunch', amount: '12.345', currency: 'KWD' } };
    expect(reply(dinar, 'en')).toContain('KD12.345');
    expect(reply(dinar, 'es')).toContain(`12,345${NB}KD`);
  });

  it('English keeps the spec format', () => {
    expect(reply({ kind: 'recorded', transactions: [brl], preferredCurrency: 'BRL' }, 'en')).toContain('R$47,623.60');
    expect(reply(status, 'en')).toContain('€1,209.00 of €1,500.00 (80.6%)');
  });
});

describe('totals that left transactions out for lack of a rate, and impossible dates', () => {
  it.each(LANGS)('%s: a total says in one line how many transactions it left out', (lang) => {
    const plain = renderReply(query('spent', { total: '100.00', currency: 'USD', period: thisMonth }), lang, { today: TODAY });
    const withMissing = renderReply(query('spent', { total: '100.00', currency: 'USD', period: thisMonth, withoutRate: 2 }), lang, { today: TODAY });
    expect(withMissing.startsWith(plain)).toBe(true);
    const extra = withMissing.slice(plain.length).trim();
    expect(extra.split('\n')).toHaveLength(1);
    expect(extra).toContain('2');
    expect(plain).not.toContain('⚠️');
  });

  it.each(LANGS)('%s: an impossible date is asked about, without the clarification marker', (lang) => {
    const reply = renderReply({ kind: 'clarify', missing: ['date'], draft: { description: 'Lunch' } }, lang, { today: TODAY });
    expect(reply).toMatch(/1970.*2100/);
    expect(reply).not.toContain(CLARIFY_MARKERS[lang]);
  });
});

describe('a recording the engine was unsure of says so in one line', () => {
  const rent: SavedTransaction = {
    ...lunch,
    id: 11,
    type: 'income',
    categoryId: 105,
    categoryName: 'Rental',
    description: 'Aluguel',
    review: { field: 'type', alternative: { type: 'expense', categoryId: 6, categoryName: 'Bills' } },
  };
  const market: SavedTransaction = {
    ...lunch,
    id: 12,
    categoryId: 2,
    categoryName: 'Groceries',
    description: 'Lunch at the market',
    review: { field: 'category', alternative: { type: 'expense', categoryId: 1, categoryName: 'Dining' } },
  };
  const recorded = (...transactions: SavedTransaction[]): Outcome => ({ kind: 'recorded', transactions, preferredCurrency: 'USD' });
  const reply = (o: Outcome, lang: Lang) => renderReply(o, lang, { today: TODAY });

  it('names the reading it took, in each language', () => {
    expect(reply(recorded(rent), 'en').split('\n')[1]).toBe('I read this as income — tap the card to flip it if not.');
    expect(reply(recorded({ ...rent, type: 'expense' }), 'en').split('\n')[1]).toBe('I read this as an expense — tap the card to flip it if not.');
    expect(reply(recorded(market), 'en').split('\n')[1]).toBe('I filed it under Groceries — tap to change if not.');
    expect(reply(recorded(rent), 'pt').split('\n')[1]).toBe('Registrei como receita — toque no cartão para inverter, se não for.');
    expect(reply(recorded(market), 'pt').split('\n')[1]).toBe('Coloquei em Mercado — toque para mudar, se não for.');
    expect(reply(recorded(rent), 'es').split('\n')[1]).toBe('Lo registré como ingreso — toca la tarjeta para cambiarlo si no es así.');
    expect(reply(recorded(market), 'es').split('\n')[1]).toBe('Lo puse en Supermercado — toca para cambiarlo si no es así.');
  });

  it.each(LANGS)('%s: one line per unsure transaction, naming it when several were recorded', (lang) => {
    const sure = reply(recorded(lunch), lang);
    expect(sure.split('\n')).toHaveLength(1);
    const many = reply(recorded(lunch, rent, market), lang).split('\n');
    expect(many).toHaveLength(1 + 3 + 2);
    expect(many[4]).toContain('“Aluguel”');
    expect(many[5]).toContain('“Lunch at the market”');
  });
});

describe('renderReply: bills and income that repeat', () => {
  const en = (o: Outcome) => renderReply(o, 'en', { today: TODAY });
  const pt = (o: Outcome) => renderReply(o, 'pt', { today: TODAY });
  const es = (o: Outcome) => renderReply(o, 'es', { today: TODAY });
  const [rent, gym, salary, insurance] = FIXTURES.recurring_set as Outcome[];

  it('says what was set, how it repeats and from when', () => {
    expect(en(rent!)).toBe("✅ Got it: Rent, $1,200.00 every month on the 1st, starting Dec 1. I'll record it on each date.");
    expect(pt(rent!)).toBe('✅ Anotado: Rent, $\u00a01.200,00 todo dia 1, a partir de 1 dez. Vou registrar em cada data.');
    expect(es(rent!)).toBe('✅ Listo: Rent, 1.200,00\u00a0$ el día 1 de cada mes, a partir del 1 dic. Lo registraré en cada fecha.');
    expect(en(gym!)).toContain('Gym, $40.00 every 2 weeks, starting today.');
    expect(es(gym!)).toContain('cada 2 semanas, a partir de hoy.');
    expect(en(salary!)).toContain('Salary, +R$2,500.00 every week, starting Nov 27.');
    expect(en(insurance!)).toContain('every year, starting Mar 3.');
  });

  it('gives the reason of a refusal and saves nothing', () => {
    const [amount, day] = FIXTURES.recurring_refused as Outcome[];
    expect(en(amount!)).toContain("nothing was saved: the amount doesn't fit its currency");
    expect(pt(day!)).toContain('o dia do mês tem que ser de 1 a 31');
  });

  it('lists what falls due with its total, and says how to add one when nothing does', () => {
    const [week, income, none, subscriptions] = FIXTURES.recurring_list as Outcome[];
    expect(en(week!)).toBe('Bills due this week:\n• today: Netflix, $15.99\n• today: Gym, $40.00\nTotal: $55.99');
    expect(en(income!)).toBe('Income coming in the next 30 days:\n• Nov 30: Salary, +$2,500.00\nTotal: $2,500.00');
    expect(en(none!)).toContain('No bills due in the next 30 days. To add one, tell me like "rent 1200 every month on the 1st".');
    expect(pt(subscriptions!)).toContain('Nenhuma assinatura a pagar neste mês.');
    expect(es(none!)).toContain('No hay recibos por pagar en los próximos 30 días.');
  });

  it('gives the monthly total with the rules it counts', () => {
    const [all, subscriptions, none] = FIXTURES.recurring_committed as Outcome[];
    expect(en(all!)).toBe(
      'Your fixed bills come to $1,389.24 a month (3 rules):\n• Rent: $1,200.00 every month\n• Netflix: $15.99 every month\n• Gym: $40.00 every week',
    );
    expect(pt(all!)).toContain('Suas contas fixas somam $\u00a01.389,24 por mês (3 recorrências):');
    expect(es(subscriptions!)).toContain('…y 8 más.');
    expect(en(none!)).toContain('You have no recurring income set up yet.');
  });
});
