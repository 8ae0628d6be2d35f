/**
 * Greetings, thanks and requests for help. Only short messages without money count: "hi, spent 5
 * on coffee" is a transaction with a greeting in front, while "mil gracias" is thanks.
 */
import type { Analysis } from '../analyze';
import { analyzeEarlier } from '../analyze';
import type { EngineContext } from '../types';
import { compareAmounts } from '@tally/shared/money';
import { lastRecordedMessage } from './last-reply';
import type { SmallTalkWords } from '../language/pack';
import { ALL_PACKS } from '../language/packs/packs';
import { startsWith, words } from './word-pattern';

/** One kind of small talk in every language pack, as one alternation. */
const anyLanguage = (kind: keyof SmallTalkWords): string => ALL_PACKS.map((pack) => pack.smallTalk[kind]).join('|');

const GREETING = startsWith(anyLanguage('greetings'));
const THANKS = words(anyLanguage('thanks'));
/** Emoji that acknowledge in any language. */
const ACKNOWLEDGING_EMOJI = '👍|🙏|😊|🙂';
/** The whole message is an acknowledgement ("ok", "great!", "beleza"): answered like thanks. */
const ACKNOWLEDGE = new RegExp(`^[\\s¡¿]*(?:${anyLanguage('acknowledgements')}|${ACKNOWLEDGING_EMOJI})(?:\\s*[!.]+)?\\s*$`, 'u');
const HELP = words(anyLanguage('help'));

const MAX_SMALL_TALK_WORDS = 8;

export type SmallTalk = 'greeting' | 'thanks' | 'help';

export function detectSmallTalk(analysis: Analysis): SmallTalk | undefined {
  const wordCount = analysis.tokens.filter((t) => t.kind === 'word').length;
  const folded = analysis.folded.trim();
  if (folded === '?' || folded === '/help' || folded === '/start') return folded === '/start' ? 'greeting' : 'help';
  // "mil gracias", "one sec, thanks": number words without a currency are not money here.
  const hasMoney = analysis.amounts.some((a) => !a.isWords || a.currency !== null);
  if (hasMoney || wordCount > MAX_SMALL_TALK_WORDS) return undefined;
  if (HELP.test(folded)) return 'help';
  if (THANKS.test(folded)) return 'thanks';
  if (GREETING.test(folded)) return 'greeting';
  if (ACKNOWLEDGE.test(folded)) return 'thanks';
  return undefined;
}

/** A confirmation opening the message (SmallTalkWords.confirmations), then a pause or the amount. */
const CONFIRMS = new RegExp(`^[\\s¡¿]*(?:${anyLanguage('confirmations')})(?=\\s*(?:[,.!]|$|\\d))`, 'u');
/** Words that make it a change after all: "yes but it was 54", "sim, mas era 50", "correcto, no 15". */
const BUT_CHANGED = words('but|not|no|nao|mas|pero|actually|wrong|errado|equivocado|change|muda|cambia');

/**
 * Right after a recording, a confirmation with no other money than the amount recorded: "correct, 45 is right, just checking
 * it saved", "certinho, 45 mesmo", "correcto, eran 15.990". Nothing to change: answered like thanks.
 */
export function confirmsRecorded(analysis: Analysis, ctx: EngineContext): boolean {
  const folded = analysis.folded;
  if (!CONFIRMS.test(folded) || BUT_CHANGED.test(folded) || folded.includes('?')) return false;
  const recorded = lastRecordedMessage(ctx.history, analysis.text);
  if (recorded === undefined) return false;
  const before = analyzeEarlier(recorded, analysis.today, analysis.language).amounts.filter((a) => !a.isSoftQuantity);
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  return money.every((a) => before.some((b) => compareAmounts(a.amount, b.amount) === 0));
}
