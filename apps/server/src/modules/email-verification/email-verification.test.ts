import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailVerificationTokens, outgoingMail, users } from '../../db/schema';
import { hashToken } from '../auth/sessions.service';
import { createTestApp, PASSWORD, randomAddress, registerUser, sessionCookieFrom, type TestContext, type TestUser } from '../../../test/helpers/app';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../../../test/helpers/smtp';
import { VERIFICATION_TTL_MS } from './email-verification.service';

const PUBLIC_URL = 'https://tally.example';
let t: TestContext;
let smtp: SmtpReceiver;
/** The app's clock runs this far ahead of the real one (token expiry). */
let clockOffsetMs = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL }, { now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Every message delivered to `email` so far, once the app's background sends have finished. */
async function mailsTo(email: string): Promise<ReceivedMail[]> {
  await t.app.background.drain();
  return smtp.messages.filter((m) => m.envelopeTo.includes(email));
}

async function lastVerificationLink(email: string): Promise<string> {
  const mails = await mailsTo(email);
  expect(mails.length, `mails to ${email}`).toBeGreaterThan(0);
  const link = mails.at(-1)!.links.find((l) => l.includes('/api/auth/verify-email'));
  expect(link).toBeDefined();
  return link!;
}

/** Opens the emailed link as a browser would (with or without a session cookie). */
function open(link: string, cookie?: string) {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: cookie ? { cookie } : {} });
}

async function isVerified(userId: number) {
  const [row] = await t.database.db.select({ v: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row!.v;
}

const as = (user: TestUser | null, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) });

describe('the verification email', () => {
  it('goes out at sign-up, in the user’s language, with a link on PUBLIC_URL whose token is stored only hashed', async () => {
    const user = await registerUser(t.app, { preferredLanguage: 'pt', name: 'Ana Souza' });
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Confirme seu endereço de e-mail no Tally');
    expect(mail!.text).toContain('Olá, Ana Souza,');
    expect(mail!.text).toContain(user.email);
    expect(mail!.html).toContain('Verificar e-mail');
    const link = mail!.links.find((l) => l.startsWith(`${PUBLIC_URL}/api/auth/verify-email?token=`));
    expect(link).toBeDefined();

    const token = new URL(link!).searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await t.database.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token).toBe(hashToken(token));
    expect(rows[0]!.email).toBe(user.email);
    const hours = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
  });

  it('goes out when the email changes, to the new address; the old link stops working', async () => {
    const user = await registerUser(t.app, { preferredLanguage: 'es' });
    const oldLink = await lastVerificationLink(user.email);
    const changed = await as(user, 'PUT', '/api/user/email', { email: 'Nueva.Direccion@Example.com' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'nueva.direccion@example.com', emailVerified: false });
    const [mail] = await mailsTo('nueva.direccion@example.com');
    expect(mail!.subject).toBe('Confirma tu dirección de correo en Tally');

    expect((await open(oldLink)).headers.location).toBe('/auth?mode=signin&verification=expired');
    expect(await isVerified(user.id)).toBe(false);
    expect((await open(mail!.links.find((l) => l.includes('verify-email'))!)).headers.location).toBe('/auth?mode=signin&verified=true');
    expect(await isVerified(user.id)).toBe(true);
  });

  it('does not go out when the email is removed', async () => {
    const user = await registerUser(t.app);
    await mailsTo(user.email);
    const before = smtp.messages.length;
    expect((await as(user, 'PUT', '/api/user/email', { email: null })).statusCode).toBe(200);
    await t.app.background.drain();
    expect(smtp.messages.length).toBe(before);
  });
});

