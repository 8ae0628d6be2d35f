/**
 * Corrections: "actually it was 25", "na verdade foi 25", "en realidad fueron 25", "change that to
 * groceries", "muda para mercado", "cámbialo a transporte", "no, it was yesterday", "era receita",
 * "isso foi mercado", "eso fue un ingreso", "that was a refund",
 * and of a named one: "actually the laptop was 1100", "muda o do netflix para lazer". Only fields
 * the message changes are returned; what names the transaction goes in `target` (target-hints.ts).
 */
import type { CorrectLastIntent, EngineContext } from '../types';
import type { Analysis } from '../analyze';
import { pickAmount } from '../amounts/find-amounts';
import { resolveCurrency } from '../amounts/currency-lexicon';
import { formatIsoDate } from '../dates/calendar';
import { findCategoryByAnyName } from '../categories/category-names';
import { findMentionedCategory } from '../categories/resolve-category';
import { detectType } from '../transactions/detect-type';
import { hintsIn, splitCorrection } from './target-hints';
import { startsWith, words } from './word-pattern';

const MARKER = startsWith(
  "(?:(?:no|nao)[,!.]? )?(?:isso|isto|aquilo|esse|essa|eso|esto|aquello|ese|esa) (?:foi|era|e|fue|es)|(?:(?:no|nah|nope)[,!.]? )?(?:that|this|it)(?:'s|s| is)|(?:that|this) one (?:was|is)|wrong[,!.]? (?:it's|its|it is)|put (?:that|this|it) (?:under|in|into|as)|recategori[sz]e (?:that|this|it)|p[oõ]e(?: isso| isto)? (?:em|como|na|no)|(?:change|move|put|switch|set) (?:the|my|that|this) .{1,60}? (?:to|into|as|under)|(?:muda(?:r)?|mude|troca(?:r)?|troque|altera(?:r)?|altere|coloca(?:r)?|coloque|passa(?:r)?) (?:o|a|os|as|aquele|aquela|esse|essa|aquilo) .{1,60}? (?:para|pra|em|como)|(?:cambia(?:r)?|cambie|pon(?:er)?|pasa(?:r)?|mueve) (?:el|la|los|las|ese|esa|aquel|aquella|lo) .{1,60}? (?:a|en|por|como)|(?:foi|era) (?:uma |um )?(?:receita|entrada|despesa|gasto|saida)|(?:fue|era) (?:un |una )?(?:ingreso|gasto|egreso)|put it (?:under|in|into|as)|change the (?:date|amount|value|category|description|currency)|muda(?:r)? a (?:data|categoria|descricao|moeda)|troca(?:r)? a (?:data|categoria)|cambia(?:r)? la (?:fecha|categoria|descripcion|moneda)|wrong (?:amount|category|date|value)|actually|no[,!.]? (?:it|that) (?:was|is|should be)|no[,!.]? (?:it's|its)|it was actually|it was|that was|make it|make that|change (?:it|that|this|the last one)|should (?:be|have been)|i meant|correction|fix (?:it|that)|wrong[,!.]? (?:it|that) was|not .{1,20} but|na verdade|na real|corrigindo|corrige|corrija|corrigir|muda(?:r)?(?: isso| isto| essa| esse| a ultima| o ultimo| a categoria)?(?: para| pra)|mude(?: isso| a categoria)?(?: para| pra)|troca(?:r)?(?: isso| a categoria)?(?: para| pra)|altera(?:r)?(?: isso| a categoria)?(?: para| pra)|era|foi na verdade|quis dizer|errei|nao[,!.]? (?:era|foi)|coloca(?:r)? (?:isso )?(?:em|como|na|no)|en realidad|de hecho|corrijo|corregir|cambia(?:lo|la|r)?(?: eso| la categoria)?(?: a| por| en)|c[aá]mbialo|cambialo|cambiala|quise decir|me equivoque|no[,!.]? (?:era|fue|fueron|eran)|eran|pon(?:lo|la)? (?:en|como)|ponlo|ponla|pone(?:lo|la)? (?:en|como)|ponelo|ponela",
);
/** Said anywhere in the message, these still correct the last transaction. */
const MARKER_ANYWHERE = words(
  'should (?:be|have been)|deveria ser|era pra ser|era para ser|deberia ser|debia ser|wrong amount|wrong category|wrong date|valor errado|categoria errada|data errada|monto equivocado|categoria equivocada|fecha equivocada',
);
const NEGATED = new Set(['not', 'nao', 'no', 'instead', 'of', 'vez', 'lugar']);
const INCOME = words('income|receita|entrada|ingreso|earning|earnings|renda');
const EXPENSE = words('expense|despesa|gasto|saida|egreso|spending');
/** "não restaurante", "not income", "no un ingreso": what it was not, left out before reading what it was. */
const NEGATED_PHRASE = /(?<![\p{L}\d])(?:not|nao|no|ni)\s+(?:(?:era|foi|fue|was|a|an|um|uma|un|una)\s+)*[\p{L}]+/gu;
const CATEGORY_CUE = /(?<![\p{L}\d])(?:to|into|as|in|under|para|pra|em|como|na|no|a|en|por|categoria|category|categoria de)\s+(.+)$/u;

export function detectCorrection(analysis: Analysis, ctx: EngineContext): CorrectLastIntent | undefined {
  const folded = analysis.folded;
  if (!MARKER.test(folded) && !MARKER_ANYWHERE.test(folded)) return undefined;
  const intent: CorrectLastIntent = { kind: 'correct_last' };
  const split = splitCorrection(folded);
  // Only the part after "was" / "to" says what changes; "the 40 one" before it names the entry.
  const inChange = (start: number | undefined) => start !== undefined && start >= split.changeStart;
  const changeFolded = folded.slice(split.changeStart).replace(NEGATED_PHRASE, ' ');
  const changeWords = analysis.words.filter((w, i) => w && inChange(analysis.tokens[i]?.start));
  // "era 35 e não 53" / "30, not 13": the amount after a negation is the wrong one.
  const amount = pickAmount(
    analysis.amounts.filter(
      (a) =>
        !a.isSoftQuantity &&
        inChange(analysis.tokens[a.first]?.start) &&
        !NEGATED.has(analysis.words[a.first - 1] ?? '') &&
        !NEGATED.has(analysis.words[a.first - 2] ?? ''),
    ),
  );
  if (amount) {
    intent.amount = amount.amount;
    if (amount.currency) intent.currency = resolveCurrency(amount.currency, ctx.preferredCurrency);
  }
  const date = analysis.dates.find((d) => inChange(d.start));
  if (date) intent.date = formatIsoDate(date.dayNumber);
  // "that's income", "era despesa"; or said as a verb: "my sister paid me back", "plata que me entró".
  const verbCue = amount ? undefined : detectType(changeFolded.split(/[^\p{L}'-]+/u).filter(Boolean));
  if (INCOME.test(changeFolded)) intent.type = 'income';
  else if (EXPENSE.test(changeFolded) && !amount) intent.type = 'expense';
  else if (verbCue && !verbCue.isWeak) intent.type = verbCue.type;

  if (!amount) {
    // After "to" / "should be" the rest is the new category; otherwise look for "in groceries".
    const cue = CATEGORY_CUE.exec(changeFolded);
    const tail = (cue ? (cue[1] ?? '') : split.changeStart > 0 ? changeFolded : '').replace(/[\s.,;:!?]+$/, '').trim();
    const tailWords = tail.split(/[^\p{L}\d'-]+/u).filter(Boolean);
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
