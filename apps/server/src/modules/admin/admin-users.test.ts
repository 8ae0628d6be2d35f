import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_SORTS } from '@tally/shared/admin';
import type { AdminUser } from '@tally/shared/schemas/admin';
import { queryRows } from '../../db/client';
import * as schema from '../../db/schema';
import { PASSWORD, randomAddress, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import {
  createAdminTestApp,
  insertBetaFeedback,
  insertChatRows,
  insertMessageFeedback,
  insertSupportMessage,
  loginAdmin,
  type TestAdmin,
} from '../../../test/helpers/admin';

let t: TestContext;
let admin: TestAdmin;
const people: TestUser[] = [];
const NOW = Date.now();
const DAY = 86_400_000;

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const addTransaction = (u: TestUser, type: 'income' | 'expense', amount: string, currency = 'USD', tags: string[] = []) =>
  t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: u.headers,
    payload: { type, amount, currency, description: 'Item', category: type === 'income' ? 'Salary' : 'Dining', tags, transactionDate: '2026-01-15' },
  });

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await loginAdmin(t.app);
  // 12 users: two pages. Names, currencies and languages vary so every sort has something to order.
  const names = ['zoe Adams', 'Bruno Costa', 'ana Lima', 'Carlos Ruiz', 'Dana Scully', 'Eve', 'Frank Ocean', 'Gil Vicente', 'Hana Kim', 'Ivo Pires', 'Júlia Reis', 'Kai Moana'];
  const currencies = ['USD', 'EUR', 'BRL', 'USD', 'GBP', 'JPY', 'USD', 'EUR', 'BRL', 'USD', 'CLP', 'USD'];
  const languages = ['en', 'pt', 'es'];
  for (let i = 0; i < names.length; i++) {
    people.push(
      await registerUser(t.app, { name: names[i]!, preferredCurrency: currencies[i]!, preferredLanguage: languages[i % 3]! }),
    );
  }
  // Transaction counts 0..3 spread over users; last activity spread over 60 days, one never.
  for (let i = 0; i < people.length; i++) {
    for (let k = 0; k < i % 4; k++) await addTransaction(people[i]!, k % 2 === 0 ? 'expense' : 'income', `${10 + k}.25`);
    await t.database.db
      .update(schema.users)
      .set({ lastActiveAt: i === 5 ? null : new Date(NOW - i * 5 * DAY + 3_600_000) })
      .where(eq(schema.users.id, people[i]!.id));
  }
});
afterAll(() => t.close());

