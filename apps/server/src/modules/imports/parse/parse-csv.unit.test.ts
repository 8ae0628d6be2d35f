import { describe, expect, it } from 'vitest';
import { csvHeaderKey, parseStatement } from './parse-statement';
import { errorOf, parseFixture, rowsOf, totalOf } from './test-helpers';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('known bank layouts, recognised by their header', () => {
  it.each([
    // file, layout, rows, exact signed total, first row
    ['csv/nubank-card.csv', 'nubank-card', 6, '248.01', { line: 2, date: '2024-03-01', amount: '-23.90', description: 'Uber *Trip Help.Uber.com' }],
    ['csv/nubank-account.csv', 'nubank-account', 5, '2120.97', { line: 2, date: '2024-03-01', amount: '-50.00', bankId: '65e1a2b3-0001-4a2b-9c3d-000000000001' }],
    ['csv/itau.csv', 'itau', 5, '6877.35', { line: 7, date: '2024-03-01', amount: '-150.00', description: 'PIX TRANSF JOÃO SILVA 01/03' }],
    ['csv/santander-br.csv', 'santander-br', 4, '496.73', { line: 5, date: '2024-04-02', amount: '-250.00', description: 'PIX ENVIADO MARIA OLIVEIRA' }],
    ['csv/santander-es.csv', 'santander-es', 4, '2200.21', { line: 3, date: '2024-01-02', amount: '-45.67', currency: 'EUR', description: 'Compra tarjeta MERCADONA VALENCIA' }],
    ['csv/bbva.csv', 'bbva', 4, '882.66', { line: 4, date: '2024-01-31', amount: '-62.35', currency: 'EUR', description: 'CARREFOUR MADRID' }],
    ['csv/revolut.csv', 'revolut', 5, '308.20', { line: 2, date: '2024-02-02', amount: '-23.45', currency: 'GBP', description: 'Tesco' }],
    ['csv/chase-checking.csv', 'chase-checking', 5, '2283.06', { line: 2, date: '2024-03-15', amount: '-6.45' }],
    ['csv/chase-card.csv', 'chase-card', 5, '445.60', { line: 2, date: '2024-03-29', amount: '-18.72', description: 'UBER *TRIP' }],
  ])('%s is %s: %i rows totalling %s', (file, layout, count, total, first) => {
    const outcome = parseFixture(file);
    expect(outcome).toMatchObject({ kind: 'rows', format: 'csv', layout });
    const rows = rowsOf(outcome);
    expect(rows).toHaveLength(count);
    expect(totalOf(rows)).toBe(total);
    expect(rows[0]).toMatchObject(first);
    for (const row of rows) {
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.amount).toMatch(/^-?\d+\.\d{2,3}$/);
      expect(row.rawInput.length).toBeGreaterThan(0);
    }
  });

  it('Nubank card: purchases are money out, payments and refunds money in', () => {
    const rows = rowsOf(parseFixture('csv/nubank-card.csv'));
    expect(rows.find((r) => r.description === 'Pagamento recebido')?.amount).toBe('500.00');
    expect(rows.find((r) => r.description.startsWith('Amazon'))).toMatchObject({ amount: '-129.99', description: 'Amazon Marketplace, parcela 1/3' });
  });

  it('Itaú (Windows-1252, CRLF, preamble): balance lines are left out and accents read right', () => {
    const rows = rowsOf(parseFixture('csv/itau.csv'));
    expect(rows.some((r) => /SALDO/.test(r.description))).toBe(false);
    expect(rows.map((r) => r.description)).toContain('TAR PACOTE ITAÚ');
    expect(rows[0]?.rawInput).toBe('01/03/2024;PIX TRANSF JOÃO SILVA 01/03;;-150,00;');
  });

  it('Santander Brasil: credit and debit columns, a debit written with or without a minus', () => {
    const rows = rowsOf(parseFixture('csv/santander-br.csv'));
    expect(rows.map((r) => r.amount)).toEqual(['-250.00', '1100.00', '-42.50', '-310.77']);
  });

  it('BBVA (UTF-16 with BOM, tabs): the booking date (Fecha), not the value date', () => {
    const rows = rowsOf(parseFixture('csv/bbva.csv'));
    expect(rows[1]).toMatchObject({ date: '2024-01-29', description: 'AMAZON.ES' });
    expect(rows[3]?.description).toBe('Recibo VODAFONE ESPAÑA');
  });

  it('Revolut: only completed rows, the fee taken from the amount, each row in its own currency', () => {
    const rows = rowsOf(parseFixture('csv/revolut.csv'));
    expect(rows.map((r) => r.description)).toEqual(['Tesco', 'Top-Up by *1234', 'Exchanged to EUR', 'To JOHN SMITH', 'Pret A Manger']);
    expect(rows[2]?.amount).toBe('-100.50');
    expect(rows[4]).toMatchObject({ currency: 'EUR', date: '2024-02-09' });
  });

  it('Chase checking: a trailing comma on every row and quoted descriptions', () => {
    const rows = rowsOf(parseFixture('csv/chase-checking.csv'));
    expect(rows[4]?.description).toBe('NETFLIX.COM 866-579-7172 CA 03/10');
  });

  it('a header-only file is empty', () => {
    expect(errorOf(() => parseFixture('csv/header-only.csv')).code).toBe('importEmpty');
  });
});

