/** The analytics read what the chat really writes: messages sent through POST /api/chat. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import { createAdminTestApp, loginAdmin, type TestAdmin } from '../../../test/helpers/admin';

let t: TestContext;
let admin: TestAdmin;
let user: TestUser;
beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await loginAdmin(t.app);
  user = await registerUser(t.app);
});
afterAll(() => t.close());

const chat = (message: string) => t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });

describe('analytics over real chat messages', () => {
  it('counts recorded, corrected and not-understood messages as the chat recorded them', async () => {
    for (const message of ['spent 12.50 on lunch today', 'gastei 30 reais no mercado hoje', 'undo', 'zzqx blorp']) {
      const res = await chat(message);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/analytics', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { summary, rows, total } = res.json();
    expect(total).toBe(4);
    expect(summary).toMatchObject({ totalMessages: 4, recordedTransactions: 2, corrections: 1, correctionsPer100Transactions: '50.0' });
    expect(summary.topNotUnderstood).toEqual([expect.objectContaining({ message: 'zzqx blorp', count: 1 })]);
    expect(rows[0]).toMatchObject({ userMessage: 'zzqx blorp', intent: 'unknown', userPhone: user.phoneNumber, status: 'success' });
    expect(rows.map((r: { intent: string }) => r.intent)).toEqual(['unknown', 'undo_last', 'record_transactions', 'record_transactions']);
    const languages = Object.fromEntries(summary.byLanguage.map((l: { language: string; messages: number }) => [l.language, l.messages]));
    expect(languages.pt).toBe(1);
  });
});
