/**
 * Sentences of a message, by its tokens: a sentence ends at ".", "!" or "?" (a new line starts an item of a list,
 * not a sentence; a decimal point is inside its number's token).
 */
import type { Token } from './tokenize';

export function isSentenceEnd(token: Token | undefined): boolean {
  return token !== undefined && token.kind === 'sym' && /^[.!?]+$/u.test(token.norm);
}

/** The sentence number of each token (0 for the first sentence). */
export function sentenceNumbers(tokens: readonly Token[]): number[] {
  const out: number[] = [];
  let n = 0;
  for (const token of tokens) {
    out.push(n);
    if (isSentenceEnd(token)) n++;
  }
  return out;
}
