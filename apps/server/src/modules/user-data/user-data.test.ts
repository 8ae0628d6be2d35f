import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import {
  budgetAlerts,
  budgets,
  betaFeedback,
  categories,
  categoryRules,
  chatAnalytics,
  failurePatterns,
  importMappings,
  inboundMessages,
  messagingOptOuts,
  passwordResetTokens,
  statementImports,
  recurringOccurrences,
  recurringRules,
  supportMessages,
  userFeedback,
  users,
} from '../../db/schema';
import type { Database } from '../../db/client';
import { createTestApp, loginAs, PASSWORD, registerUser, secondSession, type TestContext, type TestUser } from '../../../test/helpers/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every table of the schema. */
const ALL_TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => value instanceof PgTable);
/**
 * Tables that hold no rows of one account: operators, their audit trail, exchange rates (and users
 * itself); and SMS/WhatsApp opt-outs, kept by phone number beyond any account because carriers require
 * a STOP to be honoured (the export includes the user's own number's entry).
 */
const NOT_PER_USER = new Set(['users', 'admin_accounts', 'admin_sessions', 'admin_audit_log', 'exchange_rates', 'messaging_opt_outs']);

/**
 * Tables whose rows belong to a user through a parent row of theirs (no user_id of their own): the
 * parent, deleted with the user, takes them along (a cascading foreign key).
 */
const OWNED_THROUGH: Record<string, string> = { recurring_occurrences: 'recurring_rules' };

/** Ledger rows of the user's recurring rules (recurring_occurrences has no user_id). */
async function countOccurrences(db: Database, ruleIds: number[]): Promise<number> {
  if (ruleIds.length === 0) return 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recurringOccurrences).where(inArray(recurringOccurrences.ruleId, ruleIds));
  return row!.n;
}

async function ruleIdsOf(db: Database, userId: number): Promise<number[]> {
  return (await db.select({ id: recurringRules.id }).from(recurringRules).where(eq(recurringRules.userId, userId))).map((r) => r.id);
}

function userIdColumn(table: PgTable) {
  return getTableConfig(table).columns.find((c) => c.name === 'user_id');
}

/** Rows of `userId` in every table that has a user_id column, by table name. */
async function countRowsPerTable(db: Database, userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ALL_TABLES) {
    const column = userIdColumn(table);
    if (!column) continue;
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(column, userId));
    counts[getTableConfig(table).name] = row!.n;
  }
  return counts;
}

/**
 * At least one row in every user-owned table, with a marker text where the table has one. Through the
 * real API where one exists on this branch; directly otherwise (those tables' modules come later).
 */
