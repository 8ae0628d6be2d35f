import { readdirSync, readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamCsv } from './export.csv';
import { date, integer, money, packRows, percent, text, unpackRows, type Report, type Row } from './export.model';
import { createExportPool, exportWorkerUrl } from './export.pool';
import { streamXlsx } from './export.xlsx';

const pool = createExportPool({ size: 1 });
afterAll(() => pool.close());

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const rowsOf = (n: number, from = 0): Row[] =>
  Array.from({ length: n }, (_, i) => [
    date('2026-03-01'),
    text(i % 3 ? `Item ${from + i}, "quoted"` : '=SUM(1)'),
    money(`${from + i}.05`, 'USD'),
    money(i % 4 ? '-0.10' : null, 'JPY'),
    integer(i),
    percent(i % 2 ? 12.5 : null),
    null,
  ]);

/** Two sections: one read in pages (with a count of pages read), one known up front, with totals. */
function report(pages: number, pageRows: number, read = { pages: 0, closed: false }, wait?: Promise<void>): Report {
  async function* paged() {
    try {
      for (let p = 0; p < pages; p++) {
        if (wait && p === 1) await wait;
        read.pages++;
        yield rowsOf(pageRows, p * pageRows);
      }
    } finally {
      read.closed = true;
    }
  }
  async function* fixed() {
    yield [[text('Food'), money('10.10', 'EUR')]];
  }
  return {
    sections: [
      { title: 'Transactions', columns: [{ heading: 'Date', width: 12 }, { heading: 'Text', width: 20 }], pages: paged(), totals: [[text('Total'), money('123.45', 'USD')]] },
      { title: 'By category', columns: [{ heading: 'Category', width: 12 }, { heading: 'Amount', width: 12 }], pages: fixed(), totals: [] },
    ],
  };
}

async function sheetValues(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => ({
    name: sheet.name,
    rows: sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.map((v) => (v instanceof Date ? v.toISOString() : v)) : row)),
    formats: sheet.getRow(2).values,
  }));
}

