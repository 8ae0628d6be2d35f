/**
 * A bounded, seeded fuzz over every route that takes a body, a query or a path parameter: wrong
 * types, huge and strange strings, impossible amounts and dates, deep JSON, arrays for objects,
 * injected ids. Every answer must be below 500, carry no stack trace or file path, and (when it is a
 * JSON error) a message; and a refused request (4xx) must leave the stored data exactly as it was.
 *
 * The run is reproducible: FUZZ_SEED and FUZZ_REQUESTS (environment) choose it, the defaults are
 * fixed. A failure names the seed, the request number and the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccess } from '../../src/http/access';
import { PASSWORD, registerUser, uniquePhone, type TestContext, type TestUser } from '../helpers/app';
import { ADMIN, createAdminTestApp, insertBetaFeedback, insertChatRows, loginAdmin, type TestAdmin } from '../helpers/admin';
import { digestUserData, writeMark } from '../helpers/db-snapshot';
import * as schema from '../../src/db/schema';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);

/** mulberry32: a small, fast PRNG with a 32-bit seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

// ---- hostile values ----

const HUGE = 'x'.repeat(100_000);
const STRINGS = [
  '',
  ' ',
  HUGE,
  'é'.repeat(100_000),
  '💸'.repeat(30_000),
  '💸🧾👨‍👩‍👧‍👦',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\uFEFF12',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '1 or 1=1',
  '%00',
  '../../etc/passwd',
  'null',
  'true',
  '{}',
  ' 12 ',
  '١٢٣',
  '１２',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '0.001',
  '99999999999999999999',
  '100000000.00',
  '1e-7',
  '0x10',
  '1,000.00',
  '12.345',
  '2026-02-30',
  '0000-00-00',
  '2026-13-01',
  '2026-02-28T25:61:00Z',
  '1969-12-31',
  '2101-01-01',
  '9999-12-31T23:59:59Z',
  'USD ',
  'xyz',
  'pt-BR',
  'Mars/Olympus',
] as const;
const NUMBERS = [0, -1, -0.01, 1.5, 0.001, 2 ** 31, 2 ** 53 + 2, 2 ** 63, 1e308, -1e308, 1e-300, 0.1 + 0.2, 99_999_999.99, 100_000_000] as const;
const SHAPES: unknown[] = [null, true, false, {}, [], [1, 2, 3], ['a'], { a: 1 }, [{}], { $gt: '' }, [null], { toString: 'x' }];
const IDS = ['abc', '-1', '0', '9223372036854775808', '1 or 1=1', "1'", '1.5', '2147483648', '99999999999999999999', '%00', '..', '', ' ', 'null', 'NaN', '１', '2147483000'] as const;
/** Raw JSON tokens that JSON.stringify cannot produce. */
const RAW_TOKENS = ['1e309', '-1e309', '1e-400', '123456789012345678901234567890', '-0', '0.0000000000000000000001'] as const;

const DEEP = 10_000;
const RAW_BODIES = [
  '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP),
  '['.repeat(DEEP) + ']'.repeat(DEEP),
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"amount":',
  '{"a":1,}',
  'null',
  '"just a string"',
  '12',
  '',
  '\u0000',
  '{"a":"\\ud800"}',
] as const;

function hostileValue(rng: Rng): unknown {
  const kind = rng.int(10);
  if (kind < 5) return rng.pick(STRINGS);
  if (kind < 7) return rng.pick(NUMBERS);
  if (kind < 9) return rng.pick(SHAPES);
  // Nesting deep enough to matter to a recursive walk, small enough for the body limit.
  let value: unknown = 'deep';
  for (let i = 0; i < 2_000; i++) value = [value];
  return value;
}

// ---- the routes ----

interface Ids {
  user: TestUser;
  decoy: TestUser;
  categoryId: number;
  deletableCategoryId: number;
  transactionId: number;
  deletableTransactionId: number;
  budgetId: number;
  deletableBudgetId: number;
  learnedRuleId: number;
  recurringRuleId: number;
  deletableRecurringRuleId: number;
  /** Statement import previews (uuid). */
  importId: string;
  deletableImportId: string;
  messageId: string;
  betaFeedbackId: number;
}

interface FuzzRoute {
  as: 'anonymous' | 'user' | 'admin';
  /** Valid values for the path parameters, by name. */
  params?: (ids: Ids) => Record<string, string | number>;
  /** A valid query. */
  query?: (ids: Ids) => Record<string, string | number>;
  /** A valid body; `form` bodies are sent url-encoded (the provider's webhook). */
  body?: (ids: Ids) => Record<string, unknown>;
  form?: boolean;
}

