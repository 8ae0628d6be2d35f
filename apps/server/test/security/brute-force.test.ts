/**
 * The doors an attacker would guess at: user sign-in, operator sign-in and the password-reset
 * request, each limited per target and per client address. For each limiter, the attempt after the
 * allowed number is refused with 429, the product's sentence and a Retry-After within the window.
 * The figures come from LIMITS, the same table docs/security.md quotes (checked below).
 *
 * The landing page's demo runs the assistant in the browser: there is no server endpoint to limit.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type LimitName } from '../../src/http/rate-limit';
import { MESSAGING_LIMIT } from '../../src/modules/messaging/messaging.service';
import { MAX_RUNNING_EXPORTS } from '@tally/shared/export-reports';
import { PASSWORD, randomAddress, registerUser, uniquePhone, type TestContext } from '../helpers/app';
import { ADMIN, createAdminTestApp } from '../helpers/admin';

let t: TestContext;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const RATE_LIMITED = { error: 'Too many attempts. Please wait and try again.', code: 'rateLimited' };

interface Door {
  limit: LimitName;
  /** The n-th attempt; `address` is fixed for per-address limits, else each attempt has its own. */
  attempt: (n: number, target: string, address: string) => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>;
  /** A fresh target for per-target limits (phone, username, email). */
  target: () => Promise<string>;
  perAddress: boolean;
}

const post = (url: string, payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress });

const DOORS: Door[] = [
  {
    limit: 'loginPerPhone',
    perAddress: false,
    target: async () => (await registerUser(t.app)).phoneNumber,
    attempt: (_n, phone, address) => post('/api/auth/login', { phoneNumber: phone, password: 'Wrong-Pass1' }, address),
  },
  {
    limit: 'loginPerAddress',
    perAddress: true,
    target: async () => '',
    attempt: (_n, _t, address) => post('/api/auth/login', { phoneNumber: uniquePhone(), password: 'Wrong-Pass1' }, address),
  },
  {
    limit: 'adminLoginPerUsername',
    perAddress: false,
    target: async () => ADMIN.username,
    attempt: (_n, username, address) => post('/api/admin/login', { username, password: 'Wrong-Password-1' }, address),
  },
  {
    limit: 'adminLoginPerAddress',
    perAddress: true,
    target: async () => '',
    attempt: (n, _t, address) => post('/api/admin/login', { username: `guess-${n}`, password: 'Wrong-Password-1' }, address),
  },
  {
    limit: 'passwordResetPerEmail',
    perAddress: false,
    target: async () => `brute-${Date.now()}@example.com`,
    attempt: (_n, email, address) => post('/api/auth/request-password-reset', { email }, address),
  },
  {
    limit: 'passwordResetPerAddress',
    perAddress: true,
    target: async () => '',
    attempt: (n, _t, address) => post('/api/auth/request-password-reset', { email: `spray-${n}-${Date.now()}@example.com` }, address),
  },
];

describe('brute force', () => {
  it.each(DOORS.map((d) => [d.limit, d] as const))('%s: the attempt after the limit gets 429 with a clear message', async (_name, door) => {
    const { limit, windowSeconds } = LIMITS[door.limit];
    const target = await door.target();
    const fixed = randomAddress();
    const address = () => (door.perAddress ? fixed : randomAddress());
    for (let n = 0; n < limit; n++) {
      expect((await door.attempt(n, target, address())).statusCode, `attempt ${n + 1}`).not.toBe(429);
    }
    const refused = await door.attempt(limit, target, address());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMITED);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  });

  it('a refused sign-in stays refused with the right password: the limit is not a password oracle', async () => {
    const user = await registerUser(t.app);
    for (let n = 0; n < LIMITS.loginPerPhone.limit; n++) await post('/api/auth/login', { phoneNumber: user.phoneNumber, password: 'Wrong-Pass1' }, randomAddress());
    const right = await post('/api/auth/login', { phoneNumber: user.phoneNumber, password: PASSWORD }, randomAddress());
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
  });
});

describe('docs/security.md', () => {
  it('quotes every limit with the figures the server uses', async () => {
    const doc = await readFile(new URL('../../../../docs/security.md', import.meta.url), 'utf8');
    const minutes = (s: number) => (s % 3600 === 0 ? `${s / 3600} h` : `${s / 60} min`);
    for (const [name, { limit, windowSeconds }] of Object.entries(LIMITS)) {
      expect(doc, name).toContain(`| \`${name}\` | ${limit} | ${minutes(windowSeconds)} |`);
    }
    expect(doc).toContain(`| \`messagingPerNumber\` | ${MESSAGING_LIMIT.limit} | ${minutes(MESSAGING_LIMIT.windowSeconds)} |`);
    expect(doc).toContain(`| running exports per user | ${MAX_RUNNING_EXPORTS} at once |`);
  });
});
