/**
 * Turns the clauses of a message into transaction drafts: amount, currency, type, category, date,
 * tags and description per clause. Clauses without their own verb, currency or date take them
 * from the clause before ("Spent 10 euros on coffee and 5 on snacks": both EUR, both expenses;
 * "Movie tickets $30, popcorn $8 yesterday": both yesterday).
 */
import type { DraftReview, EngineCategory, EngineContext, Lang, TransactionDraft, TxType } from '../types';
import type { Analysis } from '../analyze';
import { pickAmount, type AmountMention } from '../amounts/find-amounts';
import { currencyFromWord, resolveCurrency, type CurrencyRef } from '../amounts/currency-lexicon';
import { multiplyDecimal, parseNumberToken } from '../amounts/parse-number';
import { compareAmounts } from '@tally/shared/money';
import { formatIsoDate } from '../dates/calendar';
import { fold } from '../text/fold';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';
import { lexiconPhrases, matchLexicon, WEAK as WEAK_WEIGHT } from '../categories/lexicon';
import { fallbackCategory, findCategoryByName, resolveCategory, type CategoryChoice, type CategoryInput, type CategorySource, type IncomeKind } from '../categories/resolve-category';
import { detectTags } from '../tags/detect-tags';
import type { Token } from '../text/tokenize';
import { describe } from './describe';
import { displayCategoryName } from '../categories/category-names';
import { CUSTOMERS, detectType, FRIENDS, WORK_APPS, isServiceAt, isEarningPlace, opensOnSomeoneElse, opensOnSomeoneElseActing, PAYERS, saysOthersPaid, saysTheirAct, USER_WORDS, spendsTime, TIPS, TRANSFERS, type TypeCue } from './detect-type';
import { CONNECTOR_WORDS, CONTRASTS, LEG_WORDS, splitClauses, type Clause } from './split-clauses';
import { ALL_PACKS, mapPacks } from '../language/packs/packs';
import { moneyMentions } from '../intents/non-money-numbers';
import { range } from '../range';
import { isSentenceEnd, sentenceNumbers, textOfSentence, wordsOfSentence } from '../text/sentences';
import { isSomeoneElsesPurchase, isUserBeforeMoney } from '../intents/not-a-transaction';

export interface ClauseReading {
  type: TxType;
  /** True when a verb or noun in the message said income/expense. */
  isTypeStated: boolean;
  /** True when this clause's own words (not a weak cue, not the clause before) said it. */
  hasStrongTypeCue: boolean;
  amountMention: AmountMention | undefined;
  currencyRef: CurrencyRef | null;
  category: EngineCategory | undefined;
  categorySource: CategorySource;
  description: string;
  /** False when no descriptive word was found and `description` is a generic word. */
  hasDescription: boolean;
  date: string;
  tags: string[];
  rawInput: string;
  /** The engine is unsure of the type or the category: the other reading (see DraftReview). */
  review?: DraftReview;
  /** The categories the clause's words may name, the weaker readings too ("água": Bills, or Dining). */
  mayName: readonly string[];
}

/** Prepositions that belong to an amount ("for $12", "de 15000", "por 20"): removed with it. */
const AMOUNT_PREPOSITIONS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.descriptions.amountPrepositions));

/** Phrases that say how or how often, not what: kept out of descriptions. */
const NOISE_PHRASES = new RegExp(
  `(?<![\\p{L}\\d])(?:${ALL_PACKS.map((pack) => pack.descriptions.noise).join('|')})(?![\\p{L}\\d])` +
    `|\\/ ?(?:${ALL_PACKS.map((pack) => pack.descriptions.perSlash).join('|')})(?![\\p{L}\\d])`,
  'gu',
);

const GENERIC_DESCRIPTION: Readonly<Record<Lang, Readonly<Record<TxType, string>>>> = mapPacks((pack) => pack.genericDescriptions);

/** A plus sign touching the amount, apart from what comes before: "+30", "lawn +30" (not "20+5", "uber 14 + 2 beers"). */
function isPlusSigned(tokens: readonly Token[], at: number): boolean {
  return isSigned(tokens, at, '+');
}
function isSigned(tokens: readonly Token[], at: number, sign: '+' | '-'): boolean {
  const before = tokens[at - 1];
  return before?.kind === 'sym' && before.norm === sign && tokens[at]?.spaced === false && (at === 1 || before.spaced);
}

function tokensIn(analysis: Analysis, start: number, end: number, offset: number, clauseLength: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < clauseLength; i++) {
    const token = analysis.tokens[offset + i] as Token;
    if (token.start < end && token.end > start) out.push(i);
  }
  return out;
}

/** Reasons given after the money, as words (LanguagePack.clauses.reasons). */
const REASONS: readonly (readonly string[])[] = ALL_PACKS.flatMap((pack) => pack.clauses.reasons.map((r) => r.split(' ')));

/** Where a reason starts at or after `from`, or -1. */
function reasonAfter(tokens: readonly Token[], from: number): number {
  for (let i = from; i < tokens.length; i++) {
    if (REASONS.some((words) => words.every((word, k) => tokens[i + k]?.kind === 'word' && tokens[i + k]?.norm === word))) return i;
  }
  return -1;
}

/** The money of a clause: the best mention, unless all it has is a small count ("2 pizzas"). */
function chooseAmount(amounts: readonly AmountMention[]): AmountMention | undefined {
  const best = pickAmount(amounts);
  if (!best) return undefined;
  if (best.isSoftQuantity && Number(best.amount) <= 12) return undefined;
  return best;
}

/**
 * The other reading when the engine is unsure (see DraftReview): cues pointing both ways, only a weak
 * cue, money-arriving cues under an expense, or (from the category) a word of both types or two
 * categories named equally. Never when a learned rule or the user's own category name decided.
 */
function reviewOf(
  cue: TypeCue | undefined,
  isInherited: boolean,
  type: TxType,
  choice: CategoryChoice,
  input: Omit<CategoryInput, 'statedType'>,
): DraftReview | undefined {
  if (choice.source === 'rule' || choice.source === 'name' || isInherited) return undefined;
  const other: TxType = type === 'income' ? 'expense' : 'income';
  let isTypeUnsure = false;
  if (cue) {
    const opposed = cue.opposed;
    if (cue.isWeak) isTypeUnsure = cue.type !== type || choice.source === 'fallback';
    else if (opposed) isTypeUnsure = opposed.strength >= cue.strength || (opposed.type === 'income' && opposed.strength >= 2);
    else if (cue.strength === 2) isTypeUnsure = choice.alternative?.field === 'type';
  } else {
    isTypeUnsure = choice.alternative?.field === 'type';
  }
  if (isTypeUnsure) {
    const alternative =
      choice.alternative?.field === 'type' && choice.alternative.type === other
        ? choice.alternative.category
        : resolveCategory({ ...input, statedType: other, explicitType: other, incomeKind: other === 'income' && cue?.isRefund ? 'refund' : undefined }).category;
    return alternative ? { field: 'type', alternative: { type: other, categoryId: alternative.id, categoryName: alternative.name } } : undefined;
  }
  if (choice.alternative?.field === 'category' && choice.alternative.type === type) {
    const category = choice.alternative.category;
    return { field: 'category', alternative: { type, categoryId: category.id, categoryName: category.name } };
  }
  return undefined;
}

