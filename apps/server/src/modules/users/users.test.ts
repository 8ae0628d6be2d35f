import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, PASSWORD, registerUser, secondSession, type TestContext, type TestUser } from '../../../test/helpers/app';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { name: 'Alice' });
  bob = await registerUser(t.app, { name: 'Bob' });
});
afterAll(() => t.close());

const as = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Every users route, with a valid body, for the access checks. */
const routes = (id: number) =>
  [
    ['GET', `/api/users/${id}`, undefined],
    ['PATCH', `/api/users/${id}/password`, { currentPassword: PASSWORD, newPassword: 'Other-Pass2' }],
    ['PATCH', `/api/users/${id}/currency`, { currency: 'EUR' }],
    ['PATCH', `/api/users/${id}/language`, { language: 'es' }],
    ['POST', `/api/users/${id}/language`, { language: 'es' }],
    ['PATCH', `/api/users/${id}/timezone`, { timezone: 'Europe/Madrid' }],
  ] as const;

describe('access to /api/users/{id}', () => {
  it('every route refuses a request without a session (401)', async () => {
    for (const [method, url, body] of routes(alice.id)) {
      const res = await as(null, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it("every route refuses another user's id (403) and changes nothing", async () => {
    for (const [method, url, body] of routes(alice.id)) {
      const res = await as(bob, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('userIdMismatch');
      expect(res.body).not.toContain('Alice');
    }
    const mine = await as(alice, 'GET', `/api/users/${alice.id}`);
    expect(mine.json()).toMatchObject({ preferredCurrency: 'USD', preferredLanguage: 'en', timezone: 'UTC' });
  });

  it("refuses a body userId that is not the session's", async () => {
    const res = await as(bob, 'PATCH', `/api/users/${bob.id}/currency`, { userId: alice.id, currency: 'EUR' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses non-numeric ids with 400', async () => {
    const res = await as(alice, 'GET', '/api/users/abc');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the own record without secrets', async () => {
    const res = await as(alice, 'GET', `/api/users/${alice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: alice.id, name: 'Alice', phone: alice.phoneNumber, language: 'en' });
    expect(Object.keys(res.json())).not.toContain('passwordHash');
  });
});

describe('PATCH /api/users/{id}/password', () => {
  it('checks the current password and the new password rule', async () => {
    const user = await registerUser(t.app);
    const wrong = await as(user, 'PATCH', `/api/users/${user.id}/password`, { currentPassword: 'Nope-Pass1', newPassword: 'Other-Pass2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'currentPasswordWrong', field: 'currentPassword' });
    const weak = await as(user, 'PATCH', `/api/users/${user.id}/password`, { currentPassword: PASSWORD, newPassword: 'weakpass' });
    expect(weak.json().code).toBe('passwordComplexity');
    const missing = await as(user, 'PATCH', `/api/users/${user.id}/password`, { newPassword: 'Other-Pass2' });
    expect(missing.json().code).toBe('currentPasswordRequired');
  });

  it('changes the password, keeps this session and ends every other one', async () => {
    const user = await registerUser(t.app);
    const otherCookie = await secondSession(t.app, user);
    const res = await as(user, 'PATCH', `/api/users/${user.id}/password`, { currentPassword: PASSWORD, newPassword: 'Other-Pass2' });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherCookie } })).statusCode).toBe(401);
    const oldLogin = await loginAs(t.app, user.phoneNumber);
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await loginAs(t.app, user.phoneNumber, 'Other-Pass2');
    expect(newLogin.statusCode).toBe(200);
  });
});

describe('currency, language, timezone', () => {
  it('updates the currency (code in any case) and refuses unsupported ones', async () => {
    const user = await registerUser(t.app);
    const ok = await as(user, 'PATCH', `/api/users/${user.id}/currency`, { currency: 'jpy' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().preferredCurrency).toBe('JPY');
    const bad = await as(user, 'PATCH', `/api/users/${user.id}/currency`, { currency: 'DOGE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('currencyInvalid');
  });

  it('updates the language by PATCH and POST and refuses others', async () => {
    const user = await registerUser(t.app);
    expect((await as(user, 'PATCH', `/api/users/${user.id}/language`, { language: 'pt' })).json().language).toBe('pt');
    expect((await as(user, 'POST', `/api/users/${user.id}/language`, { language: 'es' })).json().preferredLanguage).toBe('es');
    const bad = await as(user, 'PATCH', `/api/users/${user.id}/language`, { language: 'de' });
    expect(bad.json().code).toBe('languageInvalid');
  });

  it('updates the timezone and refuses unknown zones', async () => {
    const user = await registerUser(t.app);
    expect((await as(user, 'PATCH', `/api/users/${user.id}/timezone`, { timezone: 'Asia/Tokyo' })).json().timezone).toBe('Asia/Tokyo');
    expect((await as(user, 'PATCH', `/api/users/${user.id}/timezone`, { timezone: 'Nowhere/Land' })).json().code).toBe('timezoneInvalid');
  });
});

describe('PUT /api/user/email', () => {
  it('changes the email (resetting verification), removes it with null or empty, refuses bad and taken ones', async () => {
    const user = await registerUser(t.app);
    const changed = await as(user, 'PUT', '/api/user/email', { email: 'New.Address@Example.com' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'new.address@example.com', emailVerified: false });
    expect((await as(user, 'PUT', '/api/user/email', { email: 'not an email' })).json().code).toBe('emailInvalid');
    const taken = await as(user, 'PUT', '/api/user/email', { email: alice.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('emailTaken');
    expect((await as(user, 'PUT', '/api/user/email', { email: null })).json().email).toBeNull();
    await as(user, 'PUT', '/api/user/email', { email: 'again@example.com' });
    expect((await as(user, 'PUT', '/api/user/email', { email: '' })).json().email).toBeNull();
  });

  it('needs a session', async () => {
    expect((await as(null, 'PUT', '/api/user/email', { email: 'x@example.com' })).statusCode).toBe(401);
  });
});
