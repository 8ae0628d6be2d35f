/**
 * Folding for matching: lower case, accents removed, and the SAME length as the input, so that a
 * match found in the folded text maps back to the original text by index (descriptions and
 * rawInput keep the user's own spelling).
 */

/** Latin-1 and Latin Extended-A letters with their unaccented lower-case base, built once. */
const LATIN_TABLE: ReadonlyMap<number, string> = (() => {
  const table = new Map<number, string>();
  for (let code = 0xc0; code <= 0x17f; code++) {
    const ch = String.fromCharCode(code);
    const lower = ch.toLowerCase();
    const base = lower.normalize('NFD')[0] ?? lower;
    if (lower.length === 1 && base.length === 1 && /[a-z]/.test(base)) table.set(code, base);
  }
  return table;
})();

/** "Água Ñandú" -> "agua nandu" (same length). Characters without a one-character fold pass through. */
export function fold(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const code = ch.charCodeAt(0);
    if (code < 128) {
      out += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
      continue;
    }
    const latin = LATIN_TABLE.get(code);
    if (latin !== undefined) {
      out += latin;
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      out += ch;
      continue;
    }
    const lower = ch.toLowerCase();
    out += lower.length === 1 ? lower : ch;
  }
  return out;
}

/** Folds and collapses whitespace: for comparing names ("  Café  da manhã" -> "cafe da manha"). */
export function foldKey(text: string): string {
  return fold(text.normalize('NFC')).replace(/\s+/g, ' ').trim();
}