/** The words name something bought and nothing earned ("coffee", "groceries"; not "rent"). */
function namesOnlySpending(words: readonly string[], lang: Lang): boolean {
  const match = matchLexicon(words, lang);
  if (match === undefined || !match.entries.every((e) => e.type === 'expense')) return false;
  // ("me entro por nequi el arriendo del apartamento": the place bought names spending, the rent names income.)
  return !words.some((word) => namesIncomeOf(word, lang, INCOME_OF_ITS_OWN));
}
/** The word names income of one of `categories` ("salary" Salary, "aluguel" Rental). */
function namesIncomeOf(word: string, lang: Lang, categories: ReadonlySet<string>): boolean {
  return matchLexicon([word], lang, 'income')?.entries.some((e) => e.type === 'income' && categories.has(e.category)) === true;
}
/** A word of pay ("salary", "wages", "paycheck") names the clause's money, whatever was said before it. */
function namesPayOfItsOwn(words: readonly string[], lang: Lang): boolean {
  const isPay = (word: string) => namesIncomeOf(word, lang, PAY);
  // (Only pay and how it came: "her wages 200", "jamal wages 250" are someone's pay the user handed over.)
  return words.some(isPay) && words.every((word) => isPay(word) || /^\d/u.test(word) || PAY_ARRIVING.has(word));
}
const PAY: ReadonlySet<string> = new Set(['Salary']);
const PAY_ARRIVING = new Set('my the and hit came in landed arrived today this month week got caiu entrou hoje hoy llego cayo el la o a e y do da de del mes'.split(' '));
/** Income categories a word names whoever pays: rent received and pay are no friend's share paid back. */
const INCOME_OF_ITS_OWN: ReadonlySet<string> = new Set(['Rental', 'Salary']);

/** Words before what money was paid for ("for", "pela", "por"), per language. */
const FOR_PRICE = mapPacks((pack) => new Set(pack.typeCues.grammar.forPrice));
/**
 * A share of something bought, paid back by a friend: "bizum de mi hermana 15 por la cena", "mbway da
 * joana 12,50 do jantar", "tyler venmo'd me 25 for gas from the road trip" (money back, Refunds). Not
 * from parents, grandparents or children ("dad sent 100 for textbooks" gives), nor help, clients or tips
 * (the words are folded: no accents).
 */
function isShareRepaid(words: readonly string[], lang: Lang): boolean {
  if (!words.some((w) => TRANSFERS.has(w)) && !words.some((w) => FRIENDS.has(w))) return false;
  if (words.some((w) => GIVING_KIN.has(w) || HELP.has(w) || TIPS.has(w) || CUSTOMERS.has(w))) return false;
  // ("a dona marta me pagou 300 pela faxina": paid for a service the user gave is work, not a share come back.)
  if (words.some((w, k) => FOR_PRICE[lang].has(w) && isServiceAt(words, k + 1))) return false;
  // (The people named only hint at a gift: "hermana", "joana".)
  const rest = words.filter((w) => !TRANSFERS.has(w) && !PAYERS.has(w) && !FRIENDS.has(w));
  if (namesOnlySpending(rest, lang)) return true;
  // ("a ju me mandou o pix do uber de ontem": an app that also pays its drivers, named after "do" and sent by a friend, is
  // the ride shared; "fiz 287 de uber ontem, 11h rodando mano", with no transfer named, is the user's work.)
  if (!words.some((w) => TRANSFERS.has(w))) return false;
  const match = matchLexicon(rest, lang);
  return match !== undefined && isEarningPlace(rest[match.position] ?? '') && OF_KIN.has(rest[match.position - 1] ?? '') && !rest.some((w) => namesIncomeOf(w, lang, INCOME_OF_ITS_OWN));
}
/**
 * "a mãe do aluno pagou-me hoje", "la mamá del niño al que le hago clases me pagó", "my student's mum paid me": a
 * customer's family paying is the customer paying (work), not the user's family giving.
 */
const OF_KIN = new Set(['do', 'da', 'dos', 'das', 'de', 'del', 'of']);
const ARTICLE_OF = new Set(['the', 'o', 'a', 'os', 'as', 'el', 'la', 'los', 'las']);
const PAYING_CUSTOMERS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.givers.customers));
/** A child the user teaches or minds ("la mamá del niño al que le hago clases"): with "of", someone else's ("o pai das crianças", plural, is the user's children's father). */
const CHILDREN = new Set(['nino', 'nina', 'menino', 'menina', 'crianca', 'kid', 'boy', 'girl']);
function isCustomersKin(words: readonly string[]): boolean {
  return words.some((w, i) => {
    if (!GIVING_KIN.has(w) || !OF_KIN.has(words[i + 1] ?? '')) return false;
    const owner = ARTICLE_OF.has(words[i + 2] ?? '') ? words[i + 3] : words[i + 2];
    return owner !== undefined && (PAYING_CUSTOMERS.has(owner) || CHILDREN.has(owner));
  });
}

/** Parents, grandparents and children, whose money for a thing is a gift. */
const GIVING_KIN: ReadonlySet<string> = new Set(
  'mom mum mommy mummy mammy mam dad daddy mother father parents grandma grandpa granny nan nana gran grandad grandmother grandfather mae pai avo vo vovo madre padre mama papa mami papi abuela abuelo abuelita abuelito viejo vieja padrino madrina godmother godfather son daughter filho filha hijo hija'.split(' '),
);
/** Help given is a gift, whatever it pays for ("pa ayudarme con los remedios"). */
const HELP: ReadonlySet<string> = new Set('help helping ajuda ajudar ayuda ayudar ayudarme'.split(' '));

/** What was sold: shares or crypto ("sold some eth") are an investment's return, anything else a sale. */
function saleKind(words: readonly string[], lang: Lang): IncomeKind {
  for (const word of words) {
    const match = matchLexicon([word], lang, 'income');
    if (match?.entries.some((e) => e.type === 'income' && e.category === 'Investment')) return 'investment';
  }
  return 'sale';
}

/** The words name something bought, whatever else they may name ("rent": paid or received). */
function namesSpending(words: readonly string[], lang: Lang): boolean {
  return matchLexicon(words, lang)?.entries.some((e) => e.type === 'expense') === true;
}

/**
 * A list's heading before a colon names the occasion, the item after it the thing bought ("churras
 * de domingo: carne 180", "farm supplies: sheep nuts 38"): the item's words, when they name a thing
 * bought, say the category; else the heading does ("groceries: 45", "tutoring: 2 hrs at 45/hr").
 */
/** Right after an amount, what it was spent on: "12 on deliveroo" (English only: "30 no ifood" may be where it came in). */
const SPENT_ON = new Set(['on']);

/** Before a bank or a wallet, the way it was paid: "por mercado pago", "pelo nubank", "via paypal". */
const MEANS = new Set(['por', 'via', 'pelo', 'pela', 'con', 'com', 'with', 'through', 'thru', 'using', 'by']);

/**
 * "le mandé 20 lucas a mi vieja por mercado pago": a bank or wallet said as the means names no
 * category; its words are left out (a weak word alone, "nubank 300", is still the card's bill).
 */
function withoutPaymentMeans(words: string[], lang: Lang): string[] {
  const match = matchLexicon(words, lang, 'expense');
  if (!match || match.weight !== WEAK_WEIGHT || !MEANS.has(words[match.position - 1] ?? '')) return words;
  if (!match.entries.every((entry) => entry.category === 'Bills')) return words;
  return words.filter((_, i) => i < match.position - 1 || i >= match.position + match.length);
}

function itemWords(tokens: readonly Token[], removed: ReadonlySet<number>, amountAt: number, lang: Lang): string[] | undefined {
  let colon = -1;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.norm === ':' && (amountAt < 0 || i < amountAt)) colon = i;
  }
  if (colon < 0) return undefined;
  const item = tokens
    .slice(colon + 1)
    .map((t, k) => (removed.has(colon + 1 + k) || (t.kind !== 'word' && t.kind !== 'num') ? '' : t.norm))
    .filter(Boolean);
  return item.length > 0 && matchLexicon(item, lang, 'expense') ? item : undefined;
}

export interface Inherited {
  statedType?: TxType;
  currency?: CurrencyRef;
  /** The thousands last said in slang ("400 lucas": 400). */
  lucas?: number;
  /** The thousands last said with "mil" or "k" in pesos counted in thousands ("50 mil": 50). */
  thousands?: number;
  dayNumber?: number;
}

const ARTICLES: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.grammar.articles));

