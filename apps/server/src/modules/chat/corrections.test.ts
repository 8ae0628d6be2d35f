/**
 * Corrections fix the entry the user names, learn only narrowly, and "undo" reverts the last action
 * (a recording, a correction, a deletion, a form edit). Every case checks the rows in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { categories, categoryRules, transactionActions, transactions } from '../../db/schema';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

// Sunday 22 November 2026, midday in São Paulo.
const clock = new Date('2026-11-22T15:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

interface ChatReply {
  message: string;
  type: string;
  intent: string;
  transactions: { id: number; amount: string; category: string; description: string }[];
}

const chat = async (user: TestUser, message: string): Promise<ChatReply> => {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
};
const rowsOf = (user: TestUser) =>
  t.database.db
    .select({
      id: transactions.id,
      type: transactions.type,
      amount: transactions.amount,
      currency: transactions.currency,
      convertedAmount: transactions.historicalConvertedAmount,
      description: transactions.description,
      categoryId: transactions.categoryId,
      category: categories.name,
      date: transactions.transactionDate,
      tags: transactions.tags,
      rawInput: transactions.rawInput,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .innerJoin(categories, eq(categories.id, transactions.categoryId))
    .where(eq(transactions.userId, user.id))
    .orderBy(asc(transactions.id));
const rulesOf = async (user: TestUser) =>
  (
    await t.database.db
      .select({ pattern: categoryRules.pattern, category: categories.name })
      .from(categoryRules)
      .innerJoin(categories, eq(categories.id, categoryRules.categoryId))
      .where(eq(categoryRules.userId, user.id))
      .orderBy(asc(categoryRules.pattern))
  ).map((r) => `${r.pattern} -> ${r.category}`);
const byDescription = async (user: TestUser) => Object.fromEntries((await rowsOf(user)).map((r) => [r.description, r]));

describe('a correction changes the entry it names', () => {
  it.each([
    ['en', 'gym membership 40', 'laptop 1000', 'actually the laptop was 1100', 'Gym membership', 'Laptop'],
    ['pt', 'mensalidade da academia 40', 'notebook 1000', 'na verdade o notebook foi 1100', 'Mensalidade da academia', 'Notebook'],
    ['es', 'cuota del gimnasio 40', 'laptop 1000', 'en realidad la laptop fue 1100', 'Cuota del gimnasio', 'Laptop'],
  ])('%s: the amount of the named entry, not the last-but-one or any other', async (_lang, first, second, correction, gymName, laptopName) => {
    const user = await registerUser(t.app);
    await chat(user, first);
    await chat(user, second);
    // Another entry after both, so "the last one" would be neither.
    await chat(user, 'coffee 3');
    const before = await byDescription(user);
    expect(Object.keys(before)).toEqual(expect.arrayContaining([gymName, laptopName]));
    const res = await chat(user, correction);
    expect(res.type).toBe('correction');
    expect(res.message).toContain('✅');
    const after = await byDescription(user);
    expect(after[laptopName]).toEqual({ ...before[laptopName], amount: '1100.00', convertedAmount: '1100.00' });
    expect(after[gymName]).toEqual(before[gymName]);
    expect(after.Coffee).toEqual(before.Coffee);
  });

  it('"the 40 one" names an entry by its amount', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'gym membership 40');
    await chat(user, 'laptop 1000');
    await chat(user, 'change the 40 one to 45');
    const rows = await byDescription(user);
    expect(rows['Gym membership']!.amount).toBe('45.00');
    expect(rows.Laptop!.amount).toBe('1000.00');
  });

  it('"that dinner at the italian place should be …" moves that dinner, not Farmacia, and learns "italian place"', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'dinner at the italian place 62');
    await chat(user, 'farmacia sao joao 25');
    const before = await byDescription(user);
    const res = await chat(user, 'that dinner at the italian place should be entertainment');
    expect(res.message).toContain("I'll remember");
    const after = await byDescription(user);
    expect(after['Dinner at the italian place']!.category).toBe('Entertainment');
    expect(after['Farmacia sao joao']).toEqual(before['Farmacia sao joao']);
    expect(await rulesOf(user)).toEqual(['italian place -> Entertainment']);
    // The rule is narrow: the next pharmacy keeps its category, the next visit to the place follows it.
    expect((await chat(user, 'farmacia 10')).transactions[0]!.category).toBe(before['Farmacia sao joao']!.category);
    expect((await chat(user, 'lunch at the italian place 20')).transactions[0]!.category).toBe('Entertainment');
    expect((await chat(user, 'dinner 30')).transactions[0]!.category).toBe('Dining');
  });

  it('"change that to groceries" changes the last entry and teaches nothing', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'taxi 12');
    await chat(user, 'dinner 30');
    const before = await byDescription(user);
    const res = await chat(user, 'change that to groceries');
    expect(res.message).not.toContain("I'll remember");
    const after = await byDescription(user);
    expect(after.Dinner!.category).toBe('Groceries');
    expect(after.Taxi).toEqual(before.Taxi);
    expect(await rulesOf(user)).toEqual([]);
    expect((await chat(user, 'dinner 25')).transactions[0]!.category).toBe('Dining');
  });

  it('"no, that was income" flips the last entry into the income catch-all, and back into Other', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'taxi 12');
    await chat(user, 'zumbarco 200');
    const flipped = await chat(user, 'no, that was income');
    expect(flipped.type).toBe('correction');
    expect(flipped.transactions).toMatchObject([{ description: 'Zumbarco', category: 'Salary' }]);
    expect((await byDescription(user)).Zumbarco).toMatchObject({ type: 'income', category: 'Salary' });
    await chat(user, 'actually that was an expense');
    expect((await byDescription(user)).Zumbarco).toMatchObject({ type: 'expense', category: 'Other' });
    expect((await byDescription(user)).Taxi).toMatchObject({ type: 'expense', category: 'Transportation' });
    expect(await rulesOf(user)).toEqual([]);
  });

  it.each([
    ['en', 'the dinner should be groceries', 'dinner 30'],
    ['pt', 'o jantar deveria ser mercado', 'jantar 30'],
    ['es', 'la cena debería ser supermercado', 'cena 30'],
  ])('%s: naming an entry only by a generic word changes it but learns nothing', async (_lang, correction, record) => {
    const user = await registerUser(t.app);
    await chat(user, record);
    await chat(user, 'taxi 12');
    await chat(user, correction);
    const rows = await rowsOf(user);
    expect(rows.map((r) => r.category)).toEqual(['Groceries', 'Transportation']);
    expect(await rulesOf(user)).toEqual([]);
  });

  it('two entries fit equally: asks which, listing them, and changes nothing', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'netflix 15.49');
    await chat(user, 'lunch 12');
    await chat(user, 'netflix 15.49');
    const before = await rowsOf(user);
    const actionsBefore = await t.database.db.select().from(transactionActions).where(eq(transactionActions.userId, user.id));
    for (const message of ['delete the netflix one', 'change the netflix one to entertainment']) {
      const res = await chat(user, message);
      expect(res.type, message).toBe('clarification');
      expect(res.message, message).toContain('Which one');
      expect(res.message.match(/• Netflix, \$15\.49, today/g), message).toHaveLength(2);
      expect(res.transactions).toEqual([]);
    }
    expect(await rowsOf(user)).toEqual(before);
    expect(await rulesOf(user)).toEqual([]);
    expect(await t.database.db.select().from(transactionActions).where(eq(transactionActions.userId, user.id))).toEqual(actionsBefore);
  });

  it('something named that fits nothing: says so and changes nothing', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'netflix 15.49');
    await chat(user, 'lunch 12');
    const before = await rowsOf(user);
    const deleted = await chat(user, 'delete the hulu one');
    expect(deleted.message).toBe('I couldn\'t find a recent entry matching "hulu", so nothing was changed.');
    const corrected = await chat(user, 'actually the laptop was 1100');
    expect(corrected.message).toContain('"laptop"');
    expect(await rowsOf(user)).toEqual(before);
  });
});

describe('a message about the entry just recorded, with the real replies of each language', () => {
  it('a day said with words of the entry moves its date; the category and type said against it change them', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'gas 45');
    await chat(user, 'that gas was yesterday btw');
    expect((await byDescription(user)).Gas?.date).toBe('2026-11-21');
    await chat(user, 'spotify 11.99');
    await chat(user, 'can you move spotify to entertainment instead');
    expect((await byDescription(user)).Spotify?.category).toBe('Entertainment');
    await chat(user, 'venmo from jess 30');
    await chat(user, 'jess sent ME the 30, its incoming');
    const rows = await rowsOf(user);
    expect(rows.at(-1)).toMatchObject({ type: 'income', amount: '30.00' });
    expect(rows).toHaveLength(3);
  });

  it('in Portuguese and Spanish, after their own "registrada" replies', async () => {
    const pt = await registerUser(t.app, { preferredLanguage: 'pt', preferredCurrency: 'BRL' });
    await chat(pt, 'aluguel 1200');
    await chat(pt, 'o aluguel saiu dia 5, arruma a data');
    expect((await rowsOf(pt)).map((r) => [r.amount, r.date])).toEqual([['1200.00', '2026-11-05']]);
    const es = await registerUser(t.app, { preferredLanguage: 'es', preferredCurrency: 'COP' });
    await chat(es, 'supermercado 32 mil');
    await chat(es, 'lo del super fue ayer po');
    expect((await rowsOf(es)).map((r) => [r.amount, r.date])).toEqual([['32000.00', '2026-11-21']]);
  });
});

describe('deleting a named entry', () => {
  it.each([
    ['en', 'delete the netflix one', '✅ Deleted: Netflix'],
    ['pt', 'apaga o do netflix', '✅ Apagado: Netflix'],
    ['es', 'borra el de netflix', '✅ Borrado: Netflix'],
  ])('%s: %s', async (_lang, message, reply) => {
    const user = await registerUser(t.app);
    await chat(user, 'netflix 15.49');
    await chat(user, 'spotify 9.99');
    await chat(user, 'coffee 3');
    const before = await byDescription(user);
    const res = await chat(user, message);
    expect(res.message).toContain(reply);
    expect(res.intent).toBe('delete_transaction');
    expect(res.transactions.map((x) => x.id)).toEqual([before.Netflix!.id]);
    expect(await byDescription(user)).toEqual({ Spotify: before.Spotify, Coffee: before.Coffee });
  });

  it("B's \"delete the netflix one\" never touches A's", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await chat(alice, 'netflix 15.49');
    const alicesRows = await rowsOf(alice);
    await chat(bob, 'coffee 3');
    const res = await chat(bob, 'delete the netflix one');
    expect(res.message).toContain('"netflix"');
    expect(await rowsOf(alice)).toEqual(alicesRows);
    expect((await rowsOf(bob)).map((r) => r.description)).toEqual(['Coffee']);
    // Nor does Bob's undo (his last action is his coffee).
    await chat(bob, 'undo');
    expect(await rowsOf(alice)).toEqual(alicesRows);
    expect(await rowsOf(bob)).toEqual([]);
    expect((await chat(bob, 'undo')).message).toBe("There's nothing to undo.");
    expect(await rowsOf(alice)).toEqual(alicesRows);
  });
});

describe('undo reverts the last action', () => {
  it('a correction is undone to its exact previous values and forgets its rule; undo again goes further back', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'lunch at Zumbarco 20 yesterday #work');
    const [original] = await rowsOf(user);
    expect(original).toMatchObject({ amount: '20.00', currency: 'USD', date: '2026-11-21', tags: ['work'] });

    await chat(user, 'change the zumbarco one to groceries');
    expect(await rulesOf(user)).toEqual(['zumbarco -> Groceries']);
    const [recategorised] = await rowsOf(user);
    expect(recategorised!.category).toBe('Groceries');

    await chat(user, 'actually the zumbarco lunch was 25 euros');
    const [repriced] = await rowsOf(user);
    expect(repriced).toMatchObject({ amount: '25.00', currency: 'EUR', category: 'Groceries' });
    expect(repriced!.convertedAmount).not.toBeNull();

    const first = await chat(user, 'undo');
    expect(first.type).toBe('correction');
    expect(first.message).toContain('✅');
    expect(await rowsOf(user)).toEqual([recategorised]);
    expect(await rulesOf(user)).toEqual(['zumbarco -> Groceries']);

    const second = await chat(user, 'desfazer');
    expect(second.message).toContain('Desfeito');
    expect(await rowsOf(user)).toEqual([original]);
    expect(await rulesOf(user)).toEqual([]);

    await chat(user, 'deshacer');
    expect(await rowsOf(user)).toEqual([]);
    expect((await chat(user, 'undo')).message).toBe("There's nothing to undo.");
  });

  it('a correction that changed a rule puts the rule back, not away', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'Zumbarco 20');
    await chat(user, 'change the zumbarco one to groceries');
    await chat(user, 'Zumbarco 30');
    await chat(user, 'the zumbarco 30 should be entertainment');
    expect(await rulesOf(user)).toEqual(['zumbarco -> Entertainment']);
    await chat(user, 'undo');
    expect(await rulesOf(user)).toEqual(['zumbarco -> Groceries']);
  });

  it('a deletion is undone: the row is back whole, under its own id', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'netflix 15.49 #subscriptions');
    await chat(user, 'coffee 3');
    const before = await rowsOf(user);
    await chat(user, 'delete the netflix one');
    expect((await rowsOf(user)).map((r) => r.description)).toEqual(['Coffee']);
    const res = await chat(user, 'undo');
    expect(res.message).toContain('is back');
    expect(await rowsOf(user)).toEqual(before);
  });

  it('a recording of several is undone whole', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'rent 900');
    await chat(user, 'dinner 64.20 and taxi 18');
    const res = await chat(user, 'undo');
    expect(res.message).toContain('2');
    expect((await rowsOf(user)).map((r) => r.description)).toEqual(['Rent']);
  });

  it('an edit through the form (PATCH) and a deletion through the API are undone from the chat', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'lunch 20');
    await chat(user, 'taxi 12');
    const before = await byDescription(user);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/transactions/${before.Lunch!.id}`,
      headers: user.headers,
      payload: { amount: '99.00', description: 'Team lunch', transactionDate: '2026-11-01' },
    });
    expect(patch.statusCode).toBe(200);
    await chat(user, 'undo');
    expect(await byDescription(user)).toEqual(before);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/transactions/${before.Taxi!.id}`, headers: user.headers });
    expect(del.statusCode).toBe(200);
    await chat(user, 'undo');
    expect(await byDescription(user)).toEqual(before);
  });

  it('two undos at once revert two actions, never the same one twice', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'lunch 10');
    await chat(user, 'taxi 12');
    await chat(user, 'coffee 3');
    const replies = await Promise.all([chat(user, 'undo'), chat(user, 'undo')]);
    expect(replies.map((r) => r.message).sort()).toEqual([
      '✅ Removed the last transaction: Coffee, $3.00.',
      '✅ Removed the last transaction: Taxi, $12.00.',
    ]);
    expect((await rowsOf(user)).map((r) => r.description)).toEqual(['Lunch']);
  });

  it('"delete it" deletes the last entry even after a correction (undo would only revert the correction)', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'taxi 12');
    await chat(user, 'lunch 20');
    await chat(user, 'actually it was 25');
    await chat(user, 'delete it');
    expect((await rowsOf(user)).map((r) => r.description)).toEqual(['Taxi']);
  });
});
