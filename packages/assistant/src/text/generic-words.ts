/**
 * Words that say what kind of spending something was, not which one: "dinner", "almoço", "compras".
 * A learned rule keyed on one of them would send every later dinner to the corrected category, so
 * rule keys leave them out (folded, from each language pack; matching uses every pack's list, as people mix).
 */
import type { Lang } from '../types';
import { ALL_PACKS, mapPacks } from '../language/packs/packs';

export const GENERIC_WORDS: Readonly<Record<Lang, ReadonlySet<string>>> = mapPacks((pack) => new Set(pack.genericWords));

const ALL = new Set(ALL_PACKS.flatMap((pack) => pack.genericWords));

/** A folded word that names a kind of spending in any of the three languages. */
export function isGenericWord(folded: string): boolean {
  return ALL.has(folded);
}
