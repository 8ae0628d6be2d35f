import { describe, expect, it } from 'vitest';
import { TEST_CATEGORIES, categoryId } from '../testing/context';
import type { BudgetFigures, ExecutePorts, RecordResult } from './execute-intent';
import { executeIntent, reviewsOf } from './execute-intent';
import { createMemoryPorts, type MemoryStore } from './memory-ports';
import type { Intent, QueryIntent, SavedTransaction, TargetHints, TransactionDraft } from '../types';

const NOTICE = 'no records here';

function store(recorded: SavedTransaction[] = []): MemoryStore {
  return { categories: [...TEST_CATEGORIES], learnedRules: [], recorded, nextId: recorded.length + 1 };
}

const memory = (initial = store()) => createMemoryPorts(initial, { preferredCurrency: 'USD', unanswered: NOTICE, keep: 20 });

function draft(description: string, amount: string, category = 'Dining', overrides: Partial<TransactionDraft> = {}): TransactionDraft {
  const found = TEST_CATEGORIES.find((c) => c.name === category)!;
  return { type: found.type, amount, currency: 'USD', categoryId: found.id, categoryName: found.name, description, date: '2026-11-22', tags: [], rawInput: description, ...overrides };
}

const saved = (id: number, description: string, amount: string, category = 'Dining'): SavedTransaction => ({ ...draft(description, amount, category), id });

/** Three recordings, oldest first: a dinner, a Netflix, another Netflix. */
const threeRecorded = () => store([saved(1, 'Dinner at the italian place', '62.00'), saved(2, 'Netflix', '15.49', 'Entertainment'), saved(3, 'Netflix', '15.49', 'Entertainment')]);

const named = (words: string[], more: Partial<TargetHints> = {}): TargetHints => ({ words, ...more });

describe('executeIntent: recording', () => {
  it('records the drafts through the ports, in order, with the preferred currency', async () => {
    const ports = memory();
    const run = await executeIntent({ kind: 'record_transactions', transactions: [draft('Lunch', '18.50'), draft('Taxi', '12.00', 'Transportation')], followUpUsed: false }, ports);
    expect(run.outcome).toMatchObject({ kind: 'recorded', preferredCurrency: 'USD', transactions: [{ id: 1, description: 'Lunch' }, { id: 2, description: 'Taxi' }] });
    expect(run.transactions.map((t) => t.id)).toEqual([1, 2]);
    expect(run.error).toBeUndefined();
    expect(ports.store().recorded).toHaveLength(2);
  });

  it('hands back the engine’s doubts by recorded id', async () => {
    const unsure = draft('Pix from Ana', '200.00', 'Other', { review: { field: 'type', alternative: { type: 'income', categoryId: categoryId('Gift'), categoryName: 'Gift' } } });
    const run = await executeIntent({ kind: 'record_transactions', transactions: [draft('Coffee', '3.00'), unsure], followUpUsed: false }, memory());
    expect(run.reviews).toEqual([{ transactionId: 2, field: 'type', alternative: { type: 'income', categoryId: categoryId('Gift'), category: 'Gift' } }]);
    // The reply's outcome carries the doubt on its transaction, so the reply can say it in one line.
    const outcome = run.outcome;
    if (typeof outcome === 'string' || outcome.kind !== 'recorded') throw new Error('expected a recording');
    expect(outcome.transactions.map((t) => t.review?.field)).toEqual([undefined, 'type']);
  });

  it('maps each unsure draft to the row recorded from it, dropping a doubt with nothing to flip to', () => {
    const alternative = (type: 'income' | 'expense', id: number, name: string) => ({ type, categoryId: id, categoryName: name });
    const drafts = [
      draft('A', '1.00', 'Dining', { review: { field: 'type', alternative: alternative('income', 30, 'Gift') } }),
      draft('B', '1.00'),
      draft('C', '1.00', 'Salary', { review: { field: 'category', alternative: alternative('income', 3, 'Salary') } }),
    ];
    const rows = [
      { id: 7, type: 'expense' as const, categoryId: 1 },
      { id: 8, type: 'expense' as const, categoryId: 2 },
      { id: 9, type: 'income' as const, categoryId: 3 },
    ];
    expect(reviewsOf(drafts, rows)).toEqual([{ transactionId: 7, field: 'type', alternative: { type: 'income', categoryId: 30, category: 'Gift' } }]);
    expect(reviewsOf([drafts[0]!], [])).toEqual([]);
  });

  it('asks again for the field the write rules refused, and says it could not save otherwise', async () => {
    const refusing = (result: RecordResult<SavedTransaction>): ExecutePorts<SavedTransaction, string> => ({ ...memory(), record: async () => result });
    const intent: Intent = { kind: 'record_transactions', transactions: [draft('Concert tickets', '80.00')], followUpUsed: false };

    const date = await executeIntent(intent, refusing({ kind: 'refused', code: 'dateOutOfRange', field: 'transactionDate' }));
    expect(date).toMatchObject({ outcome: { kind: 'clarify', missing: ['date'], draft: { description: 'Concert tickets' } }, error: 'dateOutOfRange', transactions: [] });

    const amount = await executeIntent(intent, refusing({ kind: 'refused', code: 'amountPrecision', field: 'amount' }));
    expect(amount).toMatchObject({ outcome: { kind: 'clarify', missing: ['amount'], draft: {} }, error: 'amountPrecision' });

    const other = await executeIntent(intent, refusing({ kind: 'refused', code: 'categoryInvalid', field: 'category' }));
    expect(other).toMatchObject({ outcome: { kind: 'error_saving' }, error: 'categoryInvalid' });

    const failed = await executeIntent(intent, refusing({ kind: 'failed', code: 'save_failed' }));
    expect(failed).toMatchObject({ outcome: { kind: 'error_saving' }, error: 'save_failed', transactions: [] });
  });

  it('passes a clarification through, writing nothing', async () => {
    const ports = memory();
    const run = await executeIntent({ kind: 'clarify_transaction', missing: ['amount'], draft: { description: 'Gift' } }, ports);
    expect(run.outcome).toEqual({ kind: 'clarify', missing: ['amount'], draft: { description: 'Gift' } });
    expect(ports.store().recorded).toEqual([]);
  });
});

