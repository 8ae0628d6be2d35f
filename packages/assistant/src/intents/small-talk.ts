/**
 * Greetings, thanks and requests for help. Only short messages without money count: "hi, spent 5
 * on coffee" is a transaction with a greeting in front, while "mil gracias" is thanks.
 */
import type { Analysis } from '../analyze';
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