/** Indexes of the clause's tokens inside a lexicon name of several words ("chick fil a", "pague menos"). */
function phraseTokens(tokens: readonly Token[], removed: ReadonlySet<number>, lang: Lang): Set<number> {
  const words = tokens.map((t, i) => (removed.has(i) || t.kind !== 'word' ? '' : t.norm));
  const out = new Set<number>();
  for (const phrase of lexiconPhrases(words, lang)) {
    // "el súper", "the co-op": an article opening the name is no part of what to call it.
    const first = ARTICLES.has(words[phrase.position] ?? '') ? phrase.position + 1 : phrase.position;
    for (let k = first; k < phrase.position + phrase.length; k++) out.add(k);
  }
  return out;
}

/**
 * One clause read. `ignored`: tokens of numbers that are not money beside the money ("às 4 da
 * manhã, 4,20"), left out of the description.
 */
function readClause(analysis: Analysis, clause: Clause, ctx: EngineContext, inherited: Inherited, ignored: ReadonlySet<number>): ClauseReading {
  const offset = clause.first;
  const tokens = analysis.tokens.slice(clause.first, clause.last + 1);
  const lang = analysis.language;
  const isDate = (i: number) => analysis.dateTokens.has(offset + i);
  const mention = chooseAmount(clause.amounts);

  // Words for the verb and the category: everything but dates and the chosen amount.
  const removed = new Set<number>();
  for (let i = 0; i < tokens.length; i++) if (isDate(i) || ignored.has(offset + i)) removed.add(i);
  const phrases = phraseTokens(tokens, removed, lang);
  for (const amount of clause.amounts) {
    if (amount.isSoftQuantity && amount !== mention) continue;
    const numberToken = analysis.tokens[amount.numberIndex] as Token;
    // A number that is itself a name ("99" the ride app) stays when it is not the amount.
    if (amount !== mention && matchLexicon([numberToken.norm], lang)) continue;
    for (let k = amount.first; k <= amount.last; k++) removed.add(k - offset);
    const before = tokens[amount.first - offset - 1];
    // ("chick fil a 11.35": the "a" ends a name.)
    if (before && before.kind === 'word' && AMOUNT_PREPOSITIONS.has(before.norm) && !phrases.has(amount.first - offset - 1)) removed.add(amount.first - offset - 1);
  }
  const clauseStart = tokens[0]?.start ?? 0;
  const clauseEnd = tokens[tokens.length - 1]?.end ?? 0;
  const clauseFolded = analysis.folded.slice(clauseStart, clauseEnd);
  for (const match of clauseFolded.matchAll(NOISE_PHRASES)) {
    const start = clauseStart + match.index;
    for (const i of tokensIn(analysis, start, start + match[0].length, offset, tokens.length)) removed.add(i);
  }

  // ("me gasté 350 en el corte. la renta vence el 30": the amount's own sentence, when it names what was bought, is the item.)
  const sentenceOf = sentenceNumbers(tokens);
  const amountAt = mention ? mention.first - offset : -1;
  // (An amount opening its sentence belongs to the one before: "picked up my pills at walgreens. $23.40 after the insurance".)
  const opensSentence = amountAt >= 0 && !tokens.some((t, i) => t.kind === 'word' && i < amountAt && sentenceOf[i] === sentenceOf[amountAt]);
  if (amountAt >= 0 && sentenceOf.at(-1) !== 0 && !opensSentence) {
    const own = tokens.flatMap((t, i) => (sentenceOf[i] === sentenceOf[amountAt] && !removed.has(i) && t.kind === 'word' ? [t.norm] : []));
    if (matchLexicon(own, lang)) for (let i = 0; i < tokens.length; i++) if (sentenceOf[i] !== sentenceOf[amountAt]) removed.add(i);
  }
  const words = tokens.map((t, i) => (removed.has(i) || (t.kind !== 'word' && t.kind !== 'num') ? '' : t.norm)).filter(Boolean);
  const categoryWords = withoutPaymentMeans(itemWords(tokens, removed, mention ? mention.first - offset : -1, lang) ?? words, lang);
  const said = tokens.map((t) => (t.kind === 'word' ? t.norm : ''));
  const isAmountWord = (i: number) => mention !== undefined && mention.isWords && i >= mention.first - offset && i <= mention.last - offset;
  // ("spent all saturday fixing his laptop, he gave me 50": time spent is no money spent.)
  // (An amount in words is no word of the sentence either: "got a grand for the website job".)
  // ("only paid 59.99 myself": right after the amount "myself" stresses who paid; "paid myself 2000" is an owner's pay.)
  const isEmphaticSelf = (i: number) => mention !== undefined && i === mention.last - offset + 1 && EMPHATIC_SELF.has(tokens[i]!.norm);
  const typeWords = tokens.map((t, i) => (isDate(i) || t.kind !== 'word' || isAmountWord(i) || ignored.has(offset + i) || spendsTime(said, i, isDate) || isEmphaticSelf(i) || wonAMatch(tokens, i) ? '' : t.norm));
  const hasDate = tokens.some((_, i) => isDate(i));
  // "got my wages today, 2,650. my partner gets paid on the 28th": the amount's own sentence says its type when it says one
  // ("caiu o salario!!! 4.850 💸 bora pagar os boletos": an amount opening its sentence belongs to the one before).
  const ownSentence = amountAt >= 0 && sentenceOf.at(-1) !== 0 && !opensSentence ? typeWords.map((w, i) => (sentenceOf[i] === sentenceOf[amountAt] ? w : '')) : undefined;
  const ownCue = ownSentence && detectType(ownSentence, amountAt, hasDate, lang);
  const wholeCue = ownCue ?? detectType(typeWords, amountAt, hasDate, lang);
  // (With none there, a sentence before it says it, "we won the pub quiz!! split the pot, my share 35", unless it is about
  // someone else; one after it goes on with the story: "… 2,650 after tax. my partner gets paid monthly".)
  const cueSentence = wholeCue ? sentenceOf[wholeCue.position]! : -1;
  const isOthers = cueSentence > sentenceOf[amountAt]! || (cueSentence < sentenceOf[amountAt]! && isAboutSomeoneElse(tokens, sentenceOf, cueSentence, lang));
  const cue = ownSentence && isOthers ? undefined : wholeCue;
  // A weak cue ("deu", "pagamento", "made") yields to what the words say: "pagamento do cliente" is income.
  const firmCue = cue && !cue.isWeak ? cue : undefined;
  // The type of the clause before carries over, except that spending listed after income is spending
  // ("got paid 2000, groceries 120"). (Not the other way: "le mandé 500 a mi hermano y 200 a mi prima".)
  // A word of both types ("rent", "aluguel") keeps the income only when the clause goes on with the
  // verb before it ("recebi 2000 de salário e 800 de aluguel"), not as an item of its own ("got paid
  // 2000, rent 1200").
  const isOwnItem = mention !== undefined && tokens.slice(0, mention.first - offset).some((t) => t.kind === 'word' && !STOPWORDS.has(t.norm));
  // ("cashback 5.20 from monzo and 12 on deliveroo": money "on" something is spent on it.)
  const spentOn = mention !== undefined && SPENT_ON.has(tokens[mention.last - offset + 1]?.norm ?? '') && namesSpending(words, lang);
  const dropsIncome = namesOnlySpending(words, lang) || (isOwnItem && namesSpending(words, lang)) || spentOn;
  // "mowed mr jenkins lawn +30": a plus sign on the amount itself says the money came in (not on a
  // thing bought: "pizza 20, delivery +3").
  // ("vinted +23", "rappi +95 mil hoy", "aluguel kitnet +900": signed beside where the user sells or works, or beside pay or
  // rent, it came in.)
  const signed =
    mention !== undefined &&
    isPlusSigned(tokens, mention.first - offset) &&
    (!namesSpending(words, lang) || words.some(isEarningPlace) || words.some((word) => namesIncomeOf(word, lang, INCOME_OF_ITS_OWN)));
  // ("+600 freelance -45 phone bill": a minus sign on the amount says it went out.)
  const minus = mention !== undefined && isSigned(analysis.tokens, mention.first, '-') && !signed;
  // ("paid 1,450 rent, 80 gas & electric, and 2,900 salary hit today": pay listed after spending is pay.)
  const dropsExpense = inherited.statedType === 'expense' && !namesSpending(words, lang) && namesPayOfItsOwn(words, lang);
  const statedType = signed ? 'income' : minus ? 'expense' : (firmCue?.type ?? ((inherited.statedType === 'income' && dropsIncome) || dropsExpense ? undefined : inherited.statedType));
  // Only a type said outright (a verb, a giver, a sign) beats what a learned rule says.
  const explicitType = signed ? 'income' : minus ? 'expense' : firmCue?.strength === 3 ? firmCue.type : inherited.statedType;
  for (const i of cue?.filler ?? []) removed.add(i);

  const describeWithout = (left: ReadonlySet<number>) =>
    describe(tokens, left, {
      ...(firmCue?.isGiver ? { giver: { first: firmCue.position, last: firmCue.end } } : {}),
      names: new Set(cue?.names ?? []),
      optional: new Set(cue?.source ?? []),
      phrases,
    });
  // "recargué el abono 20€ porque ya no me quedaban viajes": a reason after the money is no part of
  // the description, unless it is all there is ("gastei 50 porque comprei remédio"); its words may
  // still tell the category.
  const reason = mention ? reasonAfter(tokens, mention.last - offset + 1) : -1;
  const withoutReason = new Set(removed);
  for (let i = Math.max(reason, 0); reason >= 0 && i < tokens.length; i++) withoutReason.add(i);
  const description = (reason >= 0 ? describeWithout(withoutReason) : '') || describeWithout(removed);
  const input = {
    words: categoryWords,
    text: description,
    lang,
    country: ctx.country,
    categories: ctx.categories,
    learnedRules: ctx.learnedRules,
    explicitType,
    buysNothing: cue?.type === 'expense' && (cue.isLoan || cue.isRefundGiven),
    incomeKind:
      cue?.type !== 'income'
        ? undefined
        : cue.isRefund
          ? ('refund' as const)
          : cue.isRent
            ? ('rental' as const)
            : cue.isSale
              ? saleKind(words, lang)
              : isShareRepaid(words, lang)
                ? ('refund' as const)
                : isCustomersKin(words)
                  ? ('work' as const)
                  : undefined,
  };
  let choice = resolveCategory({ ...input, statedType });
  if (statedType === undefined && cue?.isWeak && choice.source === 'fallback' && choice.type !== cue.type) {
    choice = resolveCategory({ ...input, statedType: cue.type, explicitType: cue.type });
  }
  const type = choice.source === 'rule' ? choice.type : (statedType ?? choice.type);
  const review = reviewOf(cue, firmCue === undefined && inherited.statedType !== undefined, type, choice, input);

  const ownDate = analysis.dates.find((d) => d.start >= clauseStart && d.end <= clauseEnd);
  const dayNumber = ownDate?.dayNumber ?? inherited.dayNumber ?? analysis.today;
  // A foreign currency named for one item ("chatgpt 20 dólares") is that item's: the next item with
  // a name of its own before its number ("e canva 34,90") is in the user's money; a continuation
  // ("10 euros on coffee and 5 on snacks") takes it.
  const cueWords = new Set(cue ? [...cue.filler, ...range(cue.position, cue.end)] : []);
  const namesItsItemFirst =
    mention !== undefined &&
    tokens.slice(0, mention.first - offset).some((t, i) => t.kind === 'word' && !STOPWORDS.has(t.norm) && !removed.has(i) && !cueWords.has(i));
  const carried =
    inherited.currency !== undefined &&
    (!namesItsItemFirst || resolveCurrency(inherited.currency, ctx.preferredCurrency, ctx.country) === ctx.preferredCurrency)
      ? inherited.currency
      : undefined;
  const currencyRef = mention?.currency ?? carried ?? null;

  return {
    type,
    isTypeStated: statedType !== undefined,
    hasStrongTypeCue: firmCue !== undefined,
    amountMention: mention,
    currencyRef,
    category: choice.category,
    categorySource: choice.source,
    mayName: matchLexicon(categoryWords, lang, type)?.entries.map((entry) => entry.category) ?? [],
    // Nothing descriptive left ("abasteci 120"): the category says it best, else a generic word.
    description:
      description ||
      (choice.category && choice.source !== 'fallback' ? displayCategoryName(choice.category.name, lang) : GENERIC_DESCRIPTION[lang][type]),
    hasDescription: description !== '',
    date: formatIsoDate(dayNumber),
    tags: detectTags(clauseFolded, tokens),
    rawInput: analysis.text.slice(clauseStart, clauseEnd).trim().slice(0, 500),
    ...(review ? { review } : {}),
  };
}