async function seedEverything(user: TestUser, marker: string) {
  const db = t.database.db;
  const post = await t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    // With a key: its stored answer is a row of the user's too (idempotency_keys).
    headers: { ...user.headers, 'idempotency-key': `${marker}-lunch` },
    payload: { type: 'expense', amount: '12.34', currency: 'EUR', description: `${marker} lunch`, category: 'Dining', tags: ['lunch'], transactionDate: '2026-11-02' },
  });
  expect(post.statusCode, post.body).toBe(201);
  const [dining] = await db.select().from(categories).where(and(eq(categories.userId, user.id), eq(categories.name, 'Dining')));
  await db.insert(categoryRules).values({ userId: user.id, pattern: `${marker} cafe`, categoryId: dining!.id });
  const [budget] = await db.insert(budgets).values({ userId: user.id, categoryId: dining!.id, amount: '300.00' }).returning();
  await db.insert(budgetAlerts).values({ userId: user.id, budgetId: budget!.id, alertType: 'threshold', threshold: '80.00' });
  await db.insert(chatAnalytics).values({
    userId: user.id,
    sessionId: 's1',
    messageType: 'transaction',
    userMessage: `${marker} spent 12.34 on lunch`,
    aiResponse: '✅ Recorded',
    responseTime: 12,
  });
  await db.insert(userFeedback).values({ userId: user.id, rating: 5, category: 'helpfulness', feedbackText: `${marker} nice` });
  await db.insert(failurePatterns).values({ userId: user.id, failureType: 'parse', context: `${marker} ???` });
  await db.insert(betaFeedback).values({ userId: user.id, feedbackType: 'suggestion', title: `${marker} idea`, description: 'More charts' });
  await db.insert(supportMessages).values({ userId: user.id, name: 'N', email: user.email, subject: `${marker} help`, message: 'Hello' });
  await db.insert(passwordResetTokens).values({ userId: user.id, token: `hash-${marker}`, email: user.email, expiresAt: new Date() });
  await db.insert(inboundMessages).values({ messageSid: `SM-${marker}-${user.id}`, userId: user.id, channel: 'sms', reply: `${marker} recorded` });
  await db.insert(statementImports).values({ id: randomUUID(), userId: user.id, fileName: `${marker}.csv`, format: 'csv', expiresAt: new Date(), content: 'c2VjcmV0', rows: [] });
  await db.insert(importMappings).values({ userId: user.id, headerKey: `${marker} date;amount`, mapping: { date: 0 } });
  // A recurring rule (far ahead: nothing is recorded), one occurrence skipped, a dismissed suggestion.
  const rule = await t.app.inject({
    method: 'POST',
    url: '/api/recurring',
    headers: user.headers,
    payload: { type: 'expense', amount: '900', categoryId: dining!.id, description: `${marker} rent`, frequency: 'weekly', startDate: '2099-01-01' },
  });
  expect(rule.statusCode, rule.body).toBe(201);
  const skip = await t.app.inject({ method: 'PUT', url: `/api/recurring/${rule.json().id}/occurrences/2099-01-08`, headers: user.headers, payload: { skip: true } });
  expect(skip.statusCode, skip.body).toBe(200);
  const dismiss = await t.app.inject({ method: 'POST', url: '/api/recurring/suggestions/dismiss', headers: user.headers, payload: { key: `${marker}-key` } });
  expect(dismiss.statusCode, dismiss.body).toBe(204);
  // A verification token and a sent email exist from sign-up (the outbox); wait for it.
  await t.app.background.drain();
}

const as = (user: TestUser | null, method: 'GET' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) });

describe('the schema inventory', () => {
  it('classifies every table: either it holds rows of one user (user_id, deleted with the user) or it is listed as not per-user', () => {
    for (const table of ALL_TABLES) {
      const { name, foreignKeys } = getTableConfig(table);
      const column = userIdColumn(table);
      if (!column) {
        const parent = OWNED_THROUGH[name];
        if (parent) {
          const reference = foreignKeys.find((fk) => getTableConfig(fk.reference().foreignTable).name === parent);
          expect(reference?.onDelete, `${name} cascades from ${parent}`).toBe('cascade');
          continue;
        }
        expect(NOT_PER_USER.has(name), `table ${name} has no user_id: classify it in NOT_PER_USER or give it one`).toBe(true);
        continue;
      }
      const reference = foreignKeys.find((fk) => fk.reference().columns.some((c) => c.name === 'user_id'));
      expect(reference, `${name}.user_id references users`).toBeDefined();
      expect(reference!.onDelete, `${name}.user_id cascades`).toBe('cascade');
    }
  });
});

