/**
 * GET /api/admin/analytics/corrections against a known set of chat rows: the correction rate of
 * recording messages per language, and the phrasings corrected most often. Operators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import { createAdminTestApp, insertChatRows, loginAdmin, type ChatRowInput, type TestAdmin } from '../../../test/helpers/admin';

let t: TestContext;
let admin: TestAdmin;
let user: TestUser;
const NOW = Date.now();
const DAY = 86_400_000;
const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url, headers });

type Row = Omit<ChatRowInput, 'userId'> & { daysAgo: number };
const recording = (language: string | null, userMessage: string, daysAgo: number, correctionKind?: ChatRowInput['correctionKind']): Row => ({
  intent: 'record_transactions',
  messageType: 'transaction',
  language,
  userMessage,
  daysAgo,
  ...(correctionKind && { correctionKind, correctedAt: new Date(NOW - (daysAgo - 0.5) * DAY) }),
});

const rows: Row[] = [
  // English: 5 recordings in 30 days, 2 corrected (the same phrasing, written differently).
  recording('en', 'grandma gave me 100', 2, 'type'),
  recording('en', '  Grandma   GAVE me 100 ', 3, 'type'),
  recording('en', 'coffee 4', 4),
  recording('en', 'lunch 12', 5),
  recording('en', 'got 45 back from the store', 6, 'category'),
  // Portuguese: 2 recordings, both corrected; "multiple_transactions" counts as a recording by type.
  recording('pt', 'caiu o pix de 200', 1, 'type'),
  { ...recording('pt', 'mercado 50 e padaria 10', 2, 'amount'), intent: null, messageType: 'multiple_transactions' },
  // Not recordings: an error, a clarification, a question (even if marked) are left out.
  { ...recording('en', 'spent on', 2, 'amount'), needsClarification: true, messageType: 'clarification' },
  { ...recording('es', 'gasté 10', 2, 'amount'), errorOccurred: true, messageType: 'error' },
  { ...recording('es', 'cuánto gasté', 2, 'category'), intent: 'query', messageType: 'query' },
  // Outside the 30-day window (inside 90): a Spanish recording corrected by undo.
  recording('es', 'ingresé 700 del alquiler', 45, 'undo'),
  recording('es', 'autobús 1,50', 50),
];
// The "type" phrasing corrected once more by deletion, after the others: its kinds list type first.
rows.push(recording('en', 'grandma gave me 100', 7, 'delete'));
rows.push(recording('en', 'GRANDMA gave me 100', 8, 'type'));

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await loginAdmin(t.app);
  user = await registerUser(t.app);
  await insertChatRows(
    t.database.db,
    rows.map(({ daysAgo, ...row }, i) => ({ ...row, userId: user.id, timestamp: new Date(NOW - daysAgo * DAY - i * 60_000) })),
  );
});
afterAll(() => t.close());

describe('GET /api/admin/analytics/corrections', () => {
  it('counts corrected recording messages per language over the window', async () => {
    const res = await get('/api/admin/analytics/corrections?days=30');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // en: 7 recordings (2 + 3 + 2 more "grandma"), 5 corrected; pt: 2 of 2; es: none in the window.
    expect(body.days).toBe(30);
    expect(body.total).toEqual({ recorded: 9, corrected: 7, correctionRate: '77.8' });
    expect(body.byLanguage).toEqual([
      { language: 'en', recorded: 7, corrected: 5, correctionRate: '71.4' },
      { language: 'pt', recorded: 2, corrected: 2, correctionRate: '100.0' },
      { language: 'es', recorded: 0, corrected: 0, correctionRate: null },
    ]);
  });

  it('lists the most corrected phrasings, grouped ignoring case and spacing, with what was changed', async () => {
    const body = (await get('/api/admin/analytics/corrections?days=30')).json();
    expect(body.mostCorrected.map((m: { message: string; language: string; count: number; kinds: string[] }) => [m.message, m.language, m.count, m.kinds])).toEqual([
      ['grandma gave me 100', 'en', 4, ['type', 'delete']],
      ['caiu o pix de 200', 'pt', 1, ['type']],
      ['mercado 50 e padaria 10', 'pt', 1, ['amount']],
      ['got 45 back from the store', 'en', 1, ['category']],
    ]);
    for (const item of body.mostCorrected) expect(Number.isNaN(Date.parse(item.lastCorrectedAt))).toBe(false);
  });

  it('a longer window takes in older messages', async () => {
    const body = (await get('/api/admin/analytics/corrections?days=90')).json();
    expect(body.byLanguage[2]).toEqual({ language: 'es', recorded: 2, corrected: 1, correctionRate: '50.0' });
    expect(body.mostCorrected.map((m: { message: string }) => m.message)).toContain('ingresé 700 del alquiler');
  });

  it('keeps at most ten phrasings', async () => {
    const other = await registerUser(t.app);
    await insertChatRows(
      t.database.db,
      Array.from({ length: 12 }, (_, i) => ({ ...recording('es', `compra número ${i}`, 1, 'category'), userId: other.id, timestamp: new Date(NOW - DAY) })).map(
        ({ daysAgo: _daysAgo, ...row }) => row,
      ),
    );
    const body = (await get('/api/admin/analytics/corrections?days=7')).json();
    expect(body.mostCorrected).toHaveLength(10);
  });

  it('counts a correction made through the API', async () => {
    const before = (await get('/api/admin/analytics/corrections?days=7')).json().byLanguage[0];
    const person = await registerUser(t.app);
    const chat = await t.app.inject({ method: 'POST', url: '/api/chat', headers: person.headers, payload: { message: 'Zumbarco 20' } });
    const [card] = chat.json().transactions;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/transactions/${card.id}`, headers: person.headers, payload: { amount: '25', learn: true } })).statusCode).toBe(200);
    const after = (await get('/api/admin/analytics/corrections?days=7')).json().byLanguage[0];
    expect(after).toMatchObject({ language: 'en', recorded: before.recorded + 1, corrected: before.corrected + 1 });
  });

  it('is for operators only: 401 without a session, 403 for a user; a bad window is 400', async () => {
    expect((await get('/api/admin/analytics/corrections', {})).statusCode).toBe(401);
    const res = await get('/api/admin/analytics/corrections', user.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    const bad = await get('/api/admin/analytics/corrections?days=12');
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/admin/analytics/corrections?page=2')).statusCode).toBe(400);
  });
});
