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
import type { EngineContext } from '../types';
import { currencyWords, resolveCurrency } from '../amounts/currency-lexicon';
import type { NothingWords } from '../language/pack';
import { ALL_PACKS } from '../language/packs/packs';
import { matchLexicon } from '../categories/lexicon';
import { detectType, HOUSEHOLD, namesPay, opensOnSomeoneElse, TIPS, USER_WORDS } from '../transactions/detect-type';
import { BALANCE_NAMED, EXCHANGE_RATE_SAID, GIFT_EXCHANGE_LIMIT, SAID_BEFORE_REACH, WILL_BE, hasOnlyNonMoneyNumbers, isHeldInAccount, isNonMoneyNumber } from './non-money-numbers';
import { FUTURE, NEGATION, OPINION, PLAN } from './query-words';
import { startsWithDeletion } from './undo';
import { sentenceAt, sentenceNumbers, textOfSentence, wordsOfSentence } from '../text/sentences';
import { range } from '../range';
import type { AmountMention } from '../amounts/find-amounts';
import { startsWith, words } from './word-pattern';

/** One of the packs' alternations (NothingWords), in any language, as a whole-word pattern. */
function packWords(key: NothingKey): RegExp {
  return words(ALL_PACKS.map((pack) => pack.nothing[key]).join('|'));
}
type NothingKey = { [K in keyof NothingWords]: NothingWords[K] extends string ? K : never }[keyof NothingWords];

/**
 * Obligations, debts, hypotheticals and maybes: nothing happened yet, or not to the user's money. ("not bad considering it
 * rained": given what happened, no weighing of a buy.)
 */
const NOT_YET = words(
  "gotta|got to|have got to|hafta|must|tenho q|tengo q|tem que|tem q|hay que|owes|owed|owing|owe me|me devem|me deben|lhe devo|te devo|" +
    "if|what if|in case|might|maybe|perhaps|probably|thinking (?:of|about)|considering(?! (?:it|its|that|how|the|all|we|i|he|she|they|what)(?![\\p{L}\\d]))|e se|se eu|se a gente|se calhar|talvez|quem sabe|" +
    'pode ser que|sera que|pensando em|pensando en|estou pensando|estoy pensando|y si|a lo mejor|quizas|quiza|tal vez|capaz que|en caso de|' +
    // Debts still open: "tô devendo 200", "estoy debiendo", "i still owe".
    'devendo|debiendo|estoy debiendo|to devendo|i still owe|' +
    // Nobody has paid the bill yet: "came to 230 but nobody's paid yet", "ninguém pagou ainda", "nadie ha pagado todavía".
    "waiting (?:on|for) (?:them|him|her|the client|the customer|client|customer|the buyer) to pay|esperando (?:o cliente |a cliente |el cliente |que )?(?:me )?(?:pague|paguen|pagar)|" +
    "nobody'?s paid|no one'?s paid|(?:nobody|no one) (?:has )?paid (?:yet|it yet)|ninguem (?:me )?pagou|ninguem pagou ainda|nadie (?:ha )?(?:pagado|pago)|" +
    // Debts still open and obligations (NothingWords.debts, .obligations): "o joão deve 50 ao pedro", "tenho de pagar 45".
    ALL_PACKS.map((pack) => `${pack.nothing.debts}|${pack.nothing.obligations}|${pack.nothing.goals}|${pack.nothing.proposals}`).join('|'),
);
/**
 * The money verb negated: "todavía no me devolvió los 5 mil", "ainda não me pagou", "still hasn't
 * paid me", "never paid me back". Only the verb right after the negation is negated: "didn't expect
 * it but grandma sent me 100" is money received.
 */
const NOT_HAPPENED = words(
  // ("58 quid at 1am … never again", "nunca más": a vow for next time negates nothing paid; so does one about the thing
  // bought, "a cowboy hat i will never wear again $39.99"; and what the thing did not do, "2 scratchcards at 2 quid each, didnt win".)
  "todavia no|aun no|todavia ni|aun ni|ainda nao|ainda nem|still hasn'?t|still haven'?t|still didn'?t|still not|not yet|hasn'?t|haven'?t|didn'?t(?! (?:even )?(?:win|work|fit|help|last|like|matter|taste))|never(?! again)(?! \\p{L}+ (?:\\p{L}+ )?again)|nunca(?! (?:mais|mas)[\\s!.,]*$)|no me(?! (?:arrepiento|arrepenti|quejo|importa))|nao me(?! (?:arrependo|arrependi|queixo|importo))|no nos|nao nos|no le|nao lhe",
);
/** Where a clause ends: punctuation, an emoji ("tonight was insane 🍻 $20 cover at the club") or a word that turns. */
const CLAUSE_BREAK = /[,;.!?\p{Extended_Pictographic}]|(?<![\p{L}\d])(?:but|mas|pero|and then|e depois|y despues|so|entao|entonces|asi que)(?![\p{L}\d])/u;
/** What may stand between a negation and the verb it negates: "no me lo", "ainda não me", "hasn't yet". */
const NEGATION_FILLER = new Set('me te le lhe lo la los las nos ha han he has have yet ainda todavia aun still even ever o a os as'.split(' '));
/** Portuguese "se" as "if" at the start of a clause: "se o aluguel subir", "se eu for". Not "se foi". */
// ("se me saíssem 100 mil no euromilhões": a pronoun, then the past subjunctive; "kkkk se cada boleto virasse 1 real": after a laugh.)
const SE_IF = /(?:^|[,;]\s*|^(?:k{3,}|(?:ha){2,}h?|rs+)\s+)se\s+(?:(?:me|te|lhe|nos)\s+)?(?=(?:o|a|os|as|eu|voce|vc|ele|ela|eles|elas|a gente|nos|tu|meu|minha|isso|cada|tiver|for|der|fizer|subir|aumentar|ganhar|ganhasse|ganharmos|\p{L}+(?:arem|erem|irem|asse|esse|isse|assem|essem|issem))(?![\p{L}\d]))/u;
/**
 * Asking for an opinion or a quote is not spending: "is 40 a good tip?", "qué opinas", "vale a
 * pena?", "quoted me 1200", "me cotizaron 3 mil", "o mecânico orçou 800" (unless a purchase was
 * stated first: "comprei um tênis de 300, o que acha?").
 */
const OPINION_OR_QUOTE = words(
  "is (?:it|that|this) (?:a )?(?:good|fair|ok|okay|normal|too much)|is \\$?\\d+(?: (?:dollars|bucks|quid|pounds|euros?))? (?:a )?(?:good|fair|ok|too much)|should i|es (?:un )?buen precio|es mucho|es caro|e (?:um )?bom preco|e muito|ta caro|esta caro|" +
    'quoted|quote|quotes|estimate|asking price|orcou|orcaram|me orcaram|cotizo|cotizaron|me cotizaron|cotizacion|me pidieron|me pidio|me pediu|me pediram|would cost|would charge|vai custar|vai sair|va a costar|va a salir',
);
/** A yes/no question that is not about one's records: "is 40 a good tip?", "vale 200?", "¿es caro 50?". */
const YES_NO_QUESTION = startsWith('is|are|should|would|will|can|could|was|e|sera|seria|vale|devo|posso|es|deberia|debo|puedo|conviene');
/**
 * A question about the world rather than one's money: "who won the super bowl in 2020", "quem
 * ganhou a copa de 2002", "qué pasó en 1810", "cuántos años tiene messi?". Read as one only without a
 * currency or a word of money moving, and asked (a "?"), about a year, or with no amount at all.
 */
const WORLD_QUESTION = startsWith(
  "who|who'?s|whose|what|what'?s|when|where|why|which|how (?:old|tall|big|far|long|many|come)|" +
    'quem|o que|oque|quando|onde|por ?que|qual|quais|quantos|quantas|que|quien|quienes|cuando|donde|cual|cuales|cuantos|cuantas',
);
const WHO = startsWith('who|quem|quien|quienes');
const YEAR = /^(?:1\d|20)\d\d$/;
/** A bill still to come: "a fatura vem 2.300", "the bill is due", "la factura viene de 800", "vence 300". */
const BILL = words('fatura|faturas|conta|contas|bill|bills|statement|factura|facturas|cuenta|cuentas|boleto|boletos|recibo|resumen|tarjeta|cartao|credit card');
const COMES_DUE = words('vem|vira|vai vir|vai ser|vence|vencem|is due|will be|is coming|comes to|viene|vendra|va a venir|va a ser|llega|va a llegar|cierra|closes|fecha (?:dia|no dia|em|el)');
/**
 * A bill that came, to be paid later: "recebi a fatura da água, 38,70€, pago pra semana", "me llegó la
 * factura del gas, 42 mil. la pago el lunes", "electric bill landed, £142, not paying it til payday".
 */
const BILL_CAME = words(
  "(?:bill|statement|letter|fatura|conta|factura|cuenta|boleto|boleta|recibo)s? (?:[\\p{L}]+ ){0,3}(?:came|landed|arrived|chegou|veio|llego)|(?:recebi|me llego|me chego|llego|chegou|got|(?:me )?ha llegado|(?:me )?han llegado) (?:a |o |la |el |the |my )?(?:fatura|conta|factura|cuenta|boleto|boleta|recibo|bill|statement)",
);
const PAY_LATER = words(
  "pago (?:pra|para|na|no|el|la|semana|amanha|manana|depois|despues|quando)|(?:la|lo|a|o) pago|(?:will|gonna|i'?ll) pay|not paying|(?:til|till|until) payday|doesn'?t start|dont let me forget|don'?t let me forget|due on|is due|ainda (?:nao|nem)|todavia (?:no|ni)|not (?:paid|yet)|haven'?t paid|(?:tengo|tenemos|hay) que pagarl[ao]|(?:tenho|temos) que pagar|(?:have|need) to pay (?:it|that)",
);
/** Saying one has no money: "tô sem grana", "estoy sin un peso", "i'm broke". */
const NO_MONEY = words(
  "sem (?:grana|dinheiro|um tostao|um real|din|bufunfa)|sin (?:plata|dinero|lana|guita|un peso|un mango|luca|billete)|(?:i'?m|im|i am|so|totally) broke|no money|out of money|zero money|quebrad[oa]|en la lona|lisito|liso|" +
    // "ni un peso ahorrado", "nem um real na conta", "not a penny saved".
    '(?:ni|nem) (?:um|uma|un|una) (?:peso|mango|real|tostao|centavo|centimo|duro|euro|dolar|luca)|not a (?:penny|cent|dime|dollar|pound)',
);
/** Spanish "si" as "if": followed by a word, not by the comma of "sí, ...". */
const SI_IF = /(?<![\p{L}\d])si\s+(?=\p{L})/u;
/** Prices asked or remarked on, and sums: "how much is", "quanto custa", "cuánto cuesta", "costs". */
const PRICE = words(
  // ("school run costs today: parking £3.20, …": "costs" heading a list is a noun.)
  "costs(?!(?:\\s+\\p{L}+)?\\s*[:\\-–—])|costing|custa|custam|custando|cuesta|cuestan|costando|how much (?:is|are|does|do|would|will|should)|quanto (?:e|sai|ta|esta|fica|vale)|cuanto (?:es|sale|esta|vale|cobran)|price of|preco d[eoa]s?|precio de",
);
/** A sum or a question about a number: "what's 15% of 80", "quanto é 20 x 3", "cuánto es 15 por 4". */
const ASKS_A_VALUE = startsWith("whats|what's|what is|quanto e|quanto da|cuanto es|cuanto da|calcula|calculate");
/**
 * "how much" asked, opening the message or closing it before its "?": "quanto rende 10 mil no tesouro?",
 * "10% de 85 dá quanto?", "how much would 3 nights be?". (Questions about one's own money were read before.)
 */
