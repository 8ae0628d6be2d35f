/**
 * A correction by tap (PATCH /api/transactions/:id with `learn`, sent by the chat's cards and the
 * dashboard's rows) teaches the corrected type and category for the merchant or description, in the
 * same database transaction as the change; undo takes both back; nobody teaches through another
 * user's transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { categories, categoryRules, transactions } from '../../db/schema';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Card {
  id: number;
  type: 'income' | 'expense';
  amount: string;
  category: string;
  categoryId: number;
  description: string;
}

const chat = async (user: TestUser, message: string): Promise<{ intent: string; message: string; transactions: Card[] }> => {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const record = async (user: TestUser, message: string): Promise<Card> => {
  const reply = await chat(user, message);
  expect(reply.transactions, message).toHaveLength(1);
  return reply.transactions[0]!;
};
const patch = (user: TestUser, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/transactions/${id}`, headers: user.headers, payload });
const categoryId = async (user: TestUser, name: string, type: 'income' | 'expense') => {
  const [row] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.userId, user.id), eq(categories.name, name), eq(categories.type, type)));
  if (!row) throw new Error(`no ${type} category ${name}`);
  return row.id;
};
const rulesOf = async (user: TestUser) =>
  (
    await t.database.db
      .select({ pattern: categoryRules.pattern, category: categories.name, type: categories.type })
      .from(categoryRules)
      .innerJoin(categories, eq(categories.id, categoryRules.categoryId))
      .where(eq(categoryRules.userId, user.id))
      .orderBy(asc(categoryRules.pattern))
  ).map((r) => `${r.pattern} -> ${r.type} ${r.category}`);

describe('PATCH /api/transactions/:id with learn', () => {
  it('teaches the new type and category: the same merchant later is recorded with them', async () => {
    const user = await registerUser(t.app);
    const first = await record(user, 'Zumbarco 20');
    expect(first).toMatchObject({ type: 'expense', category: 'Other' });
    const gift = await categoryId(user, 'Gift', 'income');
    const res = await patch(user, first.id, { type: 'income', categoryId: gift, learn: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: first.id, type: 'income', category: 'Gift' });
    expect(await rulesOf(user)).toEqual(['zumbarco -> income Gift']);

    const later = await record(user, 'zumbarco 35');
    expect(later).toMatchObject({ type: 'income', category: 'Gift', amount: '35.00' });
  });

  it('teaches a category alone, keyed on the merchant without generic words', async () => {
    const user = await registerUser(t.app);
    const dinner = await record(user, 'dinner at casa lupa 40');
    expect(dinner.type).toBe('expense');
    const entertainment = await categoryId(user, 'Entertainment', 'expense');
    expect((await patch(user, dinner.id, { categoryId: entertainment, learn: true })).statusCode).toBe(200);
    expect(await rulesOf(user)).toEqual(['casa lupa -> expense Entertainment']);
    expect(await record(user, 'casa lupa 18')).toMatchObject({ type: 'expense', category: 'Entertainment' });
  });

  it('the Settings list shows a tap-learned rule, and removing it there stops it', async () => {
    const user = await registerUser(t.app);
    const first = await record(user, 'Quelbrix 12');
    const groceries = await categoryId(user, 'Groceries', 'expense');
    expect((await patch(user, first.id, { categoryId: groceries, learn: true })).statusCode).toBe(200);
    const listed = await t.app.inject({ method: 'GET', url: '/api/learned-rules', headers: user.headers });
    expect(listed.json()).toEqual([
      { id: expect.any(Number), pattern: 'quelbrix', categoryId: groceries, categoryName: 'Groceries', categoryType: 'expense', updatedAt: expect.any(String) },
    ]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/learned-rules/${listed.json()[0].id}`, headers: user.headers });
    expect(removed.statusCode).toBe(200);
    expect((await record(user, 'Quelbrix 9')).category).toBe('Other');
  });

  it('teaches nothing without learn, for a change that is not the type or category, or for generic words only', async () => {
    const user = await registerUser(t.app);
    const plain = await record(user, 'Vormitex 20');
    const groceries = await categoryId(user, 'Groceries', 'expense');
    expect((await patch(user, plain.id, { categoryId: groceries })).statusCode).toBe(200);
    const amount = await record(user, 'Kelvaro 20');
    expect((await patch(user, amount.id, { amount: '25', description: 'Kelvaro shop', learn: true })).statusCode).toBe(200);
    const dinner = await record(user, 'dinner 30');
    const entertainment = await categoryId(user, 'Entertainment', 'expense');
    expect((await patch(user, dinner.id, { categoryId: entertainment, learn: true })).statusCode).toBe(200);
    expect(await rulesOf(user)).toEqual([]);
  });

  it('a new description in the same correction is what is learned', async () => {
    const user = await registerUser(t.app);
    const first = await record(user, 'spent 14 at the place');
    const health = await categoryId(user, 'Healthcare', 'expense');
    const res = await patch(user, first.id, { categoryId: health, description: 'Farmacia Sulvan', learn: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rulesOf(user)).toEqual(['farmacia sulvan -> expense Healthcare']);
  });

  it('refuses a learn that is not a boolean (400) and changes nothing', async () => {
    const user = await registerUser(t.app);
    const first = await record(user, 'Zumbarco 20');
    const res = await patch(user, first.id, { type: 'income', learn: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    const [row] = await t.database.db.select({ type: transactions.type }).from(transactions).where(eq(transactions.id, first.id));
    expect(row!.type).toBe('expense');
    expect(await rulesOf(user)).toEqual([]);
  });
});

describe('undo after a tap correction', () => {
  it('puts the values back and forgets the rule: the merchant is read as before', async () => {
    const user = await registerUser(t.app);
    const first = await record(user, 'Zumbarco 20');
    const gift = await categoryId(user, 'Gift', 'income');
    expect((await patch(user, first.id, { type: 'income', categoryId: gift, learn: true })).statusCode).toBe(200);
    expect(await rulesOf(user)).toHaveLength(1);

    const undo = await chat(user, 'undo');
    expect(undo.intent).toBe('undo_last');
    expect(undo.transactions[0]).toMatchObject({ id: first.id, type: 'expense', category: 'Other' });
    expect(await rulesOf(user)).toEqual([]);
    expect(await record(user, 'Zumbarco 11')).toMatchObject({ type: 'expense', category: 'Other' });
  });

  it('a rule that existed before the correction gets its old category back', async () => {
    const user = await registerUser(t.app);
    const groceries = await categoryId(user, 'Groceries', 'expense');
    const shopping = await categoryId(user, 'Shopping', 'expense');
    const first = await record(user, 'Trelvik 20');
    expect((await patch(user, first.id, { categoryId: groceries, learn: true })).statusCode).toBe(200);
    const second = await record(user, 'Trelvik 30');
    expect(second.category).toBe('Groceries');
    expect((await patch(user, second.id, { categoryId: shopping, learn: true })).statusCode).toBe(200);
    expect(await rulesOf(user)).toEqual(['trelvik -> expense Shopping']);
    await chat(user, 'undo');
    expect(await rulesOf(user)).toEqual(['trelvik -> expense Groceries']);
  });
});

describe('another user’s transaction', () => {
  it('cannot be corrected or taught through: 404, nothing changes for either user', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const hers = await record(alice, 'Zumbarco 20');
    const bobsGift = await categoryId(bob, 'Gift', 'income');
    for (const payload of [{ type: 'income', learn: true }, { type: 'income', categoryId: bobsGift, learn: true }, { description: 'Zumbarco', learn: true }]) {
      const res = await patch(bob, hers.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      expect(res.json().code).toBe('notFound');
    }
    const [row] = await t.database.db
      .select({ type: transactions.type, categoryId: transactions.categoryId, description: transactions.description })
      .from(transactions)
      .where(eq(transactions.id, hers.id));
    expect(row).toEqual({ type: 'expense', categoryId: hers.categoryId, description: hers.description });
    expect(await rulesOf(alice)).toEqual([]);
    expect(await rulesOf(bob)).toEqual([]);
    // Bob's own "undo" has nothing of Alice's to revert.
    expect((await chat(bob, 'undo')).transactions).toEqual([]);
  });
});
