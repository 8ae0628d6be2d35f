import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { categoryRules, chatAnalytics, transactions } from '../../db/schema';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

// Sunday 22 November 2026, midday in São Paulo.
const clock = new Date('2026-11-22T15:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const chat = async (user: TestUser, message: string, sessionId?: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message, sessionId } });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
};
const rowsOf = (user: TestUser) =>
  t.database.db.select().from(transactions).where(eq(transactions.userId, user.id)).orderBy(transactions.id);

describe('POST /api/chat records transactions', () => {
  it('a sentence creates exactly the right row, through the transactions service', async () => {
    const user = await registerUser(t.app, { timezone: 'America/Sao_Paulo' });
    const res = await chat(user, 'spent 25 on lunch yesterday');
    expect(res.type).toBe('transaction');
    expect(res.message).toContain('✅');
    expect(res.message).toContain('yesterday'); // the user's day, not "on November 21, 2026"
    expect(res.answer).toBe(res.message);
    expect(res.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.transactions).toHaveLength(1);
    expect(res.transactions[0]).toMatchObject({ type: 'expense', amount: '25.00', currency: 'USD', category: 'Dining', transactionDate: '2026-11-21' });
    const rows = await rowsOf(user);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '25.00', transactionDate: '2026-11-21', rawInput: expect.stringContaining('lunch') });
  });

  it('Portuguese with a currency converts to the preferred currency and replies in Portuguese', async () => {
    const user = await registerUser(t.app);
    const res = await chat(user, 'gastei 50 reais no mercado');
    expect(res.language).toBe('pt');
    expect(res.transactions[0]).toMatchObject({ amount: '50.00', currency: 'BRL', category: 'Groceries' });
    expect(res.transactions[0].historicalConvertedAmount).toBe('9.16'); // 50 / 5.46 at the bundled rate
    expect(res.message).toContain('✅');
  });

  it('several transactions in one message are recorded separately', async () => {
    const user = await registerUser(t.app);
    const res = await chat(user, 'dinner 64.20 and taxi 18');
    expect(res.type).toBe('multiple_transactions');
    expect(res.transactions.map((x: { amount: string; category: string }) => [x.amount, x.category])).toEqual([
      ['64.20', 'Dining'],
      ['18.00', 'Transportation'],
    ]);
    expect(await rowsOf(user)).toHaveLength(2);
  });

  it('asks for a missing amount, then completes the transaction from the next message', async () => {
    const user = await registerUser(t.app);
    const first = await chat(user, 'bought groceries');
    expect(first.type).toBe('clarification');
    expect(first.message).toContain('I need more information about this transaction');
    expect(await rowsOf(user)).toHaveLength(0);
    const second = await chat(user, '12', first.sessionId);
    expect(second.type).toBe('transaction');
    expect(second.transactions[0]).toMatchObject({ amount: '12.00', category: 'Groceries' });
    const [analytics] = await t.database.db
      .select()
      .from(chatAnalytics)
      .where(and(eq(chatAnalytics.userId, user.id), eq(chatAnalytics.messageId, second.messageId)));
    expect(analytics).toMatchObject({ followUpUsed: true, intent: 'record_transactions' });
  });

  it('records nothing for a greeting and answers helpfully', async () => {
    const user = await registerUser(t.app);
    const res = await chat(user, 'hello!');
    expect(res.type).toBe('conversation');
    expect(res.transactions).toEqual([]);
    expect(await rowsOf(user)).toHaveLength(0);
  });
});

describe('questions are answered from SQL', () => {
  it('the answer equals the SQL total and names the period', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'lunch 12.30');
    await chat(user, 'dinner 40');
    await chat(user, 'uber 9.90');
    const [expected] = await t.database.db
      .select({ total: sql<string>`sum(coalesce(historical_converted_amount, amount))::text` })
      .from(transactions)
      .innerJoin(sql`categories c`, sql`c.id = ${transactions.categoryId}`)
      .where(and(eq(transactions.userId, user.id), sql`c.name = 'Dining'`));
    expect(expected!.total).toBe('52.30');
    const res = await chat(user, 'how much did I spend on dining this month?');
    expect(res.type).toBe('query');
    expect(res.message).toContain('$52.30');
    expect(res.message.toLowerCase()).toContain('this month');
  });

  it("never shows another user's data", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await chat(alice, 'spent 777 on a secret watch');
    await chat(bob, 'coffee 3');
    const res = await chat(bob, 'how much did I spend this month?');
    expect(res.message).toContain('$3.00');
    expect(res.message).not.toContain('777');
    const recent = await chat(bob, 'show my last 5 transactions');
    expect(recent.message).not.toMatch(/watch|777/i);
  });
});

