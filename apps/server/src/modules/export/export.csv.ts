/**
 * CSV (RFC 4180): UTF-8 with a byte-order mark (so spreadsheet programs read accents right), CRLF line
 * ends, a header row per section. Amounts are exact decimal strings with a dot, dates YYYY-MM-DD.
 * A report with several sections gives each a title line and separates them by a blank line; totals
 * follow their section's rows after a blank line.
 */
import { Readable } from 'node:stream';
import { closingRows, neutraliseFormula, type Cell, type Report, type Row } from './export.model';

const NEEDS_QUOTES = /[",\r\n]/;

function quote(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvField(cell: Cell): string {
  if (cell === null) return '';
  switch (cell.kind) {
    case 'text':
      return quote(neutraliseFormula(cell.value));
    case 'money':
    case 'date':
      return cell.value;
    case 'integer':
      return String(cell.value);
    case 'percent':
      return cell.value.toFixed(1);
  }
}

const line = (row: Row) => `${row.map(csvField).join(',')}\r\n`;

async function* csvChunks(report: Report): AsyncIterable<string> {
  yield '\uFEFF';
  const titled = report.sections.length > 1;
  for (const [index, section] of report.sections.entries()) {
    let head = index > 0 ? '\r\n' : '';
    if (titled) head += line([{ kind: 'text', value: section.title }]);
    yield head + line(section.columns.map((c) => ({ kind: 'text', value: c.heading })));
    // One chunk per page: few, large writes.
    for await (const page of section.pages) yield page.map(line).join('');
    const totals = closingRows(section);
    if (totals.length > 0) yield '\r\n' + totals.map(line).join('');
  }
}

/** The report as a CSV byte stream; pages are read only as fast as the client takes them. */
export function streamCsv(report: Report): Readable {
  return Readable.from(csvChunks(report), { objectMode: false });
}
