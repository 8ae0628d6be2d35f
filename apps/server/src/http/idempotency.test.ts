/**
 * Idempotent writes (issue 18): POST /api/chat, /api/transactions, /api/budgets, /api/imports and
 * /api/imports/:id/confirm with an Idempotency-Key header write once per (user, key) and answer the
 * first answer again; another request under the key is 422, a bad key 400, a key still running 409.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets, chatAnalytics, idempotencyKeys, statementImports, transactions } from '../db/schema';
import { createTestApp, registerUser, TEST_DB, type TestContext, type TestUser } from '../../test/helpers/app';
import { lockSlot } from './idempotency';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `key-${Date.now()}-${++keys}`;

type Method = 'POST' | 'GET';
const send = (user: TestUser, url: string, payload: object, key?: string, method: Method = 'POST') =>
  t.app.inject({ method, url, headers: { ...user.headers, ...(key !== undefined && { 'idempotency-key': key }) }, payload });

const lunch = { type: 'expense', amount: '12.34', currency: 'EUR', description: 'Lunch', category: 'Dining', transactionDate: '2026-11-02' };

const countOf = async (table: typeof transactions | typeof chatAnalytics | typeof budgets | typeof statementImports, user: TestUser) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.userId, user.id)))[0]!.n;
const transactionsOf = (user: TestUser) => countOf(transactions, user);

describe('Idempotency-Key on POST /api/transactions', () => {
  it('the same key and body twice: one write, the first answer (status and body) again, marked as replayed', async () => {
    const user = await registerUser(t.app);
    const key = newKey();
    const first = await send(user, '/api/transactions', lunch, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(user, '/api/transactions', lunch, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await transactionsOf(user)).toBe(1);
    // The body's key order does not make it another request.
    const reordered = Object.fromEntries(Object.entries(lunch).reverse());
    expect((await send(user, '/api/transactions', reordered, key)).statusCode).toBe(201);
    expect(await transactionsOf(user)).toBe(1);
  });

  it('the same key with another body, or on another route: 422 idempotencyKeyReused, nothing written', async () => {
    const user = await registerUser(t.app);
    const key = newKey();
    expect((await send(user, '/api/transactions', lunch, key)).statusCode).toBe(201);
    const other = await send(user, '/api/transactions', { ...lunch, amount: '99.00' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 'idempotencyKeyReused', error: expect.stringContaining('Idempotency-Key') });
    const elsewhere = await send(user, '/api/chat', { message: 'spent 5 on coffee' }, key);
    expect(elsewhere.statusCode).toBe(422);
    expect(await transactionsOf(user)).toBe(1);
  });

  it('keys are per user: another user’s same key is a request of their own', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const key = newKey();
    const a = await send(alice, '/api/transactions', lunch, key);
    const b = await send(bob, '/api/transactions', lunch, key);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().id).not.toBe(a.json().id);
    // A different body from Bob is no conflict with Alice's key either.
    expect((await send(bob, '/api/transactions', { ...lunch, amount: '1.00' }, newKey())).statusCode).toBe(201);
    expect([await transactionsOf(alice), await transactionsOf(bob)]).toEqual([1, 2]);
  });

  it('without a key every request writes, as before', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 2; i++) expect((await send(user, '/api/transactions', lunch)).statusCode).toBe(201);
    expect(await transactionsOf(user)).toBe(2);
    expect((await t.database.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id)))[0]!.n).toBe(0);
  });

  it('an expired key (over 24 hours) is a new request, and the user’s expired keys are purged', async () => {
    const user = await registerUser(t.app);
    const key = newKey();
    const stale = newKey();
    const first = await send(user, '/api/transactions', lunch, key);
    await send(user, '/api/transactions', lunch, stale);
    await t.database.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.userId, user.id));
    const later = await send(user, '/api/transactions', lunch, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().id).not.toBe(first.json().id);
    expect(await transactionsOf(user)).toBe(3);
    const left = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(left).toEqual([{ key }]);
  });

  it('a bad key is 400 idempotencyKeyInvalid and writes nothing', async () => {
    const user = await registerUser(t.app);
    for (const bad of ['', 'x'.repeat(129), 'tab\there', 'ключ']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: { ...user.headers, 'idempotency-key': Buffer.from(bad, 'utf8').toString('latin1') },
        payload: lunch,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'idempotencyKeyInvalid', field: 'Idempotency-Key' });
    }
    expect((await send(user, '/api/transactions', lunch, 'x'.repeat(128))).statusCode).toBe(201);
    expect((await send(user, '/api/transactions', { ...lunch, amount: '2.00' }, ' ~!Az09 ')).statusCode).toBe(201);
    expect(await transactionsOf(user)).toBe(2);
  });

  it('a refused request stores no answer: after fixing nothing, the same key still runs it', async () => {
    const user = await registerUser(t.app);
    const key = newKey();
    const refused = await send(user, '/api/transactions', { ...lunch, amount: '-5' }, key);
    expect(refused.statusCode).toBe(400);
    expect((await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id)))).toEqual([]);
    expect((await send(user, '/api/transactions', lunch, key)).statusCode).toBe(201);
    expect(await transactionsOf(user)).toBe(1);
  });

  it('two requests with one key at once: exactly one write; the other is the replay or 409 idempotencyKeyInProgress', async () => {
    const user = await registerUser(t.app);
    for (let round = 0; round < 2; round++) {
      const key = newKey();
      const results = await Promise.all([send(user, '/api/transactions', lunch, key), send(user, '/api/transactions', lunch, key)]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect([[201, 201], [201, 409]]).toContainEqual(statuses);
      const busy = results.find((r) => r.statusCode === 409);
      if (busy) {
        expect(busy.json().code).toBe('idempotencyKeyInProgress');
        expect(busy.headers['retry-after']).toBe('1');
      } else expect(results[0]!.json()).toEqual(results[1]!.json());
      expect(await transactionsOf(user)).toBe(round + 1);
    }
  });

  it.skipIf(TEST_DB !== 'postgres')('while another instance runs the key (its lock held), 409 idempotencyKeyInProgress, nothing written', async () => {
    const user = await registerUser(t.app);
    const key = newKey();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const other = t.database.sql.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(4242201, $1)', [lockSlot(user.id, key)]);
      locked();
      await held;
    });
    await isLocked;
    const busy = await send(user, '/api/transactions', lunch, key);
    release();
    await other;
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('idempotencyKeyInProgress');
    expect(await transactionsOf(user)).toBe(0);
    expect((await send(user, '/api/transactions', lunch, key)).statusCode).toBe(201);
    expect(await transactionsOf(user)).toBe(1);
  });
});

describe('Idempotency-Key on the other writes', () => {
  it('POST /api/chat: the message is handled once (one transaction, one history entry), the reply replayed', async () => {
    const user = await registerUser(t.app);
    const key = newKey();
    const first = await send(user, '/api/chat', { message: 'spent 25 on lunch yesterday' }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().transactions).toHaveLength(1);
    const again = await send(user, '/api/chat', { message: 'spent 25 on lunch yesterday' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect([await transactionsOf(user), await countOf(chatAnalytics, user)]).toEqual([1, 1]);
    // A chat message whose category insert races inside the request's transaction still answers.
    const category = await send(user, '/api/chat', { message: 'create category Pets' }, newKey());
    expect(category.statusCode, category.body).toBe(200);
    const twice = await Promise.all([1, 2].map(() => send(user, '/api/chat', { message: 'spent 7 on coffee' }, newKey())));
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await transactionsOf(user)).toBe(3);
  });

  it('POST /api/budgets: created once, the 201 replayed (a new key would be 409 budgetExists)', async () => {
    const user = await registerUser(t.app);
    const key = newKey();
    const body = { category: 'Dining', amount: '300', period: 'monthly' };
    const first = await send(user, '/api/budgets', body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(user, '/api/budgets', body, key);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(again.json()).toEqual(first.json());
    expect((await send(user, '/api/budgets', body, newKey())).json().code).toBe('budgetExists');
    expect(await countOf(budgets, user)).toBe(1);
  });

  it('POST /api/imports and /confirm: one preview, the rows written once, another body under the key 422', async () => {
    const user = await registerUser(t.app, { preferredCurrency: 'BRL' });
    const file = ['Data,Valor,Identificador,Descrição', '01/11/2026,-23.50,id-1,Compra UBER', '02/11/2026,-10.00,id-2,Compra PADARIA'].join('\n');
    const upload = (key: string, body = file) =>
      t.app.inject({
        method: 'POST',
        url: '/api/imports?fileName=bank.csv',
        headers: { ...user.headers, 'content-type': 'text/csv', 'idempotency-key': key },
        payload: body,
      });
    const key = newKey();
    const preview = await upload(key);
    expect(preview.statusCode, preview.body).toBe(200);
    expect((await upload(key)).json()).toEqual(preview.json());
    expect(await countOf(statementImports, user)).toBe(1);
    expect((await upload(key, `${file}\n03/11/2026,-1.00,id-3,Compra`)).statusCode).toBe(422);

    const id = preview.json().id as string;
    const confirmKey = newKey();
    const confirmed = await send(user, `/api/imports/${id}/confirm`, {}, confirmKey);
    expect(confirmed.json()).toEqual({ imported: 2, alreadyImported: 0, skipped: 0 });
    const again = await send(user, `/api/imports/${id}/confirm`, {}, confirmKey);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(again.json()).toEqual(confirmed.json());
    expect((await send(user, `/api/imports/${id}/confirm`, { exclude: [1] }, confirmKey)).statusCode).toBe(422);
    // Without the key a second confirm is what it always was: the preview is gone.
    expect((await send(user, `/api/imports/${id}/confirm`, {})).statusCode).toBe(410);
    expect(await transactionsOf(user)).toBe(2);
  });

  it('the stored answers go with the account and into its data download', async () => {
    const user = await registerUser(t.app);
    await send(user, '/api/transactions', lunch, newKey());
    const data = (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}/export`, headers: user.headers })).json();
    expect(data.idempotencyKeys).toEqual([expect.objectContaining({ route: 'POST /api/transactions', statusCode: 201 })]);
    expect(data.idempotencyKeys[0]).not.toHaveProperty('userId');
    const rows = await t.database.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, user.id)));
    expect(rows).toHaveLength(1);
  });
});
