/**
 * Every /api route, with who may call it and, for every route that names an object in its path, what
 * another user gets for it. The tables below are the expected state: a route added, removed or
 * re-declared in a `*.routes.ts` file makes this test fail until the table says the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccess, type Access } from '../../src/http/access';
import { PASSWORD, registerUser, type TestContext, type TestUser } from '../helpers/app';
import { createAdminTestApp, insertChatRows } from '../helpers/admin';
import { snapshotUserData } from '../helpers/db-snapshot';
import * as schema from '../../src/db/schema';

/** Who may call each route: the rule each `*.routes.ts` file must declare. */
const EXPECTED_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/currencies': 'public',
  'GET /api/beta/seats': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/support': 'public',
  'POST /api/messaging/twilio': 'public',
  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'public',

  'GET /api/auth/me': 'user',
  'POST /api/auth/resend-verification': 'user',
  'GET /api/user': 'user',
  'PUT /api/user/email': 'user',
  'GET /api/user/messaging': 'user',
  'PUT /api/user/messaging': 'user',
  'GET /api/users/:id': 'user',
  'DELETE /api/users/:id': 'user',
  'GET /api/users/:id/export': 'user',
  'PATCH /api/users/:id/password': 'user',
  'PATCH /api/users/:id/currency': 'user',
  'PATCH /api/users/:id/language': 'user',
  'POST /api/users/:id/language': 'user',
  'PATCH /api/users/:id/timezone': 'user',
  'GET /api/categories': 'user',
  'POST /api/categories': 'user',
  'PATCH /api/categories/:id': 'user',
  'DELETE /api/categories/:id': 'user',
  'GET /api/transactions': 'user',
  'POST /api/transactions': 'user',
  'GET /api/transactions/:id': 'user',
  'PATCH /api/transactions/:id': 'user',
  'DELETE /api/transactions/:id': 'user',
  'GET /api/dashboard': 'user',
  'POST /api/budgets': 'user',
  'GET /api/budgets/:userId': 'user',
  'GET /api/budgets/:userId/performance': 'user',
  'GET /api/budgets/:userId/insights': 'user',
  'POST /api/budgets/:userId/quick-setup': 'user',
  'PUT /api/budgets/:budgetId': 'user',
  'DELETE /api/budgets/:budgetId': 'user',
  'POST /api/feedback/message': 'user',
  'POST /api/feedback/beta': 'user',
  'POST /api/chat': 'user',
  'GET /api/chat/history': 'user',
  'POST /api/chat/reviews/:transactionId/confirm': 'user',
  'GET /api/learned-rules': 'user',
  'DELETE /api/learned-rules/:id': 'user',
  'POST /api/export/report': 'user',
  'GET /api/recurring': 'user',
  'POST /api/recurring': 'user',
  'GET /api/recurring/upcoming': 'user',
  'GET /api/recurring/suggestions': 'user',
  'POST /api/recurring/suggestions/dismiss': 'user',
  'GET /api/recurring/:id': 'user',
  'PATCH /api/recurring/:id': 'user',
  'DELETE /api/recurring/:id': 'user',
  'PUT /api/recurring/:id/occurrences/:date': 'user',
  'DELETE /api/recurring/:id/occurrences/:date': 'user',
  'GET /api/imports': 'user',
  'POST /api/imports': 'user',
  'POST /api/imports/:id/mapping': 'user',
  'POST /api/imports/:id/confirm': 'user',
  'DELETE /api/imports/:id': 'user',

  'GET /api/admin/session': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'GET /api/admin/feedback': 'admin',
  'PATCH /api/admin/feedback/:id': 'admin',
  'DELETE /api/admin/feedback/:id': 'admin',
  'GET /api/admin/analytics': 'admin',
  'GET /api/admin/analytics/corrections': 'admin',
  'GET /api/admin/metrics': 'admin',
};

/** A date of Alice's recurring rule (weekly from 2099-01-01): far ahead, so nothing is ever recorded. */
const RULE_DATE = '2099-01-08';

/** The objects Alice owns, which Bob aims at. */
interface Owned {
  alice: TestUser;
  transactionId: number;
  categoryId: number;
  budgetId: number;
  learnedRuleId: number;
  recurringRuleId: number;
  /** A statement import preview of Alice's (uuid). */
  importId: string;
}

interface CrossUserCase {
  /** Bob's request for Alice's object: a body that would succeed on his own. */
  request: (o: Owned) => { url: string; payload?: object };
  status: 403 | 404;
  code: string;
}

