/**
 * Messages that mention money but record nothing, by what they are rather than by sentence:
 * - plans and obligations ("vou receber 500 semana que vem", "tenho q pagar", "gotta pay"), and
 *   what is dated after today ("mañana pago el alquiler");
 * - where one lives ("moro na rua 7 de setembro, 120");
 * - debts ("debo 15000 a Juan", "jake owes me 40", "me deve 50");
 * - hypotheticals and maybes ("if I buy", "se eu comprar", "si compro", "might", "a lo mejor");
 * - prices and sums asked or remarked on ("quanto custa", "cuánto cuesta", "what's 15% of 80",
 *   "eggs are 6 bucks now", "a pizza tá 60 agora");
 * - reminders ("anota comprar medicina"), deletions that are not undo, things that did not happen;
 * - numbers that are not money (non-money-numbers.ts: times, labels, ages).
 * A purchase stated before the plan still is one ("comprei ... em 12x, vou pagar todo mês").
 */
import type { Analysis } from '../analyze';
import { detectType } from '../transactions/detect-type';
import { hasOnlyNonMoneyNumbers } from './non-money-numbers';
import { FUTURE, NEGATION, PLAN } from './query-words';
import { DELETE_START } from './undo';
import { startsWith, words } from './word-pattern';

/** Obligations, debts, hypotheticals and maybes: nothing happened yet, or not to the user's money. */
const NOT_YET = words(
  "gotta|got to|have got to|hafta|must|tenho q|tengo q|tem que|tem q|hay que|owes|owed|owing|owe me|me devem|me deben|lhe devo|te devo|" +
    "if|what if|in case|might|maybe|perhaps|probably|thinking (?:of|about)|considering|e se|se eu|se a gente|se calhar|talvez|quem sabe|" +
    'pode ser que|sera que|pensando em|pensando en|estou pensando|estoy pensando|y si|a lo mejor|quizas|quiza|tal vez|capaz que|en caso de',
);
/** Spanish "si" as "if": followed by a word, not by the comma of "sí, ...". */
const SI_IF = /(?<![\p{L}\d])si\s+(?=\p{L})/u;
/** Prices asked or remarked on, and sums: "how much is", "quanto custa", "cuánto cuesta", "costs". */
const PRICE = words(
  "costs|custa|custam|cuesta|cuestan|how much (?:is|are|does|do|would|will|should)|quanto (?:e|sai|ta|esta|fica|vale)|cuanto (?:es|sale|esta|vale|cobran)|price of|preco d[eoa]s?|precio de",
);
/** A sum or a question about a number: "what's 15% of 80", "quanto é 20 x 3", "cuánto es 15 por 4". */
const ASKS_A_VALUE = startsWith("whats|what's|what is|quanto e|quanto da|cuanto es|cuanto da|calcula|calculate");
/** "now", said of a price: "eggs are 6 bucks a dozen now", "a pizza tá 60 agora". */
const NOW = words('now|nowadays|these days|agora|hoje em dia|hj em dia|ahora|hoy en dia|hoy dia|actualmente|atualmente');
/** Where one lives: "moro na rua 7, 120", "vivo en la calle 45", "my address is 12 elm st". */
const ADDRESS = words('i live (?:at|on)|my address|moro (?:na|no|em)|meu endereco|vivo en|mi direccion|mi domicilio');
const PRESENT = words("is|are|'s|ta|tao|esta|estao|estan|anda|andam|andan|sale|salen|sai|saem");

export function isNotATransaction(analysis: Analysis): boolean {
  const folded = analysis.folded;
  const hasMoney = analysis.amounts.some((a) => !a.isSoftQuantity);
  if (DELETE_START.test(folded)) return true;
  if (!hasMoney && (NEGATION.test(folded) || PLAN.test(folded))) return true;
  if (hasOnlyNonMoneyNumbers(analysis)) return true;
  if (ASKS_A_VALUE.test(folded)) return true;
  const cue = detectType(analysis.words.filter(Boolean));
  const isStated = cue !== undefined && !cue.isWeak;
  // "lent my car to joão": lending without money is lending a thing.
  if (!hasMoney && cue?.isLoan) return true;
  if (ADDRESS.test(folded)) return true;
  if (PRICE.test(folded) || (!isStated && NOW.test(folded) && PRESENT.test(folded))) return true;
  // A date after today is a plan ("mañana pago el alquiler") unless a purchase was stated first.
  const future = analysis.dates.find((d) => d.dayNumber > analysis.today)?.start;
  const said = firstMatch(folded, FUTURE, NOT_YET, SI_IF);
  const marker = future === undefined ? said : said === undefined ? future : Math.min(said, future);
  if (marker === undefined) return false;
  // A loan said with its repayment ("lent sam 50, he pays me back friday") is a debt noted.
  if (!isStated || cue.isLoan) return true;
  const cueToken = analysis.tokens.filter((t) => t.kind === 'word')[cue.position];
  return cueToken === undefined || cueToken.start > marker;
}

/** Where the first of the patterns matches, or undefined. */
function firstMatch(text: string, ...patterns: RegExp[]): number | undefined {
  let first: number | undefined;
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match && (first === undefined || match.index < first)) first = match.index;
  }
  return first;
}
