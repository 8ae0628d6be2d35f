/**
 * The overview and the chat analytics against a known data set: every figure is computed here
 * independently (plain counts in SQL, or arithmetic over the seeded rows) and compared.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalyticsRow } from '@tally/shared/schemas/admin';
import { queryRows } from '../../db/client';
import * as schema from '../../db/schema';
import { registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import {
  createAdminTestApp,
  insertBetaFeedback,
  insertChatRows,
  insertMessageFeedback,
  insertSupportMessage,
  loginAdmin,
  type ChatRowInput,
  type TestAdmin,
} from '../../../test/helpers/admin';

let t: TestContext;
let admin: TestAdmin;
const users: TestUser[] = [];
const NOW = Date.now();
const DAY = 86_400_000;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

/** Percentage with one decimal, rounded half up, from integers only (as SQL's round(numeric, 1)). */
function pct(part: number, whole: number): string | null {
  if (whole === 0) return null;
  const tenths = Math.floor((2000 * part + whole) / (2 * whole));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** Linear-interpolated 95th percentile (percentile_cont), rounded. */
function p95(values: number[]): number {
  const v = [...values].sort((a, b) => a - b);
  const pos = 0.95 * (v.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return Math.round(v[lo]! + (v[hi]! - v[lo]!) * (pos - lo));
}

const expense = (u: TestUser, category: string, amount = '10.00') =>
  t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: u.headers,
    payload: { type: 'expense', amount, currency: 'USD', description: 'x', category, tags: [], transactionDate: '2026-02-01' },
  });

// ---- chat rows: a fixed mix, spread over time ----
type Seed = Omit<ChatRowInput, 'userId'> & { user: number; daysAgo: number };
const seeds: Seed[] = [];
function seed(n: number, row: Omit<Seed, 'daysAgo'> & { daysAgo?: number }) {
  for (let i = 0; i < n; i++) seeds.push({ daysAgo: 1 + (seeds.length % 20), ...row });
}
seed(12, { user: 0, intent: 'record_transactions', messageType: 'transaction', language: 'en', responseTime: 40 });
seed(3, { user: 1, intent: 'record_transactions', messageType: 'multiple_transactions', language: 'pt', responseTime: 90 });
seed(2, { user: 1, intent: null, messageType: 'transaction', language: 'pt', responseTime: 60 }); // recorded by type
seed(6, { user: 2, intent: 'spending_query', messageType: 'answer', language: 'es', responseTime: 25 });
seed(2, { user: 0, intent: 'undo_last', messageType: 'answer', language: 'en', responseTime: 15 });
seed(1, { user: 1, intent: 'correct_last', messageType: 'answer', language: 'pt', responseTime: 1500 });
seed(2, { user: 0, intent: 'record_transactions', messageType: 'clarification', needsClarification: true, language: 'en', responseTime: 30, userMessage: 'spent on lunch' });
seed(3, { user: 2, intent: 'unknown', messageType: 'answer', language: 'es', responseTime: 20, userMessage: 'Hola que tal' });
seed(1, { user: 2, intent: 'unknown', messageType: 'answer', language: 'es', responseTime: 20, userMessage: '  hola   QUE tal ' });
seed(1, { user: 0, intent: 'unknown', messageType: 'answer', language: 'en', responseTime: 22, userMessage: 'blorp' });
seed(1, { user: 1, intent: 'record_transactions', messageType: 'error', errorOccurred: true, errorType: 'database', language: 'pt', responseTime: 2500 });
seed(1, { user: 2, intent: 'undo_last', messageType: 'error', errorOccurred: true, language: null, responseTime: 3100 });
// Outside the 30-day window (inside 90):
seed(4, { user: 0, intent: 'unknown', messageType: 'answer', language: 'en', responseTime: 50, daysAgo: 45, userMessage: 'old words' });

