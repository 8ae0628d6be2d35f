import type { Lang } from '../types';

/**
 * Small numbers written as words in the three languages ("twenty five", "vinte e cinco",
 * "cincuenta mil", "a hundred", "cem", "cien"). Words are folded (no accents).
 */

type WordTable = Readonly<Record<string, number>>;

/** Values that add up ("twenty" + "five"), per language: "dos" is 2 in Spanish but "of the" in Portuguese. */
const ADDITIVE: Readonly<Record<Lang, WordTable>> = {
  en: {
    one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
    eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
    eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
    eighty: 80, ninety: 90,
  },
  pt: {
    um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9,
    dez: 10, onze: 11, doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezesseis: 16,
    dezasseis: 16, dezessete: 17, dezoito: 18, dezenove: 19, vinte: 20, trinta: 30, quarenta: 40,
    cinquenta: 50, sessenta: 60, setenta: 70, oitenta: 80, noventa: 90, cem: 100, cento: 100,
    duzentos: 200, duzentas: 200, trezentos: 300, trezentas: 300, quatrocentos: 400, quinhentos: 500,
    seiscentos: 600, setecentos: 700, oitocentos: 800, novecentos: 900,
  },
  es: {
    un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
    diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17,
    dieciocho: 18, diecinueve: 19, veinte: 20, veintiuno: 21, veintiun: 21, veintidos: 22,
    veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27,
    veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60,
    setenta: 70, ochenta: 80, noventa: 90, cien: 100, ciento: 100, doscientos: 200, doscientas: 200,
    trescientos: 300, trescientas: 300, cuatrocientos: 400, quinientos: 500, quinientas: 500,
    seiscientos: 600, setecientos: 700, ochocientos: 800, novecientos: 900,
  },
};

/** Words that multiply what came before ("two hundred", "cincuenta mil"). */
const SCALES: Readonly<Record<Lang, WordTable>> = {
  en: { hundred: 100, thousand: 1000, grand: 1000, million: 1_000_000, millions: 1_000_000 },
  pt: { mil: 1000, milhao: 1_000_000, milhoes: 1_000_000 },
  es: { mil: 1000, millon: 1_000_000, millones: 1_000_000 },
};

const CONNECTORS = new Set(['and', 'e', 'y']);

export interface WordNumber {
  value: number;
  /** Index of the last token used. */
  last: number;
  /** True when the sequence holds a scale word or a value of ten or more (less likely an article). */
  isSubstantial: boolean;
}

export function isNumberWord(word: string, lang: Lang): boolean {
  const additive = ADDITIVE[lang];
  return Object.hasOwn(SCALES[lang], word) || word.split('-').every((p) => Object.hasOwn(additive, p));
}

/**
 * Reads a number written in words from `words[start]` on. "a"/"an" count as one only before a scale
 * ("a hundred", "a grand"). Returns null when no number starts there.
 */
export function readWordNumber(words: readonly string[], start: number, lang: Lang): WordNumber | null {
  const additive = ADDITIVE[lang];
  const scales = SCALES[lang];
  let total = 0;
  let current = 0;
  let last = -1;
  let sawScale = false;
  let i = start;
  const first = words[start];
  const second = words[start + 1];
  if (lang === 'en' && (first === 'a' || first === 'an') && second !== undefined && Object.hasOwn(scales, second)) {
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
      for (const p of parts) current += additive[p] as number;
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
