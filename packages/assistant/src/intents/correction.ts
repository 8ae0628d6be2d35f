/**
 * Corrections: "actually it was 25", "na verdade foi 25", "en realidad fueron 25", "change that to
 * groceries", "muda para mercado", "cámbialo a transporte", "no, it was yesterday", "era receita",
 * and of a named one: "actually the laptop was 1100", "muda o do netflix para lazer". Only fields
 * the message changes are returned; what names the transaction goes in `target` (target-hints.ts).
 */
import type { CorrectLastIntent, EngineContext } from '../types';
import type { Analysis } from '../analyze';
import { pickAmount } from '../amounts/find-amounts';
import { resolveCurrency } from '../amounts/currency-lexicon';
import { formatIsoDate } from '../dates/calendar';
import { foldKey } from '../text/fold';
import { findCategoryByAnyName } from '../categories/category-names';
import { findMentionedCategory } from '../categories/resolve-category';
import { NEGATION } from './query-words';
import { hintsIn, splitCorrection } from './target-hints';
import { startsWith, words } from './word-pattern';

const MARKER = startsWith(
  "(?:change|move|put|switch|set) (?:the|my|that|this) .{1,60}? (?:to|into|as|under)|(?:muda(?:r)?|mude|troca(?:r)?|troque|altera(?:r)?|altere|coloca(?:r)?|coloque|passa(?:r)?) (?:o|a|os|as|aquele|aquela|esse|essa|aquilo) .{1,60}? (?:para|pra|em|como)|(?:cambia(?:r)?|cambie|pon(?:er)?|pasa(?:r)?|mueve) (?:el|la|los|las|ese|esa|aquel|aquella|lo) .{1,60}? (?:a|en|por|como)|(?:foi|era) (?:uma |um )?(?:receita|entrada|despesa|gasto|saida)|(?:fue|era) (?:un |una )?(?:ingreso|gasto|egreso)|(?:put|move|file|log|mark|count|tag|switch) (?:it|that|this|that one|this one|the last one) (?:under|in|into|as|to|on)|(?:re)?categori[sz]e (?:it|that|this|that one|the last one)? ?(?:as|under|to|in)|(?:change|fix|update|edit|set|correct) (?:the |its |it'?s |that |the last one'?s )?(?:date|amount|value|cat\\w{0,2}g\\w*|description|currency|type)|(?:fix|correct|update|edit) (?:it|that|this|the last(?: one| entry| transaction)?|my last(?: one| entry)?|the previous one)|(?:poe|ponha|bota|bote|joga|manda|mete)(?: isso| isto)? (?:em|na|no|nas|nos|como|pra|para)|(?:(?:no|nao|nope|nah)[,!.]? )?(?:that|this|it|eso|esto|isso|isto)(?: one)?(?: me lo| me la| se| lo| la)?(?:'s| is| was| were| fue| es| era| foi| e)|thats|wrong|afinal|enganei-me|me enganei|enganei|me confundi|confundi-me|my bad|my mistake|me equivoque|me confundi|muda(?:r)? a (?:data|categoria|descricao|moeda)|troca(?:r)? a (?:data|categoria)|cambia(?:r)? la (?:fecha|categoria|descripcion|moneda)|wrong (?:amount|category|date|value)|actually|no[,!.]? (?:it|that) (?:was|is|should be)|no[,!.]? (?:it's|its)|it was actually|it was|that was|make it|make that|change (?:it|that|this|the last one)|should (?:be|have been)|i meant|correction|fix (?:it|that)|wrong[,!.]? (?:it|that) was|not .{1,20} but|na verdade|na real|corrigindo|corrige|corrija|corrigir|muda(?:r)?(?: isso| isto| essa| esse| a ultima| o ultimo| a categoria)?(?: para| pra)|mude(?: isso| a categoria)?(?: para| pra)|troca(?:r)?(?: isso| a categoria)?(?: para| pra)|altera(?:r)?(?: isso| a categoria)?(?: para| pra)|era|foi na verdade|quis dizer|errei|nao[,!.]? (?:era|foi)|coloca(?:r)? (?:isso )?(?:em|como|na|no)|en realidad|de hecho|corrijo|corregir|cambia(?:lo|la|r)?(?: eso| la categoria)?(?: a| por| en)|c[aá]mbialo|cambialo|cambiala|quise decir|me equivoque|no[,!.]? (?:era|fue|fueron|eran)|eran|pon(?:lo|la)? (?:en|como)|ponlo|ponla|pone(?:lo|la)? (?:en|como)|ponelo|ponela",
);
/** Said anywhere in the message, these still correct the last transaction. */
const MARKER_ANYWHERE = words(
  '(?:foi|fue|era|was|were|eram|fueron|foram) [^,]{1,40}, ?(?:(?:and|e|y) )?(?:not|nao|no) \\p{L}+|should (?:be|have been)|deveria ser|era pra ser|era para ser|deberia ser|debia ser|wrong amount|wrong category|wrong date|valor errado|categoria errada|data errada|monto equivocado|categoria equivocada|fecha equivocada',
);
/** "30 not 13", "era 45 não 54", "fueron 80 no 18": one amount set against another. */
const AMOUNT_AGAINST_AMOUNT = /\d[\d.,]*\s*(?:\p{L}{1,6}\s+)?(?:and |e |y )?(?:not|nao|no|instead of|em vez de|en vez de|en lugar de)\s+\$?\d/u;
/** "the taxi was 32", "o almoço foi 42", "el de los tacos fue 180": a named entry and only a new amount. */
const NAMED_ENTRY = startsWith('the|o|a|os|as|el|la|los|las|my|meu|minha|mi|el de|la de|o do|a do|o da|a da|the one');
const FILLER = new Set(['it', 'was', 'were', 'is', 'like', 'about', 'more', 'era', 'foi', 'foram', 'fue', 'fueron', 'eran', 'son', 'sao', 'uns', 'unos', 'tipo', 'como', 'mais', 'ou', 'menos', 'really', 'actually']);
/** A leading "no" and then only an amount: "no, 8 bucks", "não, 35", "no, eran 20". */
const NO_LEAD = /^[\s¡¿]*(?:no|nope|nah|nao)[,!.]?\s+/u;
const NEGATED = new Set(['not', 'nao', 'no', 'instead', 'of', 'vez', 'lugar']);
/** What was wrongly said comes after a negation: "era despesa, não receita", "money I received, not spent". */
const NEGATED_TAIL = /(?:[,;]\s*(?:(?:and|e|y)\s+)?(?:not|nao|no)|(?<![\p{L}\d])(?:not|nao|instead of|em vez de|en vez de|en lugar de|rather than))\s.*$/u;
const INCOME = words(
  'income|receita|entrada|ingreso|earning|earnings|renda|received|receive|recebi|recebido|recebida|recibi|recibido|recibida|entrou|me entrou|entro|me entro|ganhei|gane|got paid|paid me|sent me|gave me|me deu|me dio|me dieron|me deram|me mandou|me mando|me mandaron|me mandaram|me transferiu|me transfirieron|me depositaron|me depositou|me lo pagaron|me pagaron|me pagaram|me pagou|me pago|deposit|deposito|money in|dinero que entro|refund|reembolso|estorno',
);
const EXPENSE = words('expense|despesa|gasto|saida|egreso|spending|spent|gastei|gaste|paguei|pague|purchase|compra');
const CATEGORY_CUE = /(?<![\p{L}\d])(?:to|into|as|in|under|para|pra|em|como|na|no|a|en|por|categoria|category|categoria de)\s+(.+)$/u;