const txBody = { type: 'expense', amount: '12.50', currency: 'USD', description: 'Lunch', category: 'Dining', transactionDate: '2026-03-10' };
const ownId = (ids: Ids) => ({ id: ids.user.id });
/** Weekly from far ahead: a valid rule whose dates the run never reaches. */
const recurringBody = (ids: Ids) => ({
  type: 'expense',
  amount: '40.00',
  currency: 'USD',
  categoryId: ids.categoryId,
  description: 'Gym',
  frequency: 'weekly',
  startDate: '2099-01-01',
});
const ownUserId = (ids: Ids) => ({ userId: ids.user.id });

const FUZZ_ROUTES: Record<string, FuzzRoute> = {
  'POST /api/auth/register': {
    as: 'anonymous',
    body: () => {
      const phoneNumber = uniquePhone();
      return { name: 'Fuzz Person', phoneNumber, email: `f${phoneNumber.slice(1)}@example.com`, password: PASSWORD, preferredCurrency: 'EUR', preferredLanguage: 'pt', timezone: 'Europe/Lisbon' };
    },
  },
  'POST /api/auth/login': { as: 'anonymous', body: (ids) => ({ phoneNumber: ids.decoy.phoneNumber, password: 'Wrong-Pass1' }) },
  'GET /api/auth/verify-email': { as: 'anonymous', query: () => ({ token: 'a'.repeat(43) }) },
  'POST /api/auth/request-password-reset': { as: 'anonymous', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/auth/reset-password': { as: 'anonymous', body: () => ({ token: 'a'.repeat(43), newPassword: 'New-Pass-123' }) },
  'POST /api/support': { as: 'anonymous', body: () => ({ name: 'Visitor', email: 'visitor@example.com', subject: 'Hello', message: 'How do I export?' }) },
  'POST /api/messaging/twilio': { as: 'anonymous', form: true, body: () => ({ From: '+12025550123', Body: 'coffee 4', MessageSid: 'SM123' }) },
  'POST /api/admin/login': { as: 'anonymous', body: () => ({ username: ADMIN.username, password: 'Wrong-Password-9' }) },

  'POST /api/auth/resend-verification': { as: 'user', body: (ids) => ({ userId: ids.user.id, email: ids.user.email }) },
  'PUT /api/user/email': { as: 'user', body: (ids) => ({ userId: ids.user.id, email: `fuzz-${ids.user.id}@example.com` }) },
  'PUT /api/user/messaging': { as: 'user', body: () => ({ enabled: true }) },
  'GET /api/users/:id': { as: 'user', params: ownId },
  // A wrong password: the account must survive the run.
  'DELETE /api/users/:id': { as: 'user', params: ownId, body: (ids) => ({ userId: ids.user.id, password: 'Not-The-Password1' }) },
  'GET /api/users/:id/export': { as: 'user', params: ownId },
  'PATCH /api/users/:id/password': {
    as: 'user',
    params: ownId,
    body: (ids) => ({ userId: ids.user.id, currentPassword: 'Not-The-Password1', newPassword: 'New-Pass-123' }),
  },
  'PATCH /api/users/:id/currency': { as: 'user', params: ownId, body: () => ({ currency: 'EUR' }) },
  'PATCH /api/users/:id/language': { as: 'user', params: ownId, body: () => ({ language: 'es' }) },
  'POST /api/users/:id/language': { as: 'user', params: ownId, body: () => ({ language: 'en' }) },
  'PATCH /api/users/:id/timezone': { as: 'user', params: ownId, body: () => ({ timezone: 'America/Sao_Paulo' }) },
  'GET /api/categories': { as: 'user', query: ownUserId },
  'POST /api/categories': { as: 'user', body: (ids) => ({ userId: ids.user.id, name: 'Garden', type: 'expense' }) },
  'PATCH /api/categories/:id': { as: 'user', params: (ids) => ({ id: ids.categoryId }), body: () => ({ name: 'Hobbies', isActive: true }) },
  'DELETE /api/categories/:id': { as: 'user', params: (ids) => ({ id: ids.deletableCategoryId }) },
  'GET /api/transactions': {
    as: 'user',
    query: (ids) => ({ userId: ids.user.id, period: 'custom', from: '2026-01-01', to: '2026-12-31', type: 'expense', category: 'Dining', tag: 'work', limit: 10, offset: 0 }),
  },
  'POST /api/transactions': { as: 'user', body: (ids) => ({ ...txBody, userId: ids.user.id, tags: ['work'], rawInput: 'lunch 12.50' }) },
  'GET /api/transactions/:id': { as: 'user', params: (ids) => ({ id: ids.transactionId }) },
  'PATCH /api/transactions/:id': {
    as: 'user',
    params: (ids) => ({ id: ids.transactionId }),
    body: () => ({ amount: '13.00', description: 'Dinner', transactionDate: '2026-03-11', tags: ['food'], learn: true }),
  },
  'DELETE /api/transactions/:id': { as: 'user', params: (ids) => ({ id: ids.deletableTransactionId }) },
  'GET /api/dashboard': { as: 'user', query: (ids) => ({ userId: ids.user.id, period: 'year' }) },
  'POST /api/budgets': { as: 'user', body: (ids) => ({ userId: ids.user.id, category: 'Travel', amount: '500', currency: 'USD', period: 'yearly' }) },
  'GET /api/budgets/:userId': { as: 'user', params: ownUserId },
  'GET /api/budgets/:userId/performance': { as: 'user', params: ownUserId },
  'GET /api/budgets/:userId/insights': { as: 'user', params: ownUserId },
  'POST /api/budgets/:userId/quick-setup': { as: 'user', params: ownUserId },
  'PUT /api/budgets/:budgetId': { as: 'user', params: (ids) => ({ budgetId: ids.budgetId }), body: () => ({ amount: '320', period: 'monthly', isActive: true }) },
  'DELETE /api/budgets/:budgetId': { as: 'user', params: (ids) => ({ budgetId: ids.deletableBudgetId }) },
  'POST /api/feedback/message': {
    as: 'user',
    body: (ids) => ({ userId: ids.user.id, sessionId: 's-fuzz', messageId: ids.messageId, rating: 4, category: 'accuracy', feedbackText: 'ok' }),
  },
  'POST /api/feedback/beta': {
    as: 'user',
    body: () => ({ feedbackType: 'bug_report', title: 'Bug', description: 'Something broke', priority: 'high', userAgent: 'fuzz', url: '/chat' }),
  },
  'DELETE /api/learned-rules/:id': { as: 'user', params: (ids) => ({ id: ids.learnedRuleId }) },
  'POST /api/recurring': { as: 'user', body: (ids) => ({ ...recurringBody(ids), dayOfMonth: 31, endDate: '2099-12-31', suggestionKey: 'monthly:expense:USD:gym' }) },
  'GET /api/recurring/upcoming': { as: 'user', query: () => ({ days: 30 }) },
  'POST /api/recurring/suggestions/dismiss': { as: 'user', body: () => ({ key: 'monthly:expense:USD:netflix' }) },
  'GET /api/recurring/:id': { as: 'user', params: (ids) => ({ id: ids.recurringRuleId }) },
  'PATCH /api/recurring/:id': {
    as: 'user',
    params: (ids) => ({ id: ids.recurringRuleId }),
    body: () => ({ amount: '45.50', currency: 'EUR', frequency: 'monthly', dayOfMonth: 15, startDate: '2099-01-01', endDate: null, isActive: true }),
  },
  'DELETE /api/recurring/:id': { as: 'user', params: (ids) => ({ id: ids.deletableRecurringRuleId }) },
  'PUT /api/recurring/:id/occurrences/:date': { as: 'user', params: (ids) => ({ id: ids.recurringRuleId, date: '2099-01-08' }), body: () => ({ amount: '12.00' }) },
  'DELETE /api/recurring/:id/occurrences/:date': { as: 'user', params: (ids) => ({ id: ids.recurringRuleId, date: '2099-01-15' }) },
  'POST /api/imports': { as: 'user', query: () => ({ fileName: 'nubank.csv' }) },
  'POST /api/imports/:id/mapping': {
    as: 'user',
    params: (ids) => ({ id: ids.importId }),
    body: () => ({ mapping: { date: 0, description: 3, amount: 1, dateOrder: 'DMY', decimalSeparator: '.' } }),
  },
  'POST /api/imports/:id/confirm': { as: 'user', params: (ids) => ({ id: ids.importId }), body: () => ({ exclude: [1], changes: [{ index: 0, type: 'expense' }], includeDuplicates: [] }) },
  'DELETE /api/imports/:id': { as: 'user', params: (ids) => ({ id: ids.deletableImportId }) },
  'POST /api/chat': {
    as: 'user',
    body: () => ({ message: 'spent 12 on lunch', sessionId: 'fuzz-session', conversationHistory: [{ role: 'user', content: 'hi', timestamp: 1 }] }),
  },
  'GET /api/chat/history': { as: 'user', query: (ids) => ({ userId: ids.user.id, before: 1000, limit: 10 }) },
  'POST /api/chat/reviews/:transactionId/confirm': { as: 'user', params: (ids) => ({ transactionId: ids.transactionId }) },
  'POST /api/export/report': {
    as: 'user',
    body: () => ({ format: 'csv', reportType: 'expenses', currency: 'USD', dateRange: { startDate: '2026-01-01', endDate: '2026-03-31' } }),
  },

  'GET /api/admin/users': { as: 'admin', query: () => ({ page: 1, sort: 'name', order: 'asc' }) },
  'GET /api/admin/users/:id': { as: 'admin', params: (ids) => ({ id: ids.decoy.id }) },
  'PATCH /api/admin/users/:id': {
    as: 'admin',
    params: (ids) => ({ id: ids.decoy.id }),
    body: () => ({ firstName: 'Dee', lastName: 'Coy', email: 'decoy@example.com', preferredCurrency: 'GBP', preferredLanguage: 'es' }),
  },
  // An id no user has: the run must not delete its own accounts.
  'DELETE /api/admin/users/:id': { as: 'admin', params: () => ({ id: 2147483000 }) },
  'GET /api/admin/feedback': { as: 'admin', query: () => ({ page: 1, status: 'open' }) },
  'PATCH /api/admin/feedback/:id': { as: 'admin', params: (ids) => ({ id: `beta-${ids.betaFeedbackId}` }), body: () => ({ isResolved: true }) },
  'DELETE /api/admin/feedback/:id': { as: 'admin', params: () => ({ id: 'support-2147483000' }) },
  'GET /api/admin/analytics': { as: 'admin', query: () => ({ page: 1, days: 30 }) },
  'GET /api/admin/analytics/corrections': { as: 'admin', query: () => ({ days: 90 }) },
};

/** Routes with no body, query or path parameter: nothing to fuzz. */
const WITHOUT_INPUT = [
  'GET /api/health',
  'GET /api/currencies',
  'GET /api/beta/seats',
  'POST /api/auth/logout',
  'POST /api/admin/logout',
  'GET /api/auth/me',
  'GET /api/user',
  'GET /api/user/messaging',
  'GET /api/admin/session',
  'GET /api/admin/stats',
  'GET /api/admin/metrics',
  'GET /api/learned-rules',
  'GET /api/recurring',
  'GET /api/recurring/suggestions',
  'GET /api/imports',
];

// ---- building one request ----

interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was done to the valid request, for a failure message. */
  mutation: string;
}

