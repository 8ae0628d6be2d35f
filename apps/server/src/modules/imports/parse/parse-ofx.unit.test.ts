import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';
import { errorOf, fixture, parseFixture, rowsOf, totalOf } from './test-helpers';

describe('OFX files from ofxparse (real bank exports)', () => {
  it('bank_medium.ofx (1.x SGML, one line per entry): 3 rows, CAD, FITID prefixed by the account', () => {
    const outcome = parseFixture('ofx/bank_medium.ofx');
    expect(outcome).toMatchObject({ kind: 'rows', format: 'ofx' });
    const rows = rowsOf(outcome);
    expect(rows).toHaveLength(3);
    expect(totalOf(rows)).toBe('-345.27');
    expect(rows[0]).toMatchObject({
      line: 1,
      date: '2009-04-01',
      amount: '-6.60',
      currency: 'CAD',
      description: "MCDONALD'S #112",
      bankId: '12300 000012345678:0000123456782009040100001',
    });
    expect(rows[0]?.rawInput.startsWith('<STMTTRN><TRNTYPE>POS<DTPOSTED>20090401122017.000[-5:EST]')).toBe(true);
  });

  it('checking.ofx (indented SGML): 3 rows, the full MEMO when NAME is cut short', () => {
    const rows = rowsOf(parseFixture('ofx/checking.ofx'));
    expect(rows.map((r) => [r.date, r.amount])).toEqual([
      ['2011-03-31', '0.01'],
      ['2011-04-05', '-34.51'],
      ['2011-04-07', '-25.00'],
    ]);
    expect(totalOf(rows)).toBe('-59.50');
    expect(rows[0]?.description).toBe('DIVIDEND EARNED FOR PERIOD OF 03/01/2011 THROUGH 03/31/2011 ANNUAL PERCENTAGE YIELD EARNED IS 0.05%');
    expect(rows.every((r) => r.currency === 'USD' && r.bankId?.startsWith('1452687~7:'))).toBe(true);
  });

  it('suncorp.ofx (2.x XML with CDATA): 1 row of -16.85 AUD', () => {
    const rows = rowsOf(parseFixture('ofx/suncorp.ofx'));
    expect(rows).toEqual([
      expect.objectContaining({ date: '2013-12-15', amount: '-16.85', currency: 'AUD', bankId: '123456789:1', description: 'EFTPOS WDL HANDYWAY ALDI STORE GEELONG WEST VICAU' }),
    ]);
  });

  it('ofx-v102-empty-tags.ofx (blank lines before the header, empty tags): the entry currency, no empty FITID', () => {
    const rows = rowsOf(parseFixture('ofx/ofx-v102-empty-tags.ofx'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ date: '2018-05-07', amount: '12.34', currency: 'AUD', description: 'CBA:Transfer' });
    expect(rows[0]?.bankId).toBeUndefined();
  });

  it('files without transactions are empty, not errors of another kind', () => {
    expect(errorOf(() => parseFixture('ofx/bank_small.ofx')).code).toBe('importEmpty');
    expect(errorOf(() => parseFixture('ofx/multiple_accounts2.ofx')).code).toBe('importEmpty');
  });

  it('date_missing.ofx: importBadDate on the line of the entry without DTPOSTED', () => {
    const error = errorOf(() => parseFixture('ofx/date_missing.ofx'));
    expect(error.code).toBe('importBadDate');
    expect(error.line).toBe(33);
  });

  it('decimal_error.ofx: importBadAmount on the line of the entry with "$120"', () => {
    const error = errorOf(() => parseFixture('ofx/decimal_error.ofx'));
    expect(error.code).toBe('importBadAmount');
    expect(error.line).toBe(34);
  });
});

