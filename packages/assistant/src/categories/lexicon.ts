/**
 * Looks words up in the category lexicons. The best match is the strongest, then the longest
 * phrase, then the earliest: "seguro do carro" beats "seguro", "restaurante" beats "conta".
 */
import type { Lang, TxType } from '../types';
import { foldKey } from '../text/fold';
import { EXPENSE_LEXICON } from './expense-lexicon';
import { INCOME_LEXICON } from './income-lexicon';
import type { LexiconEntry, LexiconGroup } from './lexicon-types';

const STRONG = 2;
const WEAK = 1;
const MAX_PHRASE_WORDS = 4;

function buildIndex(): ReadonlyMap<string, readonly LexiconEntry[]> {
  const index = new Map<string, LexiconEntry[]>();
  const add = (groups: readonly LexiconGroup[], type: TxType) => {
    for (const group of groups) {
      const base = {
        type,
        category: group.category,
        custom: group.custom,
        definesType: group.definesType !== false,
        ...(group.lang ? { lang: group.lang } : {}),
      };
      for (const [list, weight] of [
        [group.strong, STRONG],
        [group.weak ?? '', WEAK],
      ] as const) {
        for (const phrase of list.split(',')) {
          const key = foldKey(phrase);
          if (!key) continue;
          const entries = index.get(key) ?? [];
          entries.push({ ...base, weight });
          index.set(key, entries);
        }
      }
    }
  };
  add(EXPENSE_LEXICON, 'expense');
  add(INCOME_LEXICON, 'income');
  return index;
}

const INDEX = buildIndex();

export interface LexiconMatch {
  entries: readonly LexiconEntry[];
  weight: number;
  /** Word position and length of the phrase. */
  position: number;
  length: number;
}

function usable(entries: readonly LexiconEntry[], lang: Lang, type: TxType | undefined): LexiconEntry[] {
  return entries.filter((e) => (e.lang === undefined || e.lang === lang) && (type === undefined || e.type === type));
}

/** Entries for one word or phrase, tolerating a plural "s" on single words. */
function lookup(key: string, isSingleWord: boolean): readonly LexiconEntry[] | undefined {
  const direct = INDEX.get(key);
  if (direct || !isSingleWord || key.length < 4 || !key.endsWith('s')) return direct;
  return INDEX.get(key.slice(0, -1));
}

/** The best lexicon match among folded words, for a transaction type (or any type when undefined). */
export function matchLexicon(words: readonly string[], lang: Lang, type?: TxType): LexiconMatch | undefined {
  let best: LexiconMatch | undefined;
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1; n--) {
      const key = words.slice(i, i + n).join(' ');
      if (!key) continue;
      const found = lookup(key, n === 1);
      if (!found) continue;
      const entries = usable(found, lang, type);
      if (entries.length === 0) continue;
      const weight = Math.max(...entries.map((e) => e.weight));
      const better =
        !best || weight > best.weight || (weight === best.weight && n > best.length);
      if (better) best = { entries, weight, position: i, length: n };
      break;
    }
  }
  return best;
}
