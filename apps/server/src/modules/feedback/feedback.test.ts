import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { betaFeedback, chatAnalytics, userFeedback } from '../../db/schema';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  await t.database.db.insert(chatAnalytics).values({
    userId: alice.id,
    sessionId: 's-1',
    messageId: 'm-alice-1',
    messageType: 'transaction',
    userMessage: 'lunch 12',
    aiResponse: '✅ Recorded',
    responseTime: 3,
  });
});
afterAll(() => t.close());

const post = (user: TestUser | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, payload });

describe('POST /api/feedback/message', () => {
  it('stores a rating for one’s own assistant message', async () => {
    const res = await post(alice, '/api/feedback/message', {
      userId: alice.id,
      sessionId: 's-1',
      messageId: 'm-alice-1',
      rating: 5,
      category: 'helpfulness',
      feedbackText: '',
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(userFeedback).where(eq(userFeedback.userId, alice.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, category: 'helpfulness', messageId: 'm-alice-1', feedbackText: null });
  });

  it("refuses to rate another user's message (404) and bad bodies (400)", async () => {
    const body = { sessionId: 's-1', messageId: 'm-alice-1', rating: 2, category: 'accuracy' };
    expect((await post(bob, '/api/feedback/message', body)).statusCode).toBe(404);
    expect((await post(bob, '/api/feedback/message', { ...body, userId: alice.id })).statusCode).toBe(403);
    expect((await post(null, '/api/feedback/message', body)).statusCode).toBe(401);
    expect((await post(alice, '/api/feedback/message', { ...body, rating: 9 })).statusCode).toBe(400);
    expect((await post(alice, '/api/feedback/message', { ...body, category: 'mood' })).statusCode).toBe(400);
    const bobRows = await t.database.db.select().from(userFeedback).where(eq(userFeedback.userId, bob.id));
    expect(bobRows).toEqual([]);
  });
});

describe('POST /api/feedback/beta', () => {
  it('stores beta feedback with the defaults of the spec', async () => {
    const res = await post(alice, '/api/feedback/beta', { userId: alice.id, title: 'Idea', description: 'Add dark mode' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(betaFeedback).where(eq(betaFeedback.id, res.json().id));
    expect(row).toMatchObject({ userId: alice.id, feedbackType: 'suggestion', priority: 'medium', status: 'open', title: 'Idea' });
  });

  it('validates', async () => {
    expect((await post(alice, '/api/feedback/beta', { title: '', description: 'x' })).json().code).toBe('feedbackTitleRequired');
    expect((await post(alice, '/api/feedback/beta', { title: 'x', description: ' ' })).json().code).toBe('feedbackDescriptionRequired');
    expect((await post(alice, '/api/feedback/beta', { title: 'x', description: 'y'.repeat(5001) })).json().code).toBe('feedbackTooLong');
    expect((await post(alice, '/api/feedback/beta', { title: 'x', description: 'y', status: 'resolved' })).statusCode).toBe(400);
    expect((await post(null, '/api/feedback/beta', { title: 'x', description: 'y' })).statusCode).toBe(401);
  });
});
