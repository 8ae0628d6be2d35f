import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ZipWriter, type PipingSource } from './export.zip';

const run = promisify(execFile);
const dir = await mkdtemp(join(tmpdir(), 'tally-zip-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A stream as exceljs's StreamBuf is one: it writes its chunks, later, to what it was piped to. */
function laterStream(): PipingSource & { write(chunk: Buffer): void; end(): void } {
  let target: { write(chunk: Buffer): boolean; end(): void } | null = null;
  return {
    pipe: (destination) => (target = destination),
    write: (chunk) => target!.write(chunk),
    end: () => target!.end(),
  };
}

async function zipOf(build: (zip: ZipWriter) => void | Promise<void>): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const zip = new ZipWriter(out, 6, new Date('2026-11-28T10:20:30'));
  await build(zip);
  zip.finalize();
  await ended;
  const file = join(dir, `${randomBytes(4).toString('hex')}.zip`);
  await writeFile(file, Buffer.concat(chunks));
  return file;
}

/** Info-ZIP's unzip, an independent reader: `-t` checks every entry's data and CRC. */
const unzip = async (...args: string[]) => (await run('unzip', args, { maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' })).stdout;

describe('zip writer (the .xlsx container)', { timeout: 20_000 }, () => {
  it('writes strings, buffers and streams that an independent reader reads back byte for byte', async () => {
    const sheet = laterStream();
    // Text that compresses well and bytes that do not, across many chunks of one entry.
    const parts = Array.from({ length: 40 }, (_, i) => (i % 2 ? randomBytes(70_000) : Buffer.from('<row r="1"><c>á€😀</c></row>'.repeat(3000))));
    const file = await zipOf(async (zip) => {
      zip.append('<theme/>', { name: '/xl/theme/theme1.xml' });
      zip.append(sheet, { name: '/xl/worksheets/sheet1.xml' });
      // Appended while the sheet is still open: written after it.
      zip.append(Buffer.from('{"a":1}'), { name: 'docs/ünïcode.json' });
      for (const part of parts) {
        sheet.write(part);
        await new Promise((resolve) => setImmediate(resolve));
      }
      sheet.end();
      zip.append('', { name: 'empty.txt' });
    });
    expect((await unzip('-t', file)).toString()).toContain('No errors detected');
    expect((await unzip('-Z1', file)).toString().trim().split('\n')).toEqual(['xl/theme/theme1.xml', 'xl/worksheets/sheet1.xml', 'docs/ünïcode.json', 'empty.txt']);
    // Buffer.equals: a deep equality over 3 MB byte by byte takes seconds.
    expect((await unzip('-p', file, 'xl/worksheets/sheet1.xml')).equals(Buffer.concat(parts))).toBe(true);
    expect((await unzip('-p', file, 'docs/ünïcode.json')).toString()).toBe('{"a":1}');
    expect((await unzip('-p', file, 'xl/theme/theme1.xml')).toString()).toBe('<theme/>');
    expect(await unzip('-p', file, 'empty.txt')).toHaveLength(0);
  });

  it('compresses text as deflate does', async () => {
    const text = Buffer.from('<row><c t="inlineStr"><is><t>Groceries</t></is></c></row>'.repeat(20_000));
    const file = await zipOf((zip) => void zip.append(text, { name: 'a.xml' }));
    const listing = (await unzip('-v', file)).toString();
    expect(listing).toMatch(/Defl:N/);
    const [, size, compressed] = /\s(\d+)\s+Defl:N\s+(\d+)/.exec(listing)!;
    expect(Number(size)).toBe(text.length);
    expect(Number(compressed)).toBeLessThan(text.length / 50);
  });
});
