/**
 * Session properties the module tests do not already show (auth.test.ts covers idle and absolute
 * expiry, sliding, rotation at sign-in and logout; users.test.ts a password change ending the other
 * sessions; user-data.test.ts account deletion; password-reset.test.ts a reset; admin-auth.test.ts
 * the operator's expiry, rotation and logout). Expiry is decided by the database clock (`now()` in
 * the session queries), not the app's `now` option, so tests move the stored expiry instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminSessions, sessions } from '../../src/db/schema';
import { hashToken } from '../../src/modules/auth/sessions.service';
import { loginAs, PASSWORD, randomAddress, registerUser, secondSession, type TestContext } from '../helpers/app';
import { ADMIN, adminCookieFrom, createAdminTestApp, loginAdmin } from '../helpers/admin';

const HOUR = 3600_000;

let t: TestContext;
beforeAll(async () => {
  // Default lifetimes: only the operator account is configured.
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const adminSession = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('lifetimes', () => {
  it('a user session: 7 days idle, 30 days at most, the cookie living as long', async () => {
    const user = await registerUser(t.app);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, hashToken(tokenOf(user.cookie))));
    const created = row!.createdAt.getTime();
    expect(Math.round((row!.idleExpiresAt.getTime() - created) / HOUR)).toBe(7 * 24);
    expect(Math.round((row!.absoluteExpiresAt.getTime() - created) / HOUR)).toBe(30 * 24);
    const res = await loginAs(t.app, user.phoneNumber);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('an operator session is far shorter: 30 minutes idle, 8 hours at most', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: randomAddress(), payload: ADMIN });
    const cookie = adminCookieFrom(res.headers['set-cookie']);
    expect(String(res.headers['set-cookie'])).toContain(`Max-Age=${8 * 3600}`);
    const [row] = await t.database.db.select().from(adminSessions).where(eq(adminSessions.id, hashToken(tokenOf(cookie))));
    const created = row!.createdAt.getTime();
    expect(Math.round((row!.idleExpiresAt.getTime() - created) / 60_000)).toBe(30);
    expect(Math.round((row!.absoluteExpiresAt.getTime() - created) / HOUR)).toBe(8);
  });

  it('an operator session slides with use but never past its absolute expiry', async () => {
    const admin = await loginAdmin(t.app);
    const id = hashToken(tokenOf(admin.cookie));
    await t.database.db
      .update(adminSessions)
      .set({
        lastSeenAt: sql`now() - interval '10 minutes'`,
        idleExpiresAt: sql`now() + interval '1 minute'`,
        absoluteExpiresAt: sql`now() + interval '10 minutes'`,
      })
      .where(eq(adminSessions.id, id));
    expect((await adminSession(admin.cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(adminSessions).where(eq(adminSessions.id, id));
    expect(row!.idleExpiresAt.getTime()).toBe(row!.absoluteExpiresAt.getTime());
  });

  it('an expired session is not revived by using it', async () => {
    const user = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ idleExpiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.userId, user.id));
    expect((await me(user.cookie)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.idleExpiresAt.getTime()).toBeLessThan(Date.now());
    expect((await me(user.cookie)).statusCode).toBe(401);
  });
});

describe('cookies over HTTPS', () => {
  it('both cookies are Secure when the product is reached over HTTPS, and not over plain HTTP', async () => {
    const proxied = await createAdminTestApp({ TRUST_PROXY: 'true' });
    try {
      const user = await registerUser(proxied.app);
      const signIn = (url: string, payload: object, proto: string) =>
        proxied.app.inject({ method: 'POST', url, remoteAddress: randomAddress(), headers: { 'x-forwarded-proto': proto }, payload });
      const userPayload = { phoneNumber: user.phoneNumber, password: PASSWORD };
      expect(String((await signIn('/api/auth/login', userPayload, 'https')).headers['set-cookie'])).toMatch(/; Secure/);
      expect(String((await signIn('/api/auth/login', userPayload, 'http')).headers['set-cookie'])).not.toMatch(/Secure/);
      expect(String((await signIn('/api/admin/login', ADMIN, 'https')).headers['set-cookie'])).toMatch(/; Secure/);
      expect(String((await signIn('/api/admin/login', ADMIN, 'http')).headers['set-cookie'])).not.toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });
});

describe('what ends a session', () => {
  it('an operator deleting the account ends every session of it at once', async () => {
    const user = await registerUser(t.app);
    const otherCookie = await secondSession(t.app, user);
    const admin = await loginAdmin(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(otherCookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('logout ends this browser’s session only; the user’s other devices stay signed in', async () => {
    const user = await registerUser(t.app);
    const otherCookie = await secondSession(t.app, user);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers })).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(otherCookie)).statusCode).toBe(200);
  });

  it('an operator’s logout ends that operator session only', async () => {
    const first = await loginAdmin(t.app);
    const second = await loginAdmin(t.app);
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: first.headers });
    expect((await adminSession(first.cookie)).statusCode).toBe(401);
    expect((await adminSession(second.cookie)).statusCode).toBe(200);
  });
});

describe('the two kinds of session do not mix', () => {
  it('a user’s token under the operator cookie opens nothing, nor an operator’s token under the user cookie', async () => {
    const user = await registerUser(t.app);
    const admin = await loginAdmin(t.app);
    const userToken = tokenOf(user.cookie);
    const adminToken = tokenOf(admin.cookie);
    expect((await adminSession(`tally_admin=${userToken}`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: `tally_admin=${userToken}` } })).statusCode).toBe(401);
    expect((await me(`tally_session=${adminToken}`)).statusCode).toBe(401);
    // Both cookies at once: each still opens only its own side.
    const both = `tally_session=${userToken}; tally_admin=${adminToken}`;
    expect((await me(both)).json().user.id).toBe(user.id);
    expect((await adminSession(both)).json().admin.username).toBe(ADMIN.username);
  });

  it('a cookie holding the stored hash instead of the token opens nothing', async () => {
    const user = await registerUser(t.app);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect((await me(`tally_session=${row!.id}`)).statusCode).toBe(401);
  });
});