const inWindow = (days: number) => seeds.filter((s) => s.daysAgo < days);
const understood = (s: Seed) => !s.errorOccurred && !s.needsClarification && s.intent !== 'unknown';

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await loginAdmin(t.app);
  const spec = [
    { preferredCurrency: 'USD', preferredLanguage: 'en' },
    { preferredCurrency: 'BRL', preferredLanguage: 'pt' },
    { preferredCurrency: 'EUR', preferredLanguage: 'es' },
    { preferredCurrency: 'USD', preferredLanguage: 'en' },
    { preferredCurrency: 'GBP', preferredLanguage: 'en' },
    { preferredCurrency: 'JPY', preferredLanguage: 'pt' },
    { preferredCurrency: 'CLP', preferredLanguage: 'en' },
    { preferredCurrency: 'BRL', preferredLanguage: 'pt' },
  ];
  for (const s of spec) users.push(await registerUser(t.app, s));
  // Active: users 0..4 within 30 days; 5 and 6 long ago; 7 never.
  const activity = [1, 2, 10, 20, 29, 31, 200, null];
  for (let i = 0; i < users.length; i++) {
    const days = activity[i];
    await t.database.db
      .update(schema.users)
      .set({ lastActiveAt: days === null ? null : new Date(NOW - days! * DAY) })
      .where(eq(schema.users.id, users[i]!.id));
  }
  // Categories: Dining 4, Groceries 3, Transportation 2, Bills 2, Travel 1, Health 1 (6 names: top 5 shown).
  const plan: [number, string, number][] = [
    [0, 'Dining', 2], [1, 'Dining', 2], [0, 'Groceries', 3], [2, 'Transportation', 2],
    [3, 'Bills', 1], [4, 'Bills', 1], [5, 'Travel', 1], [6, 'Healthcare', 1],
  ];
  for (const [u, category, n] of plan) for (let i = 0; i < n; i++) expect((await expense(users[u]!, category)).statusCode).toBe(201);
  // Ratings 5, 5, 2, 4 → 4.0; plus two beta items and one support message.
  for (const rating of [5, 5, 2, 4]) await insertMessageFeedback(t.database.db, { userId: users[0]!.id, rating });
  await insertBetaFeedback(t.database.db, { userId: users[1]!.id });
  await insertBetaFeedback(t.database.db, { userId: users[2]!.id });
  await insertSupportMessage(t.database.db);

  await insertChatRows(
    t.database.db,
    seeds.map(({ user, daysAgo, ...row }, i) => ({
      ...row,
      userId: users[user]!.id,
      // Minutes apart so the newest-first order is known.
      timestamp: new Date(NOW - daysAgo * DAY - i * 60_000),
    })),
  );
});
afterAll(() => t.close());

describe('GET /api/admin/stats', () => {
  it('equals the known data set', async () => {
    const res = await get('/api/admin/stats');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      totalUsers: 8,
      activeUsers: 5,
      totalTransactions: 13,
      totalFeedback: 7,
      averageRating: '4.0',
      currencyDistribution: [
        { currency: 'BRL', count: 2 },
        { currency: 'USD', count: 2 },
        { currency: 'CLP', count: 1 },
        { currency: 'EUR', count: 1 },
        { currency: 'GBP', count: 1 },
      ],
      languageDistribution: [
        { language: 'en', count: 4 },
        { language: 'pt', count: 3 },
        { language: 'es', count: 1 },
      ],
      categoryUsage: [
        { category: 'Dining', count: 4 },
        { category: 'Groceries', count: 3 },
        { category: 'Bills', count: 2 },
        { category: 'Transportation', count: 2 },
        { category: 'Healthcare', count: 1 },
      ],
    });
  });

  it('equals plain SQL counts of the tables', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      t.database.db,
      sql`select (select count(*)::int from users) as users,
                 (select count(*)::int from transactions) as transactions,
                 (select count(*)::int from user_feedback) + (select count(*)::int from beta_feedback)
                   + (select count(*)::int from support_messages) as feedback,
                 (select count(*)::int from users where last_active_at > now() - interval '30 days') as active`,
    );
    const stats = (await get('/api/admin/stats')).json();
    expect([stats.totalUsers, stats.totalTransactions, stats.totalFeedback, stats.activeUsers]).toEqual([
      counts!.users,
      counts!.transactions,
      counts!.feedback,
      counts!.active,
    ]);
  });
});

