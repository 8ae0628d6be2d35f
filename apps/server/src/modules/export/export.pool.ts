/**
 * Export files are written in worker threads (export.worker.ts), so that formatting 100k rows into a
 * workbook does not hold up other users' requests on the request thread. The main thread keeps what
 * only it can do: reading the rows from the database (PGlite lives in this thread), in pages, and
 * sending them to the worker in slices; the worker sends the file's bytes back.
 *
 * Flow control, both ways: at most SLICES_IN_FLIGHT slices are with the worker unanswered, and no
 * slice is sent while the response stream waits for a slow client, so memory stays bounded and an
 * abandoned download stops reading the database at once.
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
import { packRows, type Column, type PackedRows, type Report, type Row } from './export.model';

export type ExportFormat = 'csv' | 'excel';

export interface JobStart {
  port: MessagePort;
  format: ExportFormat;
  /** ISO timestamp: the workbook's creation date. */
  created: string;
  language: string;
  sections: Array<{ title: string; columns: Column[]; totals: Row[] }>;
}
export type ToWorker = { t: 'rows'; rows: PackedRows } | { t: 'sectionEnd' } | { t: 'abort' };
export type FromWorker = { t: 'data'; bytes: Uint8Array } | { t: 'ack' } | { t: 'end' } | { t: 'error'; message: string };

/**
 * Rows per message: packing and copying a slice costs the request thread about half a millisecond
 * (8 columns), and the worker writes one while the next ones are on their way. Several slices in
 * flight (a few hundred KB) keep the worker busy when the request thread is slow to be scheduled.
 */
const SLICE_ROWS = 500;
const SLICES_IN_FLIGHT = 6;
/**
 * The most rows an export sends per second. Without a ceiling one CSV export keeps the request
 * thread and a database backend busy flat out (250,000 rows/s here), the cores of everyone else;
 * at this pace 100k rows take 0.8 s. A workbook is slower than this anyway (ExcelJS writes about
 * 80,000 rows/s in the worker), so the ceiling only paces CSV files.
 */
const MAX_ROWS_PER_SECOND = 125_000;
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
function startWorker(url: URL): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { stdout: false, stderr: false });
  const tsx = tsxEsmApi().href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(code, { eval: true, stdout: false, stderr: false });
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

export function createExportPool(options: { size?: number; idleMs?: number; workerUrl?: URL; maxRowsPerSecond?: number } = {}): ExportPool {
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
    const worker = startWorker(workerUrl);
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

  function write(report: Report, opts: { format: ExportFormat; created: Date; language: string }): Readable {
    const out = new PassThrough({ highWaterMark: 1024 * 1024 });
    const pooled = pick();
    if (pooled.idle) clearTimeout(pooled.idle);
    pooled.idle = null;
    const { port1: port, port2 } = new MessageChannel();

    let done = false;
    let inFlight = 0;
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
    out.on('drain', nudge);
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
      sections: report.sections.map(({ title, columns, totals }) => ({ title, columns, totals })),
    };
    pooled.worker.postMessage(start, [port2]);

    const send = (msg: ToWorker) => port.postMessage(msg);
    const ready = () => new Promise<void>((resolve) => (wake = resolve));
    const started = performance.now();
    let sent = 0;
    async function feed() {
      for (const section of report.sections) {
        // Leaving this loop early (done) closes the page reader: no more database reads.
        for await (const page of section.pages) {
          for (let from = 0; from < page.length; from += SLICE_ROWS) {
            while (!done && (inFlight >= SLICES_IN_FLIGHT || out.writableNeedDrain)) await ready();
            if (done) return;
            send({ t: 'rows', rows: packRows(page.slice(from, from + SLICE_ROWS)) });
            inFlight++;
            sent += Math.min(SLICE_ROWS, page.length - from);
            // A turn for other requests between two slices (an export never holds the thread for long),
            // and a pause when the export runs ahead of its pace.
            const ahead = (sent * 1000) / maxRowsPerSecond - (performance.now() - started);
            await new Promise((resolve) => (ahead >= 1 ? setTimeout(resolve, ahead) : setImmediate(resolve)));
          }
        }
        if (done) return;
        send({ t: 'sectionEnd' });
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
