/**
 * Reads how a correction or deletion names its transaction: the part of the message that says which
 * one ("the laptop" in "actually the laptop was 1100", "o do netflix" in "apaga o do netflix") is
 * kept apart from the part that says what changes, so "1100" is the new amount and "the 40 one" an
 * amount that names the entry.
 */
import type { EngineContext, TargetHints } from '../types';
import type { Analysis } from '../analyze';
import { pickAmount } from '../amounts/find-amounts';
import { findCategoryByAnyName } from '../categories/category-names';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';

/** Character span in the (folded) message. */
export interface Span {
  start: number;
  end: number;
}

/** Words that point at an entry or at one of its fields, or only fill: they name nothing. */
const POINTERS = new Set(
  `one ones entry entries item items transaction transactions record records thing last latest previous recent just
   amount value category date description currency type wrong actually please sorry oops okay ok no not yes
   today yesterday tonight week month ago
   ultimo ultima ultimos ultimas anterior lancamento lancamentos transacao transacoes registro registros coisa
   aquele aquela aquilo dele dela valor categoria data descricao moeda tipo errado errada hoje ontem semana
   aquel aquella aquello transaccion transacciones cosa monto fecha descripcion moneda equivocado equivocada hoy ayer
   gasto gastos entrada saida`.split(/\s+/),
);

const LEAD =
  /^[\s¿¡]*(?:(?:oops|ops|opa|ups|uy|sorry|desculpa|perdon|perdao|hmm|hm|ah|oh|ok|okay|wait|espera|please|por favor|no|nao|actually|in fact|na verdade|na real|en realidad|de hecho|correction|correcao|correccion|corrigindo|corrijo|i meant|wrong|nope|nah|nvm|afinal|enganei-me|me enganei|enganei|me confundi|confundi-me|my bad|my mistake|me equivoque|quis dizer|quise decir|wrong (?:amount|category|date|value)|valor errado|categoria errada|data errada|monto equivocado|categoria equivocada|fecha equivocada)[,!.:;]?\s+)*/u;

const VERB =
  /^(?:change|make|put|move|set|switch|fix|file|log|mark|count|tag|classify|categori[sz]e|recategori[sz]e|poe|ponha|bota|bote|joga|mete|manda|muda(?:r)?|mude|troca(?:r)?|troque|altera(?:r)?|altere|coloca(?:r)?|coloque|passa(?:r)?|cambia(?:r)?|cambialo|cambiala|cambie|pon(?:lo|la)?|pone(?:lo|la)?|mueve(?:lo|la)?|mete(?:lo|la)?)(?![\p{L}\d])/u;
/** "to" and its equals first; the weaker prepositions only when there is none. */
const STRONG_PREP = /(?<![\p{L}\d])(?:to|into|para|pra)\s+/gu;
const WEAK_PREP = /(?<![\p{L}\d])(?:as|under|in|em|como|na|no|a|en|por)\s+/gu;
const COPULA =
  /(?<=(?<![\p{L}\d])(?:that|this|it|eso|esto|isso|isto|one)(?:\s|(?='s)))(?:'s|is|es|e|eh)(?![\p{L}\d])|(?<![\p{L}\d])(?:should (?:be|have been)|deveria ser|era pra ser|era para ser|deberia ser|debia ser|was|were|foi|era|eram|foram|fue|fueron|eran)(?![\p{L}\d])/u;

function lastMatch(re: RegExp, text: string): RegExpExecArray | undefined {
  re.lastIndex = 0;
  let last: RegExpExecArray | undefined;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) last = m;
  return last;
}

/**
 * Where a correction names its target and where the change starts. "change X to Y": X names, Y
 * changes; "X was Y" / "X should be Y": the same. Otherwise the whole message is the change.
 */
export function splitCorrection(folded: string): { target?: Span; changeStart: number } {
  const lead = LEAD.exec(folded)?.[0].length ?? 0;
  const rest = folded.slice(lead);
  const verb = VERB.exec(rest);
  if (verb) {
    const after = rest.slice(verb[0].length);
    const prep = lastMatch(STRONG_PREP, after) ?? lastMatch(WEAK_PREP, after);
    if (prep) {
      const start = lead + verb[0].length;
      return { target: { start, end: start + prep.index }, changeStart: start + prep.index + prep[0].length };
    }
    return { changeStart: lead };
  }
  const copula = COPULA.exec(rest);
  if (copula) return { target: { start: lead, end: lead + copula.index }, changeStart: lead + copula.index + copula[0].length };
  return { changeStart: lead };
}

const inside = (span: Span, start: number) => start >= span.start && start < span.end;

/** The hints in a span of the message; undefined when it names nothing ("that", "the last one"). */
export function hintsIn(analysis: Analysis, span: Span | undefined, ctx: EngineContext): TargetHints | undefined {
  if (!span || span.end <= span.start) return undefined;
  const hints: TargetHints = { words: [] };
  const amounts = analysis.amounts.filter((a) => !a.isSoftQuantity && inside(span, analysis.tokens[a.first]?.start ?? -1));
  const amount = pickAmount(amounts);
  if (amount) hints.amount = amount.amount;
  const inAmount = new Set(amounts.flatMap((a) => Array.from({ length: a.last - a.first + 1 }, (_, i) => a.first + i)));
  analysis.tokens.forEach((token, index) => {
    if (token.kind !== 'word' || !inside(span, token.start) || inAmount.has(index) || analysis.dateTokens.has(index)) return;
    const word = analysis.words[index] ?? '';
    // "categry", "catgory": a misspelt field name still names no entry.
    if (word.length < 2 || STOPWORDS.has(word) || ACTION_WORDS.has(word) || POINTERS.has(word) || /^cat[a-z]?g/.test(word)) return;
    const category = findCategoryByAnyName(ctx.categories, word);
    if (category && hints.categoryId === undefined) {
      hints.categoryId = category.id;
      hints.categoryName = category.name;
      return;
    }
    if (!hints.words.includes(word)) hints.words.push(word);
  });
  return hints.words.length > 0 || hints.amount !== undefined || hints.categoryId !== undefined ? hints : undefined;
}

export function spanFrom(start: number, end: number): Span {
  return { start, end };
}
