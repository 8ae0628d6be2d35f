/**
 * Excel workbooks written as a stream (exceljs WorkbookWriter): one sheet per section, a frozen bold
 * header row with a filter, column widths, numbers as numbers with currency formats, dates as dates,
 * totals in bold under a blank row (so sorting the data leaves them out). Rows are committed as they
 * come and the writer waits for the client between pages, so memory stays bounded.
 */
import { PassThrough, type Readable } from 'node:stream';
// Types only: exceljs and its dependencies (a third of the server's modules) load with the first workbook.
import type ExcelJS from 'exceljs';
import { minorUnits } from '@tally/shared/currencies';
import { formatMoney } from '@tally/shared/format-money';
import { neutraliseFormula, type Cell, type Report, type Row } from './export.model';
import { ZipWriter } from './export.zip';

/** Sheet names: at most 31 characters, none of []:*?/\ and unique in the workbook. */
export function toSheetName(title: string, taken: Set<string>): string {
  const base = title.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/** Text around the number in a number format: quoted, with the spaces outside the quotes. */
function literal(text: string): string {
  const [, before = '', core = '', after = ''] = /^(\s*)(.*?)(\s*)$/.exec(text.replace(/\u00a0/g, ' ')) ?? [];
  return core ? `${before}"${core.replace(/"/g, '')}"${after}` : `${before}${after}`;
}

/**
 * The cell format of amounts in `currency` for a user of `language`: the symbol placed as the shared
 * formatter places it ("$"#,##0.00 and #,##0.00 "kr" in English, "R$" #,##0.00 in Portuguese,
 * #,##0.00 "€" in Spanish) with the currency's minor units ("¥"#,##0). The cell stays a number;
 * the spreadsheet program shows the separators of its own locale.
 */
export function currencyFormat(currency: string, language: string): string {
  const places = minorUnits(currency);
  const sample = formatMoney('1', currency, language);
  const digits = /1(?:[.,]0+)?/.exec(sample)!;
  const before = literal(sample.slice(0, digits.index));
  const after = literal(sample.slice(digits.index + digits[0].length));
  const number = `${before}#,##0${places > 0 ? `.${'0'.repeat(places)}` : ''}${after}`;
  return `${number};-${number}`;
}

const ROWS_PER_TURN = 100;
/**
 * zlib's level for the workbook's files. Level 3 deflates a 100k-row sheet (~40 MB of XML, 64 KB at a
 * time) in ~90 ms against ~270 ms at level 6, for a file ~4% larger (measured 29 Nov).
 */
const ZIP_LEVEL = 3;

// exceljs caches a style by object identity: one object per distinct style keeps 100k rows cheap.
type Style = Partial<ExcelJS.Style>;
const TEXT_STYLE: Style = {};
const DATE_STYLE: Style = { numFmt: 'yyyy-mm-dd' };
const INTEGER_STYLE: Style = { numFmt: '0' };
const PERCENT_STYLE: Style = { numFmt: '0.0%' };
const HEADER_STYLE: Style = {
  font: { bold: true },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } },
  border: { bottom: { style: 'thin', color: { argb: 'FF9AA5B1' } } },
};

class Styles {
  private readonly money = new Map<string, Style>();

  constructor(private readonly language: string) {}
  private readonly bold = new Map<Style | undefined, Style>();

  for(cell: Cell): Style | undefined {
    if (cell === null) return undefined;
    // Text too gets a shared (empty) style: a cell left unstyled gets a fresh object that exceljs
    // would have to render and look up again for every cell.
    if (cell.kind === 'text') return TEXT_STYLE;
    if (cell.kind === 'date') return DATE_STYLE;
    if (cell.kind === 'integer') return INTEGER_STYLE;
    if (cell.kind === 'percent') return PERCENT_STYLE;
    let style = this.money.get(cell.currency);
    if (!style) this.money.set(cell.currency, (style = { numFmt: currencyFormat(cell.currency, this.language) }));
    return style;
  }