const HOW_MUCH = ALL_PACKS.map((pack) => pack.nothing.howMuch).join('|');
const ASKS_HOW_MUCH = new RegExp(`${startsWith(HOW_MUCH).source}|(?<![\\p{L}\\d])(?:${HOW_MUCH})\\s*\\?+\\s*$`, 'u');
const ENDS_ASKING = /\?+\s*$/u;
/** A share of a number worked out: "18% of 64 is 11.52", "10% de 85", "el 15% de 200". */
// ("whats a 15% tip on 80": a word may name the share.)
const PERCENT_OF = /\d\s*%\s*(?:\p{L}+\s+)?(?:of|de|del|do|da|on|sobre)\s+(?:r\$|us\$|\$|€|£)?\s*\d/u;
/** Money short, said of the purse, not of a purchase: "no me alcanza", "can't afford", "não dá". */
const SHORT_OF_MONEY = /alcanza|afford|nao da|nao chega|no llega/u;
/** "now", said of a price: "eggs are 6 bucks a dozen now", "a pizza tá 60 agora". */
const NOW = words('now|nowadays|these days|agora|hoje em dia|hj em dia|ahora|hoy en dia|hoy dia|actualmente|atualmente');
/** Where one lives: "moro na rua 7, 120", "vivo en la calle 45", "my address is 12 elm st". */
const ADDRESS = words('i live (?:at|on)|my address|moro (?:na|no|em)|meu endereco|vivo en|mi direccion|mi domicilio');
/** An address line: a street's word, its name and its number ("Rua Augusta 45, 2º esq", "Av. Corrientes 1234", "calle 45 # 12-30"). */
const STREET_LINE = /^\s*(?:rua|r\.|av\.?|avda\.?|avenida|calle|c\/|travessa|alameda|jiron)\s+(?:[\p{L}.'-]+\s+){0,4}#?\s*\d+\s*(?:,|#|-|$)/u;
const PRESENT_WORDS = "is|are|'s|ta|tao|esta|estao|estan|anda|andam|andan|sale|salen|sai|saem|vale|valem|valen";
const PRESENT = words(PRESENT_WORDS);
const MONEY_AHEAD = '(?:(?:r\\$|us\\$|\\$|€|£)\\s*)?\\d';
/**
 * A price stated in the present, the amount right after the verb: "gas is 4.89 here", "a gasolina tá
 * 6,29 aqui", "la nafta está a 1.300 el litro". Past tenses ("lunch was 15", "foi 42") are what was
 * paid, and a bare "coffee is 5" may still be a note of one: a remark also says where, per what, or
 * how outrageous (PRICE_REMARK).
 */
const PRICE_NOW = new RegExp(`(?:(?<![\\p{L}\\d])(?<!(?:it|that|this|what|isso|isto|eso|esto)\\s*)(?:${PRESENT_WORDS})|(?<=\\p{L})'s)\\s+(?:(a|at|em|en|por|like|around|about|uns|unos|unas)\\s+)?${MONEY_AHEAD}`, 'u');
/** A level, not a price paid: "the powerball is at 700 million", "a mega tá em 600 milhões", "la luz está en 900". */
const LEVEL_AT = new Set(['at', 'em', 'en', 'a']);
/** Another shop set beside the first: "e no assaí", "y en el éxito", "and at aldi", "vs". */
const ELSEWHERE = words('e no|e na|e em|y en|and at|and in|while at|vs|versus|mientras (?:que )?en|enquanto (?:no|na)');
/** Names of currencies (not slang for amounts such as "conto", "luca"): "o dólar tá 5,80" is a rate. */
const CURRENCY_NAMES = new Set(
  [...currencyWords()].filter(([, ref]) => /^currency:(?:[A-Z]{3}|DOLLAR_WORD|PESO)$/.test(ref)).map(([word]) => word),
);
/** A unit of sale, a place or a reaction beside that price (see NothingWords.priceRemarks). */
const PRICE_REMARK = words(ALL_PACKS.map((pack) => pack.nothing.priceRemarks).join('|'));
/** A price moving to an amount: "rent's going up to 1600", "o gás subiu pra 120", "el arriendo sube a 900". */
/** A present verb, maybe an intensifier, then a remark on the price ("está carísimo", "is so expensive", "tá caro demais"). */
const REMARKED = new RegExp(
  `(?<![\\p{L}\\d])(?:${PRESENT_WORDS})\\s+(?:(?:${ALL_PACKS.map((pack) => pack.nothing.intensifiers).join('|')})\\s+)?(?:${ALL_PACKS.map((pack) => pack.nothing.priceRemarks).join('|')})(?![\\p{L}\\d])`,
  'u',
);
const PRICE_MOVE = new RegExp(`(?<![\\p{L}\\d])(?:${ALL_PACKS.map((pack) => pack.nothing.priceMoves).join('|')})\\s+${MONEY_AHEAD}`, 'u');
const OTHER_PEOPLE = ALL_PACKS.flatMap((pack) => pack.nothing.people).join('|');
const THEIR_BUYING = ALL_PACKS.flatMap((pack) => [...pack.nothing.buying, ...pack.nothing.theirMoney]).join('|');
const DETERMINERS = 'my|our|a|an|the|this|that|meu|minha|meus|minhas|nosso|nossa|o|os|as|um|uma|esse|essa|mi|mis|nuestro|nuestra|el|la|los|las|un|una|ese|esa';
/** Someone else bought it: "my neighbor bought a tesla for 60k", "meu colega comprou", "mi vecino se compró". */
// ("meu irmão foi promovido e agora ganha 12 mil": a few words may come between.)
const OTHERS_BOUGHT = startsWith(`(?:(?:${DETERMINERS}) ){0,2}(?:${OTHER_PEOPLE})(?: [\\p{L}'-]+){0,4}? (?:(?:se|le|les|lhe|lhes|ha|han|has|have) ){0,2}(?:${THEIR_BUYING})`);
/** Someone of the household opening the message, maybe with a word or two after ("my mum", "a minha sogra"). */
// (Kin beyond the household too: "meu irmão gastou 3 mil num celular novo".)
// ("my sister's already spent £300": "'s" for "has".)
/** The household and the rest of the family, as an alternation. */
const KIN_WORDS = [...HOUSEHOLD, ...ALL_PACKS.flatMap((pack) => pack.others.kin)].join('|');
const KIN_SUBJECT = `(?:(?:${DETERMINERS}) ){0,2}(?:${KIN_WORDS}|pololo|polola)(?:'s)?(?: [\\p{L}'-]+){0,2}? `;
/**
 * Family spending their own money: "mum spent 60 quid at the garden centre again", "minha mãe gastou
 * 200 no salão", "mi suegra se gastó 10 mil en la boda". A partner paying a bill is the household's
 * ("my wife paid the electricity 80"): only verbs of spending, not of paying or buying.
 */
// ("mi hermana se fue a cancun y gasto 20 mil": a clause of theirs, then "and" the spending.)
const KIN_SPENT = startsWith(`${KIN_SUBJECT}(?:(?:[\\p{L}'-]+ ){1,4}?(?:and|y|e) )?(?:(?:se|ha|has|have) )?(?:spent|spends|dropped|blew|splurged|lost|gastou|gastaram|torrou|torraram|perdeu|perderam|gasto|gastaron|gastado|perdio|perdieron|pulido|pulio|pulieron|fundido|fundio|fundieron)`);
/** Family winning ("minha mãe ganhou 2 mil num bolão", "mi compadre se ganó 10 mil en la rifa"): theirs, unless given to the user. */
const KIN_WON = startsWith(`${KIN_SUBJECT}(?:(?:se|ha|has|have) )?(?:won|wins|ganhou|ganharam|gano|ganaron|ganado|tirou|saco|sacaron)(?! (?:me|us|nos|pra mim|para mi))`);
/** Family paying, and a word that makes the thing theirs ("do carro dele", "his own", "de su casa"). */
const KIN_PAID = startsWith(`${KIN_SUBJECT}(?:paid|pays|bought|pagou|pagaram|paga|pago|pagaron|comprou|compraram|compro|compraron)`);
/** Household paying, covering or treating, opening the message (the user's money only if not said otherwise: NOT_ON_ME). */
const KIN_TREATED = startsWith(`${KIN_SUBJECT}(?:(?:ha|has|have|me|nos) )?(?:paid|pays|covered|got|bought|pagou|pagaram|paga|pago|pagaron|pagado|bancou|comprou|compro|invito)`);
/**
 * Kin who do not share the user's purse (a parent, a brother, an aunt) paying, opening the message: "a minha mãe pagou 80
 * euros no cabeleireiro", "mi viejo pagó 300 lucas el service del auto". Theirs, unless the user takes part (MY_PART).
 */
const OWN_PURSE_KIN = ALL_PACKS.flatMap((pack) => [...pack.household.people, ...pack.others.kin].filter((who) => !pack.household.partners.includes(who))).join('|');
const KIN_PAID_THEIRS = startsWith(`(?:(?:${DETERMINERS}) ){0,2}(?:${OWN_PURSE_KIN})(?: [\\p{L}'-]+){0,2}? (?:(?:ha|has|have) )?(?:paid|pays|covered|pagou|pagaram|pago|pagaron|pagado|bancou|lent|loaned|emprestou|presto)(?![\\p{L}\\d])`);
const NOT_ON_ME = packWords('notOnMe');
/** After something said, a charge made or a payment: "… e cobrou 135€", "… and charged me 80", "… y me cobró 50". */
const CHARGED_THEN = words('(?:e|and|y) (?:me )?(?:cobrou|cobro|charged|paguei|pague|i paid)');
const THEIR_OWN = words('dele|dela|deles|delas|theirs|hers|his own|her own|their own|his new|her new|their new|(?:for|on) (?:his|her|their) \\p{L}+|de el|de ella|suyo|suya|su propio|su propia|su nuevo|su nueva');
/**
 * Family's pay, in the present: "o meu pai recebe 700 de reforma", "mi papá recibe 350 lucas de
 * pensión", "my sister earns 60k". Theirs, unless it is given to the user ("gives me", "me manda").
 */
const EARNS_NOW = 'earns|makes|ganha|ganham|gana|ganan|recebe|recebem|recibe|reciben';
const KIN_EARNS = startsWith(`${KIN_SUBJECT}(?:${EARNS_NOW}|gets|cobra)(?! me)(?![\\p{L}\\d])`);
/** And in the past: "meu pai recebeu a aposentadoria hj, 1.412", "mi viejo cobró la jubilación, 350 lucas" (unless it came to the user). */
const KIN_EARNED = startsWith(`(?:${KIN_SUBJECT}|(?:(?:${DETERMINERS}) ){0,2}(?:${OTHER_PEOPLE})(?: [\\p{L}'-]+){0,2}? )(?:recebeu|receberam|cobrou|cobro|cobraron|recibio|recibieron|got paid|was paid|earned)(?! me)(?![\\p{L}\\d])`);
/**
 * Anyone named earning, in the present: "o neymar ganha quanto por mês?", "my boss makes 200k", "el
 * youtuber gana 10 mil al mes". What they earn stays theirs, unless it comes to the user.
 */
const NAMED_EARNS = startsWith(`(?:(?:${DETERMINERS}) )?[\\p{L}'-]+(?: [\\p{L}'-]+)? (?:${EARNS_NOW})(?! me)(?![\\p{L}\\d])`);
/** Verbs of earning in the third person (NothingWords.theirMoney minus lending and owing): what is earned stays theirs. */
/** Getting, said of someone else: they got it ("my boss got a 10k bonus"); with "me" it is the user's. */
const GOT = words('got|gets');
/** Someone named, then what they earned (past): "sarah got paid", "o joão ganhou", "el pedro cobró". */
const NAMED_EARNED = startsWith(`(?:(?:${DETERMINERS}) )?[\\p{L}'-]+(?: [\\p{L}'-]+)? (?:earned|made|got paid|was paid|won|ganhou|recebeu|faturou|gano|cobro|recibio)`);
/** Their own work or thing: "for her logo job", "pelo trabalho dele", "por su trabajo". */
/** Money given to someone else, said with them first: "a mi hermano le dieron un bonazo", "pro meu primo deram 500". */
const GIVEN_TO_THEM = startsWith(
  `(?:a|al|pro|pra|ao|para) (?:(?:${DETERMINERS}) ){0,2}(?:${KIN_WORDS}|${OTHER_PEOPLE})(?: [\\p{L}'-]+){0,2}? (?:(?:le|les|lhe|lhes) )?(?:dieron|pagaron|depositaron|regalaron|mandaron|deram|pagaram|depositaram|mandaram)(?![\\p{L}\\d])`,
);
const FOR_THEIR_OWN = words('(?:for|on) (?:her|his|their) [\\p{L}]+|pel[oa] [\\p{L}]+ (?:dele|dela|deles|delas)|por su [\\p{L}]+');
const THEIR_EARNING = words('earns|earned|makes|made|won|wins|ganha|ganham|ganhou|ganharam|recebe|recebem|recebeu|gana|ganan|gano|ganaron|recibe|recibio|cobra|cobran');
/** Spanish buying for oneself in the third person: "mis papás se compraron una casa", "se gastó 2 mil". */
const BOUGHT_FOR_THEMSELVES = words('se (?:(?:ha|han) )?(?:compro|compraron|comprado|gasto|gastaron|gastado|regalo|regalaron|regalado|pillo|pillaron|pillado|agarro|agarraron)');
/** A purchase that did not happen, and wishes (NothingWords.notBought, .wishes): see isVoided. */
const NOT_BOUGHT = new RegExp(`(?<![\\p{L}\\d])(?:${ALL_PACKS.map((pack) => pack.nothing.notBought).join('|')})(?![\\p{L}\\d])`, 'gu');
/** After a purchase denied, "but little": "nem comprei nada direito", "didn't buy much", "no compré gran cosa". */
const BOUGHT_LITTLE = /^\s+(?:nada direito|quase nada|muita coisa|grande coisa|much|anything much|a lot|gran cosa|casi nada|mucho)(?![\p{L}\d])/u;
const WISH = new RegExp(`(?<![\\p{L}\\d])(?:${ALL_PACKS.map((pack) => pack.nothing.wishes).join('|')})(?![\\p{L}\\d])`, 'gu');
/**
 * The user takes part: "my friend bought me lunch", "meu irmão comprou pra mim", "mi amigo y yo
 * pagamos", or what was bought is the user's: "a neighbour bought my lawnmower" (a sale).
 */
// "a mí", "para mí", not "a mi amiga" (to my friend).
/** The money was not the user's, said outright; unless the user's own spending is said too. */
const NOT_MY_MONEY = words("not my money|not mine|wasn'?t my money|not (?:on )?my card|nao (?:foi|e) (?:no )?meu cartao|no (?:fue|es) (?:con )?mi tarjeta|nao (?:e|era|foi) (?:meu dinheiro|meu)|no (?:es|era|fue) (?:mi plata|mi dinero|mio|mia)");
const MY_SPENDING = words('i (?:paid|spent|bought)|paguei|gastei|comprei|pague|gaste|compre');
const FIRST_PERSON = words("i|i'?ve|i'?d|me|myself|mine|eu|mim|comigo|yo|conmigo|pra mim|para mim|(?:para|a) mi(?! (?!me |te )\\p{L})");
const MINE = words('my|meu|minha|meus|minhas|mi|mis');
/**
 * The user taking part in the money ("split it with me", "i paid half", "eu dei 20"), not only talking ("i can't even",
 * "i've said nothing to his mother").
 */
// ("agora pede-me dinheiro": the user asked or told, no part of the money; "pagou-me" is.)
const MY_PART = words(
  "(?<!(?:pede|pedem|pediu|pedia|diz|disse|perguntou|pergunta|liga|ligou)-)me|myself|mine|mim|comigo|conmigo|pra mim|para mim|(?:para|a) mi(?! (?!me |te )\\p{L})|" +
    "(?:i|i'?ve|i'?d|we|eu|yo|nos)(?: [\\p{L}']+){0,2} (?:paid|pay|spent|spend|bought|buy|sent|gave|lent|owe|covered|chipped|split|put|went for|grabbed|ordered|booked|paguei|gastei|comprei|mandei|dei|emprestei|coloquei|botei|pague|gaste|compre|mande|di|preste|puse)",
);

/** Someone of the household ("my wife", "minha mãe") is named before `at`: their paying is the household's. */
function isHouseholdPaying(analysis: Analysis, at: number): boolean {
  return analysis.tokens.some((t) => t.start < at && t.kind === 'word' && HOUSEHOLD.has(t.norm));
}

/** A price remarked on ("gas is 4.99 a gallon here"), or a currency's rate ("o dólar tá 5,80"). */
function isPriceRemark(analysis: Analysis): boolean {
  // "el alquiler en madrid está carísimo, 1.200 por un piso", "rent is so expensive here, 2k for a
  // studio": how dear something is, then its price (with no payment stated, see the caller).
  if (REMARKED.test(analysis.folded) && analysis.amounts.every((a) => opensItsClause(analysis, a.first))) return true;
  const price = PRICE_NOW.exec(analysis.folded);
  if (!price) return isRate(analysis);
  if (PRICE_REMARK.test(analysis.folded)) return true;
  // "is at 700 million": a level, when it is the only money said ("gas is at 4.89, filled up for 50" paid 50).
  if (LEVEL_AT.has(price[1] ?? '') && analysis.amounts.filter((a) => !a.isSoftQuantity).length === 1) return true;
  return analysis.tokens.some((t) => t.start < price.index && t.kind === 'word' && CURRENCY_NAMES.has(t.norm));
}

/** The amount at token `first` opens its clause ("…, 2k for a studio"), where "…, filled the tank 250" has a verb first. */
function opensItsClause(analysis: Analysis, first: number): boolean {
  const start = analysis.tokens[first]?.start ?? 0;
  const before = analysis.folded.slice(0, start);
  const clause = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('.')) + 1);
  return /^[\s$€£]*$/u.test(clause.replace(/r\$|us\$/gu, ''));
}

