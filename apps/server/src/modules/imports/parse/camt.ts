/**
 * CAMT.053 (ISO 20022 bank-to-customer statement, as European banks export it): every Stmt's Ntry is
 * a row. Sign from CdtDbtInd (DBIT is money out), date from BookgDt (Dt or DtTm) or else ValDt, text
 * from the counterparty and the remittance information, id from AcctSvcrRef / NtryRef / EndToEndId.
 * Pending and information-only entries are left out: they are not booked.
 */
import { IMPORT_MAX_ROWS } from '@tally/shared/schemas/imports';
import { isZeroAmount, negateAmount, parsePlainAmount } from './amounts';
import { isoDate } from './dates';
import { StatementError, cleanText, toRawInput, type StatementRow } from './statement';
import { attr, child, findAll, nodes, parseXml, text, texts, type XmlNode } from './xml-nodes';

const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd']);
const CURRENCY_RE = /^[A-Z]{3}$/;
const ENTRY_OPEN_RE = /<((?:[\w.-]+:)?Ntry)(?=[\s>])/g;
const ENTRY_CLOSE_RE = /<\/(?:[\w.-]+:)?Ntry\s*>/g;

export function isCamt053(head: string): boolean {
  return /urn:iso:std:iso:20022:tech:xsd:camt\.053/i.test(head);
}

/** "2024-01-15", "2024-01-15T10:00:00+01:00" -> "2024-01-15". */
function camtDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

function dateOf(node: XmlNode | undefined): string {
  return text(node, 'Dt') || text(node, 'DtTm');
}

/** The party's name in both schema generations (Cdtr/Nm and, since 2019, Cdtr/Pty/Nm). */
function partyName(parties: XmlNode | undefined, role: 'Cdtr' | 'Dbtr'): string {
  return text(parties, role, 'Nm') || text(parties, role, 'Pty', 'Nm');
}

export function parseCamt(source: string): StatementRow[] {
  // Each Ntry is tagged with the index of its source text, so a row keeps its entry and its line.
  const starts: number[] = [];
  const lineStarts: number[] = [];
  let line = 1;
  let scanned = 0;
  const tagged = source.replace(ENTRY_OPEN_RE, (_match, name: string, offset: number) => {
    for (let i = source.indexOf('\n', scanned); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) line++;
    scanned = offset;
    starts.push(offset);
    lineStarts.push(line);
    return `<${name} tallyEntry="${starts.length - 1}"`;
  });
  const ends = [...source.matchAll(ENTRY_CLOSE_RE)].map((m) => (m.index ?? 0) + m[0].length);
  const doc = parseXml(tagged, ARRAYS);
  const statements = findAll(doc, new Set(['Stmt']));
  const total = statements.reduce((n, s) => n + nodes(s['Ntry']).length, 0);
  if (total > IMPORT_MAX_ROWS) throw new StatementError('importTooManyRows');

  const rows: StatementRow[] = [];
  let entryNumber = 0;
  for (const statement of statements) {
    const account = text(statement, 'Acct', 'Id', 'IBAN') || text(statement, 'Acct', 'Id', 'Othr', 'Id');
    const accountCurrency = text(statement, 'Acct', 'Ccy');
    for (const entry of nodes(statement['Ntry'])) {
      entryNumber++;
      const index = Number(attr(entry, 'tallyEntry'));
      const fileLine = lineStarts[index] ?? 1;
      const status = (text(entry, 'Sts') || text(entry, 'Sts', 'Cd')).toUpperCase();
      const amountNode = child(entry, 'Amt');
      const rawAmount = text(entry, 'Amt');
      const unsigned = parsePlainAmount(rawAmount);
      if (unsigned === null || unsigned.startsWith('-')) throw new StatementError('importBadAmount', fileLine, `Amt "${rawAmount}"`);
      const indicator = text(entry, 'CdtDbtInd').toUpperCase();
      if (indicator !== 'CRDT' && indicator !== 'DBIT') throw new StatementError('importBadAmount', fileLine, `CdtDbtInd "${indicator}"`);
      const booked = dateOf(child(entry, 'BookgDt')) || dateOf(child(entry, 'ValDt'));
      const date = camtDate(booked);
      if (date === null) throw new StatementError('importBadDate', fileLine, `BookgDt "${booked}"`);
      if (status === 'PDNG' || status === 'INFO' || isZeroAmount(unsigned)) continue;

      const tx = child(entry, 'NtryDtls', 'TxDtls');
      const parties = child(tx, 'RltdPties');
      const counterparty = indicator === 'DBIT' ? partyName(parties, 'Cdtr') : partyName(parties, 'Dbtr');
      const remittance = texts(child(tx, 'RmtInf'), 'Ustrd').join(' ') || text(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref');
      const description =
        cleanText([counterparty, remittance].filter(Boolean).join(' - ')) ||
        cleanText(text(entry, 'AddtlNtryInf')) ||
        cleanText(text(tx, 'AddtlTxInf'));
      const endToEnd = text(tx, 'Refs', 'EndToEndId');
      const reference =
        text(entry, 'AcctSvcrRef') ||
        text(entry, 'NtryRef') ||
        text(tx, 'Refs', 'AcctSvcrRef') ||
        (endToEnd && endToEnd.toUpperCase() !== 'NOTPROVIDED' ? endToEnd : '');
      const currency = attr(amountNode, 'Ccy') || accountCurrency;
      const start = starts[index] ?? 0;
      const row: StatementRow = {
        line: entryNumber,
        date,
        amount: indicator === 'DBIT' ? negateAmount(unsigned) : unsigned,
        description,
        rawInput: toRawInput(source.slice(start, ends[index] ?? start + 500).replace(/>\s+</g, '><')),
      };
      if (CURRENCY_RE.test(currency)) row.currency = currency;
      if (reference) row.bankId = account ? `${account}:${reference}` : reference;
      rows.push(row);
    }
  }
  if (rows.length === 0) throw new StatementError('importEmpty');
  return rows;
}