const userIdCase = (suffix: string, payload?: object): CrossUserCase => ({
  request: (o) => ({ url: `/api/users/${o.alice.id}${suffix}`, payload }),
  status: 403,
  code: 'userIdMismatch',
});
const budgetsOfCase = (suffix: string): CrossUserCase => ({
  request: (o) => ({ url: `/api/budgets/${o.alice.id}${suffix}` }),
  status: 403,
  code: 'userIdMismatch',
});
const objectCase = (url: (o: Owned) => string, payload?: object): CrossUserCase => ({
  request: (o) => ({ url: url(o), payload }),
  status: 404,
  code: 'notFound',
});

/**
 * Every route with a path parameter. User routes: Bob's request for Alice's id. Admin routes act on
 * anyone's data by design; for them the case is a user's session, refused with 403 below.
 */
const CROSS_USER: Record<string, CrossUserCase | 'admin-only'> = {
  'GET /api/users/:id': userIdCase(''),
  // Bob's own password: he knows it, and it must not open Alice's account.
  'DELETE /api/users/:id': userIdCase('', { password: PASSWORD }),
  'GET /api/users/:id/export': userIdCase('/export'),
  'PATCH /api/users/:id/password': userIdCase('/password', { currentPassword: PASSWORD, newPassword: 'Hijacked-Pass9' }),
  'PATCH /api/users/:id/currency': userIdCase('/currency', { currency: 'EUR' }),
  'PATCH /api/users/:id/language': userIdCase('/language', { language: 'pt' }),
  'POST /api/users/:id/language': userIdCase('/language', { language: 'es' }),
  'PATCH /api/users/:id/timezone': userIdCase('/timezone', { timezone: 'Asia/Tokyo' }),
  'PATCH /api/categories/:id': objectCase((o) => `/api/categories/${o.categoryId}`, { name: 'Hijacked', isActive: false }),
  'DELETE /api/categories/:id': objectCase((o) => `/api/categories/${o.categoryId}`),
  'GET /api/transactions/:id': objectCase((o) => `/api/transactions/${o.transactionId}`),
  // `learn`: Bob's correction must not teach anyone anything either.
  'PATCH /api/transactions/:id': objectCase((o) => `/api/transactions/${o.transactionId}`, { description: 'Hijacked Cafe', amount: '1.00', type: 'income', learn: true }),
  'DELETE /api/transactions/:id': objectCase((o) => `/api/transactions/${o.transactionId}`),
  'GET /api/budgets/:userId': budgetsOfCase(''),
  'GET /api/budgets/:userId/performance': budgetsOfCase('/performance'),
  'GET /api/budgets/:userId/insights': budgetsOfCase('/insights'),
  'POST /api/budgets/:userId/quick-setup': budgetsOfCase('/quick-setup'),
  'PUT /api/budgets/:budgetId': objectCase((o) => `/api/budgets/${o.budgetId}`, { amount: '1.00', isActive: false }),
  'DELETE /api/budgets/:budgetId': objectCase((o) => `/api/budgets/${o.budgetId}`),
  'DELETE /api/learned-rules/:id': objectCase((o) => `/api/learned-rules/${o.learnedRuleId}`),
  // Alice's transaction has an open review: Bob cannot confirm it away.
  'POST /api/chat/reviews/:transactionId/confirm': objectCase((o) => `/api/chat/reviews/${o.transactionId}/confirm`),
  'GET /api/recurring/:id': objectCase((o) => `/api/recurring/${o.recurringRuleId}`),
  'PATCH /api/recurring/:id': objectCase((o) => `/api/recurring/${o.recurringRuleId}`, { amount: '1.00', isActive: false }),
  'DELETE /api/recurring/:id': objectCase((o) => `/api/recurring/${o.recurringRuleId}`),
  'PUT /api/recurring/:id/occurrences/:date': objectCase((o) => `/api/recurring/${o.recurringRuleId}/occurrences/${RULE_DATE}`, { skip: true }),
  'DELETE /api/recurring/:id/occurrences/:date': objectCase((o) => `/api/recurring/${o.recurringRuleId}/occurrences/${RULE_DATE}`),
  // Bob cannot read Alice's statement in another layout, write it into his account, or throw it away.
  'POST /api/imports/:id/mapping': objectCase((o) => `/api/imports/${o.importId}/mapping`, {
    mapping: { date: 0, description: 3, amount: 1, dateOrder: 'DMY', decimalSeparator: '.' },
  }),
  'POST /api/imports/:id/confirm': objectCase((o) => `/api/imports/${o.importId}/confirm`, {}),
  'DELETE /api/imports/:id': objectCase((o) => `/api/imports/${o.importId}`),
  'GET /api/admin/users/:id': 'admin-only',
  'PATCH /api/admin/users/:id': 'admin-only',
  'DELETE /api/admin/users/:id': 'admin-only',
  'PATCH /api/admin/feedback/:id': 'admin-only',
  'DELETE /api/admin/feedback/:id': 'admin-only',
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const split = (key: string) => key.split(' ') as [Method, string];

let t: TestContext;
let owned: Owned;
let bob: TestUser;
let aliceMessageId: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  const alice = await registerUser(t.app, { name: 'Alice Owner' });
  bob = await registerUser(t.app, { name: 'Bob Other' });
  const as = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: alice.headers, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const category = await as('/api/categories', { name: 'Alice Hobby', type: 'expense' });
  const transaction = await as('/api/transactions', {
    type: 'expense',
    amount: '42.00',
    currency: 'USD',
    description: 'Alice lunch',
    categoryId: category.id,
    transactionDate: '2026-03-10',
  });
  const budget = await as('/api/budgets', { category: 'Dining', amount: '300' });
  const [rule] = await t.database.db
    .insert(schema.categoryRules)
    .values({ userId: alice.id, pattern: 'alice cafe', categoryId: category.id })
    .returning({ id: schema.categoryRules.id });
  const recurring = await as('/api/recurring', {
    type: 'expense',
    amount: '15.00',
    categoryId: category.id,
    description: 'Alice club',
    frequency: 'weekly',
    startDate: '2099-01-01',
  });
  // One occurrence changed ahead of its date: Bob must not be able to undo it either.
  const changed = await t.app.inject({ method: 'PUT', url: `/api/recurring/${recurring.id}/occurrences/${RULE_DATE}`, headers: alice.headers, payload: { amount: '20.00' } });
  if (changed.statusCode !== 200) throw new Error(changed.body);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/imports?fileName=nubank.csv',
    headers: { ...alice.headers, 'content-type': 'application/octet-stream' },
    payload: 'Data,Valor,Identificador,Descrição\n01/03/2026,-12.50,alice-1,Compra UBER\n02/03/2026,-7.00,alice-2,Padaria',
  });
  if (upload.statusCode !== 200) throw new Error(upload.body);
  owned = {
    alice,
    transactionId: transaction.id,
    categoryId: category.id,
    budgetId: budget.id,
    learnedRuleId: rule!.id,
    recurringRuleId: recurring.id,
    importId: (upload.json() as { id: string }).id,
  };
  const [message] = await insertChatRows(t.database.db, [
    {
      userId: alice.id,
      messageId: 'alice-message-1',
      transactionIds: [transaction.id],
      reviews: [{ transactionId: transaction.id, field: 'type', alternative: { type: 'income', categoryId: category.id } }],
    },
  ]);
  aliceMessageId = message!.messageId;
  // Sign-up mail is sent after the answer: let it land before any data is compared.
  await t.app.background.drain();
});
afterAll(() => t.close());

