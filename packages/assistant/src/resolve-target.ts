/**
 * Which of the user's recent transactions a correction or deletion means, from how the message named
 * it (TargetHints). Pure: the server hands in the candidates (newest first) and acts on the answer.
 *
 * - Nothing named: the newest (the last one recorded).
 * - A named amount or category must match exactly.
 * - Named words must appear in the description; when the user named a specific word ("laptop",
 *   "italian"), a generic one alone ("dinner") is not enough.
 * - The best fit wins; two or more fitting equally well are ambiguous (the server asks, changing
 *   nothing); a name that fits none is "none" (the server says so, changing nothing).
 */
import { compareAmounts, isDecimalString } from '@tally/shared/money';
import type { TargetHints } from './types';
import { keyWords } from './learn-pattern';
import { isGenericWord } from './text/generic-words';

export interface TargetCandidate {
  id: number;
  description: string;
  amount: string;
  categoryId: number;
}

export type TargetResolution = { kind: 'found'; id: number } | { kind: 'ambiguous'; ids: number[] } | { kind: 'none' };

/** At most this many candidates are listed when asking which one. */
export const MAX_LISTED = 5;

/** "netflix" matches "Netflix"; "laptops" matches "laptop"; short words must be equal. */
function wordMatches(hint: string, word: string): boolean {
  if (hint === word) return true;
  if (hint.length < 4 || word.length < 4) return false;
  return word.startsWith(hint) || hint.startsWith(word);
}

export function isNamed(hints: TargetHints | undefined): hints is TargetHints {
  return hints !== undefined && (hints.words.length > 0 || hints.amount !== undefined || hints.categoryId !== undefined);
}

export function resolveTarget(hints: TargetHints | undefined, candidates: readonly TargetCandidate[]): TargetResolution {
  if (!isNamed(hints)) {
    const newest = candidates[0];
    return newest ? { kind: 'found', id: newest.id } : { kind: 'none' };
  }
  const specific = hints.words.filter((w) => !isGenericWord(w));
  const generic = hints.words.filter((w) => isGenericWord(w));
  const scored: { id: number; score: number }[] = [];
  for (const c of candidates) {
    if (hints.amount !== undefined && !(isDecimalString(c.amount) && compareAmounts(c.amount, hints.amount) === 0)) continue;
    if (hints.categoryId !== undefined && c.categoryId !== hints.categoryId) continue;
    const words = keyWords(c.description);
    const count = (list: string[]) => list.filter((h) => words.some((w) => wordMatches(h, w))).length;
    const specificHits = count(specific);
    const genericHits = count(generic);
    if (specific.length > 0 && specificHits === 0) continue;
    if (specific.length === 0 && generic.length > 0 && genericHits === 0) continue;
    scored.push({ id: c.id, score: specificHits * 100 + genericHits });
  }
  if (scored.length === 0) return { kind: 'none' };
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best);
  return top.length === 1 ? { kind: 'found', id: top[0]!.id } : { kind: 'ambiguous', ids: top.slice(0, MAX_LISTED).map((s) => s.id) };
}
