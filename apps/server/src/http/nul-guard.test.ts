import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, randomAddress, registerUser, type TestContext, type TestUser } from '../../test/helpers/app';
import { snapshotUserData } from '../../test/helpers/db-snapshot';

let t: TestContext;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(() => t.close());

const NUL_REFUSED = { code: 'badRequest', error: 'The request could not be understood: text must not contain NUL characters' };

describe('text with a NUL character', () => {
  it('is refused with a 400 naming the field, wherever it is, and nothing is stored', async () => {
    const before = await snapshotUserData(t.database.db);
    const cases = [
      { method: 'POST', url: '/api/support', payload: { name: 'a\u0000b', email: 'v@example.com', subject: 's', message: 'm' }, field: 'name' },
      {
        method: 'POST',
        url: '/api/transactions',
        headers: user.headers,
        payload: { type: 'expense', amount: '1', currency: 'USD', description: 'x\u0000', category: 'Dining', transactionDate: '2026-03-10' },
        field: 'description',
      },
      { method: 'POST', url: '/api/chat', headers: user.headers, payload: { message: 'coffee 4 \u0000' }, field: 'message' },
      { method: 'POST', url: '/api/feedback/beta', headers: user.headers, payload: { title: 't', description: 'd', url: ['\u0000'] }, field: 'url.0' },
      { method: 'GET', url: '/api/transactions?category=%00', headers: user.headers, field: 'category' },
      { method: 'GET', url: '/api/transactions/1%00', headers: user.headers, field: 'id' },
    ] as const;
    for (const { field, ...request } of cases) {
      const res = await t.app.inject({ ...request, remoteAddress: randomAddress() });
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ ...NUL_REFUSED, field });
    }
    expect(await snapshotUserData(t.database.db)).toEqual(before);
  });

  it('the emailed verification link still lands on a page whatever its token holds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=abc%00def' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?mode=signin&verification=expired');
  });

  it('other unusual text is kept as sent', async () => {
    const description = '💸 مرحبا \u202Eevil\u202C';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: user.headers,
      payload: { type: 'expense', amount: '1', currency: 'USD', description, category: 'Dining', transactionDate: '2026-03-10' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().description).toBe(description);
  });
});
