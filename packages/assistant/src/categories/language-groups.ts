/**
 * The lexicon groups the language packs hold (language/pack.ts CategoryWords), each marked with its
 * pack's language, in pack order (en, pt, es).
 */
import type { CategoryWords } from '../language/pack';
import { ALL_PACKS } from '../language/packs/packs';
import type { LexiconGroup } from './lexicon-types';

export function languageGroups(pick: (words: CategoryWords) => readonly Omit<LexiconGroup, 'lang'>[]): LexiconGroup[] {
  return ALL_PACKS.flatMap((pack) => pick(pack.categoryWords).map((group): LexiconGroup => ({ ...group, lang: pack.code })));
}
