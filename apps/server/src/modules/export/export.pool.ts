/**
 * Export files are written in worker threads (export.worker.ts), so that formatting 100k rows into a
 * workbook does not hold up other users' requests on the request thread. On PostgreSQL a worker also
 * reads the transaction rows itself, on its own connection (a section's `source`): the request thread
 * only passes the file's bytes on. On PGlite the database lives in the request thread, so the rows
 * are read there, in pages, and sent to the worker in slices.
 *
 * Flow control, both ways: at most SLICES_IN_FLIGHT slices are with the worker unanswered, no slice
 * is sent while the response stream waits for a slow client, and a worker reading rows itself has at
 * most CHUNKS_UNWRITTEN chunks of the file not yet taken by the response stream; so memory stays
 * bounded and an abandoned download stops reading the database at once.
 *
 * Workers start on the first export, run several jobs each, are not counted as keeping the process
 * alive, and stop after IDLE_MS without work (or on close). A worker that dies fails its running
 * exports (their streams end with an error) and the next export starts a new one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { PassThrough, type Readable } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { closingRows, MAX_ROWS_PER_SECOND, pace, packRows, type Column, type PackedRows, type Report, type Row, type RowsSource, type Section } from './export.model';

export type ExportFormat = 'csv' | 'excel';

export interface JobStart {
  port: MessagePort;
  format: ExportFormat;
  /** ISO timestamp: the workbook's creation date. */
  created: string;
  language: string;
  /**
   * A section with a source is read by the worker (which then has a database); the others' rows come
   * over the port. Totals known only once the rows are read (null here) come with `sectionEnd`.
   */
  sections: Array<{ title: string; columns: Column[]; totals: Row[] | null; source?: RowsSource }>;
}
/** What a worker is started with (`workerData`). */
export interface WorkerSetup {
  /** PostgreSQL: the worker reads sections with a source itself, on connections of its own. */
  databaseUrl?: string;
  /** The pace of the rows the worker reads itself (MAX_ROWS_PER_SECOND). */
  maxRowsPerSecond: number;
}
/** `written`: the response stream took `chunks` more of the file's chunks. */
export type ToWorker = { t: 'rows'; rows: PackedRows } | { t: 'sectionEnd'; totals: Row[] } | { t: 'written'; chunks: number } | { t: 'abort' };
export type FromWorker = { t: 'data'; bytes: Uint8Array } | { t: 'ack' } | { t: 'end' } | { t: 'error'; message: string };

/**
 * Rows per message: packing and copying a slice costs the request thread about half a millisecond
 * (8 columns), and the worker writes one while the next ones are on their way. Several slices in
 * flight (a few hundred KB) keep the worker busy when the request thread is slow to be scheduled.
 */
const SLICE_ROWS = 500;
const SLICES_IN_FLIGHT = 6;
/** File chunks a worker reading its own rows may send ahead of the response stream (a few hundred KB). */
export const CHUNKS_UNWRITTEN = 8;
const IDLE_MS = 5 * 60_000;

/**
 * The worker entry beside this module: `export.worker.ts` when running from source (tsx), and
 * `export.worker.js` when this code was compiled into a bundle: the build must emit the worker as
 * its own entry point, named `export.worker.js`, in the same folder as the bundle holding this code.
 */
export function exportWorkerUrl(moduleUrl: string = import.meta.url): URL {
  const extension = /\.[cm]?ts$/.test(new URL(moduleUrl).pathname) ? 'ts' : 'js';
  return new URL(`./export.worker.${extension}`, moduleUrl);
}

/** tsx's ESM API module (its `import` export, which require.resolve would not pick). */
function tsxEsmApi(): URL {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exported = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']!;
  return new URL(exported.import.default, pathToFileURL(manifest));
}

/**
 * A worker on `url`. From source (a .ts entry, as under `node --import tsx`), the worker first
 * registers tsx's loader in its own thread and then imports the entry: on Node 20 an `--import tsx`
 * in the worker's execArgv comes too late for the worker's main module.
 */
function startWorker(url: URL, workerData: WorkerSetup): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { stdout: false, stderr: false, workerData });
  const tsx = tsxEsmApi().href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(code, { eval: true, stdout: false, stderr: false, workerData });
}

interface PooledWorker {
  worker: Worker;
  jobs: Set<(error: Error) => void>;
  idle: NodeJS.Timeout | null;
}

export interface ExportPool {
  /** The report as file bytes; a failure (database, worker) ends the stream with that error. */
  write(report: Report, options: { format: ExportFormat; created: Date; language: string }): Readable;
  /** Stops every worker (running exports fail). */
  close(): Promise<void>;
  /** The running worker threads (diagnostics and tests). */
  workers(): Worker[];
}