describe('GET /api/users/{id}/export', () => {
  it('needs a session, and refuses another user’s id', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    expect((await as(null, 'GET', `/api/users/${alice.id}/export`)).statusCode).toBe(401);
    const foreign = await as(bob, 'GET', `/api/users/${alice.id}/export`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain(alice.email);
  });

  it('downloads every row the product holds about the user as a JSON file, and nothing of anyone else', async () => {
    const alice = await registerUser(t.app, { name: 'Alice Export' });
    const bob = await registerUser(t.app, { name: 'Bob Export' });
    await seedEverything(alice, 'ALICE-MARK');
    await seedEverything(bob, 'BOB-MARK');

    await t.database.db.insert(messagingOptOuts).values({ phoneNumber: alice.phoneNumber });
    await t.database.db.insert(messagingOptOuts).values({ phoneNumber: bob.phoneNumber });

    const res = await as(alice, 'GET', `/api/users/${alice.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tally-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const data = res.json();
    expect(data).toMatchObject({ product: 'Tally', formatVersion: 1 });
    expect(data.profile).toMatchObject({ id: alice.id, name: 'Alice Export', email: alice.email, phoneNumber: alice.phoneNumber });
    expect(data.categories).toHaveLength(17);
    expect(data.transactions).toEqual([
      expect.objectContaining({ amount: '12.34', currency: 'EUR', description: 'ALICE-MARK lunch', category: 'Dining', transactionDate: '2026-11-02' }),
    ]);
    for (const key of [
      'categoryRules',
      'transactionActions',
      'budgets',
      'budgetAlerts',
      'chatHistory',
      'messageFeedback',
      'betaFeedback',
      'supportMessages',
      'failurePatterns',
      'recurringRules',
      'recurringOccurrences',
      'recurringDismissals',
    ]) {
      expect(data[key], key).toHaveLength(1);
    }
    expect(data.recurringRules[0]).toMatchObject({ description: 'ALICE-MARK rent', amount: '900.00', frequency: 'weekly', category: 'Dining' });
    expect(data.recurringOccurrences[0]).toMatchObject({ occurrenceDate: '2099-01-08', status: 'skipped' });
    expect(data.recurringDismissals[0]).toMatchObject({ key: 'ALICE-MARK-key' });
    expect(data.budgets[0].amount).toBe('300.00');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.emailVerifications).toHaveLength(1);
    expect(data.passwordResets).toHaveLength(1);
    expect(data.emailsSent).toEqual([expect.objectContaining({ toAddress: alice.email, transport: 'outbox' })]);
    expect(data.textMessages).toEqual([expect.objectContaining({ channel: 'sms', reply: 'ALICE-MARK recorded' })]);
    expect(data.profile.messagingEnabled).toBe(true);
    expect(data.messagingOptOuts).toEqual([expect.objectContaining({ phoneNumber: alice.phoneNumber })]);

    expect(res.body).not.toContain('BOB-MARK');
    expect(res.body).not.toContain(bob.email);
    expect(res.body).not.toContain(bob.phoneNumber);
    expect(res.body).not.toContain('Bob Export');
    // No secret: password hash, session or token hashes, email bodies (they carry links).
    expect(res.body).not.toMatch(/argon2|passwordHash|hash-ALICE-MARK|token=|textBody|htmlBody/);
    // A preview's uploaded file is transient: the record of the import goes out, not the file.
    expect(res.body).not.toContain('c2VjcmV0');
    expect(data.statementImports).toEqual([expect.objectContaining({ fileName: 'ALICE-MARK.csv' })]);
    expect(data.statementImports[0]).not.toHaveProperty('content');
    const sessionHash = (await t.database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, alice.id)))[0]!.id;
    expect(res.body).not.toContain(sessionHash);
  });

  it('has a section for every table that holds the user’s rows', async () => {
    const user = await registerUser(t.app);
    await seedEverything(user, 'SECTIONS');
    const data = (await as(user, 'GET', `/api/users/${user.id}/export`)).json();
    const sectionOf: Record<string, string> = {
      sessions: 'sessions',
      email_verification_tokens: 'emailVerifications',
      password_reset_tokens: 'passwordResets',
      outgoing_mail: 'emailsSent',
      categories: 'categories',
      transactions: 'transactions',
      category_rules: 'categoryRules',
      transaction_actions: 'transactionActions',
      statement_imports: 'statementImports',
      import_mappings: 'importMappings',
      budgets: 'budgets',
      budget_alerts: 'budgetAlerts',
      chat_analytics: 'chatHistory',
      user_feedback: 'messageFeedback',
      failure_patterns: 'failurePatterns',
      beta_feedback: 'betaFeedback',
      support_messages: 'supportMessages',
      inbound_messages: 'textMessages',
      recurring_rules: 'recurringRules',
      recurring_dismissals: 'recurringDismissals',
      idempotency_keys: 'idempotencyKeys',
    };
    // The dashboard's month totals are sums of the exported transactions, kept by the database: derived,
    // not data of their own (deleted with the user like the rest; checked below).
    const derived = new Set(['transaction_month_totals', 'expense_tag_month_totals']);
    const counts = await countRowsPerTable(t.database.db, user.id);
    for (const [table, count] of Object.entries(counts)) {
      if (derived.has(table)) continue;
      const section = sectionOf[table];
      expect(section, `table ${table} holds user rows: add it to the export`).toBeDefined();
      expect(data[section!], `${table} -> ${section}`).toHaveLength(count);
    }
    expect(data.recurringOccurrences).toHaveLength(await countOccurrences(t.database.db, await ruleIdsOf(t.database.db, user.id)));
  });
});

describe('DELETE /api/users/{id}', () => {
  it('needs a session, refuses another user’s id and a wrong or missing password, deleting nothing', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    expect((await as(null, 'DELETE', `/api/users/${alice.id}`, { password: PASSWORD })).statusCode).toBe(401);
    const foreign = await as(bob, 'DELETE', `/api/users/${alice.id}`, { password: PASSWORD });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('userIdMismatch');
    const foreignBody = await as(bob, 'DELETE', `/api/users/${bob.id}`, { userId: alice.id, password: PASSWORD });
    expect(foreignBody.statusCode).toBe(403);

    const wrong = await as(alice, 'DELETE', `/api/users/${alice.id}`, { password: 'Wrong-Pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'passwordWrong', error: 'Password is incorrect', field: 'password' });
    const missing = await as(alice, 'DELETE', `/api/users/${alice.id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('passwordRequired');
    const noBody = await as(alice, 'DELETE', `/api/users/${alice.id}`);
    expect(noBody.statusCode).toBe(400);

    for (const user of [alice, bob]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).statusCode).toBe(200);
    }
  });

  it('deletes the user and every row of theirs in every table, ends the session, and leaves other users alone', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await seedEverything(alice, 'DEL-A');
    await seedEverything(bob, 'DEL-B');
    const before = await countRowsPerTable(t.database.db, alice.id);
    // The test can only catch a table left behind if it had rows: every user table is seeded.
    for (const [table, count] of Object.entries(before)) expect(count, `seeded rows in ${table}`).toBeGreaterThan(0);
    const bobBefore = await countRowsPerTable(t.database.db, bob.id);
    const aliceRules = await ruleIdsOf(t.database.db, alice.id);
    expect(await countOccurrences(t.database.db, aliceRules)).toBeGreaterThan(0);
    const bobOccurrences = await countOccurrences(t.database.db, await ruleIdsOf(t.database.db, bob.id));

    await t.database.db.insert(messagingOptOuts).values({ phoneNumber: alice.phoneNumber });

    const res = await as(alice, 'DELETE', `/api/users/${alice.id}`, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    // A STOP outlives the account (carriers require it honoured); it holds only the number.
    expect(await t.database.db.select().from(messagingOptOuts).where(eq(messagingOptOuts.phoneNumber, alice.phoneNumber))).toHaveLength(1);
    expect(String(res.headers['set-cookie'])).toMatch(/tally_session=;/);

    const after = await countRowsPerTable(t.database.db, alice.id);
    for (const [table, count] of Object.entries(after)) expect(count, `rows left in ${table}`).toBe(0);
    expect(await t.database.db.select().from(users).where(eq(users.id, alice.id))).toHaveLength(0);
    expect(await countRowsPerTable(t.database.db, bob.id)).toEqual(bobBefore);
    expect(await countOccurrences(t.database.db, aliceRules)).toBe(0);
    expect(await countOccurrences(t.database.db, await ruleIdsOf(t.database.db, bob.id))).toBe(bobOccurrences);

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: alice.headers })).statusCode).toBe(401);
    const login = await loginAs(t.app, alice.phoneNumber);
    expect(login.statusCode).toBe(401);
    // The phone number and email are free again.
    const again = await registerUser(t.app, { phoneNumber: alice.phoneNumber, email: alice.email });
    expect(again.id).not.toBe(alice.id);
  });

  it('ends the user’s other sessions too', async () => {
    const user = await registerUser(t.app);
    const otherCookie = await secondSession(t.app, user);
    expect((await as(user, 'DELETE', `/api/users/${user.id}`, { password: PASSWORD })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherCookie } })).statusCode).toBe(401);
  });

  it('limits password attempts per user', async () => {
    const user = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await as(user, 'DELETE', `/api/users/${user.id}`, { password: `Guess-${i}a` })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

