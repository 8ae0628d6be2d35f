/**
 * Worker thread entry of the export pool (export.pool.ts): turns rows into file bytes (ExcelJS for
 * .xlsx, the CSV writer for .csv) off the request thread. Each job comes as a message with its own
 * MessagePort: the sections' titles, columns and totals up front, then the rows in slices over the
 * port; the bytes go back over the same port. A worker runs several jobs at once (they interleave
 * while waiting for rows).
 *
 * The database is not here: PGlite lives in the main thread, so rows are read there and sent.
 *
 * A separate entry point for the build: the compiled server must emit this file as
 * `export.worker.js` beside the bundle that holds export.pool.ts (see exportWorkerUrl).
 */
import { setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { parentPort } from 'node:worker_threads';
import { streamCsv } from './export.csv';
import { unpackRows, type Report, type Row } from './export.model';
import type { FromWorker, JobStart, ToWorker } from './export.pool';
import { streamXlsx } from './export.xlsx';

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
 * On Linux a nice value belongs to a thread, so this lowers the worker's thread only (to the
 * lowest priority, which any process may take). Elsewhere the same call would lower the whole
 * process, so it is made on Linux only; where the system refuses, the worker runs as it is.
 */
const WORKER_NICE = 19;
function lowerPriority() {
  if (process.platform !== 'linux') return;
  try {
    setPriority(WORKER_NICE);
  } catch {
    // Not permitted or not supported here: the export still works, at normal priority.
  }
}

function runJob(job: JobStart) {
  const port: MessagePort = job.port;
  const inbox = new Inbox();
  const send = (msg: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(msg, transfer);

  async function* pages(): AsyncIterable<Row[]> {
    for (;;) {
      const msg = await inbox.next();
      if (msg.t === 'sectionEnd') return;
      if (msg.t !== 'rows') throw new Error(`export worker: unexpected ${msg.t}`);
      yield unpackRows(msg.rows);
      // The writer asks for more only once it has written this slice: the main thread may send another.
      send({ t: 'ack' });
    }
  }

  const report: Report = {
    sections: job.sections.map((section) => ({ title: section.title, columns: section.columns, totals: section.totals, pages: pages() })),
  };
  const stream = job.format === 'excel' ? streamXlsx(report, new Date(job.created), job.language) : streamCsv(report);
  let settled = false;
  const finish = () => {
    settled = true;
    port.close();
  };

  stream.on('data', (chunk: Buffer | string) => {
    // A copy with its own ArrayBuffer (a Buffer may be a slice of a shared pool), moved, not cloned.
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : Uint8Array.prototype.slice.call(chunk);
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
    inbox.fail(new Error('export abandoned'));
    stream.destroy();
    port.close();
  };
  port.on('message', (msg: ToWorker) => {
    if (msg.t === 'abort') abort();
    else inbox.push(msg);
  });
  // The main thread's end went away (its stream was destroyed, or it is shutting down).
  port.once('close', abort);
}

if (!parentPort) throw new Error('export.worker is a worker thread entry');
lowerPriority();
parentPort.on('message', (job: JobStart) => runJob(job));
