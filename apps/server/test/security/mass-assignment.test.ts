/**
 * Mass assignment: a write with a JSON body cannot set what the client does not own. Every such
 * endpoint is sent a valid body plus one field it must not take (another user's id, a row id, a
 * password hash, the verified flag, a creation date, admin flags): each is refused with a message
 * naming the field (400, the schemas are strict) or with 403 for a foreign userId, and no stored row
 * changes. The same body without the extra field is then accepted, so the refusal was the field's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgets, passwordResetTokens, users } from '../../src/db/schema';
import { routeAccess } from '../../src/http/access';
import { hashToken, newToken } from '../../src/modules/auth/sessions.service';
import { PASSWORD, randomAddress, registerUser, uniquePhone, type TestContext, type TestUser } from '../helpers/app';
import { ADMIN, createAdminTestApp, insertBetaFeedback, insertChatRows, loginAdmin, type TestAdmin } from '../helpers/admin';
import { snapshotUserData } from '../helpers/db-snapshot';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let t: TestContext;
let victim: TestUser;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createAdminTestApp();
  victim = await registerUser(t.app, { name: 'Victim Person' });
  admin = await loginAdmin(t.app);
});
afterAll(() => t.close());

/** The fields a client must never set, with values an attacker would send. */
const FORBIDDEN_FIELDS = (): Record<string, unknown> => ({
  userId: victim.id,
  id: 1,
  passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
  emailVerified: true,
  createdAt: '2000-01-01T00:00:00.000Z',
  isAdmin: true,
  role: 'admin',
  admin: true,
});

interface Prepared {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

interface WriteCase {
  method: Method;
  /** The route key in the route table. */
  route: string;
  /** A fresh actor and a body that succeeds as it is. */
  prepare: () => Promise<Prepared>;
  /** The status of the body as it is. */
  accepted: number;
}

const asUser = async (): Promise<{ user: TestUser; headers: Record<string, string> }> => {
  const user = await registerUser(t.app);
  return { user, headers: user.headers };
};

const created = async (user: TestUser, url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number };
};

const transactionBody = { type: 'expense', amount: '12.50', currency: 'USD', description: 'Lunch', category: 'Dining', transactionDate: '2026-03-10' };

/** A user's own expense category id, and a valid weekly rule far ahead (nothing is recorded). */
const recurringFor = async (user: TestUser) => {
  const list = await t.app.inject({ method: 'GET', url: '/api/categories', headers: user.headers });
  const bills = (list.json() as { id: number; name: string; type: string }[]).find((c) => c.name === 'Bills' && c.type === 'expense')!;
  return { type: 'expense', amount: '30.00', categoryId: bills.id, description: 'Gym', frequency: 'weekly', startDate: '2099-01-01' };
};

/** A user's preview of a small Nubank statement (nothing written yet). */
const importPreview = async (user: TestUser) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/imports?fileName=nubank.csv',
    headers: { ...user.headers, 'content-type': 'application/octet-stream' },
    payload: 'Data,Valor,Identificador,Descrição\n01/03/2026,-12.50,ma-1,Compra UBER\n02/03/2026,-7.00,ma-2,Padaria',
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
};

