import { describe, expect, it } from 'vitest';
import { csvField } from './export.csv';
import { money, neutraliseFormula, percent, text } from './export.model';
import { currencyFormat, toSheetName } from './export.xlsx';

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