async function allUsers(sort: string, order: string) {
  const out: AdminUser[] = [];
  for (let page = 1; ; page++) {
    const res = await call('GET', `/api/admin/users?sort=${sort}&order=${order}&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    out.push(...body.users);
    if (page >= body.totalPages) return { users: out, body };
  }
}

describe('GET /api/admin/users', () => {
  it('pages by 10 with the totals, newest first by default', async () => {
    const first = (await call('GET', '/api/admin/users')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
    expect(first.users).toHaveLength(10);
    expect(first.users[0].id).toBe(people[11]!.id);
    const second = (await call('GET', '/api/admin/users?page=2')).json();
    expect(second.users.map((u: AdminUser) => u.id)).toEqual([people[1]!.id, people[0]!.id]);
    const beyond = (await call('GET', '/api/admin/users?page=9')).json();
    expect(beyond).toMatchObject({ page: 9, total: 12, users: [] });
  });

  it('answers each user with counts and exact totals in their currency, status and the name split in two', async () => {
    const { users } = await allUsers('id', 'asc');
    const carlos = users.find((u) => u.id === people[3]!.id)!;
    expect(carlos).toMatchObject({
      phoneNumber: people[3]!.phoneNumber,
      email: people[3]!.email,
      emailVerified: false,
      name: 'Carlos Ruiz',
      firstName: 'Carlos',
      lastName: 'Ruiz',
      preferredCurrency: 'USD',
      preferredLanguage: 'en',
      transactionCount: 3,
      totalExpenses: '22.50',
      totalIncome: '11.25',
      isActive: true,
    });
    expect(users.find((u) => u.id === people[5]!.id)).toMatchObject({ firstName: 'Eve', lastName: '', lastActiveAt: null, isActive: false });
    expect(users.find((u) => u.id === people[7]!.id)).toMatchObject({ isActive: false }); // 35 days less an hour ago
    expect(users.find((u) => u.id === people[6]!.id)).toMatchObject({ isActive: true }); // 30 days less an hour ago: within
    expect(users.find((u) => u.id === people[0]!.id)).toMatchObject({ transactionCount: 0, totalExpenses: '0.00', totalIncome: '0.00' });
    expect(Object.keys(carlos)).not.toContain('passwordHash');
  });

  const sortValue: Record<(typeof ADMIN_USER_SORTS)[number], (u: AdminUser) => string | number | null> = {
    id: (u) => u.id,
    phone: (u) => u.phoneNumber,
    email: (u) => u.email,
    name: (u) => u.name?.toLowerCase() ?? null,
    currency: (u) => u.preferredCurrency,
    language: (u) => u.preferredLanguage,
    transactionCount: (u) => u.transactionCount,
    createdAt: (u) => u.createdAt,
    lastActiveAt: (u) => u.lastActiveAt,
  };

  it.each(ADMIN_USER_SORTS.flatMap((s) => [[s, 'asc'], [s, 'desc']] as const))('sorts by %s %s across pages, nulls last', async (sort, order) => {
    const { users } = await allUsers(sort, order);
    expect(users).toHaveLength(12);
    const key = sortValue[sort];
    const expected = [...users].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      const c = x < y ? -1 : x > y ? 1 : 0;
      return (order === 'asc' ? c : -c) || (order === 'asc' ? a.id - b.id : b.id - a.id);
    });
    expect(users.map((u) => u.id)).toEqual(expected.map((u) => u.id));
  });

  it('refuses a column outside the allowlist, SQL included, and bad pages', async () => {
    for (const q of ['sort=password_hash', 'sort=id;drop table users', 'sort=(select 1)', 'order=sideways', 'page=0', 'page=x', 'extra=1']) {
      const res = await call('GET', `/api/admin/users?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await call('GET', '/api/admin/users?sort=password_hash')).json().code).toBe('sortInvalid');
    expect((await call('GET', '/api/admin/users?page=0')).json().code).toBe('pageInvalid');
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`);
    expect(row!.n).toBe(12);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  let target: TestUser;
  beforeAll(async () => {
    target = await registerUser(t.app, { name: 'Maria da Silva' });
  });

  it('joins firstName and lastName into the name, keeping the part not sent', async () => {
    const res = await call('PATCH', `/api/admin/users/${target.id}`, { firstName: 'Mariana' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Mariana da Silva', firstName: 'Mariana', lastName: 'da Silva' });
    const both = await call('PATCH', `/api/admin/users/${target.id}`, { firstName: ' Ana ', lastName: ' Souza ' });
    expect(both.json()).toMatchObject({ name: 'Ana Souza', firstName: 'Ana', lastName: 'Souza' });
    const me = await t.app.inject({ method: 'GET', url: `/api/users/${target.id}`, headers: target.headers });
    expect(me.json().name).toBe('Ana Souza');
  });

  it('changes the email with the settings’ rules: shaped, unique, lower-cased, verification reset, null removes', async () => {
    await t.database.db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, target.id));
    const ok = await call('PATCH', `/api/admin/users/${target.id}`, { email: 'Ana.Souza@Example.com' });
    expect(ok.json()).toMatchObject({ email: 'ana.souza@example.com', emailVerified: false });
    const bad = await call('PATCH', `/api/admin/users/${target.id}`, { email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'emailInvalid', field: 'email' });
    const taken = await call('PATCH', `/api/admin/users/${target.id}`, { email: people[0]!.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('emailTaken');
    expect((await call('PATCH', `/api/admin/users/${target.id}`, { email: '' })).json().email).toBeNull();
  });

  it('changes currency (re-expressing stored totals) and language, refusing unsupported ones', async () => {
    await addTransaction(target, 'expense', '100.00', 'EUR');
    const before = (await call('GET', `/api/admin/users/${target.id}`)).json();
    const res = await call('PATCH', `/api/admin/users/${target.id}`, { preferredCurrency: 'eur', preferredLanguage: 'pt' });
    expect(res.json()).toMatchObject({ preferredCurrency: 'EUR', preferredLanguage: 'pt', totalExpenses: '100.00' });
    expect(before.totalExpenses).not.toBe('100.00');
    expect((await call('PATCH', `/api/admin/users/${target.id}`, { preferredCurrency: 'DOGE' })).json().code).toBe('currencyInvalid');
    expect((await call('PATCH', `/api/admin/users/${target.id}`, { preferredLanguage: 'de' })).json().code).toBe('languageInvalid');
  });

  it('refuses an empty change, unknown fields, an overlong name and unknown users', async () => {
    expect((await call('PATCH', `/api/admin/users/${target.id}`, {})).json().code).toBe('nothingToUpdate');
    expect((await call('PATCH', `/api/admin/users/${target.id}`, { phoneNumber: '+12015550100' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/users/${target.id}`, { passwordHash: 'x' })).statusCode).toBe(400);
    const long = await call('PATCH', `/api/admin/users/${target.id}`, { firstName: 'A'.repeat(60), lastName: 'B'.repeat(60) });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('nameTooLong');
    expect((await call('PATCH', '/api/admin/users/999999', { firstName: 'X' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/users/abc', { firstName: 'X' })).statusCode).toBe(400);
  });

  it('writes who changed which fields (names only, no values) to the audit log', async () => {
    await call('PATCH', `/api/admin/users/${target.id}`, { lastName: 'Pereira', preferredLanguage: 'es' });
    const [entry] = await t.database.db.select().from(schema.adminAuditLog).orderBy(sql`id desc`).limit(1);
    expect(entry).toMatchObject({
      adminUsername: 'operator',
      action: 'user.update',
      targetType: 'user',
      targetId: String(target.id),
      details: { fields: ['name', 'preferredLanguage'] },
    });
    expect(JSON.stringify(entry!.details)).not.toContain('Pereira');
    expect(entry!.adminId).toEqual(expect.any(Number));
    expect(Date.now() - entry!.createdAt.getTime()).toBeLessThan(60_000);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  /** Every table with a user_id column, and how many rows the user has in each. */
  async function rowsOf(userId: number) {
    const tables = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema() order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${userId}`);
      counts[table_name] = row!.n;
    }
    return counts;
  }

  /** A user with a row in every table that can hold one. */
  async function fullyUsedUser() {
    const u = await registerUser(t.app, { name: 'Doomed User' });
    // Tagged, so the dashboard's month totals per tag hold a row of the user too.
    await addTransaction(u, 'expense', '5.00', 'USD', ['club']);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomAddress(),
      payload: { phoneNumber: u.phoneNumber, password: PASSWORD },
    });
    const db = t.database.db;
    const [category] = await db.select().from(schema.categories).where(eq(schema.categories.userId, u.id)).limit(1);
    const [budget] = await db.insert(schema.budgets).values({ userId: u.id, categoryId: category!.id, amount: '100.00' }).returning();
    await db.insert(schema.budgetAlerts).values({ budgetId: budget!.id, userId: u.id, alertType: 'threshold', threshold: '80.00' });
    await db.insert(schema.categoryRules).values({ userId: u.id, pattern: 'starbucks', categoryId: category!.id });
    await db.insert(schema.failurePatterns).values({ userId: u.id, failureType: 'parse' });
    await db.insert(schema.emailVerificationTokens).values({ userId: u.id, token: `v-${u.id}`, email: u.email, expiresAt: new Date(NOW + DAY) });
    await db.insert(schema.passwordResetTokens).values({ userId: u.id, token: `r-${u.id}`, email: u.email, expiresAt: new Date(NOW + DAY) });
    await db.insert(schema.outgoingMail).values({ userId: u.id, toAddress: u.email, subject: 's', textBody: 't', htmlBody: 'h', transport: 'outbox' });
    await insertChatRows(db, [{ userId: u.id }, { userId: u.id, intent: 'unknown' }]);
    await insertMessageFeedback(db, { userId: u.id });
    await insertBetaFeedback(db, { userId: u.id });
    await insertSupportMessage(db, { userId: u.id });
    await db.insert(schema.inboundMessages).values({ messageSid: `SM${u.id}x${Date.now()}`, userId: u.id, channel: 'sms' });
    await db.insert(schema.statementImports).values({ id: randomUUID(), userId: u.id, fileName: 'bank.csv', format: 'csv', expiresAt: new Date(NOW + DAY) });
    await db.insert(schema.importMappings).values({ userId: u.id, headerKey: 'date|amount', mapping: { date: 0 } });
    await db.insert(schema.recurringRules).values({
      userId: u.id,
      type: 'expense',
      amount: '9.99',
      currency: 'USD',
      categoryId: category!.id,
      description: 'Club',
      frequency: 'monthly',
      dayOfMonth: 1,
      startDate: '2099-01-01',
    });
    await db.insert(schema.recurringDismissals).values({ userId: u.id, key: 'netflix|expense|USD|monthly' });
    await db.insert(schema.idempotencyKeys).values({ userId: u.id, key: `k-${u.id}`, route: 'POST /api/transactions', requestHash: 'h', statusCode: 201, response: {} });
    return u;
  }

  it('removes every row of the user in every table, and nobody else’s', async () => {
    const doomed = await fullyUsedUser();
    const bystander = await fullyUsedUser();
    const before = await rowsOf(doomed.id);
    // The fixture reaches every table that can hold a user's row: a new table must be added here.
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    const bystanderBefore = await rowsOf(bystander.id);

    const res = await call('DELETE', `/api/admin/users/${doomed.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    for (const [table, n] of Object.entries(await rowsOf(doomed.id))) expect(n, table).toBe(0);
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, doomed.id));
    expect(user).toBeUndefined();
    expect(await rowsOf(bystander.id)).toEqual(bystanderBefore);
    // Their session is gone with them.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: doomed.headers })).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/users/${doomed.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/users/${doomed.id}`)).statusCode).toBe(404);
  });

  it('records the deletion with what it removed (counts, not contents)', async () => {
    const doomed = await fullyUsedUser();
    await call('DELETE', `/api/admin/users/${doomed.id}`);
    const [entry] = await t.database.db.select().from(schema.adminAuditLog).orderBy(sql`id desc`).limit(1);
    expect(entry).toMatchObject({
      adminUsername: 'operator',
      action: 'user.delete',
      targetType: 'user',
      targetId: String(doomed.id),
      details: {
        removed: {
          transactions: 1,
          categories: 17,
          budgets: 1,
          chatMessages: 2,
          messageFeedback: 1,
          betaFeedback: 1,
          supportMessages: 1,
          sessions: 2,
        },
      },
    });
    expect(JSON.stringify(entry)).not.toContain(doomed.phoneNumber);
  });
});
