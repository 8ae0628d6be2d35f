import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';
import { errorOf, parseFixture, rowsOf, totalOf } from './test-helpers';

describe('QIF', () => {
  it('US bank file: M/D\'YY dates, thousands separators, U and T, payee and memo; zero rows left out', () => {
    const outcome = parseFixture('qif/bank-us.qif');
    expect(outcome).toMatchObject({ kind: 'rows', format: 'qif' });
    const rows = rowsOf(outcome);
    expect(rows.map((r) => [r.line, r.date, r.amount])).toEqual([
      [2, '2024-12-28', '-1234.56'],
      [7, '2024-12-31', '2500.00'],
      [12, '2025-01-02', '-45.10'],
      [21, '2025-01-15', '-15.99'],
    ]);
    expect(totalOf(rows)).toBe('1204.35');
    expect(rows[0]?.description).toBe('RENT PAYMENT - December rent');
    expect(rows[3]?.description).toBe('NETFLIX.COM 866-579-7172 CA');
    expect(rows[0]?.rawInput).toBe("D12/28'24 T-1,234.56 PRENT PAYMENT MDecember rent");
  });

  it('credit card file after an account list: DD.MM.YYYY dates, decimal comma, Windows-1252', () => {
    const rows = rowsOf(parseFixture('qif/ccard-eu.qif'));
    expect(rows.map((r) => [r.date, r.amount])).toEqual([
      ['2024-12-31', '-1299.90'],
      ['2025-01-02', '-35.00'],
      ['2025-01-15', '500.00'],
    ]);
    expect(totalOf(rows)).toBe('-834.90');
    expect(rows[0]?.description).toBe('Lojas Americanas - Parcela 1/10');
  });

  it('cash file with ISO dates and a memo-only record', () => {
    const rows = rowsOf(parseFixture('qif/iso-dates.qif'));
    expect(rows.map((r) => [r.date, r.amount, r.description])).toEqual([
      ['2024-12-31', '-12.50', 'Café'],
      ['2025-01-02', '-3.00', 'Bus'],
    ]);
  });

  it('dates that read both ways are month first, as Quicken writes them', () => {
    const rows = rowsOf(parseStatement(new TextEncoder().encode('!Type:Bank\nD03/04/2024\nT-1.00\nPX\n^\n'), { fileName: 'x.qif' }));
    expect(rows[0]?.date).toBe('2024-03-04');
  });

  it('errors name the line of the bad field', () => {
    expect(errorOf(() => parseFixture('qif/bad-date.qif'))).toMatchObject({ code: 'importBadDate', line: 6 });
    expect(errorOf(() => parseFixture('qif/bad-amount.qif'))).toMatchObject({ code: 'importBadAmount', line: 7 });
  });

  it('a QIF of investments only is empty', () => {
    const bytes = new TextEncoder().encode('!Type:Invst\nD1/2/2024\nNBuy\nYACME\nT100.00\n^\n');
    expect(errorOf(() => parseStatement(bytes, { fileName: 'x.qif' })).code).toBe('importEmpty');
  });
});

describe('CAMT.053', () => {
  it('v02: signs from CdtDbtInd, BookgDt Dt or DtTm, ValDt fallback, pending left out, refs as bank ids', () => {
    const outcome = parseFixture('camt/camt053-v02.xml');
    expect(outcome).toMatchObject({ kind: 'rows', format: 'camt' });
    const rows = rowsOf(outcome);
    expect(rows.map((r) => [r.line, r.date, r.amount, r.currency, r.bankId])).toEqual([
      [1, '2024-01-03', '-42.50', 'EUR', 'DE89370400440532013000:2024010300042'],
      [2, '2024-01-25', '3250.00', 'EUR', 'DE89370400440532013000:2024012500777'],
      [3, '2024-01-15', '-12.99', 'EUR', 'DE89370400440532013000:NFLX-88213'],
      [5, '2024-01-28', '-20.00', 'USD', 'DE89370400440532013000:2024012800999'],
    ]);
    expect(totalOf(rows)).toBe('3174.51');
    expect(rows.map((r) => r.description)).toEqual([
      'REWE Markt GmbH - Kartenzahlung REWE Berlin 2024-01-02 18:31',
      'Muster & Söhne AG - Gehalt Januar 2024',
      'SEPA-LASTSCHRIFT NETFLIX INTERNATIONAL B.V.',
      'GitHub, Inc.',
    ]);
    expect(rows[0]?.rawInput.startsWith('<Ntry><NtryRef>0001</NtryRef><Amt Ccy="EUR">42.50</Amt>')).toBe(true);
  });

  it('v08 with two statements: Pty/Nm names, Sts/Cd, NtryRef and a non-IBAN account', () => {
    const rows = rowsOf(parseFixture('camt/camt053-v08-two-statements.xml'));
    expect(rows.map((r) => [r.amount, r.description, r.bankId])).toEqual([
      ['1500.00', 'Empresa Ejemplo SL - NOMINA FEBRERO', 'ES9121000418450200051332:REF-A-1'],
      ['-60.25', 'Iberdrola Clientes SAU', 'ES9121000418450200051332:REF-A-2'],
      ['0.35', 'Intereses', 'SAVINGS-77:INT-0229'],
    ]);
    expect(totalOf(rows)).toBe('1440.10');
  });

  it('a truncated file is importMalformed with a line; a bad booking date is importBadDate on its entry', () => {
    const truncated = errorOf(() => parseFixture('camt/truncated.xml'));
    expect(truncated.code).toBe('importMalformed');
    expect(truncated.line).toBeGreaterThan(1);
    expect(errorOf(() => parseFixture('camt/bad-date.xml'))).toMatchObject({ code: 'importBadDate', line: 73 });
  });
});
