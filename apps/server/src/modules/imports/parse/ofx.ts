/**
 * OFX and QFX (1.x SGML and 2.x XML): every statement of the file (bank and credit card, one or
 * several accounts), one row per STMTTRN. An entry's error names the file line where it starts.
 */
import { IMPORT_MAX_ROWS } from '@tally/shared/schemas/imports';
import { isZeroAmount, parsePlainAmount } from './amounts';
import { isoDate } from './dates';
import { ENTRY_TAG, ofxToXml } from './sgml-to-xml';
import { StatementError, cleanText, joinTexts, toRawInput, type StatementRow } from './statement';
import { attr, child, findAll, nodes, parseXml, text } from './xml-nodes';

const STATEMENTS = new Set(['STMTRS', 'CCSTMTRS']);
const ARRAYS = new Set([ENTRY_TAG, 'STMTTRNRS', 'CCSTMTTRNRS', 'STMTRS', 'CCSTMTRS']);
const CURRENCY_RE = /^[A-Z]{3}$/;

/** True when the text is an OFX file (header or root element near the top). */
export function isOfx(head: string): boolean {
  return /^\s*OFXHEADER\s*:/i.test(head) || /<\?OFX\s/i.test(head) || /<OFX>/i.test(head);
}

/** "20130525225731.258[-5:EST]" -> "2013-05-25": the bank's own calendar date, whatever the zone. */
export function parseOfxDate(value: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:\d{0,6}(?:[.:]\d+)?)?\s*(?:\[[^\]]*\])?$/.exec(value.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

export function parseOfx(source: string): StatementRow[] {
  const bodyStart = source.search(/<OFX>/i);
  if (bodyStart < 0) throw new StatementError('importMalformed', 1, 'no <OFX> element');
  const { xml, entries } = ofxToXml(source, bodyStart);
  const doc = parseXml(xml, ARRAYS);
  const statements = findAll(doc, STATEMENTS);
  const total = statements.reduce((n, s) => n + nodes(child(s, 'BANKTRANLIST')?.[ENTRY_TAG]).length, 0);
  if (total > IMPORT_MAX_ROWS) throw new StatementError('importTooManyRows');

  const rows: StatementRow[] = [];
  let entryNumber = 0;
  for (const statement of statements) {
    const curdef = text(statement, 'CURDEF').toUpperCase();
    const account = text(statement, 'BANKACCTFROM', 'ACCTID') || text(statement, 'CCACCTFROM', 'ACCTID');
    for (const trn of nodes(child(statement, 'BANKTRANLIST')?.[ENTRY_TAG])) {
      entryNumber++;
      const source = entries[Number(attr(trn, 'tallyEntry'))];
      const line = source?.line ?? 1;
      const amount = parsePlainAmount(text(trn, 'TRNAMT'));
      if (amount === null) throw new StatementError('importBadAmount', line, `TRNAMT "${text(trn, 'TRNAMT')}"`);
      const posted = text(trn, 'DTPOSTED') || text(trn, 'DTUSER');
      const date = parseOfxDate(posted);
      if (date === null) throw new StatementError('importBadDate', line, `DTPOSTED "${posted}"`);
      if (isZeroAmount(amount)) continue;
      const own = text(trn, 'CURRENCY', 'CURSYM').toUpperCase();
      const currency = CURRENCY_RE.test(own) ? own : CURRENCY_RE.test(curdef) ? curdef : undefined;
      const name = text(trn, 'NAME') || text(trn, 'PAYEE', 'NAME');
      const description = joinTexts(name, text(trn, 'MEMO')) || cleanText(text(trn, 'TRNTYPE'));
      const fitid = text(trn, 'FITID');
      const row: StatementRow = {
        line: entryNumber,
        date,
        amount,
        description,
        rawInput: toRawInput((source?.raw ?? '').slice(0, 2000).replace(/\s+</g, '<')),
      };
      if (currency) row.currency = currency;
      if (fitid) row.bankId = account ? `${account}:${fitid}` : fitid;
      rows.push(row);
    }
  }
  if (rows.length === 0) throw new StatementError('importEmpty');
  return rows;
}