describe('unknown layouts ask for a mapping, with a guess', () => {
  it('debit and credit columns, semicolons, decimal comma, a quoted line break', () => {
    const outcome = parseFixture('csv/generic-debit-credit.csv');
    expect(outcome).toMatchObject({
      kind: 'needs_mapping',
      reason: 'unknown_layout',
      headerKey: 'date|description|debit|credit|balance',
      columns: ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
      guess: { date: 0, description: 1, debit: 2, credit: 3, dateOrder: 'DMY', decimalSeparator: ',' },
    });
    if (outcome.kind !== 'needs_mapping') return;
    expect(outcome.sample).toHaveLength(3);
    expect(outcome.sample[2]?.[1]).toBe('Rent\nJanuary');
  });

  it('the mapping the user confirms reads the file: exact total, the line of a record split over two lines', () => {
    const rows = rowsOf(
      parseFixture('csv/generic-debit-credit.csv', { date: 0, description: 1, debit: 2, credit: 3, dateOrder: 'DMY', decimalSeparator: ',' }),
    );
    expect(rows.map((r) => [r.line, r.date, r.amount])).toEqual([
      [2, '2024-01-03', '-3.50'],
      [3, '2024-01-15', '1500.00'],
      [4, '2024-01-20', '-800.00'],
    ]);
    expect(totalOf(rows)).toBe('696.50');
    expect(rows[0]?.description).toBe('Coffee shop; downtown');
  });

  it('an amount plus a type column (D/C, Débito/Crédito), Windows-1252, ambiguous dates guessed day first', () => {
    const outcome = parseFixture('csv/generic-type-column.csv');
    expect(outcome).toMatchObject({
      kind: 'needs_mapping',
      reason: 'unknown_layout',
      columns: ['Data Mov.', 'Histórico', 'Valor', 'D/C'],
      guess: { date: 0, description: 1, amount: 2, kind: 3, dateOrder: 'DMY', decimalSeparator: ',' },
    });
    const rows = rowsOf(parseFixture('csv/generic-type-column.csv', { date: 0, description: 1, amount: 2, kind: 3, dateOrder: 'DMY', decimalSeparator: ',' }));
    expect(rows.map((r) => r.amount)).toEqual(['-1234.56', '2000.00', '-45.90', '10.00']);
    expect(totalOf(rows)).toBe('729.54');
    expect(rows[2]?.description).toBe('Farmácia São João');
    // The same file read month first: other dates.
    const us = rowsOf(parseFixture('csv/generic-type-column.csv', { date: 0, description: 1, amount: 2, kind: 3, dateOrder: 'MDY', decimalSeparator: ',' }));
    expect(us[0]?.date).toBe('2024-02-05');
  });

  it('a known layout whose dates read both ways asks, with the layout filled in as the guess', () => {
    const outcome = parseFixture('csv/ambiguous-revolut.csv');
    expect(outcome).toMatchObject({
      kind: 'needs_mapping',
      reason: 'ambiguous_dates',
      guess: { date: 3, description: 4, amount: 5, currency: 7, decimalSeparator: '.' },
    });
    const mapped = parseFixture('csv/ambiguous-revolut.csv', { date: 3, description: 4, amount: 5, currency: 7, dateOrder: 'MDY', decimalSeparator: '.' });
    expect(mapped).toMatchObject({ kind: 'rows', layout: undefined });
    expect(rowsOf(mapped).map((r) => r.date)).toEqual(['2024-03-04', '2024-05-04']);
  });

  it('a mapping applies to a known layout too, and keeps its rules (Revolut pending rows still out)', () => {
    const rows = rowsOf(parseFixture('csv/revolut.csv', { date: 2, description: 4, amount: 5, currency: 7, dateOrder: 'YMD', decimalSeparator: '.' }));
    expect(rows).toHaveLength(5);
    expect(rows[0]?.date).toBe('2024-02-01');
  });

  it('a headerless file: empty column names, the guess from the cells', () => {
    const outcome = parseStatement(utf8('02/01/2024;PIX TRANSF JOAO;-50,00\n15/01/2024;SALARIO;3.000,00\n'), { fileName: 'extrato.txt' });
    expect(outcome).toMatchObject({
      kind: 'needs_mapping',
      columns: ['', '', ''],
      guess: { date: 0, description: 1, amount: 2, dateOrder: 'DMY', decimalSeparator: ',' },
    });
  });

  it('a mapping with invertSign turns positive expenses into money out', () => {
    const rows = rowsOf(
      parseStatement(utf8('When,What,How much\n2024-01-02,Coffee,3.50\n2024-01-03,Refund,-1.00\n'), {
        fileName: 'x.csv',
        mapping: { date: 0, description: 1, amount: 2, dateOrder: 'YMD', decimalSeparator: '.', invertSign: true },
      }),
    );
    expect(rows.map((r) => r.amount)).toEqual(['-3.50', '1.00']);
  });
});