/** A concrete path for a route key: ids that exist, so only the access rule can refuse. */
function concrete(key: string): { method: Method; url: string } {
  const [method, pattern] = split(key);
  const url = pattern
    .replace(':userId', String(owned.alice.id))
    .replace(':budgetId', String(owned.budgetId))
    .replace(':transactionId', String(owned.transactionId))
    .replace(':date', RULE_DATE)
    .replace(':id', () => {
      if (pattern.startsWith('/api/admin/feedback')) return 'message-1';
      if (pattern.startsWith('/api/transactions')) return String(owned.transactionId);
      if (pattern.startsWith('/api/categories')) return String(owned.categoryId);
      if (pattern.startsWith('/api/learned-rules')) return String(owned.learnedRuleId);
      if (pattern.startsWith('/api/recurring')) return String(owned.recurringRuleId);
      if (pattern.startsWith('/api/imports')) return owned.importId;
      return String(owned.alice.id);
    });
  return { method, url };
}

/** Everything Alice can read about her own things, through the API. */
async function aliceView() {
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: owned.alice.headers });
    expect(res.statusCode, url).toBe(200);
    return res.json() as unknown;
  };
  return {
    user: await get(`/api/users/${owned.alice.id}`),
    transaction: await get(`/api/transactions/${owned.transactionId}`),
    transactions: await get('/api/transactions'),
    categories: await get('/api/categories'),
    budgets: await get(`/api/budgets/${owned.alice.id}`),
    learnedRules: await get('/api/learned-rules'),
    recurring: await get('/api/recurring'),
    upcoming: await get('/api/recurring/upcoming?days=366'),
    imports: await get('/api/imports'),
  };
}