function mutateObject(rng: Rng, valid: Record<string, unknown>): { value: unknown; mutation: string } {
  const keys = Object.keys(valid);
  const copy: Record<string, unknown> = { ...valid };
  const roll = rng.int(100);
  if (roll < 55 && keys.length > 0) {
    const changes = rng.chance(0.25) ? 2 : 1;
    const names: string[] = [];
    for (let i = 0; i < changes; i++) {
      const key = rng.pick(keys);
      copy[key] = hostileValue(rng);
      names.push(key);
    }
    return { value: copy, mutation: `set ${names.join(', ')}` };
  }
  if (roll < 68 && keys.length > 0) {
    const key = rng.pick(keys);
    delete copy[key];
    return { value: copy, mutation: `drop ${key}` };
  }
  if (roll < 76) {
    copy[rng.pick(['extra', 'isAdmin', '__proto__', 'constructor', 'id'])] = hostileValue(rng);
    return { value: copy, mutation: 'unknown field' };
  }
  if (roll < 88) {
    const replacement = rng.pick([[], [valid], 'text', 42, null, true, hostileValue(rng)]);
    return { value: replacement, mutation: 'whole body replaced' };
  }
  return { value: valid, mutation: 'valid' };
}

function buildRequest(rng: Rng, key: string, route: FuzzRoute, ids: Ids, cookies: { user: string; admin: string }): FuzzRequest {
  const [method, pattern] = key.split(' ') as [FuzzRequest['method'], string];
  const mutations: string[] = [];

  const params = route.params?.(ids) ?? {};
  let url = pattern;
  for (const [name, value] of Object.entries(params)) {
    let v: string = String(value);
    if (rng.chance(0.3)) {
      v = rng.pick(IDS);
      mutations.push(`param ${name}=${JSON.stringify(v)}`);
    }
    url = url.replace(`:${name}`, encodeURIComponent(v));
  }

  if (route.query) {
    const { value, mutation } = mutateObject(rng, route.query(ids));
    const search = new URLSearchParams();
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (Array.isArray(v)) for (const item of v) search.append(k, typeof item === 'string' ? item : JSON.stringify(item));
        else search.append(k, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
      }
      if (rng.chance(0.1)) {
        const repeated = rng.pick(Object.keys(value));
        if (repeated) search.append(repeated, rng.pick(STRINGS).slice(0, 200));
        mutations.push('repeated key');
      }
    } else {
      search.append('q', JSON.stringify(value) ?? '');
    }
    const query = search.toString();
    if (query) url += `?${query.slice(0, 20_000)}`;
    mutations.push(`query ${mutation}`);
  }

  const headers: Record<string, string> = {};
  if (route.as === 'user') headers.cookie = cookies.user;
  if (route.as === 'admin') headers.cookie = cookies.admin;

  let payload: string | undefined;
  if (route.body) {
    const roll = rng.int(100);
    if (route.form) {
      const { value, mutation } = mutateObject(rng, route.body(ids));
      const form = new URLSearchParams();
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [k, v] of Object.entries(value)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
      }
      payload = form.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      mutations.push(`form ${mutation}`);
    } else if (roll < 12) {
      payload = rng.pick(RAW_BODIES);
      headers['content-type'] = 'application/json';
      mutations.push(`raw body ${JSON.stringify(payload.slice(0, 40))}`);
    } else if (roll < 20) {
      const valid = route.body(ids);
      const field = rng.pick(Object.keys(valid));
      const token = rng.pick(RAW_TOKENS);
      payload = JSON.stringify({ ...valid, [field]: '__RAW__' }).replace('"__RAW__"', token);
      headers['content-type'] = 'application/json';
      mutations.push(`raw ${field}=${token}`);
    } else if (roll < 24) {
      payload = JSON.stringify(route.body(ids));
      headers['content-type'] = rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']);
      mutations.push(`content-type ${headers['content-type']}`);
    } else {
      const { value, mutation } = mutateObject(rng, route.body(ids));
      payload = JSON.stringify(value);
      headers['content-type'] = 'application/json';
      mutations.push(`body ${mutation}`);
    }
  }
  return { method, url, headers, payload, mutation: mutations.join('; ') || 'valid' };
}

