import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categoryRules } from '../../db/schema';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chat = async (user: TestUser, message: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
  expect(res.statusCode, res.body).toBe(200);
};
const list = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/learned-rules', headers: user.headers });
const remove = (user: TestUser | null, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/learned-rules/${id}`, headers: user?.headers ?? {} });

describe('GET /api/learned-rules', () => {
  it('lists what the chat learned: pattern, category id and name, when', async () => {
    const user = await registerUser(t.app);
    expect((await list(user)).json()).toEqual([]);
    await chat(user, 'Zumbarco 20');
    await chat(user, 'change the zumbarco one to groceries');
    await chat(user, 'dinner at the italian place 62');
    await chat(user, 'that dinner at the italian place should be entertainment');
    const res = await list(user);
    expect(res.statusCode).toBe(200);
    const rules = res.json();
    expect(rules).toEqual([
      { id: expect.any(Number), pattern: 'italian place', categoryId: expect.any(Number), categoryName: 'Entertainment', categoryType: 'expense', updatedAt: expect.any(String) },
      { id: expect.any(Number), pattern: 'zumbarco', categoryId: expect.any(Number), categoryName: 'Groceries', categoryType: 'expense', updatedAt: expect.any(String) },
    ]);
    expect(Number.isNaN(Date.parse(rules[0].updatedAt))).toBe(false);
  });

  it('needs a session and shows only the user’s own rules', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/learned-rules' })).statusCode).toBe(401);
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await chat(alice, 'Zumbarco 20');
    await chat(alice, 'change the zumbarco one to groceries');
    expect((await list(alice)).json()).toHaveLength(1);
    expect((await list(bob)).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/learned-rules?userId=1', headers: bob.headers })).statusCode).toBe(400);
  });
});

describe('DELETE /api/learned-rules/:id', () => {
  it('removes the rule: the next message is no longer sorted by it', async () => {
    const user = await registerUser(t.app);
    await chat(user, 'Zumbarco 20');
    await chat(user, 'change the zumbarco one to groceries');
    const [rule] = (await list(user)).json();
    const res = await remove(user, rule.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: rule.id, pattern: 'zumbarco', categoryName: 'Groceries' });
    expect((await list(user)).json()).toEqual([]);
    const next = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message: 'Zumbarco 15' } });
    expect(next.json().transactions[0].category).toBe('Other');
    expect((await remove(user, rule.id)).statusCode).toBe(404);
  });

  it('another user’s rule is not found and stays; bad ids are 400; no session is 401', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await chat(alice, 'Zumbarco 20');
    await chat(alice, 'change the zumbarco one to groceries');
    const [rule] = (await list(alice)).json();
    const foreign = await remove(bob, rule.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('notFound');
    expect(await t.database.db.select().from(categoryRules).where(eq(categoryRules.id, rule.id))).toHaveLength(1);
    expect((await remove(alice, 'abc')).statusCode).toBe(400);
    expect((await remove(alice, -1)).statusCode).toBe(400);
    expect((await remove(null, rule.id)).statusCode).toBe(401);
    expect((await list(alice)).json()).toHaveLength(1);
  });
});