const CASES: WriteCase[] = [
  {
    method: 'POST',
    route: '/api/imports/:id/mapping',
    prepare: async () => {
      const { user, headers } = await asUser();
      const preview = await importPreview(user);
      return { url: `/api/imports/${preview.id}/mapping`, headers, body: { mapping: { date: 0, description: 3, amount: 1, dateOrder: 'DMY', decimalSeparator: '.' } } };
    },
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/imports/:id/confirm',
    prepare: async () => {
      const { user, headers } = await asUser();
      const preview = await importPreview(user);
      return { url: `/api/imports/${preview.id}/confirm`, headers, body: { exclude: [1] } };
    },
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/recurring',
    prepare: async () => {
      const { user, headers } = await asUser();
      return { url: '/api/recurring', headers, body: await recurringFor(user) };
    },
    accepted: 201,
  },
  {
    method: 'PATCH',
    route: '/api/recurring/:id',
    prepare: async () => {
      const { user, headers } = await asUser();
      const rule = await created(user, '/api/recurring', await recurringFor(user));
      return { url: `/api/recurring/${rule.id}`, headers, body: { amount: '35.00', isActive: false } };
    },
    accepted: 200,
  },
  {
    method: 'PUT',
    route: '/api/recurring/:id/occurrences/:date',
    prepare: async () => {
      const { user, headers } = await asUser();
      const rule = await created(user, '/api/recurring', await recurringFor(user));
      return { url: `/api/recurring/${rule.id}/occurrences/2099-01-08`, headers, body: { amount: '40.00' } };
    },
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/recurring/suggestions/dismiss',
    prepare: async () => {
      const { headers } = await asUser();
      return { url: '/api/recurring/suggestions/dismiss', headers, body: { key: 'monthly:expense:USD:netflix' } };
    },
    accepted: 204,
  },
  {
    method: 'POST',
    route: '/api/auth/register',
    prepare: async () => {
      const phoneNumber = uniquePhone();
      return {
        url: '/api/auth/register',
        headers: {},
        body: { name: 'New Person', phoneNumber, email: `new-${phoneNumber.slice(1)}@example.com`, password: PASSWORD },
      };
    },
    accepted: 201,
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    prepare: async () => {
      const { user } = await asUser();
      return { url: '/api/auth/login', headers: {}, body: { phoneNumber: user.phoneNumber, password: PASSWORD } };
    },
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/auth/request-password-reset',
    prepare: async () => ({ url: '/api/auth/request-password-reset', headers: {}, body: { email: victim.email } }),
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    prepare: async () => {
      const { user } = await asUser();
      const token = newToken();
      await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      await t.database.db
        .insert(passwordResetTokens)
        .values({ userId: user.id, token: hashToken(token), email: user.email, expiresAt: new Date(Date.now() + 3600_000) });
      return { url: '/api/auth/reset-password', headers: {}, body: { token, newPassword: 'Brand-New-Pass2' } };
    },
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/support',
    prepare: async () => ({
      url: '/api/support',
      headers: {},
      body: { name: 'Visitor', email: 'visitor@example.com', subject: 'Hello', message: 'A question' },
    }),
    accepted: 201,
  },
  {
    method: 'POST',
    route: '/api/admin/login',
    prepare: async () => ({ url: '/api/admin/login', headers: {}, body: { ...ADMIN } }),
    accepted: 200,
  },
  {
    method: 'PATCH',
    route: '/api/users/:id/password',
    prepare: async () => {
      const { user, headers } = await asUser();
      return { url: `/api/users/${user.id}/password`, headers, body: { currentPassword: PASSWORD, newPassword: 'Changed-Pass3' } };
    },
    accepted: 200,
  },
  ...(['PATCH', 'POST'] as const).map(
    (method): WriteCase => ({
      method,
      route: '/api/users/:id/language',
      prepare: async () => {
        const { user, headers } = await asUser();
        return { url: `/api/users/${user.id}/language`, headers, body: { language: 'pt' } };
      },
      accepted: 200,
    }),
  ),
  {
    method: 'PATCH',
    route: '/api/users/:id/currency',
    prepare: async () => {
      const { user, headers } = await asUser();
      return { url: `/api/users/${user.id}/currency`, headers, body: { currency: 'EUR' } };
    },
    accepted: 200,
  },
  {
    method: 'PATCH',
    route: '/api/users/:id/timezone',
    prepare: async () => {
      const { user, headers } = await asUser();
      return { url: `/api/users/${user.id}/timezone`, headers, body: { timezone: 'Europe/Lisbon' } };
    },
    accepted: 200,
  },
  {
    method: 'PUT',
    route: '/api/user/email',
    prepare: async () => {
      const { user, headers } = await asUser();
      return { url: '/api/user/email', headers, body: { email: `changed-${user.id}@example.com` } };
    },
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/auth/resend-verification',
    prepare: async () => {
      const { headers } = await asUser();
      return { url: '/api/auth/resend-verification', headers, body: {} };
    },
    accepted: 200,
  },
  {
    method: 'PUT',
    route: '/api/user/messaging',
    prepare: async () => {
      const { headers } = await asUser();
      return { url: '/api/user/messaging', headers, body: { enabled: false } };
    },
    accepted: 200,
  },
  {
    method: 'DELETE',
    route: '/api/users/:id',
    prepare: async () => {
      const { user, headers } = await asUser();
      return { url: `/api/users/${user.id}`, headers, body: { password: PASSWORD } };
    },
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/categories',
    prepare: async () => {
      const { headers } = await asUser();
      return { url: '/api/categories', headers, body: { name: 'Garden', type: 'expense' } };
    },
    accepted: 201,
  },
  {
    method: 'PATCH',
    route: '/api/categories/:id',
    prepare: async () => {
      const { user, headers } = await asUser();
      const category = await created(user, '/api/categories', { name: 'Garden', type: 'expense' });
      return { url: `/api/categories/${category.id}`, headers, body: { name: 'Backyard' } };
    },
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/transactions',
    prepare: async () => {
      const { headers } = await asUser();
      return { url: '/api/transactions', headers, body: { ...transactionBody } };
    },
    accepted: 201,
  },
  {
    method: 'PATCH',
    route: '/api/transactions/:id',
    prepare: async () => {
      const { user, headers } = await asUser();
      const transaction = await created(user, '/api/transactions', transactionBody);
      return { url: `/api/transactions/${transaction.id}`, headers, body: { amount: '13.00' } };
    },
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/budgets',
    prepare: async () => {
      const { headers } = await asUser();
      return { url: '/api/budgets', headers, body: { category: 'Dining', amount: '300' } };
    },
    accepted: 201,
  },
  {
    method: 'PUT',
    route: '/api/budgets/:budgetId',
    prepare: async () => {
      const { user, headers } = await asUser();
      const budget = await created(user, '/api/budgets', { category: 'Dining', amount: '300' });
      return { url: `/api/budgets/${budget.id}`, headers, body: { amount: '350' } };
    },
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/feedback/message',
    prepare: async () => {
      const { user, headers } = await asUser();
      const [row] = await insertChatRows(t.database.db, [{ userId: user.id, messageId: `m-${user.id}` }]);
      return {
        url: '/api/feedback/message',
        headers,
        body: { sessionId: row!.sessionId, messageId: row!.messageId, rating: 5, category: 'helpfulness' },
      };
    },
    accepted: 201,
  },
  {
    method: 'POST',
    route: '/api/feedback/beta',
    prepare: async () => {
      const { headers } = await asUser();
      return { url: '/api/feedback/beta', headers, body: { title: 'Idea', description: 'Dark mode please' } };
    },
    accepted: 201,
  },
  {
    method: 'POST',
    route: '/api/chat',
    prepare: async () => {
      const { headers } = await asUser();
      return { url: '/api/chat', headers, body: { message: 'coffee 4.50' } };
    },
    accepted: 200,
  },
  {
    method: 'POST',
    route: '/api/export/report',
    prepare: async () => {
      const { headers } = await asUser();
      return { url: '/api/export/report', headers, body: { format: 'csv', reportType: 'transactions', currency: 'USD' } };
    },
    accepted: 200,
  },
  {
    method: 'PATCH',
    route: '/api/admin/users/:id',
    prepare: async () => {
      const { user } = await asUser();
      return { url: `/api/admin/users/${user.id}`, headers: admin.headers, body: { firstName: 'Renamed' } };
    },
    accepted: 200,
  },
  {
    method: 'PATCH',
    route: '/api/admin/feedback/:id',
    prepare: async () => {
      const { user } = await asUser();
      const [row] = await insertBetaFeedback(t.database.db, { userId: user.id });
      return { url: `/api/admin/feedback/beta-${row!.id}`, headers: admin.headers, body: { isResolved: true } };
    },
    accepted: 200,
  },
];

