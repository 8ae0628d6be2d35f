import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpret } from '@tally/assistant/interpret';
import { testContext } from '@tally/assistant/testing/context';
import type { Interpretation, TransactionDraft } from '@tally/assistant/types';
import { startLlmStandIn, type LlmStandIn } from '../../../test/helpers/llm-stand-in';
import { testConfig } from '../../platform/config';
import { createLlmClient } from '../../platform/llm';
import { createLlmFallback, shouldAskModel } from './llm-fallback';

const ctx = testContext();
const read = (text: string) => interpret(text, ctx);
const asks = (text: string, interpretation: Interpretation = read(text)) => shouldAskModel(text, interpretation, ctx);

describe('shouldAskModel: only what the engine cannot read with confidence, never a question', () => {
  it('asks about a message the engine did not understand only when it has a number', () => {
    expect(read('i owe 15 to juan').intent.kind).toBe('unknown');
    expect(asks('i owe 15 to juan')).toBe(true);
    expect(read('blorp zibble wump').intent.kind).toBe('unknown');
    expect(asks('blorp zibble wump')).toBe(false);
  });

  it('asks about a transaction recorded on a guess, or with a draft under review, not a confident one', () => {
    const guess = read("mom zelle 40");
    expect(guess.intent).toMatchObject({ kind: 'record_transactions', transactions: [{ categoryName: 'Other' }] });
    expect(asks("mom zelle 40", guess)).toBe(true);

    const sure = read('lunch 12.50 at the noodle bar');
    expect(sure.intent.kind).toBe('record_transactions');
    expect(sure.confidence).toBeGreaterThanOrEqual(0.85);
    expect(asks('lunch 12.50 at the noodle bar', sure)).toBe(false);
    if (sure.intent.kind !== 'record_transactions') return;
    const [first] = sure.intent.transactions as [TransactionDraft];
    const reviewed: TransactionDraft = { ...first, review: { field: 'type', alternative: { type: 'income', categoryId: 101, categoryName: 'Salary' } } };
    const unsure = (followUpUsed: boolean): Interpretation => ({ ...sure, intent: { kind: 'record_transactions', transactions: [reviewed], followUpUsed } });
    expect(asks('lunch 12.50 at the noodle bar', unsure(false))).toBe(true);
    expect(asks('lunch 12.50 at the noodle bar', unsure(true))).toBe(false);
  });

  it("leaves the engine's own questions alone: a bare amount, an impossible date, a purchase without an amount", () => {
    expect(read('75').intent).toMatchObject({ kind: 'clarify_transaction', missing: ['description'] });
    expect(asks('75')).toBe(false);
    expect(read('taxi on 31/02 for 20').intent).toMatchObject({ kind: 'clarify_transaction', missing: ['date'] });
    expect(asks('taxi on 31/02 for 20')).toBe(false);
    // "2" is a quantity here: with the subject known, the model could only invent the amount.
    expect(read('bought 2 sandwiches').intent).toMatchObject({ kind: 'clarify_transaction', missing: ['amount'], draft: { description: expect.any(String) } });
    expect(asks('bought 2 sandwiches')).toBe(false);
    const unread: Interpretation = { language: 'en', confidence: 0.6, intent: { kind: 'clarify_transaction', missing: ['amount'], draft: { type: 'expense' } } };
    expect(asks('zorp 3 vlek', unread)).toBe(true);
    expect(asks('zorp vlek', unread)).toBe(false);
  });

  it('never asks about questions, commands or corrections', () => {
    for (const text of ['how much did I spend this month', 'how much did I spend on dining in october?', 'actually it was 45', 'undo', 'set a budget of 300 for groceries', 'show my last 5 transactions']) {
      expect(['query', 'correct_last', 'undo_last', 'set_budget'], text).toContain(read(text).intent.kind);
      expect(asks(text), text).toBe(false);
    }
    // A question mark keeps even a message the engine misread away from the model.
    const unknown: Interpretation = { language: 'en', confidence: 0.2, intent: { kind: 'unknown' } };
    expect(asks('what was the 40 for?', unknown)).toBe(false);
    expect(asks('¿y los 40 de ayer', unknown)).toBe(false);
  });

  it('never asks for a user without categories (nothing to file under)', () => {
    expect(shouldAskModel('i owe 15 to juan', read('i owe 15 to juan'), testContext({ categories: [] }))).toBe(false);
  });
});

