/**
 * OFX 1.x is SGML: leaf elements are not closed (`<TRNAMT>-6.60<FITID>123`). This turns such a body
 * into XML by closing every leaf after its text (and closing empty leaves in place), the usual way
 * OFX readers do it, so that fast-xml-parser can read it; OFX 2.x XML passes through unchanged. Only
 * tags are looked at; the XML itself is parsed and validated by fast-xml-parser.
 *
 * Line breaks are never added or removed, so a line of the result is the same line of the file. Each
 * `<STMTTRN>` gets a `tallyEntry` attribute: the index of its original text in `entries`.
 */
import { StatementError } from './statement';

export interface OfxEntrySource {
  /** The file line where the entry starts. */
  line: number;
  /** The entry's original text. */
  raw: string;
}

export interface SgmlConversion {
  xml: string;
  entries: OfxEntrySource[];
}

interface Open {
  name: string;
  /** Index in `out` of the opening tag. */
  openPiece: number;
  hasChild: boolean;
  /** Index in `out` of the last text piece of a leaf, when it has text. */
  textPiece: number;
  /** For STMTTRN: the entry and where its text starts in the file. */
  entry?: { index: number; start: number };
}

const TOKEN_RE = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[?!][^<>]*>|<(\/?)([A-Za-z_][\w.:-]*)\s*(\/?)>|<|[^<]+/g;
const LOOSE_AMP_RE = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g;
export const ENTRY_TAG = 'STMTTRN';

/** `bodyStart`: index of `<OFX>`; what comes before (the header) becomes blank lines. */
/**
 * Every comment and CDATA section is closed (checked in one pass): otherwise each unclosed opener
 * would make the tokenizer scan to the end of the file again (quadratic on a hostile file).
 */
function checkSectionsClosed(text: string): void {
  for (const [open, close] of [['<!--', '-->'], ['<![CDATA[', ']]>']] as const) {
    for (let at = text.indexOf(open); at >= 0; ) {
      const end = text.indexOf(close, at + open.length);
      if (end < 0) throw new StatementError('importMalformed', text.slice(0, at).split('\n').length, `${open} is not closed`);
      at = text.indexOf(open, end + close.length);
    }
  }
}

export function ofxToXml(text: string, bodyStart: number): SgmlConversion {
  checkSectionsClosed(text);
  const out: string[] = [text.slice(0, bodyStart).replace(/[^\n]/g, '')];
  const stack: Open[] = [];
  const entries: OfxEntrySource[] = [];
  let line = (out[0] as string).length + 1;
  let rootClosed = false;

  const finishEntry = (open: Open, end: number): void => {
    if (!open.entry) return;
    const source = entries[open.entry.index] as OfxEntrySource;
    source.raw = text.slice(open.entry.start, end);
  };
  /** Closes the leaf on top of the stack right after its text. */
  const closeTextLeaf = (at: number): void => {
    const top = stack[stack.length - 1];
    if (!top || top.textPiece < 0) return;
    out[top.textPiece] += `</${top.name}>`;
    stack.pop();
    finishEntry(top, at);
  };

  TOKEN_RE.lastIndex = bodyStart;
  for (let m = TOKEN_RE.exec(text); m !== null; m = TOKEN_RE.exec(text)) {
    const token = m[0];
    const at = m.index;
    const tagName = m[2];
    if (tagName !== undefined && !rootClosed) {
      const name = tagName.toUpperCase();
      if (m[1] === '/') {
        const top = stack[stack.length - 1];
        if (!(top && top.name === name && top.textPiece >= 0)) closeTextLeaf(at);
        let depth = stack.length - 1;
        while (depth >= 0 && (stack[depth] as Open).name !== name) depth--;
        if (depth < 0) throw new StatementError('importMalformed', line, `closing tag ${name} without an opening one`);
        while (stack.length - 1 > depth) {
          const inner = stack.pop() as Open;
          // An element never closed: an empty leaf (closed where it opened) or an aggregate closed here.
          if (!inner.hasChild && inner.textPiece < 0) out[inner.openPiece] = `<${inner.name}/>`;
          else if (inner.textPiece >= 0) out[inner.textPiece] += `</${inner.name}>`;
          else out.push(`</${inner.name}>`);
          finishEntry(inner, at);
        }
        const closed = stack.pop() as Open;
        out.push(`</${name}>`);
        finishEntry(closed, at + token.length);
        if (stack.length === 0) rootClosed = true;
      } else {
        closeTextLeaf(at);
        const parent = stack[stack.length - 1];
        if (parent) parent.hasChild = true;
        if (m[3] === '/') {
          out.push(`<${name}/>`);
        } else {
          const open: Open = { name, openPiece: out.length, hasChild: false, textPiece: -1 };
          if (name === ENTRY_TAG) {
            open.entry = { index: entries.length, start: at };
            entries.push({ line, raw: '' });
            out.push(`<${name} tallyEntry="${open.entry.index}">`);
          } else {
            out.push(`<${name}>`);
          }
          stack.push(open);
        }
      }
    } else if (token.startsWith('<!--') || token.startsWith('<?') || (token.startsWith('<!') && !token.startsWith('<![CDATA['))) {
      out.push(token.replace(/[^\n]/g, ''));
    } else if (rootClosed || stack.length === 0) {
      // Text outside the root element (trailing spaces or junk after </OFX>): only its line breaks stay.
      out.push(token.replace(/[^\n]/g, ''));
    } else {
      const top = stack[stack.length - 1] as Open;
      const isCdata = token.startsWith('<![CDATA[');
      const value = isCdata ? token : token === '<' ? '&lt;' : token.replace(LOOSE_AMP_RE, '&amp;');
      if (!isCdata && value.trim() === '') {
        out.push(value);
      } else if (!top.hasChild) {
        // Text of a leaf: the closing tag goes after its last non-blank character.
        const trimmed = isCdata ? value : value.trimEnd();
        out.push(trimmed);
        top.textPiece = out.length - 1;
        if (trimmed.length < value.length) out.push(value.slice(trimmed.length));
      } else {
        out.push(value);
      }
    }
    for (let i = token.indexOf('\n'); i !== -1; i = token.indexOf('\n', i + 1)) line++;
  }
  if (!rootClosed) {
    throw new StatementError('importMalformed', line, stack.length ? `${stack[stack.length - 1]?.name} is not closed` : 'no OFX element');
  }
  return { xml: out.join(''), entries };
}
