import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('categories', () => {
  it('lists the user’s categories with id, name, type and isActive', async () => {
    const res = await call(alice, 'GET', `/api/categories?userId=${alice.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(17);
    expect(list[0]).toEqual({ id: expect.any(Number), name: 'Dining', type: 'expense', isActive: true, isDefault: true });
    expect((await call(alice, 'GET', `/api/categories?userId=${bob.id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/categories')).statusCode).toBe(401);
  });

  it('creates, renames, deactivates and brings back a category', async () => {
    const created = await call(alice, 'POST', '/api/categories', { name: 'Fitness', type: 'expense' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await call(alice, 'POST', '/api/categories', { name: 'fitness', type: 'expense' })).json().code).toBe('categoryExists');
    expect((await call(alice, 'PATCH', `/api/categories/${id}`, { name: 'Gym' })).json().name).toBe('Gym');
    expect((await call(alice, 'PATCH', `/api/categories/${id}`, { name: 'dining' })).json().code).toBe('categoryExists');
    expect((await call(alice, 'DELETE', `/api/categories/${id}`)).json().isActive).toBe(false);
    const back = await call(alice, 'POST', '/api/categories', { name: 'GYM', type: 'expense' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id, isActive: true });
  });

  it('validates names and types', async () => {
    expect((await call(alice, 'POST', '/api/categories', { name: ' ', type: 'expense' })).json().code).toBe('categoryNameRequired');
    expect((await call(alice, 'POST', '/api/categories', { name: 'x'.repeat(51), type: 'expense' })).json().code).toBe('categoryNameTooLong');
    expect((await call(alice, 'POST', '/api/categories', { name: 'Pets', type: 'transfer' })).json().code).toBe('typeInvalid');
  });

  it("another user's category is never visible or changeable (404)", async () => {
    const mine = (await call(alice, 'POST', '/api/categories', { name: 'Secret hobby', type: 'expense' })).json();
    expect((await call(bob, 'PATCH', `/api/categories/${mine.id}`, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/api/categories/${mine.id}`)).statusCode).toBe(404);
    expect(JSON.stringify((await call(bob, 'GET', '/api/categories')).json())).not.toContain('Secret hobby');
    const list = (await call(alice, 'GET', '/api/categories')).json() as { id: number; name: string; isActive: boolean }[];
    expect(list.find((c) => c.id === mine.id)).toMatchObject({ name: 'Secret hobby', isActive: true });
  });
});
