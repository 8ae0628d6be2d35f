/**
 * The optional language model through POST /api/chat, against a real local HTTP server that speaks
 * the chat-completions protocol (test/helpers/llm-stand-in.ts). Four apps share one database: the
 * model off (the default), on with a key, on with a 300 ms timeout, and on at an address where
 * nothing listens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { chatAnalytics, transactions } from '../../db/schema';
import type { App } from '../../http/types';
import { testConfig } from '../../platform/config';
import { createMemoryRateLimiter } from '../../platform/rate-limiter';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';
import { refusingBaseUrl, startLlmStandIn, type LlmStandIn, type StandInBehaviour } from '../../../test/helpers/llm-stand-in';

// Sunday 22 November 2026, midday in São Paulo.
const clock = new Date('2026-11-22T15:00:00Z');
const MODEL = 'tally-stand-in-7b';
const KEY = 'sk-stand-in-0123456789';

let t: TestContext;
let standIn: LlmStandIn;
const apps: Record<'on' | 'impatient' | 'refused', App> = {} as never;

beforeAll(async () => {
  standIn = await startLlmStandIn();
  t = await createTestApp({}, { now: () => clock });
  const build = async (overrides: Record<string, string>) => {
    const app = await buildApp({ config: testConfig({ LLM_MODEL: MODEL, ...overrides }), database: t.database, limiter: createMemoryRateLimiter(), now: () => clock });
    await app.ready();
    return app;
  };
  // Generous where the case is not about speed: a cold first request on a busy machine is slow.
  apps.on = await build({ LLM_BASE_URL: standIn.baseUrl, LLM_API_KEY: KEY, LLM_TIMEOUT_MS: '5000' });
  apps.impatient = await build({ LLM_BASE_URL: standIn.baseUrl, LLM_TIMEOUT_MS: '300' });
  apps.refused = await build({ LLM_BASE_URL: await refusingBaseUrl(), LLM_TIMEOUT_MS: '5000' });
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((app) => app.close()));
  await t.close();
  await standIn.close();
});

interface ChatAnswer {
  type: string;
  message: string;
  messageId: string;
  transactions: { type: string; amount: string; currency: string; category: string; description: string; transactionDate: string }[];
}

async function chat(app: App, user: TestUser, message: string): Promise<ChatAnswer> {
  const res = await app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
  // Whatever the model does, the chat answers.
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChatAnswer>();
}

async function analyticsOf(user: TestUser, messageId: string) {
  const [row] = await t.database.db
    .select()
    .from(chatAnalytics)
    .where(and(eq(chatAnalytics.userId, user.id), eq(chatAnalytics.messageId, messageId)));
  return row!;
}

const rowsOf = (user: TestUser) => t.database.db.select().from(transactions).where(eq(transactions.userId, user.id)).orderBy(transactions.id);

/** Runs `act` and answers the requests the stand-in received meanwhile. */
async function sentDuring(act: () => Promise<unknown>) {
  const before = standIn.requests.length;
  await act();
  return standIn.requests.slice(before);
}

/** A message the engine reads only on a guess: an expense under Other, flagged as maybe income (money received, in fact). */
const GUESSED = 'mom zelle 40';
/** A message the engine does not understand (a debt is not a transaction), with a number in it. */
const UNREAD = 'i owe 15 to juan';
const giftFromMom = { type: 'income', amount: '40', currency: 'USD', category: 'Gift', date: '2026-11-21', description: 'Zelle from mom' };

/** What the engine alone answers, from the app with the model off, for a fresh user. */
async function engineAnswer(message: string): Promise<ChatAnswer> {
  return chat(t.app, await registerUser(t.app, { timezone: 'America/Sao_Paulo' }), message);
}

const essentials = (answer: ChatAnswer) => ({
  type: answer.type,
  transactions: answer.transactions.map(({ type, amount, currency, category, description, transactionDate }) => ({ type, amount, currency, category, description, transactionDate })),
});