/**
 * A currency's rate: the currency named as what the sentence is about, its value a few words on: "o
 * dólar fechou a 5,40 hoje", "the euro closed at 1.08", "el dólar blue cerró en 1.250". Not a shop
 * named after one ("the dollar store was 12").
 */
const RATE_ARTICLES = new Set(['the', 'o', 'a', 'el', 'la']);
const RATE_REACH = 4;
function isRate(analysis: Analysis): boolean {
  const tokens = analysis.tokens;
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  return tokens.some((t, k) => {
    if (t.kind !== 'word' || !CURRENCY_NAMES.has(t.norm) || !RATE_ARTICLES.has(tokens[k - 1]?.norm ?? '')) return false;
    if (tokens[k + 1]?.kind === 'word' && matchLexicon([t.norm, tokens[k + 1]?.norm ?? ''], analysis.language)?.length === 2) return false;
    return money.length > 0 && money.every((a) => a.first > k && a.first <= k + RATE_REACH);
  });
}

/**
 * Money seen but not spent, or only wished for: "vi uma tv de 3.000 mas não comprei", "almost bought
 * a 400 drone", "casi compro una chamarra de 1500", "i wish i had 5k", "ojalá tuviera 10 palos". A
 * purchase that did not happen voids its own words, a wish the rest of its clause; the message
 * records nothing unless what is left still says money went somewhere ("queria comprar pão e gastei
 * 50", "didn't get the receipt but paid 40", "ojalá no me cobren de nuevo, pagué 300 de luz").
 */
function isVoided(analysis: Analysis): boolean {
  const folded = analysis.folded;
  const spans: [number, number][] = [];
  for (const match of folded.matchAll(NOT_BOUGHT)) {
    // "parking 12 because the machine didn't take cards": the reason's negation; "nem comprei nada
    // direito": bought, but little.
    const end = match.index + match[0].length;
    const isOther = !REFERS_BACK.test(folded.slice(end)) && isOtherSentence(analysis, match.index);
    if (!isReasonAfterMoney(analysis, match.index) && !BOUGHT_LITTLE.test(folded.slice(end)) && !isOther) spans.push([match.index, end]);
  }
  for (const match of folded.matchAll(WISH)) {
    const end = match.index + match[0].length;
    const clauseEnd = CLAUSE_BREAK.exec(folded.slice(end));
    spans.push([match.index, clauseEnd ? end + clauseEnd.index : folded.length]);
  }
  if (spans.length === 0) return false;
  const kept = wordsOutside(analysis, spans);
  // A cue inside a shop's name says nothing: "saw a tv at best buy for 899 but didn't get it".
  for (let tries = 0; tries < 3; tries += 1) {
    const cue = detectType(kept);
    if (cue === undefined || cue.isWeak) return true;
    // "quase comprei a passagem de 1.200 mas o site caiu": a verb of money with no money in its clause.
    // ("mercado pago devolveu o valor do pedido cancelado, 89 reais": the amount alone after the clause is the refund's money.)
    if (!isInName(kept, cue.position, analysis.language)) return !hasMoneyInClause(analysis, cue.position, cue.type === 'expense' || cue.isRefund) && !(cue.isRefund && endsOnItsAmount(analysis));
    kept[cue.position] = '';
  }
  return false;
}

/** A word after the negation that points back at what was priced: "not buying them", "não comprei isso". */
const REFERS_BACK = /^\s+(?:it|them|that|those|these|one|any|lo|la|los|las|eso|esto|isso|isto|aquilo)(?![\p{L}\d])/u;
/** The words of the sentence holding the character at `at`. */
function sentenceWords(analysis: Analysis, at: number): string[] {
  const sentence = sentenceAt(analysis.tokens, at);
  return sentence === undefined ? [] : wordsOfSentence(analysis.words, sentenceNumbers(analysis.tokens), sentence);
}

/**
 * "my boss is 50 and has never bought a coffee in his life. bus to work 2.60, coffee 3.80": a sentence with no money,
 * beside sentences that each name what they priced, is about something else ("didn't buy the jacket. it was £80" prices
 * the jacket).
 */
function isOtherSentence(analysis: Analysis, at: number): boolean {
  const sentenceOf = sentenceNumbers(analysis.tokens);
  const sentence = sentenceAt(analysis.tokens, at);
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity && !isNonMoneyNumber(analysis, a));
  if (sentence === undefined || money.length === 0 || money.some((a) => sentenceOf[a.first] === sentence)) return false;
  return [...new Set(money.map((a) => sentenceOf[a.first]!))].every((n) => matchLexicon(wordsOfSentence(analysis.words, sentenceOf, n), analysis.language) !== undefined);
}

const CLAUSE_BREAKS = new RegExp(CLAUSE_BREAK.source, 'gu');
/** The clause (between breaks: commas, "but", "so") of the word at `at` holds an amount. */
function hasMoneyInClause(analysis: Analysis, at: number, pricedAfter = false): boolean {
  const start = analysis.tokens[at]?.start ?? 0;
  let from = 0;
  let to = analysis.folded.length;
  // ("finally bought the trainers i've been eyeing, £95 from jd sports": for a purchase, the next clause opening on the
  // amount is its price, and for a refund its money; "quase comprei a passagem mas o site caiu, 1200" tells what came in.)
  let priceAfter = -1;
  for (const m of analysis.folded.matchAll(CLAUSE_BREAKS)) {
    if (m.index + m[0].length <= start) from = m.index + m[0].length;
    else if (m.index > start) {
      to = m.index;
      if (pricedAfter && m[0] === ',') priceAfter = m.index + 1;
      break;
    }
  }
  return analysis.amounts.some((a) => {
    const s = analysis.tokens[a.first]?.start ?? -1;
    return !a.isSoftQuantity && ((s >= from && s < to) || (priceAfter > 0 && s >= priceAfter && analysis.folded.slice(priceAfter, s).trim() === ''));
  });
}

/** The message ends on a clause of one amount and nothing else ("…, 89 reais"). */
function endsOnItsAmount(analysis: Analysis): boolean {
  const last = analysis.amounts.at(-1);
  if (!last || last.isSoftQuantity) return false;
  const before = analysis.tokens[last.first - 1];
  const rest = analysis.tokens.slice(last.last + 1);
  return before?.kind === 'sym' && /[,;:]/u.test(before.norm) && rest.every((t) => t.kind !== 'word' && t.kind !== 'num');
}

/** The message's words with those inside the spans (positions of `folded`) blanked. */
function wordsOutside(analysis: Analysis, spans: readonly (readonly [number, number])[]): string[] {
  return analysis.words.map((word, i) => {
    const start = analysis.tokens[i]?.start ?? -1;
    return spans.some(([from, to]) => start >= from && start < to) ? '' : word;
  });
}

/** A payment or an income is stated by words outside the patterns' matches. */
function isStatedBeyond(analysis: Analysis, ...patterns: RegExp[]): boolean {
  const spans = patterns.flatMap((pattern) => [...analysis.folded.matchAll(new RegExp(pattern.source, 'gu'))].map((m) => [m.index, m.index + m[0].length] as const));
  const cue = detectType(wordsOutside(analysis, spans).filter(Boolean));
  return cue !== undefined && !cue.isWeak;
}

/** What a treat covers when it covers everything: "pagou tudo", "invitó la cuenta", "got the tab". */
const WHOLE_BILL = new Set('everything all it tab bill round tudo todo toda todos conta cuenta rodada ronda'.split(' '));

/**
 * "… vuelo 2,340, hotel 1,680 y mole 185. mi prima me invitó unas tlayudas": someone treating the user to a thing, in a
 * sentence of its own with no money, after a story of amounts, leaves those amounts the user's ("… o joão pagou tudo"
 * still covers them all).
 */
function isTreatAside(analysis: Analysis, treat: RegExpExecArray, money: readonly AmountMention[]): boolean {
  const sentenceOf = sentenceNumbers(analysis.tokens);
  const at = sentenceAt(analysis.tokens, treat.index);
  if (at === undefined || money.length < 2 || money.some((a) => sentenceOf[a.first] === at)) return false;
  const end = treat.index + treat[0].length;
  const named = analysis.words.filter((w, k) => w !== '' && sentenceOf[k] === at && analysis.tokens[k]!.start >= end);
  return matchLexicon(named, analysis.language, 'expense') !== undefined && !named.some((w) => WHOLE_BILL.has(w));
}

/** The word at `at` is part of a two-word name in the lexicons ("best buy", "pague menos"). */
function isInName(said: readonly string[], at: number, lang: Analysis['language']): boolean {
  const before = said[at - 1] ? matchLexicon(said.slice(at - 1, at + 1), lang) : undefined;
  const after = said[at + 1] ? matchLexicon(said.slice(at, at + 2), lang) : undefined;
  return before?.length === 2 || after?.length === 2;
}


