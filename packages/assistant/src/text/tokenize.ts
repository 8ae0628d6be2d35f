/**
 * Splits a message into tokens that keep their position in the original text. Matching works on
 * `norm` (folded: lower case, no accents); descriptions are cut from the original by position.
 */
import { fold } from './fold';

export type TokenKind = 'num' | 'word' | 'tag' | 'sym' | 'nl';

export interface Token {
  kind: TokenKind;
  /** As the user wrote it. */
  raw: string;
  /** Folded form used for matching. */
  norm: string;
  start: number;
  end: number;
  /** Whitespace (or the start of the text) right before the token. */
  spaced: boolean;
}

/**
 * Numbers, hashtags, words, new lines, any other character. A multiplication "x" before digits is a
 * word of its own ("2x3.50", "x2"), not the start of a word "x3". An apostrophe before the millions'
 * group ("2'800.000", "1’500.000") is part of the number.
 */
const TOKEN_RE =
  /(\d{1,3}['’](?=\d{3}[.,]\d{3}(?!\d))\d+(?:[.,]\d+)*|\d+(?:[.,]\d+)*)|(#[\p{L}\p{N}_-]+)|((?<!\p{L})x(?=\d)|\p{L}[\p{L}\p{M}\p{N}'’]*(?:-\p{L}[\p{L}\p{M}\p{N}'’]*)*)|(\n)|([^\s])/gu;

export function tokenize(text: string): Token[] {
  const folded = fold(text);
  const tokens: Token[] = [];
  TOKEN_RE.lastIndex = 0;
  let match: RegExpExecArray | null;
  let previousEnd = 0;
  while ((match = TOKEN_RE.exec(folded)) !== null) {
    const start = match.index;
    const end = start + match[0].length;
    const kind: TokenKind = match[1] ? 'num' : match[2] ? 'tag' : match[3] ? 'word' : match[4] ? 'nl' : 'sym';
    tokens.push({
      kind,
      raw: text.slice(start, end),
      // Colombia writes millions with an apostrophe ("2'800.000"): it groups like the separator after it.
      norm: match[1] ? match[0].replace(/['’](?=\d{3}([.,]))/u, (_, separator: string) => separator) : match[0],
      start,
      end,
      spaced: start === 0 || start > previousEnd,
    });
    previousEnd = end;
  }
  return tokens;
}

/** The original text between two token positions, trimmed. */
export function sliceText(text: string, start: number, end: number): string {
  return text.slice(start, end).trim();
}
