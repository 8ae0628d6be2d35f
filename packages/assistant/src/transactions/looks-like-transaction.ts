/**
 * Whether a message without an amount was meant as a transaction (so the assistant asks "how
 * much?") or is just talk ("O céu é azul", "100 metros", "anota comprar medicina"). It needs a
 * spending/earning verb, a story verb with a purchase word ("Had lunch", "Fui ao cinema ontem"),
 * or a message that is nothing but a purchase word ("uber", "el almuerzo").
 */
import type { Analysis } from '../analyze';
import { matchLexicon } from '../categories/lexicon';
import { STOPWORDS } from '../text/stopwords';
import type { ClauseReading } from './build-transactions';
import { ALL_PACKS } from '../language/packs/packs';

/** "lost 3 kg", "corrí 5 km", "3 horas de estudo": units of the body, a distance, a weight or a time (every language). */
const MEASURE_UNITS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.amounts.measureUnits));

/** Every number in the message is a measure ("lost 3 kg since jan", "spent 3 hours on homework", "walked 5 km"). */
function onlyMeasures(analysis: Analysis): boolean {
  const numbers = analysis.tokens.flatMap((t, i) => (t.kind === 'num' ? [i] : []));
  return numbers.length > 0 && numbers.every((i) => MEASURE_UNITS.has(analysis.tokens[i + 1]?.norm ?? ''));
}

/** Asking someone else whether they paid, or when something will come (language/pack.ts notAsked). */
const NOT_ASKED = new RegExp(`(?<![\\p{L}\\d])(?:${ALL_PACKS.map((pack) => pack.nothing.notAsked).join('|')})(?![\\p{L}\\d])`, 'u');

const STORY_VERBS = new Set(
  'had went took grabbed ate got fui fomos peguei pedi tomei comi almocei jantei passei fiz tome fuimos hice'.split(' '),
);

export function looksLikeTransaction(analysis: Analysis, reading: ClauseReading): boolean {
  // ("bought 2 kg of beef", "paid for 3 hours of parking" name a purchase: how much is asked.)
  if (reading.categorySource === 'fallback' && onlyMeasures(analysis)) return false;
  if (NOT_ASKED.test(analysis.folded)) return false;
  if (reading.hasStrongTypeCue) return true;
  // A number that is not money ("100 metros") makes it a measure, not a purchase.
  if (analysis.tokens.some((t) => t.kind === 'num')) return false;
  if (reading.categorySource === 'fallback') return false;
  const words = analysis.words.filter((w, i) => w && !analysis.dateTokens.has(i));
  if (words.some((w) => STORY_VERBS.has(w))) return true;
  // Only a purchase word and function words: "uber", "o almoço".
  return words.every((w) => STOPWORDS.has(w) || matchLexicon([w], analysis.language) !== undefined);
}