describe('executeIntent: which entry a deletion or correction means', () => {
  it('deletes the last one when nothing is named, the named one otherwise', async () => {
    const ports = memory(threeRecorded());
    const last = await executeIntent({ kind: 'delete_transaction' }, ports);
    expect(last.outcome).toEqual({ kind: 'deleted', transaction: { description: 'Netflix', amount: '15.49', currency: 'USD' } });
    const dinner = await executeIntent({ kind: 'delete_transaction', target: named(['italian']) }, ports);
    expect(dinner.outcome).toMatchObject({ kind: 'deleted', transaction: { description: 'Dinner at the italian place' } });
    expect(ports.store().recorded.map((t) => t.id)).toEqual([2]);
  });

  it('asks which when two fit equally, and changes nothing', async () => {
    const ports = memory(threeRecorded());
    for (const intent of [{ kind: 'delete_transaction', target: named(['netflix']) }, { kind: 'correct_last', target: named(['netflix']), amount: '20.00' }] as const) {
      const run = await executeIntent(intent, ports);
      expect(run.outcome).toEqual({
        kind: 'which_transaction',
        candidates: [
          { description: 'Netflix', amount: '15.49', currency: 'USD', date: '2026-11-22' },
          { description: 'Netflix', amount: '15.49', currency: 'USD', date: '2026-11-22' },
        ],
      });
      expect(run.transactions).toEqual([]);
    }
    expect(ports.store()).toEqual(threeRecorded());
  });

  it('says so when what was named fits none, and when there is nothing at all', async () => {
    const ports = memory(threeRecorded());
    const hulu = named(['hulu']);
    expect((await executeIntent({ kind: 'delete_transaction', target: hulu }, ports)).outcome).toEqual({ kind: 'target_not_found', named: hulu });
    expect((await executeIntent({ kind: 'correct_last', target: named([], { amount: '99.00' }), amount: '98.00' }, ports)).outcome).toMatchObject({ kind: 'target_not_found' });
    expect(ports.store()).toEqual(threeRecorded());

    const empty = memory();
    expect((await executeIntent({ kind: 'delete_transaction' }, empty)).outcome).toEqual({ kind: 'nothing_to_undo' });
    expect((await executeIntent({ kind: 'correct_last', amount: '5.00' }, empty)).outcome).toEqual({ kind: 'nothing_to_undo' });
  });
});

