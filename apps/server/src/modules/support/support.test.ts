import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportMessages } from '../../db/schema';
import { createTestApp, randomAddress, registerUser, type TestContext } from '../../../test/helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: object, options: { address?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/support', remoteAddress: options.address ?? randomAddress(), headers: options.headers ?? {}, payload });

const valid = () => ({ name: 'Ana Souza', email: 'Ana.Souza@Example.com', subject: 'Export question', message: 'Can I export only one month?' });

const rowsById = (id: number) => t.database.db.select().from(supportMessages).where(eq(supportMessages.id, id));

describe('POST /api/support', () => {
  it('stores a visitor’s message for the operators (201), trimmed, without a user', async () => {
    const res = await send({ ...valid(), subject: '  Export question  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    const [row] = await rowsById(body.id);
    expect(row).toMatchObject({
      userId: null,
      name: 'Ana Souza',
      email: 'ana.souza@example.com',
      subject: 'Export question',
      message: 'Can I export only one month?',
      isResolved: false,
    });
    expect(row!.createdAt.toISOString()).toBe(body.createdAt);
  });

  it('links the message to the account when the sender is signed in', async () => {
    const user = await registerUser(t.app);
    const res = await send(valid(), { headers: user.headers });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsById(res.json().id);
    expect(row!.userId).toBe(user.id);
  });

  it('ignores a stale or forged session cookie (the message is still a visitor’s)', async () => {
    const res = await send(valid(), { headers: { cookie: 'tally_session=not-a-real-token' } });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsById(res.json().id);
    expect(row!.userId).toBeNull();
  });

  it('refuses each missing, blank or malformed field with its own code and stores nothing', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...valid(), name: '  ' }, 'nameRequired', 'name'],
      [{ ...valid(), email: '' }, 'emailRequired', 'email'],
      [{ ...valid(), email: 'ana@example' }, 'emailInvalid', 'email'],
      [{ ...valid(), email: 'ana souza@example.com' }, 'emailInvalid', 'email'],
      [{ ...valid(), subject: '' }, 'subjectRequired', 'subject'],
      [{ ...valid(), message: '\n\t ' }, 'messageRequired', 'message'],
      [{ ...valid(), name: 'n'.repeat(101) }, 'nameTooLong', 'name'],
      [{ ...valid(), subject: 's'.repeat(151) }, 'subjectTooLong', 'subject'],
      [{ ...valid(), message: 'm'.repeat(5001) }, 'supportMessageTooLong', 'message'],
      [{ ...valid(), email: `${'a'.repeat(315)}@x.com` }, 'emailInvalid', 'email'],
    ];
    const before = (await t.database.db.select().from(supportMessages)).length;
    for (const [payload, code, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, code).toBe(400);
      expect(res.json(), code).toMatchObject({ code, field });
    }
    const { message: _m, ...withoutMessage } = valid();
    expect((await send(withoutMessage)).json().code).toBe('messageRequired');
    expect((await send({ ...valid(), userId: 1 })).statusCode).toBe(400);
    expect((await t.database.db.select().from(supportMessages)).length).toBe(before);
  });

  it('accepts the longest allowed fields', async () => {
    const res = await send({ ...valid(), name: 'n'.repeat(100), subject: 's'.repeat(150), message: 'm'.repeat(5000) });
    expect(res.statusCode).toBe(201);
  });

  it('rate limits per address (5 an hour) with Retry-After; other addresses are unaffected', async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(valid(), { address })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const limited = await send(valid(), { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rateLimited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(valid())).statusCode).toBe(201);
  });

  it('refuses a cross-site post (CSRF)', async () => {
    const res = await send(valid(), { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf');
  });
});
