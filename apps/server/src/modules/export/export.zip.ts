/**
 * The .xlsx container (a ZIP file) written in the calling thread. A zip library deflating through
 * Node's asynchronous zlib (archiver, as exceljs used) runs on libuv's shared thread pool at normal
 * priority: in an export worker that put half a second of compression per 100k-row workbook beside
 * the request thread, outside the worker's low priority (export.worker.ts). Here every entry is
 * deflated with the synchronous zlib, in the worker's own thread.
 *
 * Streaming without a streaming synchronous API: each chunk of an entry is deflated on its own and
 * ended with a sync flush (a non-final, byte-aligned end), so the pieces follow one another as one
 * valid deflate stream, closed by an empty final block. Sizes and CRC are not known before an entry
 * is written, so each entry is followed by a data descriptor (general purpose flag bit 3). ZIP64 is
 * not written: an entry or the file past 4 GiB fails the workbook with an error.
 *
 * The interface (archiver's shape): `append` of a string, a Buffer or a source that writes its chunks
 * to what it is piped to (export.xlsx.ts's sheets), `finalize`, and 'error' events. Entries are written in the order they were appended; a stream's chunks that arrive
 * while an earlier entry is still open wait in memory.
 */
import { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** An entry written piece by piece: it writes its chunks to whatever it is piped to. */
export interface PipingSource {
  pipe(destination: { write(chunk: Buffer, callback?: () => void): boolean; end(): void }): unknown;
}

const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const LIMIT = 0xffffffff;
/** Bit 3: sizes and CRC in a data descriptor after the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
/** "Made by" UNIX (3) with spec 2.0, and regular files of mode 0644 (as archiver writes them). */
const MADE_BY = (3 << 8) | VERSION;
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;

interface Entry {
  name: Buffer;
  opened: boolean;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
  chunks: Buffer[];
  ended: boolean;
}

/** MS-DOS time and date fields (local time, two-second precision). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

export class ZipWriter extends EventEmitter {
  private readonly entries: Entry[] = [];
  /** Entries appended and not yet written out whole; the first is the one being written. */
  private readonly pending: Entry[] = [];
  private offset = 0;
  private finalizing = false;
  private failed = false;
  private readonly stamp: { time: number; date: number };

  constructor(
    private readonly out: Writable,
    private readonly level = 6,
    modified = new Date(),
  ) {
    super();
    this.stamp = dosDateTime(modified);
  }

  append(source: string | Buffer | PipingSource, options: { name: string }): this {
    // Names without a leading slash ("/xl/workbook.xml" is stored as "xl/workbook.xml").
    const entry: Entry = { name: Buffer.from(options.name.replace(/^\/+/, ''), 'utf8'), opened: false, offset: 0, crc: 0, compressed: 0, size: 0, chunks: [], ended: false };
    this.pending.push(entry);
    if (typeof source === 'string' || Buffer.isBuffer(source)) {
      entry.chunks.push(typeof source === 'string' ? Buffer.from(source, 'utf8') : source);
      entry.ended = true;
    } else {
      source.pipe({
        write: (chunk, callback) => {
          entry.chunks.push(chunk);
          this.pump();
          callback?.();
          return true;
        },
        end: () => {
          entry.ended = true;
          this.pump();
        },
      });
    }
    this.pump();
    return this;
  }

  file(): never {
    throw new Error('zip writer: files from disk are not supported');
  }

  /** Writes the central directory once every entry is written, then ends the output. */
  finalize(): void {
    this.finalizing = true;
    this.pump();
  }

  private write(bytes: Buffer) {
    this.offset += bytes.length;
    this.out.write(bytes);
  }

  /** Writes out what can be written: the open entry's chunks, then the entries after it, in order. */
  private pump() {
    if (this.failed) return;
    try {
      while (this.pending.length > 0) {
        const entry = this.pending[0]!;
        if (!entry.opened) this.open(entry);
        for (let chunk = entry.chunks.shift(); chunk; chunk = entry.chunks.shift()) this.deflate(entry, chunk);
        if (!entry.ended) return;
        this.close(entry);
        this.pending.shift();
      }
      if (this.finalizing) {
        this.finalizing = false;
        this.directory();
        this.out.end();
      }
    } catch (error) {
      this.failed = true;
      this.emit('error', error instanceof Error ? error : new Error(String(error)));
    }
  }

  private open(entry: Entry) {
    entry.opened = true;
    entry.offset = this.offset;
    this.entries.push(entry);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    // CRC and sizes (14-25) stay 0: they follow the data, in the descriptor.
    header.writeUInt16LE(entry.name.length, 26);
    this.write(Buffer.concat([header, entry.name]));
  }

  private deflate(entry: Entry, chunk: Buffer) {
    if (chunk.length === 0) return;
    entry.crc = crc32(chunk, entry.crc);
    entry.size += chunk.length;
    const piece = deflateRawSync(chunk, { level: this.level, finishFlush: constants.Z_SYNC_FLUSH });
    entry.compressed += piece.length;
    this.write(piece);
  }

  private close(entry: Entry) {
    entry.compressed += FINAL_EMPTY_BLOCK.length;
    this.write(FINAL_EMPTY_BLOCK);
    if (entry.size > LIMIT || entry.compressed > LIMIT || this.offset > LIMIT) throw new Error('zip writer: an entry past 4 GiB needs ZIP64');
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    this.write(descriptor);
  }

  private directory() {
    const start = this.offset;
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(MADE_BY, 4);
      record.writeUInt16LE(VERSION, 6);
      record.writeUInt16LE(FLAGS, 8);
      record.writeUInt16LE(DEFLATE, 10);
      record.writeUInt16LE(this.stamp.time, 12);
      record.writeUInt16LE(this.stamp.date, 14);
      record.writeUInt32LE(entry.crc >>> 0, 16);
      record.writeUInt32LE(entry.compressed, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      // extra, comment, disk and internal attributes (28-37): 0
      record.writeUInt32LE(FILE_ATTRIBUTES, 38);
      record.writeUInt32LE(entry.offset, 42);
      this.write(Buffer.concat([record, entry.name]));
    }
    if (this.entries.length > 0xffff || this.offset > LIMIT) throw new Error('zip writer: too large without ZIP64');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.write(end);
  }
}
