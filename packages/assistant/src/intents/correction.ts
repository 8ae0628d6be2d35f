/**
 * Corrections: "actually it was 25", "na verdade foi 25", "en realidad fueron 25", "change that to
 * groceries", "muda para mercado", "cámbialo a transporte", "no, it was yesterday", "era receita",
 * and of a named one: "actually the laptop was 1100", "muda o do netflix para lazer". Only fields
 * the message changes are returned; what names the transaction goes in `target` (target-hints.ts).
 */
import type { CorrectLastIntent, EngineCategory, EngineContext, TxType } from '../types';
import { compareAmounts, normalizeAmount, toCents } from '@tally/shared/money';
import { multiplyDecimal, parseNumberToken } from '../amounts/parse-number';
import { analyzeEarlier, type Analysis } from '../analyze';
import { pickAmount, type AmountMention } from '../amounts/find-amounts';
import { resolveCurrency } from '../amounts/currency-lexicon';
import { isAge } from './non-money-numbers';
import { formatIsoDate } from '../dates/calendar';
import { recentDayOfMonth } from '../dates/date-phrases';
import { foldKey } from '../text/fold';
import { findCategoryByAnyName } from '../categories/category-names';
import { findMentionedCategory, resolveCategory } from '../categories/resolve-category';
import { matchLexicon } from '../categories/lexicon';
import { detectType, type TypeCue } from '../transactions/detect-type';
import { hasJustRecorded, lastRecordedCategory, lastRecordedEntry, lastRecordedMessage } from './last-reply';
import { NEGATION, QUESTION } from './query-words';
import { GOT_IT_WRONG, hintsIn, leadLength, splitCorrection } from './target-hints';
import { startsWith, words } from './word-pattern';

export const MARKER = startsWith(
  "(?:change|move|put|switch|set) (?:the|my|that|this) .{1,60}? (?:to|into|as|under)|(?:muda(?:r)?|mude|troca(?:r)?|troque|altera(?:r)?|altere|coloca(?:r)?|coloque|passa(?:r)?|joga|bota|poe)(?: (?:o|a|os|as|aquele|aquela|aquilo|esse|essa|isso|isto|este|esta)(?: .{1,60}?)?)? (?:para|pra|em|como)|(?:(?:cambia(?:r)?|cambie|pon(?:er)?|pasa(?:r)?|mueve|move(?:r)?|mete)(?:lo|la)?|(?:manda|tira|anota|carga|registra|guarda|deja|agrega|pone)(?:lo|la)) (?:(?:el|la|los|las|ese|esa|eso|esto|aquel|aquella|lo)(?: .{1,60}?)? )?(?:a|en|por|como|para)|(?:foi|era) (?:uma |um )?(?:receita|entrada|despesa|gasto|saida)|(?:fue|era) (?:un |una )?(?:ingreso|gasto|egreso)|(?:put|move|file|log|mark|count|tag|switch|stick|chuck|throw|bung|pop|shove) (?:it|that|this|that one|this one|the last one) (?:under|in|into|as|to|on)|(?:re)?categori[sz]e (?:it|that|this|that one|the last one)? ?(?:as|under|to|in)|(?:change|fix|update|edit|set|correct) (?:the |its |it'?s |that |the last one'?s )?(?:date|amount|value|cat\\w{0,2}g\\w*|description|currency|type)|(?:fix|correct|update|edit) (?:it|that|this|the last(?: one| entry| transaction)?|my last(?: one| entry)?|the previous one)|(?:poe|ponha|bota|bote|joga|manda|mete)(?: isso| isto)? (?:em|na|no|nas|nos|como|pra|para)|(?:(?:no|nao|nope|nah)[,!.]? )?(?:that|this|it|eso|esto|isso|isto)(?: one)?(?: me lo| me la| se| lo| la)?(?:'s| is| was| were| fue| es| era| foi| e)|thats|wrong(?! (?:number|chat|person|group|window|convo|conversation|thread|guy|girl|account|link))|afinal|enganei-me|me enganei|enganei|me confundi|confundi-me|my bad|my mistake|me equivoque|me confundi|muda(?:r)? a (?:data|categoria|descricao|moeda)|troca(?:r)? a (?:data|categoria)|cambia(?:r)? la (?:fecha|categoria|descripcion|moneda)|wrong (?:amount|category|date|value)|actually|no[,!.]? (?:it|that) (?:was|is|should be)|no[,!.]? (?:it's|its)|it was actually|it was|'?twas|that was|make it|make that|change (?:it|that|this|the last one)|(?:should|shd|shld|shud|shoud) (?:be|have been)|(?:i )?meant|correction|fix (?:it|that)|wrong[,!.]? (?:it|that) was|not .{1,20} but|na verdade|na vdd|na vd|na real|corrigindo|corrige(?:-?(?:lo|la|o|a))?|corrigi-?(?:lo|la)|corregi(?:lo|la)|corrija(?:-?(?:lo|la|o|a))?|corrija|corrija|corrigir|muda(?:r)?(?: isso| isto| essa| esse| a ultima| o ultimo| a categoria)?(?: para| pra)|mude(?: isso| a categoria)?(?: para| pra)|troca(?:r)?(?: isso| a categoria)?(?: para| pra)|altera(?:r)?(?: isso| a categoria)?(?: para| pra)|era|eram|foi na verdade|quis dizer|errei|nao[,!.]? (?:era|foi)|coloca(?:r)? (?:isso )?(?:em|como|na|no)|en realidad|en verdad|mejor dicho|mas bien|de hecho|corrijo|corregir|corregi|cambia(?:lo|la|r)?(?: eso| la categoria)?(?: a| por| en)|c[aá]mbialo|cambialo|cambiala|quise decir|me equivoque|no[,!.]? (?:era|fue|fueron|eran)|eran|pon(?:lo|la)? (?:en|como)|ponlo|ponla|pone(?:lo|la)? (?:en|como)|ponelo|ponela|ponga(?:lo|la)? (?:en|como)|pongalo|pongala|(?:(?:ya )?te dije|(?:eu )?te disse|(?:eu )?te falei|i said|i told (?:you|u|ya))(?! (?:que|q|i|i'?d|i'?ll|that|we|you|u|he|she|they|eu|yo|vou|voy|ia|iba)(?![\\p{L}]))",
);
/** Said anywhere in the message, these still correct the last transaction. */
export const MARKER_ANYWHERE = words(
  `(?:foi|fue|era|was|were|eram|fueron|foram) [^,]{1,40}, ?(?:(?:and|e|y) )?(?:not|nao|no) \\p{L}+|(?:should|shd|shld|shud|shoud) (?:be|have been)|` +
    // "no, novels for fun, file it as shopping", "era um livro, poe isso em lazer", "es del curso, ponlo en educación".
    // ("the handyman charged 90 to put it in": a purpose, not a correction.)
    `(?<!\\bto )(?:put|move|file|log|mark|count|tag|switch|classify) (?:it|that|this|that one|this one) (?:under|in|into|as)|(?:poe|ponha|bota|bote|coloca|coloque|joga|passa|lanca|lance) (?:isso|isto|esse|essa|ele|ela) (?:em|na|no|como|pra|para)|(?:pon|pone|pasa|mete|anota|mueve)-?(?:lo|la) (?:en|como|a)|deveria ser|era pra ser|era para ser|deberia ser|debia ser|${GOT_IT_WRONG}|` +
    // ("la sube la cargué ayer no hoy", "it was yesterday not today", "foi ontem e não hoje": the day set against today.)
    // (With no money said and nothing asked: "gym yesterday 40, not today" is a new entry, "did i fill up yesterday, not today?" a question.)
    `(?<=^[^\\d?]*\\p{L},? (?:(?:y|e|and) )?)(?:no|not|nao) (?:hoy|today|hoje)(?![\\p{L}])(?![^?]*\\?)|` +
    // "lo del taxi que acabas de apuntar no era un taxi", "that one you just logged", "o que você acabou de lançar": the entry pointed at.
    `(?:you|u) just (?:logged|added|recorded|saved|put|entered|noted)|acaba(?:s|ste) de (?:apuntar|anotar|registrar|poner|guardar|agregar|cargar)|acabou de (?:lancar|anotar|registrar|colocar|salvar|adicionar)`,
);
/**
 * The field itself is the subject: "the amount is 50", "o valor certo é 1.250", "la categoría es
 * salud", "la fecha fue ayer". Nobody records a new expense by naming a field.
 */
export const FIELD_SUBJECT = startsWith(
  '(?:(?:the|o|a|el|la) )?(?:(?:right|correct|real|actual|certo|certa|correto|correta|correcto|correcta|verdadeir[oa]|verdader[oa]) )?(?:amount|value|total|price|sum|valor|preco|monto|importe|precio|category|categoria|date|data|fecha|day|dia|description|descricao|descripcion|type|tipo|currency|moeda|moneda)(?: (?:right|correct|certo|certa|correto|correta|correcto|correcta|real|verdadeir[oa]|verdader[oa]))?(?: (?:is|was|e|eh|es|era|foi|fue|should be|deveria ser|deberia ser|debe ser|tem que ser|tiene que ser)|\\s*:)',
);
/** The category word and then a category: "categoría otros", "category: travel" (not a question). */
const CATEGORY_NAMED = startsWith('(?:(?:the|a|la|o) )?categor(?:y|ia)');
/** Where an entry belongs: "el del uber va en transporte", "this goes under bills", "isso fica em mercado". */
export const BELONGS = words('(?:goes|go|belongs|va|vai|fica|entra|should go|deveria ir|deberia ir) (?:in|into|under|to|en|em|no|na|a|para|pra|como)');
/** "I typed 530 and it was 350", "puse 530 y era 350", "coloquei 80, era 60": what was typed, then the truth. */
const TYPED_THEN_TRUE =
  /(?<![\p{L}\d])(?:put|typed|wrote|entered|said|puse|pus|coloquei|botei|escrevi|digitei|anotei|escribi|anote|meti|marque|marquei)\s+\$?\d[\d.,]*.{0,24}?(?<![\p{L}\d])(?:was|is|should be|era|eram|eran|foi|es|son|sao)\s+\$?\d/u;
/**
 * A recount of the last entry: "foram 2 ingressos, então 60", "eran 2 boletos, o sea 180", "were 3
 * of us so 90": a copula first, then "so" and the new total at the end.
 */