const DESTINATION_WORDS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.descriptions.destinations));

/** "uber 18 there, 22 back": a clause naming only a leg of the trip (or nothing) with no category of its own. */
function isLegOf(analysis: Analysis, clause: Clause, reading: ClauseReading): boolean {
  if (reading.categorySource !== 'fallback') return false;
  for (let i = clause.first; i <= clause.last; i++) {
    if (clause.amounts.some((a) => i >= a.first && i <= a.last)) continue;
    const word = analysis.tokens[i]?.kind === 'word' ? (analysis.words[i] as string) : '';
    if (word && !analysis.dateTokens.has(i) && !LEG_WORDS.has(word) && !STOPWORDS.has(word)) return false;
  }
  return true;
}

/** The leg takes the thing of the clause before: its category, and its description with the leg ("Uber back"). */
function asLegOf(reading: ClauseReading, before: ClauseReading): ClauseReading {
  // The thing, without where it went: "Lyft to the airport" -> "Lyft", "Uber na ida" -> "Uber".
  const words = before.description.split(' ');
  const end = words.findIndex((w, i) => i > 0 && (LEG_WORDS.has(fold(w)) || DESTINATION_WORDS.has(fold(w))));
  const base = (end > 0 ? words.slice(0, end) : words).join(' ');
  const description = reading.hasDescription && base ? `${base} ${reading.description.toLowerCase()}` : before.description;
  return { ...reading, category: before.category, categorySource: before.categorySource, description, hasDescription: true };
}

/**
 * "carne 25 lucas, carbón 6, vino 9": after thousands said in slang, a small bare number in the same
 * list is thousands too (six pesos buy nothing); "y 500 de pan" stays 500. So is a number of the same
 * size as the thousands said ("vendí la play en 400 lucas y me compré un celu de 350": 350 lucas).
 */
const SMALLEST_PLAIN_AMOUNT_AFTER_LUCAS = 100;
/** Currencies whose everyday prices run in thousands (the slang "lucas" belongs to them). */
const THOUSANDS_COUNT: ReadonlySet<string> = new Set(['ARS', 'CLP', 'COP', 'UYU']);
const SAME_SIZE = 10;
function inThousands(reading: ClauseReading, lucas: number, bySize = true): void {
  const mention = reading.amountMention;
  if (!mention || mention.currency !== null || mention.hasMultiplier || mention.hasDecimals || mention.isSoftQuantity) return;
  const value = Number(mention.amount);
  const sameSize = bySize && value < 1000 && value * SAME_SIZE >= lucas && value <= lucas * SAME_SIZE;
  if (value >= SMALLEST_PLAIN_AMOUNT_AFTER_LUCAS && !sameSize) return;
  reading.amountMention = { ...mention, amount: multiplyDecimal(mention.amount, 1000), hasMultiplier: true };
}


/** More transactions than this in one message is not a chat message; nothing is recorded. */
export const MAX_TRANSACTIONS_PER_MESSAGE = 20;

/**
 * Words of a clause that only say it is the other leg of a trip or one more of the same ("uber 18
 * there, 22 back", "taxi 30 ida e 25 na volta", "un café 2 y otro 2,50"): such a clause is the thing
 * of the clause before, so it takes its category.
 */
