/**
 * Which of en/pt/es a message is written in, from marker words and letters. Short messages with no
 * marker ("12", "uber 25") are ambiguous and take the fallback (the conversation's or the user's
 * language). Words are compared folded, so "está"/"esta" are one marker.
 */
import type { Lang } from '../types';
import type { Token } from '../text/tokenize';
import { mapPacks, PACK_LANGS } from './packs/packs';

/** Each language's marker words (its pack's `markers`). */
const MARKERS: Readonly<Record<Lang, ReadonlySet<string>>> = mapPacks((pack) => new Set(pack.markers));

/** The marker words, for the spelling corrector (vocabulary.ts). */
export function* markerWords(): Generator<string> {
  for (const set of Object.values(MARKERS)) yield* set;
}

/** Letters only one of pt/es uses: ã õ ç ê â ô vs ñ ¿ ¡. */
const PT_LETTERS = /[ãõçêâô]/;
const ES_LETTERS = /[ñ¿¡]/;

export interface LanguageGuess {
  language: Lang;
  /** False when no marker decided it and the fallback was used. */
  isConfident: boolean;
}

export function detectLanguage(text: string, tokens: readonly Token[], fallback: Lang): LanguageGuess {
  const score: Record<Lang, number> = mapPacks(() => 0);
  const lower = text.toLowerCase();
  if (PT_LETTERS.test(lower)) score.pt += 2;
  if (ES_LETTERS.test(lower)) score.es += 2;
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    const word = token.norm;
    for (const lang of PACK_LANGS) if (MARKERS[lang].has(word)) score[lang] += 1;
    // Word shapes: pt first-person past (gastei, paguei), -ção / -ción, nh/lh (pt) vs ll (es).
    if (word.length > 4 && word.endsWith('ei')) score.pt += 0.5;
    if (/cao$|coes$/.test(word) && /ção|ções/.test(token.raw.toLowerCase())) score.pt += 1;
    if (/cion$|ciones$/.test(word)) score.es += 1;
    if (/[^aeiou]ing$/.test(word)) score.en += 0.5;
    if (/nh|lh/.test(word) && word.length > 3) score.pt += 0.3;
    if (/ll/.test(word) && !MARKERS.en.has(word)) score.es += 0.2;
    // Spanish first-person past ends in a stressed -é (pagué, gasté, me equivoqué); Portuguese in -ei.
    if (word.length >= 4 && /(?:qu|gu|[cstm])é$/.test(token.raw.toLowerCase())) score.es += 1;
  }
  const ranked = [...PACK_LANGS].sort((a, b) => score[b] - score[a]);
  const [best, second] = ranked as [Lang, Lang, Lang];
  // Only word shapes ("till" has the ll of Spanish): too little to overrule the fallback.
  if (score[best] < 0.5) return { language: fallback, isConfident: false };
  if (score[best] === score[second]) {
    // A tie between the fallback and another language keeps the fallback.
    if (score[fallback] === score[best]) return { language: fallback, isConfident: false };
    return { language: best, isConfident: false };
  }
  return { language: best, isConfident: true };
}
