import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvField } from './export.csv';
import { date, integer, money, neutraliseFormula, onePage, percent, text, type Row } from './export.model';
import { RunningTotals } from './export.reports';
import { columnName, currencyFormat, streamXlsx, toSheetName } from './export.xlsx';

describe('formula injection guard', () => {
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(1+1)', '\t=1+1', '\r=1+1', '\n=1+1'])('neutralises %j', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });
  it.each(['Lunch', '1+1', 'a=b', ' =1', '', "'already"])('leaves %j alone', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks, and neutralises formulas inside quotes too', () => {
    expect(csvField(text('a, b'))).toBe('"a, b"');
    expect(csvField(text('say "hi"'))).toBe('"say ""hi"""');
    expect(csvField(text('two\r\nlines'))).toBe('"two\r\nlines"');
    expect(csvField(text('=HYPERLINK("x")'))).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(text('\r=1'))).toBe(`"'\r=1"`);
  });
  it('writes amounts as exact decimals (a negative one stays a number) and percentages with one decimal', () => {
    expect(csvField(money('-1234567.89', 'USD'))).toBe('-1234567.89');
    expect(csvField(money(null, 'USD'))).toBe('');
    expect(csvField(percent(-15))).toBe('-15.0');
    expect(csvField(percent(null))).toBe('');
  });
});

describe('Excel names and formats', () => {
  it('sheet names drop forbidden characters, fit 31 characters and stay unique', () => {
    const taken = new Set<string>();
    expect(toSheetName('Income: 2026/Q1?', taken)).toBe('Income  2026 Q1');
    expect(toSheetName('x'.repeat(40), taken)).toBe('x'.repeat(31));
    expect(toSheetName('X'.repeat(40), taken)).toBe(`${'X'.repeat(29)} 2`);
  });
  it('currency formats put the symbol where the spec puts it', () => {
    expect(currencyFormat('USD', 'en')).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(currencyFormat('BRL', 'en')).toBe('"R$"#,##0.00;-"R$"#,##0.00');
    expect(currencyFormat('SEK', 'en')).toBe('#,##0.00 "kr";-#,##0.00 "kr"');
  });
  it('currency formats follow the user’s language and the currency’s minor units (issue 15)', () => {
    expect(currencyFormat('BRL', 'pt')).toBe('"R$" #,##0.00;-"R$" #,##0.00');
    expect(currencyFormat('EUR', 'es')).toBe('#,##0.00 "€";-#,##0.00 "€"');
    expect(currencyFormat('SEK', 'pt')).toBe('"kr" #,##0.00;-"kr" #,##0.00');
    expect(currencyFormat('JPY', 'en')).toBe('"¥"#,##0;-"¥"#,##0');
    expect(currencyFormat('JPY', 'es')).toBe('#,##0 "¥";-#,##0 "¥"');
    expect(currencyFormat('KWD', 'pt')).toBe('"KD" #,##0.000;-"KD" #,##0.000');
  });
});

describe('totals summed from the rows (PGlite exports)', () => {
  it('add exactly, by type, at the largest scale among the values, as SQL sum() answers', () => {
    const totals = new RunningTotals();
    for (let i = 0; i < 1000; i++) totals.add({ type: 'expense', converted: '0.10' });
    totals.add({ type: 'expense', converted: '0.005' });
    totals.add({ type: 'income', converted: '-2' });
    totals.add({ type: 'income', converted: '1200' });
    totals.add({ type: 'income', converted: null }); // no rate known: listed, never summed
    expect(totals.sums()).toEqual({ income: '1198', expenses: '100.005' });
  });
  it('are 0.00 for a type without rows, as coalesce(sum(...), 0.00)', () => {
    const totals = new RunningTotals();
    totals.add({ type: 'expense', converted: '19.99' });
    expect(totals.sums()).toEqual({ income: '0.00', expenses: '19.99' });
  });
});

describe('the workbook as written', () => {
  const collect = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('column letters run A..Z, AA..AZ, BA..', () => {
    expect([0, 7, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'H', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('keeps text as typed (XML characters, edge spaces, formulas neutralised), drops what XML cannot hold, and keeps numbers and dates', async () => {
    const rows: Row[] = [
      [text('<b>Fish & "chips"</b> it\'s'), money('-1234.56', 'EUR'), date('2026-02-28'), integer(7), percent(-12.5)],
      [text('  spaced  '), money('0.10', 'JPY'), null, null, null],
      [text('bell\u0007tab\tend'), null, date('1999-12-31'), null, null],
      [text('=1+1'), null, null, null, null],
    ];
    const file = await collect(
      streamXlsx(
        { sections: [{ title: "Ana's: Q1", columns: ['A', 'B', 'C', 'D', 'E'].map((heading) => ({ heading, width: 11 })), pages: onePage(rows), totals: [[text('Total'), money('1.00', 'EUR')]] }] },
        new Date('2026-03-01T12:00:00Z'),
        'en',
      ),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Ana's  Q1");
    expect(sheet.getRow(2).getCell(1).value).toBe('<b>Fish & "chips"</b> it\'s');
    expect(sheet.getRow(2).getCell(2).value).toBe(-1234.56);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('"€"#,##0.00;-"€"#,##0.00');
    expect((sheet.getRow(2).getCell(3).value as Date).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(sheet.getRow(2).getCell(4).value).toBe(7);
    expect(sheet.getRow(2).getCell(5).value).toBe(-0.125);
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('0.0%');
    expect(sheet.getRow(3).getCell(1).value).toBe('  spaced  ');
    expect(sheet.getRow(3).getCell(2).numFmt).toBe('"¥"#,##0;-"¥"#,##0');
    expect(sheet.getRow(4).getCell(1).value).toBe('belltab\tend');
    expect((sheet.getRow(4).getCell(3).value as Date).toISOString()).toBe('1999-12-31T00:00:00.000Z');
    expect(sheet.getRow(5).getCell(1).value).toBe("'=1+1");
    expect(sheet.getRow(6).getCell(1).value).toBe(null); // the blank row before the totals
    expect(sheet.getRow(7).getCell(1).value).toBe('Total');
    expect(sheet.getRow(7).getCell(2).font?.bold).toBe(true);
    expect(sheet.getRow(7).getCell(2).numFmt).toBe('"€"#,##0.00;-"€"#,##0.00');
    expect(workbook.creator).toBe('Tally');
  });
});