describe('executeIntent: corrections', () => {
  it('a category correction that named its entry teaches the entry’s narrow key', async () => {
    const ports = memory(threeRecorded());
    const run = await executeIntent({ kind: 'correct_last', target: named(['dinner', 'italian']), categoryId: categoryId('Entertainment'), categoryName: 'Entertainment' }, ports);
    expect(run.outcome).toMatchObject({ kind: 'corrected', learned: true, transaction: { id: 1, categoryName: 'Entertainment' } });
    expect(ports.store().learnedRules).toEqual([{ pattern: 'italian place', categoryId: categoryId('Entertainment') }]);
  });

  it('teaches nothing when the entry was not named, or its description has only generic words', async () => {
    const unnamed = memory(threeRecorded());
    const last = await executeIntent({ kind: 'correct_last', categoryId: categoryId('Groceries'), categoryName: 'Groceries' }, unnamed);
    expect(last.outcome).toMatchObject({ kind: 'corrected', learned: false, transaction: { id: 3, categoryName: 'Groceries' } });
    expect(unnamed.store().learnedRules).toEqual([]);

    const generic = memory(store([saved(1, 'Dinner', '30.00')]));
    const dinner = await executeIntent({ kind: 'correct_last', target: named(['dinner']), categoryId: categoryId('Groceries'), categoryName: 'Groceries' }, generic);
    expect(dinner.outcome).toMatchObject({ kind: 'corrected', learned: false });
    expect(generic.store().learnedRules).toEqual([]);
  });

  it('an amount correction changes the amount and teaches nothing', async () => {
    const ports = memory(threeRecorded());
    const run = await executeIntent({ kind: 'correct_last', target: named(['dinner']), amount: '65.00' }, ports);
    expect(run.outcome).toMatchObject({ kind: 'corrected', learned: false, transaction: { id: 1, amount: '65.00', categoryName: 'Dining' } });
    expect(run.transactions).toMatchObject([{ id: 1, amount: '65.00' }]);
  });

  it('a type-only correction lands in the other type’s catch-all (Other for expenses, Salary for income)', async () => {
    const ports = memory(store([saved(1, 'Pix from Joao', '200.00', 'Dining')]));
    const income = await executeIntent({ kind: 'correct_last', type: 'income' }, ports);
    expect(income.outcome).toMatchObject({ kind: 'corrected', transaction: { type: 'income', categoryName: 'Salary' } });
    const back = await executeIntent({ kind: 'correct_last', type: 'expense' }, ports);
    expect(back.outcome).toMatchObject({ kind: 'corrected', transaction: { type: 'expense', categoryName: 'Other' } });
    // The same type again changes no category.
    const same = await executeIntent({ kind: 'correct_last', type: 'expense', description: 'Pix to Joao' }, ports);
    expect(same.outcome).toMatchObject({ kind: 'corrected', transaction: { type: 'expense', categoryName: 'Other', description: 'Pix to Joao' } });
  });
});

describe('executeIntent: undo', () => {
  it('says there is nothing to undo, or what it removed', async () => {
    expect((await executeIntent({ kind: 'undo_last' }, memory())).outcome).toEqual({ kind: 'nothing_to_undo' });
    const run = await executeIntent({ kind: 'undo_last' }, memory(threeRecorded()));
    expect(run).toMatchObject({ outcome: { kind: 'undone', transaction: { description: 'Netflix', amount: '15.49', currency: 'USD' }, count: 1 }, transactions: [{ id: 3 }] });
    expect(run.restored).toBeUndefined();
  });

  it('says what it put back when the last action was a change or a deletion', async () => {
    const row = saved(5, 'Zumbarco', '20.00', 'Dining');
    const ports: ExecutePorts<SavedTransaction, string> = { ...memory(), undoLast: async () => ({ kind: 'restored', after: 'update', rows: [row], unlearned: true }) };
    const run = await executeIntent({ kind: 'undo_last' }, ports);
    expect(run).toMatchObject({ outcome: { kind: 'restored', transaction: row, after: 'update', unlearned: true }, restored: true, transactions: [row] });
  });
});