const COPULA_START = startsWith('foi|foram|era|eram|fue|fueron|era|eran|was|were|it was|it were|son|sao');
/** A copula or "should be", the amount, then "and" ("foi 150 e …", "fueron 550 y …", "should be 23.99 and …"). */
const AMOUNT_THEN_MORE = /^\s*(?:(?:no|nao|pera|wait|ah|oh)[\s,]+)?(?:foi|foram|era|eram|fue|fueron|eran|was|were|it was|its|it's|should be|shoulda been|should have been|deveria ser|debia ser|deberia ser)\s+(?:r\$|us\$|[$€£])?\s*\d[\d.,]*\s*(?:\p{L}{1,6}\s*)?[,;]?\s*(?:and|e|y)\s/u;
/** Right after a recording, these too restate the entry before an amount: "its 7.65", "that's 9", "es 30". */
const RESTATING_START = startsWith("it'?s|it is|that'?s|that is|es|eh");
const SO_TOTAL = /(?<![\p{L}\d])(?:entao|ou seja|o sea|osea|entonces|so|that makes|that's|thats|logo|da|en total|no total|in total|total)\s*[,:]?\s*\$?\d[\d.,]*(?:\s*\p{L}{1,6})?\s*[.!]*\s*$/u;

/**
 * "30 not 13", "era 45 não 54", "fueron 80 no 18": one amount set against another. It starts only
 * where a number starts, so a long run of digits is read once, not once per digit.
 */
const AMOUNT_AGAINST_AMOUNT = /(?<![\d.,])\d[\d.,]*\s*(?:\p{L}{1,6}(?=[\s,;]))?[,;]?\s*(?:and |e |y )?(?:not|nao|no|instead of|em vez de|en vez de|en lugar de)\s+\$?\d/u;
/** In Portuguese "no" is "in the" ("fiz 280 no 99", the ride app): only "não" sets one amount against another. */
const AMOUNT_AGAINST_AMOUNT_PT = new RegExp(AMOUNT_AGAINST_AMOUNT.source.replace('|nao|no|', '|nao|'), 'u');
const amountAgainstAmount = (analysis: Analysis) => (analysis.language === 'pt' ? AMOUNT_AGAINST_AMOUNT_PT : AMOUNT_AGAINST_AMOUNT).test(analysis.folded);
/** "the taxi was 32", "o almoço foi 42", "el de los tacos fue 180": a named entry and only a new amount. */
const NAMED_ENTRY = startsWith('the|o|a|os|as|el|la|los|las|lo|my|meu|minha|mi|el de|la de|o do|a do|o da|a da|the one');
/**
 * How a correction names its entry sets how much conversation it needs. "the gas one", "o da
 * farmácia", "el de los tacos", "lo del gimnasio" point at an entry by themselves: nobody records a
 * new expense that way. A definite article ("the taxi was 32", "la nafta fue 38.500") restates a
 * known entry once there is a conversation; opening one, "the bonus was 500" is news. A possessive
 * ("my lunch was 15") needs the conversation to have named it.
 */
const POINTING = startsWith("the (?:[\\p{L}'-]+ ){1,3}one|the one|o d[oa]s?|a d[oa]s?|os d[oa]s|as d[oa]s|el de(?:l)?|la de(?:l)?|los de(?:l)?|las de(?:l)?|lo de(?:l)?|aquel(?:la)? de(?:l)?|aquel[ea] d[oa]s?");
const DEFINITE = startsWith('the|o|os|as|el|la|los|las|lo');
const DEFINITE_A = startsWith('a');
const FILLER = new Set(['it', "it's", 'its', "that's", 'thats', 'that', 'was', 'were', 'is', 'es', 'e', 'eh', 'like', 'about', 'more', 'era', 'foi', 'foram', 'fue', 'fueron', 'eran', 'son', 'sao', 'uns', 'unos', 'tipo', 'como', 'mais', 'ou', 'menos', 'really', 'actually', 'certinho', 'certinhos', 'certinha', 'exatos', 'exactos', 'exactly', 'exact', 'justos', 'redondos']);
/** A leading "no" and then only an amount: "no, 8 bucks", "não, 35", "no, eran 20". */
// ("wait no i covered the whole table it was 41.25": a pause before it.)
const NO_LEAD = /^[\s¡¿]*(?:(?:wait|hold on|oh|ah|ugh|oops|hmm|pera|espera|ops|uy|ay)[,!.]?\s+)?(?:no|nope|nah|nao|nel|nop|nono|nonono|naonao)[,!.]?\s+/u;
/** Openings that are only politeness or a pause: "ok, 50" is not a correction by itself. */
const POLITE_LEAD = /^(?:(?:ok|okay|please|por favor|ah|oh|hm|hmm)[,!.:;]?\s*)+$/u;
const NEGATED = new Set(['not', 'nao', 'no', 'instead', 'of', 'vez', 'lugar']);
/**
 * What was wrongly said: a negation, its copula or article, and the words up to the next clause
 * ("not dining", "não é lazer", "no era gasto", "instead of bills"). Dropped before reading what the
 * message changes. A bare "no," is an interjection, and Portuguese "no" is "in the", so "no" only
 * negates before a verb or after a comma.
 */
const NEGATED_PART = new RegExp(
  `(?<![\\p{L}\\d])(?:not|nao|isn'?t|wasn'?t|aren'?t|instead of|em vez de|en vez de|en lugar de|rather than|(?<=(?:^|[,;]\\s*|(?:and|e|y)\\s+))no(?![\\p{L}\\d]|\\s*[,!.:;])|no(?=\\s+(?:es|era|fue|fueron|eran|son|is|was|me|lo|la|se|le|en|como)(?![\\p{L}\\d])))(?![\\p{L}\\d])` +
    `(?:\\s+(?:is|was|e|eh|es|era|foi|fue|un|una|um|uma|a|an|the|o|el|la|de|en|em|in|as|como|me|lo|la|se)(?![\\p{L}\\d]))*` +
    `(?:\\s+(?!(?:but|mas|pero|sino|its|it'?s|thats|that'?s|e|es|is|era|was|foi|fue|and|y)(?![\\p{L}\\d]))[\\p{L}\\d'-]+)*`,
  'gu',
);
/**
 * Which way the money went, said as a direction: "money coming in, not going out", "dinheiro
 * entrando", "plata que entra". Its words name no category ("going out" is not Entertainment here).
 */
const MONEY_IN = "(?:(?:money|cash|dinheiro|grana|plata|dinero|lana|guita) )?(?:coming in|came in|comes in|incoming|in coming|entrando|que (?:me )?(?:entrou|entra|entro))";
const MONEY_OUT = "(?:(?:money|cash|dinheiro|grana|plata|dinero|lana|guita) )?(?:going out|went out|goes out|outgoing|saindo|saliendo|que (?:me )?(?:saiu|sai|sale|salio))";
/** One direction set against the other, with no verb: "money in not out", "in, not out", "out not in". */
const IN_NOT_OUT = words('(?:money |cash )?(?:in|incoming|coming in|came in),? (?:and )?not (?:out|outgoing|going out|went out)');
const OUT_NOT_IN = words('(?:money |cash )?(?:out|outgoing|going out|went out),? (?:and )?not (?:in|incoming|coming in|came in)');
/** The two directions said against each other: "plata que entra no que sale", "dinheiro entrando, não saindo". */
const DIRECTION_AGAINST = new RegExp(
  `(?<![\\p{L}\\d])(?:${MONEY_IN},? (?:and |e |y )?(?:not|nao|no) ${MONEY_OUT}|${MONEY_OUT},? (?:and |e |y )?(?:not|nao|no) ${MONEY_IN})(?![\\p{L}\\d])`,
  'u',
);
const DIRECTION = new RegExp(`(?<![\\p{L}\\d])(?:${MONEY_IN}|${MONEY_OUT})(?![\\p{L}\\d])`, 'gu');
/**
 * The user is the one paid: "I'm the landlord", "I'm the one who gets paid", "sou eu que recebo",
 * "sou o senhorio", "yo soy el dueño", "soy yo quien cobra". Said of the entry just recorded, it was income.
 */
const RECEIVER_ROLE =
  "(?:i'?m|i am|im) the (?:landlord|landlady|owner|seller|one (?:who|that) (?:gets paid|got paid|receives|collects|charges))|" +
  '(?:(?:sou|eu sou) (?:eu )?(?:que|quem|o que|a que) (?:recebo|recebe|cobro|cobra))|(?:sou|eu sou) (?:o|a) (?:dono|dona|senhorio|senhoria|proprietari[oa]|locador[a]?)|' +
  '(?:(?:yo )?soy (?:yo )?(?:quien|el que|la que) (?:cobro|cobra|recibo|recibe))|(?:yo )?soy (?:el|la) (?:duen[oa]|propietari[oa]|arrendador[a]?|caser[oa]|vendedor[a]?)';
const INCOME = words(
  `${MONEY_IN}|` +
  'income|receita|entrada|ingreso|earning|earnings|renda|received|receive|recebi|recebido|recebida|recibi|recibido|recibida|entrou|me entrou|entro|me entro|ganhei|gane|got paid|paid me|sent me|gave me|me deu|me dio|me dieron|me deram|me mandou|me mando|me mandaron|me mandaram|me transferiu|me transfirieron|me depositaron|me (?:lo|la|los|las) (?:pagaron|depositaron|mandaron|transfirieron|dieron|devolvieron|pago|deposito|mando|dio)|me depositou|me lo pagaron|me pagaron|me pagaram|me pagou|me pago|deposit|deposito|money in|dinero que entro|refund|reembolso|estorno|' +
    // Money that went to the user: "a payment to me", "foi um pix pra mim", "era una transferencia para mí".
    '(?:payment|transfer|deposit|pix|pagamento|transferencia|deposito|pago|plata|dinheiro|money)s? (?:to|pra|para|a) (?:me|mim|mi)|' +
    `money (?:that )?i got|got (?:it |that |this |the money |money )?from (?:him|her|them)|${RECEIVER_ROLE}`,
);
const RECEIVER = words(RECEIVER_ROLE);
/** The type said outright of the entry, beside other words or an amount: "no wait i paid target 40, its an expense". */
const SAID_EXPENSE = words("(?:it'?s|it is|its|that'?s|thats|it was|that was|e|eh|foi|era|es|fue) (?:an? |um |uma |un |una )?(?:expense|despesa|gasto|egreso|saida)");
const SAID_INCOME = words("(?:it'?s|it is|its|that'?s|thats|it was|that was|e|eh|foi|era|es|fue) (?:an? |um |uma |un |una )?(?:income|receita|entrada|ingreso)");
/** "que no", "que sí", "que não": insisting, not asking. */
const INSISTING = /^\s*que (?:no|si|nao|sim)(?![\p{L}\d])/u;
/** The direction was backwards: "not the other way round", "al revés", "ao contrário" (which way, the message says). */
const OTHER_WAY = words("(?:the )?other way (?:round|around)|(?:it'?s |its )?backwards|al reves|ao contrario|(?:e |foi )?o contrario|(?:es |fue )?(?:lo )?contrario");
/** The other type denied: "it wasnt a refund" (so an expense), "não foi uma compra" (so money in). */
const SAID_NOT_INCOME = words(
  "(?:it|that|this)(?: one)? (?:wasn'?t|wasnt|isn'?t|isnt|was not|is not) (?:an? )?(?:refund|income|deposit|reimbursement)|(?:nao|no) (?:foi|era|e|fue|es) (?:um |uma |un |una )?(?:reembolso|estorno|receita|entrada|ingreso|devolucion|devolucao)",
);
const SAID_NOT_EXPENSE = words(
  "(?:it|that|this)(?: one)? (?:wasn'?t|wasnt|isn'?t|isnt|was not|is not) (?:an? )?(?:expense|purchase)|(?:nao|no) (?:foi|era|e|fue|es) (?:um |uma |un |una )?(?:gasto|despesa|compra|egreso)|" +
    // Said after what it was, with no amount: "my wages going in lol not a spend", "é reintegro, no gasto".
    "not an? (?:spend|expense)|nao (?:uma |um )?(?:despesa|gasto)|no (?:un |una )?(?:gasto|egreso)$",
);
/**
 * The user did not pay, said of the entry with no amount: "alex sent that to me, i didnt pay him",
 * "quem recebeu fui eu, não paguei nada", "no pagué nada, me lo pagaron": money that came in.
 */
const DIDNT_PAY = words("i (?:didn'?t|didnt|did not|never) (?:pay|spend|buy)|(?:eu )?nao (?:paguei|gastei|comprei)|(?:yo )?no (?:lo |la )?(?:pague|gaste|compre)");
/** A charge forgotten on the entry: "forgot tax", "esqueci da taxa de entrega", "se me olvidó la propina". */
const FORGOT_CHARGE = words(
  '(?:forgot|forgotten|forget|esqueci|esqueceu|olvide|me olvide|se me olvido)(?: (?:about|to add|de|da|do|la|el|the|a|o))? (?:tax|taxes|tip|tips|fee|fees|delivery(?: fee)?|service(?: charge)?|postage|shipping|vat|iva|taxa|taxas|gorjeta|propina|frete|entrega|taxa de entrega|envio|servicio|impuesto|impuestos)',
);
/** Before the final amount: the total said after the working ("so 17.50", "então 36", "make it 72", "eran 8 lucas más, 53 mil", "came to 192.40", "quedó en 80 mil"). */
const THEN_TOTAL = new Set('so then entao entonces logo total fica ficou came quedo'.split(' '));
/** "2 bucks more, 14", "8 lucas más, 53 mil": the difference, then the new total. */
const MORE_THEN_TOTAL = /(?<![\p{L}\d])(?:more|mais|mas|extra|less|menos)\s*[,;:]\s*[$€£]?\s*\d[\d.,]*\s*\p{L}{0,6}\s*[.!]*\s*$/u;
/** Words that may follow the final amount: "total", politeness ("por favor" is two tokens). */
const AFTER_TOTAL = new Set('total in no en all pls please plz porfa pfv pf favor instead al final'.split(' '));

/**
 * Right after a recording, the entry's new amount said as the last of a working: "whoops, 8.75 each
 * and there were 2 of us so 17.50", "opa, calma. foram 3 cervejas de 12, então 36", "actually it was 2
 * bucks more, 14", "ugh forgot tax, 21.64", "the tip wasn't included, make it 72 total". The last
 * amount ends the message and a word of the total comes right before it (or a charge forgotten is
 * named): that amount.
 */
function finalAmount(analysis: Analysis, ctx: EngineContext): AmountMention | undefined {
  const folded = analysis.folded;
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  const last = money[money.length - 1];
  if (!last || folded.includes('?') || !hasJustRecorded(ctx.history, analysis.text)) return undefined;
  // "the receipt says 96.40, i rounded wrong. fix it pls": one amount, and the message ends asking to fix the entry.
  if (money.length === 1 && FIX_IT_AT_END.test(folded)) return last;
  const tokens = analysis.tokens;
  for (let i = last.last + 1; i < tokens.length; i += 1) {
    const token = tokens[i] as (typeof tokens)[number];
    const isPolite = token.norm === 'por' && tokens[i + 1]?.norm === 'favor';
    if (token.kind !== 'sym' && !AFTER_TOTAL.has(token.norm) && !isPolite) return undefined;
  }
  if (FORGOT_CHARGE.test(folded)) return last;
  const before = [tokens[last.first - 1], tokens[last.first - 2]].filter((t) => t !== undefined && t.kind !== 'sym').map((t) => t!.norm);
  const saysTotal = before.some((w) => THEN_TOTAL.has(w)) || MORE_THEN_TOTAL.test(folded) || /make (?:it|that)\s*$/u.test(folded.slice(0, tokens[last.first]?.start ?? 0));
  if (!saysTotal) return undefined;
  // The working before it: another amount, or an opening ("whoops", "actually") or a restating verb.
  const lead = leadLength(folded);
  const opening = folded.slice(0, lead).replace(/^[\s¿¡]+/u, '');
  const opens = (opening !== '' && !POLITE_LEAD.test(opening)) || folded.search(AMENDS) >= 0 || COPULA_START.test(folded) || MAKE_IT.test(folded);
  return money.length > 1 || opens ? last : undefined;
}
const MAKE_IT = words('make it|make that');
const COPULA_AT_END = /[,;.]\s*(?:(?:it|that) )?(?:fue|fueron|foi|foram|was|were|son|sao|eram|eran|era)\s+(?:de\s+)?(?:r\$|us\$|[$€£])?\s*\d[\d.,]*\s*(?:\p{L}{1,6})?\s*[.!]*$/u;
const SET_TO = /^\s*(?:coloca|coloque|poe|põe|bota|pon|ponle|ponele|pone|set it to|make it)\s+(?:r\$|us\$|[$€£])?\s*\d[\d.,]*\s*(?:\p{L}{1,6})?\s*[.!]*$/u;
const MADE = new Set(['it', 'that']);
/**
 * "make it 35 bc i had a $5 coupon", "corrige pra 190, o caixa me deu 20 de desconto", "ponle 45, se me olvidó la propina": the
 * entry's amount set first, then a pause or a reason, whose numbers are the working.
 */
const SET_TO_THEN_REASON =
  /^\s*(?:coloca|coloque|poe|bota|pon|ponle|ponele|pone|set it to|make it|make that|change it to|corrige(?: pra| para| a)?|corrija(?: pra| para)?|cambialo a|cambia(?:lo)? a|corrigelo a|muda(?:r)? pra|muda(?:r)? para|deixa)\s+(?:r\$|us\$|[$€£])?\s*\d[\d.,]*\s*(?:\p{L}{1,6}\s*)?(?:[,;.!-]|(?:bc|b\/c|because|cuz|coz|cause|since|pq|porque|porq|que|q|ya que|as)(?![\p{L}\d]))/u;

/**
 * "pera foi 35 paus esqueci a gorjeta", "fueron 28 mil con la propina", "it was 54 with the tip", "oops 21 w the tip": what it came to, then the tip or
 * what was forgotten, right after a recording, is that entry's amount (not a tip of its own).
 */
const WAS_THEN_TIP =
  /^\s*(?:(?:pera|espera|wait|ah|oh|ops|opa|ups|oops|no|nao)[\s,]+)?(?:(?:it|that|this|isso|eso)\s+)?(?:(?:was|were|foi|foram|fue|fueron|era|eran)\s+)?(?:r\$|us\$|[$€£])?\s*\d[\d.,]*\s*(?:\p{L}{1,6}\s*)?[,;-]?\s*(?:con|com|with|w|w\/|incl|including|esqueci|olvide|me olvide|forgot|i forgot)(?![\p{L}\d]).*(?:propina|gorjeta|gorja|tip|tips|servico|servicio|service)/u;

/** A category the text moves the entry to by its name, where a move is said ("… and put it in healthcare", "… poe em educação"). */
function movedToAfter(text: string, ctx: EngineContext): EngineCategory | undefined {
  const move = MOVED_TO_ANYWHERE.exec(text);
  return move ? namedCategory(text.slice(move.index), ctx) : undefined;
}

/** The amount a set-then-reason message sets (see SET_TO_THEN_REASON, WAS_THEN_TIP), right after a recording. */
function amountSetFirst(analysis: Analysis, ctx: EngineContext): AmountMention | undefined {
  const isSet = SET_TO_THEN_REASON.test(analysis.folded) || WAS_THEN_TIP.test(analysis.folded);
  if (analysis.folded.includes('?') || !isSet || !hasJustRecorded(ctx.history, analysis.text)) return undefined;
  return analysis.amounts.find((a) => !a.isSoftQuantity);
}
/**
 * Openings that already say the entry was wrong, among the others of the lead ("sorry meant 32, forgot
 * the tip was on top", "ugh correction: 45"): a lead of only "sorry" or "ok" says nothing by itself.
 */
const LEAD_MARKER = words('i meant|meant|i mean|correction|correcao|correccion|corrigindo|corrijo|quis dizer|quise decir|quer dizer|digo|mejor dicho|ou melhor|or rather|actually|in fact|na verdade|na vdd|na vd|na real|en realidad|de hecho');
const FIX_IT_AT_END = /(?<![\p{L}\d])(?:fix|correct|update|change) (?:it|that|this)(?: one)?(?: pls| please| plz| thx| thanks)?[.!\s]*$|(?<![\p{L}\d])(?:corrige|corrija|arruma|arregla|corregi|corrigi)(?:-?lo|-?la|-?o|-?a)?(?: pfv| pf| por favor| porfa| pls)?[.!\s]*$/u;

/** Where the reason ends and the category starts: "it was 32 and they're workbooks so education", "era 45, mercado". */
const THEN_CATEGORY = /[,;:]|(?<![\p{L}\d])(?:so|then|entao|entonces|asi que|logo|por isso|por eso|(?:and|y|e) (?:it )?(?:was|is|era|es|fue|foi|e))(?![\p{L}\d])/gu;

/**
 * Saying sorry or "in fact" around a new amount: "£6.80 sorry", "foi 105 na real", "perdón, 210".
 * With only an amount beside them, they correct the last entry's amount.
 */
const AMEND_WORDS =
  'sorry|soz|sry|oops|whoops|my bad|actually|really|in fact|to be exact|desculpa|desculpe|foi mal|na real|na verdade|na vdd|de fato|pra ser exat[oa]|para ser exat[oa]|' +
  'perdon|perdona|disculpa|disculpe|mala mia|en realidad|la verdad|de hecho|para ser exact[oa]|pa ser exact[oa]|' +
  // Saying it better: "mejor dicho", "más bien", "ou melhor", "or rather"; a zero missed or one too many.
  'mejor dicho|mas bien|ou melhor|or rather|missed a zero|forgot a zero|one zero too many|faltou um zero|esqueci um zero|me falto un cero|olvide un cero|se me fue un cero';
const AMENDS = new RegExp(`(?<![\\p{L}\\d])(?:${AMEND_WORDS})(?![\\p{L}\\d])`, 'gu');
/** One word of them, alone. */
const AMEND_WORD = new RegExp(`^(?:${AMEND_WORDS})$`, 'u');
/** Pointing back at the entry: "that was me paying", "fui eu que paguei isso", "eso lo pagué yo". */
const POINTS_BACK = words('it|that|this|isso|isto|esse|essa|eso|esto|ese|esa|lo|la');
const EXPENSE = words(`${MONEY_OUT}|expense|despesa|gasto|saida|egreso|spending|spent|gastei|gaste|paguei|pague|purchase|compra`);
/** A category named before the new amount, then a pause or "and" ("…so healthcare, and twas 15.50", "ponlo en salud, y fueron 430"). */
const CATEGORY_BEFORE_AMOUNT = /(?:,|(?<![\p{L}\d])(?:and|y|e))\s*(?:(?:it|its|it's|twas|was|were|fue|fueron|era|eran|foi|foram|e|es|son|sao)\s*)*$/u;
const CATEGORY_CUE = /(?<![\p{L}\d])(?:to|into|as|in|under|para|pra|em|como|na|no|a|en|por|categoria|category|categoria de)\s+(.+)$/u;

function isCategoryNamed(folded: string): boolean {
  return CATEGORY_NAMED.test(folded) && !folded.includes('?') && !QUESTION.test(folded);
}

/** After `from`, the message holds nothing but amounts and filler ("it was", "like", "era"), outside `skip`. */
function isOnlyAmountAfter(analysis: Analysis, from: number, skip: readonly Span[] = []): boolean {
  let hasAmount = false;
  for (let i = 0; i < analysis.tokens.length; i += 1) {
    const token = analysis.tokens[i];
    if (!token || token.start < from || token.kind === 'sym') continue;
    if (skip.some((s) => token.start >= s.start && token.start < s.end)) continue;
    const amount = analysis.amounts.find((a) => i >= a.first && i <= a.last && !a.isSoftQuantity);
    if (amount) hasAmount = true;
    else if (token.kind !== 'word' || !FILLER.has(token.norm)) return false;
  }
  return hasAmount;
}

const hasAnyAmount = (analysis: Analysis) => analysis.amounts.some((a) => !a.isSoftQuantity);

/** Laughter and asides after a corrected amount: "foi 105 kkk", "was 62 lol". */
const LAUGHS = /^(?:k{3,}|(?:ha){2,}h?|(?:ja){2,}|(?:je){2,}|(?:rs){1,}|lol|lmao|xd|jk|man|bro|mano|boludo|wey|guey)$/u;
const LAUGH_IN = /(?<![\p{L}\d])(?:k{3,}|(?:ha){2,}h?|(?:ja){2,}|(?:je){2,}|rs|lol|lmao|xd)(?![\p{L}\d])/u;

/**
 * After the one amount, a remark that adds nothing to record: laughter, or a reason after a comma
 * ("fueron 83.000, me comí el número", "was 62 actually, big round"). Its span, so that what stands
 * before can be read as an amount alone.
 */
function remarkAfterAmount(analysis: Analysis): Span[] {
  const [amount, ...others] = analysis.amounts.filter((a) => !a.isSoftQuantity);
  if (!amount) return [];
  const end = analysis.tokens[amount.last]?.end ?? analysis.folded.length;
  const rest = analysis.folded.slice(end);
  // Laughter is a pause too: "fueron 240 jaja éramos 4 y pedimos de más".
  const laugh = LAUGH_IN.exec(rest);
  const comma = laugh && (rest.search(/[,;]/) < 0 || laugh.index < rest.search(/[,;]/)) ? laugh.index + laugh[0].length : rest.search(/[,;]/);
  // Any other amount is in the reason, and smaller (the count of "éramos 4"): not a second new amount.
  const isInReason = (a: AmountMention) => comma >= 0 && (analysis.tokens[a.first]?.start ?? 0) >= end + comma && compareAmounts(a.amount, amount.amount) < 0;
  if (!others.every(isInReason)) return [];
  const beforeComma = (comma < 0 ? rest : rest.slice(0, comma)).replace(/[^\p{L}\d\s']+/gu, ' ').trim();
  const words = beforeComma.split(/\s+/).filter(Boolean);
  if (!words.every((w) => LAUGHS.test(w) || FILLER.has(w) || AMEND_WORD.test(w))) return [];
  if (comma < 0 && words.length === 0) return [];
  return [{ start: end, end: analysis.folded.length }];
}

/** Whether "X was 32" is about an entry already recorded (see POINTING). */
function isInConversation(analysis: Analysis, target: { start: number; end: number }, ctx: EngineContext): boolean {
  const folded = analysis.folded;
  if (POINTING.test(folded)) return true;
  const hasReply = ctx.history.some((entry) => entry.role === 'assistant');
  if (hasReply && (DEFINITE.test(folded) || (analysis.language !== 'en' && DEFINITE_A.test(folded)))) return true;
  const named = hintsIn(analysis, target, ctx);
  if (!named || named.words.length === 0) return named !== undefined && ctx.history.length > 0;
  const said = ` ${ctx.history.map((entry) => foldKey(entry.content)).join(' ')} `;
  return named.words.some((word) => said.includes(word));
}

/** Words that only hold a correction together: copulas, pointers, prepositions, fields, "and"/"but". */
const GLUE = new Set(
  `it its it's that thats that's this one is was were be been should have the a an on in at to as under for and but so not no nope nah just really actually
   category date day
   isso isto esse essa e eh era eram foi foram o os as um uma em no na do da de para pra como mas nao categoria data dia
   eso esto ese esa es fue fueron eran son lo la el los las un una en del al por y pero sino fecha
   please pls plz thanks thx ty porfa porfis favor obrigado obrigada obg valeu gracias
   sorry oops vdd vd verdade real realidad hecho realmente desculpa perdon
   ne neh hein viu po pues wey parce`.split(/\s+/),
);
const CONCLUSIONS = new Set(['so', 'entao', 'entonces', 'logo', 'asi']);
export const COPULA_WORDS = new Set("is was were its it's thats that's e eh era eram foi foram es fue fueron eran son".split(' '));

export type Span = { start: number; end: number };

export function negatedSpans(folded: string): Span[] {
  return [...folded.matchAll(NEGATED_PART)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** The message's words that say something, from `from` (up to `to`), outside what was negated and outside dates. */
export function contentWords(analysis: Analysis, from: number, negated: readonly Span[], to = Infinity): string[] {
  return analysis.words.filter((word, i) => {
    const start = analysis.tokens[i]?.start ?? 0;
    return word && start >= from && start < to && !analysis.dateTokens.has(i) && !GLUE.has(word) && !negated.some((n) => start >= n.start && start < n.end);
  });
}

/** The content words of the clause that starts at `from`, up to the next comma or semicolon: the reason after it is left out. */
function clauseWords(analysis: Analysis, from: number, negated: readonly Span[]): string[] {
  const stop = analysis.folded.slice(from).search(/[,;]|\.(?=\s)/u);
  return contentWords(analysis, from, negated, stop < 0 ? Infinity : from + stop);
}

/**
 * Corrections made only of glue and one value: "nope, shopping not other", "não é lazer, é
 * saúde", "thats not dining its groceries" (a category), "foi na sexta passada", "fue antier" (a
 * date). A negation, an opening "no"/"wrong" or a copula must be there: "groceries" alone is not one.
 */
function isBareValueCorrection(analysis: Analysis, ctx: EngineContext, negated: readonly Span[]): boolean {
  // A question ("pra onde foi meu salário?") asks; it does not correct.
  const folded = analysis.folded;
  const lead = leadLength(folded);
  // ("que no, era …", "nada que ver, …": the opening's "que" asks nothing.)
  if (analysis.amounts.some((a) => !a.isSoftQuantity) || folded.includes('?') || QUESTION.test(folded.slice(lead))) return false;
  const opens = lead > (/^[\s¿¡]*/.exec(analysis.folded)?.[0].length ?? 0);
  const hasCopula = analysis.words.some((w) => COPULA_WORDS.has(w));
  if (negated.length === 0 && !opens && !hasCopula) return false;
  const content = contentWords(analysis, lead, negated);
  if (content.length === 0) return analysis.dates.length > 0 && analysis.dates.every((d) => d.dayNumber <= analysis.today);
  if (analysis.dates.length > 0) return false;
  if (namesOnlyACategory(content, analysis, ctx)) return true;
  // "foi uber eats, comida", "it was the cinema, entertainment": the last clause names the category.
  const lastBreak = Math.max(folded.lastIndexOf(','), folded.lastIndexOf(';'));
  return lastBreak > lead && namesOnlyACategory(contentWords(analysis, lastBreak, negated), analysis, ctx);
}

/** Words that point back at what was recorded: "paid it on the 3rd", "las compré el día 3". */
const TIMES_OF_DAY = new Set('night morning afternoon evening noite manha tarde noche manana'.split(' '));
/** Verbs of doing or going, said of the entry: "ese mercado lo hice el sabado", "did that shop on friday", "fiz essa feira sábado". */
const DOING = new Set('did done hice hizo hicimos fiz fez fizemos went fui fuimos fomos'.split(' '));
export const POINTING_BACK = new Set('it them those these lo la los las le les isso isto esse essa aquilo eso esa esos esas'.split(' '));

/**
 * Right after a recording, when it was paid and nothing else: "paguei dia 3, não hoje", "las compré
 * el día 3", "foi ontem esse uber", "paid on the 3rd not today". Besides the day there may only be a
 * verb of paying or buying, a word pointing back, and words of the message just recorded; no amount,
 * no question ("paguei dia 3?" asks, "paguei a luz dia 3" records the bill).
 */
function isRedated(analysis: Analysis, ctx: EngineContext, negated: readonly Span[]): boolean {
  const folded = analysis.folded;
  if (analysis.dates.length === 0 || analysis.amounts.some((a) => !a.isSoftQuantity) || folded.includes('?') || QUESTION.exec(folded)?.index === 0) return false;
  if (!analysis.dates.every((d) => d.dayNumber <= analysis.today) || analysis.dates.every((d) => d.dayNumber === analysis.today)) return false;
  const recorded = lastRecordedMessage(ctx.history, analysis.text);
  if (recorded === undefined) return false;
  const recordedWords = new Set(analyzeEarlier(recorded, analysis.today, analysis.language).words.filter(Boolean));
  // ("foi na sexta passada, esqueci-me de pôr": a reason after the pause says nothing more; the day must come before it.)
  const pause = folded.search(/[,;]/u);
  const end = pause < 0 ? Infinity : pause;
  if (!analysis.dates.some((d) => d.start < end)) return false;
  return contentWords(analysis, leadLength(folded), negated, end).every(
    (word) => recordedWords.has(word) || POINTING_BACK.has(word) || TIMES_OF_DAY.has(word) || DOING.has(word) || detectType([word]) !== undefined,
  );
}

/**
 * Right after a recording, a past day said of the entry, pointed at ("that big shop was last friday actually", "isso foi
 * na sexta passada") or with the entry logged late ("comprei o ingresso sexta passada, só tô anotando agora"). No amount, no question.
 */
const POINTED_BEFORE_DAY = /(?:^|[\s,])(?:that|this|it|isso|isto|esse|essa|eso|esto|ese|esa)(?:\s+\p{L}+){0,3}\s+(?:was|foi|fue|era)(?:\s+(?:na|no|em|on|el|la|de))?\s*$/u;
const LOGGED_LATE = words(
  "(?:logging|putting|adding|entering|recording|writing) (?:it|this|that) (?:in |down )?now|only (?:just )?getting (?:a?round|around) to (?:logging|adding|putting) it|forgot to (?:say|mention|log it|put it in|add it)|" +
    '(?:so|to|estou|tou) (?:to |estou )?(?:anotando|lancando|colocando|registrando|botando) (?:agora|so agora)|esqueci de (?:falar|dizer|anotar|lancar|colocar|por)|' +
    'recien lo (?:anoto|cargo|registro|apunto|pongo)|lo (?:anoto|apunto|cargo|registro) (?:recien|ahora)|se me olvido (?:decir|decirte|anotarlo|ponerlo|cargarlo)',
);
function dayLoggedLate(analysis: Analysis, ctx: EngineContext): number | undefined {
  if (analysis.folded.includes('?') || hasAnyAmount(analysis) || !hasJustRecorded(ctx.history, analysis.text)) return undefined;
  const day = analysis.dates.find((d) => d.dayNumber < analysis.today);
  if (!day || analysis.dates.some((d) => d.dayNumber > analysis.today)) return undefined;
  const pointed = POINTED_BEFORE_DAY.test(analysis.folded.slice(0, day.start));
  return pointed || LOGGED_LATE.test(analysis.folded) ? day.dayNumber : undefined;
}

/**
 * Right after a recording, the day and the amount at once: "foi na sexta passada e paguei 279 com o desconto", "ese
 * almuerzo fue el viernes, y fueron 25 mil con la propina": the day said first of the entry, then one amount after
 * a verb of paying or a copula.
 */
const DAY_THEN_AMOUNT_START = /^\s*(?:(?:that|this|it|isso|isto|esse|essa|eso|esto|ese|esa)(?:\s+\p{L}+){0,2}\s+)?(?:was|foi|fue|era)\s/u;
const PAID_OR_WAS = new Set(['paguei', 'pague', 'paid', 'fueron', 'foram', 'was', 'were', 'foi', 'fue', 'came', 'deu', 'salio', 'saiu', 'custou', 'costou', 'cost', 'costo', 'eran', 'era', 'gastei', 'gaste', 'spent']);
function dayAndAmount(analysis: Analysis, ctx: EngineContext): CorrectLastIntent | undefined {
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  const amount = money[0];
  if (money.length !== 1 || !amount || analysis.folded.includes('?') || !DAY_THEN_AMOUNT_START.test(analysis.folded) || !hasJustRecorded(ctx.history, analysis.text)) return undefined;
  const day = analysis.dates.find((d) => d.dayNumber < analysis.today && d.start < (analysis.tokens[amount.first]?.start ?? 0));
  const saidBefore = [analysis.words[amount.first - 1], analysis.words[amount.first - 2]].some((w) => PAID_OR_WAS.has(w ?? ''));
  if (!day || !saidBefore) return undefined;
  return { kind: 'correct_last', date: formatIsoDate(day.dayNumber), amount: amount.currency || amount.hasMultiplier ? amount.amount : inRecordedThousands(analysis, ctx, amount.amount) };
}

/**
 * Right after a recording, a past day said and the message ending on another set against it: "fyi i filled up
 * yesterday on the way home from work, not today", "peguei esse uber ontem saindo da festa, não hoje". Whatever is
 * told around the day, it redates the entry. No amount, no question.
 */
const NOT_THAT_DAY_AT_END = /[,;]\s*(?:not|nao|no)\s+(?:today|hoje|hoy|yesterday|ontem|ayer)[\s.!]*$/u;
function dayAgainstAnother(analysis: Analysis, ctx: EngineContext): number | undefined {
  const ending = NOT_THAT_DAY_AT_END.exec(analysis.folded);
  if (!ending || analysis.folded.includes('?') || hasAnyAmount(analysis) || !hasJustRecorded(ctx.history, analysis.text)) return undefined;
  return analysis.dates.find((d) => d.start < ending.index && d.dayNumber < analysis.today)?.dayNumber;
}

/** Every word is the category's name: "is travel expensive" says more than a category. */
function namesOnlyACategory(content: readonly string[], analysis: Analysis, ctx: EngineContext): boolean {
  if (categoryOfWords(content, analysis, ctx)) return true;
  // "comida del super", "food from the market": each word a category word, together naming one.
  return (
    content.length > 1 &&
    content.length <= 3 &&
    // "fue uber y comida" names two things.
    !analysis.words.some((word) => word === 'and' || word === 'y' || word === 'plus') &&
    content.every((word) => matchLexicon([word], analysis.language)?.length === 1) &&
    findMentionedCategory(content, analysis.language, ctx.categories) !== undefined
  );
}

/**
 * What it should have been, then only the new value: "should've been 9 bucks", "devia ser 20",
 * "debió ser 20", "tendría que ser 18", "shoulda been groceries". With more after it ("devia ser
 * barato mas gastei 200") it is a remark and a new entry.
 */
const SHOULD_HAVE_BEEN = words(
  "should'?ve been|shoulda been|should of been|supposed to be|deveria ter sido|devia (?:ser|ter sido)|tinha que (?:ser|ter sido)|debio (?:ser|haber sido)|deberia haber sido|tendria que (?:ser|haber sido)|tenia que ser",
);

/** A question opens the message: "how often did i go to starbucks", "quantas vezes fui", "cuándo fue". */
const QUESTION_OPENS = /^[\s¿¡]*(?:how|what|whats|when|where|which|did|do|does|have|am|quant[oa]s?|qual|quais|onde|quando|cuant[oa]s?|cual(?:es)?|donde|cuando)(?![\p{L}\d])/u;
const SENT_TO = new Set('en em in into under to como as pra para na no a'.split(' '));
/** What stands between a category and the negation or after the negation: "is", "é", "not a", "no el". */
const AGAINST_GLUE = new Set('is was e eh es era foi fue a an the o um uma un una el la de and y en em in under como as'.split(' '));

/** The type of the entry just recorded, by the category the last reply named ("(Salary)": income). */
function recordedType(analysis: Analysis, ctx: EngineContext): TxType | undefined {
  const name = lastRecordedCategory(ctx.history, analysis.text);
  return name === undefined ? undefined : findCategoryByAnyName(ctx.categories, name)?.type;
}

/** The category some words name, all of them: by the category's name, else as a whole lexicon phrase. */
function categoryOfWords(said: readonly string[], analysis: Analysis, ctx: EngineContext): EngineCategory | undefined {
  if (said.length === 0 || said.length > 3) return undefined;
  const byName = findCategoryByAnyName(ctx.categories, said.join(' '));
  if (byName) return byName;
  const match = matchLexicon(said, analysis.language);
  if (!match || match.position !== 0 || match.length !== said.length) return undefined;
  // (The entry's own type first: "es de la casa" after spending is the home's things, not rent received.)
  const kept = recordedType(analysis, ctx);
  return (kept ? findMentionedCategory(said, analysis.language, ctx.categories, kept) : undefined) ?? findMentionedCategory(said, analysis.language, ctx.categories);
}

/**
 * One category set against another, at the end of the message: "tj's is groceries not dining",
 * "padaria é mercado, não restaurante", "era súper no restaurante" (Spanish "X no Y" is "X, not Y";
 * in Portuguese "no" is "in the"). The first is right. It must open the message (after "nah", "it
 * was", "tj's is"): "i want groceries not takeout" states a wish.
 */
function categoryAgainstCategory(analysis: Analysis, ctx: EngineContext, besideAmount = false): EngineCategory | undefined {
  const folded = analysis.folded;
  if ((!besideAmount && analysis.amounts.some((a) => !a.isSoftQuantity)) || folded.includes('?')) return undefined;
  const said: { word: string; start: number }[] = [];
  analysis.tokens.forEach((token, i) => {
    if (token.kind === 'word' && !analysis.dateTokens.has(i)) said.push({ word: analysis.words[i] ?? '', start: token.start });
    else if (token.kind !== 'sym') said.push({ word: '', start: token.start });
  });
  const negators = analysis.language === 'pt' ? ['not', 'nao'] : ['not', 'nao', 'no'];
  let k = -1;
  for (let i = said.length - 1; i > 0 && k < 0; i -= 1) if (negators.includes(said[i]?.word ?? '')) k = i;
  if (k < 1) return undefined;
  // "não é salário não, é freela": Brazil's closing "não" repeats the first; it sets nothing against anything.
  const opened = said.findIndex((w, i) => i < k && negators.includes(w.word));
  if (opened >= 0 && !/[,;.!?]/u.test(folded.slice(said[opened]!.start, said[k]!.start))) return undefined;
  let from = k + 1;
  while (from < said.length && AGAINST_GLUE.has(said[from]?.word ?? '')) from += 1;
  const wrongWords = said.slice(from).map((w) => w.word);
  if (wrongWords.includes('')) return undefined;
  const wrong = categoryOfWords(wrongWords, analysis, ctx);
  if (!wrong) return undefined;
  let end = k;
  while (end > 0 && ['and', 'e', 'y'].includes(said[end - 1]?.word ?? '')) end -= 1;
  const lead = leadLength(folded);
  for (let length = Math.min(3, end); length >= 1; length -= 1) {
    const rightWords = said.slice(end - length, end).map((w) => w.word);
    if (rightWords.includes('')) continue;
    const right = categoryOfWords(rightWords, analysis, ctx);
    if (!right || right.id === wrong.id) continue;
    const before = said[end - length - 1];
    // (Or concluded from a reason: "cvs was my prescription refill so healthcare not shopping".)
    // (Or sent there: "va en salario no en freelance", "goes under groceries not dining".)
    const sent = SENT_TO.has(before?.word ?? '') && BELONGS.test(`${folded.slice(0, before?.start ?? 0).trimEnd()} ${before?.word ?? ''}`);
    if (!before || before.start < lead || COPULA_WORDS.has(before.word) || CONCLUSIONS.has(before.word) || sent) return right;
  }
  return undefined;
}

/**
 * A verb of moving an entry, what is moved (a few words) and where to: "coloca academia em saúde",
 * "move the gym to fitness"; or Argentina's "ponele" with the category right after ("ponele viaje").
 */
const MOVED_TO_BODY =
  "(?:(?:no|nah)[,!.]?\\s+)?(?:(?:coloca|coloque|poe|ponha|bota|bote|passa|joga|pon|pone|pongalo|pongala|pasa|mete|mueve|cambia|cambialo|cambiala|muda|mude|troca|put|move|file|change|stick|chuck|pop|bung|shove|throw|log|tag)(?<object>(?: [\\p{L}'-]+){0,3}?) (?:em|pra|para|p/|en|a|como|under|to|into|in|as)|ponele|ponle|pongale|ponedle)";
const MOVED_TO = startsWith(MOVED_TO_BODY);
/** The same, anywhere in the message: "… era material pro curso poe em educação". */
const MOVED_TO_ANYWHERE = words(MOVED_TO_BODY);

/**
 * Right after a recording, the message opens with only a category, maybe after "es"/"é" or the wrong
 * one denied, then the reason: "educação, é o curso de inglês do meu filho", "es salud, la cuota de la
 * prepaga", "no es ocio, es transporte: el abono de cercanías".
 */
function leadingCategory(analysis: Analysis, ctx: EngineContext, negated: readonly Span[]): EngineCategory | undefined {
  const folded = analysis.folded;
  if (folded.includes('?') || analysis.amounts.some((a) => !a.isSoftQuantity) || !hasJustRecorded(ctx.history, analysis.text)) return undefined;
  // (A full stop before the next word ends a clause too: "é freela. corrige aí".)
  const clauses = folded.split(/[,;:]|\.(?=\s)/u);
  // "groceries" alone is a new entry's start, not a correction: a reason must follow.
  if (clauses.length < 2) return undefined;
  let from = 0;
  for (const clause of clauses.slice(0, -1)) {
    const to = from + clause.length;
    const said = contentWords(analysis, from, negated, to);
    from = to + 1;
    // A clause only denying ("no es ocio") says what it was not: the next one may name it.
    if (said.length === 0) continue;
    // The item said as it was ("era champú, mejor en compras", "nah it was snacks, groceries"): not the category.
    if (PAST_COPULA.test(clause)) return undefined;
    // Only words said as written: a verb the speller made into a category word ("mandalo") is not one.
    const written = new Set(clause.split(/[^\p{L}\d'-]+/u));
    if (!said.every((word) => written.has(word)) || !namesOnlyACategory(said, analysis, ctx)) return undefined;
    return categoryOfWords(said, analysis, ctx) ?? findMentionedCategory(said, analysis.language, ctx.categories);
  }
  return undefined;
}

const PAST_COPULA = words('was|were|era|eran|eram|fue|fueron|foi|foram');

/** The category a moving verb sends the entry to ("coloca academia em saúde"), and the words naming the entry. */
function movedTo(analysis: Analysis, ctx: EngineContext, negated: readonly Span[]): { category: EngineCategory; target?: Span } | undefined {
  const moved = MOVED_TO.exec(analysis.folded);
  if (!moved || analysis.amounts.some((a) => !a.isSoftQuantity) || !hasJustRecorded(ctx.history, analysis.text)) return undefined;
  const said = clauseWords(analysis, moved.index + moved[0].length, negated);
  if (!namesOnlyACategory(said, analysis, ctx)) return undefined;
  const category = categoryOfWords(said, analysis, ctx) ?? findMentionedCategory(said, analysis.language, ctx.categories);
  if (!category) return undefined;
  const object = moved.groups?.object;
  if (!object) return { category };
  const end = moved.index + moved[0].lastIndexOf(object) + object.length;
  return { category, target: { start: end - object.length + 1, end } };
}

/** Words that point at the entry as the subject of "goes in": "it", "this one", "isso", "eso". */
const POINTER_WORDS = new Set('it that this one isso isto esse essa este esta ele ela eso esto ese esa este esta lo la el'.split(' '));

/**
 * "that goes under groceries", "el del uber va en transporte" point at an entry; "mi hijo entra a la
 * prepa", "my son goes to school" say where someone goes. A subject of someone's is an entry only right
 * after a recording.
 */
function pointsAtAnEntry(analysis: Analysis, verbAt: number, ctx: EngineContext): boolean {
  const folded = analysis.folded;
  if (POINTING.test(folded) || hasJustRecorded(ctx.history, analysis.text)) return true;
  const subject = folded.slice(leadLength(folded), verbAt).split(/[^\p{L}\d']+/u).filter(Boolean);
  // "o uber entra em transporte", "the gym one goes in fitness": a definite article names an entry.
  return subject.every((word) => POINTER_WORDS.has(word)) || DEFINITE.test(folded.slice(leadLength(folded)));
}

/**
 * A later clause that moves the entry by itself, with no amount: "é do mercado, poe em mercado", "é
 * viagem, muda pra viagem", "son del cole, pásalo a educación", "thats dog food, put it under
 * groceries". What it moves to must be a category; opened by a verb of moving, it is the category
 * and the clause before is the reason ("should be groceries, it was food" keeps groceries).
 */
const MOVE_VERB = startsWith('put|move|change|switch|file|stick|chuck|pop|bung|shove|throw|poe|coloca|coloque|bota|muda|mude|passa|pasalo|pasa|ponlo|ponelo|pongalo|pongala|pon|cambia|cambialo|mueve|mete');
function laterClauseMove(analysis: Analysis, ctx: EngineContext, negated: readonly Span[]): { category: EngineCategory; byVerb: boolean } | undefined {
  const folded = analysis.folded;
  if (hasAnyAmount(analysis) || folded.includes('?')) return undefined;
  for (const comma of folded.matchAll(/(?:[,;]|\.(?=\s))\s*/gu)) {
    const from = comma.index + comma[0].length;
    const marker = MARKER.exec(folded.slice(from));
    if (!marker) continue;
    const said = clauseWords(analysis, from + marker[0].length, negated);
    if (!namesOnlyACategory(said, analysis, ctx)) continue;
    const category = categoryOfWords(said, analysis, ctx) ?? findMentionedCategory(said, analysis.language, ctx.categories);
    if (category) return { category, byVerb: MOVE_VERB.test(folded.slice(from)) };
  }
  return undefined;
}

/** Corrections said by their shape rather than a marker word: "no, 8 bucks", "the taxi was 32". */
function isShapedCorrection(analysis: Analysis, split: { target?: { start: number; end: number }; changeStart: number }, ctx: EngineContext, negated: readonly Span[]): boolean {
  const folded = analysis.folded;
  // "how often did i go to starbucks": a question says where someone went, not where an entry goes.
  const asks = folded.includes('?') || QUESTION_OPENS.test(folded);
  if (amountAgainstAmount(analysis) || TYPED_THEN_TRUE.test(folded)) return true;
  // "that goes under groceries", "isso vai pra saúde": where an entry goes is a category. "my rent goes
  // to 1300 in january", "o condomínio vai pra 900", "el gym va a costar 700" announce a new price.
  const belongs = asks ? null : BELONGS.exec(folded);
  // ("that should go under healthcare, it was his arthritis meds": the reason after the comma is no part of it.)
  if (belongs && pointsAtAnEntry(analysis, belongs.index, ctx) && namesOnlyACategory(clauseWords(analysis, belongs.index + belongs[0].length, negated), analysis, ctx)) return true;
  // A recount of what was just recorded: "foram 2 ingressos, então 60".
  if (ctx.history.length > 0 && COPULA_START.test(folded) && SO_TOTAL.test(folded)) return true;
  // "£6.80 sorry", "no 7.65 sorry", "não, 15 foi mal": an apology or "in fact" beside the amount says nothing more.
  const amends = [...folded.matchAll(AMENDS)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const no = NO_LEAD.exec(folded);
  if (no && isOnlyAmountAfter(analysis, no[0].length, amends)) return true;
  // "putz pera, foi 27", "ugh, 18.20", "amount's wrong, 62.30": an opening that is not mere politeness, then only an amount.
  const lead = leadLength(folded);
  const opening = folded.slice(0, lead).replace(/^[\s¿¡]+/u, '');
  const opens = opening !== '' && !POLITE_LEAD.test(opening);
  if (opens && isOnlyAmountAfter(analysis, lead, amends)) return true;
  // ... with laughter or a reason after it, right after a recording: "opa, foi 105 kkk", "fueron 83.000, me comí el número".
  const remark = remarkAfterAmount(analysis);
  const restates = COPULA_START.test(folded.slice(lead)) || RESTATING_START.test(folded.slice(lead));
  if (remark.length > 0 && (opens || restates) && isOnlyAmountAfter(analysis, lead, [...amends, ...remark]) && hasJustRecorded(ctx.history, analysis.text)) return true;
  // Right after a recording, a copula and only an amount: "foi 12", "fue 30", "fueron 22". (With a
  // clarification pending the same words complete it: the follow-up reader sees them first.)
  if ((COPULA_START.test(folded) || RESTATING_START.test(folded)) && isOnlyAmountAfter(analysis, 0, amends) && hasJustRecorded(ctx.history, analysis.text)) return true;
  // "al final no llené del todo, fueron 52,30", "coloca 220": after the reason, the copula and the one amount end it; or the amount is set.
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  if (money.length === 1 && (COPULA_AT_END.test(folded) || SET_TO.test(folded)) && !folded.includes('?') && hasJustRecorded(ctx.history, analysis.text)) return true;
  if (amountSetFirst(analysis, ctx)) return true;
  if (!folded.includes('?') && money.length === 0 && hasJustRecorded(ctx.history, analysis.text) && movedToAfter(folded, ctx)) return true;
  // "foi 150 e foi ontem q abasteci", "fueron 550 y fue ayer", "should be 23.99 and put it in healthcare": right after a
  // recording, the amount restated and, after "and", its day or its category.
  const restatedThen = AMOUNT_THEN_MORE.exec(folded);
  if (restatedThen && money.length === 1 && !folded.includes('?') && hasJustRecorded(ctx.history, analysis.text)) {
    const rest = restatedThen.index + restatedThen[0].length;
    if (analysis.dates.some((d) => d.start >= rest) || namedCategory(folded.slice(rest), ctx) || isCategoryNamed(folded.slice(rest))) return true;
  }
  const should = SHOULD_HAVE_BEEN.exec(folded);
  if (should) {
    const after = should.index + should[0].length;
    // ("shouldve been healthcare, it was cold meds": the category ends its clause; a reason may follow.)
    const clauseEnd = folded.slice(after).search(/[,;.!]/u);
    const to = clauseEnd < 0 ? Infinity : after + clauseEnd;
    if (isOnlyAmountAfter(analysis, after, amends) || (!hasAnyAmount(analysis) && namesOnlyACategory(contentWords(analysis, after, negated, to), analysis, ctx))) return true;
  }
  if (!hasAnyAmount(analysis) && (IN_NOT_OUT.test(folded) || OUT_NOT_IN.test(folded) || DIRECTION_AGAINST.test(folded)) && hasJustRecorded(ctx.history, analysis.text)) return true;
  // "tj's is groceries not dining", "era súper no restaurante": one category set against another.
  if (categoryAgainstCategory(analysis, ctx)) return true;
  // "no, I received that", "nada que ver, es plata que entró": an opening and the type, without an amount.
  const hasAmount = analysis.amounts.some((a) => !a.isSoftQuantity);
  const afterLead = folded.slice(lead);
  if ((no || opens) && !hasAmount && !NEGATION.test(afterLead) && QUESTION.exec(afterLead)?.index !== 0 && (INCOME.test(afterLead) || EXPENSE.test(afterLead))) return true;
  if (isBareValueCorrection(analysis, ctx, negated)) return true;
  if (isRedated(analysis, ctx, negated)) return true;
  // "£6.80 sorry", "foi 105 na real": an apology or "in fact" and only an amount.
  if (amends.length > 0 && isOnlyAmountAfter(analysis, 0, amends)) return true;
  // Right after a recording, which way the money went and no amount: "i sold it", "me lo regalaron".
  if (!hasAmount && typeRestated(analysis, ctx) !== undefined) return true;
  // "yo soy el dueño, ese arriendo me lo pagaron a mí", "sou eu que recebo a renda": the user is the one paid.
  // "no wait i paid target 40, its an expense": the type said outright of the entry just recorded.
  if ((!hasAmount && RECEIVER.test(folded)) || SAID_EXPENSE.test(folded) || SAID_INCOME.test(folded)) return hasJustRecorded(ctx.history, analysis.text);
  if (finalAmount(analysis, ctx)) return true;
  // "no wait i SPENT 30 at target, it wasnt a refund": the other type denied, of the entry just recorded.
  if (SAID_NOT_INCOME.test(folded) || SAID_NOT_EXPENSE.test(folded)) return hasJustRecorded(ctx.history, analysis.text);
  // "no i GAVE mike 300, not the other way round", "al revés, me lo mandó ella a mí": which way, said again.
  if (OTHER_WAY.test(folded) && !asks && hasJustRecorded(ctx.history, analysis.text)) return detectType(analysis.words.filter(Boolean)) !== undefined;
  if (laterClauseMove(analysis, ctx, negated)) return true;
  // "coloca academia em saúde", "ponele viaje, fue en la ruta": a verb of moving, maybe what is moved,
  // then only a category, right after a recording.
  if (!asks && movedTo(analysis, ctx, negated)) return true;
  if (!asks && leadingCategory(analysis, ctx, negated)) return true;
  return (
    split.target !== undefined &&
    NAMED_ENTRY.test(folded) &&
    isOnlyAmountAfter(analysis, split.changeStart) &&
    isInConversation(analysis, split.target, ctx)
  );
}

/**
 * The type a message restates about the entry just recorded: no amount, no question, and a type cue
 * said outright ("I received the money", "eu vendi", "me lo pagaron a mí"). Income reads alone, since
 * money received recorded as spent is the misread people fix most; an expense must point back at the
 * entry ("I paid that"), or "paid the rent too" would become a correction instead of a new entry.
 */
function typeRestated(analysis: Analysis, ctx: EngineContext): 'income' | 'expense' | undefined {
  const folded = analysis.folded;
  // A question opens with its word; "que" inside ("o joão que me mandou") is a relative pronoun.
  // ("que no, que me lo mandó ella": "que no" insists, it asks nothing.)
  const question = INSISTING.test(folded) ? null : QUESTION.exec(folded);
  if (folded.includes('?') || (question && question.index <= leadLength(folded)) || !hasJustRecorded(ctx.history, analysis.text)) return undefined;
  if (analysis.amounts.some((a) => !a.isSoftQuantity)) return undefined;
  const cue = detectType(analysis.words);
  if (!cue || cue.isWeak || cue.isLoan) return undefined;
  if (namesSomethingNew(analysis, ctx, cue)) return undefined;
  if (cue.type === 'income' || POINTS_BACK.test(folded)) return cue.type;
  return undefined;
}

/**
 * "recebi o salário" right after lunch was recorded is a new entry still lacking its amount, not
 * lunch restated: it names a kind of income that was not in the last exchange. "my tenant paid me
 * the rent" after "rent 900" names the same thing.
 */
function namesSomethingNew(analysis: Analysis, ctx: EngineContext, cue: TypeCue): boolean {
  // The cue's own words ("sold", "my tenant paid me") say how the money went, not what it was for.
  const ofCue = new Set([...cue.source, ...cue.filler, ...cue.names]);
  for (let k = cue.position; k <= cue.end; k += 1) ofCue.add(k);
  const said = analysis.words.map((word, k) => (ofCue.has(k) ? '' : word)).filter(Boolean);
  const thing = matchLexicon(said, analysis.language);
  // Only a thing of the same kind of money is a new entry ("my salary" beside a restated income):
  // "sold it on ebay" names where, and the Gift words name who gave ("minha tia que me deu").
  if (!thing || !thing.entries.some((entry) => entry.type === cue.type && entry.category !== 'Gift')) return false;
  const recent = ` ${ctx.history.slice(-2).map((entry) => foldKey(entry.content)).join(' ')} `;
  return !said.slice(thing.position, thing.position + thing.length).some((word) => recent.includes(word));
}

/**
 * A category named outright, the last one said winning: "nah it was snacks, groceries" is Groceries,
 * though snacks alone would be read as Dining. Clauses first ("uber eats, comida"), then words.
 */
function namedCategory(changeFolded: string, ctx: EngineContext): ReturnType<typeof findCategoryByAnyName> {
  const clauses = changeFolded.split(/[,;:]|(?<![\p{L}\d])(?:but|mas|pero|so|entao|entonces)(?![\p{L}\d])/u);
  for (let i = clauses.length - 1; i >= 0; i -= 1) {
    const clause = (clauses[i] ?? '').replace(/[^\p{L}\d\s'-]+/gu, ' ').trim();
    const found = clause ? findCategoryByAnyName(ctx.categories, clause) : undefined;
    if (found) return found;
    const said = clause.split(/\s+/);
    for (let k = said.length - 1; k >= 0; k -= 1) {
      const word = said[k] ?? '';
      const single = word.length > 2 && !GLUE.has(word) ? findCategoryByAnyName(ctx.categories, word) : undefined;
      if (single) return single;
    }
  }
  return undefined;
}

/** The category the change's first clause names, when a comma follows it with the reason. */
function firstClauseCategory(named: string, analysis: Analysis, ctx: EngineContext, type: CorrectLastIntent['type']): EngineCategory | undefined {
  const comma = named.search(/[,;]/);
  if (comma < 0) return undefined;
  const clause = named.slice(0, comma);
  const cue = CATEGORY_CUE.exec(clause);
  const said = (cue ? (cue[1] ?? '') : clause).replace(/[^\p{L}\d\s'-]+/gu, ' ').trim().split(/\s+/).filter(Boolean);
  return said.length > 0 && said.length <= 3 ? findMentionedCategory(said, analysis.language, ctx.categories, type) : undefined;
}

/** The category the last clause after the amount names, all of it ("..., so groceries", "..., então mercado"). */
function categoryAfterReason(analysis: Analysis, ctx: EngineContext, blanked: string, after: number, negated: readonly Span[]): EngineCategory | undefined {
  let from = -1;
  for (const m of blanked.matchAll(THEN_CATEGORY)) if (m.index >= after) from = m.index + m[0].length;
  if (from < 0) return undefined;
  const said = contentWords(analysis, from, negated);
  return said.length > 0 && namesOnlyACategory(said, analysis, ctx) ? categoryOfWords(said, analysis, ctx) ?? findMentionedCategory(said, analysis.language, ctx.categories) : undefined;
}

/** Where the change starts: after "so" in a recount ("…, então 60"), else where the split says. */
function changeStartOf(folded: string, split: { changeStart: number }): number {
  const total = COPULA_START.test(folded) ? SO_TOTAL.exec(folded) : null;
  return total ? Math.max(total.index, split.changeStart) : split.changeStart;
}

/** Before the copula, a category and then the pointer of the reason: "meant healthcare, it was calpol". */
const CLAUSE_THEN_POINTER = /^(.*?)[,;]\s*(?:it|that|this|eso|esto|isso|isto|ele|ela)?\s*$/u;

/**
 * "meant healthcare, it was calpol for the baby", "é saúde, foi remédio do bebê": the category
 * comes first and the reason after it; the words before the reason's copula name no entry.
 */
function splitOf(analysis: Analysis, ctx: EngineContext): ReturnType<typeof splitCorrection> {
  // "o valor certo é 47,90 e foi ontem": after the field named first, everything is the change (the "foi" later names no entry).
  const field = FIELD_SUBJECT.exec(analysis.folded);
  if (field) return { changeStart: field.index + field[0].length };
  // "sorry meant 32, forgot the tip was on top": an amount right after an opening that says the entry was
  // wrong is the change; a copula later is the reason's.
  const lead = leadLength(analysis.folded);
  if (LEAD_MARKER.test(analysis.folded.slice(0, lead)) && /^(?:r\$|us\$|[$€£])?\s*\d/u.test(analysis.folded.slice(lead))) return { changeStart: lead };
  const split = splitCorrection(analysis.folded);
  if (!split.target) return split;
  const clause = CLAUSE_THEN_POINTER.exec(analysis.folded.slice(split.target.start, split.target.end));
  if (!clause) return split;
  const said = contentWords(analysis, split.target.start, [], split.target.start + (clause[1] ?? '').length);
  return said.length > 0 && namesOnlyACategory(said, analysis, ctx) ? { changeStart: leadLength(analysis.folded) } : split;
}

/**
 * Right after a recording, only the day of the month it was: "fue el 3", "ups, fue el 3", "lança como
 * dia 5, foi quando paguei", "regístralo el 15, ese día pagué", "it was on the 4th". The latest such
 * day up to today.
 */
const DAY_OF_MONTH = startsWith(
  "(?:it was|was|it's|fue|foi|era|registralo|registrala|anotalo|anotala|ponlo|ponelo|lanca|lance|coloca|put it|log it|move it|change it|cambialo|muda|mude)(?: (?:as|on|to|como|para|pra|al|a))?(?: (?:the|on the|el|dia|el dia|o dia|no dia|day) (?<day>\\d{1,2})(?:st|nd|rd|th|º)?| (?:on )?(?<nth>\\d{1,2})(?:st|nd|rd|th|º))\\s*(?:$|[,.;!])",
);
function dayOfMonthSaid(analysis: Analysis, ctx: EngineContext): number | undefined {
  const said = DAY_OF_MONTH.exec(analysis.folded);
  const day = Number(said?.groups?.day ?? said?.groups?.nth);
  if (!said || !(day >= 1 && day <= 31) || analysis.folded.includes('?') || !hasJustRecorded(ctx.history, analysis.text)) return undefined;
  return recentDayOfMonth(analysis.today, day) ?? undefined;
}

/**
 * Right after a recording, one category said over another: "was a meal deal, more dining than
 * groceries tbh", "é mais saúde do que compras", "más transporte que ocio".
 */
const MORE_THAN = words('(?:more|mais|mas) (?<right>[\\p{L}]+(?: [\\p{L}]+)?) (?:than|do que|que) (?<wrong>[\\p{L}]+(?: [\\p{L}]+)?)');
function ratherThan(analysis: Analysis, ctx: EngineContext): EngineCategory | undefined {
  const said = MORE_THAN.exec(analysis.folded);
  if (!said?.groups || analysis.folded.includes('?') || analysis.amounts.some((a) => !a.isSoftQuantity) || !hasJustRecorded(ctx.history, analysis.text)) return undefined;
  const named = (text: string | undefined) => {
    const wordsSaid = (text ?? '').split(' ');
    return categoryOfWords(wordsSaid, analysis, ctx) ?? categoryOfWords(wordsSaid.slice(0, 1), analysis, ctx);
  };
  const right = named(said.groups.right);
  const wrong = named(said.groups.wrong);
  return right && wrong && right.id !== wrong.id ? right : undefined;
}

/**
 * "não, esse 80 foi o cliente que me pagou", "no i gave HER 40 for the electric": right after a
 * recording, a "no" and the amount just recorded said again, with which way it went. Says the type
 * only when it is the other way from the entry's ("no, 80 at the market" after "market 80" is no fix).
 */
function restatedOtherWay(analysis: Analysis, ctx: EngineContext): 'income' | 'expense' | undefined {
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  if (money.length !== 1 || !NO_LEAD.test(analysis.folded) || analysis.folded.includes('?')) return undefined;
  const before = lastRecordedMessage(ctx.history, analysis.text);
  if (before === undefined) return undefined;
  const earlier = analyzeEarlier(before, analysis.today, analysis.language);
  if (!earlier.amounts.some((a) => !a.isSoftQuantity && a.amount === money[0]!.amount)) return undefined;
  const said = detectType(analysis.words)?.type;
  const filedUnder = lastRecordedCategory(ctx.history, analysis.text);
  const recorded = (filedUnder ? findCategoryByAnyName(ctx.categories, filedUnder)?.type : undefined) ?? detectType(earlier.words)?.type ?? 'expense';
  return said && said !== recorded ? said : undefined;
}

/**
 * Right after a recording, the entry's new amount told by its relation to the amount(s) just
 * recorded (read once from the message the reply recorded): the recorded amount negated beside
 * another, one's share of it, or it retyped. Questions are none of these.
 */
function amountAgainstRecorded(analysis: Analysis, ctx: EngineContext): AmountMention | undefined {
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  if (money.length === 0 || money.length > 2 || analysis.folded.includes('?')) return undefined;
  const before = lastRecordedMessage(ctx.history, analysis.text);
  if (before === undefined) return undefined;
  const recorded = analyzeEarlier(before, analysis.today, analysis.language).amounts.filter((a) => !a.isSoftQuantity);
  return money.length === 2 ? replacingRecorded(analysis, money, recorded) : (shareOfRecorded(analysis, money[0]!, recorded) ?? retypedRecorded(analysis, money[0]!, recorded));
}

/**
 * The amount just recorded said again beside a negation is the wrong one and the other amount the
 * right one, wherever they stand: "1200 nao, 120! sobrou um zero", "coloquei 150 de gasolina na vdd,
 * nao 200, o frentista arredondou".
 */
function replacingRecorded(analysis: Analysis, money: readonly AmountMention[], recorded: readonly AmountMention[]): AmountMention | undefined {
  const isRecorded = (a: AmountMention) => recorded.some((r) => r.amount === a.amount);
  const wrong = money.find(isRecorded);
  const right = money.find((a) => a !== wrong);
  if (!wrong || !right || isRecorded(right)) return undefined;
  // ("15 was wrong, 25": the amount said to be wrong is the one recorded.)
  const saidWrong = [analysis.words[wrong.last + 1], analysis.words[wrong.last + 2]].some((w) => WRONG_WORDS.has(w ?? ''));
  const negatedBeside = saidWrong || [analysis.words[wrong.first - 1], analysis.words[wrong.last + 1]].some((w) => NEGATED.has(w ?? ''));
  // ("son 900 no 9000": the "no" goes with the amount right after it, which is the wrong one.)
  const rightNegated = right.first === wrong.last + 2 && NEGATED.has(analysis.words[right.first - 1] ?? '');
  return negatedBeside && !rightNegated ? right : undefined;
}

/**
 * "lol a 45 dollar coffee?? its 4.50 my guy", "quem me dera ter ganho 3 mil de freela, foi 300", "the 120 for the concert
 * tix... turns out my card got charged 134.50, change it to that": right after a recording, the amount recorded said again
 * (as the reply shows it, or as the user wrote it) beside one other amount, in a message that corrects or wonders, is the
 * wrong one; the other is the right one.
 */
function restatedThenReplaced(analysis: Analysis, ctx: EngineContext): AmountMention | undefined {
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  if (money.length !== 2) return undefined;
  const message = lastRecordedMessage(ctx.history, analysis.text);
  const entry = lastRecordedEntry(ctx.history, analysis.text);
  if (message === undefined) return undefined;
  // (What the reply shows was recorded, else what the user wrote.)
  const shown = entry === undefined ? [] : analyzeEarlier(entry, analysis.today, analysis.language).amounts.filter((a) => !a.isSoftQuantity);
  const recorded = shown.length > 0 ? shown : analyzeEarlier(message, analysis.today, analysis.language).amounts.filter((a) => !a.isSoftQuantity);
  const isRecorded = (a: AmountMention) => recorded.some((r) => compareAmounts(r.amount, a.amount) === 0);
  const wrong = money.filter(isRecorded);
  const right = money.filter((a) => !isRecorded(a));
  return wrong.length === 1 && right.length === 1 ? right[0] : undefined;
}

/** Saying what it really was or to change it, anywhere: "turns out … change it to that", "muda pra isso", "al final salió en". */
const SAYS_IT_WAS = words(
  "change it|change that|fix it|fix that|update it|make it|it was|its|it's|it is|was actually|actually|turns out|" +
    'muda|mude|corrige|corrija|arruma|era|eram|foi|foram|na verdade|veio|' +
    'cambia|cambialo|corrigelo|corregilo|arregla|eran|fueron|fue|en realidad|al final|salio',
);
/** Wishing it were so: "i WISH i made 500", "quem me dera", "ya quisiera yo". */
const WISHED = words('i wish|wish i|if only|quem me dera|quem dera|bem que eu queria|ya quisiera|ojala|quisiera yo');
const WRONG_WORDS = new Set(['wrong', 'incorrect', 'errado', 'errada', 'mal', 'equivocado', 'incorrecto']);

/**
 * Where amounts are counted in thousands (pesos of Argentina, Chile, Colombia, Uruguay, Paraguay), a bare
 * small number correcting an entry recorded in thousands is in thousands too: "no, 60" after "súper 50
 * lucas" is 60.000. Only when the two are of a size (the new one within five times the old either way).
 */
const THOUSANDS_CURRENCIES = new Set(['ARS', 'CLP', 'COP', 'UYU', 'PYG']);
/**
 * "no eran 2 palos, era 1.8", "not 50k, 45": a bare amount said against one in millions or thousands is in the same
 * unit, when that keeps it near the other.
 */
function inSaidUnit(analysis: Analysis, said: AmountMention): string | undefined {
  const other = analysis.amounts.find((a) => a !== said && a.hasMultiplier && !a.isSoftQuantity);
  const number = other ? Number(parseNumberToken(analysis.tokens[other.numberIndex]?.norm ?? '')) : 0;
  if (!other || !(number > 0)) return undefined;
  const factor = Math.round(Number(other.amount) / number);
  const scaled = Number(said.amount) * factor;
  if (factor < 1000 || scaled <= 0 || Number(other.amount) / scaled > 5 || scaled / Number(other.amount) > 5) return undefined;
  return normalizeAmount(multiplyDecimal(said.amount, factor));
}

function inRecordedThousands(analysis: Analysis, ctx: EngineContext, amount: string): string {
  const said = Number(amount);
  if (!THOUSANDS_CURRENCIES.has(ctx.preferredCurrency) || said >= 1000 || said <= 0) return amount;
  const before = lastRecordedMessage(ctx.history, analysis.text);
  const recorded = before === undefined ? undefined : pickAmount(analyzeEarlier(before, analysis.today, analysis.language).amounts.filter((a) => !a.isSoftQuantity));
  const old = Number(recorded?.amount ?? 0);
  if (old < 1000 || old / (said * 1000) > 5 || (said * 1000) / old > 5) return amount;
  return normalizeAmount(multiplyDecimal(amount, 1000));
}

/**
 * One's share is the entry's new amount: "wait i split that with my roommate, change it to just my
 * half which is 42", "dividi com a minha namorada, minha parte foi 44,95", "pagamos a medias, así que
 * lo mío fueron 40". A share is less than the entry: "paid my half of the rent, 600" after
 * "groceries 50" is a new payment.
 */
const SHARE = words('my (?:half|share|part|portion|cut)|minha (?:parte|metade)|lo mio|mi (?:parte|mitad)');
function shareOfRecorded(analysis: Analysis, share: AmountMention, recorded: readonly AmountMention[]): AmountMention | undefined {
  if (!SHARE.test(analysis.folded)) return undefined;
  return recorded.some((a) => compareAmounts(share.amount, a.amount) < 0) ? share : undefined;
}

/** Two amounts with the same digits in another order, or one ten times the other: a slip of the keyboard. */
function isRetyped(said: string, recorded: string): boolean {
  const a = toCents(said);
  const b = toCents(recorded);
  if (a === b || a <= 0n || b <= 0n) return false;
  if (a === b * 10n || b === a * 10n) return true;
  const digits = (n: bigint) => [...n.toString()].sort().join('');
  return digits(a) === digits(b);
}

/**
 * The one amount said is the recorded one retyped, when the message amends ("no, 85.000! me comí un
 * cero" after 8.500) or names nothing new ("26 na vdd, inverti" after 62; "uber 26" after "ifood 62"
 * is a new ride). A bare amount ("7.65") stays ambiguous: it may be a new entry waiting for its
 * description.
 */
function retypedRecorded(analysis: Analysis, said: AmountMention, recorded: readonly AmountMention[]): AmountMention | undefined {
  const only = recorded[0];
  if (!analysis.words.some(Boolean) || recorded.length !== 1 || !only || !isRetyped(said.amount, only.amount)) return undefined;
  const folded = analysis.folded;
  const amends = NO_LEAD.test(folded) || COPULA_START.test(folded) || folded.search(AMENDS) >= 0;
  return amends || !matchLexicon(analysis.words.filter(Boolean), analysis.language) ? said : undefined;
}

/**
 * "nao mano isso é entrada, eu que recebi" after "500 do freela do site", "no mike sent it to ME, hes paying me back" after
 * "zelle mike 300": money in now, and no category said; the entry's own words and the correction's name it for the new
 * type (Freelance, Refunds), else the executor's catch-all for that type stands.
 */
function withCategoryOfType(intent: CorrectLastIntent, analysis: Analysis, ctx: EngineContext): CorrectLastIntent {
  if (intent.type !== 'income' || intent.categoryId !== undefined) return intent;
  const category = categoryOfRetyped(analysis, ctx, intent.type);
  if (category) {
    intent.categoryId = category.id;
    intent.categoryName = category.name;
  }
  return intent;
}

function categoryOfRetyped(analysis: Analysis, ctx: EngineContext, type: TxType): EngineCategory | undefined {
  const recorded = lastRecordedMessage(ctx.history, analysis.text);
  if (recorded === undefined) return undefined;
  // (What the correction denies names nothing: "es plata que entra, no que sale".)
  // (Nor do the words of which way it went: "que sale", "going out".)
  const spans = [...negatedSpans(analysis.folded), ...[...analysis.folded.matchAll(DIRECTION)].map((m) => ({ start: m.index, end: m.index + m[0].length }))];
  const own = analysis.words.filter((_, i) => !spans.some((n) => (analysis.tokens[i]?.start ?? -1) >= n.start && (analysis.tokens[i]?.start ?? -1) < n.end));
  const words = [...own, ...analyzeEarlier(recorded, analysis.today, analysis.language).words].filter(Boolean);
  const cue = detectType(words);
  const choice = resolveCategory({
    words,
    text: '',
    lang: analysis.language,
    country: ctx.country,
    statedType: type,
    explicitType: type,
    incomeKind: cue?.type === 'income' && cue.isRefund ? 'refund' : undefined,
    categories: ctx.categories,
    learnedRules: [],
  });
  return choice.source === 'fallback' || choice.category?.type !== type ? undefined : choice.category;
}

/** A star before or after the whole message: "*4.75", "65*". */
const STARRED = /^\s*\*[^*]+$|^[^*]+\*\s*$/;

export function detectCorrection(message: Analysis, ctx: EngineContext): CorrectLastIntent | undefined {
  // ("put that under shopping instead, its shoes. he's 9 and grows out of everything": an age is no new amount.)
  const analysis = message.amounts.some((a) => isAge(message, a)) ? { ...message, amounts: message.amounts.filter((a) => !isAge(message, a)) } : message;
  const folded = analysis.folded;
  // The entry's new amount told by its relation to the amount just recorded (the rest of the message may still change its type).
  const afterLead = folded.slice(leadLength(folded));
  const hasMarker =
    MARKER.test(folded) || MARKER.test(afterLead) || LEAD_MARKER.test(folded.slice(0, folded.length - afterLead.length)) || MARKER_ANYWHERE.test(folded) || FIELD_SUBJECT.test(folded) || isCategoryNamed(folded);
  const setFirst = amountSetFirst(analysis, ctx);
  const saysSo = hasMarker || folded.includes('?') || WISHED.test(folded) || SAYS_IT_WAS.test(folded);
  const newAmount = setFirst ?? amountAgainstRecorded(analysis, ctx) ?? (saysSo ? restatedThenReplaced(analysis, ctx) : undefined);
  const rawSplit = splitOf(analysis, ctx);
  const negated = negatedSpans(folded);
  // "*4.75", "*65": the chat's starred fix of a typo, the amount alone.
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  if (STARRED.test(folded) && money.length === 1 && analysis.words.filter(Boolean).length <= 1) return { kind: 'correct_last', amount: money[0]!.amount };
  const restated = restatedOtherWay(analysis, ctx);
  if (restated === 'expense') {
    // ("wait no i sent HIM the 40, it was for the game tickets": what it was for, said after the amount, names the category.)
    const amount = analysis.amounts.find((a) => !a.isSoftQuantity)!;
    const category = findMentionedCategory(contentWords(analysis, analysis.tokens[amount.last]?.end ?? 0, negatedSpans(folded)), analysis.language, ctx.categories, 'expense');
    return category ? { kind: 'correct_last', type: restated, categoryId: category.id, categoryName: category.name } : { kind: 'correct_last', type: restated };
  }
  if (restated) return withCategoryOfType({ kind: 'correct_last', type: restated }, analysis, ctx);

  const dayAndSum = dayAndAmount(analysis, ctx);
  if (dayAndSum) return dayAndSum;
  const day = dayOfMonthSaid(analysis, ctx) ?? dayAgainstAnother(analysis, ctx) ?? dayLoggedLate(analysis, ctx);
  if (day !== undefined) return { kind: 'correct_last', date: formatIsoDate(day) };
  const rather = ratherThan(analysis, ctx);
  if (rather) return { kind: 'correct_last', categoryId: rather.id, categoryName: rather.name, type: rather.type };
  if (!newAmount && !hasMarker && !isShapedCorrection(analysis, rawSplit, ctx, negated)) return undefined;
  const intent: CorrectLastIntent = { kind: 'correct_last' };
  // "vendi a bicicleta no olx, quem recebeu fui eu": the thing sold names no category; the sale says which way.
  const saysIncome = detectType(analysis.words.filter(Boolean))?.type === 'income';
  const later = laterClauseMove(analysis, ctx, negated);
  const leading = (later?.byVerb ? later.category : undefined) ?? (saysIncome ? undefined : leadingCategory(analysis, ctx, negated));
  // ("va en salario no en freelance": the category set against the other is where it goes.)
  const against = categoryAgainstCategory(analysis, ctx);
  const moved = (against ? { category: against } : undefined) ?? movedTo(analysis, ctx, negated) ?? (leading ? { category: leading } : undefined);
  if (moved) {
    intent.categoryId = moved.category.id;
    intent.categoryName = moved.category.name;
    intent.type = moved.category.type;
    const target = hintsIn(analysis, moved.target, ctx);
    if (target) intent.target = target;
    return intent;
  }
  const split = { ...rawSplit, changeStart: changeStartOf(folded, rawSplit) };
  // Only the part after "was" / "to" says what changes; "the 40 one" before it names the entry.
  const inChange = (start: number | undefined) => start !== undefined && start >= split.changeStart;
  // "era mercado, não restaurante", "não é lazer, é saúde": what is negated was wrong; blanked out
  // (same length, so positions still match the tokens).
  const isNegatedWord = (start: number) => negated.some((n) => start >= n.start && start < n.end);
  let blanked = folded;
  for (const n of negated) blanked = blanked.slice(0, n.start) + ' '.repeat(n.end - n.start) + blanked.slice(n.end);
  const changeFolded = blanked.slice(split.changeStart);
  // "era 35 e não 53" / "30, not 13": the amount after a negation is the wrong one ("no, 8" is not).
  const isNegatedAt = (i: number) => NEGATED.has(analysis.words[i] ?? '') && inChange(analysis.tokens[i]?.start);
  // A working ended by its total is about the entry just recorded: no other entry is named in it.
  const final = newAmount ?? finalAmount(analysis, ctx);
  const candidates = analysis.amounts.filter(
    (a) => !a.isSoftQuantity && inChange(analysis.tokens[a.first]?.start) && !isNegatedAt(a.first - 1) && !isNegatedAt(a.first - 2),
  );
  // "corrijo: fueron 1.250, se me pasaron los 50 del desplazamiento": the amount the copula says is the new one, the part
  // in the reason smaller ("na vdd foram 2, deu 44": a count, then the total).
  // ("actually make it 28, i tipped him 3 quid": "make it" says the amount as a copula does.)
  const isSaid = (a: AmountMention) => COPULA_WORDS.has(analysis.words[a.first - 1] ?? '') || (analysis.words[a.first - 2] === 'make' && MADE.has(analysis.words[a.first - 1] ?? ''));
  const said = candidates.length > 1 ? candidates.filter(isSaid) : [];
  const isLargest = (a: AmountMention) => candidates.every((b) => b === a || compareAmounts(b.amount, a.amount) < 0);
  const amount = final ?? (said.length === 1 && isLargest(said[0]!) ? said[0] : pickAmount(candidates));
  if (amount) {
    intent.amount = amount.currency || amount.hasMultiplier ? amount.amount : (inSaidUnit(analysis, amount) ?? inRecordedThousands(analysis, ctx, amount.amount));
    if (amount.currency) intent.currency = resolveCurrency(amount.currency, ctx.preferredCurrency, ctx.country);
  }
  const date = analysis.dates.find((d) => inChange(d.start));
  if (date) intent.date = formatIsoDate(date.dayNumber);
  // (Read before the negated part is blanked out: "in, not out" needs its "not out".)
  const backwards = OTHER_WAY.test(folded) ? detectType(analysis.words.filter(Boolean)) : undefined;
  if (backwards) intent.type = backwards.type;
  else if (SAID_NOT_INCOME.test(folded)) intent.type = 'expense';
  else if (SAID_NOT_EXPENSE.test(folded) || (!amount && DIDNT_PAY.test(folded))) intent.type = 'income';
  else if (IN_NOT_OUT.test(folded.slice(split.changeStart))) intent.type = 'income';
  else if (OUT_NOT_IN.test(folded.slice(split.changeStart))) intent.type = 'expense';
  else if (SAID_EXPENSE.test(changeFolded) && !SAID_INCOME.test(changeFolded)) intent.type = 'expense';
  // ("corrige pra 190, o caixa me deu 20 de desconto": a working after an amount set says no type; "coloca 190, foi entrada" does.)
  else if (INCOME.test(changeFolded) && !(setFirst && analysis.amounts.filter((a) => !a.isSoftQuantity).length > 1)) intent.type = 'income';
  else if (EXPENSE.test(changeFolded) && !amount) intent.type = 'expense';
  else if (!amount) {
    const restated = typeRestated(analysis, ctx);
    if (restated) intent.type = restated;
  }

  if (amount) {
    // "actually it was 32 and they're the kids' workbooks so education": the new amount, a reason, then the category.
    // ("it was meds so healthcare, and twas 15.50", "ponlo como freelance y eran 350 lucas": a category named by its name before it.)
    const before = blanked.slice(0, analysis.tokens[amount.first]?.start ?? 0);
    // ("should be 23.99 and put it in healthcare its vitamins": after it, a category named by its name where it is moved to.)
    const after = blanked.slice(analysis.tokens[amount.last]?.end ?? folded.length).replace(/^[\s,;]*(?:(?:and|e|y)\s+)?/u, '');
    const category =
      categoryAfterReason(analysis, ctx, blanked, analysis.tokens[amount.last]?.end ?? folded.length, negated) ??
      (CATEGORY_BEFORE_AMOUNT.test(before) ? namedCategory(before, ctx) : undefined) ??
      movedToAfter(after, ctx) ??
      // ("foi 42 e é farmácia, não mercado": beside the amount, a category set against the one recorded.)
      categoryAgainstCategory(analysis, ctx, true);
    if (category) {
      intent.categoryId = category.id;
      intent.categoryName = category.name;
      if (!intent.type) intent.type = category.type;
    }
  } else {
    // "money coming in, not going out" says which way, not what it was for.
    const directions = [...changeFolded.matchAll(DIRECTION)].map((m) => ({ start: split.changeStart + m.index, end: split.changeStart + m.index + m[0].length }));
    // ("foi na sexta feira": the day's words name no category.)
    let undated = changeFolded;
    for (const i of analysis.dateTokens) {
      const token = analysis.tokens[i]!;
      if (token.start >= split.changeStart) undated = undated.slice(0, token.start - split.changeStart) + ' '.repeat(token.end - token.start) + undated.slice(token.end - split.changeStart);
    }
    const named = undated.replace(DIRECTION, (m) => ' '.repeat(m.length));
    const namedWords = analysis.words.filter((w, i) => {
      const start = analysis.tokens[i]?.start ?? 0;
      return w && inChange(start) && !isNegatedWord(start) && !analysis.dateTokens.has(i) && !directions.some((d) => start >= d.start && start < d.end);
    });
    // After "to" / "should be" the rest is the new category; otherwise look for "in groceries".
    const cue = CATEGORY_CUE.exec(named);
    const tail = (cue ? (cue[1] ?? '') : split.changeStart > 0 ? named : '').replace(/[^\p{L}\d\s'-]+/gu, ' ').replace(/\s+/g, ' ').trim();
    const tailWords = tail.split(/\s+/).filter(Boolean);
    // "coloca em transporte, foi o estacionamento do shopping": the clause right after "em" names it; the reason after the comma does not.
    const cueClause = cue ? (cue[1] ?? '').split(/[,;:(]/u)[0]!.trim() : '';
    const cueClauseWords = cueClause.split(/[^\p{L}\d'-]+/u).filter(Boolean);
    const kept = recordedType(analysis, ctx);
    const chosen =
      categoryAgainstCategory(analysis, ctx) ??
      (cueClauseWords.length > 0 && cueClause !== tail ? (findCategoryByAnyName(ctx.categories, cueClause) ?? categoryOfWords(cueClauseWords, analysis, ctx)) : undefined) ??
      (tail ? findCategoryByAnyName(ctx.categories, tail) : undefined) ??
      namedCategory(named, ctx) ??
      // ("categoria errada, foi presente de natal": an entry recorded as income keeps to income, a present given to the user a
      // gift; "eso es de la casa, mercado en el d1": one recorded as spending keeps to spending.)
      (intent.type === undefined && kept !== undefined ? findMentionedCategory(tailWords.length ? tailWords : namedWords, analysis.language, ctx.categories, kept) : undefined) ??
      findMentionedCategory(tailWords.length ? tailWords : namedWords, analysis.language, ctx.categories, intent.type) ??
      // "coloca como viagem, foi pra bahia": the category is said first, the reason after the comma.
      firstClauseCategory(named, analysis, ctx, intent.type) ??
      // "ese arriendo me lo pagaron a mí": with the type known, the thing named anywhere ("a mí" named nothing).
      (intent.type && tailWords.length > 0 ? findMentionedCategory(namedWords, analysis.language, ctx.categories, intent.type) : undefined) ??
      // "sao livros da faculdade mete em educaçao": the reason first, then where it goes, without a pause.
      movedToAfter(named, ctx);
    // ("thats not entertainment its my council tax, why would that be entertainment": the category the entry has, named
    // again, is what is wrong with it; what else is named is the change.)
    const recordedName = lastRecordedCategory(ctx.history, analysis.text);
    const other =
      chosen && intent.date === undefined && chosen.name === recordedName
        ? findMentionedCategory(
            namedWords.filter((w) => findMentionedCategory([w], analysis.language, ctx.categories)?.name !== recordedName),
            analysis.language,
            ctx.categories,
            intent.type ?? kept,
          )
        : undefined;
    const category = other ?? chosen;
    // "vendí la silla en wallapop, me pagaron a mí": income now, so the chair names no expense category.
    // ("o aluguel saiu dia 5": with a new day, the entry's own category named again is the entry, not a move.)
    const sameAsRecorded = intent.date !== undefined && category?.name === recordedName;
    if (category && !sameAsRecorded && (!intent.type || category.type === intent.type)) {
      intent.categoryId = category.id;
      intent.categoryName = category.name;
      if (!intent.type) intent.type = category.type;
    }
  }
  withCategoryOfType(intent, analysis, ctx);
  const changed = Object.keys(intent).length > 1;
  if (!changed) return undefined;
  // "it's 35 degrees today": only a day changes while a number of something else stands beside it.
  const onlyDate = Object.keys(intent).every((key) => key === 'kind' || key === 'date');
  if (onlyDate && (analysis.amounts.length > 0 || analysis.tokens.some((t, i) => t.kind === 'num' && !analysis.dateTokens.has(i)))) return undefined;
  const target = final ? undefined : hintsIn(analysis, split.target, ctx);
  if (target) intent.target = target;
  return intent;
}
