import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFeedback } from '@tally/shared/schemas/admin';
import * as schema from '../../db/schema';
import { registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import {
  createAdminTestApp,
  insertBetaFeedback,
  insertMessageFeedback,
  insertSupportMessage,
  loginAdmin,
  type TestAdmin,
} from '../../../test/helpers/admin';

let t: TestContext;
let admin: TestAdmin;
let alice: TestUser;
const ids: Record<string, string> = {};
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await loginAdmin(t.app);
  alice = await registerUser(t.app);
  const db = t.database.db;
  const [helpful] = await insertMessageFeedback(db, { userId: alice.id, rating: 5, category: 'helpfulness', timestamp: at(10) });
  const [notHelpful] = await insertMessageFeedback(db, { userId: alice.id, rating: 2, category: 'accuracy', feedbackText: 'Wrong category', timestamp: at(30) });
  const [bug] = await insertBetaFeedback(db, { userId: alice.id, feedbackType: 'bug_report', title: 'Crash', description: 'Export crashed', timestamp: at(20) });
  const [visitor] = await insertSupportMessage(db, { subject: 'Pricing', message: 'Is it free?', email: 'guest@example.com', createdAt: at(5) });
  const [member] = await insertSupportMessage(db, { userId: alice.id, subject: 'Help', message: 'Cannot log in', createdAt: at(40) });
  ids.helpful = `message-${helpful!.id}`;
  ids.notHelpful = `message-${notHelpful!.id}`;
  ids.bug = `beta-${bug!.id}`;
  ids.visitor = `support-${visitor!.id}`;
  ids.member = `support-${member!.id}`;
  // Older filler so the list has a second page.
  for (let i = 0; i < 8; i++) await insertBetaFeedback(db, { userId: alice.id, title: `Idea ${i}`, timestamp: at(100 + i) });
});
afterAll(() => t.close());

describe('GET /api/admin/feedback', () => {
  it('lists message feedback, beta feedback and support messages together, newest first, 10 a page', async () => {
    const res = await call('GET', '/api/admin/feedback');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 13, totalPages: 2 });
    expect(body.feedback.slice(0, 5).map((f: AdminFeedback) => f.id)).toEqual([ids.visitor, ids.helpful, ids.bug, ids.notHelpful, ids.member]);
    expect((await call('GET', '/api/admin/feedback?page=2')).json().feedback).toHaveLength(3);
  });

  it('answers each kind with type, rating out of 5, resolved flag, message, the user’s phone and date', async () => {
    const list: AdminFeedback[] = (await call('GET', '/api/admin/feedback')).json().feedback;
    const byId = Object.fromEntries(list.map((f) => [f.id, f]));
    expect(byId[ids.notHelpful]).toMatchObject({
      source: 'message',
      type: 'accuracy',
      rating: 2,
      isResolved: false,
      title: null,
      message: 'Wrong category',
      userId: alice.id,
      userPhone: alice.phoneNumber,
      contactEmail: null,
    });
    expect(byId[ids.bug]).toMatchObject({ source: 'beta', type: 'bug_report', rating: null, title: 'Crash', message: 'Export crashed', userPhone: alice.phoneNumber });
    expect(byId[ids.visitor]).toMatchObject({ source: 'support', type: 'support', title: 'Pricing', userId: null, userPhone: null, contactEmail: 'guest@example.com' });
    expect(new Date(byId[ids.visitor]!.createdAt).toISOString()).toBe(byId[ids.visitor]!.createdAt);
  });
});

describe('PATCH /api/admin/feedback/{id}', () => {
  it.each(['helpful', 'bug', 'member'])('resolves and reopens %s feedback in its own table', async (key) => {
    const resolved = await call('PATCH', `/api/admin/feedback/${ids[key]}`, { isResolved: true });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ id: ids[key], isResolved: true });
    const open = (await call('GET', '/api/admin/feedback?status=open')).json().feedback.map((f: AdminFeedback) => f.id);
    expect(open).not.toContain(ids[key]);
    expect((await call('GET', '/api/admin/feedback?status=resolved')).json().feedback.map((f: AdminFeedback) => f.id)).toEqual([ids[key]]);
    const reopened = await call('PATCH', `/api/admin/feedback/${ids[key]}`, { isResolved: false });
    expect(reopened.json().isResolved).toBe(false);
  });

  it('keeps the beta table’s own vocabulary (status open/resolved)', async () => {
    await call('PATCH', `/api/admin/feedback/${ids.bug}`, { isResolved: true });
    const id = Number(ids.bug!.split('-')[1]);
    const [row] = await t.database.db.select().from(schema.betaFeedback).where(eq(schema.betaFeedback.id, id));
    expect(row!.status).toBe('resolved');
    await call('PATCH', `/api/admin/feedback/${ids.bug}`, { isResolved: false });
    const [again] = await t.database.db.select().from(schema.betaFeedback).where(eq(schema.betaFeedback.id, id));
    expect(again!.status).toBe('open');
  });

  it('refuses bad ids, bodies and unknown items', async () => {
    for (const id of ['12', 'message-0', 'other-3', 'message-abc', 'message-99999999999']) {
      const res = await call('PATCH', `/api/admin/feedback/${id}`, { isResolved: true });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('feedbackIdInvalid');
    }
    expect((await call('PATCH', `/api/admin/feedback/${ids.helpful}`, { isResolved: 'yes' })).json().code).toBe('isResolvedRequired');
    expect((await call('PATCH', `/api/admin/feedback/${ids.helpful}`, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/feedback/message-999999', { isResolved: true })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/feedback?status=closed')).json().code).toBe('statusInvalid');
  });
});

describe('DELETE /api/admin/feedback/{id}', () => {
  it('deletes one item of each kind and nothing else', async () => {
    const before = (await call('GET', '/api/admin/feedback')).json().total;
    for (const key of ['notHelpful', 'visitor']) {
      const res = await call('DELETE', `/api/admin/feedback/${ids[key]}`);
      expect(res.statusCode, res.body).toBe(200);
      expect((await call('DELETE', `/api/admin/feedback/${ids[key]}`)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/admin/feedback')).json().total).toBe(before - 2);
  });
});

describe('audit', () => {
  it('records each resolve, reopen and delete with who and which item', async () => {
    const rows = await t.database.db
      .select()
      .from(schema.adminAuditLog)
      .where(sql`${schema.adminAuditLog.targetType} = 'feedback'`)
      .orderBy(schema.adminAuditLog.id);
    const actions = rows.map((r) => `${r.action} ${r.targetId} ${r.adminUsername}`);
    expect(actions).toEqual([
      `feedback.resolve ${ids.helpful} operator`,
      `feedback.reopen ${ids.helpful} operator`,
      `feedback.resolve ${ids.bug} operator`,
      `feedback.reopen ${ids.bug} operator`,
      `feedback.resolve ${ids.member} operator`,
      `feedback.reopen ${ids.member} operator`,
      `feedback.resolve ${ids.bug} operator`,
      `feedback.reopen ${ids.bug} operator`,
      `feedback.delete ${ids.notHelpful} operator`,
      `feedback.delete ${ids.visitor} operator`,
    ]);
  });
});
