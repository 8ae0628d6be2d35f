/**
 * What happens to a chat message after it recorded transactions: a correction of what it recorded
 * (by tap or by a later message) marks it in chat_analytics, undo takes the mark back; the engine's
 * doubts (reviews) come with the reply and the history until flipped, corrected or confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { categories, chatAnalytics, transactions } from '../../db/schema';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Card {
  id: number;
  type: 'income' | 'expense';
  category: string;
  categoryId: number;
}

const chat = async (user: TestUser, message: string): Promise<{ intent: string; transactions: Card[]; reviews?: unknown }> => {
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
const confirm = (user: TestUser, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/chat/reviews/${id}/confirm`, headers: user.headers });
const history = async (user: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/chat/history', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries as { userMessage: string; transactions: Card[]; reviews?: unknown[] }[];
};
const categoryId = async (user: TestUser, name: string, type: 'income' | 'expense') => {
  const [row] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.userId, user.id), eq(categories.name, name), eq(categories.type, type)));
  return row!.id;
};
/** The analytics row of the message that says `text`: whether and how it was corrected. */
const markOf = async (user: TestUser, text: string) => {
  const rows = await t.database.db
    .select({ correctedAt: chatAnalytics.correctedAt, kind: chatAnalytics.correctionKind })
    .from(chatAnalytics)
    .where(and(eq(chatAnalytics.userId, user.id), eq(chatAnalytics.userMessage, text)));
  expect(rows, text).toHaveLength(1);
  return rows[0]!.correctedAt === null ? null : rows[0]!.kind;
};
/** Stands in for the engine's doubt (no sentence makes today's engine unsure): the row it would write. */
const setReviews = (user: TestUser, text: string, reviews: object[]) =>
  t.database.db
    .update(chatAnalytics)
    .set({ reviews })
    .where(and(eq(chatAnalytics.userId, user.id), eq(chatAnalytics.userMessage, text)));

