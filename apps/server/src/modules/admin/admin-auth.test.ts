import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccounts, adminAuditLog, adminSessions } from '../../db/schema';
import { routeAccess } from '../../http/access';
import { testConfig } from '../../platform/config';
import { verifyPassword } from '../../platform/passwords';
import { randomAddress, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import { ADMIN, adminCookieFrom, createAdminTestApp, loginAdmin, type TestAdmin } from '../../../test/helpers/admin';
import { createAdminAccountsService, ensureConfiguredAdmin } from './admin-accounts.service';

let t: TestContext;
let user: TestUser;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createAdminTestApp({ ADMIN_SESSION_ABSOLUTE_HOURS: '2' });
  user = await registerUser(t.app);
  admin = await loginAdmin(t.app);
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress = randomAddress(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress, payload, headers });

/** Every admin-only route, with a concrete path and a valid body, read from the route table itself. */
function adminRoutes() {
  const bodies: Record<string, object> = {
    'PATCH /api/admin/users/:id': { firstName: 'Mallory' },
    'PATCH /api/admin/feedback/:id': { isResolved: true },
  };
  return [...routeAccess]
    .filter(([, access]) => access === 'admin')
    .map(([key]) => {
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
      const path = url.replace(':id', url.includes('feedback') ? 'message-1' : String(user.id));
      return { method, url: path, payload: bodies[key] };
    });
}

const auditActions = async () =>
  (await t.database.db.select().from(adminAuditLog).orderBy(adminAuditLog.id)).map((r) => ({ action: r.action, by: r.adminUsername }));

describe('which routes are admin-only', () => {
  it('every /api/admin route except login and logout requires an admin session', () => {
    const admins = [...routeAccess].filter(([key]) => key.includes(' /api/admin/'));
    expect(admins.length).toBeGreaterThanOrEqual(10);
    for (const [key, access] of admins) {
      const expected = key === 'POST /api/admin/login' || key === 'POST /api/admin/logout' ? 'public' : 'admin';
      expect(access, key).toBe(expected);
    }
  });

  it('every admin route refuses a request without any session (401)', async () => {
    for (const route of adminRoutes()) {
      const res = await t.app.inject(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it('every admin route refuses a signed-in user (403), and changes nothing', async () => {
    for (const route of adminRoutes()) {
      const res = await t.app.inject({ ...route, headers: user.headers });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const forged = `tally_admin=${'A'.repeat(43)}; ${user.cookie}`;
    for (const route of adminRoutes()) {
      expect((await t.app.inject({ ...route, headers: { cookie: forged } })).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    const me = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: user.headers });
    expect(me.json().name).toBe('Test Person');
  });

  it('an admin session grants nothing on user routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.headers })).statusCode).toBe(401);
  });

  it('refuses cross-site writes even with an admin session (CSRF)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: { ...admin.headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { firstName: 'Mallory' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf');
  });
});

describe('POST /api/admin/login', () => {
  it('answers the spec’s text for a wrong password and for an unknown username alike', async () => {
    for (const payload of [
      { username: ADMIN.username, password: 'Wrong-Password-1' },
      { username: 'nobody-here', password: ADMIN.password },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid username or password', code: 'adminInvalidCredentials' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('asks for what is missing', async () => {
    expect((await login({ username: ' ', password: 'x' })).json().code).toBe('usernameRequired');
    expect((await login({ username: 'operator', password: '' })).json().code).toBe('passwordRequired');
    expect((await login({ username: 'operator' })).statusCode).toBe(400);
  });

  it('signs in with its own cookie: httpOnly, SameSite=Strict, path /api/admin, absolute expiry as Max-Age', async () => {
    const res = await login(ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ admin: { id: expect.any(Number), username: ADMIN.username } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^tally_admin=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/admin');
    expect(cookie).toContain('Max-Age=7200');
    expect(cookie).not.toContain('tally_session');
    const session = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: adminCookieFrom(res.headers['set-cookie']) } });
    expect(session.json()).toEqual({ admin: { id: expect.any(Number), username: ADMIN.username } });
  });

  it('stores only a hash of the token, with a short idle expiry', async () => {
    const fresh = await loginAdmin(t.app);
    const token = fresh.cookie.split('=')[1]!;
    const rows = await t.database.db.select().from(adminSessions);
    expect(rows.some((r) => r.id === token)).toBe(false);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const idleMinutes = (newest.idleExpiresAt.getTime() - newest.createdAt.getTime()) / 60_000;
    expect(idleMinutes).toBeGreaterThan(29);
    expect(idleMinutes).toBeLessThan(31);
  });

  it('rotates: signing in again ends the session this browser had', async () => {
    const first = await loginAdmin(t.app);
    const second = await login(ADMIN, randomAddress(), first.headers);
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: first.headers })).statusCode).toBe(401);
  });

  it('limits attempts per username (5 per 15 minutes), right password included, and resets on success', async () => {
    const name = 'second-operator';
    await createAdminAccountsService(t.database.db, t.config).ensureAccount(name, 'Second-Operator-Pass-1', 'test');
    expect((await login({ username: name, password: 'Second-Operator-Pass-1' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login({ username: name, password: 'Wrong-Password-1' })).statusCode).toBe(401);
    const limited = await login({ username: name.toUpperCase(), password: 'Second-Operator-Pass-1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rateLimited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per client address (20 per 15 minutes)', async () => {
    const address = randomAddress();
    for (let i = 0; i < 20; i++) await login({ username: `guess-${i}`, password: 'Wrong-Password-1' }, address);
    expect((await login(ADMIN, address)).statusCode).toBe(429);
    expect((await login(ADMIN)).statusCode).toBe(200);
  });
});

describe('admin sessions', () => {
  it('end after the idle expiry and after the absolute expiry', async () => {
    const idle = await loginAdmin(t.app);
    const absolute = await loginAdmin(t.app);
    const { hashToken } = await import('../auth/sessions.service');
    await t.database.db
      .update(adminSessions)
      .set({ idleExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.id, hashToken(idle.cookie.split('=')[1]!)));
    await t.database.db
      .update(adminSessions)
      .set({ absoluteExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.id, hashToken(absolute.cookie.split('=')[1]!)));
    for (const s of [idle, absolute]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: s.headers })).statusCode).toBe(401);
    }
  });

  it('logout ends the session and clears the cookie; logging out again is harmless', async () => {
    const s = await loginAdmin(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^tally_admin=;.*Path=\/api\/admin/);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: s.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: s.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(200);
  });

  it('records sign-ins, failed sign-ins of a real account and sign-outs in the audit log', async () => {
    const before = (await auditActions()).length;
    await login({ username: ADMIN.username, password: 'Wrong-Password-1' });
    const s = await loginAdmin(t.app);
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: s.headers });
    await login({ username: 'nobody-here', password: 'Wrong-Password-1' });
    expect((await auditActions()).slice(before)).toEqual([
      { action: 'login_failed', by: ADMIN.username },
      { action: 'login', by: ADMIN.username },
      { action: 'logout', by: ADMIN.username },
    ]);
  });
});