/**
 * A price quoted, not paid: "encanador pediu 380 pra trocar o registro, achei caro", "el plomero me
 * pasó un presupuesto de 120 lucas, ni loco", "the garage quoted me 600 for the clutch".
 */
const QUOTE = packWords('quotes');
const STOCK_LEFT = packWords('stockLeft');
const ORDER_LATE = packWords('orderLate');
/** An order's number: four digits or more, with no thousands mark ("89.900" is money). */
const ORDER_NUMBER = /^\d{4,}$/u;
/** Asking a price: the amount right after the verb ("pediu 380 pra trocar", "wants 600 to fix it"; "pediu uma pizza 45" ordered one). */
const ASKED_PRICE = new RegExp(
  `(?<![\\p{L}\\d])(?:pediu|pediram|pede|pedem|pidio|pidieron|pide|piden|wants|want|wanted|asked for|asks for|is asking|are asking|quer|quiere|quieren|queria|cobraria|would charge)\\s+${MONEY_AHEAD}`,
  'u',
);
/** Accepting or paying a quote (or at an old price) makes it spending: "aceitei o orçamento de 380", "paid the 600 he quoted". */
const TOOK_QUOTE = new RegExp(
  `(?<![\\p{L}\\d])(?<!(?:not|never|didn'?t|nao|no|nunca) )(?:paid|paguei|pague|pagamos|accepted|aceitei|acepte|aceptamos|fechei|cerre)(?![\\p{L}\\d])`,
  'u',
);
/**
 * Money promised to the user, not yet paid: "jake is supposed to pay me back 40 next week", "o joão
 * fica de me pagar os 50", "quedó en devolverme 20 lucas".
 */
const PROMISED = packWords('promised');
/**
 * A price seen, not paid: "saw tesco doing strawberries 2 for 3 quid", "vi las zapas a 150.000 en
 * dexter": seeing, then a price said with "at/for/a/por". Seeing a film is watching it ("saw a movie
 * for 15", "vi um filme no cinema 30" were paid).
 */
const SAW = startsWith("saw|i saw|just saw|i'?ve seen|vi|eu vi|yo vi|vi que|he visto|hemos visto|vimos");
const PRICE_SEEN = new RegExp(`(?<![\\p{L}\\d])(?:at|for|a|por|de|of|en|em|doing|going for|selling for|priced at)\\s+(?:only\\s+|just\\s+|solo\\s+|so\\s+)?${MONEY_AHEAD}`, 'u');
const BROWSING = startsWith('olhando|to olhando|tô olhando|estou olhando|tava olhando|looking at|was looking at|checking out|browsing|mirando|estoy mirando|estaba mirando|viendo precios|estoy viendo|ando viendo|ando mirando|estou vendo|to vendo|tô vendo');
/** Someone's price, in the present, the amount right after: "cobra 60 por un corte", "vende los tamales a 25" (not "me cobra"). */
const THEY_CHARGE = new RegExp(
  `(?<![\\p{L}\\d])(?<!(?:^|[^\\p{L}])(?:me|te|nos|le|yo|eu)\\s)(?:(?:ta|tava|esta|estava|estao|estan|estaba) )?(?:cobra|cobran|vende|venden|cobrando|vendendo|vendiendo)\\s+(?:(?:[\\p{L}]+\\s+){0,2}(?:a|at|for|por|like|uns|unos)\\s+)?${MONEY_AHEAD}`,
  'u',
);
/**
 * A shop's price on offer, said by someone who bought nothing: "dunnes has the big tin of roses for €9 this week
 * fyi", "el chino de la esquina tiene la coca a 2.500 ahora", "o atacadão tá com a carne a 39": having or
 * selling something, a few words, then the price after "for/at/a/por".
 */
const THEY_OFFER = new RegExp(
  `(?<![\\p{L}\\d])(?<!(?:^|[^\\p{L}])(?:i|we|eu|yo|nos|nosotros)\\s)(?:has|have got|has got|tiene|tienen|tem|ta com|esta com|tao com|estao com)\\s+(?:[\\p{L}]+\\s+){1,5}(?:for|at|a|por|on sale for)\\s+${MONEY_AHEAD}`,
  'u',
);
const WATCHED = words('movies?|films?|filmes?|pelis?|peliculas?|shows?|plays?|concerts?|gigs?|games?|jogos?|partidos?|obras?|musicals?|musicais|musicales');
/**
 * A lottery's jackpot: "powerball jackpot is 800 million tonight", "mega da virada tá 600 milhões", "el
 * baloto va en 15 mil millones". Nothing was won unless it says so (WON: "acertei a quadra na mega").
 */
const LOTTERY = packWords('lotteries');
const BILLIONS = words('billions?|bilhao|bilhoes|mil millones|billon|billones');
const MILLIONS = words('millions?|milhao|milhoes|millon|millones|billions?|bilhao|bilhoes|bi|mil millones');
const WON = words('won|win|wins|winning|ganhei|ganhamos|acertei|acertamos|ganhou|gane|ganamos|me (?:ha )?tocado|me toco|nos toco|nos ha tocado');
/**
 * A score: two small numbers against each other with a match named ("flamengo 3x1 no vasco, que
 * jogo", "4-2 in extra time, what a game"), no currency and no price per item ("2 ingressos pro
 * jogo, 15 cada" is a purchase; "lyft 14 to the game and 19 back" two rides).
 */
const MATCH = words('jogo|jogao|partida|partidazo|partido|game|match|gol|golaco|goal|goals|classico|clasico|derby|final|campeonato|liga|fixture');
const EACH = words('cada|each|ingressos?|entradas?|tickets?|boletos?');
const SCORE = /(?<![\d.,])\d{1,2}\s*(?:x|-)\s*\d{1,2}(?![\d.,%])/u;
function isScore(analysis: Analysis): boolean {
  const { amounts, folded } = analysis;
  if (EACH.test(folded) || amounts.some((a) => a.currency !== null || a.hasDecimals)) return false;
  // "lakers won 112 to 108", "ganamos 98 a 95": points after a verb of winning, however many.
  if (POINTS_WON.test(folded)) return true;
  if (amounts.some((a) => Number(a.amount) > 20)) return false;
  if (MATCH.test(folded)) return SCORE.test(folded) || SIDES_SCORE.test(folded);
  // "flamengo 2x1 palmeiras", "mengão 2x0 hj", "boca 1 river 1", "colo colo 2 - u de chile 0":
  // names that are no product or shop, each with its goals.
  const isName = (name: string) => !matchLexicon(name.trim().split(/\s+/u), analysis.language);
  // ("u de chile 1 - colo colo 0": with a dash between the sides, one of them a name is enough; "café 5 - pão 3" is a list.)
  const dashed = DASHED_SIDES_SCORE.exec(folded);
  if (dashed !== null && [dashed[1], dashed[2]].some((name) => isName(name ?? ''))) return true;
  const teams = TEAMS_SCORE.exec(folded) ?? SIDES_SCORE.exec(folded) ?? ONE_SIDE_SCORE.exec(folded);
  return teams !== null && teams.slice(1).every((name) => name === undefined || isName(name));
}
const SIDES_SCORE = /^\s*(\p{L}+(?: \p{L}+){0,3})\s+\d\s*-?\s*(\p{L}+(?: \p{L}+){0,3})\s+\d(?!\d|[.,]\d)/u;
const DASHED_SIDES_SCORE = /^\s*(\p{L}+(?: \p{L}+){0,3})\s+\d\s*-\s*(\p{L}+(?: \p{L}+){0,3})\s+\d(?!\d|[.,]\d)/u;
const ONE_SIDE_SCORE = /^\s*(\p{L}{3,})\s+\d{1,2}\s*x\s*\d{1,2}(?![\d.,])/u;
const POINTS_WON = /(?<![\p{L}\d])(?:won|beat|lost|ganhou|ganhamos|venceu|perdeu|perdemos|gano|ganamos|perdio|perdimos|vencio)\s+(?:by\s+|de\s+|por\s+)?(?:\d{1,3}\s*(?:to|a|x|-)\s*\d{1,3}|\d{1,2} \d{1,2})(?![\d.,])/u;
const TEAMS_SCORE = /(?:^|[\s,])(\p{L}{3,})\s+\d{1,2}\s*x\s*\d{1,2}\s+(\p{L}{3,})/u;
/**
 * What something used to cost: "quando eu era miúdo um gelado custava 50 cêntimos", "cuando chico el
 * completo costaba 500", "back in 2010 a pint was £2.80", "antigamente o pão era 10 centavos".
 */
const USED_TO_COST = packWords('usedToCost');
const NEIGHBOURS_SOLD = packWords('neighboursSold');
const LEFT_IN_ACCOUNT = packWords('leftInAccount');
const JOB_PAYS = packWords('jobPays');
/**
 * Money not arrived yet: "still waiting on the 80 refund", "o estorno de 299 ainda não caiu", "el
 * reembolso de 29,99 aún no me ha llegado", "ainda estão a processar o reembolso", "el reintegro
 * tarda 10 días". It records nothing unless money out was stated ("paid 40 for parking, still
 * waiting on the refund").
 */
const PENDING = packWords('pending');
/** An invoice or a quote sent, which moves no money by itself. */
const SENT_PAPER = words(
  'sent (?:(?:the|a|my|our) )?(?:(?:client|customer|customers|them|him|her) )?(?:an?|the|my|our) (?:invoice|bill|quote|estimate)|' +
    'mandei (?:a|uma|o) (?:fatura|nota|cobranca|orcamento)|enviei (?:a|uma|o) (?:fatura|nota|cobranca|orcamento)|' +
    'mande (?:la|una|el) (?:factura|cuenta|cotizacion|presupuesto)|envie (?:la|una|el) (?:factura|cuenta|cotizacion|presupuesto)',
);
/**
 * A question between two prices: "pego o plano de 49,90 ou o de 79,90?", "tomo el plan de 15.990 o el
 * de 22.990?", "the 40 or the 60 one?". Choosing is not paying.
 */
const OR_WORDS = new Set(['or', 'ou', 'o']);
function isChoiceAsked(analysis: Analysis): boolean {
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  if (money.length !== 2 || !ENDS_ASKING.test(analysis.folded)) return false;
  const [first, second] = money as [Analysis['amounts'][number], Analysis['amounts'][number]];
  return analysis.words.slice(first.last + 1, second.first).some((w) => OR_WORDS.has(w));
}
/** Asked in disbelief, of a price: "who is buying that", "quem compra isso", "quién paga eso". */
const WHO_PAYS = packWords('whoPays');
/** Talk about money that is nobody's here: homework, rates, the minimum wage ("el sueldo mínimo quedó en 500 mil"). */
const NOT_MINE_TOPIC = packWords('notMineTopics');
const JOKES = packWords('jokes');
/**
 * A price judged: "50 quid for a haircut is actually criminal", "500 pesos por un corte de pelo es un
 * robo", "acho que pagar 30 num corte é muito". With no payment stated, an opinion.
 */