export function createExportPool(
  options: { size?: number; idleMs?: number; workerUrl?: URL; maxRowsPerSecond?: number; databaseUrl?: string } = {},
): ExportPool {
  const size = options.size ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const maxRowsPerSecond = options.maxRowsPerSecond ?? MAX_ROWS_PER_SECOND;
  const idleMs = options.idleMs ?? IDLE_MS;
  const workerUrl = options.workerUrl ?? exportWorkerUrl();
  const workers: PooledWorker[] = [];

  function retire(pooled: PooledWorker, error: Error) {
    const at = workers.indexOf(pooled);
    if (at >= 0) workers.splice(at, 1);
    if (pooled.idle) clearTimeout(pooled.idle);
    for (const fail of pooled.jobs) fail(error);
    pooled.jobs.clear();
  }

  function spawn(): PooledWorker {
    const worker = startWorker(workerUrl, { databaseUrl: options.databaseUrl, maxRowsPerSecond });
    worker.unref();
    const pooled: PooledWorker = { worker, jobs: new Set(), idle: null };
    worker.on('error', (error) => retire(pooled, error));
    worker.on('exit', (code) => retire(pooled, new Error(`export worker exited (${code})`)));
    workers.push(pooled);
    return pooled;
  }

  /** The least busy worker; a new one while the pool is not full and every worker has work. */
  function pick(): PooledWorker {
    const least = workers.reduce<PooledWorker | null>((best, w) => (!best || w.jobs.size < best.jobs.size ? w : best), null);
    if (!least || (least.jobs.size > 0 && workers.length < size)) return spawn();
    return least;
  }

  /**
   * Whether the worker reads a section's rows itself: it has a source, the workers a database, and
   * its totals are known up front (totals summed from the rows are summed where the rows are read).
   */
  const workerReads = (section: Section) => Boolean(section.source && options.databaseUrl && typeof section.totals !== 'function');

  function write(report: Report, opts: { format: ExportFormat; created: Date; language: string }): Readable {
    const out = new PassThrough({ highWaterMark: 1024 * 1024 });
    const pooled = pick();
    if (pooled.idle) clearTimeout(pooled.idle);
    pooled.idle = null;
    const { port1: port, port2 } = new MessageChannel();

    let done = false;
    let inFlight = 0;
    // File chunks written to `out` while it needed draining: the worker hears of them on 'drain'.
    let heldChunks = 0;
    let wake: (() => void) | null = null;
    const nudge = () => {
      const w = wake;
      wake = null;
      w?.();
    };
    const settle = () => {
      if (done) return;
      done = true;
      pooled.jobs.delete(fail);
      port.close();
      nudge();
      if (pooled.jobs.size === 0 && workers.includes(pooled)) {
        pooled.idle = setTimeout(() => {
          // Out of the pool first, so that no export is given a worker on its way out.
          retire(pooled, new Error('export worker idle'));
          void pooled.worker.terminate();
        }, idleMs);
        pooled.idle.unref();
      }
    };
    function fail(error: Error) {
      if (done) return;
      settle();
      out.destroy(error);
    }
    pooled.jobs.add(fail);

    port.on('message', (msg: FromWorker) => {
      if (done) return;
      switch (msg.t) {
        case 'data':
          out.write(Buffer.from(msg.bytes.buffer, msg.bytes.byteOffset, msg.bytes.byteLength));
          if (out.writableNeedDrain) heldChunks++;
          else port.postMessage({ t: 'written', chunks: 1 } satisfies ToWorker);
          break;
        case 'ack':
          inFlight--;
          nudge();
          break;
        case 'end':
          settle();
          out.end();
          break;
        case 'error':
          fail(new Error(msg.message));
          break;
      }
    });
    out.on('drain', () => {
      if (heldChunks > 0 && !done) port.postMessage({ t: 'written', chunks: heldChunks } satisfies ToWorker);
      heldChunks = 0;
      nudge();
    });
    // The client went away (or the stream failed): tell the worker to stop, stop reading rows.
    out.once('close', () => {
      if (done) return;
      port.postMessage({ t: 'abort' } satisfies ToWorker);
      settle();
    });

    const start: JobStart = {
      port: port2,
      format: opts.format,
      created: opts.created.toISOString(),
      language: opts.language,
      sections: report.sections.map((section) => ({
        title: section.title,
        columns: section.columns,
        totals: typeof section.totals === 'function' ? null : section.totals,
        ...(workerReads(section) ? { source: section.source } : {}),
      })),
    };
    pooled.worker.postMessage(start, [port2]);

    const send = (msg: ToWorker) => port.postMessage(msg);
    const ready = () => new Promise<void>((resolve) => (wake = resolve));
    const started = performance.now();
    let sent = 0;
    async function feed() {
      for (const section of report.sections) {
        if (workerReads(section)) continue;
        // Leaving this loop early (done) closes the page reader: no more database reads.
        for await (const page of section.pages) {
          for (let from = 0; from < page.length; from += SLICE_ROWS) {
            while (!done && (inFlight >= SLICES_IN_FLIGHT || out.writableNeedDrain)) await ready();
            if (done) return;
            send({ t: 'rows', rows: packRows(page.slice(from, from + SLICE_ROWS)) });
            inFlight++;
            sent += Math.min(SLICE_ROWS, page.length - from);
            await pace(sent, started, maxRowsPerSecond);
          }
        }
        if (done) return;
        send({ t: 'sectionEnd', totals: closingRows(section) });
      }
    }
    feed().catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
    return out;
  }

  return {
    write,
    workers: () => workers.map((pooled) => pooled.worker),
    async close() {
      const all = workers.splice(0);
      for (const pooled of all) {
        if (pooled.idle) clearTimeout(pooled.idle);
        for (const fail of pooled.jobs) fail(new Error('export pool closed'));
      }
      await Promise.all(all.map((pooled) => pooled.worker.terminate()));
    },
  };
}
