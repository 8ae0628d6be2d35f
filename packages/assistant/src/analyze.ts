/**
 * Reads a message once (tokens, language, dates, amounts) so that every intent detector works
 * from the same facts. Input is capped and cleaned first, so no message can make the engine slow.
 *
 * Words are spelling-corrected here, once (vocabulary.ts): each word token's `norm` is the known
 * word it stands for ("onten" -> "ontem"), while `raw`, positions and `folded` keep what the user
 * typed. Date phrases are read on `spelled`, the folded text with the corrections in it.
 */
import type { Lang } from './types';
import { findAmounts, type AmountMention } from './amounts/find-amounts';
import { joinSpokenCents } from './amounts/spoken-cents';
import { findDates, type DateMention } from './dates/date-phrases';
import { detectLanguage } from './language/detect-language';
import { fold } from './text/fold';
import { spellText, type SpelledText } from './text/spelled-text';
import { tokenize, type Token } from './text/tokenize';
import { spell } from './vocabulary';

/** Messages are cut here; the product's chat never needs more, and time stays bounded. */
export const MAX_INPUT_LENGTH = 2000;

export interface Analysis {
  /** The cleaned message. */
  text: string;
  folded: string;
  /** `folded` with misspelt words corrected, and the way back to positions in `folded`. */
  spelled: SpelledText;
  tokens: Token[];
  /** Folded word per token ('' for non-words). */
  words: string[];
  language: Lang;
  isLanguageConfident: boolean;
  today: number;
  /** Dates that can be recorded. */
  dates: DateMention[];
  /** Dates written but impossible or out of range ("31/02/0000", "9999-12-31"): the engine asks. */
  invalidDates: DateMention[];
  /** Token indexes inside a date phrase (valid or not: "31/02/0000" is never an amount of 2). */
  dateTokens: Set<number>;
  amounts: AmountMention[];
}

/** Drops markup and control characters, normalises spaces and caps the length. */
export function cleanInput(raw: string): string {
  return raw
    .slice(0, MAX_INPUT_LENGTH * 2)
    .normalize('NFC')
    .replace(/<[^<>]{0,200}>/g, ' ')
    .replace(/&nbsp;|&amp;|&lt;|&gt;|&quot;|&#39;/g, (entity) =>
      entity === '&amp;' ? '&' : entity === '&lt;' ? '<' : entity === '&gt;' ? '>' : entity === '&quot;' ? '"' : entity === '&#39;' ? "'" : ' ',
    )
    .replace(/\r\n?/g, '\n')
    .replace(/(?!\n)[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[ \t]+/g, ' ')
    .slice(0, MAX_INPUT_LENGTH)
    .trim();
}

/** A capitalised word inside a sentence is a name ("do pix do Tiago"): looked up, never corrected. */
function isNameLike(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index] as Token;
  if (!/^\p{Lu}\p{Ll}/u.test(token.raw)) return false;
  const before = tokens[index - 1];
  return before !== undefined && before.kind !== 'nl' && !(before.kind === 'sym' && /^[.!?¿¡]$/.test(before.norm));
}

/** The message's tokens with each word's `norm` spelling-corrected. */
function spellTokens(tokens: Token[]): Token[] {
  return tokens.map((token, index) => {
    if (token.kind !== 'word' || isNameLike(tokens, index)) return token;
    const norm = spell(token.norm);
    return norm === token.norm ? token : { ...token, norm };
  });
}

/**
 * The messages of the conversation before this one (the entry just recorded, the question asked), read once: every new
 * message is checked against the same few. Same input, same reading: the cache changes no result, and an Analysis is
 * never changed once made.
 */
const EARLIER = new Map<string, Analysis>();
const EARLIER_LIMIT = 256;
export function analyzeEarlier(text: string, today: number, fallbackLanguage: Lang): Analysis {
  const key = `${today}:${fallbackLanguage}:${text}`;
  let analysis = EARLIER.get(key);
  if (analysis === undefined) {
    if (EARLIER.size >= EARLIER_LIMIT) EARLIER.clear();
    EARLIER.set(key, (analysis = analyze(text, today, fallbackLanguage)));
  }
  return analysis;
}

export function analyze(text: string, today: number, fallbackLanguage: Lang): Analysis {
  const folded = fold(text);
  const tokens = spellTokens(tokenize(text));
  const spelled = spellText(folded, tokens);
  const words = tokens.map((t) => (t.kind === 'word' ? t.norm : ''));
  const guess = detectLanguage(text, tokens, fallbackLanguage);
  const allDates = findDates(spelled.text, today, guess.language).map((d) => ({ ...d, ...spelled.toFolded(d.start, d.end) }));
  const dates = allDates.filter((d) => !d.invalid);
  const invalidDates = allDates.filter((d) => d.invalid);
  const dateTokens = new Set<number>();
  tokens.forEach((token, index) => {
    if (allDates.some((d) => token.start < d.end && token.end > d.start)) dateTokens.add(index);
  });
  const amounts = joinSpokenCents(tokens, findAmounts(tokens, dateTokens, guess.language));
  return {
    text,
    folded,
    spelled,
    tokens,
    words,
    language: guess.language,
    isLanguageConfident: guess.isConfident,
    today,
    dates,
    invalidDates,
    dateTokens,
    amounts,
  };
}

/** Whole-word test on the folded message. */
export function hasPhrase(analysis: Analysis, pattern: RegExp): boolean {
  return pattern.test(analysis.folded);
}