const JUDGED = packWords('judged');
/** Taken back as a joke, then denied: "spent 100 today... jk i didnt spend a dime", "gastei 100... brincadeira, não gastei nada". */
const RETRACTED = packWords('retracted');
/** Nothing but laughter, emoji and punctuation left: the message ends there. */
const ENDS_AFTER = /^(?:[\s\p{P}\p{S}\p{Extended_Pictographic}]|k{2,}|(?:ha){2,}h?|(?:ja){2,}|(?:rs)+|lol|lmao)*$/u;
const DENIED = words("didn'?t|did not|not|nao|no|nada|na|nothing|nem");
/** Cancelled before it was paid: "pedi um ifood de 60 mas cancelei antes de pagar", "cancelled it before it went through". */
const CANCELLED_UNPAID = packWords('cancelledUnpaid');
/** A bet with someone on what is still to be played: "bet my buddy 20 bucks the eagles win", "apostei 50 com o léo que o flamengo ganha". */
const BET_WITH = /(?<![\p{L}\d])(?:bet|bets|betted|wagered|apost[\p{L}]*|apuest[\p{L}]*|le aposte)(?![\p{L}\d]).*(?<![\p{L}\d])(?:com|con|with|al|a mi|my|me|you|ya|cmg|comigo|conmigo|contigo|a que)(?![\p{L}\d]).*(?<![\p{L}\d])(?:ganha|gana|win|wins|perde|pierde|lose|loses|ganhar|ganar)(?![\p{L}\d])/u;
/** A bet offered on what is still to happen: "a tenner says city win the league", "i bet you 20 he's late", "aposto 10 que chove". */
const BET_SAYS = /(?<![\p{L}\d])(?:(?:a |an )?(?:tenner|fiver|\d+ (?:bucks|quid|dollars|euros|pounds)) says|i bet (?:you |ya )?(?:\$|€|£)?\d+|aposto (?:(?:r\$|€)\s*)?\d+ (?:(?:reais|euros|conto|paus) )?(?:que|como)|(?:te )?apuesto (?:\$|€)?\d+ (?:(?:pesos|euros|lucas|varos) )?(?:a que|que))(?![\p{L}\d])/u;
/** Money in a game or a piggy bank: "perdi 2 mil moedas no fifa", "monopoly night", "37 quid in the piggy bank", "30 lucas en la alcancía". */
const PLAY_MONEY = packWords('playMoney');
const IN_GAME = packWords('inGame');
/** Buying the game itself: "bought monopoly for the kids". */
const BOUGHT_IT = words('bought|buy|purchased|ordered|comprei|compramos|comprou|compre|compro|compraron|pedi');
const PIGGY_BANK = packWords('piggyBanks');
const HOLDS = words("has|have|there'?s|got|tem|juntou|juntei|guardou|tiene|junto|ahorro|lleva|(?:ta|esta|ficou) com|(?:esta|quedo|anda) con|is|'s");
/** Paying as a thought, not a deed ("acho que pagar 30 num corte é muito", "paying 50 for that is mad"). */
const TO_PAY = words('pagar|gastar|to pay|paying|to spend|spending|pay|spend');
/** Pay hoped for, God willing: "el viernes me pagan 1.300.000 si dios quiere". */
const HOPED = packWords('hoped');
/** Said by someone else: "a cliente falou que pagou 400", "the fella says a new one is 4 grand", "le dije que sale 15 mil". */
const REPORTED = packWords('reported');
/** A recipe's measures: "a receita pede 200g de farinha", "the recipe calls for 2 cups". */
const RECIPE_SAYS = packWords('recipeSays');

/** A shop's offer: "tesco doing 3 for 2 on wine", "no carrefour tá 3 por 10 o iogurte". */
const DEAL = /(?<![\p{L}\d.,])\d{1,2}\s*(?:for|por|x)\s*\d{1,2}(?![\d.,])/u;
/** The same offer with its price's currency: "2 for £5 on the meal deals", "3 por r$10". */
const PRICED_DEAL = /(?<![\p{L}\d.,])\d{1,2}\s*(?:for|por)\s*(?:[£$€]|r\$)\s*\d{1,2}(?![\d.,])/u;
const DEAL_WORDS = words('doing|on offer|offer|deal|promo|promocao|promocion|oferta|ta|esta|tem|tiene|this week|fyi');
/** A score said for a side: "2x1 pro mengão", "3-0 pro flu". */
const SCORE_FOR = /^\s*\d{1,2}\s*(?:x|-|a)\s*\d{1,2}\s+(?:pro|pra|para el|pal|for|to)\s+\p{L}/u;

/** Tickets going on sale: "tickets go on sale friday at 10am, 89 each", "as vendas abrem sexta", "la boletería abre el viernes". */
const ON_SALE_SOON = packWords('onSaleSoon');

const OPENING_HOURS = startsWith('what time|until what time|till what time|what are the hours|(?:a )?que horas?|(?:a )?que hora|hasta que hora|ate que horas');

const OUTRAGE = packWords('outrage');
/**
 * A price per one or per unit ("avocados were 2.99 EACH at safeway", "lo que sale el kilo de asado"): a level when it is the
 * only money said ("2 x odeon tickets £12.99 each and popcorn was £7" bought both).
 */
const PER_ONE = new RegExp(`(?<![\\p{L}\\d])(?:${ALL_PACKS.flatMap((pack) => [pack.nothing.perUnit, ...pack.quantities.each]).join('|')})(?![\\p{L}\\d])`, 'u');
/** What the user had to do, and did: "had to get a taxi", "tuve que pagar", "tive que pegar um uber". */
const HAD_TO = words("had to|i had to|tuve que|tive que|tivemos que|tuvimos que");
const CHARGING = new Set(['charging', 'charges', 'cobrando', 'cobra', 'cobran']);
const REFUSAL = packWords('refusals');
const THEIR_TREAT = packWords('theirTreat');
const NOT_LET_PAY = packWords('notLetPay');
const FREE = packWords('free');
/** A tip of nothing: "left me 0 tip", "me dejó 0 de propina", "0 de gorjeta". */
const ZERO_TIP = new RegExp(`(?<![\\d.,])0\\s*(?:(?:de|in)\\s+)?(?:${[...TIPS].join('|')})(?![\\p{L}])`, 'u');
const PER_UNIT = new RegExp(`^\\s*(?:${ALL_PACKS.map((pack) => pack.nothing.perUnit).join('|')})(?![\\p{L}\\d])`, 'u');
const COST_TO_OTHERS = packWords('costToOthers');
/** Money lent to the user, said with paying it back: "o thiago me emprestou 100, devolvo semana q vem", "sam lent me 50, i'll pay him back friday". */
const BORROWED = packWords('borrowed');
const REPAYING = packWords('repaying');
const ASKS_OTHERS = packWords('asksOthers');
/** A currency's exchange rate quoted (NothingWords.exchangeRate): "el blue está a 1.430". */
const EXCHANGE_RATE = new RegExp(`${EXCHANGE_RATE_SAID}\\d`, 'u');
const REQUESTED = packWords('requested');
/** Bought for a day to come: "for the job tmrw", "pra festa de amanhã", "para la fiesta del sábado". */
const FOR_LATER = new Set(['for', 'pra', 'para', 'pro', 'pras', 'pros']);
const FOR_REACH = 4;
/** What is still to be done, not bought: "need 50 for the trip tomorrow", "vou precisar de 80 pra amanhã". */
const STILL_TO_DO = new Set('need needs needed gonna going will must have preciso precisa precisamos vou vamos necesito necesita necesitamos voy tengo tenho hay'.split(' '));
const SO_FAR = packWords('soFar');
/** Money that came ("caiu", "came in", "me lo devolvieron"): what was asked for is no longer only asked for. */
const CAME = words('caiu|chegou|entrou|came in|came through|came thru|arrived|landed|got it|llego|entro|cayo|me (?:lo |la )?devolvieron|devolveram|me devolveu|me (?:lo |la )?pagaron|me pagou|paid (?:me|it|up)|pagou|me (?:lo |la )?(?:passou|paso|mandou|mando|deu|dio|emprestou|presto|transfirio|transferiu)|sent (?:it|me)|lent me|gave me');
const FALLS_DUE = packWords('fallsDue');
/** The head of a list of things not bought, and things said not bought yet (NothingWords.listHeadings, .notBoughtYet). */
const LIST_HEADINGS = packWords('listHeadings');
const NOT_BOUGHT_YET = packWords('notBoughtYet');
/** The most words a list's head has before its colon or line end. */
const HEADING_WORDS = 6;

/**
 * "xmas ideas: mum candle 25, dad whisky 40", "presentes pra comprar: pai 100", "costco vs sams: hot dog 1.50 vs 1.38":
 * a list under a head that says it is not bought; or "… sis book 15. not bought yet". ("weekly shop: milk 2, bread 1.50"
 * was bought.)
 */
function isUnboughtList(analysis: Analysis): boolean {
  const folded = analysis.folded;
  const end = folded.search(/[:\n]/u);
  const heading = end < 0 ? '' : folded.slice(0, end);
  if (heading && heading.split(/\s+/u).filter(Boolean).length <= HEADING_WORDS && LIST_HEADINGS.test(heading) && !MY_SPENDING.test(folded)) return true;
  return NOT_BOUGHT_YET.test(folded) && !MY_SPENDING.test(folded);
}

/** A period gone by, and what it cost then (NothingWords.lastPeriod). */
const LAST_PERIOD = packWords('lastPeriod');
const COST_THEN = words('was|were|came to|foi|veio|deu|saiu|fue|salio|vino|llego|era|eran|me salio');

/**
 * "it was 98 last month", "o mês passado foi 61", "la semana pasada lo mismo me salió 70 lucas": what something cost in a
 * period gone by, with nothing named and no paying said, is a comparison ("paguei a luz do mês passado, 61" was paid).
 */
export function isLastPeriodCompared(analysis: Analysis, isStated = isStatedType(analysis)): boolean {
  const folded = analysis.folded;
  if (isStated || !LAST_PERIOD.test(folded) || !COST_THEN.test(folded)) return false;
  const said = analysis.words.filter((w, k) => w && !analysis.dateTokens.has(k));
  return matchLexicon(said, analysis.language) === undefined;
}

function isStatedType(analysis: Analysis): boolean {
  const cue = detectType(analysis.words.filter(Boolean));
  return cue !== undefined && !cue.isWeak;
}

/** Money expected, not come (NothingWords.toCome). */
const TO_COME = packWords('toCome');
/** Money moved between the user's own accounts (NothingWords.ownTransfer). */
const OWN_TRANSFER = packWords('ownTransfer');
const INSTITUTION_EARNED = packWords('institutionEarned');
const FUNDRAISING = packWords('fundraising');
const ATTEMPTS = packWords('attempts');
/** A purchase that did not happen (NOT_BOUGHT), tested once. */
const FAILED = new RegExp(NOT_BOUGHT.source, 'u');
/** The price's level: per a unit, where, or these days ("a dozen", "o litro", "aqui", "now"), or "a 6,29". */
const PRICE_LEVEL = new RegExp(
  `(?<![\\p{L}\\d])(?:now|right now|these days|here|around here|agora|hoje em dia|aqui|ahora|hoy en dia|aca|a dozen|a gallon|per gallon|a litre|a liter|o litro|el litro|la docena|a duzia|por mes|de renda|de alquiler)(?![\\p{L}\\d])|(?<![\\p{L}\\d])(?:a|is|are|ya esta|ja esta|ja ta|esta|ta) \\$?\\d`,
  'u',
);

/**
 * Someone else's pay, named as theirs: "o salário da minha irmã subiu pra 5 mil", "my sister's salary is
 * 60k", "el sueldo de mi viejo" (a partner's is the household's). With no payment of the user's said beyond it,
 * nothing to record.
 */
const PAY_NOUNS = 'salario|salarios|salary|sueldo|wage|wages|paycheck|ordenado|bonus|bono|pension|aposentadoria|jubilacion|reforma';
/** A partner's pay comes into the household ("my husband's salary went in today, 3,100"). */
const PARTNERS = new Set('husband hubby wife wifey partner marido esposa esposo mulher companheiro companheira pareja'.split(' '));
const SOMEONE = `(?:${[...HOUSEHOLD].filter((who) => !PARTNERS.has(who)).join('|')}|${OTHER_PEOPLE})`;
const THEIR_PAY = new RegExp(
  `(?<![\\p{L}\\d])(?:(?:${PAY_NOUNS}) (?:da|do|de|del|of) (?:(?:minha|meu|mi|my|la|el|a|o|the|his|her|their) )?${SOMEONE}|${SOMEONE}'?s (?:${PAY_NOUNS})|` +
    // ("mate's getting a 5k bonus, so jealous": someone else getting pay.)
    `${SOMEONE}(?:'s| is| was)? (?:getting|got|gets) (?:(?:a|an|his|her|their) )?(?:[\\d.,]+k? )?(?:${PAY_NOUNS}))(?![\\p{L}\\d])`,
  'u',
);

/**
 * "my boss has never bought a coffee in his life. bus to work 2.60, coffee 3.80": someone else's spending told in one
 * sentence, and money in another sentence that tells nobody else's.
 */
function hasMoneyOfMyOwn(analysis: Analysis): boolean {
  const sentenceOf = sentenceNumbers(analysis.tokens);
  if (sentenceOf.at(-1) === 0) return false;
  // (Money said plainly, with its currency or cents, beside the thing it bought: "a CHAIR. 900." repeats theirs.)
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity && (a.currency !== null || a.hasDecimals) && !isNonMoneyNumber(analysis, a));
  const withMoney = new Set(money.map((a) => sentenceOf[a.first]!));
  const others = range(0, sentenceOf.at(-1)!).filter((n) => isSomeoneElsesPurchase(textOfSentence(analysis.tokens, sentenceOf, n, analysis.folded)));
  const namesItsThing = (n: number) => matchLexicon(wordsOfSentence(analysis.words, sentenceOf, n), analysis.language) !== undefined;
  return others.length > 0 && [...withMoney].some((n) => !others.includes(n) && namesItsThing(n));
}

/**
 * "my flatmate paid 1,200 for her flights to australia lol. she's going for 3 weeks", "his mate works in supervalu and gets
 * 11.50 an hour": every sentence with money opens on someone outside the household, and the user is nowhere in them.
 */
