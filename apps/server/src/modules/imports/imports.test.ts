import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

let t: TestContext;
/** The app's clock: tests move it to expire previews. */
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./parse/fixtures/${name}`, import.meta.url)));

const upload = (user: TestUser | null, fileName: string, body: string | Buffer, contentType = 'application/octet-stream') =>
  t.app.inject({
    method: 'POST',
    url: `/api/imports?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...(user?.headers ?? {}), 'content-type': contentType },
    payload: body,
  });
const confirm = (user: TestUser, id: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/imports/${id}/confirm`, headers: user.headers, payload });
const mapping = (user: TestUser, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/imports/${id}/mapping`, headers: user.headers, payload });
const transactionsOf = async (user: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/transactions?limit=100&period=all', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().transactions as { description: string; amount: string; type: string; currency: string; category: string; categoryId: number; transactionDate: string; rawInput?: string }[];
};
const chat = async (user: TestUser, message: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Nubank's account statement (Data,Valor,Identificador,Descrição): signed amounts, a bank id per row. */
const NUBANK = [
  'Data,Valor,Identificador,Descrição',
  '01/11/2026,-23.50,6530f1a2-0001,Compra no débito - UBER *TRIP HELP.UBER.COM',
  '02/11/2026,3500.00,6530f1a2-0002,Transferência recebida pelo Pix - ACME LTDA',
  '03/11/2026,-210.35,6530f1a2-0003,Compra no débito - SUPERMERCADO PAO DE ACUCAR',
  '05/11/2026,-39.90,6530f1a2-0004,Compra no débito - NETFLIX.COM',
].join('\n');

const NUBANK_LATER = [
  'Data,Valor,Identificador,Descrição',
  '05/11/2026,-39.90,6530f1a2-0004,Compra no débito - NETFLIX.COM',
  '07/11/2026,-18.00,6530f1a2-0005,Compra no débito - PADARIA REAL',
].join('\n');

async function brUser() {
  return registerUser(t.app, { preferredCurrency: 'BRL', preferredLanguage: 'pt', timezone: 'America/Sao_Paulo' });
}

describe('POST /api/imports (preview)', () => {
  it('shows every row with date, clean text, type, amount, currency and category, and writes nothing', async () => {
    const user = await brUser();
    const res = await upload(user, 'nubank.csv', NUBANK);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ fileName: 'nubank.csv', format: 'csv', counts: { rows: 4, alreadyImported: 0, similar: 0 } });
    expect(preview.rows.map((r: { date: string; type: string; amount: string; currency: string }) => [r.date, r.type, r.amount, r.currency])).toEqual([
      ['2026-11-01', 'expense', '23.50', 'BRL'],
      ['2026-11-02', 'income', '3500.00', 'BRL'],
      ['2026-11-03', 'expense', '210.35', 'BRL'],
      ['2026-11-05', 'expense', '39.90', 'BRL'],
    ]);
    expect(preview.rows[0]).toMatchObject({ categoryName: 'Transportation', duplicate: null, line: 2 });
    expect(preview.rows[0].description).toMatch(/^uber$/i);
    expect(preview.rows[0].rawInput).toContain('UBER *TRIP');
    expect(preview.rows[2].categoryName).toBe('Groceries');
    expect(preview.rows[3].categoryName).toBe('Entertainment');
    expect(await transactionsOf(user)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await upload(null, 'nubank.csv', NUBANK)).statusCode).toBe(401);
  });

  it('refuses bad files with a clear 400 naming the line, and writes nothing', async () => {
    const user = await brUser();
    const badDate = await upload(user, 'bad.csv', `${NUBANK}\n31/13/2026,-5.00,6530f1a2-0009,Compra`);
    expect(badDate.statusCode, badDate.body).toBe(400);
    expect(badDate.json()).toMatchObject({ code: 'importBadDate', line: 6, error: 'Line 6: the date could not be read.' });
    const badAmount = await upload(user, 'bad.csv', `${NUBANK}\n06/11/2026,-abc,6530f1a2-0009,Compra`);
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json()).toMatchObject({ code: 'importBadAmount', line: 6 });
    const notStatement = await upload(user, 'photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0xff, 0xfe, 0x00]));
    expect(notStatement.statusCode).toBe(400);
    expect(notStatement.json().code).toMatch(/^import/);
    expect((await upload(user, 'empty.csv', '')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/imports', headers: { ...user.headers, 'content-type': 'text/csv' }, payload: NUBANK })).statusCode).toBe(400);
    expect(await transactionsOf(user)).toEqual([]);
  });

  it('refuses a file over 10 MB, saying so', async () => {
    const user = await brUser();
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const res = await upload(user, 'big.csv', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'importTooLarge' });
  });
});