const SAME_AGAIN_WORDS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.descriptions.sameAgain));
const REACTIONS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.descriptions.reactions));
/** Today and yesterday, said alone ("e hj mais 38"). */
const DAY_WORDS: ReadonlySet<string> = new Set(['today', 'yesterday', 'tonight', 'hoje', 'hj', 'ontem', 'hoy', 'ayer', 'anoche']);

function namesOnlyTheSameAgain(reading: ClauseReading, before: ClauseReading, itemCount: number): boolean {
  if (before.categorySource === 'fallback' || reading.type !== before.type) return false;
  // With no description left ("e mais uma 12"), the clause's own words, which function words hide.
  const words = fold(reading.hasDescription ? reading.description : reading.rawInput).split(/[^\p{L}]+/u).filter(Boolean);
  const isFiller = (w: string) => STOPWORDS.has(w) || ACTION_WORDS.has(w);
  // A tip left on the one thing before goes with it: "peluquería 18 y le dejé 2 de propina", "haircut 45 +
  // a fiver tip". At the end of a longer list it may be for any of them ("cena 400, taxi 150 y propina 50").
  if (itemCount === 2 && reading.type === 'expense' && words.some((w) => TIP_WORDS.has(w)) && words.every((w) => TIP_WORDS.has(w) || LEFT_A_TIP.has(w) || isFiller(w))) return true;
  if (reading.categorySource !== 'fallback') return false;
  // "segunda 15 de almoço, terça 18, quarta 22": a day alone is one more of the same.
  const isAgain = (w: string) => SAME_AGAIN_WORDS.has(w) || WEEKDAY_NAMES.has(w);
  // ("ifood 45 ontem e hj mais 38 kkk vergonha": a reaction after it says nothing of what was bought.)
  const saysNothing = (w: string) => isFiller(w) || REACTIONS.has(w) || DAY_WORDS.has(w) || /^k{3,}$|^(?:ha){2,}$|^(?:ja){2,}$/u.test(w);
  const said = fold(reading.rawInput).split(/[^\p{L}]+/u).filter(Boolean);
  if (said.some(isAgain) && said.every((w) => isAgain(w) || saysNothing(w))) return true;
  return words.some(isAgain) && words.every((w) => isAgain(w) || isFiller(w));
}
/** The user's share of a split bill (QuantityWords.myShare), said in a clause that names nothing else. */
const MY_SHARE = new RegExp(`(?<![\\p{L}\\d])(?:${ALL_PACKS.map((pack) => pack.quantities.myShare).join('|')})(?![\\p{L}\\d])`, 'u');
function isMyShareOf(reading: ClauseReading, before: ClauseReading): boolean {
  if (before.type !== 'expense' || reading.type !== 'expense' || reading.amountMention === undefined || !MY_SHARE.test(fold(reading.rawInput))) return false;
  // ("la cuenta fue 1,200 entre 4 con todo y propina, mi parte 300": the part said is the part worked out, whatever else the clause names.)
  return reading.categorySource === 'fallback' || isSameShare(reading.amountMention, before.amountMention);
}
/** The same amount, or the same in thousands ("240.000 entre 4 me tocó 60"). */
function isSameShare(said: AmountMention, before: AmountMention | undefined): boolean {
  if (!before) return false;
  return compareAmounts(said.amount, before.amount) === 0 || compareAmounts(multiplyDecimal(said.amount, 1000), before.amount) === 0;
}

/**
 * "dividends: 14.20 from msft and 9.80 from coke", "dividendos de iberdrola 24,10 y de telefónica
 * 9,30": income named by what it is (not by a verb), then another amount from another payer in the
 * same shape (its words only "from" and a name) is more of that income, whatever the payer's name
 * sounds like. After a verb, "recebi 100 do cliente e 50 de almoço", the lunch is spent.
 */
/** A count of things at a price each: "85 tamales a 18", "3 beers at 6", "2 x 4,50", "5 each". */
const PRICED_EACH = /(?<![\p{L}\d.,])\d+\s+\p{L}[\p{L}\s]*?\s(?:a|at|@|por|x)\s*(?:r\$|\$|€|£)?\s*\d|\d\s*(?:each|cada|c\/u)(?![\p{L}\d])/u;
const SOURCE_PREPOSITIONS: ReadonlySet<string> = new Set(['from', 'de', 'da', 'do', 'del']);
const clauseWords = (text: string) => fold(text).split(/[^\p{L}\d]+/u).filter((w) => w && !/^\d/.test(w) && !CONNECTOR_WORDS.has(w));
function isAnotherSource(reading: ClauseReading, before: ClauseReading): boolean {
  // "vendi 85 tamales a 18 y 40 atoles a 15": items sold at a price each, listed after the sale.
  const isPriced = (r: ClauseReading) => PRICED_EACH.test(fold(r.rawInput));
  if (before.type === 'income' && reading.type === 'expense' && !reading.hasStrongTypeCue && isPriced(before) && isPriced(reading)) return true;
  if (before.type !== 'income' || before.isTypeStated || reading.type !== 'expense' || reading.isTypeStated || before.categorySource === 'fallback') return false;
  const words = clauseWords(reading.rawInput);
  if (!SOURCE_PREPOSITIONS.has(words[0] ?? '') || words.length < 2 || words.length > 3) return false;
  return clauseWords(before.rawInput).some((w) => SOURCE_PREPOSITIONS.has(w));
}

/**
 * "recebi as rendas do 1º esquerdo 650€ e do 2º direito 720€", "rent in from the couple 1,150 and the
 * student 780": income whose own words name no kind, after income that did, is more of that kind.
 */
function isMoreOfTheSameIncome(reading: ClauseReading, before: ClauseReading): boolean {
  return reading.type === 'income' && before.type === 'income' && reading.categorySource === 'fallback' && before.categorySource !== 'fallback' && !reading.hasStrongTypeCue;
}

const EMPHATIC_SELF: ReadonlySet<string> = new Set(['myself', 'ourselves']);
/** Winning, said of a game by its score: "ganamos 2-0!!", "we won 3-1", "ganhamos de 2x1" (no money won). */
const WON: ReadonlySet<string> = new Set('won win ganamos gano gane ganaron ganhamos ganhou ganhei ganharam'.split(' '));
function wonAMatch(tokens: readonly Token[], i: number): boolean {
  if (!WON.has(tokens[i]?.norm ?? '')) return false;
  const at = tokens[i + 1]?.norm === 'de' || tokens[i + 1]?.norm === 'by' ? i + 2 : i + 1;
  return tokens[at]?.kind === 'num' && /^(?:-|x)$/u.test(tokens[at + 1]?.norm ?? '') && tokens[at + 2]?.kind === 'num' && Number(tokens[at]!.norm) <= 20;
}

/** Besides "another one", what such a clause may say: how new or cheap, the buying, the money's words. */
const PLAIN_WORDS: ReadonlySet<string> = new Set(
  'new cheaper novo nova novos novas nuevo nueva nuevos nuevas i so then ai ahi entao entonces luego depois despues mismo ordered bought got comprei compre compramos pedi mil lucas luca conto contos pila reais pesos euros quid bucks dollars'.split(' '),
);
const ANOTHER_ONE: ReadonlySet<string> = new Set(['one', 'ones', 'another', 'outro', 'outra', 'outros', 'outras', 'otro', 'otra', 'otros', 'otras']);
/**
 * "falabella me reembolsó 149.900 de unos tenis y compré otros en 179.900", "amazon refunded the kettle so i ordered a
 * new one, 34.99": another of the thing refunded or sold, bought, is filed as that thing would be.
 */