describe('with the model on', () => {
  it("records a message the engine cannot read from the model's answer, sending only the message, categories, date and currency", async () => {
    const engine = await engineAnswer(GUESSED);
    expect(engine.transactions).toMatchObject([{ type: 'expense', category: 'Other', amount: '40.00' }]);

    const other = await registerUser(t.app, { name: 'Bartholomew Other' });
    await t.app.inject({ method: 'POST', url: '/api/categories', headers: other.headers, payload: { name: 'Yacht Upkeep', type: 'expense' } });
    const user = await registerUser(t.app, { name: 'Zelda Quixote', timezone: 'America/Sao_Paulo' });
    const made = await t.app.inject({ method: 'POST', url: '/api/categories', headers: user.headers, payload: { name: 'Concert Tickets', type: 'expense' } });
    expect(made.statusCode).toBe(201);

    // A message the engine reads with confidence is never sent.
    expect(await sentDuring(() => chat(apps.on, user, 'lunch 12.50 at the noodle bar'))).toEqual([]);

    standIn.behaviour = { kind: 'answer', content: { transactions: [giftFromMom] } };
    let answer!: ChatAnswer;
    const sent = await sentDuring(async () => (answer = await chat(apps.on, user, GUESSED)));

    expect(answer.type).toBe('transaction');
    expect(essentials(answer).transactions).toEqual([
      { type: 'income', amount: '40.00', currency: 'USD', category: 'Gift', description: 'Zelle from mom', transactionDate: '2026-11-21' },
    ]);
    expect(answer.message).toContain('✅');
    expect(answer.message).toContain('Zelle from mom');
    const rows = await rowsOf(user);
    expect(rows.map((r) => [r.type, r.amount, r.rawInput])).toEqual([
      ['expense', '12.50', expect.stringContaining('noodle')],
      ['income', '40.00', GUESSED],
    ]);
    expect(await analyticsOf(user, answer.messageId)).toMatchObject({ answeredBy: 'llm', llmOutcome: 'used', intent: 'record_transactions', messageType: 'transaction' });

    expect(sent).toHaveLength(1);
    const [request] = sent as [(typeof sent)[number]];
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body).toMatchObject({ model: MODEL, temperature: 0, response_format: { type: 'json_schema', json_schema: { name: 'transactions', strict: true } } });
    const schema = request.body!.response_format!.json_schema!.schema as {
      properties: { transactions: { items: { properties: Record<string, { enum?: string[] }>; required: string[] } } };
    };
    const item = schema.properties.transactions.items;
    expect(item.required).toEqual(['type', 'amount', 'currency', 'category', 'date', 'description']);
    expect(item.properties.category!.enum).toEqual(expect.arrayContaining(['Dining', 'Other', 'Gift', 'Salary', 'Concert Tickets']));
    expect(item.properties.type!.enum).toEqual(['expense', 'income']);
    const [system, message] = request.body!.messages!;
    expect(message).toEqual({ role: 'user', content: GUESSED });
    expect(system!.content).toContain('2026-11-22');
    expect(system!.content).toContain('America/Sao_Paulo');
    expect(system!.content).toContain('Preferred currency: USD');
    expect(system!.content).toContain('Concert Tickets');
    // Nothing else about the user: no name, email, phone, other transactions or anyone else's categories.
    for (const absent of ['Zelda', 'Quixote', user.email, user.phoneNumber, user.phoneNumber.slice(2), 'noodle', '12.50', 'Yacht Upkeep', 'Bartholomew']) {
      expect(request.raw, absent).not.toContain(absent);
    }
  });

  it('leaves the engine\'s answer when the model says the message records nothing', async () => {
    const engine = await engineAnswer(UNREAD);
    expect(engine.type).toBe('unknown');
    const user = await registerUser(t.app);
    standIn.behaviour = { kind: 'answer', content: { transactions: [] } };
    let answer!: ChatAnswer;
    expect(await sentDuring(async () => (answer = await chat(apps.on, user, UNREAD)))).toHaveLength(1);
    expect(essentials(answer)).toEqual(essentials(engine));
    expect(answer.message).toBe(engine.message);
    expect(await rowsOf(user)).toEqual([]);
    expect(await analyticsOf(user, answer.messageId)).toMatchObject({ answeredBy: 'engine', llmOutcome: 'declined', intent: 'unknown' });
  });

  it('records from the model a message the engine did not understand at all', async () => {
    // The stand-in answers what it is told to; the point is the path, not the reading.
    const user = await registerUser(t.app);
    standIn.behaviour = { kind: 'answer', content: { transactions: [{ ...giftFromMom, type: 'expense', amount: '15', category: 'Dining', description: 'Lunch with Juan', date: '2026-11-22' }] } };
    const answer = await chat(apps.on, user, UNREAD);
    expect(essentials(answer)).toEqual({
      type: 'transaction',
      transactions: [{ type: 'expense', amount: '15.00', currency: 'USD', category: 'Dining', description: 'Lunch with Juan', transactionDate: '2026-11-22' }],
    });
    expect(await analyticsOf(user, answer.messageId)).toMatchObject({ answeredBy: 'llm', llmOutcome: 'used', intent: 'record_transactions' });
  });

  it("falls back to the engine's own answer on every failure, and never answers 500", async () => {
    const engine = essentials(await engineAnswer(GUESSED));
    const failures: [string, App, StandInBehaviour | null, string][] = [
      ['invalid JSON', apps.on, { kind: 'content', text: '{"transactions": [{"type": "income",' }, 'unparsable'],
      ['prose instead of JSON', apps.on, { kind: 'content', text: 'Your mother sent you 40 dollars.' }, 'unparsable'],
      ['a negative amount', apps.on, { kind: 'answer', content: { transactions: [{ ...giftFromMom, amount: '-40' }] } }, 'invalid'],
      ['an unknown category', apps.on, { kind: 'answer', content: { transactions: [{ ...giftFromMom, category: 'Family Money' }] } }, 'invalid'],
      ['a bad currency', apps.on, { kind: 'answer', content: { transactions: [{ ...giftFromMom, currency: 'DOLLARS' }] } }, 'invalid'],
      ['too many decimals', apps.on, { kind: 'answer', content: { transactions: [{ ...giftFromMom, amount: '40.005' }] } }, 'invalid'],
      ['HTTP 500', apps.on, { kind: 'status', status: 500 }, 'http_error'],
      ['slower than the timeout', apps.impatient, { kind: 'slow', delayMs: 4000, content: { transactions: [giftFromMom] } }, 'timeout'],
      ['connection refused', apps.refused, null, 'network'],
    ];
    for (const [why, app, behaviour, outcome] of failures) {
      if (behaviour) standIn.behaviour = behaviour;
      const user = await registerUser(t.app, { timezone: 'America/Sao_Paulo' });
      const started = performance.now();
      const answer = await chat(app, user, GUESSED);
      expect(performance.now() - started, why).toBeLessThan(3500);
      expect(essentials(answer), why).toEqual(engine);
      expect((await rowsOf(user)).map((r) => [r.type, r.amount]), why).toEqual([['expense', '40.00']]);
      expect(await analyticsOf(user, answer.messageId), why).toMatchObject({ answeredBy: 'engine', llmOutcome: outcome, errorOccurred: false });
    }
  });

  it('never sends a question: numbers in answers come from the database', async () => {
    const user = await registerUser(t.app, { timezone: 'America/Sao_Paulo' });
    await chat(apps.on, user, 'lunch 12.50 at the noodle bar');
    // Were the model asked, this is what it would put into the conversation.
    standIn.behaviour = { kind: 'answer', content: { transactions: [{ ...giftFromMom, amount: '999' }] } };
    const answers: ChatAnswer[] = [];
    const sent = await sentDuring(async () => {
      for (const question of ['how much did I spend this month', 'how much did I spend on dining this month?', 'show my last 5 transactions', 'quanto gastei este mês?', 'cuánto gasté este mes']) {
        answers.push(await chat(apps.on, user, question));
      }
    });
    expect(sent).toEqual([]);
    expect(answers.map((a) => a.type)).toEqual(['query', 'query', 'query', 'query', 'query']);
    expect(answers[0]!.message).toContain('$12.50');
    expect(answers.some((a) => a.message.includes('999'))).toBe(false);
    for (const a of answers) expect(await analyticsOf(user, a.messageId)).toMatchObject({ answeredBy: 'engine', llmOutcome: null });
  });

  it('never sends a correction or a command', async () => {
    const user = await registerUser(t.app);
    await chat(apps.on, user, 'lunch 12.50 at the noodle bar');
    standIn.behaviour = { kind: 'answer', content: { transactions: [giftFromMom] } };
    const sent = await sentDuring(async () => {
      expect((await chat(apps.on, user, 'actually it was 14')).type).toBe('correction');
      expect((await chat(apps.on, user, 'set a budget of 300 for dining')).type).toBe('budget');
      expect((await chat(apps.on, user, 'undo')).type).toBe('correction');
    });
    expect(sent).toEqual([]);
  });
});

describe('with the model off (the default)', () => {
  it('sends nothing, whatever the message', async () => {
    const user = await registerUser(t.app);
    standIn.behaviour = { kind: 'answer', content: { transactions: [giftFromMom] } };
    const answers: ChatAnswer[] = [];
    const sent = await sentDuring(async () => {
      for (const message of [GUESSED, UNREAD, 'how much did I spend this month']) answers.push(await chat(t.app, user, message));
    });
    expect(sent).toEqual([]);
    expect(answers[0]!.transactions).toMatchObject([{ type: 'expense', category: 'Other' }]);
    for (const a of answers) expect(await analyticsOf(user, a.messageId)).toMatchObject({ answeredBy: 'engine', llmOutcome: null });
  });
});
