/**
 * Cents said as a number of their own: "42 dollars and 50 cents", "forty two dollars and fifty
 * cents", "67 reais e 80 centavos", "32 euros con 50", "veintitrés con cuarenta". The whole and its
 * cents are one amount (42.50), where they were read as two (42 and 50).
 */
import { addAmounts } from '@tally/shared/money';
import type { Token } from '../text/tokenize';
import type { AmountMention } from './find-amounts';

/** "and" before cents named as such ("and 50 cents"). */
const AND = new Set(['and', 'e', 'y']);
/** "con": in spoken Spanish and Portuguese, the cents follow without being named ("32 con 50"). */
const WITH = new Set(['con', 'com']);
const CENTS = new Set(['cents', 'cent', 'centavos', 'centavo', 'centimos', 'centimo', 'pence', 'p']);
const MAX_CENTS = 99;

export function joinSpokenCents(tokens: readonly Token[], amounts: readonly AmountMention[]): AmountMention[] {
  const out: AmountMention[] = [];
  for (let k = 0; k < amounts.length; k++) {
    const whole = amounts[k] as AmountMention;
    const cents = amounts[k + 1];
    const joiner = tokens[whole.last + 1]?.norm ?? '';
    const joined = cents !== undefined && !whole.hasDecimals && !whole.isSoftQuantity && cents.first === whole.last + 2 && cents.currency === null && !cents.hasDecimals && !cents.hasMultiplier;
    const value = joined ? Number(cents.amount) : NaN;
    if (joined && Number.isInteger(value) && value >= 1 && value <= MAX_CENTS) {
      const named = CENTS.has(tokens[cents.last + 1]?.norm ?? '');
      if ((AND.has(joiner) && named) || (WITH.has(joiner) && (named || whole.currency !== null || whole.isWords))) {
        out.push({
          ...whole,
          amount: addAmounts(whole.amount, `0.${String(value).padStart(2, '0')}`),
          last: named ? cents.last + 1 : cents.last,
          hasDecimals: true,
        });
        k += 1;
        continue;
      }
    }
    out.push(whole);
  }
  return out;
}