  /** The same style in bold (totals rows). */
  emphasised(style: Style | undefined): Style {
    let bolded = this.bold.get(style);
    if (!bolded) this.bold.set(style, (bolded = { ...style, font: { bold: true } }));
    return bolded;
  }
}

function cellValue(cell: Cell): ExcelJS.CellValue {
  if (cell === null) return null;
  switch (cell.kind) {
    case 'text':
      return neutraliseFormula(cell.value);
    case 'money':
      return Number(cell.value);
    case 'date':
      return new Date(`${cell.value}T00:00:00Z`);
    case 'integer':
      return cell.value;
    case 'percent':
      return cell.value / 100;
  }
}

function addRow(sheet: ExcelJS.Worksheet, row: Row, styles: Styles, isTotal = false) {
  const added = sheet.addRow(row.map(cellValue));
  row.forEach((cell, i) => {
    const style = isTotal ? styles.emphasised(styles.for(cell)) : styles.for(cell);
    if (style) added.getCell(i + 1).style = style;
  });
  added.commit();
}

function drainedOrClosed(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** The parts of exceljs's WorkbookWriter (4.4) that choose where and how its zip is written. */
interface ZipHost {
  /** archiver, then our ZipWriter. */
  zip: { abort(): unknown } | ZipWriter;
  stream: PassThrough;
  promise: Promise<unknown>;
  addThemes(): Promise<void>;
  addOfficeRels(): Promise<void>;
}

/**
 * The workbook's files go through our ZipWriter (deflated in this thread, export.zip.ts) to `out`,
 * instead of through archiver: the constructor's archiver, which holds only the theme and the
 * package relationships so far, is dropped and those two are added again to the new zip.
 */
function zipInThisThread(host: ZipHost, out: PassThrough) {
  if (!(host.zip instanceof ZipWriter)) host.zip.abort();
  host.zip = new ZipWriter(out, ZIP_LEVEL);
  host.stream = out;
  host.promise = Promise.all([host.addThemes(), host.addOfficeRels()]);
}

async function writeWorkbook(report: Report, out: PassThrough, created: Date, language: string) {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    // exceljs pipes its own zip (archiver) here; it is replaced below before a byte is written.
    stream: new PassThrough(),
    useStyles: true,
    useSharedStrings: false,
  });
  zipInThisThread(workbook as unknown as ZipHost, out);
  workbook.creator = 'Tally';
  workbook.created = created;
  const styles = new Styles(language);
  const taken = new Set<string>();
  for (const section of report.sections) {
    const sheet = workbook.addWorksheet(toSheetName(section.title, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = section.columns.map((c) => ({ width: c.width }));
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: section.columns.length } };
    const header = sheet.addRow(section.columns.map((c) => c.heading));
    header.eachCell((cell) => (cell.style = HEADER_STYLE));
    header.commit();
    for await (const page of section.pages) {
      if (out.destroyed) return; // the client went away: stop reading the database
      for (let i = 0; i < page.length; i++) {
        addRow(sheet, page[i]!, styles);
        // Formatting is CPU work: give other requests a turn every ROWS_PER_TURN rows.
        if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await new Promise((resolve) => setImmediate(resolve));
      }
      // Let the client catch up before the next page is read.
      if (out.writableNeedDrain) await drainedOrClosed(out);
    }
    if (section.totals.length > 0) {
      sheet.addRow([]).commit();
      for (const row of section.totals) addRow(sheet, row, styles, true);
    }
    sheet.commit();
  }
  await workbook.commit();
}

/**
 * The report as an .xlsx byte stream, amounts formatted for a user of `language`. A failure mid-way
 * ends the stream with that error.
 */
export function streamXlsx(report: Report, created: Date, language: string): Readable {
  const out = new PassThrough({ highWaterMark: 1024 * 1024 });
  writeWorkbook(report, out, created, language).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