describe('admin accounts from configuration and the command', () => {
  it('created at start with an argon2id hash, audited as the configuration’s doing', async () => {
    const [account] = await t.database.db.select().from(adminAccounts).where(eq(adminAccounts.username, ADMIN.username));
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account!.passwordHash).not.toContain(ADMIN.password);
    const [created] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'admin.create')).limit(1);
    expect(created).toMatchObject({ adminUsername: 'system:config', targetType: 'admin', targetId: String(account!.id) });
  });

  it('a changed ADMIN_PASSWORD replaces the password at the next start and ends the sessions', async () => {
    const name = 'rotating-operator';
    const first = testConfig({ ADMIN_USERNAME: name, ADMIN_PASSWORD: 'First-Password-123' });
    expect(await ensureConfiguredAdmin(t.database.db, first)).toEqual({ username: name, result: 'created' });
    expect(await ensureConfiguredAdmin(t.database.db, first)).toEqual({ username: name, result: 'unchanged' });
    const s = await loginAdmin(t.app, { username: name, password: 'First-Password-123' });
    const second = testConfig({ ADMIN_USERNAME: name, ADMIN_PASSWORD: 'Second-Password-456' });
    expect(await ensureConfiguredAdmin(t.database.db, second)).toEqual({ username: name, result: 'updated' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: s.headers })).statusCode).toBe(401);
    expect((await login({ username: name, password: 'First-Password-123' })).statusCode).toBe(401);
    expect((await login({ username: name, password: 'Second-Password-456' })).statusCode).toBe(200);
    const [account] = await t.database.db.select().from(adminAccounts).where(eq(adminAccounts.username, name));
    expect(await verifyPassword(account!.passwordHash, 'Second-Password-456')).toBe(true);
  });

  it('refuses a weak password, a bad username, and one setting without the other', async () => {
    const service = createAdminAccountsService(t.database.db, t.config);
    await expect(service.ensureAccount('ops', 'short', 'test')).rejects.toThrow(/at least 12 characters/);
    await expect(service.ensureAccount('a b', 'Long-Enough-Pass-1', 'test')).rejects.toThrow(/username/);
    await expect(ensureConfiguredAdmin(t.database.db, testConfig({ ADMIN_USERNAME: 'ops' }))).rejects.toThrow(/set together/);
    expect(await ensureConfiguredAdmin(t.database.db, testConfig())).toBeNull();
  });
});
