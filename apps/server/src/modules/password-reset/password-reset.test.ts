import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outgoingMail, passwordResetTokens, sessions, users } from '../../db/schema';
import { hashToken } from '../auth/sessions.service';
import {
  createTestApp,
  PASSWORD,
  randomAddress,
  registerUser,
  sessionCookieFrom,
  type TestContext,
  type TestUser,
} from '../../../test/helpers/app';
import { startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../../../test/helpers/smtp';
import { RESET_TTL_MS } from './password-reset.service';

const PUBLIC_URL = 'https://tally.example';
const NEW_PASSWORD = 'Brand-New-Pass9';
let t: TestContext;
let smtp: SmtpReceiver;
let clockOffsetMs = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL }, { now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function resetMailsTo(email: string): Promise<ReceivedMail[]> {
  await t.app.background.drain();
  return smtp.messages.filter((m) => m.envelopeTo.includes(email) && m.links.some((l) => l.includes('mode=reset-password')));
}

async function lastResetToken(email: string): Promise<string> {
  const mails = await resetMailsTo(email);
  expect(mails.length, `reset mails to ${email}`).toBeGreaterThan(0);
  const link = mails.at(-1)!.links.find((l) => l.includes('mode=reset-password'))!;
  return new URL(link).searchParams.get('token')!;
}

/** A user whose email is verified (reset links go only to verified addresses). */
async function verifiedUser(body: Parameters<typeof registerUser>[1] = {}): Promise<TestUser> {
  const user = await registerUser(t.app, body);
  await t.app.background.drain();
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

const requestReset = (email: string, remoteAddress = randomAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email }, remoteAddress });
const reset = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload, headers, remoteAddress: randomAddress() });
const login = (phoneNumber: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phoneNumber, password }, remoteAddress: randomAddress() });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('POST /api/auth/request-password-reset', () => {
  it('answers the same for a verified, an unverified and an unknown address, and mails only the verified one', async () => {
    const verified = await verifiedUser();
    const unverified = await registerUser(t.app);
    const unknown = `nobody-${Date.now()}@example.com`;
    const answers = [];
    for (const email of [verified.email, unverified.email, unknown]) {
      const res = await requestReset(email);
      answers.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'], cookie: res.headers['set-cookie'] });
    }
    expect(answers[0]).toEqual({ status: 200, body: '{"ok":true}', type: 'application/json; charset=utf-8', cookie: undefined });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    expect(await resetMailsTo(verified.email)).toHaveLength(1);
    expect(await resetMailsTo(unverified.email)).toHaveLength(0);
    expect(await resetMailsTo(unknown)).toHaveLength(0);
    const unverifiedUser = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, unverified.id));
    expect(unverifiedUser).toHaveLength(0);
  });

  it('answers before any lookup or mail happens: the answer cannot depend on the address', async () => {
    const verified = await verifiedUser();
    smtp.refuse = true;
    try {
      const res = await requestReset(verified.email);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"ok":true}');
      await t.app.background.drain();
    } finally {
      smtp.refuse = false;
    }
    // The failed delivery is recorded for the operators, never reported to the requester.
    const rows = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.userId, verified.id));
    expect(rows.filter((r) => r.error !== null)).toHaveLength(1);
  });

  it('mails a link to /auth?mode=reset-password on PUBLIC_URL, in the user’s language, with the token stored hashed for 1 hour', async () => {
    const user = await verifiedUser({ preferredLanguage: 'pt', name: 'João' });
    await requestReset(user.email.toUpperCase());
    const [mail] = await resetMailsTo(user.email);
    expect(mail!.subject).toBe('Redefina sua senha do Tally');
    expect(mail!.text).toContain('Olá, João,');
    const link = mail!.links.find((l) => l.includes('reset-password'))!;
    expect(link).toMatch(/^https:\/\/tally\.example\/auth\?mode=reset-password&token=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;
    const [row] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row!.token).toBe(hashToken(token));
    expect(row!.used).toBe(false);
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000)).toBe(60);
  });

  it('refuses a malformed address with a clear 400', async () => {
    for (const email of ['', 'not an email', 'a@b']) {
      const res = await requestReset(email);
      expect(res.statusCode).toBe(400);
      expect(['emailRequired', 'emailInvalid']).toContain(res.json().code);
    }
  });

  it('is rate limited per address, the same for known and unknown ones', async () => {
    const known = await verifiedUser();
    const unknown = `nobody-limit-${Date.now()}@example.com`;
    for (const email of [known.email, unknown]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await requestReset(email)).statusCode);
      expect(statuses, email).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('is rate limited per client address across emails', async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await requestReset(`spray-${i}-${Date.now()}@example.com`, address)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const limited = await requestReset(`spray-last@example.com`, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password and ends every session of the user, this browser’s included', async () => {
    const user = await verifiedUser();
    const second = sessionCookieFrom((await login(user.phoneNumber, PASSWORD)).headers['set-cookie']);
    await requestReset(user.email);
    const token = await lastResetToken(user.email);

    const res = await reset({ token, newPassword: NEW_PASSWORD }, { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(String(res.headers['set-cookie'])).toMatch(/tally_session=;/);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    expect((await login(user.phoneNumber, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.phoneNumber, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once: the same token again is refused and the password stays', async () => {
    const user = await verifiedUser();
    await requestReset(user.email);
    const token = await lastResetToken(user.email);
    expect((await reset({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset({ token, newPassword: 'Third-Pass77' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'resetTokenInvalid',
      field: 'token',
      error: 'This password reset link is invalid, expired or already used. Please request a new one.',
    });
    expect((await login(user.phoneNumber, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('of concurrent uses of one token, exactly one succeeds', async () => {
    const user = await verifiedUser();
    await requestReset(user.email);
    const token = await lastResetToken(user.email);
    const results = await Promise.all(['Race-Pass1a', 'Race-Pass2b', 'Race-Pass3c'].map((p) => reset({ token, newPassword: p })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('expires after 1 hour', async () => {
    const user = await verifiedUser();
    await requestReset(user.email);
    const token = await lastResetToken(user.email);
    clockOffsetMs = RESET_TTL_MS + 1000;
    try {
      expect((await reset({ token, newPassword: NEW_PASSWORD })).json().code).toBe('resetTokenInvalid');
    } finally {
      clockOffsetMs = 0;
    }
    expect((await login(user.phoneNumber, PASSWORD)).statusCode).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    const user = await verifiedUser();
    await requestReset(user.email);
    const first = await lastResetToken(user.email);
    await requestReset(user.email);
    const second = await lastResetToken(user.email);
    expect(second).not.toBe(first);
    expect((await reset({ token: first, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await reset({ token: second, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('changes only the token owner’s password, whoever is signed in', async () => {
    const owner = await verifiedUser();
    const other = await verifiedUser();
    await requestReset(owner.email);
    const token = await lastResetToken(owner.email);
    const res = await reset({ token, newPassword: NEW_PASSWORD }, { cookie: other.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect((await login(other.phoneNumber, PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.phoneNumber, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('no longer counts once the account’s email has changed since the link was sent', async () => {
    const user = await verifiedUser();
    await requestReset(user.email);
    const token = await lastResetToken(user.email);
    await t.app.inject({ method: 'PUT', url: '/api/user/email', headers: user.headers, payload: { email: `moved-${user.id}@example.com` } });
    expect((await reset({ token, newPassword: NEW_PASSWORD })).json().code).toBe('resetTokenInvalid');
  });

  it('refuses unknown and missing tokens and a weak password with clear codes, changing nothing', async () => {
    const user = await verifiedUser();
    await requestReset(user.email);
    const token = await lastResetToken(user.email);
    expect((await reset({ token: 'forged-token', newPassword: NEW_PASSWORD })).json().code).toBe('resetTokenInvalid');
    expect((await reset({ newPassword: NEW_PASSWORD })).json().code).toBe('resetTokenInvalid');
    const weak = await reset({ token, newPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('passwordComplexity');
    // The weak attempt did not use the token up.
    expect((await reset({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('is rate limited per client address', async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: `guess-${i}`, newPassword: NEW_PASSWORD },
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('lifts a sign-in lockout of the phone number', async () => {
    const user = await verifiedUser();
    for (let i = 0; i < 10; i++) await login(user.phoneNumber, 'Wrong-Pass1');
    expect((await login(user.phoneNumber, PASSWORD)).statusCode).toBe(429);
    await requestReset(user.email);
    expect((await reset({ token: await lastResetToken(user.email), newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(user.phoneNumber, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
