/**
 * Which of en/pt/es a message is written in, from marker words and letters. Short messages with no
 * marker ("12", "uber 25") are ambiguous and take the fallback (the conversation's or the user's
 * language). Words are compared folded, so "está"/"esta" are one marker.
 */
import type { Lang } from '../types';
import type { Token } from '../text/tokenize';
import { mapPacks, PACK_LANGS } from './packs/packs';
import { COUNTRY_LEXICONS } from '../lexicons/country-lexicons';
import { phraseKey } from '../categories/lexicon';

/** Each language's marker words (its pack's `markers`). */
const MARKERS: Readonly<Record<Lang, ReadonlySet<string>>> = mapPacks((pack) => new Set(pack.markers));

/** The marker words, for the spelling corrector (vocabulary.ts). */
export function* markerWords(): Generator<string> {
  for (const set of Object.values(MARKERS)) yield* set;
}

/**
 * Names of several words from the countries' data files (lexicons/), with the language of the
 * country that writes them (undefined for the shared, multinational ones and for a name two
 * languages' countries both list). A name's words count only for that language: "pague" of a
 * Brazilian pharmacy is no Spanish verb, "con" of a New York utility no Spanish preposition, while
 * the "del" of Spain's "menú del día" is still Spanish; a product written alike in two languages
 * ("uniforme escolar") counts for none.
 */
const NAMES: ReadonlyMap<string, Lang | undefined> = (() => {
  const names = new Map<string, Lang | undefined>();
  for (const { country, lang, entries } of COUNTRY_LEXICONS) {
    for (const key of Object.values(entries).flatMap((phrases) => phrases.map(phraseKey))) {
      if (!key.includes(' ')) continue;
      names.set(key, country === 'shared' || (names.has(key) && names.get(key) !== lang) ? undefined : lang);
    }
  }
  return names;
})();
const MAX_NAME_WORDS = Math.max(...[...NAMES.keys()].map((key) => key.split(' ').length));

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
  const named = new Set<Token>();
  const parts = tokens.filter((t) => t.kind === 'word' || t.kind === 'num');
  for (let i = 0; i < parts.length; i++) {
    for (let n = Math.min(MAX_NAME_WORDS, parts.length - i); n >= 2; n--) {
      const key = parts.slice(i, i + n).map((t) => t.norm).join(' ');
      if (!NAMES.has(key)) continue;
      const name = parts.slice(i, i + n);
      const lang = NAMES.get(key);
      if (lang && name.some((t) => MARKERS[lang].has(t.norm))) score[lang] += 1;
      for (const token of name) named.add(token);
      i += n - 1;
      break;
    }
  }
  for (const token of tokens) {
    if (token.kind !== 'word' || named.has(token)) continue;
    const word = token.norm;
    for (const lang of PACK_LANGS) if (MARKERS[lang].has(word)) score[lang] += 1;
    // Word shapes: pt first-person past (gastei, paguei), -ção / -ción, nh/lh (pt) vs ll (es).
    if (word.length > 4 && word.endsWith('ei')) score.pt += 0.5;
    if (/cao$|coes$/.test(word) && /ção|ções/.test(token.raw.toLowerCase())) score.pt += 1;
    if (/cion$|ciones$/.test(word)) score.es += 1;
    // -sión (inversión, pensión; English "version" has no accent, Portuguese says -são) and the
    // gerund in -iendo (perdiendo, comiendo; Portuguese says perdendo, comendo).
    if (/sión$/.test(token.raw.toLowerCase()) || /siones$|iendo$/.test(word)) score.es += 1;
    if (/[^aeiou]ing$/.test(word)) score.en += 0.5;
    if (/nh|lh/.test(word) && word.length > 3) score.pt += 0.3;
    if (/ll/.test(word) && !MARKERS.en.has(word)) score.es += 0.2;
    // Spanish first-person past ends in a stressed -é (pagué, gasté, me equivoqué); Portuguese in -ei.
    if (word.length >= 4 && /(?:qu|gu|[cstm])é$/.test(token.raw.toLowerCase())) score.es += 1;
    // Its third person past ends in a stressed -ó (pagó, ganó, devolvió); -ió is Spanish only, while
    // a few Portuguese nouns end in -ó too (paletó, brechó, vovó).
    if (word.length >= 3 && /ió$/.test(token.raw.toLowerCase())) score.es += 1;
    else if (word.length >= 4 && /[^aeiouáéíóú]ó$/.test(token.raw.toLowerCase())) score.es += 0.4;
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