const sgml = (body: string, header = 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n') => new TextEncoder().encode(header + body);
const ccStatement = (trns: string) =>
  `<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<CCSTMTRS><CURDEF>BRL<CCACCTFROM><ACCTID>4111</CCACCTFROM><BANKTRANLIST>${trns}</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;

describe('OFX shapes', () => {
  it('reads credit-card statements, a date with a zone, an entry with an ampersand and a comma decimal', () => {
    const body = ccStatement(
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105100000[-3:BRT]<TRNAMT>-89,90<FITID>A1<NAME>AT&T SERVICOS<MEMO>AT&T SERVICOS</STMTTRN>' +
        '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240110<TRNAMT>+500.00<FITID>A2<MEMO>PAGAMENTO RECEBIDO</STMTTRN>',
    );
    const rows = rowsOf(parseStatement(sgml(body), { fileName: 'card.qfx' }));
    expect(rows).toEqual([
      expect.objectContaining({ line: 1, date: '2024-01-05', amount: '-89.90', currency: 'BRL', description: 'AT&T SERVICOS', bankId: '4111:A1' }),
      expect.objectContaining({ line: 2, date: '2024-01-10', amount: '500.00', description: 'PAGAMENTO RECEBIDO', bankId: '4111:A2' }),
    ]);
  });

  it('reads several statements of one file, bank and card, in order', () => {
    const bank = `<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20240101<TRNAMT>-1.00<FITID>x</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS><STMTTRNRS><STMTRS><CURDEF>EUR<BANKACCTFROM><ACCTID>2</BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20240102<TRNAMT>-2.00<FITID>x</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>`;
    const card = `<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>3</CCACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20240103<TRNAMT>-3.00<FITID>x</STMTTRN></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>`;
    const rows = rowsOf(parseStatement(sgml(`<OFX>${bank}${card}</OFX>`), { fileName: 'all.ofx' }));
    expect(rows.map((r) => [r.line, r.bankId, r.currency, r.amount])).toEqual([
      [1, '1:x', 'USD', '-1.00'],
      [2, '2:x', 'EUR', '-2.00'],
      [3, '3:x', 'USD', '-3.00'],
    ]);
  });

  it('reads Windows-1252 text as its CHARSET says', () => {
    const body = ccStatement('<STMTTRN><DTPOSTED>20240105<TRNAMT>-10.00<FITID>1<NAME>PADARIA S\xc3O JO\xc3O</STMTTRN>');
    const bytes = Uint8Array.from(Buffer.from('OFXHEADER:100\nDATA:OFXSGML\nCHARSET:1252\n\n' + body, 'latin1'));
    expect(rowsOf(parseStatement(bytes, { fileName: 'x.ofx' }))[0]?.description).toBe('PADARIA SÃO JOÃO');
  });

  it('a file cut short is importMalformed on its last line, never a TypeError', () => {
    const text = new TextDecoder().decode(fixture('ofx/checking.ofx'));
    const cut = text.slice(0, text.indexOf('<TRNAMT>-34.51') + 10);
    const error = errorOf(() => parseStatement(new TextEncoder().encode(cut), { fileName: 'cut.ofx' }));
    expect(error.code).toBe('importMalformed');
    expect(error.line).toBe(cut.split('\n').length);
  });

  it('a closing tag that opens nothing is importMalformed on its line', () => {
    const body = ccStatement('<STMTTRN><DTPOSTED>20240105<TRNAMT>-1.00</STMTTRN>\n</FOO>');
    const error = errorOf(() => parseStatement(sgml(body), { fileName: 'x.ofx' }));
    expect(error).toMatchObject({ code: 'importMalformed', line: 7 });
  });

  it('an impossible date (February 31st) is importBadDate', () => {
    const body = ccStatement('<STMTTRN><DTPOSTED>20120231<TRNAMT>-1.00</STMTTRN>');
    expect(errorOf(() => parseStatement(sgml(body), { fileName: 'x.ofx' })).code).toBe('importBadDate');
  });
});

/**
 * Hostile files: each case here would run for minutes if a pattern scanned the same text again per
 * character or per opener (quadratic); the test's own time limit is what fails then.
 */
describe('OFX files built to be slow', () => {
  it('an entry whose NAME is 80,000 dashes and spaces: one row, its kept text cut to 500 characters', () => {
    const name = '- '.repeat(40_000) + 'UBER *TRIP';
    const rows = rowsOf(parseStatement(sgml(ccStatement(`<STMTTRN><DTPOSTED>20240105<TRNAMT>-12.00<FITID>H1<NAME>${name}</STMTTRN>`)), { fileName: 'long.ofx' }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '-12.00', bankId: '4111:H1' });
    expect(rows[0]?.rawInput.length).toBeLessThanOrEqual(500);
  });

  it('100,000 comment openers never closed: importMalformed on the line of the first, in one pass', () => {
    const body = ccStatement('<STMTTRN><DTPOSTED>20240105<TRNAMT>-1.00</STMTTRN>\n' + '<!--'.repeat(100_000));
    const error = errorOf(() => parseStatement(sgml(body), { fileName: 'x.ofx' }));
    expect(error).toMatchObject({ code: 'importMalformed', line: 7 });
  });

  it('an unclosed CDATA section is importMalformed too', () => {
    const body = ccStatement('<STMTTRN><DTPOSTED>20240105<TRNAMT>-1.00<NAME><![CDATA[SHOP</STMTTRN>');
    expect(errorOf(() => parseStatement(sgml(body), { fileName: 'x.ofx' })).code).toBe('importMalformed');
  });
});