describe('executeIntent: categories', () => {
  it('lists the categories, of one type when asked', async () => {
    const run = await executeIntent({ kind: 'list_categories', type: 'income' }, memory());
    expect(run.outcome).toEqual({ kind: 'categories', categories: TEST_CATEGORIES.filter((c) => c.type === 'income') });
  });

  it('creates, renames and removes, saying when the name exists or the category is gone', async () => {
    const ports = memory();
    expect((await executeIntent({ kind: 'create_category', name: 'Garden', type: 'expense' }, ports)).outcome).toEqual({ kind: 'category_created', name: 'Garden', type: 'expense' });
    expect((await executeIntent({ kind: 'create_category', name: 'gárden', type: 'expense' }, ports)).outcome).toEqual({ kind: 'category_exists', name: 'gárden', type: 'expense' });
    const garden = ports.store().categories.find((c) => c.name === 'Garden')!;
    // After the highest id anything points at, so no recording or rule moves to it.
    expect(garden.id).toBe(Math.max(...TEST_CATEGORIES.map((c) => c.id)) + 1);

    expect((await executeIntent({ kind: 'rename_category', categoryId: garden.id, from: 'Garden', to: 'Pets' }, ports)).outcome).toEqual({ kind: 'category_exists', name: 'Pets' });
    expect((await executeIntent({ kind: 'rename_category', categoryId: garden.id, from: 'Garden', to: 'Plants' }, ports)).outcome).toEqual({ kind: 'category_renamed', name: 'Garden', newName: 'Plants' });
    expect((await executeIntent({ kind: 'rename_category', categoryId: 999, from: 'Ghost', to: 'Spirit' }, ports)).outcome).toEqual({ kind: 'category_not_found', name: 'Ghost' });

    expect((await executeIntent({ kind: 'remove_category', categoryId: garden.id, name: 'Plants' }, ports)).outcome).toEqual({ kind: 'category_removed', name: 'Plants' });
    expect((await executeIntent({ kind: 'remove_category', categoryId: garden.id, name: 'Plants' }, ports)).outcome).toEqual({ kind: 'category_not_found', name: 'Plants' });
    expect(ports.store().categories).toEqual(TEST_CATEGORIES);
  });
});