// ---- what every answer must satisfy ----

/** Signs of an internal error leaking: a stack frame, a source path, a module folder. */
const LEAK = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|\/apps\/server\/|file:\/\/|\.[jt]s:\d+:\d+|Error: .*\//;

let t: TestContext;
let ids: Ids;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createAdminTestApp({ RATE_LIMIT_SCALE: '1000', BETA_SEATS: '100000' });
  // The decoy is the first user (id 1): ids the fuzz coerces to small numbers land on it, not on the
  // account the run signs in with.
  const decoy = await registerUser(t.app, { name: 'Decoy Person' });
  const user = await registerUser(t.app, { name: 'Fuzz Person' });
  admin = await loginAdmin(t.app);
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: user.headers, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const [message] = await insertChatRows(t.database.db, [{ userId: user.id, messageId: 'fuzz-message-1' }]);
  const [beta] = await insertBetaFeedback(t.database.db, { userId: user.id });
  ids = {
    user,
    decoy,
    categoryId: (await post('/api/categories', { name: 'Fuzz Hobby', type: 'expense' })).id,
    deletableCategoryId: (await post('/api/categories', { name: 'Fuzz Spare', type: 'expense' })).id,
    transactionId: (await post('/api/transactions', txBody)).id,
    deletableTransactionId: (await post('/api/transactions', txBody)).id,
    budgetId: (await post('/api/budgets', { category: 'Dining', amount: '300' })).id,
    deletableBudgetId: (await post('/api/budgets', { category: 'Shopping', amount: '100' })).id,
    learnedRuleId: 0,
    recurringRuleId: 0,
    deletableRecurringRuleId: 0,
    importId: '',
    deletableImportId: '',
    messageId: message!.messageId,
    betaFeedbackId: beta!.id,
  };
  const [rule] = await t.database.db
    .insert(schema.categoryRules)
    .values({ userId: user.id, pattern: 'fuzz cafe', categoryId: ids.categoryId })
    .returning({ id: schema.categoryRules.id });
  ids.learnedRuleId = rule!.id;
  ids.recurringRuleId = (await post('/api/recurring', recurringBody(ids))).id;
  ids.deletableRecurringRuleId = (await post('/api/recurring', recurringBody(ids))).id;
  const upload = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports?fileName=nubank.csv',
      headers: { ...user.headers, 'content-type': 'application/octet-stream' },
      payload: 'Data,Valor,Identificador,Descrição\n01/03/2026,-12.50,fuzz-1,Compra UBER\n02/03/2026,-7.00,fuzz-2,Padaria',
    });
    if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string };
  };
  ids.importId = (await upload()).id;
  ids.deletableImportId = (await upload()).id;
  // Sign-up mail is sent after the answer: let it land before the first digest.
  await t.app.background.drain();
});
afterAll(() => t.close());