function isAllOthersMoney(analysis: Analysis): boolean {
  const sentenceOf = sentenceNumbers(analysis.tokens);
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  if (money.length === 0) return false;
  return [...new Set(money.map((a) => sentenceOf[a.first]!))].every((n) => {
    const words = wordsOfSentence(analysis.words, sentenceOf, n);
    // ("my brother finally paid back the 200 i lent him": money coming to the user.)
    return opensOnSomeoneElse(words, analysis.language, false) && !isUserBeforeMoney(analysis, sentenceOf, n, money) && detectType(words)?.type !== 'income';
  });
}

/**
 * The user is in the sentence before its last money ("my brother paid me back 40", "pagou-me 50"); after it, a remark
 * ("my brother pays about 1,200 so i feel grand", "… and is still texting me about it").
 */
export function isUserBeforeMoney(analysis: Analysis, sentenceOf: readonly number[], sentence: number, money: readonly AmountMention[]): boolean {
  const lastMoney = Math.max(...money.filter((a) => sentenceOf[a.first] === sentence).map((a) => a.first));
  return analysis.words.some((w, k) => k < lastMoney && sentenceOf[k] === sentence && (USER_WORDS.has(w) || /-(?:me|nos)$/u.test(w)));
}

export function isSomeoneElsesPurchase(folded: string): boolean {
  if ((KIN_SPENT.test(folded) || KIN_WON.test(folded)) && !MY_PART.test(folded)) return true;
  // "o meu pai pagou 400 pela reparação do carro dele": what they paid was for their own thing.
  if (KIN_PAID.test(folded) && THEIR_OWN.test(folded) && !FIRST_PERSON.test(folded)) return true;
  // "my wife paid the electric bill, so that one's on her not me", "boyfriend got the takeaway, his treat": not the user's money.
  if (KIN_TREATED.test(folded) && NOT_ON_ME.test(folded)) return true;
  if (KIN_PAID_THEIRS.test(folded) && !MY_PART.test(folded)) return true;
  if (KIN_EARNS.test(folded) || (NAMED_EARNS.test(folded) && !FIRST_PERSON.test(folded) && !MINE.test(folded))) return true;
  if (GIVEN_TO_THEM.test(folded) && !MY_PART.test(folded)) return true;
  const kinEarned = KIN_EARNED.exec(folded);
  if (kinEarned && !FIRST_PERSON.test(folded.slice(kinEarned[0].length))) return true;
  // "sarah got paid 2k for her logo job", "o joão ganhou 500 pelo trabalho dele": someone's pay for their own work.
  if (NAMED_EARNED.test(folded) && FOR_THEIR_OWN.test(folded) && !FIRST_PERSON.test(folded) && !MINE.test(folded)) return true;
  const bought = OTHERS_BOUGHT.exec(folded);
  // "o patrão pagou a quinzena": the user's pay, not the boss's purchase.
  if (bought !== null) {
    const rest = folded.slice(bought[0].length);
    // ("meu chefe ganhou 30 mil de bônus", "my boss got a 10k bonus": what they earn or get is theirs, whatever it is called.)
    const earned = THEIR_EARNING.test(bought[0]) || GOT.test(bought[0]);
    return !MY_PART.test(folded) && !MINE.test(rest) && (earned || !namesPay(rest.split(/[^\p{L}\d]+/u).filter(Boolean)));
  }
  const themselves = BOUGHT_FOR_THEMSELVES.exec(folded);
  return themselves !== null && !FIRST_PERSON.test(folded) && !MINE.test(folded.slice(themselves.index));
}

/**
 * A recipe: measures under a heading ("receita: 200g de farinha...") or with cooking ("2 cups rice,
 * 3.5 cups water, simmer for 18 min", "2 tazas de harina..., horno a 180 grados"). Its numbers are
 * quantities: with no currency said (and, beside cooking, no payment), nothing is recorded; so are measures
 * with a kitchen's unit among them. "oven repair 120" and "receita: 500 do freela" (income, in Portuguese) name no measure.
 */
const RECIPE = /^\s*(?:recipe|receita|receta|ingredients|ingredientes)(?:\s+(?:for|of|do|da|de|del|pra|para)\s+[\p{L}\s]{1,30}?)?\s*:/u;
const COOKING = words('simmer|boil|bake|preheat|stir|whisk|oven|ferva|ferver|forno|assar|asse|mexa|misture|horno|hornear|hervir|hierve|revolver|batir|mezclar|mezcla');
const MEASURE = /\d\s*(?:cups?|tbsp|tsp|tablespoons?|teaspoons?|g|gr|grams?|kg|ml|l|oz|lbs?|xicaras?|xics?|colher(?:es)?|gramas?|litros?|tazas?|cucharad(?:a|ita)s?|gramos?)(?![\p{L}\d])/u;
/** Units only a kitchen measures in: two measures or more, one of them in such a unit, are a recipe even with no cooking said. */
const KITCHEN_UNIT = /\d\s*(?:cups?|tbsp|tsp|tablespoons?|teaspoons?|xicaras?|xics?|colher(?:es)?|tazas?|cucharad(?:a|ita)s?)(?![\p{L}\d])|(?<![\p{L}\d])(?:cups?|xicaras?|tazas?) (?:de |of )/u;
const MEASURES = new RegExp(MEASURE.source, 'gu');
function isRecipe(analysis: Analysis, isStated: boolean): boolean {
  if (analysis.amounts.some((a) => a.currency !== null) || !MEASURE.test(analysis.folded)) return false;
  // ("tamales: 1 kg de masa, 250 g de manteca, 1/2 taza de caldo, 20 hojas de maiz".)
  const isMeasuredOut = !isStated && KITCHEN_UNIT.test(analysis.folded) && [...analysis.folded.matchAll(MEASURES)].length >= 2;
  return RECIPE.test(analysis.folded) || (!isStated && COOKING.test(analysis.folded)) || isMeasuredOut;
}