describe('the route inventory', () => {
  it('lists exactly the registered routes, each with the access it declares', () => {
    const registered = Object.fromEntries([...routeAccess].sort(([a], [b]) => a.localeCompare(b)));
    const expected = Object.fromEntries(Object.entries(EXPECTED_ACCESS).sort(([a], [b]) => a.localeCompare(b)));
    // A route missing here, or listed here but gone from the app, fails with the key in the diff.
    expect(registered).toEqual(expected);
  });

  it('has a cross-user case for every route with a path parameter, and none for others', () => {
    const withParams = Object.keys(EXPECTED_ACCESS).filter((key) => key.includes('/:')).sort();
    expect(Object.keys(CROSS_USER).sort()).toEqual(withParams);
    for (const [key, c] of Object.entries(CROSS_USER)) expect(c === 'admin-only', key).toBe(EXPECTED_ACCESS[key] === 'admin');
  });
});

describe('access rules, route by route', () => {
  const keys = (access: Access) => Object.keys(EXPECTED_ACCESS).filter((k) => EXPECTED_ACCESS[k] === access);

  it('every user route refuses a request without a session (401)', async () => {
    for (const key of keys('user')) {
      const res = await t.app.inject({ ...concrete(key), payload: {} });
      expect(res.statusCode, key).toBe(401);
      expect(res.json(), key).toEqual({ code: 'unauthorized', error: 'Please sign in to continue' });
    }
  });

  it('every user route refuses a forged session cookie (401)', async () => {
    for (const key of keys('user')) {
      const res = await t.app.inject({ ...concrete(key), headers: { cookie: `tally_session=${'x'.repeat(43)}` }, payload: {} });
      expect(res.statusCode, key).toBe(401);
    }
  });

  it('every admin route refuses a request without a session (401) and a user’s session (403)', async () => {
    for (const key of keys('admin')) {
      const anonymous = await t.app.inject({ ...concrete(key), payload: {} });
      expect(anonymous.statusCode, key).toBe(401);
      expect(anonymous.json().code, key).toBe('unauthorized');
      const asUser = await t.app.inject({ ...concrete(key), headers: owned.alice.headers, payload: {} });
      expect(asUser.statusCode, key).toBe(403);
      expect(asUser.json(), key).toEqual({ code: 'forbidden', error: 'You are not allowed to do this' });
    }
  });

  it('every public route answers without a session (never 401 unauthorized or 403 forbidden)', async () => {
    for (const key of keys('public')) {
      const res = await t.app.inject({ ...concrete(key), payload: {} });
      expect(res.statusCode, key).toBeLessThan(500);
      if (res.headers['content-type']?.toString().startsWith('application/json')) {
        expect(['unauthorized', 'forbidden'], key).not.toContain(res.json().code);
      }
    }
  });
});

