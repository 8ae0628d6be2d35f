/**
 * Sentences of a message, by its tokens: a sentence ends at ".", "!" or "?" (a new line starts an item of a list,
 * not a sentence; a decimal point is inside its number's token).
 */
import type { Token } from './tokenize';

export function isSentenceEnd(token: Token | undefined, next?: Token): boolean {
  // (A dot between two words with no space, "adverts.ie", "uber.com", is part of a name.)
  return token !== undefined && token.kind === 'sym' && /^[.!?]+$/u.test(token.norm) && !(token.norm === '.' && !token.spaced && next !== undefined && !next.spaced && next.kind === 'word');
}

/** The sentence number of each token (0 for the first sentence), worked out once per list of tokens. */
export function sentenceNumbers(tokens: readonly Token[]): readonly number[] {
  const known = NUMBERED.get(tokens);
  if (known) return known;
  const out: number[] = [];
  let n = 0;
  for (let k = 0; k < tokens.length; k++) {
    out.push(n);
    if (isSentenceEnd(tokens[k], tokens[k + 1])) n++;
  }
  NUMBERED.set(tokens, out);
  return out;
}
const NUMBERED = new WeakMap<readonly Token[], readonly number[]>();

/** The sentence of the character at `at` of the message (undefined past its end). */
export function sentenceAt(tokens: readonly Token[], at: number): number | undefined {
  return sentenceNumbers(tokens)[tokens.findIndex((t) => t.end > at)];
}

/** The words of sentence `n` (`words`: one per token, empty for what is no word, as Analysis.words). */
export function wordsOfSentence(words: readonly string[], sentenceOf: readonly number[], n: number): string[] {
  return words.filter((w, k) => w !== '' && sentenceOf[k] === n);
}

/** The text of sentence `n` in `text` (folded or as typed), from its first token to its last. */
export function textOfSentence(tokens: readonly Token[], sentenceOf: readonly number[], n: number, text: string): string {
  const first = sentenceOf.indexOf(n);
  const last = sentenceOf.lastIndexOf(n);
  return first < 0 ? '' : text.slice(tokens[first]!.start, tokens[last]!.end);
}