function anotherOfTheRefunded(reading: ClauseReading, before: ClauseReading, lang: Lang, ctx: EngineContext): EngineCategory | undefined {
  // Nothing else named ("paid the electrician to wire the new one" names who was paid); "compré otros": "otros" also
  // names the Other category.
  const isCatchAll = reading.categorySource === 'fallback' || reading.category?.id === fallbackCategory(ctx.categories, 'expense')?.id;
  if (before.type !== 'income' || reading.type !== 'expense' || !isCatchAll) return undefined;
  const said = fold(reading.rawInput).split(/[^\p{L}]+/u).filter(Boolean);
  const isFiller = (w: string) => ANOTHER_ONE.has(w) || STOPWORDS.has(w) || ACTION_WORDS.has(w) || CONNECTOR_WORDS.has(w) || PLAIN_WORDS.has(w);
  if (!said.some((w) => ANOTHER_ONE.has(w)) || !said.every(isFiller)) return undefined;
  const words = fold(before.rawInput).split(/[^\p{L}\d]+/u).filter(Boolean);
  const choice = resolveCategory({ words, text: '', lang, country: ctx.country, statedType: 'expense', categories: ctx.categories, learnedRules: [] });
  return choice.source === 'fallback' || choice.category?.type !== 'expense' ? undefined : choice.category;
}

/**
 * "paguei 96€ do jantar e o pessoal mandou-me 72 por mbway", "pagué el asado 36 lucas y los pibes me pasaron 27": money
 * from friends or the group, right after the user paid for something, is their share of it coming back.
 */
const THE_GROUP: ReadonlySet<string> = new Set([
  ...FRIENDS,
  ...'pessoal galera turma pibes chicos chicas cabros lads guys girls everyone everybody todos todas compas'.split(' '),
]);
function isShareFromTheGroup(reading: ClauseReading, before: ClauseReading): boolean {
  if (reading.type !== 'income' || before.type !== 'expense' || reading.categorySource !== 'fallback') return false;
  return fold(reading.rawInput).split(/[^\p{L}]+/u).some((w) => THE_GROUP.has(w));
}

/** Tips, and how they are left ("left a 12 tip", "dejé de propina", "tipped her"). */
const TIP_WORDS: ReadonlySet<string> = new Set([...ALL_PACKS.flatMap((pack) => pack.typeCues.takings.tips), 'tipped']);
const LEFT_A_TIP: ReadonlySet<string> = new Set(['extra', 'left', 'deixei', 'deje', 'dei', 'di', 'gave', 'on', 'top']);
const WEEKDAY_NAMES: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => [...Object.keys(pack.dates.weekdays), ...pack.dates.weekdaysShort]));

/**
 * "made 140 today but spent 25 on gas", "ganhei 200 mas gastei 50 no mercado": money in and money out
 * told on either side of a "but" are two items ("was 50 but i paid 30" stays one: only its second
 * half says which way money went).
 */
function splitAtContrast(analysis: Analysis, clause: Clause): Clause[] {
  const money = clause.amounts.filter((a) => !a.isSoftQuantity);
  if (money.length === 1) return [afterContrast(analysis, clause, money[0]!)];
  if (money.length !== 2) return [clause];
  const [left, right] = money as [AmountMention, AmountMention];
  const tokens = analysis.tokens;
  let at = -1;
  for (let i = left.last + 1; i < right.first; i++) if (tokens[i]?.kind === 'word' && CONTRASTS.has(tokens[i]!.norm)) at = i;
  if (at < 0) return [clause];
  const cueOf = (from: number, to: number) => {
    const cue = detectType(analysis.words.map((w, i) => (i >= from && i <= to ? w : '')).filter(Boolean));
    return cue && !cue.isWeak ? cue.type : undefined;
  };
  const before = cueOf(clause.first, at - 1);
  const after = cueOf(at + 1, clause.last);
  if (before === undefined || after === undefined || before === after) return [clause];
  return [
    { first: clause.first, last: at - 1, amounts: clause.amounts.filter((a) => a.last < at) },
    { first: at + 1, last: clause.last, amounts: clause.amounts.filter((a) => a.first > at) },
  ];
}

/**
 * "asos refund 25.99 came in but i bought trainers for 70": a clause whose one amount comes after a "but", the words before
 * it telling the other way of the item before (what came in), is read from the "but" on.
 */
function afterContrast(analysis: Analysis, clause: Clause, amount: AmountMention): Clause {
  const tokens = analysis.tokens;
  let at = -1;
  for (let i = clause.first; i < amount.first; i++) if (tokens[i]?.kind === 'word' && CONTRASTS.has(tokens[i]!.norm)) at = i;
  if (at <= clause.first) return clause;
  const cueOf = (from: number, to: number) => {
    const cue = detectType(analysis.words.map((w, i) => (i >= from && i <= to ? w : '')).filter(Boolean));
    return cue && !cue.isWeak ? cue.type : undefined;
  };
  const before = cueOf(clause.first, at - 1);
  const after = cueOf(at + 1, clause.last);
  return before !== undefined && after !== undefined && before !== after ? { ...clause, first: at + 1 } : clause;
}

/**
 * "renewed the car insurance, €640 for the year. my brother pays about 1,200": beside the user's own money, a
 * sentence that tells of someone else's spending or pay is theirs.
 */
function withoutOthersMoney(analysis: Analysis, money: ReturnType<typeof moneyMentions>): ReturnType<typeof moneyMentions> {
  const sentenceOf = sentenceNumbers(analysis.tokens);
  const bySentence = new Set(money.amounts.map((a) => sentenceOf[a.first]!));
  if (bySentence.size < 2) return withoutOthersClauses(analysis, money);
  const theirs = new Set<number>();
  for (const n of bySentence) {
    const text = textOfSentence(analysis.tokens, sentenceOf, n, analysis.folded);
    // ("my dad says he paid 30 for his", "my cousin charges like 2k": a sentence about them with the user nowhere in it.)
    const words = wordsOfSentence(analysis.words, sentenceOf, n);
    if (isSomeoneElsesPurchase(text) || (opensOnSomeoneElse(words, analysis.language) && !isUserBeforeMoney(analysis, sentenceOf, n, money.amounts))) theirs.add(n);
  }
  if (theirs.size === bySentence.size) return money;
  // (Their sentences describe none of the user's items.)
  const ignored = new Set(money.ignored);
  for (const [k, n] of sentenceOf.entries()) if (theirs.has(n)) ignored.add(k);
  return withoutOthersClauses(analysis, { amounts: money.amounts.filter((a) => !theirs.has(sentenceOf[a.first]!)), ignored });
}

/** Where a clause ends, for someone else's part of a sentence: a comma or semicolon, or a word joining clauses. */
const CLAUSE_BREAK_WORDS = new Set(['and', 'but', 'while', 'whereas', 'e', 'mas', 'enquanto', 'y', 'pero', 'mientras']);

/**
 * "she got the $22 salad, my sandwich was 13.50", "flatmate sorted the wifi (30), i paid the council tax, 142 quid",
 * "my buddy paid $60 for his ticket last week, I got mine today for 45": beside the user's money, a clause that opens on
 * someone else acting, with the user nowhere before its money, is theirs. (Their paying the user is the user's income.)
 */
function withoutOthersClauses(analysis: Analysis, money: ReturnType<typeof moneyMentions>): ReturnType<typeof moneyMentions> {
  const tokens = analysis.tokens;
  if (money.amounts.filter((a) => !a.isSoftQuantity).length < 2) return money;
  const clauseOf: number[] = [];
  let clause = 0;
  for (const [k, token] of tokens.entries()) {
    if ((token.kind === 'sym' && /^[,;.!?]$/u.test(token.norm)) || token.kind === 'nl' || CLAUSE_BREAK_WORDS.has(analysis.words[k] ?? '')) clause += 1;
    clauseOf.push(clause);
  }
  const priced = money.amounts.filter((a) => !a.isSoftQuantity);
  const byClause = new Set(priced.map((a) => clauseOf[a.first]!));
  if (byClause.size < 2) return money;
  const theirs = [...byClause].filter((n) => {
    const at = clauseOf.indexOf(n);
    const lastMoney = Math.max(...priced.filter((a) => clauseOf[a.first] === n).map((a) => a.first));
    const words = analysis.words.filter((w, k) => clauseOf[k] === n && w);
    const before = analysis.words.slice(at, lastMoney).filter(Boolean);
    // ("minha mãe mandou 500 reais": kin giving, with no act of their own, is money to the user.)
    const theirAct = saysTheirAct(words) || detectType(words)?.type !== 'income';
    return opensOnSomeoneElseActing(words, analysis.language) && theirAct && !before.some((w) => USER_WORDS.has(w) || /-(?:me|nos)$/u.test(w));
  });
  if (theirs.length === 0 || theirs.length === byClause.size) return money;
  // (Their words describe none of the user's items.)
  const ignored = new Set(money.ignored);
  for (const [k, n] of clauseOf.entries()) if (theirs.includes(n)) ignored.add(k);
  return { amounts: money.amounts.filter((a) => !theirs.includes(clauseOf[a.first]!)), ignored };
}

