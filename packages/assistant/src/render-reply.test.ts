import { describe, expect, it } from 'vitest';
import type { Lang, Outcome, OutcomeKind, Period, QueryMetric, SavedTransaction } from './types';
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
    query('compare', { total: '1200.00', previousTotal: '1000.00', comparePeriod: lastMonth }),
    query('compare', { total: '800.00', previousTotal: '1000.00', comparePeriod: lastMonth, categoryName: 'Groceries' }),
    query('compare', { total: '800.00', previousTotal: '800.00', comparePeriod: lastMonth }),
    query('count', { count: 4, categoryName: 'Dining' }),
    query('count', { count: 1, period: { start: '2026-10-24', end: '2026-11-22', key: 'last_n_days', days: 30 } }),
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
  budget_status: [
    {
      kind: 'budget_status',
      items: [
        { categoryName: 'Dining', amount: '300.00', spent: '255.00', remaining: '45.00', percentage: 85, currency: 'USD', status: 'warning', daysLeft: 8 },
        { categoryName: 'Groceries', amount: '400.00', spent: '420.00', remaining: '-20.00', percentage: 105, currency: 'USD', status: 'exceeded', daysLeft: 1 },
      ],
    },
    { kind: 'budget_status', items: [] },
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
      ['recorded', 'category_created', 'category_renamed', 'category_removed', 'undone', 'restored', 'deleted', 'corrected', 'budget_set'].includes(o.kind),
    );
    for (const outcome of writes) for (const lang of LANGS) expect(renderReply(outcome, lang)).toContain('✅');
    const unchanged = ['clarify', 'not_understood', 'error_saving', 'query_result', 'which_transaction', 'target_not_found'];
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

  it('compares without computing', () => {
    expect(en(FIXTURES.query_result[10] as Outcome)).toBe('You spent $1,200.00 this month, more than last month ($1,000.00).');
    expect(es(FIXTURES.query_result[11] as Outcome)).toBe('Gastaste 800,00\u00a0$ en Supermercado este mes, menos que el mes pasado (1.000,00\u00a0$).');
    expect(pt(FIXTURES.query_result[12] as Outcome)).toContain('o mesmo que no mês passado');
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