/**
 * Write routes that take no JSON body of their own: nothing in a body can reach them. The webhook
 * takes the provider's form fields (all of them signed), so it is a loose schema by design.
 */
const WITHOUT_JSON_BODY = [
  'POST /api/auth/logout',
  'POST /api/admin/logout',
  'POST /api/budgets/:userId/quick-setup',
  'POST /api/messaging/twilio',
  'DELETE /api/categories/:id',
  'DELETE /api/transactions/:id',
  'DELETE /api/budgets/:budgetId',
  'DELETE /api/learned-rules/:id',
  'DELETE /api/recurring/:id',
  'DELETE /api/recurring/:id/occurrences/:date',
  // The statement itself is the body (application/octet-stream), read by the parsers, never as fields.
  'POST /api/imports',
  'DELETE /api/imports/:id',
  'POST /api/chat/reviews/:transactionId/confirm',
  'DELETE /api/admin/users/:id',
  'DELETE /api/admin/feedback/:id',
];

describe('mass assignment', () => {
  it('covers every write route: each takes a strict JSON body tested here, or none', () => {
    const writes = [...routeAccess.keys()].filter((key) => !key.startsWith('GET ')).sort();
    const covered = [...CASES.map((c) => `${c.method} ${c.route}`), ...WITHOUT_JSON_BODY].sort();
    expect(covered).toEqual(writes);
  });

  it.each(CASES.map((c) => [`${c.method} ${c.route}`, c] as const))(
    '%s refuses every field the client does not own, and changes nothing',
    async (_name, c) => {
      const { url, body, headers } = await c.prepare();
      // Sign-up mail is sent after the answer: let it land before the data is compared.
      await t.app.background.drain();
      const before = await snapshotUserData(t.database.db);
      for (const [field, value] of Object.entries(FORBIDDEN_FIELDS())) {
        const res = await t.app.inject({ method: c.method, url, headers, remoteAddress: randomAddress(), payload: { ...body, [field]: value } });
        const answer = res.json() as { error: string; code: string };
        if (field === 'userId' && res.statusCode === 403) {
          // The spec's payloads carry a userId: one naming someone else is refused as such.
          expect(answer).toEqual({ code: 'userIdMismatch', error: 'You can only act on your own account' });
        } else {
          expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
          // The message names the field, so a developer calling the API knows what to remove.
          expect(answer.code, field).toBe('validation');
          expect(answer.error, field).toBe(`Unrecognized key: "${field}"`);
        }
      }
      expect(await snapshotUserData(t.database.db)).toEqual(before);

      const control = await t.app.inject({ method: c.method, url, headers, remoteAddress: randomAddress(), payload: body });
      expect(control.statusCode, control.body).toBe(c.accepted);
      await t.app.background.drain();
    },
  );

  it('quick setup takes no body: whatever is sent, the budgets are the session user’s', async () => {
    const { user, headers } = await asUser();
    const victimBudgets = await t.database.db.select().from(budgets).where(eq(budgets.userId, victim.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/budgets/${user.id}/quick-setup`,
      headers,
      payload: { ...FORBIDDEN_FIELDS(), amount: '1' },
    });
    expect(res.statusCode).toBe(201);
    const made = res.json() as { userId: number }[];
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((b) => b.userId === user.id)).toBe(true);
    expect(await t.database.db.select().from(budgets).where(eq(budgets.userId, victim.id))).toEqual(victimBudgets);
  });

  it('a userId in the body is the session user’s own or refused: it never redirects a write', async () => {
    const { user, headers } = await asUser();
    const own = await t.app.inject({ method: 'POST', url: '/api/transactions', headers, payload: { ...transactionBody, userId: user.id } });
    expect(own.statusCode).toBe(201);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/transactions', headers, payload: { ...transactionBody, userId: victim.id } });
    expect(foreign.statusCode).toBe(403);
    const victimView = await t.app.inject({ method: 'GET', url: '/api/transactions', headers: victim.headers });
    expect(victimView.json().total).toBe(0);
  });
});