describe('corrections', () => {
  it("undo removes the last transaction, only the user's own", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await chat(alice, 'lunch 10');
    await chat(alice, 'cinema 20');
    await chat(bob, 'taxi 30');
    const res = await chat(alice, 'undo');
    expect(res.type).toBe('correction');
    expect((await rowsOf(alice)).map((r) => r.amount)).toEqual(['10.00']);
    expect((await rowsOf(bob)).map((r) => r.amount)).toEqual(['30.00']);
  });

  it('"actually it was 25" changes the amount of the last transaction', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'lunch 20');
    await chat(user, 'actually it was 25');
    expect((await rowsOf(user)).map((r) => r.amount)).toEqual(['25.00']);
  });

  it('a category correction is learned and applied next time', async () => {
    const user = await registerUser(t.app);
    const first = await chat(user, 'spent 40 at Zumbarco');
    expect(first.transactions[0].category).toBe('Other');
    const fixed = await chat(user, 'change the Zumbarco one to groceries');
    expect(fixed.transactions[0].category).toBe('Groceries');
    expect(await t.database.db.select().from(categoryRules).where(eq(categoryRules.userId, user.id))).toHaveLength(1);
    const again = await chat(user, 'spent 15 at Zumbarco');
    expect(again.transactions[0].category).toBe('Groceries');
    const other = await registerUser(t.app);
    expect((await chat(other, 'spent 15 at Zumbarco')).transactions[0].category).toBe('Other');
  });
});

describe('categories and budgets in the chat', () => {
  it('adds a category and lists it', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'add a new expense category called Fitness');
    const list = await chat(user, 'show categories');
    expect(list.message).toContain('Fitness');
  });

  it('sets a budget and warns when an expense crosses it', async () => {
    const user = await registerUser(t.app);
    const set = await chat(user, 'set a budget of 100 for dining');
    expect(set.type).toBe('budget');
    const budgets = (await t.app.inject({ method: 'GET', url: `/api/budgets/${user.id}`, headers: user.headers })).json();
    expect(budgets).toMatchObject([{ category: 'Dining', amount: '100.00', period: 'monthly' }]);
    const res = await chat(user, 'dinner 85');
    expect(res.message).toContain('⚠️');
    expect(res.message).toContain('85');
  });

  it('answers a budget over all spending with a question for a category, and sets nothing', async () => {
    const user = await registerUser(t.app);
    const asked = await chat(user, 'weekly spending cap of $350 across all categories');
    expect(asked.type).toBe('clarification');
    expect(asked.message).toContain('per category');
    expect(asked.message).toContain('$350.00');
    expect(asked.transactions).toEqual([]);
    const budgets = (await t.app.inject({ method: 'GET', url: `/api/budgets/${user.id}`, headers: user.headers })).json();
    expect(budgets).toEqual([]);
    const recorded = (await t.app.inject({ method: 'GET', url: '/api/transactions?limit=5', headers: user.headers })).json();
    expect(recorded.total).toBe(0);
  });
});

describe('input, errors and analytics', () => {
  it('refuses empty and oversized messages with clear errors', async () => {
    const user = await registerUser(t.app);
    const post = (message: unknown) => t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
    expect((await post('   ')).json().code).toBe('messageRequired');
    expect((await post('x'.repeat(2001))).json().code).toBe('messageTooLong');
    expect((await post(42)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'hi' } })).statusCode).toBe(401);
  });

  it('handles a hostile 2,000-character message without error', async () => {
    const user = await registerUser(t.app);
    const hostile = `<script>alert(1)</script>'; drop table users; -- 🙂 ${'9,99 '.repeat(300)}`.slice(0, 2000);
    const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message: hostile } });
    expect(res.statusCode).toBe(200);
  });

  it('records every message in chat_analytics', async () => {
    const user = await registerUser(t.app);
    const res = await chat(user, 'lunch 12');
    const [row] = await t.database.db.select().from(chatAnalytics).where(eq(chatAnalytics.messageId, res.messageId));
    expect(row).toMatchObject({
      userId: user.id,
      sessionId: res.sessionId,
      messageType: 'transaction',
      userMessage: 'lunch 12',
      aiResponse: res.message,
      intent: 'record_transactions',
      language: 'en',
      channel: 'web',
      needsClarification: false,
      errorOccurred: false,
    });
    expect(row!.responseTime).toBeGreaterThanOrEqual(0);
    expect(Number(row!.confidence)).toBeGreaterThan(0);
  });
});