/** After `from`, the message holds nothing but amounts and filler ("it was", "like", "era"). */
function isOnlyAmountAfter(analysis: Analysis, from: number): boolean {
  let hasAmount = false;
  for (let i = 0; i < analysis.tokens.length; i += 1) {
    const token = analysis.tokens[i];
    if (!token || token.start < from || token.kind === 'sym') continue;
    const amount = analysis.amounts.find((a) => i >= a.first && i <= a.last && !a.isSoftQuantity);
    if (amount) hasAmount = true;
    else if (token.kind !== 'word' || !FILLER.has(token.norm)) return false;
  }
  return hasAmount;
}

/**
 * "the taxi was 32" corrects an entry only when the conversation just spoke of it; as an opening line
 * ("the dinner was 80") it is a new expense.
 */
function isInConversation(analysis: Analysis, target: { start: number; end: number }, ctx: EngineContext): boolean {
  const named = hintsIn(analysis, target, ctx);
  if (!named || named.words.length === 0) return named !== undefined && ctx.history.length > 0;
  const said = ` ${ctx.history.map((entry) => foldKey(entry.content)).join(' ')} `;
  return named.words.some((word) => said.includes(word));
}

/** Corrections said by their shape rather than a marker word: "no, 8 bucks", "the taxi was 32". */
function isShapedCorrection(analysis: Analysis, split: { target?: { start: number; end: number }; changeStart: number }, ctx: EngineContext): boolean {
  const folded = analysis.folded;
  if (AMOUNT_AGAINST_AMOUNT.test(folded)) return true;
  const no = NO_LEAD.exec(folded);
  if (no && isOnlyAmountAfter(analysis, no[0].length)) return true;
  // "no, I received that", "não, paguei eu": a bare "no" and the type, without an amount.
  const hasAmount = analysis.amounts.some((a) => !a.isSoftQuantity);
  if (no && !hasAmount && !NEGATION.test(folded) && (INCOME.test(folded) || EXPENSE.test(folded))) return true;
  return (
    split.target !== undefined &&
    NAMED_ENTRY.test(folded) &&
    isOnlyAmountAfter(analysis, split.changeStart) &&
    isInConversation(analysis, split.target, ctx)
  );
}

