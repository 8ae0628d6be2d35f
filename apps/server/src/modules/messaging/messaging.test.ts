import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { chatAnalytics, inboundMessages, transactions } from '../../db/schema';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

const TOKEN = 'test-auth-token-123';
const PUBLIC_URL = 'https://tally.example';
const WEBHOOK = `${PUBLIC_URL}/api/messaging/twilio`;
let t: TestContext;
let sid = 0;
beforeAll(async () => {
  t = await createTestApp({ TWILIO_AUTH_TOKEN: TOKEN, PUBLIC_URL });
});
afterAll(() => t.close());

/** A delivery as the provider makes it: form-encoded, signed with the official library's helper. */
async function deliver(params: Record<string, string>, options: { signature?: string | null; token?: string; url?: string } = {}) {
  const full = { AccountSid: 'AC123', To: '+15005550006', NumMedia: '0', MessageSid: `SM${++sid}`, ...params };
  const signature =
    options.signature === undefined ? twilio.getExpectedTwilioSignature(options.token ?? TOKEN, options.url ?? WEBHOOK, full) : options.signature;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/messaging/twilio',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature ? { 'x-twilio-signature': signature } : {}) },
    payload: new URLSearchParams(full).toString(),
  });
  return { res, sid: full.MessageSid, messages: [...res.body.matchAll(/<Message>([\s\S]*?)<\/Message>/g)].map((m) => m[1]!) };
}
const countRows = async (table: typeof transactions | typeof chatAnalytics | typeof inboundMessages) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;
const txOf = (user: TestUser) => t.database.db.select().from(transactions).where(eq(transactions.userId, user.id));

