import type { Lang } from '../types';
import { ALL_PACKS, PACKS } from '../language/packs/packs';

/**
 * Small numbers written as words ("twenty five", "vinte e cinco", "cincuenta mil", "a hundred",
 * "cem", "cien"), read with each language's number words from its pack. Words are folded.
 */

type WordTable = Readonly<Record<string, number>>;

/** Values that add up ("twenty" + "five"), per language: "dos" is 2 in Spanish but "of the" in Portuguese. */
const ADDITIVE: Readonly<Record<Lang, WordTable>> = {
  en: PACKS.en.numbers.additive,
  pt: PACKS.pt.numbers.additive,
  es: PACKS.es.numbers.additive,
};

/** Words that multiply what came before ("two hundred", "cincuenta mil"). */
const SCALES: Readonly<Record<Lang, WordTable>> = {
  en: PACKS.en.numbers.scales,
  pt: PACKS.pt.numbers.scales,
  es: PACKS.es.numbers.scales,
};

/** Any language's connector joins ("twenty and five", "vinte e cinco"): people mix them. */
const CONNECTORS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.numbers.connectors));

export interface WordNumber {
  value: number;
  /** Index of the last token used. */
  last: number;
  /** True when the sequence holds a scale word or a value of ten or more (less likely an article). */
  isSubstantial: boolean;
  /**
   * A price said the spoken way, units then cents ("twelve fifty", "doze e cinquenta", "cinco
   * noventa y nueve"): the exact decimal ("12.50", "5.99"); `value` is then the whole part.
   */
  decimal?: string;
}

/** Whether a value below a hundred can follow what was read ("twenty" + "five"; not "twelve" + "fifty"). */
function continues(current: number, value: number): boolean {
  const below = current % 100;
  return below === 0 || (below >= 20 && below % 10 === 0 && value < 10);
}

export function isNumberWord(word: string, lang: Lang): boolean {
  const additive = ADDITIVE[lang];
  return Object.hasOwn(SCALES[lang], word) || word.split('-').every((p) => Object.hasOwn(additive, p));
}

/**
 * Reads a number written in words from `words[start]` on. "a"/"an" count as one only before a scale
 * ("a hundred", "a grand"). Two numbers that do not add up ("twelve fifty") are a price in units and
 * cents, read only when `allowCents`. Returns null when no number starts there.
 */
export function readWordNumber(words: readonly string[], start: number, lang: Lang, allowCents = true): WordNumber | null {
  const additive = ADDITIVE[lang];
  const scales = SCALES[lang];
  let total = 0;
  let current = 0;
  let last = -1;
  let sawScale = false;
  let i = start;
  const first = words[start];
  const second = words[start + 1];
  if (first !== undefined && PACKS[lang].numbers.scaleArticles.includes(first) && second !== undefined && Object.hasOwn(scales, second)) {
    current = 1;
    i = start + 1;
  }
  for (; i < words.length; i++) {
    const word = words[i] as string;
    if (CONNECTORS.has(word)) {
      // A connector only continues the number when another number word follows.
      const next = words[i + 1];
      if (last === -1 || next === undefined || !isNumberWord(next, lang)) break;
      continue;
    }
    const parts = word.includes('-') ? word.split('-') : [word];
    if (parts.every((p) => Object.hasOwn(additive, p))) {
      const value = parts.reduce((sum, p) => sum + (additive[p] as number), 0);
      if (last !== -1 && !continues(current, value)) {
        // "twelve fifty": a second number of two digits is the cents of a price.
        const cents = allowCents ? readWordNumber(words, i, lang, false) : null;
        if (cents && cents.value >= 10 && cents.value <= 99 && !cents.decimal) {
          const whole = total + current;
          return { value: whole, last: cents.last, isSubstantial: true, decimal: `${whole}.${cents.value}` };
        }
        break;
      }
      current += value;
      last = i;
      continue;
    }
    const scale = Object.hasOwn(scales, word) ? scales[word] : undefined;
    if (scale === undefined) break;
    sawScale = true;
    if (scale === 100) {
      current = (current || 1) * 100;
    } else {
      total += (current || 1) * scale;
      current = 0;
    }
    last = i;
  }
  if (last === -1) return null;
  const value = total + current;
  return { value, last, isSubstantial: sawScale || value >= 10 };
}

/** Number words and their values, for the spelling corrector (vocabulary.ts). */
export function* numberWords(): Generator<readonly [string, string]> {
  for (const table of [...Object.values(ADDITIVE), ...Object.values(SCALES)]) {
    for (const [word, value] of Object.entries(table)) yield [word, `number:${value}`];
  }
}
