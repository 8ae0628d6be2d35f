/**
 * Typo-tolerant word lookup ("restaurnte" -> "restaurante", "onten" -> "ontem", "gasolna" ->
 * "gasolina"), built once from the engine's known words. An exact (folded) word is always itself;
 * only an unknown word is corrected, and only when exactly one meaning lies closest to it.
 *
 * How: a symmetric-deletion index (SymSpell). Every known word is stored under itself and each
 * string made by deleting one letter (two for long words); an unknown word's own deletions meet
 * them there, and the few candidates found are checked with the real edit distance (optimal string
 * alignment: insertions, deletions, substitutions and swaps of two neighbours each count one).
 *
 * Guards against false friends, because a wrong correction is worse than none:
 * - a word that is known (in any table) is never changed: "pago", "cobre", "gasto", "costo" keep
 *   their own meaning even though each is one letter from another known word;
 * - only letters are corrected: numbers, codes and words under five letters stay as typed;
 * - one edit for words of five letters or more, two only between words of nine or more;
 * - the first letter must match (or be swapped with the second): people rarely mistype it, and
 *   most unrelated words that are one edit apart differ there;
 * - a tie between words of different meanings ("cobro": "cobre" income, "cobra" expense) corrects
 *   nothing. Words with the same meaning (every table gives them the same value) are one choice.
 */

/**
 * A known word and what it means, e.g. ["gastei", "type:expense"]; '' for a word that is known but
 * means nothing to any table ("sister"). Words seen twice merge their meanings. `exactOnly` words
 * are known but never the correction of another (short brand names); a word is a correction target
 * as soon as one of its sources allows it.
 */
export type KnownWord = readonly [word: string, meaning: string, exactOnly?: boolean];

export interface FuzzyIndex {
  /** The known word `word` is a typo of, `word` itself when known, or undefined. */
  correct(word: string): string | undefined;
  /** Whether the word is known exactly. */
  has(word: string): boolean;
}

/** Shorter words have too many neighbours to guess from. */
const MIN_TYPED_LENGTH = 5;
/** Known words this short are reached only by deleting a letter from a five-letter word ("ubber"). */
const MIN_KNOWN_LENGTH = 4;
const LONG_WORD = 9;
/** Longer "words" are noise; correcting them would only cost time. */
const MAX_TYPED_LENGTH = 24;
/** Corrections remembered across messages (same input, same answer: the cache changes no result). */
const CACHE_LIMIT = 4096;

const LETTERS = /^[a-z]+$/;

function maxEdits(length: number): number {
  return length >= LONG_WORD ? 2 : 1;
}

/**
 * Calls `visit` with `word` and every string made by deleting one letter, or two when `edits` is 2.
 * A string may come twice ("ll" loses either l); callers tolerate that.
 */
function forEachDeletion(word: string, edits: number, visit: (variant: string) => void): void {
  visit(word);
  for (let i = 0; i < word.length; i++) {
    if (i > 0 && word[i] === word[i - 1]) continue;
    const once = word.slice(0, i) + word.slice(i + 1);
    visit(once);
    if (edits < 2) continue;
    for (let j = i; j < once.length; j++) {
      if (j > i && once[j] === once[j - 1]) continue;
      visit(once.slice(0, j) + once.slice(j + 1));
    }
  }
}

/** Optimal string alignment distance, giving up (returning limit + 1) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] as number;
}

function sameStart(typed: string, known: string): boolean {
  if (typed[0] === known[0]) return true;
  return typed.length === known.length && typed[0] === known[1] && typed[1] === known[0];
}

export function createFuzzyIndex(words: Iterable<KnownWord>): FuzzyIndex {
  const meanings = new Map<string, Set<string>>();
  const targets = new Set<string>();
  for (const [word, meaning, exactOnly] of words) {
    if (!word) continue;
    const set = meanings.get(word) ?? new Set<string>();
    set.add(meaning);
    meanings.set(word, set);
    if (!exactOnly) targets.add(word);
  }
  /** Word -> its meanings as one comparable string. */
  const meaningOf = new Map<string, string>();
  for (const [word, set] of meanings) {
    set.delete('');
    // A word that means nothing by itself is its own meaning: two such words are never one choice.
    meaningOf.set(word, set.size > 0 ? [...set].sort().join('|') : `=${word}`);
  }

  /**
   * Deletion string -> the target words it comes from. Built on the first word that needs it, so
   * loading the engine stays cheap (messages without a misspelling never pay for it).
   */
  let deletionIndex: Map<string, string[]> | undefined;
  function byDeletion(): Map<string, string[]> {
    if (deletionIndex) return deletionIndex;
    const built = new Map<string, string[]>();
    for (const word of targets) {
      if (word.length < MIN_KNOWN_LENGTH || !LETTERS.test(word)) continue;
      forEachDeletion(word, maxEdits(word.length), (variant) => {
        const list = built.get(variant);
        if (!list) built.set(variant, [word]);
        else if (list[list.length - 1] !== word) list.push(word);
      });
    }
    deletionIndex = built;
    return built;
  }

  const cache = new Map<string, string | undefined>();

  function search(typed: string): string | undefined {
    const edits = maxEdits(typed.length);
    let best: string[] = [];
    let bestDistance = edits + 1;
    const seen = new Set<string>();
    const index = byDeletion();
    forEachDeletion(typed, edits, (variant) => {
      const candidates = index.get(variant);
      if (!candidates) return;
      for (const known of candidates) {
        if (seen.has(known)) continue;
        seen.add(known);
        if (!sameStart(typed, known)) continue;
        const allowed = Math.min(edits, maxEdits(known.length));
        const distance = editDistance(typed, known, allowed);
        if (distance > allowed || distance > bestDistance) continue;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = [known];
        } else {
          best.push(known);
        }
      }
    });
    if (best.length === 0) return undefined;
    const meaning = meaningOf.get(best[0] as string);
    if (best.some((w) => meaningOf.get(w) !== meaning)) return undefined;
    // Same meaning: the spelling closest in length, then the first alphabetically (deterministic).
    return best.sort((x, y) => Math.abs(x.length - typed.length) - Math.abs(y.length - typed.length) || (x < y ? -1 : 1))[0];
  }

  return {
    has: (word) => meaningOf.has(word),
    correct(word) {
      if (meaningOf.has(word)) return word;
      if (word.length < MIN_TYPED_LENGTH || word.length > MAX_TYPED_LENGTH || !LETTERS.test(word)) return undefined;
      if (cache.has(word)) return cache.get(word);
      const found = search(word);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(word, found);
      return found;
    },
  };
}