describe('GET /api/chat/history keeps the conversation', () => {
  const history = async (user: TestUser, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/history${query}`, headers: user.headers });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json() as { entries: { id: number; userMessage: string; reply: string; sessionId: string; messageId: string; feedback: string | null; transactions: { id: number; amount: string }[] }[]; nextBefore: number | null };
  };

  it('pages the conversation newest first, each page in reading order, with the cards each reply recorded', async () => {
    const user = await registerUser(t.app);
    const sent = [];
    for (const text of ['coffee 4.50', 'hello', 'taxi 18 and lunch 12', 'how much did I spend today?', 'thanks']) sent.push(await chat(user, text));
    const first = await history(user, '?limit=2');
    expect(first.entries.map((e) => e.userMessage)).toEqual(['how much did I spend today?', 'thanks']);
    expect(first.entries.map((e) => e.reply)).toEqual([sent[3].message, sent[4].message]);
    expect(first.nextBefore).toBe(first.entries[0]!.id);
    const second = await history(user, `?limit=2&before=${first.nextBefore}`);
    expect(second.entries.map((e) => e.userMessage)).toEqual(['hello', 'taxi 18 and lunch 12']);
    expect(second.entries[1]!.transactions.map((x) => x.amount)).toEqual(['18.00', '12.00']);
    expect(second.entries[1]!.messageId).toBe(sent[2].messageId);
    const third = await history(user, `?limit=2&before=${second.nextBefore}`);
    expect(third.entries.map((e) => e.userMessage)).toEqual(['coffee 4.50']);
    expect(third.entries[0]!.transactions).toEqual(sent[0].transactions);
    expect(third.nextBefore).toBeNull();
    // The default page holds them all.
    expect((await history(user)).entries).toHaveLength(5);
  });

  it('a deleted transaction drops its card and keeps the message; an edited one shows as it is now', async () => {
    const user = await registerUser(t.app);
    const recorded = await chat(user, 'pizza 30 and cinema 12');
    const [pizza, cinema] = recorded.transactions;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/transactions/${pizza.id}`, headers: user.headers });
    expect(del.statusCode).toBe(200);
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/transactions/${cinema.id}`, headers: user.headers, payload: { amount: '14.00' } });
    expect(edit.statusCode).toBe(200);
    const edited = await history(user);
    expect(edited.entries[0]!.transactions.map((x) => [x.id, x.amount])).toEqual([[cinema.id, '14.00']]);
    await chat(user, 'undo'); // undo reverts the last action, the form's edit: the card shows 12.00 again
    const { entries } = await history(user);
    expect(entries.map((e) => e.userMessage)).toEqual(['pizza 30 and cinema 12', 'undo']);
    expect(entries[0]!.transactions.map((x) => [x.id, x.amount])).toEqual([[cinema.id, '12.00']]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/transactions/${cinema.id}`, headers: user.headers });
    expect(removed.statusCode).toBe(200);
    expect((await history(user)).entries[0]!.transactions).toEqual([]);
  });

  it('shows the feedback already given to a reply', async () => {
    const user = await registerUser(t.app);
    const reply = await chat(user, 'hello');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/message',
      headers: user.headers,
      payload: { sessionId: reply.sessionId, messageId: reply.messageId, rating: 2, category: 'accuracy' },
    });
    expect(res.statusCode).toBe(201);
    expect((await history(user)).entries[0]!.feedback).toBe('notHelpful');
  });

  it('shows only the web conversation of the signed-in user: B never sees A’s messages', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await chat(a, 'secret dinner 99');
    expect(await history(b)).toEqual({ entries: [], nextBefore: null });
    const foreign = await t.app.inject({ method: 'GET', url: `/api/chat/history?userId=${a.id}`, headers: b.headers });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('userIdMismatch');
    // A cursor from A's pages opens nothing of A's for B.
    const ofA = await history(a);
    expect((await history(b, `?before=${ofA.entries[0]!.id + 1}`)).entries).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/chat/history' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad paging parameters with a 400 that names the field', async () => {
    const user = await registerUser(t.app);
    for (const query of ['?before=abc', '?before=0', '?before=1.5', '?before=99999999999', '?limit=0', '?limit=51', '?limit=x', '?page=2']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/chat/history${query}`, headers: user.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBeTruthy();
    }
  });

  it('a follow-up after a reload (a new session) continues the same conversation', async () => {
    const user = await registerUser(t.app);
    const first = await chat(user, 'bought groceries');
    expect(first.type).toBe('clarification');
    // A new tab or a new sign-in: no sessionId, no history from the client.
    const second = await chat(user, '12');
    expect(second.type).toBe('transaction');
    expect(second.transactions[0]).toMatchObject({ amount: '12.00', category: 'Groceries' });
  });

  it('the web conversation and the SMS one stay apart', async () => {
    const user = await registerUser(t.app);
    // A clarification asked by SMS (as the messaging channel records it).
    await t.database.db.insert(chatAnalytics).values({
      userId: user.id,
      sessionId: `sms:${user.phoneNumber}`,
      messageType: 'clarification',
      userMessage: 'bought groceries',
      aiResponse: 'I need more information about this transaction. How much was it?',
      responseTime: 1,
      intent: 'clarify_transaction',
      channel: 'sms',
      needsClarification: true,
    });
    expect((await chat(user, '12')).type).not.toBe('transaction');
    expect((await history(user)).entries.map((e) => e.userMessage)).toEqual(['12']);
  });
});