describe('propose: the model answer as drafts, or the engine keeps the message', () => {
  let standIn: LlmStandIn;
  const lines: Record<string, unknown>[] = [];
  let fallback: ReturnType<typeof createLlmFallback>;
  beforeAll(async () => {
    standIn = await startLlmStandIn();
    const log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } } }).log;
    fallback = createLlmFallback(createLlmClient(testConfig({ LLM_BASE_URL: standIn.baseUrl, LLM_MODEL: 'stand-in', LLM_TIMEOUT_MS: '5000' }))!, log);
  });
  afterAll(() => standIn.close());

  const text = 'sold my old bike 150 #garage';
  const item = { type: 'income', amount: '150', currency: 'USD', category: 'Business', date: '2026-11-22', description: 'Old bike sale' };
  const propose = (content: unknown) => {
    standIn.behaviour = { kind: 'answer', content };
    return fallback.propose(text, read(text), ctx);
  };

  it("turns a valid answer into drafts of the user's categories, normalised by the shared rules", async () => {
    const proposal = await propose({
      transactions: [
        { ...item, category: 'business', amount: '150.5' },
        { type: 'expense', amount: '1500', currency: 'jpy', category: 'Groceries', date: '2026-11-21', description: '  Onigiri  ' },
      ],
    });
    expect(proposal).toEqual({
      outcome: 'used',
      drafts: [
        { type: 'income', amount: '150.50', currency: 'USD', categoryId: 103, categoryName: 'Business', description: 'Old bike sale', date: '2026-11-22', tags: ['garage'], rawInput: text },
        { type: 'expense', amount: '1500.00', currency: 'JPY', categoryId: 2, categoryName: 'Groceries', description: 'Onigiri', date: '2026-11-21', tags: ['garage'], rawInput: text },
      ],
    });
    const sent = standIn.requests.at(-1)!.body!;
    expect(sent.messages![1]).toEqual({ role: 'user', content: text });
    const system = sent.messages![0]!.content;
    expect(system).toContain('Today: 2026-11-22 (time zone America/Sao_Paulo).');
    expect(system).toContain('Preferred currency: USD.');
    expect(system).toContain('Expense categories: Dining, Groceries, Transportation');
    expect(system).toContain('Fitness, Pets.');
    expect(system).toContain('Income categories: Salary, Freelance, Business, Investment, Rental, Gift, Refunds.');
    const schema = JSON.stringify(sent.response_format!.json_schema!.schema);
    expect(schema).toContain('"enum":["Dining","Groceries"');
    expect(schema).toContain('"BRL"');
  });

  it('takes an empty list as "not a transaction"', async () => {
    expect(await propose({ transactions: [] })).toEqual({ outcome: 'declined' });
  });

  it('refuses the whole answer when any item breaks a rule the add-transaction form holds', async () => {
    const broken: [string, Record<string, unknown>][] = [
      ['negative amount', { amount: '-150' }],
      ['zero', { amount: '0' }],
      ['a number with a comma', { amount: '1.200,50' }],
      ['more decimals than USD has', { amount: '12.345' }],
      ['decimals JPY does not have', { currency: 'JPY', amount: '1500.5' }],
      ['unknown currency', { currency: 'XYZ' }],
      ['a category the user does not have', { category: 'Crypto' }],
      ['an expense category on income', { category: 'Groceries' }],
      ['an impossible date', { date: '2026-02-30' }],
      ['a timestamp, not a date', { date: '2026-11-22T10:00:00Z' }],
      ['an empty description', { description: '   ' }],
      ['a description over 100 characters', { description: 'x'.repeat(101) }],
      ['a type that is neither', { type: 'transfer' }],
      ['a missing field', { amount: undefined }],
    ];
    for (const [why, change] of broken) {
      const proposal = await propose({ transactions: [{ ...item, amount: '10' }, { ...item, ...change }] });
      expect(proposal, why).toEqual({ outcome: 'invalid' });
    }
    expect(await propose({ transactions: Array.from({ length: 11 }, () => item) })).toEqual({ outcome: 'invalid' });
    expect(await propose({ items: [item] })).toEqual({ outcome: 'invalid' });
    expect(await propose([item])).toEqual({ outcome: 'invalid' });
  });

  it('logs why an answer was not used, never the message or what the model wrote', async () => {
    lines.length = 0;
    await propose({ transactions: [{ ...item, description: 'Bike sold to Ronaldo', amount: '-150' }] });
    standIn.behaviour = { kind: 'status', status: 503 };
    await fallback.propose(text, read(text), ctx);
    expect(lines.map((l) => (l.llm as { outcome: string }).outcome)).toEqual(['invalid', 'http_error']);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'Language model answer not used; the engine answered', llm: { model: 'stand-in', problem: 'transactions.0.amount: amountInvalid' } });
    expect(lines[1]).toMatchObject({ llm: { status: 503 } });
    // Whole lines: fields a careless change might add (the request, the answer) would show here.
    const logged = JSON.stringify(lines).toLowerCase();
    for (const secret of ['bike', 'ronaldo', 'garage', '-150']) expect(logged).not.toContain(secret);
  });
});