/** `user`: the user's currency and phone country, which say what a small amount can buy. */
export function isNotATransaction(analysis: Analysis, user?: Pick<EngineContext, 'preferredCurrency' | 'country'>): boolean {
  const folded = analysis.folded;
  const hasMoney = analysis.amounts.some((a) => !a.isSoftQuantity);
  if (startsWithDeletion(analysis)) return true;
  if (!hasMoney && (NEGATION.test(folded) || PLAN.test(folded))) return true;
  // "bus pass renewed, it's free for me now": free, with no amount, is nothing paid.
  if (!hasMoney && FREE.test(folded)) return true;
  // "sin un peso", "sem um real": the only money said is the money one does not have.
  const noMoney = NO_MONEY.exec(folded);
  if (noMoney && analysis.amounts.every((a) => isInside(analysis, a.first, noMoney))) return true;
  if (YES_NO_QUESTION.test(folded) && folded.includes('?')) return true;
  if (BILL.test(folded) && COMES_DUE.test(folded)) return true;
  if (BILL_CAME.test(folded) && PAY_LATER.test(folded) && !TOOK_QUOTE.test(folded)) return true;
  if (hasOnlyNonMoneyNumbers(analysis)) return true;
  if (ASKS_A_VALUE.test(folded)) return true;
  if ((isSomeoneElsesPurchase(folded) && !hasMoneyOfMyOwn(analysis)) || (THEIR_PAY.test(folded) && !isStatedBeyond(analysis, THEIR_PAY))) return true;
  if (isAllOthersMoney(analysis)) return true;
  // "my roommate dropped like $300 at costco yesterday lmao, not my money tho": said outright.
  // ("el banco me reversó el cobro q no era mío": a charge that was not the user's, given back, is a refund.)
  if (NOT_MY_MONEY.test(folded) && !MY_SPENDING.test(folded) && detectType(analysis.words.filter(Boolean))?.type !== 'income') return true;
  if (isVoided(analysis)) return true;
  const cue = detectType(analysis.words.filter(Boolean));
  const isStated = cue !== undefined && !cue.isWeak;
  const wordTokens = analysis.tokens.filter((t) => t.kind === 'word');
  const cueToken = cue ? wordTokens[cue.position] : undefined;
  if (isRecipe(analysis, isStated) || isUnboughtList(analysis) || isLastPeriodCompared(analysis, isStated)) return true;
  // Stock counted, or an order not come, with no money said: nothing moved.
  // (An order's number is long: "the order was 45 and still hasn't shown up" says what it cost.)
  const bare = analysis.amounts.every((a) => a.currency === null && !a.hasDecimals && !a.hasMultiplier);
  const numbersOnly = bare && analysis.amounts.every((a) => ORDER_NUMBER.test(analysis.tokens[a.numberIndex]?.norm ?? ''));
  if (!TOOK_QUOTE.test(folded) && ((bare && !isStated && STOCK_LEFT.test(folded)) || (numbersOnly && ORDER_LATE.test(folded)))) return true;
  if (NEIGHBOURS_SOLD.test(folded) && !hasMoneyOfMyOwn(analysis)) return true;
  // ("the new job pays 60k, start in january": what a job pays, said of the job, with no money of the user's beside it.)
  if (JOB_PAYS.test(folded) && !hasMoneyOfMyOwn(analysis) && analysis.amounts.filter((a) => !a.isSoftQuantity).length === 1) return true;
  // ("2 weeks till payday and 60 quid left in the account": every amount a balance left.)
  const priced = analysis.amounts.filter((a) => !a.isSoftQuantity);
  const saidAfter = (a: AmountMention, k: number) => {
    const end = analysis.tokens[a.last]?.end ?? 0;
    const next = priced[k + 1];
    return folded.slice(end, Math.min(end + 32, next ? (analysis.tokens[next.first]?.start ?? folded.length) : folded.length));
  };
  // ("saldo na conta: 2.345,67", "savings at 8,200 now": every amount a balance named.)
  const saidBefore = (a: AmountMention, k: number) => {
    const start = analysis.tokens[a.first]?.start ?? 0;
    const previous = priced[k - 1];
    return folded.slice(Math.max(previous ? (analysis.tokens[previous.last]?.end ?? 0) : 0, start - SAID_BEFORE_REACH), start);
  };
  if (OWN_TRANSFER.test(folded)) return true;
  // ("o reembolso do IRS deve vir pra semana, uns 400": money expected; "should have come through, 80 in" came.)
  if (TO_COME.test(folded) && !CAME.test(folded)) return true;
  if (priced.length > 0 && priced.every((a, k) => LEFT_IN_ACCOUNT.test(saidAfter(a, k)) || BALANCE_NAMED.test(saidBefore(a, k)) || isHeldInAccount(analysis, a))) return true;
  // ("a restituição vai ser de 1.200", "i'm due a 312 refund": every amount what is still to come.)
  if (priced.length > 0 && priced.every((a, k) => WILL_BE.test(saidBefore(a, k)) || GIFT_EXCHANGE_LIMIT.test(saidBefore(a, k)))) return true;
  if ((QUOTE.test(folded) || USED_TO_COST.test(folded) || (!isStated && ASKED_PRICE.test(folded))) && !TOOK_QUOTE.test(folded)) return true;
  if (PROMISED.test(folded) || (!isStated && SAW.test(folded) && PRICE_SEEN.test(folded) && !WATCHED.test(folded))) return true;
  // "olhando passagem pra recife, 1.100 ida e volta, caro dms": browsing prices, nothing bought.
  if (!isStated && BROWSING.test(folded)) return true;
  // "12 reais num café no shopping?? tô chocada": a price asked back in disbelief.
  if (!isStated && OUTRAGE.test(folded) && /\?\s*\?/u.test(folded)) return true;
  // "la de al lado cobra 60 por un corte, qué morro", "la señora vende los tamales a 25": someone's price.
  // ("ta cobrando 50 o corte, paguei": their price, paid.)
  if (!FIRST_PERSON.test(folded) && !MY_SPENDING.test(folded) && (THEY_CHARGE.test(folded) || (!isStated && THEY_OFFER.test(folded)))) return true;
  // ("sent the client an invoice for 1,200, waiting on them to pay": a paper sent, no money.)
  if (PENDING.test(folded) && (!isStated || cue.type === 'income' || SENT_PAPER.test(folded))) return true;
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  // (In its own clause: "a gasolina tá cara, enchi o tanque 250" paid.)
  const judged = JUDGED.exec(folded);
  if (judged && money.every((a) => !CLAUSE_BREAK.test(between(folded, analysis.tokens[a.first]?.start ?? 0, judged.index))) && !isStatedBeyond(analysis, JUDGED, TO_PAY)) return true;
  const retracted = RETRACTED.exec(folded);
  // ("acabei de comprar uma ferrari de 3 milhoes kkkkk mentira", "spent 500 on shoes lol jk": taken back at the very end.)
  if (retracted && (DENIED.test(folded.slice(retracted.index)) || ENDS_AFTER.test(folded.slice(retracted.index + retracted[0].length)))) return true;
  if (CANCELLED_UNPAID.test(folded) && money.length === 1) return true;
  if (BET_WITH.test(folded) || BET_SAYS.test(folded) || HOPED.test(folded) || RECIPE_SAYS.test(folded)) return true;
  // ("bought monopoly for the kids 25" bought the game.)
  if ((PLAY_MONEY.test(folded) && money.every((a) => a.currency === null) && !BOUGHT_IT.test(folded)) || IN_GAME.test(folded)) return true;
  if (PIGGY_BANK.test(folded) && HOLDS.test(folded)) return true;
  // "taylor swift made over 2 billion on the eras tour": nobody's own money is counted in billions.
  if (money.length > 0 && money.every((a) => Number(a.amount) >= 1_000_000_000) && BILLIONS.test(folded)) return true;
  // "tipped 0 on a 40 min drive", "0 de gorjeta": nothing moved; nor with a zero tip beside other numbers ("table 12 left me 0 tip on a 90 bill").
  if (money.every((a) => Number(a.amount) === 0) && analysis.tokens.some((t) => t.kind === 'num' && t.norm === '0')) return true;
  if (ZERO_TIP.test(folded)) return true;
  const reported = REPORTED.exec(folded);
  // ("o mecânico disse que eram as pastilhas e cobrou 135€": what was said, then a charge made, is money paid.)
  const isReportedMoney = (m: RegExpExecArray) =>
    money.length > 0 &&
    money.every((a) => (analysis.tokens[a.first]?.start ?? -1) > m.index) &&
    !CHARGED_THEN.test(folded.slice(m.index + m[0].length, analysis.tokens[money[0]!.first]?.start ?? folded.length));
  if (reported && isReportedMoney(reported) && !FIRST_PERSON.test(folded.slice(0, reported.index)) && !isStatedBeyond(analysis, new RegExp(`${reported[0]}.*$`, 'u'))) return true;
  if (!isStated && (isChoiceAsked(analysis) || SCORE_FOR.test(folded) || (DEAL_WORDS.test(folded) && ((DEAL.test(folded) && money.every((a) => a.currency === null)) || PRICED_DEAL.test(folded))))) return true;
  // "a conta deu 300 pra 6 e o joão pagou tudo", "nos invitó mi jefe": someone outside the household
  // paid. ("picked up the tab for everyone, 120": said with no subject, it was the user.)
  // "my bf paid 120 for dinner and wouldnt let me chip in", "mi novio pagó la cena y no me dejó poner nada".
  if (NOT_LET_PAY.test(folded)) return true;
  const treat = THEIR_TREAT.exec(folded);
  if (treat && /[\p{L}\d]/u.test(folded.slice(0, treat.index)) && !isHouseholdPaying(analysis, treat.index) && !FIRST_PERSON.test(folded.slice(Math.max(0, treat.index - 12), treat.index)) && !isStatedBeyond(analysis, THEIR_TREAT) && !isTreatAside(analysis, treat, money)) return true;
  // "a lady tried to pay her 900 euro vet bill in coins", "um cliente quer pagar 200 por uma embraiagem".
  // ("i tried to pay 50 but the card failed": the user's own attempt, when it failed.)
  const attempt = ATTEMPTS.exec(folded);
  const isTheirs = (at: number) => !FIRST_PERSON.test(folded.slice(0, at)) || FAILED.test(folded);
  if (attempt && isTheirs(attempt.index) && !isStatedBeyond(analysis, ATTEMPTS, FAILED)) return true;
  // "o thiago me emprestou 100, devolvo semana q vem": a loan to the user said with its repayment is a debt noted.
  const borrowed = BORROWED.exec(folded);
  if (borrowed && REPAYING.test(folded.slice(borrowed.index))) return true;
  // "sarah's wedding cost her parents 30 grand", "a empresa lucrou 2 bi": someone else's money.
  if ((COST_TO_OTHERS.test(folded) && !isStatedBeyond(analysis, COST_TO_OTHERS)) || (INSTITUTION_EARNED.test(folded) && !FIRST_PERSON.test(folded))) return true;
  // "petrol was 1.79 a litre", "a carne tá 45 o quilo": a price per unit, the only number, nothing bought.
  if (!isStated && (isUnitPriceOnly(analysis) || (user !== undefined && isFuelPrice(analysis, user)))) return true;
  // "our church raised $12,000 for the roof", "a igreja arrecadou 15 mil": money raised for a cause.
  if (FUNDRAISING.test(folded) && !isStatedBeyond(analysis, FUNDRAISING)) return true;
  // "a $7 latte?? no thanks", "vi unas zapatillas a 120 lucas, ni en pedo las pago": a price refused.
  if (REFUSAL.test(folded) && !isStatedBeyond(analysis, REFUSAL)) return true;
  // Their own words may sound like money moving ("who is buying that", "as vendas abrem", "el sueldo mínimo").
  if ((WHO_PAYS.test(folded) || ON_SALE_SOON.test(folded)) && !isStatedBeyond(analysis, WHO_PAYS, ON_SALE_SOON)) return true;
  if (JOKES.test(folded)) return true;
  if (NOT_MINE_TOPIC.test(folded) && !FIRST_PERSON.test(folded) && !MINE.test(folded) && !isStatedBeyond(analysis, NOT_MINE_TOPIC)) return true;
  // "my boss is paying for lunch tomorrow": no amount, and a day still to come.
  if (!hasMoney && analysis.dates.some((d) => d.dayNumber > analysis.today)) return true;
  // A jackpot is millions; "10 no euromilhões" is a bet.
  const isJackpot =
    LOTTERY.test(folded) && !WON.test(folded) && analysis.amounts.length > 0 && (MILLIONS.test(folded) || analysis.amounts.every((a) => Number(a.amount) >= 1_000_000));
  // (The winning in "won 112 to 108" is the match's.)
  if ((!isStated || POINTS_WON.test(folded)) && isScore(analysis)) return true;
  if (!isStated && isJackpot) return true;
  if (isWorldQuestion(analysis, isStated)) return true;
  if (!isStated && ((ASKS_HOW_MUCH.test(folded) && ENDS_ASKING.test(folded)) || PERCENT_OF.test(folded))) return true;
  // "lent my car to joão": lending without money is lending a thing.
  if (!hasMoney && cue?.isLoan) return true;
  if (ADDRESS.test(folded) || (STREET_LINE.test(folded) && analysis.amounts.every((a) => a.currency === null))) return true;
  // "what time does the big tesco shut on sundays", "a que horas fecha o mercado": opening hours.
  if (!hasMoney && OPENING_HOURS.test(folded)) return true;
  // ("paguei a renda do mês, 850 euros, custa sempre": paid, then a sigh; "custa 35, ainda tenho de pagar" is to pay.)
  const price = PRICE.exec(folded);
  const paidBefore = (at: number) => isStated && cue.type === 'expense' && (cueToken?.start ?? Infinity) < at;
  // ("gas is 4.99 now": the present said of the money, not "deu 650 reais, graças a deus ele tá bem agora".)
  const before = (a: AmountMention, reach: number) => folded.slice(Math.max(0, (analysis.tokens[a.first]?.start ?? 0) - reach), analysis.tokens[a.first]?.start ?? 0);
  const presentOfMoney = money.some((a) => PRESENT.test(before(a, 24)) || NOW.test(before(a, 10)));
  // ("vets 68, pets at home 23.50 … this cat costs a fortune": after a list of amounts, a sigh at what things cost.)
  const sighAfterList = (at: number) => !/^(?:how|quanto|cuanto)/u.test(folded.slice(at)) && money.filter((a) => (analysis.tokens[a.first]?.start ?? 0) < at).length >= 2 && money.every((a) => (analysis.tokens[a.first]?.start ?? 0) < at);
  if ((price && !paidBefore(price.index) && !sighAfterList(price.index)) || (!isStated && NOW.test(folded) && presentOfMoney)) return true;
  if (!isStated && (PRICE_MOVE.test(folded) || isPriceRemark(analysis) || EXCHANGE_RATE.test(folded))) return true;
  // "no atacadão o fardo tá 39,90 e no assaí 36,50", "en el d1 el aceite está a 14.900 y en el éxito a 18.500": prices compared.
  if (!isStated && money.length >= 2 && ELSEWHERE.test(folded) && PRICE_NOW.test(folded)) return true;
  // "$7 for a dozen eggs at kroger now, insane", "gasolina a 6,29 no posto aqui, tá de sacanagem": a
  // price seen at its level, with outrage, and no payment said.
  // ("tesco charging 1.10 for ONE cucumber now, absolute joke": a shop charging, not the user charged.)
  const shopCharges = cueToken !== undefined && CHARGING.has(cueToken.norm) && analysis.words[(cue?.position ?? 0) + 1] !== 'me';
  // ("had to get a taxi home …, 38 euro for a 15 min drive. daylight robbery": done, then the outrage.)
  // ("3 jagerbombs at 6 each smh": things counted at a price each were bought.)
  const isLevel = PRICE_LEVEL.test(folded) || (money.length === 1 && !analysis.amounts.some((a) => a.isSoftQuantity) && PER_ONE.test(folded));
  if ((!isStated || shopCharges) && OUTRAGE.test(folded) && isLevel && !HAD_TO.test(folded)) return true;
  const notHappened = NOT_HAPPENED.exec(folded);
  // ("bus to work 2.60, coffee 3.80. my boss has never bought a coffee in his life": what someone else never did.)
  // ("el micro 14, unas gorditas 45 y el gas 620, neta no me alcanza": after a list of what was spent, money short is a lament;
  // "tomatoes 4.99 and eggs 7. didnt buy anything" still bought nothing.)
  const lament = notHappened !== null && sighAfterList(notHappened.index) && SHORT_OF_MONEY.test(folded.slice(notHappened.index, notHappened.index + 24));
  if (notHappened && !lament && !isReasonAfterMoney(analysis, notHappened.index) && !(isOtherSentence(analysis, notHappened.index) && opensOnSomeoneElse(sentenceWords(analysis, notHappened.index), analysis.language))) {
    if (!isStated || !cueToken) return true;
    const end = notHappened.index + notHappened[0].length;
    const between = folded.slice(Math.min(end, cueToken.start), cueToken.start);
    const gap = wordTokens.filter((t) => t.start >= end && t.start < cueToken.start && !NEGATION_FILLER.has(t.norm)).length;
    if (cueToken.start >= notHappened.index && gap === 0 && !CLAUSE_BREAK.test(between)) return true;
  }
  // A date after today is a plan ("mañana pago el alquiler") unless a purchase was stated first.
  // ("screwfix £47.60 fixings for the job tmrw", "bolo 80 pra festa de amanhã": bought now, for a day to come.)
  const forLater = (start: number) => {
    const before = wordTokens.filter((t) => t.start < start).slice(-FOR_REACH);
    const amountBefore = money.some((a) => (analysis.tokens[a.last]?.end ?? Infinity) <= start);
    return amountBefore && before.some((t) => FOR_LATER.has(t.norm)) && !wordTokens.some((t) => t.start < start && STILL_TO_DO.has(t.norm));
  };
  const future = analysis.dates.find((d) => d.dayNumber > analysis.today && !forLater(d.start))?.start;
  // (Asking others, "alguma ideia de presente até uns 200?", "en cuánto andan los vochos usados?", and a charge
  // falling due, "el permiso de circulación son 180 lucas y vence en marzo", are plans too.)
  // (Money asked for, "pedí el reembolso a falabella de los 24.990", and a running total, "so far this week i've spent like 200", too.)
  // ("pedi reembolso da passagem e caiu hoje, 420": what was asked for, come.)
  const asked = REQUESTED.exec(folded);
  const requested = asked && !CAME.test(folded.slice(asked.index + asked[0].length)) ? REQUESTED : undefined;
  const said = firstMatch(folded, FUTURE, NOT_YET, SI_IF, SE_IF, OPINION, OPINION_OR_QUOTE, ASKS_OTHERS, FALLS_DUE, SO_FAR, ...(requested ? [requested] : []));
  const marker = future === undefined ? said : said === undefined ? future : Math.min(said, future);
  if (marker === undefined || isDebtNamingAmount(analysis, money, marker)) return false;
  if (isLaterAside(analysis, money, marker)) return false;
  // "spotify 9.99, hulu 14.99 smh i need to cancel some of these": after a list and a pause, what to
  // cancel next voids none of it ("rent 1200, need to pay it friday" is still to pay).
  if (isCancelAfterList(analysis, money, marker)) return false;
  if (!cue?.isLoan && isOwedAside(analysis, money, marker)) return false;
  // A loan said with its repayment ("lent sam 50, he pays me back friday") is a debt noted.
  if (!isStated || cue.isLoan) return true;
  // "pago semana que vem", "lo pago el viernes": the present of paying with a day to come is a plan.
  const wordsBetween = cueToken ? wordTokens.filter((t) => t.start > cueToken.start && t.start < marker).length : Infinity;
  if (cueToken && PRESENT_PAY.has(cueToken.norm) && cueToken.start < marker && wordsBetween <= 2 && !CLAUSE_BREAK.test(folded.slice(cueToken.start, marker))) return true;
  // ("o cliente falou q me paga os 900 semana q vem", "me pagan el 15 la otra semana": paying the user, in the present, with a time to come.)
  const paysMeLater = PAYS_ME_NOW.exec(folded);
  if (paysMeLater && paysMeLater.index < marker && !CLAUSE_BREAK.test(folded.slice(paysMeLater.index, marker))) return true;
  // ("trying to save 5k for a house deposit": a cue read inside the plan's own words is the plan's.)
  return cueToken === undefined || cueToken.start >= marker;
}

