/**
 * Worker thread entry of the export pool (export.pool.ts): turns rows into file bytes (the workbook
 * writer for .xlsx, the CSV writer for .csv) off the request thread. Each job comes as a message with its own
 * MessagePort: the sections' titles, columns and totals up front, then the rows in slices over the
 * port; the bytes go back over the same port. A worker runs several jobs at once (they interleave
 * while waiting for rows).
 *
 * On PostgreSQL (a `databaseUrl` in the worker's data) the worker reads the transaction rows of a
 * section with a source itself, on a small pool of its own, at its own (low) priority: the request
 * thread then only passes bytes on. PGlite lives in the main thread, so there the rows are read
 * there and sent.
 *
 * A separate entry point for the build: the compiled server must emit this file as
 * `export.worker.js` beside the bundle that holds export.pool.ts (see exportWorkerUrl).
 */
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { parentPort, workerData } from 'node:worker_threads';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { streamCsv } from './export.csv';
import { pace, unpackRows, type Report, type Row, type RowsSource } from './export.model';
import { CHUNKS_UNWRITTEN, type FromWorker, type JobStart, type ToWorker, type WorkerSetup } from './export.pool';
import { PAGING, transactionPages } from './export.reports';
import { createExportRepository } from './export.repository';
import { getTranslator } from './export.texts';
import { streamXlsx } from './export.xlsx';

const setup = workerData as WorkerSetup;

/** Connections of this worker's own, opened on its first export with a source (two: a page and the next). */
let database: DatabaseHandle | null = null;
function ownDatabase(): DatabaseHandle {
  if (!setup.databaseUrl) throw new Error('export worker: no database to read rows from');
  database ??= openPostgres(setup.databaseUrl, 2);
  return database;
}

/** The rows of a job in arrival order; sections are written one after another, so one queue serves all. */
class Inbox {
  private readonly queue: ToWorker[] = [];
  private waiting: { resolve(msg: ToWorker): void; reject(error: Error): void } | null = null;
  private failure: Error | null = null;

  push(msg: ToWorker) {
    if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = null;
      resolve(msg);
    } else this.queue.push(msg);
  }

  fail(error: Error) {
    this.failure = error;
    this.queue.length = 0;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }

  next(): Promise<ToWorker> {
    if (this.failure) return Promise.reject(this.failure);
    const msg = this.queue.shift();
    if (msg) return Promise.resolve(msg);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }
}

/**
 * Writing a file is background work: the request thread (and, beside it, the database) must keep
 * its core whenever it has work, or other users wait behind an export on a machine with few cores.
 * On Linux scheduling is per thread, so this lowers the worker's thread only: first to the lowest
 * nice value (any process may), then to the SCHED_IDLE policy (util-linux's `chrt`, as Node has no
 * call for it; an unprivileged thread may take it): a SCHED_IDLE thread runs only on a core nothing
 * else wants, and gives it up the moment a request needs it, where a nice-19 thread still takes a
 * small share and delays a waking request by a time slice. (Measured: other requests' p99 during
 * 100k-row workbooks 2.0-2.6x the idle p99 at nice 19, 1.4-1.8x at SCHED_IDLE; docs/performance.md.)
 * Elsewhere a nice value would lower the whole process, so nothing is changed; where the system
 * refuses either step, the worker runs as it is.
 */
const WORKER_NICE = 19;
function lowerPriority() {
  if (process.platform !== 'linux') return;
  try {
    setPriority(WORKER_NICE);
    const thread = readlinkSync('/proc/thread-self').split('/').pop()!;
    execFileSync('chrt', ['--idle', '--pid', '0', thread], { stdio: 'ignore', timeout: 5000 });
  } catch {
    // Not permitted, or no chrt here: the export still works, at the priority it has.
  }
}

function runJob(job: JobStart) {
  const port: MessagePort = job.port;
  const inbox = new Inbox();
  let settled = false;
  const send = (msg: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(msg, transfer);
  // Chunks sent that the response stream has not yet taken, and who waits for it to take some.
  let unwritten = 0;
  let onWritten: (() => void) | null = null;
  const written = (chunks: number) => {
    unwritten -= chunks;
    const wake = onWritten;
    onWritten = null;
    wake?.();
  };

  /** Totals that came with a section's end, by section. */
  const endTotals = new Map<number, Row[]>();
  async function* pages(section: number): AsyncIterable<Row[]> {
    for (;;) {
      const msg = await inbox.next();
      if (msg.t === 'sectionEnd') {
        endTotals.set(section, msg.totals);
        return;
      }
      if (msg.t !== 'rows') throw new Error(`export worker: unexpected ${msg.t}`);
      yield unpackRows(msg.rows);
      // The writer asks for more only once it has written this slice: the main thread may send another.
      send({ t: 'ack' });
    }
  }

  /** Rows read here, paced, and never further ahead of the response stream than CHUNKS_UNWRITTEN chunks. */
  async function* ownPages(source: RowsSource): AsyncIterable<Row[]> {
    const repo = createExportRepository(ownDatabase().db);
    const started = performance.now();
    let sent = 0;
    for await (const rows of transactionPages(repo, source.filter, getTranslator(source.language), PAGING.postgres)) {
      while (!settled && unwritten >= CHUNKS_UNWRITTEN) await new Promise<void>((resolve) => (onWritten = resolve));
      if (settled) return;
      yield rows;
      sent += rows.length;
      await pace(sent, started, setup.maxRowsPerSecond);
    }
  }

  const report: Report = {
    sections: job.sections.map((section, index) => ({
      title: section.title,
      columns: section.columns,
      totals: section.totals ?? (() => endTotals.get(index) ?? []),
      pages: section.source ? ownPages(section.source) : pages(index),
    })),
  };
  const stream = job.format === 'excel' ? streamXlsx(report, new Date(job.created), job.language) : streamCsv(report);
  const finish = () => {
    settled = true;
    port.close();
  };

  stream.on('data', (chunk: Buffer | string) => {
    // A copy with its own ArrayBuffer (a Buffer may be a slice of a shared pool), moved, not cloned.
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : Uint8Array.prototype.slice.call(chunk);
    unwritten++;
    send({ t: 'data', bytes }, [bytes.buffer as ArrayBuffer]);
  });
  stream.once('end', () => {
    if (settled) return;
    send({ t: 'end' });
    finish();
  });
  stream.once('error', (error) => {
    if (settled) return;
    send({ t: 'error', message: error.message });
    finish();
  });

  const abort = () => {
    if (settled) return;
    settled = true;
    written(0);
    inbox.fail(new Error('export abandoned'));
    stream.destroy();
    port.close();
  };
  port.on('message', (msg: ToWorker) => {
    if (msg.t === 'abort') abort();
    else if (msg.t === 'written') written(msg.chunks);
    else inbox.push(msg);
  });
  // The main thread's end went away (its stream was destroyed, or it is shutting down).
  port.once('close', abort);
}

if (!parentPort) throw new Error('export.worker is a worker thread entry');
lowerPriority();
parentPort.on('message', (job: JobStart) => runJob(job));
