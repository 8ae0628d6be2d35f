import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeStatement } from './decode';
import { detectFormat, parseStatement } from './parse-statement';
import { errorOf, rowsOf } from './test-helpers';

const TEXT = 'Data;Descrição;Valor\n01/02/2024;Café São João;-12,50\n';

describe('decoding', () => {
  it.each([
    ['UTF-8', Buffer.from(TEXT, 'utf8')],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')])],
    ['UTF-16 LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(TEXT, 'utf16le')])],
    ['UTF-16 BE with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(TEXT, 'utf16be')])],
    ['UTF-16 LE without BOM', iconv.encode(TEXT, 'utf16le')],
    ['Windows-1252', iconv.encode(TEXT, 'win1252')],
    ['ISO-8859-1', iconv.encode(TEXT, 'latin1')],
  ])('%s', (_name, bytes) => {
    expect(decodeStatement(new Uint8Array(bytes))).toBe(TEXT);
  });

  it('Windows-1252 curly quotes and the euro sign', () => {
    expect(decodeStatement(new Uint8Array(iconv.encode('“Café” 10 €', 'win1252')))).toBe('“Café” 10 €');
  });
});

describe('format detection by content, whatever the file is called', () => {
  it.each([
    ['OFXHEADER:100\nDATA:OFXSGML\n\n<OFX></OFX>', 'ofx'],
    ['<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>\n<OFX></OFX>', 'ofx'],
    ['!Type:Bank\nD1/1/2024\nT-1\n^', 'qif'],
    ['<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"></Document>', 'camt'],
    ['date,title,amount\n2024-01-01,x,1.00\n', 'csv'],
    ['<html><body>Not a statement</body></html>', null],
    ['Dear customer,\nthank you for banking with us.\nKind regards\n', null],
  ])('%j is %s', (text, format) => {
    expect(detectFormat(text)).toBe(format);
  });

  it('an OFX named .csv is read as OFX', () => {
    const ofx = 'OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST><STMTTRN><DTPOSTED>20240101<TRNAMT>-1.00</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>';
    expect(parseStatement(new TextEncoder().encode(ofx), { fileName: 'statement.csv' })).toMatchObject({ kind: 'rows', format: 'ofx' });
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1'), 'importUnknownFormat'],
    ['an XLSX', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), 'importUnknownFormat'],
    ['a letter', Buffer.from('Hello,\nthis is not a statement.\n'), 'importUnknownFormat'],
    ['an empty file', Buffer.alloc(0), 'importEmpty'],
    ['blank lines', Buffer.from('\n\n  \n'), 'importEmpty'],
    ['an unknown XML', Buffer.from('<?xml version="1.0"?><root><a>1</a></root>'), 'importUnknownFormat'],
    ['random bytes', Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 7919) % 256)), 'importUnknownFormat'],
  ])('%s is refused with %s', (_name, bytes, code) => {
    expect(errorOf(() => parseStatement(new Uint8Array(bytes), { fileName: 'x.csv' })).code).toBe(code);
  });

  it('the decoded UTF-16 CSV parses like the UTF-8 one', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('date,title,amount\n2024-01-01,Café,1.00\n', 'utf16le')]);
    expect(rowsOf(parseStatement(new Uint8Array(bytes), { fileName: 'x.csv' }))[0]).toMatchObject({ description: 'Café', amount: '-1.00' });
  });
});