describe('CSV errors', () => {
  it('an unreadable date names its line', () => {
    expect(errorOf(() => parseFixture('csv/bad-date.csv'))).toMatchObject({ code: 'importBadDate', line: 3 });
  });
  it('an unreadable amount names its line', () => {
    expect(errorOf(() => parseFixture('csv/bad-amount.csv'))).toMatchObject({ code: 'importBadAmount', line: 3 });
  });
  it('a quote never closed is a damaged file', () => {
    expect(errorOf(() => parseFixture('csv/unclosed-quote.csv')).code).toBe('importMalformed');
  });
  it('an amount column that says nothing is importBadAmount', () => {
    const error = errorOf(() => parseStatement(utf8('date,title,amount\n2024-01-01,Coffee,\n'), { fileName: 'x.csv' }));
    expect(error).toMatchObject({ code: 'importBadAmount', line: 2 });
  });
  it('a mapping naming a column the file does not have fails on the first row', () => {
    const error = errorOf(() =>
      parseStatement(utf8('a,b\n2024-01-01,1.00\n'), { fileName: 'x.csv', mapping: { date: 5, description: 0, amount: 1, dateOrder: 'YMD', decimalSeparator: '.' } }),
    );
    expect(error).toMatchObject({ code: 'importBadDate', line: 2 });
  });
  it('more rows than the limit is importTooManyRows', () => {
    const lines = ['date,title,amount', ...Array.from({ length: 50_001 }, () => '2024-01-01,x,1.00')];
    expect(errorOf(() => parseStatement(utf8(lines.join('\n')), { fileName: 'big.csv' })).code).toBe('importTooManyRows');
  });
});

describe('csvHeaderKey', () => {
  it('folds case, accents and spaces, and ignores a trailing empty column', () => {
    expect(csvHeaderKey([' Data', 'Valor', 'Identificador', 'DESCRIÇÃO ', ''])).toBe('data|valor|identificador|descricao');
    expect(csvHeaderKey(['Data', 'Valor', 'Identificador', 'Descrição'])).toBe(csvHeaderKey(['data', 'VALOR', 'identificador', 'descricao']));
    expect(csvHeaderKey(['Date', 'Amount'])).not.toBe(csvHeaderKey(['Amount', 'Date']));
  });
});