export function detectCorrection(analysis: Analysis, ctx: EngineContext): CorrectLastIntent | undefined {
  const folded = analysis.folded;
  const split = splitCorrection(folded);
  if (!MARKER.test(folded) && !MARKER_ANYWHERE.test(folded) && !isShapedCorrection(analysis, split, ctx)) return undefined;
  const intent: CorrectLastIntent = { kind: 'correct_last' };
  // Only the part after "was" / "to" says what changes; "the 40 one" before it names the entry.
  const inChange = (start: number | undefined) => start !== undefined && start >= split.changeStart;
  // "era mercado, não restaurante": what follows the negation is what was wrong.
  const changeFolded = folded.slice(split.changeStart).replace(NEGATED_TAIL, '');
  const changeEnd = split.changeStart + changeFolded.length;
  const changeWords = analysis.words.filter((w, i) => w && inChange(analysis.tokens[i]?.start) && (analysis.tokens[i]?.start ?? 0) < changeEnd);
  // "era 35 e não 53" / "30, not 13": the amount after a negation is the wrong one ("no, 8" is not).
  const isNegatedAt = (i: number) => NEGATED.has(analysis.words[i] ?? '') && inChange(analysis.tokens[i]?.start);
  const amount = pickAmount(
    analysis.amounts.filter(
      (a) =>
        !a.isSoftQuantity &&
        inChange(analysis.tokens[a.first]?.start) &&
        !isNegatedAt(a.first - 1) &&
        !isNegatedAt(a.first - 2),
    ),
  );
  if (amount) {
    intent.amount = amount.amount;
    if (amount.currency) intent.currency = resolveCurrency(amount.currency, ctx.preferredCurrency, ctx.country);
  }
  const date = analysis.dates.find((d) => inChange(d.start));
  if (date) intent.date = formatIsoDate(date.dayNumber);
  if (INCOME.test(changeFolded)) intent.type = 'income';
  else if (EXPENSE.test(changeFolded) && !amount) intent.type = 'expense';

  if (!amount) {
    // After "to" / "should be" the rest is the new category; otherwise look for "in groceries".
    const cue = CATEGORY_CUE.exec(changeFolded);
    const tail = (cue ? (cue[1] ?? '') : split.changeStart > 0 ? changeFolded : '').replace(/[.!?]+$/, '').trim();
    const tailWords = tail.split(/\s+/).filter(Boolean);
    const category =
      (tail ? findCategoryByAnyName(ctx.categories, tail) : undefined) ??
      findMentionedCategory(tailWords.length ? tailWords : changeWords, analysis.language, ctx.categories, intent.type);
    if (category) {
      intent.categoryId = category.id;
      intent.categoryName = category.name;
      if (!intent.type) intent.type = category.type;
    }
  }
  const changed = Object.keys(intent).length > 1;
  if (!changed) return undefined;
  const target = hintsIn(analysis, split.target, ctx);
  if (target) intent.target = target;
  return intent;
}