/**
 * "recargué el abono 20€ q ya no me quedaban viajes", "lunch 14 because i didn't have breakfast":
 * a negation in a reason given after the money negates the reason, not the payment.
 */
const REASON = words(['q', 'que', ...ALL_PACKS.flatMap((pack) => pack.clauses.reasons)].join('|'));
function isReasonAfterMoney(analysis: Analysis, negation: number): boolean {
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  const last = money[money.length - 1];
  const end = last ? (analysis.tokens[last.last]?.end ?? Infinity) : Infinity;
  return end <= negation && REASON.test(analysis.folded.slice(end, negation));
}

/** A price per unit is the message's only number, and no quantity of that unit comes before it. */
function isUnitPriceOnly(analysis: Analysis): boolean {
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity);
  if (money.length !== 1 || analysis.tokens.filter((t) => t.kind === 'num').length !== 1) return false;
  // (Or after the whole amount: "5 mil la hora".)
  const after = (index: number) => analysis.folded.slice(analysis.tokens[index]?.end ?? 0);
  // (Or after the money's name, the unit read into the amount: "subió 30 pesos el litro".)
  const { numberIndex, last } = money[0]!;
  if (![numberIndex, numberIndex + 1, last].some((index) => index <= last && PER_UNIT.test(after(index)))) return false;
  // ("kilo y medio de bistec a 220 el kilo", "um quilo e meio de alcatra a 50 o kg": a unit said before the price is the quantity bought.)
  return !analysis.words.slice(0, money[0]!.first).some((word) => QUANTITY_UNITS.has(word));
}
/**
 * "Gas is $3.19 at the Speedway", "gasóleo a 1,72 na galp", "gasolina a 6 reais": fuel and, as the only amount,
 * one below what any fill-up costs in the user's money: the price of a litre or a gallon, nothing bought (not
 * with the litres bought said, "gasolina a 24,50 el litro, 40 litros").
 */
const FUEL = new Set('gas petrol diesel gasolina gasoleo gasoil nafta bencina combustivel combustible etanol alcool'.split(' '));
/** After the fuel's word, a place that sells other things too ("petrol station sandwich 4"). */
const FUEL_PLACES = new Set('station stations pump posto estacion bomba'.split(' '));
const FILLED = new Set('filled topped put pumped abasteci enchi coloquei botei eche cargue llene puse'.split(' '));
// (Not pesos of Colombia, where a gallon costs what a small fill-up does.)
const FILL_UP_AT_LEAST: Readonly<Record<string, number>> = { USD: 10, GBP: 5, EUR: 5, BRL: 15, MXN: 40, ARS: 2500, CLP: 2000 };
function isFuelPrice(analysis: Analysis, user: Pick<EngineContext, 'preferredCurrency' | 'country'>): boolean {
  // ("at the Speedway on Route 33": a label's number is no money.)
  const money = analysis.amounts.filter((a) => !a.isSoftQuantity && !isNonMoneyNumber(analysis, a, true));
  const only = money[0];
  if (money.length !== 1 || !only || !analysis.words.slice(0, only.first).some((w, k) => FUEL.has(w) && !FUEL_PLACES.has(analysis.words[k + 1] ?? '')) || analysis.words.some((w) => FILLED.has(w) || QUANTITY_UNITS.has(w))) return false;
  const ceiling = FILL_UP_AT_LEAST[resolveCurrency(only.currency ?? user.preferredCurrency, user.preferredCurrency, user.country)];
  return ceiling !== undefined && Number(only.amount) < ceiling;
}
const QUANTITY_UNITS = new Set(
  `kg kgs kilo kilos quilo quilos g gr grams gramas gramos lb lbs pound pounds libra libras l lt litro litros litre litres liter liters
   gallon gallons galon galones dozen duzia docena metro metros meter meters metre metres garrafa garrafas botella botellas bottle bottles`.split(/\s+/),
);

/** The present of paying, which says a plan beside a day to come ("pago semana que vem", "lo pago el viernes"). */
const PRESENT_PAY = new Set(['pago', 'pagamos', 'pay']);
/** Someone paying the user, in the present: "me paga", "me pagan", "pays me". */
const PAYS_ME_NOW = /(?<![\p{L}])(?:me (?:paga|pagam|pagan|deposita|depositan|transfiere|transferem|manda|mandam|mandan)|(?:pays|sends|transfers) me)(?![\p{L}])/u;
const CANCELLING = new Set('cancel cancelling unsubscribe quit cut cancelar cancela cancelo cortar corto desassinar parar'.split(' '));
function isCancelAfterList(analysis: Analysis, money: readonly { last: number }[], marker: number): boolean {
  const last = money[money.length - 1];
  const end = last ? (analysis.tokens[last.last]?.end ?? Infinity) : Infinity;
  if (money.length < 2 || end > marker || !/[,;.!?]|\p{Extended_Pictographic}|(?<![\p{L}\d])smh(?![\p{L}\d])/u.test(analysis.folded.slice(end, marker + 1))) return false;
  return analysis.tokens.some((t) => t.kind === 'word' && t.start >= marker && CANCELLING.has(t.norm));
}

/** Money moving is a transaction still, unless there is no amount and someone else did it ("who won the cup"). */
function isWorldQuestion(analysis: Analysis, isStated: boolean): boolean {
  if (!WORLD_QUESTION.test(analysis.folded) || analysis.amounts.some((a) => a.currency !== null)) return false;
  const isAsked = analysis.folded.includes('?') || analysis.tokens.some((t) => t.kind === 'num' && YEAR.test(t.norm));
  if (analysis.amounts.some((a) => !a.isSoftQuantity)) return !isStated && isAsked;
  return isAsked || WHO.test(analysis.folded);
}

/** The text between two positions, whichever comes first. */
function between(text: string, a: number, b: number): string {
  return text.slice(Math.min(a, b), Math.max(a, b));
}

/**
 * "almoço no tasco 9,50, café 0,70 e uma nata, 1,20. o patrão quer-nos lá às 8 amanhã", "a consulta foi 45€. marcou-me a
 * próxima para março": a plan or a day to come in a sentence after all the money (said with its currency, cents or
 * "mil"), with no money and no verb of money of its own, is another matter ("rent 1200. due friday", "flights 230. might
 * book tomorrow" are the money's plan; so is what is not paid yet or was asked for).
 */
function isLaterAside(analysis: Analysis, mentions: readonly AmountMention[], marker: number): boolean {
  const money = mentions.filter((a) => !isNonMoneyNumber(analysis, a, true));
  if (money.length === 0 || money.some((a) => a.currency === null && !a.hasDecimals && !a.hasMultiplier)) return false;
  const sentenceOf = sentenceNumbers(analysis.tokens);
  const at = analysis.tokens.findIndex((t) => t.end > marker);
  const sentence = sentenceOf[at];
  if (at < 0 || sentence === undefined) return false;
  const isAside = (from: number) => {
    const rest = analysis.folded.slice(analysis.tokens[from]!.start);
    const words = analysis.words.filter((w, k) => w && k >= from);
    return !NOT_YET.test(rest) && !REQUESTED.test(rest) && !FALLS_DUE.test(rest) && !SO_FAR.test(rest) && detectType(words) === undefined;
  };
  if (money.every((a) => sentenceOf[a.last]! < sentence)) return isAside(sentenceOf.indexOf(sentence));
  return isClauseAside(analysis, money, at, isAside);
}

/**
 * "collected the turkey from the butcher 58 quid, ma will be delighted", "voo pra ponta delgada 129€ na sata, finalmente vou
 * ver a avó": after a pause that follows all the money, a clause of feelings to come about a thing the message names by
 * its word, with nothing of its own pointed at, no day and no money verb ("flights 230, might book them tomorrow" is the plan).
 */
function isClauseAside(analysis: Analysis, money: readonly AmountMention[], at: number, isAside: (from: number) => boolean): boolean {
  const tokens = analysis.tokens;
  const pause = tokens.findLastIndex((t, k) => k < at && t.kind === 'sym' && /^[,;]$/u.test(t.norm));
  if (pause < 0 || money.some((a) => a.last >= pause)) return false;
  const after = analysis.words.filter((w, k) => w && k > pause);
  if (after.some((w) => POINTED.has(w)) || analysis.dates.some((d) => d.start > tokens[pause]!.start) || analysis.folded.includes('?')) return false;
  // Only a time to come ("will", "vou", "va a"), not an opinion or a wish; and the money's clause a purchase: told by its
  // verb, or opening on the thing bought ("mum wants us all to chip in for the flowers, prob a tenner each, will confirm later" is a plan).
  if (FUTURE_TENSE.exec(analysis.folded.slice(tokens[at]!.start))?.index !== 0) return false;
  const named = analysis.words.filter((w, k) => w && k < pause);
  if (HEDGES.test(analysis.folded.slice(0, tokens[pause]!.start))) return false;
  const cue = detectType(named);
  const opensOnThing = matchLexicon(named.slice(0, 3), analysis.language)?.position === 0;
  return ((cue?.type === 'expense' && !cue.isWeak) || opensOnThing) && !opensOnSomeoneElse(named, analysis.language) && isAside(pause + 1);
}
const FUTURE_TENSE = packWords('futureTense');
const HEDGES = packWords('hedges');
/** Words that point back at the thing or the money ("them", "it", "lo", "isso"): a plan for it. */
const POINTED = new Set('it them that those one ones some any uns umas alguns algumas unos algunos algunas lo la los las le les isso isto ele ela eles elas eso esos esa esas'.split(' '));

/** A debt word at the marker ("owed", "devendo", "debía"), and the relative clause that leads from an amount to it. */
const DEBT_WORD = /^(?:owes?|owed|owing|deve|devem|devia|deviam|devendo|debe|deben|debia|debian|debiendo)(?!\p{L})/u;
const RELATIVE_TO_DEBT = /^\s*(?:que|q|that|which|she|he|they|ela|ele|eles|el|ella|ellos)(?:\s+\p{L}+){0,3}\s+$/u;

/**
 * "sarah paid me back the 20 she owed me", "a carla me devolveu os 150 q tava devendo", "me devolvió los 30 que me debía":
 * the debt is said of the amount right before it, in a clause of its own, to name the money that came; nothing is left owed.
 */
function isDebtNamingAmount(analysis: Analysis, money: readonly AmountMention[], marker: number): boolean {
  if (!DEBT_WORD.test(analysis.folded.slice(marker))) return false;
  const before = money.filter((a) => (analysis.tokens[a.last]?.end ?? Infinity) <= marker).at(-1);
  return before !== undefined && RELATIVE_TO_DEBT.test(analysis.folded.slice(analysis.tokens[before.last]!.end, marker));
}

/** Someone owing the user: "jake owes me 20", "o pedro ainda me deve 50", "mi primo me debe 10 lucas". */
const OWED_TO_ME = words('owes me|owe me|owes us|owed me|me deve|me devem|me devia|nos deve|me debe|me deben|me debia|nos debe');
const CLAUSE_BREAKS_ALL = new RegExp(CLAUSE_BREAK.source, 'gu');

/**
 * "coffee 4 and bagel 3, my coworker owes me for lunch", "paguei 45 no barbeiro. o lucas ainda me deve 50 da festa": what
 * someone owes the user, in a clause of its own after money said before it, is a remark beside what was paid (its own
 * money is cut by the clause rule in interpret.ts). Only when nothing of a plan or a debt comes before that clause.
 */
function isOwedAside(analysis: Analysis, money: readonly AmountMention[], marker: number): boolean {
  const folded = analysis.folded;
  const owed = OWED_TO_ME.exec(folded);
  if (!owed) return false;
  const clauseStart = Math.max(0, ...[...folded.slice(0, owed.index).matchAll(CLAUSE_BREAKS_ALL)].map((m) => m.index + m[0].length));
  if (clauseStart === 0 || marker < clauseStart) return false;
  return money.some((a) => (analysis.tokens[a.last]?.end ?? Infinity) <= clauseStart);
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

function isInside(analysis: Analysis, tokenIndex: number, match: RegExpExecArray): boolean {
  const start = analysis.tokens[tokenIndex]?.start ?? -1;
  return start >= match.index && start < match.index + match[0].length;
}