/** Who says "I" as the one paying: "i", "eu", "yo", "we", "nós", "nosotros". */
const I_SUBJECT: ReadonlySet<string> = new Set(['i', 'eu', 'yo', 'we', 'nos', 'nosotros']);
/** Between "I" and the verb: "i only paid", "eu so paguei", "yo nomás di". */
const ONLY: ReadonlySet<string> = new Set(['only', 'just', 'also', 'then', 'so', 'solo', 'nomas', 'tambem', 'tambien', 'ya', 'ja']);
const GOT: ReadonlySet<string> = new Set(['got', 'get']);
/** The user's own paying, right after "I": "i paid", "eu paguei", "yo pagué", "yo nomás di" (not "i sent back", a return). */
const OWN_PAYING: ReadonlySet<string> = new Set('paid covered bought got grabbed spent paguei gastei comprei dei pague compre gaste di puse cubri'.split(' '));

/**
 * "dinner at olive garden my dad paid lol, i got the movie tix 28", "brunch was on sarah 🥰 but i paid the uber 14.20",
 * "no rodizio meu namorado pagou tudo ❤️ eu so paguei o estacionamento 25", "invitó el jefe 🙌 yo solo pagué el taxi 14": before
 * the user's own paying, words where someone else paid describe none of the user's items.
 */
function withoutOthersTreat(analysis: Analysis, money: ReturnType<typeof moneyMentions>): ReturnType<typeof moneyMentions> {
  const firstMoney = money.amounts.find((a) => !a.isSoftQuantity)?.first ?? -1;
  const words = analysis.words;
  const own = words.findIndex((w, k) => {
    if (k >= firstMoney || !I_SUBJECT.has(w)) return false;
    const verbAt = ONLY.has(words[k + 1] ?? '') ? k + 2 : k + 1;
    // ("i got the movie tix 28" bought them; "i got 50" was given it: a thing, not the money, after the verb.)
    const buysAThing = !GOT.has(words[verbAt] ?? '') || (words[verbAt + 1] !== '' && !money.amounts.some((a) => a.first === verbAt + 1));
    return OWN_PAYING.has(words[verbAt] ?? '') && detectType([words[verbAt] ?? ''])?.type !== 'income' && buysAThing;
  });
  // (Only for what the user paid: the rest of the message says no money came in.)
  if (own <= 0 || !saysOthersPaid(words.slice(0, own).filter(Boolean)) || detectType(words.slice(own).filter(Boolean))?.type === 'income') return money;
  const ignored = new Set(money.ignored);
  for (let k = 0; k < own; k++) ignored.add(k);
  return { amounts: money.amounts, ignored };
}

/** The sentence opens on someone else ("he", "my partner", "a minha irmã"). */
function isAboutSomeoneElse(tokens: readonly Token[], sentenceOf: readonly number[], sentence: number, lang: Lang): boolean {
  return opensOnSomeoneElse(wordsOfSentence(tokens.map((t) => (t.kind === 'word' ? t.norm : '')), sentenceOf, sentence), lang);
}

/** Every clause of the message, read with inheritance from the clause before ([] when too many). */
export function readClauses(analysis: Analysis, ctx: EngineContext): ClauseReading[] {
  const money = withoutOthersTreat(analysis, withoutOthersMoney(analysis, moneyMentions(analysis)));
  const clauses = splitClauses(analysis.tokens, money.amounts, analysis.dateTokens, analysis.language).flatMap((c) => splitAtContrast(analysis, c));
  if (clauses.length > MAX_TRANSACTIONS_PER_MESSAGE) return [];
  const readings: ClauseReading[] = [];
  const inherited: Inherited = {};
  if (analysis.dates[0]) inherited.dayNumber = analysis.dates[0].dayNumber;
  let previous: Clause | undefined;
  for (const clause of clauses) {
    // ("payday!! £1,842.16 landed this morning. immediately sent £650 rent to the landlord": a new sentence says its own way.)
    if (previous && range(previous.first, clause.first - 1).some((k) => isSentenceEnd(analysis.tokens[k], analysis.tokens[k + 1]))) delete inherited.statedType;
    previous = clause;
    const reading = readClause(analysis, clause, ctx, inherited, money.ignored);
    if (inherited.currency === 'LUCA') inThousands(reading, inherited.lucas ?? 0);
    // "hice 50 mil en propinas y me gasté 20 en unas polas": in pesos where a few units buy nothing, a small
    // bare number after thousands said with "mil" is thousands too ("80 mil y 500 de pan" keeps its 500).
    else if (inherited.thousands !== undefined && reading.amountMention?.currency === null) inThousands(reading, inherited.thousands, false);
    const before = readings[readings.length - 1];
    // "split dinner 80 with jo, my half 40": the user's share is what the bill before cost them.
    if (before && isMyShareOf(reading, before)) {
      // (A part said in thousands without "mil", "me tocó 60" after "240.000 entre 4", leaves the part worked out.)
      const saidInThousands = compareAmounts(multiplyDecimal(reading.amountMention!.amount, 1000), before.amountMention?.amount ?? '0') === 0;
      if (!saidInThousands) before.amountMention = reading.amountMention;
    }
    // A return leg ("22 back", "volta 27") is the item before again; "another one" takes its category.
    else if (before && isLegOf(analysis, clause, reading)) readings.push(asLegOf(reading, before));
    else {
      if (before && namesOnlyTheSameAgain(reading, before, clauses.length)) {
        reading.category = before.category;
        reading.categorySource = before.categorySource;
      } else if (before && isAnotherSource(reading, before)) {
        reading.type = before.type;
        reading.category = before.category;
        reading.categorySource = before.categorySource;
      } else if (before && isMoreOfTheSameIncome(reading, before)) {
        reading.category = before.category;
        reading.categorySource = before.categorySource;
      } else if (before && isShareFromTheGroup(reading, before)) {
        const refunds = findCategoryByName(ctx.categories, 'Refunds', 'income');
        if (refunds) {
          reading.category = refunds;
          reading.categorySource = 'lexicon';
        }
      } else if (before) {
        const bought = anotherOfTheRefunded(reading, before, analysis.language, ctx);
        if (bought) {
          reading.category = bought;
          reading.categorySource = 'lexicon';
        }
      }
      readings.push(reading);
    }
    if (reading.isTypeStated) inherited.statedType = reading.type;
    // Spending listed after income ends the income's run: "me hice 210 mil, gasolina 60 mil y la lavada 15 mil".
    else if (inherited.statedType === 'income' && reading.type === 'expense') delete inherited.statedType;
    if (reading.amountMention?.currency) inherited.currency = reading.amountMention.currency;
    if (reading.amountMention?.currency === 'LUCA') inherited.lucas = Number(reading.amountMention.amount) / 1000;
    const said = reading.amountMention;
    if (said && said.currency === null && said.hasMultiplier && THOUSANDS_COUNT.has(ctx.preferredCurrency) && Number(said.amount) % 1000 === 0) {
      inherited.thousands = Number(said.amount) / 1000;
    }
  }
  withoutRestatedTotal(readings, analysis);
  agreeWithTheList(readings);
  drinksFromTheShop(readings, analysis, ctx);
  earnedThroughApp(readings, analysis.language, ctx);
  return readings;
}