describe('GET /api/auth/verify-email', () => {
  it('verifies and lands a signed-out browser on the sign-in form with verified=true', async () => {
    const user = await registerUser(t.app);
    const res = await open(await lastVerificationLink(user.email));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?mode=signin&verified=true');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await isVerified(user.id)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json().user.emailVerified).toBe(true);
  });

  it('lands the signed-in user on the chat with verified=true', async () => {
    const user = await registerUser(t.app);
    const res = await open(await lastVerificationLink(user.email), user.cookie);
    expect(res.headers.location).toBe('/chat?verified=true');
  });

  it('works once: the same link again lands on the expired notice and changes nothing', async () => {
    const user = await registerUser(t.app);
    const link = await lastVerificationLink(user.email);
    expect((await open(link)).headers.location).toBe('/auth?mode=signin&verified=true');
    const again = await open(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/auth?mode=signin&verification=expired');
    const signedIn = await open(link, user.cookie);
    expect(signedIn.headers.location).toBe('/settings?verification=expired');
  });

  it('expires after 24 hours', async () => {
    const user = await registerUser(t.app);
    const link = await lastVerificationLink(user.email);
    clockOffsetMs = VERIFICATION_TTL_MS + 1000;
    try {
      expect((await open(link)).headers.location).toBe('/auth?mode=signin&verification=expired');
    } finally {
      clockOffsetMs = 0;
    }
    expect(await isVerified(user.id)).toBe(false);
  });

  it('is still good just before 24 hours', async () => {
    const user = await registerUser(t.app);
    const link = await lastVerificationLink(user.email);
    clockOffsetMs = VERIFICATION_TTL_MS - 60_000;
    try {
      expect((await open(link)).headers.location).toBe('/auth?mode=signin&verified=true');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('answers a page, never a JSON error, for a missing, unknown or malformed token', async () => {
    const cases: [string, string][] = [
      ['/api/auth/verify-email', '/auth?mode=signin&verification=missing'],
      ['/api/auth/verify-email?token=', '/auth?mode=signin&verification=missing'],
      ['/api/auth/verify-email?token=not-a-real-token', '/auth?mode=signin&verification=expired'],
      [`/api/auth/verify-email?token=${'x'.repeat(5000)}`, '/auth?mode=signin&verification=missing'],
      ['/api/auth/verify-email?token=a&token=b', '/auth?mode=signin&verification=missing'],
    ];
    for (const [url, location] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('verifies the token’s owner, not whoever is signed in (another user’s session)', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const res = await open(await lastVerificationLink(owner.email), other.cookie);
    expect(res.headers.location).toBe('/auth?mode=signin&verified=true');
    expect(await isVerified(owner.id)).toBe(true);
    expect(await isVerified(other.id)).toBe(false);
  });

  it('does not verify an address the link was not sent to', async () => {
    const user = await registerUser(t.app);
    const link = await lastVerificationLink(user.email);
    // The address changes and the new one's token row is dropped: the old link must not verify the new address.
    await t.database.db.update(users).set({ email: `changed-${user.id}@example.com` }).where(eq(users.id, user.id));
    expect((await open(link)).headers.location).toBe('/auth?mode=signin&verification=expired');
    expect(await isVerified(user.id)).toBe(false);
  });

  it('of two concurrent uses of one link, exactly one verifies', async () => {
    const user = await registerUser(t.app);
    const link = await lastVerificationLink(user.email);
    const results = await Promise.all([open(link), open(link), open(link)]);
    const locations = results.map((r) => r.headers.location).sort();
    expect(locations.filter((l) => l === '/auth?mode=signin&verified=true')).toHaveLength(1);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('needs a session', async () => {
    const res = await as(null, 'POST', '/api/auth/resend-verification', { email: 'x@example.com' });
    expect(res.statusCode).toBe(401);
  });

  it('sends a fresh link (the older one stops working) and accepts the spec’s { email } body or none', async () => {
    const user = await registerUser(t.app);
    const first = await lastVerificationLink(user.email);
    const res = await as(user, 'POST', '/api/auth/resend-verification', { email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const second = await lastVerificationLink(user.email);
    expect(second).not.toBe(first);
    expect((await as(user, 'POST', '/api/auth/resend-verification')).statusCode).toBe(200);
    const third = await lastVerificationLink(user.email);
    expect((await open(second)).headers.location).toBe('/auth?mode=signin&verification=expired');
    expect((await open(third)).headers.location).toBe('/auth?mode=signin&verified=true');
  });

  it('refuses with a clear code: no email, already verified, another address, another user id', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mismatch = await as(user, 'POST', '/api/auth/resend-verification', { email: 'someone.else@example.com' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'emailMismatch', field: 'email' });
    const foreign = await as(user, 'POST', '/api/auth/resend-verification', { userId: other.id });
    expect(foreign.statusCode).toBe(403);

    await open(await lastVerificationLink(user.email));
    const verified = await as(user, 'POST', '/api/auth/resend-verification', {});
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ code: 'emailAlreadyVerified', error: 'This email address is already verified' });

    await as(user, 'PUT', '/api/user/email', { email: null });
    const none = await as(user, 'POST', '/api/auth/resend-verification', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('emailNotSet');
  });

  it('answers 503 mailUnavailable when the mail server refuses, and records the failure', async () => {
    const user = await registerUser(t.app);
    await mailsTo(user.email);
    smtp.refuse = true;
    try {
      const res = await as(user, 'POST', '/api/auth/resend-verification', {});
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'mailUnavailable', error: 'We could not send the email right now. Please try again later.' });
    } finally {
      smtp.refuse = false;
    }
    const rows = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.userId, user.id));
    expect(rows.filter((r) => r.error !== null)).toHaveLength(1);
    expect(rows.every((r) => !r.textBody.includes('token='))).toBe(true);
  });

  it('is rate limited per user', async () => {
    const user = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await as(user, 'POST', '/api/auth/resend-verification', {})).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('email change limits', () => {
  it('limits email changes per user (each one sends mail)', async () => {
    const user = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await as(user, 'PUT', '/api/user/email', { email: `n${i}-${user.id}@example.com` })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Removing the email sends nothing, so it is never refused.
    expect((await as(user, 'PUT', '/api/user/email', { email: null })).statusCode).toBe(200);
  });
});

describe('a sign-up still succeeds when the mail server is down', () => {
  it('answers 201 and records the failed delivery for a later resend', async () => {
    smtp.refuse = true;
    let user: TestUser;
    try {
      user = await registerUser(t.app);
      await t.app.background.drain();
    } finally {
      smtp.refuse = false;
    }
    const rows = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.error).not.toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomAddress(),
      payload: { phoneNumber: user.phoneNumber, password: PASSWORD },
    });
    expect(sessionCookieFrom(login.headers['set-cookie'])).toMatch(/^tally_session=/);
  });
});