describe('export worker pool', { timeout: 30_000 }, () => {
  // The worker's first start (loading TypeScript in the thread) takes a few seconds on a busy machine.
  beforeAll(() => collect(pool.write(report(1, 1), { format: 'excel', created: new Date(), language: 'en' })), 60_000);

  it('finds the worker beside this module from source, and beside the bundle when compiled', () => {
    expect(exportWorkerUrl('file:///srv/apps/server/src/modules/export/export.pool.ts').href).toBe('file:///srv/apps/server/src/modules/export/export.worker.ts');
    expect(exportWorkerUrl('file:///srv/apps/server/dist/main.js').href).toBe('file:///srv/apps/server/dist/export.worker.js');
    expect(exportWorkerUrl().href).toMatch(/\/export\.worker\.ts$/);
  });

  it.runIf(process.platform === 'linux')('runs the worker thread at the lowest priority (nice 19, SCHED_IDLE), and only that thread', () => {
    /** A thread's nice value and scheduling policy, from its stat line (fields 19 and 41). */
    const scheduling = (statPath: string) => {
      const fields = readFileSync(statPath, 'utf8');
      const after = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
      return { nice: Number(after[16]), policy: Number(after[38]) };
    };
    const SCHED_OTHER = 0;
    const SCHED_IDLE = 5;
    const here = scheduling('/proc/thread-self/stat');
    const threads = readdirSync('/proc/self/task').flatMap((tid) => {
      try {
        return [scheduling(`/proc/self/task/${tid}/stat`)];
      } catch {
        return []; // a thread that ended meanwhile
      }
    });
    expect(threads).toContainEqual({ nice: 19, policy: SCHED_IDLE });
    expect(here.nice).toBeLessThan(19);
    expect(here.policy).toBe(SCHED_OTHER);
    expect(threads.filter((t) => t.policy === SCHED_IDLE)).toHaveLength(pool.workers().length);
  });

  it('sends rows no faster than its pace, so one export cannot take every core', async () => {
    const paced = createExportPool({ size: 1, maxRowsPerSecond: 10_000 });
    try {
      const started = performance.now();
      const csv = await collect(paced.write(report(6, 500), { format: 'csv', created: new Date(), language: 'en' }));
      // 3,000 rows at 10,000 a second: 0.3 s at least (a lower bound: a slow machine only adds to it).
      expect(performance.now() - started).toBeGreaterThanOrEqual(280);
      expect(csv.toString('utf8')).toContain('Item 2999,');
    } finally {
      await paced.close();
    }
  });

  it('packs rows for the worker without changing a cell', () => {
    const rows = [...rowsOf(5), [], [integer(0), percent(-1.5), text('')]];
    expect(unpackRows(packRows(rows))).toEqual(rows);
  });

  it('writes the same CSV in the worker as in this thread, byte for byte', async () => {
    const inWorker = await collect(pool.write(report(3, 700), { format: 'csv', created: new Date(), language: 'en' }));
    const here = await collect(streamCsv(report(3, 700)));
    expect(inWorker.equals(here)).toBe(true);
    expect(inWorker.toString('utf8')).toContain('\r\nTotal,123.45\r\n');
  });

  it('writes a workbook in the worker with the same sheets, cells and formats as in this thread', async () => {
    const created = new Date('2026-03-02T10:00:00Z');
    const inWorker = await sheetValues(await collect(pool.write(report(2, 600), { format: 'excel', created, language: 'pt' })));
    const here = await sheetValues(await collect(streamXlsx(report(2, 600), created, 'pt')));
    expect(inWorker).toEqual(here);
    expect(inWorker.map((s) => s.name)).toEqual(['Transactions', 'By category']);
    expect(inWorker[0]!.rows).toHaveLength(1 + 1 + 1200 + 2); // exceljs' empty row 0, header, rows, blank, total
  });

  it('totals known only once the rows are read (summed from them) reach the worker with the end of their section', async () => {
    const deferred = (read: { pages: number; closed: boolean }): Report => {
      const [paged, fixed] = report(3, 50, read).sections as [Report['sections'][0], Report['sections'][0]];
      return { sections: [{ ...paged, totals: () => [[text('Pages read'), integer(read.pages)]] }, fixed] };
    };
    const csv = (await collect(pool.write(deferred({ pages: 0, closed: false }), { format: 'csv', created: new Date(), language: 'en' }))).toString();
    expect(csv).toContain('\r\n\r\nPages read,3\r\n');
    const [sheet] = await sheetValues(await collect(pool.write(deferred({ pages: 0, closed: false }), { format: 'excel', created: new Date(), language: 'en' })));
    expect(sheet!.rows.at(-1)).toEqual([undefined, 'Pages read', 3]);
    expect(sheet!.rows).toHaveLength(1 + 1 + 150 + 2);
  });

  it('an abandoned file stops reading pages, and the worker goes on serving', async () => {
    for (const format of ['csv', 'excel'] as const) {
      const read = { pages: 0, closed: false };
      const stream = pool.write(report(1000, 500, read), { format, created: new Date(), language: 'en' });
      await new Promise((resolve) => stream.once('data', resolve));
      stream.destroy();
      await expect.poll(() => read.closed).toBe(true);
      expect(read.pages).toBeLessThan(100);
    }
    const csv = await collect(pool.write(report(1, 10), { format: 'csv', created: new Date(), language: 'en' }));
    expect(csv.toString('utf8')).toContain('Item 1,');
    expect(pool.workers()).toHaveLength(1);
  });

  it('a worker that dies fails its running files with an error, and the next file gets a new worker', async () => {
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const read = { pages: 0, closed: false };
    const stream = pool.write(report(3, 100, read, stalled), { format: 'excel', created: new Date(), language: 'en' });
    const failed = new Promise<Error>((resolve) => stream.once('error', resolve));
    stream.resume();
    await expect.poll(() => read.pages).toBe(1);
    const [worker] = pool.workers();
    await worker!.terminate();
    expect((await failed).message).toMatch(/export worker exited/);
    release();
    await expect.poll(() => read.closed).toBe(true);
    const csv = await collect(pool.write(report(2, 10), { format: 'csv', created: new Date(), language: 'en' }));
    expect(csv.toString('utf8')).toContain('"Item 17, ""quoted"""');
    expect(pool.workers()).toHaveLength(1);
    expect(pool.workers()[0]).not.toBe(worker);
  });
});
