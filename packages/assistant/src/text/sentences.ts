/**
 * Sentences of a message, by its tokens: a sentence ends at ".", "!" or "?" (a new line starts an item of a list,
 * not a sentence; a decimal point is inside its number's token).
 */
import type { Token } from './tokenize';

export function isSentenceEnd(token: Token | undefined, next?: Token): boolean {
  // (A dot between two words with no space, "adverts.ie", "uber.com", is part of a name.)
  return token !== undefined && token.kind === 'sym' && /^[.!?]+$/u.test(token.norm) && !(token.norm === '.' && !token.spaced && next !== undefined && !next.spaced && next.kind === 'word');
}

/** The sentence number of each token (0 for the first sentence). */
export function sentenceNumbers(tokens: readonly Token[]): number[] {
  const out: number[] = [];
  let n = 0;
  for (let k = 0; k < tokens.length; k++) {
    out.push(n);
    if (isSentenceEnd(tokens[k], tokens[k + 1])) n++;
  }
  return out;
}
