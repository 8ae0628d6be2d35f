/**
 * Reading exported files back as a person's tools would: a strict RFC 4180 CSV parser, exceljs for
 * .xlsx, and LibreOffice (when installed) to prove a real spreadsheet program opens the workbook.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';

const run = promisify(execFile);

/** Rows of fields; a blank line is an empty row ([]). Throws on malformed quoting. */
export function parseCsv(content: string): string[][] {
  if (content.charCodeAt(0) === 0xfeff) content = content.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  let lineHasContent = false;
  while (i < content.length) {
    const ch = content[i]!;
    if (quoted) {
      if (ch === '"' && content[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i++;
      } else {
        field += ch;
        i++;
      }
      continue;
    }
    if (ch === '"') {
      if (field !== '') throw new Error(`stray quote at ${i}`);
      quoted = true;
      lineHasContent = true;
      i++;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      lineHasContent = true;
      i++;
    } else if (ch === '\r' && content[i + 1] === '\n') {
      if (lineHasContent || field !== '') row.push(field);
      rows.push(row);
      row = [];
      field = '';
      lineHasContent = false;
      i += 2;
    } else if (ch === '\n' || ch === '\r') {
      throw new Error(`bare line break at ${i} (CSV lines must end with CRLF)`);
    } else {
      field += ch;
      lineHasContent = true;
      i++;
    }
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (lineHasContent || field !== '') throw new Error('last line does not end with CRLF');
  return rows;
}

export interface Sheet {
  name: string;
  worksheet: ExcelJS.Worksheet;
  /** Cell values by row (1-based rows become array index 0 = row 1), columns from 0. */
  rows: ExcelJS.CellValue[][];
}

export async function readXlsx(buffer: Buffer): Promise<Sheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets.map((ws) => {
    const rows: ExcelJS.CellValue[][] = [];
    // exceljs counts rows and columns by walking the sheet: ask once, not per cell.
    const rowCount = ws.rowCount;
    const columnCount = ws.columnCount;
    for (let r = 1; r <= rowCount; r++) {
      const row = ws.getRow(r);
      const values: ExcelJS.CellValue[] = [];
      for (let c = 1; c <= columnCount; c++) values.push(row.getCell(c).value);
      rows.push(values);
    }
    return { name: ws.name, worksheet: ws, rows };
  });
}

let sofficeChecked: Promise<boolean> | undefined;
/** Whether LibreOffice's soffice is installed (scripts/test.sh installs libreoffice-calc-nogui). */
export function hasSoffice(): Promise<boolean> {
  sofficeChecked ??= run('soffice', ['--version'], { timeout: 30_000 }).then(
    () => true,
    () => false,
  );
  return sofficeChecked;
}

/**
 * LibreOffice opens the workbook and saves every sheet as CSV (raw values, UTF-8): sheet name ->
 * rows. Its own profile folder, so parallel test runs don't collide.
 */
export async function sofficeSheetsAsCsv(buffer: Buffer): Promise<Map<string, string[][]>> {
  const dir = await mkdtemp(join(tmpdir(), 'tally-soffice-'));
  try {
    await writeFile(join(dir, 'report.xlsx'), buffer);
    // Filter options: comma, double quote, UTF-8, from line 1, ..., formulas no, quote text, as shown
    // no, ..., -1 = every sheet to its own file "report-<sheet>.csv".
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
        '--outdir',
        join(dir, 'out'),
        join(dir, 'report.xlsx'),
      ],
      { timeout: 120_000 },
    );
    const sheets = new Map<string, string[][]>();
    for (const file of await readdir(join(dir, 'out'))) {
      const text = await readFile(join(dir, 'out', file), 'utf8');
      // LibreOffice ends lines with LF: normalise for the strict parser.
      sheets.set(file.replace(/^report-/, '').replace(/\.csv$/, ''), parseCsv(text.replace(/\r?\n/g, '\r\n')));
    }
    return sheets;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