describe('signature', () => {
  it('accepts requests signed by the provider’s library and refuses anything else, changing nothing', async () => {
    const user = await registerUser(t.app);
    const ok = await deliver({ From: user.phoneNumber, Body: 'lunch 12' });
    expect(ok.res.statusCode).toBe(200);
    expect(ok.res.headers['content-type']).toMatch(/text\/xml/);
    expect(ok.messages[0]).toContain('✅');
    const before = await countRows(transactions);
    for (const options of [{ signature: null }, { signature: 'bm90IGEgc2lnbmF0dXJl' }, { token: 'wrong-token' }, { url: 'https://evil.example/api/messaging/twilio' }]) {
      const refused = await deliver({ From: user.phoneNumber, Body: 'taxi 30' }, options);
      expect(refused.res.statusCode).toBe(403);
    }
    // A valid signature over other parameters does not cover a changed body.
    const signed = twilio.getExpectedTwilioSignature(TOKEN, WEBHOOK, { From: user.phoneNumber, Body: 'coffee 1', MessageSid: 'SMx' });
    const tampered = await deliver({ From: user.phoneNumber, Body: 'coffee 1000', MessageSid: 'SMx' }, { signature: signed });
    expect(tampered.res.statusCode).toBe(403);
    expect(await countRows(transactions)).toBe(before);
    expect((await txOf(user)).map((r) => r.amount)).toEqual(['12.00']);
  });

  it('is off unless configured', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/messaging/twilio',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'From=%2B12025550143&Body=hi&MessageSid=SM1',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('known numbers', () => {
  it('a text records a transaction through the chat, and the web dashboard shows it', async () => {
    const user = await registerUser(t.app);
    const { messages } = await deliver({ From: user.phoneNumber, Body: 'spent 42.50 on groceries' });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('42.50');
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard?period=all', headers: user.headers });
    expect(dashboard.json().totals.expenses).toBe('42.50');
    const [analytics] = await t.database.db.select().from(chatAnalytics).where(eq(chatAnalytics.userId, user.id));
    expect(analytics).toMatchObject({ channel: 'sms', sessionId: `sms:${user.phoneNumber}`, intent: 'record_transactions' });
  });

  it('WhatsApp addresses work the same, recorded as the whatsapp channel', async () => {
    const user = await registerUser(t.app, { preferredLanguage: 'pt' });
    const { messages } = await deliver({ From: `whatsapp:${user.phoneNumber}`, Body: 'gastei 30 no mercado' });
    expect(messages[0]).toContain('✅');
    const [analytics] = await t.database.db.select().from(chatAnalytics).where(eq(chatAnalytics.userId, user.id));
    expect(analytics!.channel).toBe('whatsapp');
  });

  it('a duplicate delivery of the same MessageSid records once and answers the same', async () => {
    const user = await registerUser(t.app);
    const first = await deliver({ From: user.phoneNumber, Body: 'taxi 18', MessageSid: 'SMdup1' });
    const second = await deliver({ From: user.phoneNumber, Body: 'taxi 18', MessageSid: 'SMdup1' });
    expect(second.messages).toEqual(first.messages);
    expect(await txOf(user)).toHaveLength(1);
  });

  it('a MessageSid replayed from another number gets no reply and records nothing', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const first = await deliver({ From: a.phoneNumber, Body: 'pharmacy 73', MessageSid: 'SMreplay1' });
    expect(first.messages.join(' ')).toContain('73');
    const [rowsBefore, analyticsBefore] = [await countRows(inboundMessages), await countRows(chatAnalytics)];
    const replayed = await deliver({ From: b.phoneNumber, Body: 'how much did I spend?', MessageSid: 'SMreplay1' });
    expect(replayed.res.statusCode).toBe(200);
    expect(replayed.messages).toEqual([]);
    const viaWhatsapp = await deliver({ From: `whatsapp:${b.phoneNumber}`, Body: 'hi', MessageSid: 'SMreplay1' });
    expect(viaWhatsapp.messages).toEqual([]);
    expect(await txOf(b)).toHaveLength(0);
    expect(await countRows(inboundMessages)).toBe(rowsBefore);
    expect(await countRows(chatAnalytics)).toBe(analyticsBefore);
    // The first sender's own retry still gets the first reply.
    expect((await deliver({ From: a.phoneNumber, Body: 'pharmacy 73', MessageSid: 'SMreplay1' })).messages).toEqual(first.messages);
  });

  it("a message from user A's number never touches user B", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await deliver({ From: b.phoneNumber, Body: 'rent 900' });
    const { messages } = await deliver({ From: a.phoneNumber, Body: 'undo' });
    expect(messages[0]).not.toContain('900');
    expect((await txOf(b)).map((r) => r.amount)).toEqual(['900.00']);
    const question = await deliver({ From: a.phoneNumber, Body: 'how much did I spend this month?' });
    expect(question.messages.join(' ')).not.toContain('900');
  });

  it('STOP silences replies until START; HELP explains', async () => {
    const user = await registerUser(t.app);
    const stop = await deliver({ From: user.phoneNumber, Body: 'STOP' });
    expect(stop.messages[0]).toMatch(/unsubscribed/);
    const silent = await deliver({ From: user.phoneNumber, Body: 'lunch 10' });
    expect(silent.res.statusCode).toBe(200);
    expect(silent.messages).toEqual([]);
    expect(await txOf(user)).toHaveLength(0);
    const settings = await t.app.inject({ method: 'GET', url: '/api/user/messaging', headers: user.headers });
    expect(settings.json()).toMatchObject({ available: true, enabled: true, optedOut: true });
    const start = await deliver({ From: user.phoneNumber, Body: 'start' });
    expect(start.messages[0]).toMatch(/Welcome back/);
    expect((await deliver({ From: user.phoneNumber, Body: 'lunch 10' })).messages[0]).toContain('✅');
    expect((await deliver({ From: user.phoneNumber, Body: 'HELP' })).messages[0]).toMatch(/STOP/);
  });

  it('the user can turn the channel off for their number in settings', async () => {
    const user = await registerUser(t.app);
    const off = await t.app.inject({ method: 'PUT', url: '/api/user/messaging', headers: user.headers, payload: { enabled: false } });
    expect(off.json()).toMatchObject({ phoneNumber: user.phoneNumber, enabled: false });
    const { messages } = await deliver({ From: user.phoneNumber, Body: 'lunch 10' });
    expect(messages[0]).toMatch(/turned off/);
    expect(await txOf(user)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/messaging' })).statusCode).toBe(401);
  });

  it('is rate limited per number', async () => {
    const user = await registerUser(t.app);
    let last;
    for (let i = 0; i < 31; i++) last = await deliver({ From: user.phoneNumber, Body: 'hi' });
    expect(last!.res.statusCode).toBe(200);
    expect(last!.messages).toEqual([]);
  });
});

describe('unknown numbers', () => {
  it('get a short invitation in their likely language, and nothing is stored', async () => {
    const rows = [await countRows(transactions), await countRows(chatAnalytics), await countRows(inboundMessages)];
    const en = await deliver({ From: '+12025550199', Body: 'lunch 12' });
    expect(en.messages[0]).toContain('https://tally.example/auth');
    const pt = await deliver({ From: 'whatsapp:+5511998765432', Body: 'almoço 12' });
    expect(pt.messages[0]).toMatch(/cadastre-se/);
    expect([await countRows(transactions), await countRows(chatAnalytics), await countRows(inboundMessages)]).toEqual(rows);
  });

  it('bad form bodies get a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/twilio',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: 'Body=hi',
    });
    expect(res.statusCode).toBe(400);
  });
});
