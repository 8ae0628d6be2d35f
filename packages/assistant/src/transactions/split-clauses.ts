/**
 * Splits a message with several amounts into one clause per transaction: "dinner 64.20 and taxi 18",
 * "café 7 e pão de queijo 6,50", "lunch 12, coffee 3 and snacks 5". A split needs a separator (comma,
 * semicolon, new line, sentence end, and/e/y, then/depois/después...) BETWEEN two amounts, so
 * "1,200.50", "R$ 1.200,50" (one number) and "salt and pepper 5" (one amount) stay whole, and
 * "$20 pizza 2000" (no separator) stays one transaction.
 */
import type { AmountMention } from '../amounts/find-amounts';
import type { Token } from '../text/tokenize';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';

export interface Clause {
  /** Token range, inclusive. */
  first: number;
  last: number;
  amounts: AmountMention[];
}

const SEPARATOR_SYMBOLS = new Set([',', ';', '|', '+', '&']);
export const CONNECTOR_WORDS = new Set([
  'and', 'then', 'also', 'plus', 'after', 'afterwards', 'e', 'depois', 'tambem', 'mais', 'alem', 'y',
  'despues', 'luego', 'tambien', 'ademas',
]);

function isSeparator(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index] as Token;
  if (token.kind === 'nl') return true;
  if (token.kind === 'sym') {
    if (SEPARATOR_SYMBOLS.has(token.norm)) return true;
    // A full stop ends a sentence only when something follows after a space.
    return (token.norm === '.' || token.norm === '!' || token.norm === '?') && (tokens[index + 1]?.spaced ?? false);
  }
  return token.kind === 'word' && CONNECTOR_WORDS.has(token.norm);
}

/** True when a word that names something (not a verb or function word) comes before the first amount. */
function isDescriptionFirst(tokens: readonly Token[], firstAmount: AmountMention, claimed: ReadonlySet<number>): boolean {
  for (let i = 0; i < firstAmount.first; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'word' || claimed.has(i)) continue;
    if (!STOPWORDS.has(token.norm) && !ACTION_WORDS.has(token.norm)) return true;
  }
  return false;
}

/**
 * Clauses for the message's tokens. `amounts` are the money mentions (soft quantities included;
 * they never start a clause of their own). `claimed` are date tokens.
 */
export function splitClauses(tokens: readonly Token[], amounts: readonly AmountMention[], claimed: ReadonlySet<number>): Clause[] {
  const primary = amounts.filter((a) => !a.isSoftQuantity);
  const whole: Clause = { first: 0, last: tokens.length - 1, amounts: [...amounts] };
  if (primary.length <= 1 || tokens.length === 0) return [whole];

  const descriptionFirst = isDescriptionFirst(tokens, primary[0] as AmountMention, claimed);
  const cuts: number[] = [];
  for (let k = 0; k + 1 < primary.length; k++) {
    const left = primary[k] as AmountMention;
    const right = primary[k + 1] as AmountMention;
    const gap: number[] = [];
    for (let i = left.last + 1; i < right.first; i++) if (isSeparator(tokens, i)) gap.push(i);
    if (gap.length === 0) continue;
    // "dinner 12, coffee and cake 8": the item follows the cut; "12 on lunch, with friends, and 3 coffee": it precedes it.
    cuts.push((descriptionFirst ? gap[0] : gap[gap.length - 1]) as number);
  }
  if (cuts.length === 0) return [whole];

  const clauses: Clause[] = [];
  let start = 0;
  for (const cut of [...cuts, tokens.length]) {
    const last = cut - 1;
    if (last >= start) {
      clauses.push({ first: start, last, amounts: amounts.filter((a) => a.first >= start && a.last <= last) });
    }
    start = cut + 1;
  }
  // Every cut lies between two amounts, so each clause holds at least one.
  return clauses;
}
