import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { timezone: 'America/Sao_Paulo' });
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

const valid = () => ({
  type: 'expense',
  amount: '12.50',
  currency: 'USD',
  description: 'Lunch',
  category: 'Dining',
  tags: [],
  transactionDate: '2026-11-20',
});
const post = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/transactions', headers: user.headers, payload });
const call = (user: TestUser | null, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('POST /api/transactions', () => {
  it('records a transaction with the spec’s fields and "Manual entry" raw input', async () => {
    const res = await post(alice, { ...valid(), userId: alice.id, tags: [' Work ', '#work', 'cash'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'expense',
      amount: '12.50',
      currency: 'USD',
      description: 'Lunch',
      category: 'Dining',
      tags: ['work', 'cash'],
      rawInput: 'Manual entry: Lunch',
      transactionDate: '2026-11-20',
      // Already in the preferred currency: stored at rate 1 as itself (NULL is only "no rate").
      historicalConvertedAmount: '12.50',
      historicalExchangeRate: '1.0000000000',
      conversion: 'exact',
    });
  });

  it('takes an ISO instant’s date in the user’s timezone', async () => {
    // 02:00 UTC on Nov 21 is still Nov 20 in São Paulo.
    const res = await post(alice, { ...valid(), transactionDate: '2026-11-21T02:00:00.000Z' });
    expect(res.json().transactionDate).toBe('2026-11-20');
  });

  it('accepts the spec’s other category spellings and numeric amounts', async () => {
    const res = await post(alice, { ...valid(), category: 'food', amount: 19.99 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'Dining', amount: '19.99' });
  });

  it.each([
    ['no type', { type: undefined }, 'typeInvalid'],
    ['unknown type', { type: 'transfer' }, 'typeInvalid'],
    ['no amount', { amount: undefined }, 'amountRequired'],
    ['blank amount', { amount: '  ' }, 'amountRequired'],
    ['zero amount', { amount: '0' }, 'amountInvalid'],
    ['negative amount', { amount: '-5' }, 'amountInvalid'],
    ['words as amount', { amount: 'ten' }, 'amountInvalid'],
    ['comma decimal', { amount: '4,50' }, 'amountInvalid'],
    ['three decimals', { amount: '1.234' }, 'amountTooPrecise'],
    ['enormous amount', { amount: '100000000' }, 'amountTooLarge'],
    ['exponent amount', { amount: 1e21 }, 'amountInvalid'],
    ['null amount', { amount: null }, 'amountRequired'],
    ['no currency', { currency: undefined }, 'currencyRequired'],
    ['blank currency', { currency: '' }, 'currencyRequired'],
    ['unknown currency', { currency: 'ABC' }, 'currencyInvalid'],
    ['no description', { description: undefined }, 'descriptionRequired'],
    ['blank description', { description: '   ' }, 'descriptionRequired'],
    ['long description', { description: 'x'.repeat(101) }, 'descriptionTooLong'],
    ['no category', { category: undefined }, 'categoryRequired'],
    ['unknown category', { category: 'Yachts' }, 'categoryInvalid'],
    ['income category on an expense', { category: 'Salary' }, 'categoryInvalid'],
    ['no date', { transactionDate: undefined }, 'dateRequired'],
    ['impossible date', { transactionDate: '2026-02-30' }, 'dateInvalid'],
    ['not a date', { transactionDate: 'yesterday' }, 'dateInvalid'],
    ['tags not a list', { tags: 'work' }, 'tagInvalid'],
    ['too long tag', { tags: ['x'.repeat(45)] }, 'tagInvalid'],
    ['unknown field', { historicalConvertedAmount: '1' }, 'validation'],
  ])('refuses %s', async (_name, change, code) => {
    const body: Record<string, unknown> = { ...valid(), ...change };
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete body[k];
    const res = await post(alice, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it('gives the spec’s English texts', async () => {
    const messages = async (change: Record<string, unknown>) => (await post(alice, { ...valid(), ...change })).json().error;
    expect(await messages({ amount: '' })).toBe('Amount is required');
    expect(await messages({ amount: '-1' })).toBe('Amount must be a positive number');
    expect(await messages({ currency: '' })).toBe('Currency is required');
    expect(await messages({ description: '' })).toBe('Description is required');
    expect(await messages({ description: 'y'.repeat(101) })).toBe('Description too long');
    expect(await messages({ category: '' })).toBe('Category is required');
    expect(await messages({ transactionDate: '' })).toBe('Date is required');
  });

  it('refuses a deactivated category', async () => {
    const user = await registerUser(t.app);
    const cats = (await call(user, 'GET', '/api/categories')).json() as { id: number; name: string }[];
    const travel = cats.find((c) => c.name === 'Travel')!;
    await call(user, 'DELETE', `/api/categories/${travel.id}`);
    expect((await post(user, { ...valid(), category: 'Travel' })).json().code).toBe('categoryInvalid');
  });

  it('refuses another user’s category id and a body userId of another user', async () => {
    const bobCats = (await call(bob, 'GET', '/api/categories')).json() as { id: number; name: string }[];
    const bobDining = bobCats.find((c) => c.name === 'Dining')!;
    const { category: _c, ...rest } = valid();
    const res = await post(alice, { ...rest, categoryId: bobDining.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('categoryInvalid');
    expect((await post(alice, { ...valid(), userId: bob.id })).statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/transactions', payload: valid() });
    expect(res.statusCode).toBe(401);
  });
});

describe('reading, editing and deleting', () => {
  it('lists only the user’s own transactions, newest first, with filters and paging', async () => {
    const user = await registerUser(t.app);
    for (const [date, type, category, tags] of [
      ['2026-11-01', 'expense', 'Groceries', ['home']],
      ['2026-11-03', 'income', 'Salary', []],
      ['2026-10-15', 'expense', 'Dining', ['work']],
      ['2026-11-05', 'expense', 'Dining', []],
    ] as const) {
      expect((await post(user, { ...valid(), transactionDate: date, type, category, tags: [...tags] })).statusCode).toBe(201);
    }
    await post(bob, { ...valid(), description: 'Bob only' });
    const all = (await call(user, 'GET', '/api/transactions')).json();
    expect(all.total).toBe(4);
    expect(all.transactions.map((x: { transactionDate: string }) => x.transactionDate)).toEqual([
      '2026-11-05', '2026-11-03', '2026-11-01', '2026-10-15',
    ]);
    expect(JSON.stringify(all)).not.toContain('Bob only');
    expect((await call(user, 'GET', '/api/transactions?type=income')).json().total).toBe(1);
    expect((await call(user, 'GET', '/api/transactions?category=dining')).json().total).toBe(2);
    expect((await call(user, 'GET', '/api/transactions?tag=%23Work')).json().total).toBe(1);
    expect((await call(user, 'GET', '/api/transactions?period=custom&from=2026-11-01&to=2026-11-03')).json().total).toBe(2);
    const page = (await call(user, 'GET', '/api/transactions?limit=2&offset=2')).json();
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(page.transactions).toHaveLength(2);
    expect((await call(user, 'GET', '/api/transactions?limit=1000')).statusCode).toBe(400);
    expect((await call(user, 'GET', '/api/transactions?period=decade')).json().code).toBe('periodInvalid');
  });

  it('edits a transaction: amount, category and type (category must fit the type)', async () => {
    const created = (await post(alice, valid())).json();
    const res = await call(alice, 'PATCH', `/api/transactions/${created.id}`, { amount: '25', category: 'Groceries' });
    expect(res.json()).toMatchObject({ amount: '25.00', category: 'Groceries' });
    const wrongType = await call(alice, 'PATCH', `/api/transactions/${created.id}`, { type: 'income' });
    expect(wrongType.json().code).toBe('categoryInvalid');
    const toIncome = await call(alice, 'PATCH', `/api/transactions/${created.id}`, { type: 'income', category: 'Gift' });
    expect(toIncome.json()).toMatchObject({ type: 'income', category: 'Gift' });
    expect((await call(alice, 'PATCH', `/api/transactions/${created.id}`, { amount: '0' })).statusCode).toBe(400);
  });

  it('deletes one’s own transaction', async () => {
    const created = (await post(alice, valid())).json();
    expect((await call(alice, 'DELETE', `/api/transactions/${created.id}`)).statusCode).toBe(200);
    expect((await call(alice, 'GET', `/api/transactions/${created.id}`)).statusCode).toBe(404);
  });

  it("another user's transaction is never visible or changeable (404 for every method)", async () => {
    const created = (await post(alice, { ...valid(), description: 'Secret dinner' })).json();
    for (const [method, payload] of [['GET'], ['PATCH', { amount: '1' }], ['DELETE']] as const) {
      const res = await call(bob, method, `/api/transactions/${created.id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.body).not.toContain('Secret dinner');
    }
    const still = (await call(alice, 'GET', `/api/transactions/${created.id}`)).json();
    expect(still).toMatchObject({ amount: '12.50', description: 'Secret dinner' });
  });
});

describe('GET /api/transactions: search, currency and paging', () => {
  const list = async (user: TestUser, query: string) => {
    const res = await call(user, 'GET', `/api/transactions?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; transactions: { id: number; description: string; currency: string }[] };
  };
  const descriptions = async (user: TestUser, query: string) => (await list(user, query)).transactions.map((x) => x.description).sort();

  it('finds words in the description ignoring case and accents, each word anywhere', async () => {
    const user = await registerUser(t.app);
    for (const description of ['Café Brasília', 'PADARIA São João', 'cafe latte', 'Dinner at the Italian place', '100% juice', 'Açaí na praia']) {
      expect((await post(user, { ...valid(), description })).statusCode).toBe(201);
    }
    expect(await descriptions(user, 'q=cafe')).toEqual(['Café Brasília', 'cafe latte']);
    expect(await descriptions(user, `q=${encodeURIComponent('CAFÉ')}`)).toEqual(['Café Brasília', 'cafe latte']);
    expect(await descriptions(user, `q=${encodeURIComponent('sao JOÃO')}`)).toEqual(['PADARIA São João']);
    expect(await descriptions(user, 'q=acai')).toEqual(['Açaí na praia']);
    expect(await descriptions(user, 'q=italian+dinner')).toEqual(['Dinner at the Italian place']);
    expect(await descriptions(user, 'q=brasilia+latte')).toEqual([]);
    // LIKE's wildcards are searched as themselves, not as "anything".
    expect(await descriptions(user, `q=${encodeURIComponent('100%')}`)).toEqual(['100% juice']);
    expect(await descriptions(user, 'q=%25')).toEqual(['100% juice']);
    expect(await descriptions(user, 'q=_')).toEqual([]);
    // A blank search is no search.
    expect((await list(user, 'q=+++')).total).toBe(6);
  });

  it('filters by currency (any case) and combines every filter', async () => {
    const user = await registerUser(t.app);
    const rows = [
      { description: 'Taxi Lisboa', currency: 'EUR', transactionDate: '2026-10-02', category: 'Transportation', tags: ['travel'] },
      { description: 'Taxi home', currency: 'USD', transactionDate: '2026-10-03', category: 'Transportation', tags: ['travel'] },
      { description: 'Taxi Porto', currency: 'EUR', transactionDate: '2026-09-20', category: 'Transportation', tags: ['travel'] },
      { description: 'Taxi Madrid', currency: 'EUR', transactionDate: '2026-10-05', category: 'Transportation', tags: [] },
      { description: 'Museu taxi refund', currency: 'EUR', transactionDate: '2026-10-06', category: 'Gift', type: 'income', tags: ['travel'] },
      { description: 'Hotel Lisboa', currency: 'EUR', transactionDate: '2026-10-04', category: 'Travel', tags: ['travel'] },
    ];
    for (const row of rows) expect((await post(user, { ...valid(), ...row })).statusCode).toBe(201);
    expect((await list(user, 'currency=eur')).total).toBe(5);
    expect((await list(user, 'currency=USD')).transactions.map((x) => x.currency)).toEqual(['USD']);
    const combined = 'q=taxi&currency=EUR&type=expense&category=transportation&tag=travel&period=custom&from=2026-10-01&to=2026-10-31';
    expect(await descriptions(user, combined)).toEqual(['Taxi Lisboa']);
    const transport = (await call(user, 'GET', '/api/categories')).json().find((c: { name: string }) => c.name === 'Transportation');
    expect(await descriptions(user, `q=TAXI&currency=eur&categoryId=${transport.id}`)).toEqual(['Taxi Lisboa', 'Taxi Madrid', 'Taxi Porto']);
  });

  it('pages through a filtered list with a stable total, no row twice and none missed (same-day ties too)', async () => {
    const user = await registerUser(t.app);
    const made: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(user, { ...valid(), description: `Coffee ${i}`, transactionDate: i < 6 ? '2026-11-10' : `2026-11-0${i - 5}` });
      made.push(res.json().id);
    }
    await post(user, { ...valid(), description: 'Tea' });
    const seen: number[] = [];
    for (let offset = 0; offset < 12; offset += 4) {
      const page = await list(user, `q=coffee&limit=4&offset=${offset}`);
      expect(page.total).toBe(11);
      seen.push(...page.transactions.map((x) => x.id));
    }
    expect(seen).toHaveLength(11);
    expect([...seen].sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b));
    // Same day: the later recorded first.
    expect(seen.slice(0, 6)).toEqual(made.slice(0, 6).reverse());
    const past = await list(user, 'q=coffee&limit=4&offset=40');
    expect(past).toMatchObject({ total: 11, transactions: [] });
  });

  it.each([
    ['a search over 100 characters', `q=${'a'.repeat(101)}`, 'searchTooLong'],
    ['an unknown currency', 'currency=ABC', 'currencyInvalid'],
    ['a currency of the wrong shape', 'currency=euros', 'currencyInvalid'],
    ['an unknown period', 'period=week', 'periodInvalid'],
    ['a bad date', 'period=custom&from=2026-02-30', 'dateInvalid'],
    ['an unknown type', 'type=transfer', 'typeInvalid'],
    ['a zero limit', 'limit=0', 'validation'],
    ['a negative offset', 'offset=-1', 'validation'],
    ['an unknown parameter', 'merchant=x', 'validation'],
  ])('answers 400 to %s', async (_name, query, code) => {
    const res = await call(alice, 'GET', `/api/transactions?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it("never finds another user's rows, whatever the filters", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await post(a, { ...valid(), description: 'Zanzibar secret trip', currency: 'CHF' });
    await post(b, { ...valid(), description: 'Bob groceries', currency: 'USD' });
    expect(await list(b, 'q=zanzibar')).toMatchObject({ total: 0, transactions: [] });
    expect(await list(b, 'currency=CHF')).toMatchObject({ total: 0, transactions: [] });
    expect(await descriptions(b, 'period=all&limit=200')).toEqual(['Bob groceries']);
    expect((await call(b, 'GET', `/api/transactions?userId=${a.id}&q=zanzibar`)).statusCode).toBe(403);
    expect((await list(a, 'q=zanzibar&currency=chf')).total).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/transactions?q=zanzibar' })).statusCode).toBe(401);
  });
});

describe('exact money', () => {
  it('adds 0.10 a thousand times to exactly 100.00', async () => {
    const user = await registerUser(t.app);
    // 20 through the API, the other 980 as copies of one of them (the sum is the database's and the dashboard's).
    for (let i = 0; i < 20; i++) {
      const res = await post(user, { ...valid(), amount: '0.10', transactionDate: '2026-11-10' });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
    await t.database.sql.query(
      `insert into transactions (user_id, type, amount, currency, historical_converted_amount, historical_exchange_rate, description, category_id, tags, raw_input, transaction_date)
       select user_id, type, amount, currency, historical_converted_amount, historical_exchange_rate, description, category_id, tags, raw_input, transaction_date
       from transactions, generate_series(1, 980) where id = (select min(id) from transactions where user_id = $1)`,
      [user.id],
    );
    const dashboard = (await call(user, 'GET', '/api/dashboard?period=all')).json();
    expect(dashboard.totals.expenses).toBe('100.00');
    expect(dashboard.totals.balance).toBe('-100.00');
  });
});