describe('fuzz', () => {
  it('knows every route: each is fuzzed or listed as taking no input', () => {
    expect([...Object.keys(FUZZ_ROUTES), ...WITHOUT_INPUT].sort()).toEqual([...routeAccess.keys()].sort());
  });

  it('the write mark moves with every write, so an unmoved mark proves nothing was stored', async () => {
    // Reading the mark writes nothing: two reads in a row give the same mark. (On a shared PostgreSQL another test
    // file may take an id between them, so a few tries are allowed; one equal pair is enough.)
    let unmoved = false;
    for (let tries = 0; tries < 5 && !unmoved; tries += 1) {
      const first = await writeMark(t.database.db);
      unmoved = (await writeMark(t.database.db)) === first;
    }
    expect(unmoved).toBe(true);
    const before = await writeMark(t.database.db);
    await insertBetaFeedback(t.database.db, { userId: ids.decoy.id });
    expect(await writeMark(t.database.db)).not.toBe(before);
  });

  it(`${REQUESTS} seeded hostile requests: no 5xx, no leaks, a message on every error, nothing stored by a refusal`, { timeout: 180_000 }, async () => {
    const rng = prng(SEED);
    const keys = Object.keys(FUZZ_ROUTES).sort();
    const statuses: Record<string, number> = {};
    let digest = await digestUserData(t.database.db);
    let mark = await writeMark(t.database.db);
    let digests = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const key = keys[i % keys.length]!;
      const request = buildRequest(rng, key, FUZZ_ROUTES[key]!, ids, { user: ids.user.cookie, admin: admin.cookie });
      const where = `seed ${SEED} request #${i} ${request.method} ${request.url.slice(0, 200)} (${request.mutation})`;
      const res = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        remoteAddress: `10.${(i >> 8) & 255}.${i & 255}.7`,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const klass = `${Math.floor(res.statusCode / 100)}xx`;
      statuses[klass] = (statuses[klass] ?? 0) + 1;

      expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      expect(LEAK.test(res.body), `${where} leaks: ${res.body.slice(0, 300)}`).toBe(false);
      if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) {
        const body = res.json() as { error?: unknown; code?: unknown };
        expect(typeof body.error === 'string' && body.error.length > 0, `${where}: ${res.body.slice(0, 300)}`).toBe(true);
        expect(typeof body.code, where).toBe('string');
      }

      if (res.statusCode >= 400) {
        // Nothing written since the last look (same mark) means nothing changed; else compare the data.
        const now = await writeMark(t.database.db);
        if (now !== mark) {
          const after = await digestUserData(t.database.db);
          digests += 1;
          const changed = Object.keys(after).filter((table) => after[table] !== digest[table]);
          expect(changed, `${where} was refused (${res.statusCode}) but changed stored data`).toEqual([]);
          mark = now;
        }
      } else {
        // Accepted: mail and other work after the answer finish before the next comparison.
        await t.app.background.drain();
        digest = await digestUserData(t.database.db);
        mark = await writeMark(t.database.db);
      }
    }
    // The run exercised both sides: valid requests got through and hostile ones were refused.
    const summary = `seed ${SEED}: ${JSON.stringify(statuses)}, ${digests} refusals compared by digest`;
    expect(statuses['2xx'] ?? 0, summary).toBeGreaterThan(REQUESTS * 0.05);
    expect(statuses['4xx'] ?? 0, summary).toBeGreaterThan(REQUESTS * 0.5);
  });
});