describe('POST /api/imports/:id/confirm', () => {
  it('writes the rows in one go; they count on the dashboard and in the lists', async () => {
    const user = await brUser();
    const preview = (await upload(user, 'nubank.csv', NUBANK)).json();
    const res = await confirm(user, preview.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 4, alreadyImported: 0, skipped: 0 });
    const list = await transactionsOf(user);
    expect(list).toHaveLength(4);
    expect(list.find((x) => x.amount === '3500.00')).toMatchObject({ type: 'income', currency: 'BRL', transactionDate: '2026-11-02' });
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard?period=all', headers: user.headers });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().totals).toMatchObject({ income: '3500.00', expenses: '273.75', balance: '3226.25' });
    // A confirmed preview cannot be confirmed again.
    expect((await confirm(user, preview.id)).statusCode).toBe(410);
  });

  it('never imports the same bank row twice: a re-import adds nothing, an overlapping statement only its new rows', async () => {
    const user = await brUser();
    await confirm(user, (await upload(user, 'nubank.csv', NUBANK)).json().id);
    const again = (await upload(user, 'nubank.csv', NUBANK)).json();
    expect(again.counts).toEqual({ rows: 4, alreadyImported: 4, similar: 0 });
    expect(again.rows.every((r: { duplicate: string }) => r.duplicate === 'imported')).toBe(true);
    expect((await confirm(user, again.id)).json()).toEqual({ imported: 0, alreadyImported: 4, skipped: 0 });
    const later = (await upload(user, 'nubank-later.csv', NUBANK_LATER)).json();
    expect(later.counts).toMatchObject({ rows: 2, alreadyImported: 1 });
    expect((await confirm(user, later.id)).json()).toEqual({ imported: 1, alreadyImported: 1, skipped: 0 });
    expect(await transactionsOf(user)).toHaveLength(5);
  });

  it('a different ride of the same price in the next statement is not taken for one already imported', async () => {
    const user = await brUser();
    await confirm(user, (await upload(user, 'nubank.csv', NUBANK)).json().id);
    const next = (await upload(user, 'nubank-dez.csv', 'Data,Valor,Identificador,Descrição\n02/11/2026,-23.50,6530f1a2-0099,Compra no débito - UBER *TRIP HELP.UBER.COM')).json();
    expect(next.rows[0]).toMatchObject({ amount: '23.50', duplicate: null });
    expect((await confirm(user, next.id)).json()).toEqual({ imported: 1, alreadyImported: 0, skipped: 0 });
  });

  it('a remembered mapping that does not fit a new file is offered as the guess', async () => {
    const user = await registerUser(t.app, { preferredCurrency: 'EUR', preferredLanguage: 'es', timezone: 'Europe/Madrid' });
    const header = 'F. contable;Detalle del movimiento;Cantidad;Disponible';
    const first = (await upload(user, 'banco.csv', `${header}\n03/11/2026;BAR MANOLO;-12,40;1.000,00`)).json();
    const chosen = { date: 0, description: 1, amount: 2, dateOrder: 'DMY', decimalSeparator: ',' };
    await confirm(user, (await mapping(user, first.id, { mapping: chosen })).json().id);
    // Same header, but this export writes month first: the old mapping would fail on line 2.
    const next = (await upload(user, 'banco-us.csv', `${header}\n12/31/2026;CAFE CENTRAL;-3,20;996,80`)).json();
    expect(next).toMatchObject({ needsMapping: true, guess: chosen });
    const preview = (await mapping(user, next.id, { mapping: { ...chosen, dateOrder: 'MDY' } })).json();
    expect(preview.rows[0]).toMatchObject({ date: '2026-12-31', amount: '3.20' });
  });

  it('flags a row like one typed in the chat, and writes it only when ticked', async () => {
    const user = await brUser();
    clock = Date.parse('2026-11-02T15:00:00Z');
    try {
      await chat(user, 'uber 23,50 ontem');
      const preview = (await upload(user, 'nubank.csv', NUBANK)).json();
      expect(preview.counts.similar).toBe(1);
      const flagged = preview.rows.find((r: { duplicate: string | null }) => r.duplicate === 'similar');
      expect(flagged).toMatchObject({ amount: '23.50', duplicateOf: { amount: '23.50', date: '2026-11-01' } });
      expect((await confirm(user, preview.id)).json()).toEqual({ imported: 3, alreadyImported: 0, skipped: 1 });
      expect((await transactionsOf(user)).filter((x) => x.amount === '23.50')).toHaveLength(1);
      // Ticked, it is written.
      const other = await brUser();
      await chat(other, 'uber 23,50 ontem');
      const second = (await upload(other, 'nubank.csv', NUBANK)).json();
      const index = second.rows.find((r: { duplicate: string | null }) => r.duplicate === 'similar').index;
      expect((await confirm(other, second.id, { includeDuplicates: [index] })).json()).toMatchObject({ imported: 4 });
    } finally {
      clock = Date.now();
    }
  });

  it('an imported "UBER *TRIP" and a typed "uber 12" land in the same category', async () => {
    const user = await brUser();
    const typed = await chat(user, 'uber 12');
    await confirm(user, (await upload(user, 'nubank.csv', NUBANK)).json().id);
    const imported = (await transactionsOf(user)).find((x) => x.amount === '23.50')!;
    expect(imported.categoryId).toBe(typed.transactions[0].categoryId);
  });

  it('keeps what the user changed and unticked; a changed category is learned for that merchant', async () => {
    const user = await brUser();
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories', headers: user.headers })).json();
    const list = categories as { id: number; name: string; type: string }[];
    const health = list.find((c) => c.name === 'Healthcare' && c.type === 'expense') ?? list.find((c) => c.type === 'expense' && c.name !== 'Entertainment')!;
    const preview = (await upload(user, 'nubank.csv', NUBANK)).json();
    const res = await confirm(user, preview.id, { exclude: [2], changes: [{ index: 3, categoryId: health.id }] });
    expect(res.json()).toEqual({ imported: 3, alreadyImported: 0, skipped: 1 });
    const rows = await transactionsOf(user);
    expect(rows.map((x) => x.amount).sort()).toEqual(['23.50', '3500.00', '39.90']);
    expect(rows.find((x) => x.amount === '39.90')!.categoryId).toBe(health.id);
    const rules = (await t.app.inject({ method: 'GET', url: '/api/learned-rules', headers: user.headers })).json();
    expect(rules).toEqual([expect.objectContaining({ pattern: 'netflix', categoryId: health.id })]);
    // The next statement with the merchant uses what was learned.
    const next = (await upload(user, 'later.csv', NUBANK_LATER)).json();
    expect(next.rows[0]).toMatchObject({ categoryId: health.id, learned: true });
  });

  it('refuses a category of the other type or of another user, and a row not in the preview, writing nothing', async () => {
    const user = await brUser();
    const other = await brUser();
    const otherCategories = (await t.app.inject({ method: 'GET', url: '/api/categories', headers: other.headers })).json();
    const foreign = otherCategories[0].id;
    const preview = (await upload(user, 'nubank.csv', NUBANK)).json();
    const salary = preview.rows[1].categoryId;
    for (const payload of [{ changes: [{ index: 0, categoryId: salary }] }, { changes: [{ index: 0, categoryId: foreign }] }, { exclude: [99] }]) {
      const res = await confirm(user, preview.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('importRowInvalid');
    }
    expect((await confirm(user, preview.id, { exclude: [0, 1, 2, 3] })).json().code).toBe('importNothingSelected');
    expect((await confirm(user, preview.id, { exclude: 'all' })).statusCode).toBe(400);
    expect(await transactionsOf(user)).toEqual([]);
  });

  it("another user can neither confirm, map, nor discard someone's preview", async () => {
    const alice = await brUser();
    const bob = await brUser();
    const preview = (await upload(alice, 'nubank.csv', NUBANK)).json();
    expect((await confirm(bob, preview.id)).statusCode).toBe(404);
    expect((await mapping(bob, preview.id, { mapping: { date: 0, description: 3, amount: 1, dateOrder: 'DMY', decimalSeparator: '.' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/imports/${preview.id}`, headers: bob.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/imports', headers: bob.headers })).json()).toEqual({ imports: [] });
    expect(await transactionsOf(bob)).toEqual([]);
    expect((await confirm(alice, preview.id)).json()).toMatchObject({ imported: 4 });
    expect((await t.app.inject({ method: 'GET', url: '/api/imports', headers: alice.headers })).json().imports).toEqual([
      expect.objectContaining({ id: preview.id, fileName: 'nubank.csv', importedCount: 4 }),
    ]);
  });

  it('previews expire', async () => {
    const user = await brUser();
    const preview = (await upload(user, 'nubank.csv', NUBANK)).json();
    clock = Date.now() + 61 * 60_000;
    try {
      const res = await confirm(user, preview.id);
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('importPreviewExpired');
    } finally {
      clock = Date.now();
    }
    expect(await transactionsOf(user)).toEqual([]);
    expect((await confirm(user, '7b0cbd55-3d2a-4a4e-9a39-9d3e8e4f0c11')).statusCode).toBe(404);
    expect((await confirm(user, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('a discarded preview is gone', async () => {
    const user = await brUser();
    const preview = (await upload(user, 'nubank.csv', NUBANK)).json();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/imports/${preview.id}`, headers: user.headers })).statusCode).toBe(204);
    expect((await confirm(user, preview.id)).statusCode).toBe(404);
  });
});

describe('CSV column mapping', () => {
  const UNKNOWN = ['F. contable;Detalle del movimiento;Cantidad;Disponible', '03/11/2026;BAR MANOLO;-12,40;1.000,00', '15/11/2026;NOMINA EMPRESA SL;2.100,00;3.087,60'].join('\n');

  it('asks for the columns of an unknown layout, previews with them, and remembers them for the same header', async () => {
    const user = await registerUser(t.app, { preferredCurrency: 'EUR', preferredLanguage: 'es', timezone: 'Europe/Madrid' });
    const first = (await upload(user, 'banco.csv', UNKNOWN)).json();
    expect(first).toMatchObject({ needsMapping: true, reason: 'unknown_layout', columns: ['F. contable', 'Detalle del movimiento', 'Cantidad', 'Disponible'] });
    expect(first.sample[0]).toEqual(['03/11/2026', 'BAR MANOLO', '-12,40', '1.000,00']);
    const bad = await mapping(user, first.id, { mapping: { date: 0, description: 1, dateOrder: 'DMY', decimalSeparator: ',' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('importMappingInvalid');
    const chosen = { date: 0, description: 1, amount: 2, dateOrder: 'DMY', decimalSeparator: ',' };
    const preview = (await mapping(user, first.id, { mapping: chosen })).json();
    expect(preview.rows.map((r: { date: string; type: string; amount: string; currency: string }) => [r.date, r.type, r.amount, r.currency])).toEqual([
      ['2026-11-03', 'expense', '12.40', 'EUR'],
      ['2026-11-15', 'income', '2100.00', 'EUR'],
    ]);
    expect(preview.rows[1].categoryName).toBe('Salary');
    await confirm(user, preview.id);
    const next = (await upload(user, 'banco-dic.csv', `${UNKNOWN}\n01/12/2026;CAFE CENTRAL;-3,20;3.084,40`)).json();
    expect(next.needsMapping).toBeUndefined();
    expect(next.counts).toMatchObject({ rows: 3, alreadyImported: 2 });
  });
});

describe('real OFX statements', () => {
  it('imports a bank OFX file and shows its totals', async () => {
    const user = await registerUser(t.app, { preferredCurrency: 'USD' });
    const preview = (await upload(user, 'checking.ofx', fixture('ofx/checking.ofx'))).json();
    expect(preview.format).toBe('ofx');
    expect(preview.rows.length).toBeGreaterThan(0);
    const result = (await confirm(user, preview.id)).json();
    expect(result.imported).toBe(preview.rows.length);
    const again = (await upload(user, 'checking.ofx', fixture('ofx/checking.ofx'))).json();
    expect(again.counts.alreadyImported).toBe(preview.rows.length);
  });

  it('refuses a broken OFX file with a 400 naming the line, writing nothing', async () => {
    const user = await registerUser(t.app);
    const res = await upload(user, 'date_missing.ofx', fixture('ofx/date_missing.ofx'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toMatch(/^import/);
    expect(await transactionsOf(user)).toEqual([]);
  });
});