/**
 * "vendí 20 pasteles a 150 cada uno, 3,000 pesos!!", "me pagaron 800 más 350 de propinas, 1,150 en total": an amount worked
 * out (a price times a count, or a sum) said again right after, as said, with nothing named between, is the same money,
 * not a second item.
 */
function withoutRestatedTotal(readings: ClauseReading[], analysis: Analysis): void {
  const isWorkedOut = (mention: AmountMention): boolean => {
    const said = parseNumberToken(analysis.tokens[mention.numberIndex]?.norm ?? '');
    return !mention.hasMultiplier && said !== null && compareAmounts(said, mention.amount) !== 0;
  };
  for (let k = readings.length - 1; k > 0; k--) {
    const before = readings[k - 1]!.amountMention;
    const again = readings[k]!.amountMention;
    if (!before || !again || readings[k - 1]!.type !== readings[k]!.type || compareAmounts(before.amount, again.amount) !== 0) continue;
    // (Nothing named between them: "2 cañas a 2,50 y unas bravas 5" are two things at the same price.)
    const between = analysis.words.slice(before.last + 1, again.first).filter(Boolean);
    if (isWorkedOut(before) && !isWorkedOut(again) && matchLexicon(between, analysis.language) === undefined) readings.splice(k, 1);
  }
}

const VEHICLE_COSTS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.work.vehicleCosts));
const NET_WORDS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.work.netWords));
const wordsOf = (text: string) => fold(text).split(/[^\p{L}\d]+/u).filter(Boolean);

/**
 * "uber hoy 1,620 pesos, gasolina 600", "ifood 185 hj mas troquei o pneu da moto, 140", "didi hoy 186.000 limpio": a work
 * app and its amount said first, nothing bought named beside it, and the largest of the message, before what a driver pays
 * to drive (or said net), is what the user earned. ("doordash lunch 32.60, gas 40", "mercado 213, gasolina 150, ifood 42":
 * an order or a ride among the day's spending stays spent.)
 */
function earnedThroughApp(readings: ClauseReading[], lang: Lang, ctx: EngineContext): void {
  const work = findCategoryByName(ctx.categories, 'Freelance', 'income');
  const first = readings[0];
  if (!work || !first?.amountMention || first.type !== 'expense' || first.isTypeStated) return;
  const said = wordsOf(first.description);
  if (!said.some((w) => WORK_APPS.has(w))) return;
  const rest = said.filter((w) => !WORK_APPS.has(w) && !STOPWORDS.has(w) && !NET_WORDS.has(w));
  if (rest.length > 1 || namesSpending(rest, lang)) return;
  const isNet = wordsOf(first.rawInput).some((w) => NET_WORDS.has(w));
  const others = readings.slice(1);
  const isLargest = others.every((other) => !other.amountMention || compareAmounts(other.amountMention.amount, first.amountMention!.amount) < 0);
  const drove = others.some((other) => other.type === 'expense' && wordsOf(other.rawInput).some((w) => VEHICLE_COSTS.has(w)));
  if (!isNet && !(drove && isLargest)) return;
  first.type = 'income';
  first.category = work;
  first.categorySource = 'lexicon';
}

const SHOP_DRINKS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.categoryWords.shopDrinks.drinks));
const DRINK_PACKS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.categoryWords.shopDrinks.packs));
const BARS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.categoryWords.shopDrinks.bars));

/**
 * "costco for the party - 2 cases of white claw 39.98", "mercadona pa la fiesta, cervezas y tinto 32,40",
 * "en el chino pa la previa: fernet y coca 18.500": drinks bought at a grocer (named in the item or in the
 * list's heading) or by the pack are groceries, not a round at a bar ("en el bar 12 lucas en birras" stays).
 * (Only what the lexicon filed as dining or a party: a category the user named or taught stays.)
 */
function drinksFromTheShop(readings: ClauseReading[], analysis: Analysis, ctx: EngineContext): void {
  const groceries = findCategoryByName(ctx.categories, 'Groceries', 'expense');
  if (!groceries) return;
  const roundOrParty = new Set(['Dining', 'Entertainment'].map((name) => findCategoryByName(ctx.categories, name, 'expense')?.id));
  const heading = headingWords(analysis);
  for (const reading of readings) {
    if (reading.type !== 'expense' || reading.categorySource !== 'lexicon' || !roundOrParty.has(reading.category?.id)) continue;
    const words = fold(reading.rawInput).split(/[^\p{L}\d-]+/u).filter(Boolean);
    if (!words.some((w) => SHOP_DRINKS.has(w)) || words.some((w) => BARS.has(w))) continue;
    if (words.some((w) => DRINK_PACKS.has(w)) || namesAGrocer(words, analysis.language) || namesAGrocer(heading, analysis.language)) reading.category = groceries;
  }
}

/** The words before a colon that comes before the first amount ("en el chino pa la previa: …"), folded. */
function headingWords(analysis: Analysis): string[] {
  const colon = analysis.tokens.findIndex((t) => t.norm === ':');
  const first = analysis.amounts[0]?.first ?? Infinity;
  return colon < 0 || colon > first ? [] : analysis.words.slice(0, colon).filter(Boolean);
}

/**
 * A grocer among the words, by one or two of them ("tesco", "pingo doce", "supermercado"); a weak word only
 * as a place ("en el chino"; "aguardiente néctar" names a drink).
 */
const AT_A_PLACE = new Set(['en', 'no', 'na', 'at', 'in', 'el', 'la', 'o', 'a', 'the', 'al', 'ao', 'do', 'da', 'del']);
function namesAGrocer(words: readonly string[], lang: Lang): boolean {
  // ("2 cervezas a 4 pavos": a currency's slang name is no turkey bought.)
  return words.some((_, i) =>
    [1, 2].some((n) => {
      const window = words.slice(i, i + n);
      if (window.some((word) => currencyFromWord(word, word))) return false;
      const match = matchLexicon(window, lang, 'expense');
      return match?.entries.some((e) => e.category === 'Groceries') === true && (match.weight >= 1.5 || AT_A_PLACE.has(words[i - 1] ?? ''));
    }),
  );
}

/**
 * "pão de queijo 8, café 6 e água 4", "chips 3, soda 2, water 1.50", "coxinha 8 e água 4": an item
 * whose category none of the other items share, but whose words may also name one they do, takes it
 * (water among snacks is a drink, not the bill; "luz 180 e água 90" stays the bills). A category the
 * user named or taught stays.
 */
function agreeWithTheList(readings: ClauseReading[]): void {
  if (readings.length < 2) return;
  for (const reading of readings) {
    if (reading.categorySource !== 'lexicon' || reading.type !== 'expense') continue;
    const others = readings.filter((other) => other !== reading);
    if (!others.every((other) => other.type === 'expense' && other.categorySource !== 'fallback' && other.category !== undefined)) continue;
    if (others.some((other) => other.category?.id === reading.category?.id)) continue;
    const shared = others.map((other) => other.category as EngineCategory).find((category) => reading.mayName.includes(category.name));
    if (shared) reading.category = shared;
  }
}

/** A complete draft from a clause that has an amount and a category. */
export function toDraft(reading: ClauseReading, ctx: EngineContext): TransactionDraft | undefined {
  if (!reading.amountMention) return undefined;
  const category = reading.category;
  return {
    type: reading.type,
    amount: reading.amountMention.amount,
    currency: reading.currencyRef ? resolveCurrency(reading.currencyRef, ctx.preferredCurrency, ctx.country) : ctx.preferredCurrency,
    categoryId: category?.id ?? 0,
    categoryName: category?.name ?? 'Other',
    description: reading.description,
    date: reading.date,
    tags: reading.tags,
    rawInput: reading.rawInput,
    ...(reading.review ? { review: reading.review } : {}),
  };
}
