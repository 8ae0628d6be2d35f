/**
 * Whether a message without an amount was meant as a transaction (so the assistant asks "how
 * much?") or is just talk ("O céu é azul", "100 metros", "anota comprar medicina"). It needs a
 * spending/earning verb, or a purchase word in a short message ("uber", "almoço"), or a story verb
 * with one ("Had lunch", "Fui ao cinema ontem").
 */
import type { Analysis } from '../analyze';
import type { ClauseReading } from './build-transactions';

const STORY_VERBS = new Set(
  'had went took grabbed ate got fui fomos peguei pedi tomei comi almocei jantei passei fiz tome comi fuimos hice pedi'.split(' '),
);
const SHORT_MESSAGE_WORDS = 3;

export function looksLikeTransaction(analysis: Analysis, reading: ClauseReading): boolean {
  if (reading.hasStrongTypeCue) return true;
  // A number that is not money ("100 metros") makes it a measure, not a purchase.
  if (analysis.tokens.some((t) => t.kind === 'num')) return false;
  const known = reading.categorySource !== 'fallback';
  if (!known) return false;
  const words = analysis.words.filter(Boolean);
  if (words.some((w) => STORY_VERBS.has(w))) return true;
  return words.length <= SHORT_MESSAGE_WORDS;
}
