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
import { commandWords } from './word-pattern';

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
   gasto gastos entrada saida
   that's thats it's its one's
   here there ai ali la aqui aca alli ahi
   dicho bien melhor rather
   logged added recorded saved entered noted acabas acabaste acabou apuntar anotar registrar lancar colocar guardar agregar cargar adicionar salvar`.split(/\s+/),
);

/**
 * What opens a correction without naming anything: interjections, "no", "actually", and the ways
 * of saying "that's wrong" / "I got it wrong" in any tense ("me equivoqué", "me he equivocado",
 * "está mal", "nada que ver", "na vdd"). Repeated: "ugh no wait, ...".
 */
export const GOT_IT_WRONG =
  'my bad|my mistake|i was wrong|i messed up|i got it wrong|typo|afinal|enganei-me|me enganei|enganei|eu errei|errei|me confundi|confundi-me|' +
  'me equivoque|me equivoco|me (?:he|e) equivocado|me (?:he|e) confundido|estaba equivocad[oa]|estava errad[oa]|(?:le |la )?erre|' +
  // The digits swapped: "swapped the digits", "inverti os números", "invertí los números", "troqué los números".
  '(?:swapped|flipped|switched|mixed up|reversed) the (?:digits|numbers)|(?:inverti|troquei) os (?:numeros|digitos)|(?:inverti|cambie|trueque|confundi) los (?:numeros|digitos)|' +
  // "me puse mal" is "I got ill": only "puse mal" without "me" (or "lo/la puse mal") says it was put wrong.
  '(?<!me )puse mal|lo puse mal|escribi mal|anote mal|digitei errado|coloquei errado|botei errado|escrevi errado|anotei errado|' +
  'wrong (?:amount|category|date|value)|valor errado|categoria errada|data errada|monto equivocado|categoria equivocada|fecha equivocada|' +
  // Typed wrong: "i typed it wrong", "fat fingered it", "digitei errado", "lo tipee mal", "escribi mal el monto".
  "(?:i )?(?:typed|entered|put|put in|keyed|keyed in|wrote|input|inputted|logged) (?:(?:it|that|this|that one)(?: in)?|the (?:amount|number|price|value))? ?(?:wrong|wrongly|incorrectly)|(?:put|typed|entered|wrote|used) (?:in )?the wrong (?:number|amount|price|value)|fat ?finger(?:ed)?(?: it| that)?|" +
  '(?:eu )?(?:digitei|coloquei|botei|escrevi|anotei|lancei|registrei|pus) (?:errado|mal|o valor errado|errado o valor)|(?:lo |la )?(?:tipee|teclee|escribi|anote|(?<!me )puse|cargue|meti|registre|ingrese) mal';
/** A field of the entry said to be wrong, opening a message ("amount's wrong, 62.30"). */
const FIELD_WRONG =
  "(?:(?:the|o|a|el|la) )?(?:amount|value|price|total|sum|number|valor|preco|monto|importe|precio|cantidad|numero)(?:'s|'s been| is| was| (?:ta|esta|es|e|eh|foi|era|tava|estaba|estava))? " +
  '(?:wrong|off|incorrect|not right|errad[oa]|mal|equivocad[oa]|incorrect[oa]|trocad[oa])';
/** Said to open a message only: "wrong, …", "está mal, …", "nada que ver, …" (anywhere, "wrong size" is a purchase). */
const WRONG_SAYING =
  "wrong|that'?s wrong|its wrong|it'?s wrong|is wrong|not right|(?:isso |eso |esto |isto )?(?:esta|ta) (?:mal|errad[oa]|equivocad[oa]|incorrect[oa])|no es correcto|nao (?:e|ta|esta) certo|nada que ver|nada a ver|" +
  // The field said to be wrong: "amount's wrong", "the price is off", "o valor tá errado", "el monto está mal".
  `${FIELD_WRONG}|` +
  GOT_IT_WRONG;

/**
 * Who is spoken to, or a swear, after an opening "no" or "that's wrong": "no boludo, fueron 8 lucas", "nao cara, foi
 * 30", "nah bro it was 12", "no wey eran 200". Only after those: alone, "bro, 20" is a new entry.
 */
const VOCATIVE =
  'boludo|boluda|bolu|che|wey|guey|buey|weon|weona|huevon|gil|loco|loca|tio|tia|hermano|hermana|mano|manito|brother|bro|bruh|dude|man|mate|mah|pal|pana|parce|parcero|chamo|mae|amigo|amiga|gente|cara|velho|vei|veio|mana|porra|mierda|joder|carajo|cono|damn|dammit|shit|jeez|gosh';
const NO_THEN_VOCATIVE = `(?:(?:que|q|claro que|pues|pero|mas|but) )?(?:no|nao|nope|nah|naw|nono|nonono|naonao)(?:[,!.]? (?:${VOCATIVE}))*`;

const LEAD = new RegExp(
  `^[\\s¿¡]*(?:(?:${NO_THEN_VOCATIVE}|oops|whoops|woops|ops|opa|ups|uy|ugh|argh|uh|uhh|um|umm|eh|ay|putz|poxa|vish|chale|pucha|uff|sorry|desculpa|perdon|perdao|hmm|hm|ah|oh|ok|okay|wait|hold on|espera|pera|please|por favor|no|nao|actually|in fact|na verdade|na vdd|na vd|na real|en realidad|de hecho|correction|correcao|correccion|corrigindo|corrijo|i meant|i mean|meant|digo|quer dizer|nope|nah|nvm|quis dizer|quise decir|or rather|melhor|ou melhor|mejor|mejor dicho|mas bien|(?:${WRONG_SAYING})(?:[,!.]? (?:${VOCATIVE}))*)[,!.:;]?\\s+)*`,
  'u',
);

/** Where the part of a correction that names or changes something starts, after what only opens it. */
export function leadLength(folded: string): number {
  return LEAD.exec(folded)?.[0].length ?? 0;
}

const VERB =
  /^(?:change|make|put|move|set|switch|fix|file|log|mark|count|tag|classify|categori[sz]e|recategori[sz]e|poe|ponha|bota|bote|joga|mete|manda|muda(?:r)?|mude|troca(?:r)?|troque|altera(?:r)?|altere|coloca(?:r)?|coloque|passa(?:r)?|cambia(?:r)?|cambialo|cambiala|cambie|pon(?:lo|la)?|pone(?:lo|la)?|mueve(?:lo|la)?|mete(?:lo|la)?|(?:manda|tira|anota|carga|registra|guarda|deja|agrega|move|pasa)(?:lo|la))(?![\p{L}\d])/u;
/** "to" and its equals first; the weaker prepositions only when there is none. */
const STRONG_PREP = /(?<![\p{L}\d])(?:to|into|para|pra)\s+/gu;
const WEAK_PREP = /(?<![\p{L}\d])(?:as|under|in|em|como|na|no|a|en|por)\s+/gu;
/**
 * Where the naming part ends and the change starts: "X was Y", "X should be Y", and "X goes in Y",
 * "el del uber va en transporte", "isso fica em mercado" (where an entry belongs).
 */
const COPULA =
  /(?<=(?<![\p{L}\d])(?:that|this|it|eso|esto|isso|isto|one)(?:\s|(?='s)))(?:'s|is|es|e|eh)(?![\p{L}\d])|(?<![\p{L}\d])(?:(?:should|shd|shld|shud|shoud) (?:be|have been|go)|should'?ve been|shoulda been|should of been|supposed to be|deveria ter sido|devia (?:ser|ter sido)|tinha que (?:ser|ter sido)|debio (?:ser|haber sido)|deberia haber sido|tendria que (?:ser|haber sido)|tenia que ser|deveria (?:ser|ir)|era pra ser|era para ser|deberia (?:ser|ir)|debia ser|was|were|foi(?! mal(?![\p{L}\d]))|era|eram|foram|fue|fueron|eran|goes|belongs|va|vai|fica|(?<!que (?:me )?)entra)(?![\p{L}\d])/u;

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
  const lead = leadLength(folded);
  const rest = folded.slice(lead);
  const verb = VERB.exec(rest);
  if (verb) {
    const after = rest.slice(verb[0].length);
    // "coloca como viagem, foi pra bahia", "mandalo a restaurantes, eran unos sanguches": what follows
    // a comma explains; the preposition is looked for in the first clause when it has one.
    const comma = after.search(/[,;]/);
    const clause = comma > 0 ? after.slice(0, comma) : after;
    const prep =
      lastMatch(STRONG_PREP, clause) ?? lastMatch(WEAK_PREP, clause) ?? lastMatch(STRONG_PREP, after) ?? lastMatch(WEAK_PREP, after);
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
/** A word people put before a command without changing it (CommandWords.prefix), alone. */
const INTERJECTION = new RegExp(`^(?:${commandWords('prefix')})$`, 'u');

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
    // ("oxe era 69,90": an interjection names no entry.)
    if (word.length < 2 || STOPWORDS.has(word) || ACTION_WORDS.has(word) || POINTERS.has(word) || INTERJECTION.test(word) || /^cat[a-z]?g/.test(word)) return;
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