describe('GET /api/admin/analytics', () => {
  it('summarises the window: understood, clarification and error rates, response times, corrections', async () => {
    const rows = inWindow(30);
    const recorded = rows.filter(
      (s) => !s.errorOccurred && !s.needsClarification && (s.intent === 'record_transactions' || s.messageType === 'transaction' || s.messageType === 'multiple_transactions'),
    ).length;
    const corrections = rows.filter((s) => !s.errorOccurred && (s.intent === 'undo_last' || s.intent === 'correct_last')).length;
    const times = rows.map((s) => s.responseTime!);
    const res = await get('/api/admin/analytics');
    expect(res.statusCode, res.body).toBe(200);
    const { summary } = res.json();
    expect(summary).toMatchObject({
      days: 30,
      totalMessages: rows.length,
      understood: rows.filter(understood).length,
      understoodRate: pct(rows.filter(understood).length, rows.length),
      clarificationRate: pct(rows.filter((s) => s.needsClarification).length, rows.length),
      errorRate: pct(rows.filter((s) => s.errorOccurred).length, rows.length),
      averageResponseTime: Math.round(times.reduce((a, b) => a + b, 0) / times.length),
      p95ResponseTime: p95(times),
      recordedTransactions: recorded,
      corrections,
      correctionsPer100Transactions: pct(corrections, recorded),
    });
    // The data set's figures, written out, so a wrong helper above cannot hide a wrong answer.
    expect(summary).toMatchObject({
      totalMessages: 35,
      understood: 26,
      understoodRate: '74.3',
      clarificationRate: '5.7',
      errorRate: '5.7',
      recordedTransactions: 17,
      corrections: 3,
      correctionsPer100Transactions: '17.6',
    });
  });

  it('gives the understood rate per language', async () => {
    const rows = inWindow(30);
    const { summary } = (await get('/api/admin/analytics')).json();
    const expected = ['en', 'pt', 'es', null].map((language) => {
      const mine = rows.filter((s) => (s.language ?? null) === language);
      return { language, messages: mine.length, understood: mine.filter(understood).length, understoodRate: pct(mine.filter(understood).length, mine.length) };
    });
    expect(summary.byLanguage).toEqual(expect.arrayContaining(expected));
    expect(summary.byLanguage).toHaveLength(4);
    expect(summary.byLanguage.map((l: { messages: number }) => l.messages)).toEqual([...expected.map((e) => e.messages)].sort((a, b) => b - a));
  });

  it('lists the most frequent messages not understood, folding case and spaces, errors aside', async () => {
    const { summary } = (await get('/api/admin/analytics')).json();
    expect(summary.topNotUnderstood.map((m: { message: string; count: number; language: string }) => [m.message, m.count, m.language])).toEqual([
      ['hola que tal', 4, 'es'],
      ['spent on lunch', 2, 'en'],
      ['blorp', 1, 'en'],
    ]);
    const wider = (await get('/api/admin/analytics?days=90')).json().summary;
    expect(wider.topNotUnderstood[0]).toMatchObject({ message: 'hola que tal', count: 4 });
    expect(wider.topNotUnderstood).toContainEqual(expect.objectContaining({ message: 'old words', count: 4 }));
    expect(wider.totalMessages).toBe(seeds.length);
  });

  it('pages the rows newest first with the user’s phone and the derived status', async () => {
    const first = (await get('/api/admin/analytics')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 35, totalPages: 4 });
    const all: AdminAnalyticsRow[] = [];
    for (let page = 1; page <= 4; page++) all.push(...(await get(`/api/admin/analytics?page=${page}`)).json().rows);
    expect(all).toHaveLength(35);
    const times = all.map((r) => r.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    const error = all.find((r) => r.errorOccurred && r.intent === 'record_transactions')!;
    expect(error).toMatchObject({ status: 'error', userPhone: users[1]!.phoneNumber, responseTime: 2500, messageType: 'error', language: 'pt' });
    expect(all.find((r) => r.needsClarification)).toMatchObject({ status: 'needs_clarification', userMessage: 'spent on lunch' });
    expect(all.find((r) => r.intent === 'spending_query')).toMatchObject({ status: 'success', userId: users[2]!.id });
  });

  it('answers nulls, not zeros or NaN, for an empty window', async () => {
    await t.database.db.delete(schema.chatAnalytics).where(sql`${schema.chatAnalytics.timestamp} > now() - interval '7 days'`);
    const empty = (await get('/api/admin/analytics?days=7')).json();
    expect(empty.summary).toEqual({
      days: 7,
      totalMessages: 0,
      understood: 0,
      understoodRate: null,
      clarificationRate: null,
      errorRate: null,
      averageResponseTime: null,
      p95ResponseTime: null,
      recordedTransactions: 0,
      corrections: 0,
      correctionsPer100Transactions: null,
      byLanguage: [],
      topNotUnderstood: [],
    });
    expect(empty).toMatchObject({ total: 0, totalPages: 1, rows: [] });
  });

  it('refuses other windows and pages', async () => {
    expect((await get('/api/admin/analytics?days=365')).json().code).toBe('windowInvalid');
    expect((await get('/api/admin/analytics?page=-1')).json().code).toBe('pageInvalid');
  });
});