describe('executeIntent: budgets', () => {
  it('sets a budget for an expense category, by the engine’s id or by name', async () => {
    const byId = await executeIntent({ kind: 'set_budget', categoryName: 'Dining', categoryId: categoryId('Dining'), amount: '300.00', currency: 'USD', period: 'monthly' }, memory());
    expect(byId.outcome).toEqual({ kind: 'budget_set', categoryName: 'Dining', amount: '300.00', currency: 'USD', period: 'monthly', updated: false });
    const byName = await executeIntent({ kind: 'set_budget', categoryName: 'pets', amount: '50.00', currency: 'EUR', period: 'weekly' }, memory());
    expect(byName.outcome).toEqual({ kind: 'budget_set', categoryName: 'Pets', amount: '50.00', currency: 'EUR', period: 'weekly', updated: false });
  });

  it('refuses an income category, a name that means none, and whatever the ports refuse', async () => {
    const salary = await executeIntent({ kind: 'set_budget', categoryName: 'Salary', categoryId: categoryId('Salary'), amount: '1.00', currency: 'USD', period: 'monthly' }, memory());
    expect(salary.outcome).toEqual({ kind: 'category_not_found', name: 'Salary' });
    const unknown = await executeIntent({ kind: 'set_budget', categoryName: 'Yachts', amount: '1.00', currency: 'USD', period: 'monthly' }, memory());
    expect(unknown.outcome).toEqual({ kind: 'category_not_found', name: 'Yachts' });
    const refusing: ExecutePorts<SavedTransaction, string> = { ...memory(), setBudget: async () => 'category_invalid' };
    const refused = await executeIntent({ kind: 'set_budget', categoryName: 'Dining', categoryId: categoryId('Dining'), amount: '1.00', currency: 'USD', period: 'monthly' }, refusing);
    expect(refused.outcome).toEqual({ kind: 'category_not_found', name: 'Dining' });
  });

  const figures = (category: string, amount: string, spent: string, remaining: string, daysLeft: number): BudgetFigures => ({
    categoryId: categoryId(category),
    categoryName: category,
    amount,
    spent,
    remaining,
    percentage: 0,
    currency: 'USD',
    status: 'on_track',
    daysLeft,
  });

  /** Ports with budgets to report: the memory's, answering from two budgets. */
  const withBudgets = (): ExecutePorts<SavedTransaction, string> => ({
    ...memory(),
    questions: {
      answerQuery: async () => {
        throw new Error('not asked');
      },
      budgetFigures: async () => ({ items: [figures('Dining', '300.00', '200.00', '100.00', 9), figures('Groceries', '100.00', '120.00', '-20.00', 9)], withoutRate: 2 }),
    },
  });

  it('reports every budget, and what is left a day, rounded down', async () => {
    const run = await executeIntent({ kind: 'budget_status' }, withBudgets());
    const { categoryId: _dining, ...dining } = figures('Dining', '300.00', '200.00', '100.00', 9);
    const { categoryId: _groceries, ...groceries } = figures('Groceries', '100.00', '120.00', '-20.00', 9);
    // 100.00 over 9 days is 11.111...: 11.11 a day, never more than is left; nothing is left of Groceries.
    expect(run.outcome).toEqual({ kind: 'budget_status', withoutRate: 2, items: [{ ...dining, perDay: '11.11' }, groceries] });
  });

  it('reports the budget of the category asked about, by id or by name, and none for an unknown name', async () => {
    const byId = await executeIntent({ kind: 'budget_status', categoryId: categoryId('Groceries'), categoryName: 'Groceries', asksRemaining: true }, withBudgets());
    expect(byId.outcome).toMatchObject({ kind: 'budget_status', categoryName: 'Groceries', asksRemaining: true, withoutRate: undefined, items: [{ categoryName: 'Groceries' }] });
    const byName = await executeIntent({ kind: 'budget_status', categoryName: 'dining' }, withBudgets());
    expect(byName.outcome).toMatchObject({ items: [{ categoryName: 'Dining', perDay: '11.11' }] });
    const unknown = await executeIntent({ kind: 'budget_status', categoryName: 'Yachts' }, withBudgets());
    expect(unknown.outcome).toMatchObject({ kind: 'budget_status', categoryName: 'Yachts', items: [] });
  });

  it('without records, the budget status is the ports’ unanswered value', async () => {
    expect((await executeIntent({ kind: 'budget_status' }, memory())).outcome).toBe(NOTICE);
  });
});

describe('executeIntent: questions and conversation', () => {
  const question: QueryIntent = { kind: 'query', metric: 'spent', period: { start: '2026-11-01', end: '2026-11-30', key: 'this_month' } };

  it('answers a question from the ports’ records, or with their unanswered value', async () => {
    expect((await executeIntent(question, memory())).outcome).toBe(NOTICE);
    const answering: ExecutePorts<SavedTransaction, string> = {
      ...memory(),
      questions: {
        answerQuery: async (q) => ({ kind: 'query_result', metric: q.metric, period: q.period, currency: 'USD', total: '42.00' }),
        budgetFigures: async () => ({ items: [] }),
      },
    };
    expect((await executeIntent(question, answering)).outcome).toEqual({ kind: 'query_result', metric: 'spent', period: question.period, currency: 'USD', total: '42.00' });
  });

  it('answers small talk and what it did not understand, touching nothing', async () => {
    const ports = memory();
    for (const kind of ['greeting', 'thanks', 'help'] as const) expect((await executeIntent({ kind }, ports)).outcome).toEqual({ kind });
    expect((await executeIntent({ kind: 'unknown' }, ports)).outcome).toEqual({ kind: 'not_understood' });
    expect(ports.store()).toEqual(store());
  });
});