describe('one user’s objects, aimed at by another', () => {
  it('every route with an id refuses another user’s object (403 or 404), and Alice’s data is unchanged', async () => {
    const before = await aliceView();
    const stored = await snapshotUserData(t.database.db);
    let cases = 0;
    for (const [key, c] of Object.entries(CROSS_USER)) {
      if (c === 'admin-only') continue;
      const [method] = split(key);
      const { url, payload } = c.request(owned);
      const res = await t.app.inject({ method, url, headers: bob.headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${key} ${res.body}`).toBe(c.status);
      expect(res.json().code, key).toBe(c.code);
      expect(res.body, key).not.toMatch(/Alice/);
      cases += 1;
    }
    expect(cases).toBe(29);
    expect(await aliceView()).toEqual(before);
    expect(await snapshotUserData(t.database.db)).toEqual(stored);
  });

  it('Bob’s own requests cannot reach Alice’s objects through a userId or an id in the query or body', async () => {
    const before = await aliceView();
    const stored = await snapshotUserData(t.database.db);
    const a = owned.alice.id;
    const attempts: { method: Method; url: string; payload?: object; status: number; code: string }[] = [
      { method: 'GET', url: `/api/transactions?userId=${a}`, status: 403, code: 'userIdMismatch' },
      { method: 'GET', url: `/api/categories?userId=${a}`, status: 403, code: 'userIdMismatch' },
      { method: 'GET', url: `/api/dashboard?userId=${a}`, status: 403, code: 'userIdMismatch' },
      { method: 'POST', url: '/api/export/report', payload: { userId: a, format: 'csv', reportType: 'transactions', currency: 'USD' }, status: 403, code: 'userIdMismatch' },
      {
        method: 'POST',
        url: '/api/transactions',
        payload: { userId: a, type: 'expense', amount: '5', currency: 'USD', description: 'planted', category: 'Dining', transactionDate: '2026-03-11' },
        status: 403,
        code: 'userIdMismatch',
      },
      {
        method: 'POST',
        url: '/api/transactions',
        payload: { type: 'expense', amount: '5', currency: 'USD', description: 'in her category', categoryId: owned.categoryId, transactionDate: '2026-03-11' },
        status: 400,
        code: 'categoryInvalid',
      },
      {
        method: 'POST',
        url: '/api/feedback/message',
        payload: { sessionId: 's', messageId: aliceMessageId, rating: 1, category: 'accuracy' },
        status: 404,
        code: 'notFound',
      },
      { method: 'POST', url: '/api/budgets', payload: { userId: a, category: 'Travel', amount: '10' }, status: 403, code: 'userIdMismatch' },
      { method: 'PUT', url: '/api/user/email', payload: { userId: a, email: null }, status: 403, code: 'userIdMismatch' },
      { method: 'POST', url: '/api/chat', payload: { userId: a, message: 'spent 5 on lunch' }, status: 403, code: 'userIdMismatch' },
      { method: 'GET', url: `/api/chat/history?userId=${a}`, status: 403, code: 'userIdMismatch' },
    ];
    for (const { method, url, payload, status, code } of attempts) {
      const res = await t.app.inject({ method, url, headers: bob.headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(status);
      expect(res.json().code, `${method} ${url}`).toBe(code);
    }
    expect(await aliceView()).toEqual(before);
    expect(await snapshotUserData(t.database.db)).toEqual(stored);
  });

  it('Bob cannot move his own transaction into Alice’s category', async () => {
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: bob.headers,
      payload: { type: 'expense', amount: '3', currency: 'USD', description: 'bob coffee', category: 'Dining', transactionDate: '2026-03-12' },
    });
    expect(mine.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/transactions/${mine.json().id}`,
      headers: bob.headers,
      payload: { categoryId: owned.categoryId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('categoryInvalid');
    const after = await t.app.inject({ method: 'GET', url: `/api/transactions/${mine.json().id}`, headers: bob.headers });
    expect(after.json().categoryId).toBe(mine.json().categoryId);
  });

  it('the objects were real: Alice herself can use every one of those routes', async () => {
    const as = (method: Method, url: string, payload?: object) =>
      t.app.inject({ method, url, headers: owned.alice.headers, ...(payload ? { payload } : {}) });
    expect((await as('POST', `/api/chat/reviews/${owned.transactionId}/confirm`)).statusCode).toBe(200);
    expect((await as('PATCH', `/api/transactions/${owned.transactionId}`, { description: 'Alice dinner' })).statusCode).toBe(200);
    expect((await as('PUT', `/api/budgets/${owned.budgetId}`, { amount: '310' })).statusCode).toBe(200);
    expect((await as('PATCH', `/api/categories/${owned.categoryId}`, { name: 'Alice Crafts' })).statusCode).toBe(200);
    expect((await as('GET', `/api/users/${owned.alice.id}/export`)).statusCode).toBe(200);
    expect((await as('DELETE', `/api/transactions/${owned.transactionId}`)).statusCode).toBe(200);
    expect((await as('DELETE', `/api/budgets/${owned.budgetId}`)).statusCode).toBe(200);
    expect((await as('GET', `/api/recurring/${owned.recurringRuleId}`)).statusCode).toBe(200);
    expect((await as('DELETE', `/api/recurring/${owned.recurringRuleId}/occurrences/${RULE_DATE}`)).statusCode).toBe(204);
    expect((await as('PUT', `/api/recurring/${owned.recurringRuleId}/occurrences/${RULE_DATE}`, { skip: true })).statusCode).toBe(200);
    expect((await as('PATCH', `/api/recurring/${owned.recurringRuleId}`, { amount: '16' })).statusCode).toBe(200);
    expect((await as('DELETE', `/api/recurring/${owned.recurringRuleId}`)).statusCode).toBe(204);
  });
});

describe('figures', () => {
  it('counts routes by access (docs/security.md quotes them)', () => {
    const counts = { public: 0, user: 0, admin: 0 };
    for (const access of routeAccess.values()) counts[access] += 1;
    expect(counts).toEqual({ public: 13, user: 54, admin: 12 });
  });
});
