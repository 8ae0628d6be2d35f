/** An app with a configured operator account, signing in as it, and rows the admin area reads. */
import { randomBytes } from 'node:crypto';
import type { App } from '../../src/http/types';
import type { Database } from '../../src/db/client';
import { betaFeedback, chatAnalytics, supportMessages, userFeedback } from '../../src/db/schema';
import type { Config } from '../../src/platform/config';
import { createTestApp, randomAddress, type TestAppOptions } from './app';

export const ADMIN = { username: 'operator', password: 'Operator-Test-Pass-9' };

export function createAdminTestApp(overrides: Partial<Record<keyof Config, string>> = {}, options: TestAppOptions = {}) {
  return createTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...overrides }, options);
}

export interface TestAdmin {
  cookie: string;
  headers: { cookie: string };
}

export function adminCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith('tally_admin='));
  if (!found) throw new Error('no admin cookie set');
  return found.split(';')[0]!;
}

export async function loginAdmin(app: App, credentials = ADMIN): Promise<TestAdmin> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: randomAddress(), payload: credentials });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  const cookie = adminCookieFrom(res.headers['set-cookie']);
  return { cookie, headers: { cookie } };
}

export type ChatRowInput = Partial<typeof chatAnalytics.$inferInsert> & { userId: number };

/** Chat analytics rows as the chat module writes them (it is built separately). */
export async function insertChatRows(db: Database, rows: ChatRowInput[]) {
  if (rows.length === 0) return [];
  return db
    .insert(chatAnalytics)
    .values(
      rows.map((r) => ({
        sessionId: `s-${randomBytes(4).toString('hex')}`,
        messageType: 'answer',
        userMessage: 'how much did I spend',
        aiResponse: 'You spent $0.00.',
        responseTime: 10,
        intent: 'spending_query',
        language: 'en',
        ...r,
      })),
    )
    .returning();
}

export function insertMessageFeedback(db: Database, row: Partial<typeof userFeedback.$inferInsert> & { userId: number }) {
  return db.insert(userFeedback).values({ rating: 5, category: 'helpfulness', feedbackText: '', ...row }).returning();
}

export function insertBetaFeedback(db: Database, row: Partial<typeof betaFeedback.$inferInsert> & { userId: number }) {
  return db.insert(betaFeedback).values({ feedbackType: 'suggestion', title: 'Idea', description: 'Please add dark mode', ...row }).returning();
}

export function insertSupportMessage(db: Database, row: Partial<typeof supportMessages.$inferInsert> = {}) {
  return db
    .insert(supportMessages)
    .values({ name: 'Visitor', email: 'visitor@example.com', subject: 'Question', message: 'How do I export?', ...row })
    .returning();
}
