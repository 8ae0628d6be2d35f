/**
 * Bytes to text: a byte-order mark first (UTF-8, UTF-16 LE/BE), then strict UTF-8, then the charset
 * the file declares (OFX `CHARSET:1252`, `<?xml encoding=...?>`), then chardet's guess among the
 * single-byte charsets, Windows-1252 by default.
 */
import chardet from 'chardet';
import iconv from 'iconv-lite';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Charsets chardet may name that we accept as a guess (others are too unlikely for a bank file). */
const SINGLE_BYTE = new Set(['ISO-8859-1', 'ISO-8859-15', 'windows-1252', 'ISO-8859-2', 'windows-1250']);

export function decodeStatement(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return iconv.decode(buf.subarray(3), 'utf8');
  if (buf[0] === 0xff && buf[1] === 0xfe) return iconv.decode(buf.subarray(2), 'utf16le');
  if (buf[0] === 0xfe && buf[1] === 0xff) return iconv.decode(buf.subarray(2), 'utf16be');
  const wide = utf16WithoutBom(buf);
  if (wide) return iconv.decode(buf, wide);
  try {
    return utf8.decode(buf);
  } catch {
    // Not UTF-8: a single-byte charset.
  }
  const declared = declaredCharset(buf);
  // A file that says UTF-8 or ASCII but is not: the declaration is wrong, so it is guessed instead.
  if (declared && !/^(utf-?8|us-?ascii|ascii)$/i.test(declared) && iconv.encodingExists(declared)) return iconv.decode(buf, declared);
  const guess = chardet.detect(buf.subarray(0, 64 * 1024));
  const charset = guess && SINGLE_BYTE.has(guess) ? guess : 'windows-1252';
  // ISO-8859-1 as guessed is read as Windows-1252, its superset in practice (curly quotes, €).
  return iconv.decode(buf, charset === 'ISO-8859-1' ? 'windows-1252' : charset);
}

/** UTF-16 without a mark: ASCII text has a zero byte in every other position. */
function utf16WithoutBom(buf: Buffer): 'utf16le' | 'utf16be' | null {
  const n = Math.min(buf.length, 512) & ~1;
  if (n < 8) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (buf[i] === 0) evenZeros++;
    if (buf[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return 'utf16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return 'utf16be';
  return null;
}

/** The charset an OFX header or an XML declaration names in the first bytes. */
function declaredCharset(buf: Buffer): string | null {
  const head = buf.subarray(0, 2048).toString('latin1');
  const xml = /<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head);
  if (xml) return xml[1] as string;
  const charset = /^\s*CHARSET:\s*([\w-]+)/im.exec(head);
  if (charset && /^OFXHEADER/im.test(head)) {
    const value = (charset[1] as string).toUpperCase();
    if (/^\d{3,4}$/.test(value)) return `windows-${value}`;
    if (value === 'ISO-8859-1' || value === 'LATIN1') return 'windows-1252';
    if (value !== 'NONE') return value;
  }
  return null;
}
