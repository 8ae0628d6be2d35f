import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@tally/shared/currencies';
import { BODY_LIMIT } from '../src/app';
import { routeAccess } from '../src/http/access';
import { createTestApp, registerUser, type TestContext } from './helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /api/health answers 200 once ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('GET /api/currencies lists about 130 codes starting with the spec’s eight', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/currencies' });
    const codes: string[] = res.json();
    expect(codes.slice(0, 8)).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'CNY']);
    expect(codes.length).toBeGreaterThanOrEqual(125);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...CURRENCY_CODES]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'notFound' });
  });

  it('answers malformed JSON with a 400 that says so, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('badRequest');
    expect(res.json().error).toMatch(/JSON/);
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phoneNumber: '+12025550143', password: 'x'.repeat(BODY_LIMIT) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('bodyTooLarge');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('every API route declares its access rule', () => {
    const routes = [...t.app.printRoutes({ commonPrefix: false }).matchAll(/(\/api\/[^\s(]*)/g)].map((m) => m[1]);
    expect(routes.length).toBeGreaterThan(0);
    expect(routeAccess.size).toBeGreaterThan(5);
    for (const access of routeAccess.values()) expect(['public', 'user', 'admin']).toContain(access);
  });

  it('never returns a password hash or session token from any user-facing answer', async () => {
    const user = await registerUser(t.app);
    for (const url of ['/api/auth/me', `/api/users/${user.id}`, '/api/user']) {
      const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
      expect(res.body).not.toContain(user.cookie.split('=')[1]);
    }
  });
});
