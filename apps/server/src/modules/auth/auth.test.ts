import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { categories, sessions, users } from '../../db/schema';
import { hashToken } from './sessions.service';
import {
  createTestApp,
  PASSWORD,
  randomAddress,
  registerUser,
  sessionCookieFrom,
  uniquePhone,
  type TestContext,
} from '../../../test/helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
const login = (payload: Record<string, unknown>, remoteAddress = randomAddress(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress, headers });
const validBody = () => ({
  phoneNumber: uniquePhone(),
  name: 'Maria Silva',
  email: `maria.${Math.random().toString(36).slice(2)}@example.com`,
  password: PASSWORD,
});

describe('POST /api/auth/register', () => {
  it('creates the account with a normalised phone, default categories and a session', async () => {
    const body = { ...validBody(), phoneNumber: '+44 20 7946 0958', email: '  Maria.UK@Example.COM ' };
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      phoneNumber: '+442079460958',
      email: 'maria.uk@example.com',
      preferredCurrency: 'USD',
      preferredLanguage: 'en',
      emailVerified: false,
      categoriesInitialized: true,
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(res.body).not.toMatch(/argon2|passwordHash/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/tally_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const rows = await t.database.db.select().from(categories).where(eq(categories.userId, user.id));
    expect(rows.filter((c) => c.type === 'expense').map((c) => c.name)).toEqual([
      'Dining', 'Groceries', 'Transportation', 'Entertainment', 'Shopping', 'Bills', 'Healthcare', 'Education', 'Travel', 'Other',
    ]);
    expect(rows.filter((c) => c.type === 'income').map((c) => c.name)).toEqual([
      'Salary', 'Freelance', 'Business', 'Investment', 'Rental', 'Gift', 'Refunds',
    ]);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('keeps the chosen currency, language and timezone', async () => {
    const res = await register({ ...validBody(), preferredCurrency: 'brl', preferredLanguage: 'pt', timezone: 'America/Sao_Paulo' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ preferredCurrency: 'BRL', preferredLanguage: 'pt', timezone: 'America/Sao_Paulo' });
  });

  it.each([
    ['missing phone', { phoneNumber: undefined }, 'phoneRequired', 'Phone number is required'],
    ['blank phone', { phoneNumber: '   ' }, 'phoneRequired', 'Phone number is required'],
    ['no plus sign', { phoneNumber: '12025550123' }, 'phoneInvalid', 'Please enter a valid international phone number (e.g., +1234567890, +44 20 7946 0958)'],
    ['too short', { phoneNumber: '+1202555' }, 'phoneInvalid', undefined],
    ['letters', { phoneNumber: '+1 202 CALL NOW' }, 'phoneInvalid', undefined],
    ['not a real number', { phoneNumber: '+999 1234567890' }, 'phoneInvalid', undefined],
    ['huge input', { phoneNumber: '+1' + '2'.repeat(300) }, 'phoneInvalid', undefined],
    ['missing name', { name: undefined }, 'nameRequired', 'Please enter your full name'],
    ['blank name', { name: '  ' }, 'nameRequired', undefined],
    ['missing email', { email: undefined }, 'emailRequired', 'Email is required'],
    ['email with space', { email: 'a b@example.com' }, 'emailInvalid', 'Please enter a valid email address'],
    ['email without domain', { email: 'ab@example' }, 'emailInvalid', undefined],
    ['email too long', { email: `${'a'.repeat(310)}@example.com` }, 'emailInvalid', undefined],
    ['missing password', { password: undefined }, 'passwordRequired', 'Password is required'],
    ['short password', { password: 'Ab1' }, 'passwordTooShort', 'Password must be at least 6 characters long'],
    ['no uppercase', { password: 'secret12' }, 'passwordComplexity', 'Password must contain at least one lowercase letter, one uppercase letter, and one number'],
    ['no digit', { password: 'SecretPass' }, 'passwordComplexity', undefined],
    ['unknown currency', { preferredCurrency: 'XYZ' }, 'currencyInvalid', undefined],
    ['unknown language', { preferredLanguage: 'fr' }, 'languageInvalid', undefined],
    ['unknown timezone', { timezone: 'Mars/Olympus' }, 'timezoneInvalid', undefined],
  ])('refuses %s with its message', async (_name, change, code, message) => {
    const body: Record<string, unknown> = { ...validBody(), ...change };
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete body[k];
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    if (message) expect(res.json().error).toBe(message);
    expect(res.body).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('refuses unknown fields (no mass assignment)', async () => {
    const res = await register({ ...validBody(), emailVerified: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it('refuses a duplicate phone (in any notation) and a duplicate email', async () => {
    const first = validBody();
    expect((await register(first)).statusCode).toBe(201);
    const samePhone = await register({ ...validBody(), phoneNumber: first.phoneNumber.replace(/^\+1(\d{3})/, '+1 ($1) ') });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({ code: 'phoneTaken', field: 'phoneNumber' });
    const sameEmail = await register({ ...validBody(), email: first.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'emailTaken', field: 'email' });
  });

  it('closes registration with a clear message when the beta seats are taken', async () => {
    const small = await createTestApp({ BETA_SEATS: '2' });
    try {
      const go = () => small.app.inject({ method: 'POST', url: '/api/auth/register', payload: validBody(), remoteAddress: randomAddress() });
      expect((await go()).statusCode).toBe(201);
      expect((await go()).statusCode).toBe(201);
      const refused = await go();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'betaFull', error: 'All beta seats are taken. Registration is closed for now.' });
      const seats = await small.app.inject({ method: 'GET', url: '/api/beta/seats' });
      expect(seats.json()).toEqual({ total: 2, taken: 2, left: 0, channels: { web: true, sms: false, whatsapp: false } });
    } finally {
      await small.close();
    }
  });

  it('the public seats answer says which channels are on: SMS and WhatsApp only with the token and the public address', async () => {
    const cases: [Record<string, string>, boolean][] = [
      [{ TWILIO_AUTH_TOKEN: 'token-123', PUBLIC_URL: 'https://tally.example' }, true],
      [{ PUBLIC_URL: 'https://tally.example' }, false],
    ];
    for (const [config, on] of cases) {
      const app = await createTestApp({ BETA_SEATS: '7', ...config });
      try {
        const res = await app.app.inject({ method: 'GET', url: '/api/beta/seats' });
        expect(res.json(), JSON.stringify(config)).toMatchObject({ total: 7, channels: { web: true, sms: on, whatsapp: on } });
      } finally {
        await app.close();
      }
    }
  });

  it('does not overrun the seats under concurrent sign-ups', async () => {
    const small = await createTestApp({ BETA_SEATS: '3' });
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          small.app.inject({ method: 'POST', url: '/api/auth/register', payload: validBody(), remoteAddress: randomAddress() }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
      expect(results.filter((r) => r.statusCode === 403)).toHaveLength(5);
      const [row] = await small.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(row!.n).toBe(3);
    } finally {
      await small.close();
    }
  });

  it('rate limits sign-ups per address', async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await register(validBody(), address)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the phone in any notation and sets a new session', async () => {
    const user = await registerUser(t.app, { phoneNumber: '+1 (202) 555-0143' });
    const res = await login({ phoneNumber: '+1 202-555-0143', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect(sessionCookieFrom(res.headers['set-cookie'])).not.toBe(user.cookie);
  });

  it('answers the same 401 for a wrong password and an unknown phone', async () => {
    const user = await registerUser(t.app);
    const wrong = await login({ phoneNumber: user.phoneNumber, password: 'Wrong-Pass1' });
    const unknown = await login({ phoneNumber: uniquePhone(), password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'invalidCredentials', error: 'Invalid phone number or password.' });
    }
  });

  it('requires phone and password', async () => {
    expect((await login({ password: PASSWORD })).json().code).toBe('phoneRequired');
    expect((await login({ phoneNumber: '+12025550143', password: '' })).json()).toMatchObject({
      code: 'passwordRequired',
      error: 'Password is required',
    });
  });

  it('rate limits per phone number across addresses, with Retry-After', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await login({ phoneNumber: user.phoneNumber, password: 'Wrong-Pass1' })).statusCode).toBe(401);
    }
    const limited = await login({ phoneNumber: user.phoneNumber, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rateLimited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rate limits per address across phone numbers', async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await login({ phoneNumber: uniquePhone(), password: 'Wrong-Pass1' }, address)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('sessions', () => {
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

  it('GET /api/auth/me answers the session user, or 401 without a session', async () => {
    const user = await registerUser(t.app);
    const res = await me(user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('tally_session=forged-token')).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const user = await registerUser(t.app);
    const token = user.cookie.split('=')[1]!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(hashToken(token));
    expect(rows[0]!.id).not.toContain(token);
  });

  it('logout ends the session on the server', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/tally_session=;/);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('rotates at sign-in: the browser’s previous session ends', async () => {
    const user = await registerUser(t.app);
    const res = await login({ phoneNumber: user.phoneNumber, password: PASSWORD }, randomAddress(), { cookie: user.cookie });
    const fresh = sessionCookieFrom(res.headers['set-cookie']);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('expires after the idle limit and after the absolute limit', async () => {
    const idle = await registerUser(t.app);
    const absolute = await registerUser(t.app);
    await t.database.db.update(sessions).set({ idleExpiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.userId, idle.id));
    await t.database.db
      .update(sessions)
      .set({ absoluteExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, absolute.id));
    expect((await me(idle.cookie)).statusCode).toBe(401);
    expect((await me(absolute.cookie)).statusCode).toBe(401);
  });

  it('slides the idle expiry with use but never past the absolute one', async () => {
    const user = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({
        lastSeenAt: sql`now() - interval '10 minutes'`,
        idleExpiresAt: sql`now() + interval '1 minute'`,
        absoluteExpiresAt: sql`now() + interval '1 hour'`,
      })
      .where(eq(sessions.userId, user.id));
    expect((await me(user.cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.idleExpiresAt.getTime()).toBe(row!.absoluteExpiresAt.getTime());
  });
});

describe('CSRF', () => {
  it('refuses a cross-site write with the victim’s cookie and changes nothing', async () => {
    const user = await registerUser(t.app);
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}/currency`,
        headers: { ...user.headers, ...headers },
        payload: { currency: 'EUR' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('csrf');
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.preferredCurrency).toBe('USD');
  });

  it('refuses a cross-site form post (wrong content type) before it reaches a handler', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/currency`,
      headers: { ...user.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'currency=EUR',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.preferredCurrency).toBe('USD');
  });

  it('accepts same-origin writes', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/currency`,
      headers: { ...user.headers, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { currency: 'EUR' },
    });
    expect(res.statusCode).toBe(200);
  });
});
