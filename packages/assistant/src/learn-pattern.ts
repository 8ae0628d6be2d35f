/**
 * The key under which a corrected category is remembered: "Uber to the airport" -> "uber airport",
 * "Almoço no Restaurante Sabor!" -> "almoco restaurante sabor". Lower case, accents folded, numbers,
 * currency, date words, verbs and function words removed, at most four words. An empty key means
 * there is nothing to learn from (the server should not store it).
 */
import type { LearnedRule } from './types';
import { fold } from './text/fold';
import { isGenericWord } from './text/generic-words';
import { ACTION_WORDS, STOPWORDS } from './text/stopwords';

/** Date and currency words say when and in what, not what for. */
const NOISE_WORDS = new Set(
  `today yesterday tonight tomorrow last week month year ago day days hoje ontem anteontem amanha semana
   mes ano passado passada dia dias hoy ayer anteayer pasado pasada dollars dollar bucks euros euro reais real pesos peso usd eur brl gbp libras pounds lucas mil`.split(/\s+/),
);

const MAX_WORDS = 4;

/** The words of a text that can name a thing: folded, without function, action, date or currency words. */
export function keyWords(text: string): string[] {
  const words = fold(text.slice(0, 500))
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter((w) => w.length > 1 && !STOPWORDS.has(w) && !ACTION_WORDS.has(w) && !NOISE_WORDS.has(w));
  return [...new Set(words)];
}

export function learnPattern(description: string): string {
  return keyWords(description).slice(0, MAX_WORDS).join(' ');
}

/**
 * The narrow key a correction teaches: the merchant or description without the words that only say
 * what kind of spending it was ("Dinner at the italian place" -> "italian place"). Empty (learn
 * nothing) when only such words remain: "change that to groceries" on a dinner must not move every
 * later dinner.
 */
export function narrowPattern(description: string): string {
  return keyWords(description)
    .filter((w) => !isGenericWord(w))
    .slice(0, MAX_WORDS)
    .join(' ');
}

/**
 * The learned rule for a text: one whose every word appears in the text's key words. The most
 * specific (most words) wins; among equals, the later rule (the newer correction).
 */
export function findLearnedRule(rules: readonly LearnedRule[], text: string): LearnedRule | undefined {
  if (rules.length === 0) return undefined;
  const have = new Set(keyWords(text));
  let best: LearnedRule | undefined;
  let bestSize = 0;
  for (const rule of rules) {
    const need = fold(rule.pattern).split(/\s+/).filter(Boolean);
    if (need.length === 0 || !need.every((w) => have.has(w))) continue;
    if (need.length >= bestSize) {
      best = rule;
      bestSize = need.length;
    }
  }
  return best;
}
