/**
 * Greetings, thanks and requests for help. Only short messages without money count: "hi, spent 5
 * on coffee" is a transaction with a greeting in front, while "mil gracias" is thanks.
 */
import type { Analysis } from '../analyze';
import { startsWith, words } from './word-pattern';

const GREETING = startsWith(
  "hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|greetings|how are you|how's it going|whats up|what's up|sup|ola|oi|oie|opa|e ai|eai|bom dia|boa tarde|boa noite|tudo bem|tudo bom|como vai|como voce esta|hola|buenas|buenos dias|buenas tardes|buenas noches|que tal|como estas|como esta|que onda|saludos|todo bien|como andas|como va|que hay",
);
const THANKS = words(
  'thanks|thank you|thank u|thx|ty|cheers|much appreciated|appreciate it|obrigad[oa]|valeu|brigad[oa]|agradecid[oa]|gracias|muchas gracias|mil gracias|te agradezco',
);
/** The whole message is an acknowledgement ("ok", "great!", "beleza"): answered like thanks. */
const ACKNOWLEDGE =
  /^[\s¡¿]*(?:ok|okay|k|great|cool|nice|perfect|awesome|got it|alright|all right|sounds good|good|perfeito|otimo|beleza|blz|certo|show|legal|ta bom|entendi|massa|perfecto|genial|vale|dale|listo|bien|buenisimo|excelente|de acuerdo|👍|🙏|😊|🙂)(?:\s*[!.]+)?\s*$/u;
const HELP = words(
  "help|what can you do|what do you do|how does (?:this|it) work|how do i use|commands|menu|what can i say|ajuda|socorro|o que voce faz|o que voce pode fazer|o que voce sabe fazer|como funciona|como usar|comandos|ayuda|que puedes hacer|que sabes hacer|que haces|como funciona|como se usa|" +
    // Questions about the assistant itself are answered with what it does.
    "who (?:made|built|created|programmed|designed) you|what are you|who are you|are you (?:a |an )?(?:bot|robot|human|real|person|ai)|what'?s your name|" +
    'quem (?:te )?(?:criou|fez|programou|desenvolveu)|quem (?:e|es) voce|o que (?:e|es) voce|voce e (?:um )?(?:robo|bot|humano|gente|ia)|qual (?:e )?(?:o )?seu nome|' +
    'quien te (?:creo|hizo|programo|desarrollo)|quien eres|que eres|eres (?:un )?(?:bot|robot|humano|persona|ia)|como te llamas',
);

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
