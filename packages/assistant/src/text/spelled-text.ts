/**
 * The folded message with its misspelt words replaced by their corrections ("gaste 20 onten" ->
 * "gaste 20 ontem"), for the phrase patterns that read text rather than tokens (dates, periods),
 * and the way back from a span of it to the same span of the folded message.
 */
import type { Token } from './tokenize';

export interface SpelledText {
  text: string;
  /** The span of the folded message that [start, end) of `text` covers. */
  toFolded(start: number, end: number): { start: number; end: number };
}

const identity = (start: number, end: number) => ({ start, end });

/** `tokens` carry corrected `norm`s and positions in `folded` (see analyze.ts). */
export function spellText(folded: string, tokens: readonly Token[]): SpelledText {
  const corrected = tokens.filter((t) => t.kind === 'word' && t.norm !== folded.slice(t.start, t.end));
  if (corrected.length === 0) return { text: folded, toFolded: identity };
  let text = '';
  /** For each character of `text` (and one past its end), its position in `folded`. */
  const origin: number[] = [];
  let at = 0;
  for (const token of corrected) {
    for (; at < token.start; at++) {
      text += folded[at];
      origin.push(at);
    }
    for (let k = 0; k < token.norm.length; k++) {
      text += token.norm[k];
      // Every character of the correction belongs to the typed word; the last one ends it.
      origin.push(k === token.norm.length - 1 ? token.end - 1 : Math.min(token.start + k, token.end - 1));
    }
    at = token.end;
  }
  for (; at < folded.length; at++) {
    text += folded[at];
    origin.push(at);
  }
  origin.push(folded.length);
  return {
    text,
    toFolded(start, end) {
      const from = origin[start] ?? folded.length;
      const to = end > start ? (origin[end - 1] ?? folded.length - 1) + 1 : from;
      return { start: from, end: to };
    },
  };
}