describe('corrections mark the message that recorded the transaction', () => {
  it('a tap that flips the type marks "type"; a later change keeps the first kind', async () => {
    const user = await registerUser(t.app);
    const card = await record(user, 'Zumbarco 20');
    expect(await markOf(user, 'Zumbarco 20')).toBeNull();
    const gift = await categoryId(user, 'Gift', 'income');
    expect((await patch(user, card.id, { type: 'income', categoryId: gift, learn: true })).statusCode).toBe(200);
    expect(await markOf(user, 'Zumbarco 20')).toBe('type');
    expect((await patch(user, card.id, { amount: '21' })).statusCode).toBe(200);
    expect(await markOf(user, 'Zumbarco 20')).toBe('type');
  });

  it('names each kind of change: category, amount, date, description', async () => {
    const user = await registerUser(t.app);
    const cases: [string, object, string][] = [
      ['Alpha shop 10', { categoryId: await categoryId(user, 'Groceries', 'expense') }, 'category'],
      ['Beta shop 10', { amount: '12.5' }, 'amount'],
      ['Gamma shop 10', { currency: 'EUR' }, 'amount'],
      ['Delta shop 10', { transactionDate: '2026-01-02' }, 'date'],
      ['Epsilon shop 10', { description: 'Epsilon market' }, 'description'],
    ];
    for (const [text, change, kind] of cases) {
      const card = await record(user, text);
      expect((await patch(user, card.id, change)).statusCode, text).toBe(200);
      expect(await markOf(user, text), text).toBe(kind);
    }
  });

  it('tags only, or saving the same values, is no correction', async () => {
    const user = await registerUser(t.app);
    const card = await record(user, 'Zeta shop 10');
    expect((await patch(user, card.id, { tags: ['work'] })).statusCode).toBe(200);
    expect((await patch(user, card.id, { amount: '10.00', learn: true })).statusCode).toBe(200);
    expect(await markOf(user, 'Zeta shop 10')).toBeNull();
  });

  it('a correction, a deletion and an undo in the chat mark it too', async () => {
    const user = await registerUser(t.app);
    await record(user, 'lunch at the Pelican 30');
    expect((await chat(user, 'actually the pelican one was 35')).intent).toBe('correct_last');
    expect(await markOf(user, 'lunch at the Pelican 30')).toBe('amount');

    await record(user, 'netflix 15');
    expect((await chat(user, 'delete the netflix one')).intent).toBe('delete_transaction');
    expect(await markOf(user, 'netflix 15')).toBe('delete');

    await record(user, 'taxi 22');
    expect((await chat(user, 'undo')).intent).toBe('undo_last');
    expect(await markOf(user, 'taxi 22')).toBe('undo');
  });

  it('a new description or currency said in the chat changes the entry just recorded, and marks it', async () => {
    const user = await registerUser(t.app);
    const lunch = await record(user, 'lunch at the Heron 30');
    expect((await chat(user, 'call it team lunch instead')).intent).toBe('correct_last');
    expect(await markOf(user, 'lunch at the Heron 30')).toBe('description');
    const dinner = await record(user, 'jantar em londres 60');
    expect((await chat(user, 'eram libras, não euros')).intent).toBe('correct_last');
    expect(await markOf(user, 'jantar em londres 60')).toBe('amount');
    const rows = await t.database.db
      .select({ id: transactions.id, description: transactions.description, currency: transactions.currency, amount: transactions.amount })
      .from(transactions)
      .where(eq(transactions.userId, user.id));
    expect(rows.find((r) => r.id === lunch.id)).toMatchObject({ description: 'Team lunch', currency: 'USD', amount: '30.00' });
    expect(rows.find((r) => r.id === dinner.id)).toMatchObject({ currency: 'GBP', amount: '60.00' });
  });

  it('a deletion by tap marks "delete"; undo of a correction or deletion takes its mark back', async () => {
    const user = await registerUser(t.app);
    const a = await record(user, 'Omega store 10');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/transactions/${a.id}`, headers: user.headers })).statusCode).toBe(200);
    expect(await markOf(user, 'Omega store 10')).toBe('delete');
    await chat(user, 'undo');
    expect(await markOf(user, 'Omega store 10')).toBeNull();

    const b = await record(user, 'Sigma store 10');
    expect((await patch(user, b.id, { type: 'income', categoryId: await categoryId(user, 'Gift', 'income'), learn: true })).statusCode).toBe(200);
    expect(await markOf(user, 'Sigma store 10')).toBe('type');
    await chat(user, 'undo');
    expect(await markOf(user, 'Sigma store 10')).toBeNull();
  });

  it('transactions made in the form mark no message; another user’s message is never marked', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await record(alice, 'Kappa shop 10');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: bob.headers,
      payload: { type: 'expense', amount: '5', currency: 'USD', description: 'Kappa shop', category: 'Other', transactionDate: '2026-03-01' },
    });
    expect((await patch(bob, made.json().id, { amount: '6' })).statusCode).toBe(200);
    expect(await markOf(alice, 'Kappa shop 10')).toBeNull();
  });
});

describe('the engine’s doubts (reviews)', () => {
  it('a reply without doubts carries none', async () => {
    const user = await registerUser(t.app);
    expect((await chat(user, 'Zumbarco 20')).reviews).toBeUndefined();
  });

  it('a message the engine is unsure of: the reply says so in one line, the doubt comes with it and stays in the history', async () => {
    for (const [language, message, line] of [
      ['en', 'my aunt 60', /as an expense — tap the card/],
      ['pt', 'ted 450 marcos', /como despesa — toque no cartão/],
      ['es', 'abuela 300', /como gasto — toca la tarjeta/],
    ] as const) {
      const user = await registerUser(t.app, { preferredLanguage: language });
      const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { answer: string; transactions: Card[]; reviews?: { transactionId: number; field: string; alternative: { type: string } }[] };
      const [card] = body.transactions;
      expect(card?.type, message).toBe('expense');
      expect(body.reviews, message).toEqual([expect.objectContaining({ transactionId: card!.id, field: 'type', alternative: expect.objectContaining({ type: 'income' }) })]);
      expect(body.answer.split('\n').length, message).toBeGreaterThan(1);
      expect(body.answer.split('\n').at(-1), message).toMatch(line);
      expect((await history(user))[0]!.reviews, message).toHaveLength(1);
    }
  });

  it('the history shows an open doubt with the alternative’s current name, until confirmed', async () => {
    const user = await registerUser(t.app);
    const card = await record(user, 'Zumbarco 20');
    const gift = await categoryId(user, 'Gift', 'income');
    await setReviews(user, 'Zumbarco 20', [{ transactionId: card.id, field: 'type', alternative: { type: 'income', categoryId: gift } }]);
    await t.app.inject({ method: 'PATCH', url: `/api/categories/${gift}`, headers: user.headers, payload: { name: 'Presents' } });
    const [entry] = await history(user);
    expect(entry!.reviews).toEqual([{ transactionId: card.id, field: 'type', alternative: { type: 'income', categoryId: gift, category: 'Presents' } }]);

    const confirmed = await confirm(user, card.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ transactionId: card.id });
    expect((await history(user))[0]!.reviews).toBeUndefined();
    expect((await confirm(user, card.id)).statusCode).toBe(404);
    // Confirming is not a correction.
    expect(await markOf(user, 'Zumbarco 20')).toBeNull();
  });

  it('a flip by tap resolves the doubt; the others of the message stay', async () => {
    const user = await registerUser(t.app);
    const reply = await chat(user, 'Zumbarco 20 and Quelbrix 30');
    expect(reply.transactions).toHaveLength(2);
    const [a, b] = reply.transactions as [Card, Card];
    const gift = await categoryId(user, 'Gift', 'income');
    const groceries = await categoryId(user, 'Groceries', 'expense');
    await setReviews(user, 'Zumbarco 20 and Quelbrix 30', [
      { transactionId: a.id, field: 'type', alternative: { type: 'income', categoryId: gift } },
      { transactionId: b.id, field: 'category', alternative: { type: 'expense', categoryId: groceries } },
    ]);
    expect((await patch(user, a.id, { type: 'income', categoryId: gift, learn: true })).statusCode).toBe(200);
    expect((await history(user))[0]!.reviews).toEqual([{ transactionId: b.id, field: 'category', alternative: { type: 'expense', categoryId: groceries, category: 'Groceries' } }]);
  });

  it('a doubt is not shown once its card is gone or its alternative category is deactivated', async () => {
    const user = await registerUser(t.app);
    const card = await record(user, 'Zumbarco 20');
    const other = await record(user, 'Quelbrix 30');
    const gift = await categoryId(user, 'Gift', 'income');
    const groceries = await categoryId(user, 'Groceries', 'expense');
    await setReviews(user, 'Zumbarco 20', [{ transactionId: card.id, field: 'type', alternative: { type: 'income', categoryId: gift } }]);
    await setReviews(user, 'Quelbrix 30', [{ transactionId: other.id, field: 'category', alternative: { type: 'expense', categoryId: groceries } }]);
    await t.app.inject({ method: 'DELETE', url: `/api/transactions/${card.id}`, headers: user.headers });
    await t.app.inject({ method: 'DELETE', url: `/api/categories/${groceries}`, headers: user.headers });
    const entries = await history(user);
    expect(entries.map((e) => e.reviews)).toEqual([undefined, undefined]);
  });

  it('only the owner confirms: another user gets 404 and the doubt stays; bad ids are 400', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const card = await record(alice, 'Zumbarco 20');
    const gift = await categoryId(alice, 'Gift', 'income');
    await setReviews(alice, 'Zumbarco 20', [{ transactionId: card.id, field: 'type', alternative: { type: 'income', categoryId: gift } }]);
    const res = await confirm(bob, card.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
    expect((await history(alice))[0]!.reviews).toHaveLength(1);
    expect((await confirm(alice, 'abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/chat/reviews/${card.id}/confirm` })).statusCode).toBe(401);
  });
});
