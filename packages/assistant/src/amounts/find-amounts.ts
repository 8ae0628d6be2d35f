/**
 * Finds the money in a message: numbers in any notation, with their currency (symbol, code or name,
 * before or after) and multiplier (5k, 2 mil, 1,5 mil, 2M, 30 lucas, un palo), and numbers written
 * in words. Numbers that are not money are set aside: dates and times, percentages, ordinals,
 * installments (12x), units (3 nights, 100 metros), and counts before a plural noun (2 pizzas 30).
 * Quantities times unit prices ("2 x 3.50", "3 beers at 6 each") are their total (quantities.ts).
 */
import { normalizeAmount } from '@tally/shared/money';
import type { Lang } from '../types';
import type { Token } from '../text/tokenize';
import { CURRENCY_SYMBOLS, currencyFromWord, type CurrencyRef } from './currency-lexicon';
import { multiplyDecimal, parseNumberToken } from './parse-number';
import { readWordNumber } from './number-words';
import { monthNumber } from '../dates/date-words';
import { applyQuantities, isProductSign } from './quantities';
import { matchLexicon } from '../categories/lexicon';
import { ALL_PACKS } from '../language/packs/packs';
import type { AmountWords } from '../language/pack';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';

export interface AmountMention {
  /** Normalised two-place decimal string. */
  amount: string;
  currency: CurrencyRef | null;
  /** First and last token index covered (currency and multiplier included). */
  first: number;
  last: number;
  /** Index of the number token itself. */
  numberIndex: number;
  hasMultiplier: boolean;
  hasDecimals: boolean;
  isWords: boolean;
  /** A count before a plural noun ("2 pizzas"): money only when nothing better is around. */
  isSoftQuantity: boolean;
}

/** Every pack's amount words of one kind together (people mix languages). */
const amountWordSet = (pick: (words: AmountWords) => readonly string[]): ReadonlySet<string> => new Set(ALL_PACKS.flatMap((pack) => pick(pack.amounts)));
/** Every pack's table of one kind in one. */
const amountTable = <T>(pick: (words: AmountWords) => Readonly<Record<string, T>>): Readonly<Record<string, T>> =>
  Object.assign({}, ...ALL_PACKS.map((pack) => pick(pack.amounts))) as Record<string, T>;

/** "5k" in every language; the words from the packs ("5 mil", "2 grand", "30 lucas", "2 milhões"). */
const MULTIPLIERS: Readonly<Record<string, number>> = { k: 1000, ...amountTable((words) => words.multipliers) };

/** Slang multipliers name the local money too: "30 lucas" are thousands of pesos, "un palo" a million. */
const MULTIPLIER_CURRENCY: Readonly<Record<string, CurrencyRef>> = amountTable((words) => words.multiplierCurrencies);

/** Money slang that is also an everyday noun: "3 palos de golf por 200", "2 mangos 10". */
const NOUN_SLANG = amountWordSet((words) => words.nounSlang);

/** Notes by name: "a fiver", "two tenners" are pounds, or euros in Ireland. */
const NOTE_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(amountTable((words) => words.notes)).map(([word, value]) => [word, String(value)]),
);

/** Notes named only after "a" and never before "of": "spent a score at the barbers" ("a score of people", "a ton of work" are none). */
const ARTICLE_NOTES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(amountTable((words) => words.articleNotes)).map(([word, value]) => [word, String(value)]),
);
/** Notes counted: "3 fivers", "two tenners", "2 fifties" (AmountWords.countedNotes). */
const COUNTED_NOTES: Readonly<Record<string, number>> = amountTable((words) => words.countedNotes);
const isArticleNote = (tokens: readonly Token[], i: number): boolean =>
  Object.hasOwn(ARTICLE_NOTES, tokens[i]!.norm) && tokens[i - 1]?.norm === 'a' && tokens[i + 1]?.norm !== 'of';

/** Words after a number that make it a measure, a count of times or a duration: never money ("x" in every language). */
const UNIT_WORDS: ReadonlySet<string> = new Set(['x', ...amountWordSet((words) => words.units)]);

/** "1 de 3", "2 of 4", "1/3": a count of a count. */
const OF_COUNT: ReadonlySet<string> = new Set(['de', 'of', '/', 'x']);

/** "6 more days", "2 mais horas", "3 más noches". */
const MORE: ReadonlySet<string> = new Set(['more', 'mais', 'mas', 'less', 'menos']);

/** Singular words that end in "s" and must not read as plural nouns. */
const SINGULAR_S = amountWordSet((words) => words.singularS);

/** Words after a small number word that make it a price ("five for a coffee"). */
const PRICED_SMALL_WORDS = amountWordSet((words) => words.pricedSmallWords);

/** Words before a number that make it a count ("top 5", "last 3", "últimos 30"). */
const COUNT_CUES = amountWordSet((words) => words.countCues);

const ORDINAL_SUFFIX = new Set([...amountWordSet((words) => words.ordinalSuffixes), 'º', 'ª']);
const YEAR_CUES = amountWordSet((words) => words.yearCues);
/** "outubro de 2025", "el primer trimestre del 2025": a year after a month or a quarter and "de". */
const YEAR_OF = amountWordSet((words) => words.yearOf);
/** "quarter", "trimestre" ("q3" in every language). */
const PARTS_OF_YEAR = amountWordSet((words) => words.partsOfYear);
/** "12 percent", "3 pm", "5 por cento": a percentage or an hour, as the words after the number. */
const NOT_MONEY_AFTER: readonly (readonly string[])[] = [...amountWordSet((words) => words.notMoneyAfter)].map((phrase) => phrase.split(' '));
/** "2 milhões de reais": the word between a number and its currency's name. */
const CURRENCY_OF = amountWordSet((words) => words.currencyOf);

/** A month ("october") or a quarter ("q3", "quarter", "trimestre"): a year may follow. */
function namesPartOfYear(word: string): boolean {
  return monthNumber(word) !== undefined || /^q[1-4]$/.test(word) || PARTS_OF_YEAR.has(word);
}

function isPluralNoun(word: string): boolean {
  if (word.length < 4 || !word.endsWith('s') || SINGULAR_S.has(word)) return false;
  // ("imperiais", "pastéis", "papéis": Portuguese plurals in -ais and -eis, of six letters or more.)
  if (/(ss|us|is)$/.test(word) && !(word.length >= 6 && /[ae]is$/.test(word))) return false;
  if (NOUN_SLANG.has(word)) return true;
  return currencyFromWord(word, word) === null && !(word in MULTIPLIERS);
}

/**
 * "3 palos de golf por 200", "2 mangos 10": the slang word at `index` names a thing when a price
 * follows soon after in the same sentence ("300 mangos de nafta" is money).
 */
function isNounUse(tokens: readonly Token[], index: number): boolean {
  for (let k = index + 1; k < tokens.length && k <= index + 6; k++) {
    const token = tokens[k] as Token;
    if (token.kind === 'num') return true;
    // ("corte de pelo 15 pavos y 2 de propina": the next price is another item's; "fueron 3 palos no 300
    // mil": an amount set against another.)
    if (token.kind === 'sym' || token.kind === 'nl' || LIST_JOINERS.has(token.norm) || AGAINST.has(token.norm)) return false;
  }
  return false;
}
const LIST_JOINERS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.quantities.listJoiners));
const AGAINST: ReadonlySet<string> = new Set(['no', 'not', 'nao', 'ni', 'sino']);

function adjacent(a: Token | undefined, b: Token | undefined): boolean {
  return a !== undefined && b !== undefined && !b.spaced;
}

/**
 * A currency symbol glued together right before the number, allowing one space before the number:
 * "R$ 35,90", "US$20", "U$S 100", "$12", "€ 5", "S/ 20". Returns [ref, index of its first token].
 */
function symbolBefore(tokens: readonly Token[], index: number): [CurrencyRef, number] | null {
  let best: [CurrencyRef, number] | null = null;
  let text = '';
  for (let k = index - 1; k >= 0 && k >= index - 3; k--) {
    const token = tokens[k] as Token;
    if (token.kind === 'num' || token.kind === 'nl' || token.kind === 'tag') break;
    text = token.norm + text;
    const ref = CURRENCY_SYMBOLS.get(text);
    if (ref) best = [ref, k];
    // The glued run starts at a spaced token; a symbol cannot reach further back than that.
    if (token.spaced) break;
  }
  return best;
}

function codeOrSymbolAt(token: Token | undefined): CurrencyRef | null {
  if (!token) return null;
  if (token.kind === 'sym') return CURRENCY_SYMBOLS.get(token.norm) ?? null;
  if (token.kind === 'word') return currencyFromWord(token.norm, token.raw);
  return null;
}

interface Suffix {
  multiplier: number;
  /** "3 lucas y media", "2 mil e meio": half the multiplier more. */
  hasHalf: boolean;
  /** "4 mil 500", "2 mil 300 reais": the hundreds said after the thousands, added to them. */
  plus: number;
  currency: CurrencyRef | null;
  last: number;
}

const NO_SUFFIX = (numberIndex: number): Suffix => ({ multiplier: 1, hasHalf: false, plus: 0, currency: null, last: numberIndex });

/** "and a half", "y media", "e meio" after a multiplier, as token words (see NumberWords.half). */
const HALVES: readonly (readonly string[])[] = ALL_PACKS.flatMap((pack) =>
  pack.numbers.connectors.flatMap((connector) => pack.numbers.half.map((half) => [connector, ...half.split(' ')])),
);

/** The index of the last token of a half said at `from`, or -1. */
function halfAt(tokens: readonly Token[], from: number): number {
  for (const words of HALVES) {
    if (words.every((word, k) => tokens[from + k]?.kind === 'word' && tokens[from + k]?.norm === word)) return from + words.length - 1;
  }
  return -1;
}

/** A currency's name with the country's adjective after it (folded): "pesos colombianos", "dólares canadenses". */
const NATIONAL_CURRENCIES: ReadonlyMap<string, CurrencyRef> = new Map<string, CurrencyRef>(
  [
    ['PESO', 'colombiano colombianos', 'COP'],
    ['PESO', 'mexicano mexicanos', 'MXN'],
    ['PESO', 'argentino argentinos', 'ARS'],
    ['PESO', 'chileno chilenos', 'CLP'],
    ['PESO', 'uruguayo uruguayos uruguaio uruguaios', 'UYU'],
    ['DOLLAR_WORD', 'americano americanos americanas estadounidenses', 'USD'],
    ['DOLLAR_WORD', 'canadiense canadienses canadense canadenses', 'CAD'],
    ['DOLLAR_WORD', 'australiano australianos', 'AUD'],
    ['USD', 'canadiense canadienses canadense canadenses', 'CAD'],
    ['USD', 'australiano australianos', 'AUD'],
  ].flatMap(([family, adjectives, code]) => (adjectives as string).split(' ').map((adjective) => [`${family}:${adjective}`, code as CurrencyRef] as const)),
);

/**
 * The hundreds right after a thousands word that names no money of its own ("4 mil 500", not "5 lucas 500"
 * or "5k 500"): a bare whole number under a thousand, spaced, with nothing after it but a currency or a pause.
 */
function hundredsAfter(tokens: readonly Token[], multiplierAt: number, factor: number, implied: CurrencyRef | null): number {
  const word = tokens[multiplierAt];
  const next = tokens[multiplierAt + 1];
  if (factor !== 1000 || implied !== null || word?.norm === 'k' || !next || next.kind !== 'num' || !next.spaced || !/^\d{1,3}$/.test(next.norm)) return 0;
  // ("ganhei 2 mil 3 vezes": a word after it other than a currency's counts something else.)
  const after = tokens[multiplierAt + 2];
  if (after?.kind === 'word' && codeOrSymbolAt(after) === null) return 0;
  return Number(next.norm);
}

/** A whole number of pence: "69p", "50p" (the "p" glued, nothing glued after it). */
function isPence(tokens: readonly Token[], i: number): boolean {
  const p = tokens[i + 1];
  const next = tokens[i + 2];
  return /^\d{1,3}$/.test(tokens[i]?.norm ?? '') && p?.kind === 'word' && p.norm === 'p' && !p.spaced && (next === undefined || next.spaced || next.kind === 'sym');
}

/** "75 cents", "50 cent": hundredths of the user's money (not after whole dollars: "18 dollars and 75 cents" is one amount). */
function isCents(tokens: readonly Token[], i: number): boolean {
  const word = tokens[i + 1];
  const whole = tokens[i - 2];
  const afterWhole =
    tokens[i - 1]?.kind === 'word' && AND_WORDS.has(tokens[i - 1]!.norm) && whole !== undefined && (codeOrSymbolAt(whole) !== null || /^\d+$/.test(whole.norm));
  return !afterWhole && /^\d{1,2}$/.test(tokens[i]?.norm ?? '') && word?.kind === 'word' && (word.norm === 'cents' || word.norm === 'cent');
}
const AND_WORDS = new Set(['and', 'e', 'y', '&']);
/** The names of a hundredth of the money, after a number word ("setenta centimos"). */
const CENT_NAMES = new Set(['cents', 'cent', 'centimos', 'centimo', 'centavos', 'centavo', 'pence', 'p']);

/** Cents said in words after the money's name: "fifty", "e cinquenta", "y veinte" (ten to ninety-nine), and nothing counted after. */
function centsAfter(words: readonly string[], at: number, lang: Lang): { value: string; last: number } | undefined {
  const start = AND_WORDS.has(words[at] ?? '') ? at + 1 : at;
  const read = readWordNumber(words, start, lang);
  if (!read || read.decimal || read.value < 10 || read.value > 99) return undefined;
  const next = words[read.last + 1] ?? '';
  // ("forty two dollars and fifty cents": the cents named.)
  if (CENT_NAMES.has(next)) return { value: String(read.value), last: read.last + 1 };
  return next === '' || !(isPluralNoun(next) || UNIT_WORDS.has(next)) ? { value: String(read.value), last: read.last } : undefined;
}

/** Multiplier and currency written after the number: "5k", "2 mil reais", "2 milhões de reais", "15€". */
function readSuffix(tokens: readonly Token[], numberIndex: number): Suffix {
  let last = numberIndex;
  let multiplier = 1;
  let hasHalf = false;
  let plus = 0;
  let implied: CurrencyRef | null = null;
  const next = tokens[last + 1];
  if (next && next.kind === 'word') {
    // "2M" is millions only in capitals and glued; "2 m" / "2m" are metres or minutes.
    const factor =
      next.raw === 'M' && !next.spaced ? 1_000_000 : Object.hasOwn(MULTIPLIERS, next.norm) ? MULTIPLIERS[next.norm] : undefined;
    if (factor !== undefined) {
      if (NOUN_SLANG.has(next.norm) && isNounUse(tokens, last + 1)) return NO_SUFFIX(numberIndex);
      multiplier = factor;
      implied = Object.hasOwn(MULTIPLIER_CURRENCY, next.norm) ? (MULTIPLIER_CURRENCY[next.norm] as CurrencyRef) : null;
      last += 1;
      const half = halfAt(tokens, last + 1);
      if (half >= 0) {
        hasHalf = true;
        last = half;
      }
      plus = hundredsAfter(tokens, last, factor, implied);
      if (plus > 0) last += 1;
    }
  }
  let currency: CurrencyRef | null = implied;
  const after = tokens[last + 1];
  const direct = codeOrSymbolAt(after);
  if (direct && after && NOUN_SLANG.has(after.norm) && isNounUse(tokens, last + 1)) {
    // "3 mangos 20": fruit, priced by the number that follows.
  } else if (direct) {
    currency = direct;
    last += 1;
    // "vinte e sete euros e meio", "12 dólares y medio": half of the money named more ("27 euros e meio quilo" weighs).
    const half = multiplier === 1 && after?.kind === 'word' ? halfAt(tokens, last + 1) : -1;
    if (half >= 0 && !UNIT_WORDS.has(tokens[half + 1]?.norm ?? '')) {
      hasHalf = true;
      last = half;
    }
    // "800 mil pesos colombianos", "50 dólares canadienses": the country's own currency of that name.
    const country = NATIONAL_CURRENCIES.get(`${direct}:${tokens[last + 1]?.norm ?? ''}`);
    if (country && tokens[last + 1]?.kind === 'word') {
      currency = country;
      last += 1;
    }
  } else if (after && after.kind === 'word' && CURRENCY_OF.has(after.norm)) {
    const named = tokens[last + 2];
    if (named && named.kind === 'word') {
      const ref = currencyFromWord(named.norm, named.raw);
      if (ref && !(NOUN_SLANG.has(named.norm) && isNounUse(tokens, last + 2))) {
        currency = ref;
        last += 2;
      }
    }
  }
  return { multiplier, hasHalf, plus, currency, last };
}

/**
 * "1 250 €", "€ 12 500", "1 250 000 kz": a space groups thousands (Portugal, Spain, France) when a
 * currency says the groups are one sum. Returns the index of the last group, or `index` itself.
 */
function spaceGroupedEnd(tokens: readonly Token[], index: number, claimed: ReadonlySet<number>): number {
  if (!/^\d{1,3}$/.test((tokens[index] as Token).norm)) return index;
  let last = index;
  for (let k = index + 1; k < tokens.length; k++) {
    const group = tokens[k] as Token;
    if (group.kind !== 'num' || !group.spaced || claimed.has(k) || !/^\d{3}(?:[.,]\d{1,2})?$/.test(group.norm)) break;
    last = k;
    if (group.norm.length > 3) break;
  }
  if (last === index) return index;
  const after = tokens[last + 1];
  const hasCurrencyAfter = after !== undefined && codeOrSymbolAt(after) !== null && !NOUN_SLANG.has(after.norm);
  if (hasCurrencyAfter || symbolBefore(tokens, index) !== null) return last;
  // "paid 1 200 rent", "recebi meu salario 4 500": groups of three after a first of one to three digits, with no unit
  // or thing counted after them ("2 500 ml", "3 100 packs"), are one number too.
  // ("ipva parcela 1 de 3 412,33": a count before; "a-2 145,30": a name's number.)
  // ("2 300 piece puzzles": a count of things, the number naming their size.)
  const counts = (t: Token | undefined) => t !== undefined && t.kind === 'word' && (UNIT_WORDS.has(t.norm) || isPluralNoun(t.norm));
  const isCounted = counts(after) || (after?.kind === 'word' && counts(tokens[last + 2]));
  const before = tokens[index - 1];
  const isPartOfName = before !== undefined && !(tokens[index] as Token).spaced;
  const followsCount = before !== undefined && (OF_COUNT.has(before.norm) || tokens[index - 2]?.kind === 'num');
  return isCounted || isPartOfName || followsCount ? index : last;
}

/** "7-eleven": a word joined by a hyphen to a number before it (the name's second half, not "eleven"). */
function isJoinedToNumber(tokens: readonly Token[], i: number): boolean {
  const hyphen = tokens[i - 1];
  const number = tokens[i - 2];
  return hyphen?.norm === '-' && number?.kind === 'num' && adjacent(hyphen, tokens[i] as Token) && adjacent(number, hyphen);
}

function isExcludedNumber(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i] as Token;
  const next = tokens[i + 1];
  const prev = tokens[i - 1];
  if (next && adjacent(token, next) && next.kind !== 'num') {
    if (next.norm === '%' || ORDINAL_SUFFIX.has(next.norm)) return true;
    if (next.norm === ':' && tokens[i + 2]?.kind === 'num' && adjacent(next, tokens[i + 2])) return true;
    // "12x" is instalments and "x2" a count, unless the x multiplies two numbers ("2x3.50", "3,50 x2").
    if (next.norm === 'h' || (next.norm === 'x' && !isProductSign(tokens, i + 1))) return true;
    // "7-eleven", "3-in-1": a number joined by a hyphen to a word is part of a name.
    if (next.norm === '-' && tokens[i + 2]?.kind === 'word' && adjacent(next, tokens[i + 2] as Token)) return true;
  }
  if (prev && prev.norm === ':' && adjacent(prev, token) && tokens[i - 2]?.kind === 'num') return true;
  if (prev && prev.norm === 'x' && adjacent(prev, token) && !isProductSign(tokens, i - 1)) return true;
  if (next && next.kind === 'word' && NOT_MONEY_AFTER.some((phrase) => phrase.every((word, k) => tokens[i + 1 + k]?.norm === word))) return true;
  if (prev && prev.kind === 'word' && COUNT_CUES.has(prev.norm) && /^\d{1,3}$/.test(token.norm)) {
    const after = tokens[i + 1];
    // "my 5 last" vs "los 5 dólares": a currency right after keeps it money.
    if (!codeOrSymbolAt(after)) return true;
  }
  if (/^(19|20)\d{2}$/.test(token.norm) && prev && (YEAR_CUES.has(prev.norm) || namesPartOfYear(prev.norm) || (YEAR_OF.has(prev.norm) && namesPartOfYear(tokens[i - 2]?.norm ?? '')))) {
    return !codeOrSymbolAt(next);
  }
  return false;
}

/** Multipliers, units and note names, for the spelling corrector (vocabulary.ts). */
export function* amountWords(): Generator<readonly [string, string]> {
  for (const [word, factor] of Object.entries(MULTIPLIERS)) yield [word, `multiplier:${factor}`];
  for (const word of UNIT_WORDS) yield [word, `unit:${word}`];
  for (const [word, value] of Object.entries(NOTE_WORDS)) yield [word, `note:${value}`];
  for (const word of COUNT_CUES) yield [word, ''];
}

/**
 * "a las dos", "la once" (the Chilean tea), "las tres": a number word after "la"/"las" is an hour
 * or a name, never money (money is "los 20 mil", "2 lucas").
 */
const AFTER_FEMININE_ARTICLE: ReadonlySet<string> = amountWordSet((words) => words.hourArticles);

/** "a", "an" (the packs' articles before a scale, "a hundred"), in every language. */
const ARTICLES_OF_ONE: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.numbers.scaleArticles));
/** A shop or a thing named after a coin ("a dollar store", "a pound shop", "a euro coin"): no money said. */
const NAMED_AFTER_MONEY: ReadonlySet<string> = new Set(['store', 'stores', 'shop', 'shops', 'tree', 'general', 'sign', 'coin', 'bill', 'note', 'menu', 'slice']);

/** Money's names that name nothing else ("a pound" may weigh, "a real" is true). */
const ONE_OF_MONEY: ReadonlySet<string> = new Set(['quid', 'buck', 'dollar', 'euro']);

/** "a quid", "a buck", "a dollar": an article before one of those names is one of it. */
function isArticleOfOne(words: readonly string[], i: number): boolean {
  return ARTICLES_OF_ONE.has(words[i] ?? '') && ONE_OF_MONEY.has(words[i + 1] ?? '') && !NAMED_AFTER_MONEY.has(words[i + 2] ?? '');
}

/**
 * A number word of two to nine from `i` to `end` said as a price: before what it paid for ("five for a coffee"; "two for
 * one" is a deal, "three on the team" no price), after a thing bought at the end of its part ("farmacia vinte e dois reais e
 * padaria oito"), or each ("two pints at six each").
 */
function isSmallWordPrice(tokens: readonly Token[], words: readonly string[], i: number, end: number, lang: Lang): boolean {
  const paysFor = PRICED_SMALL_WORDS.has(words[end + 1] ?? '') && !readWordNumber(words, end + 2, lang) && matchLexicon(words.slice(end + 2, end + 6), lang) !== undefined;
  const next = tokens[end + 1];
  const endsPart = next === undefined || next.kind === 'nl' || (next.kind === 'sym' && /^[,;.!]$/u.test(next.norm)) || LIST_JOINERS.has(next.norm);
  const pricesThingBefore = endsPart && (words[i - 1] ?? '') !== '' && matchLexicon([words[i - 1] as string], lang) !== undefined;
  const isEachPrice = ['at', '@', 'a'].includes(words[i - 1] ?? '') && ['each', 'cada', 'apiece', 'ea'].includes(words[end + 1] ?? '');
  return paysFor || pricesThingBefore || isEachPrice;
}

/** No chat message holds more money than this; reading stops there so time stays bounded. */
export const MAX_AMOUNT_MENTIONS = 64;

/** Every money-like number in the tokens, skipping tokens already claimed (dates). */
export function findAmounts(tokens: readonly Token[], claimed: ReadonlySet<number>, lang: Lang): AmountMention[] {
  const mentions: AmountMention[] = [];
  // Larger numbers before a plural ("2800 vbucks"): counts when the price of them follows on its own.
  const countsBesidePrice: number[] = [];
  const words = tokens.map((t) => (t.kind === 'word' ? t.norm : ''));
  for (let i = 0; i < tokens.length && mentions.length < MAX_AMOUNT_MENTIONS; i++) {
    if (claimed.has(i)) continue;
    const token = tokens[i] as Token;
    let value: string | null = null;
    let isWords = false;
    let numberEnd = i;
    if (token.kind === 'num') {
      if (isExcludedNumber(tokens, i)) continue;
      const grouped = spaceGroupedEnd(tokens, i, claimed);
      if (grouped > i) {
        value = parseNumberToken(tokens.slice(i, grouped + 1).map((t) => t.norm).join(''));
        numberEnd = grouped;
      } else value = parseNumberToken(token.norm);
      // "69p", "50p": pence, glued to the number; "75 cents".
      if (isPence(tokens, i) || isCents(tokens, i)) {
        const pence = Number(token.norm);
        value = `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
        numberEnd = i + 1;
      }
    } else if (token.kind === 'word' && Object.hasOwn(NOTE_WORDS, token.norm)) {
      value = NOTE_WORDS[token.norm] as string;
      isWords = true;
    } else if (token.kind === 'word' && isArticleNote(tokens, i)) {
      value = ARTICLE_NOTES[token.norm] as string;
      isWords = true;
    } else if (token.kind === 'word' && isArticleOfOne(words, i)) {
      // "a quid each", "a buck": one of the money named.
      value = '1';
      isWords = true;
    } else if (token.kind === 'word' && Object.hasOwn(MULTIPLIERS, token.norm) && tokens[i - 1]?.kind !== 'num' && halfAt(tokens, i + 1) >= 0) {
      // "palo y medio", "luca y media": one and a half of the multiplier, said without a number
      // (the suffix is read from the multiplier itself).
      value = '1';
      isWords = true;
      numberEnd = i - 1;
    } else if (token.kind === 'word' && !AFTER_FEMININE_ARTICLE.has(words[i - 1] ?? '') && !isJoinedToNumber(tokens, i)) {
      const read = readWordNumber(words, i, lang);
      // ("topped up the leap card €20, grand so": "grand" alone is fine, not a thousand; "a grand" is.)
      if (read && read.last === i && token.norm === 'grand') continue;
      if (read) {
        value = read.decimal ?? String(read.value);
        isWords = true;
        numberEnd = read.last;
        if (!read.isSubstantial && !Object.hasOwn(COUNTED_NOTES, words[numberEnd + 1] ?? '')) {
          // "um", "una", "one" are articles unless money words follow ("un palo", "one dollar"), or a small word is a price.
          const suffix = readSuffix(tokens, numberEnd);
          if (suffix.multiplier === 1 && suffix.currency === null && !(read.value >= 2 && isSmallWordPrice(tokens, words, i, numberEnd, lang))) continue;
        }
      }
    }
    if (value === null) continue;
    // "3 fivers on raffle tickets", "gave me 2 fifties": a count of notes, each of its value.
    const counted = Object.hasOwn(COUNTED_NOTES, words[numberEnd + 1] ?? '') && /^\d{1,2}$/.test(value) ? (COUNTED_NOTES[words[numberEnd + 1]!] as number) : 0;
    if (counted > 0) {
      value = String(Number(value) * counted);
      numberEnd += 1;
    }
    // "setenta centimos", "fifty cents": a number word before the cents' name.
    if (isWords && CENT_NAMES.has(words[numberEnd + 1] ?? '') && /^\d{1,2}$/.test(value)) {
      value = `0.${value.padStart(2, '0')}`;
      numberEnd += 1;
    }
    const suffix = readSuffix(tokens, numberEnd);
    // "three pounds fifty", "dos euros y cincuenta", "três reais e cinquenta": the cents said after the money's name.
    const cents = isWords && suffix.currency !== null && tokens[suffix.last]?.kind === 'word' && /^\d+$/.test(value) ? centsAfter(words, suffix.last + 1, lang) : undefined;
    if (cents) {
      value = `${value}.${cents.value}`;
      suffix.last = cents.last;
    }
    if ([...range(i, suffix.last)].some((k) => claimed.has(k))) continue;
    let first = i;
    let currency = suffix.currency ?? ((token.kind === 'word' && (Object.hasOwn(NOTE_WORDS, token.norm) || isArticleNote(tokens, i))) || counted > 0 ? 'NOTE' : isPence(tokens, i) ? 'GBP' : null);
    const prefix = symbolBefore(tokens, i);
    if (prefix && !claimed.has(prefix[1])) {
      currency = currency ?? prefix[0];
      first = prefix[1];
    } else {
      const codeBefore = tokens[i - 1];
      if (codeBefore && codeBefore.kind === 'word' && !claimed.has(i - 1)) {
        const ref = currencyFromWord(codeBefore.norm, codeBefore.raw);
        // Names read after the number only ("20 euros"); before it, codes only ("USD 20").
        if (ref && /^[a-z]{3}$/.test(codeBefore.norm) && ref === codeBefore.norm.toUpperCase()) {
          currency = currency ?? ref;
          first = i - 1;
        }
      }
    }
    let scaled = suffix.multiplier === 1 ? value : multiplyDecimal(value, suffix.multiplier);
    if (suffix.hasHalf) scaled = String(Number(scaled) + suffix.multiplier / 2);
    if (suffix.plus > 0) scaled = String(Number(scaled) + suffix.plus);
    let amount: string;
    try {
      amount = normalizeAmount(scaled);
    } catch {
      continue;
    }
    if (amount === '0.00') continue;
    const after = tokens[suffix.last + 1];
    const isFactor = isProductSign(tokens, suffix.last + 1);
    // "apartment 4B", "route 66a": a number glued to letters is a label, not money.
    if (after && after.kind === 'word' && !after.spaced && !isFactor) {
      i = suffix.last;
      continue;
    }
    const isBare = currency === null && suffix.multiplier === 1 && !value.includes('.');
    // "300 x una web": a spaced "x" before a word is chat for "por", not "times".
    const isPorX = after?.norm === 'x' && after.spaced && tokens[suffix.last + 2]?.kind === 'word';
    // ("6 more days", "mais 3 horas": a unit after "more".)
    const unitAfter = after && after.kind === 'word' && (UNIT_WORDS.has(after.norm) || (MORE.has(after.norm) && UNIT_WORDS.has(tokens[suffix.last + 2]?.norm ?? '')));
    // ("o carro tem 180 mil km", "120k miles on it": a measure in thousands, with no currency said.)
    const isThousandsMeasure = currency === null && suffix.multiplier > 1;
    if ((isBare || isThousandsMeasure) && unitAfter && !isFactor && !isPorX) {
      i = suffix.last;
      continue;
    }
    const isBeforePlural = isBare && after !== undefined && after.kind === 'word' && isPluralNoun(after.norm);
    if (isBeforePlural && Number(value) > 99) countsBesidePrice.push(mentions.length);
    const isSoftQuantity = isBeforePlural && Number(value) <= 99;
    mentions.push({
      amount,
      currency,
      first,
      last: suffix.last,
      numberIndex: i,
      hasMultiplier: suffix.multiplier !== 1,
      hasDecimals: value.includes('.'),
      isWords,
      isSoftQuantity,
    });
    i = suffix.last;
  }
  // "2800 vbucks, was 22.99", "1000 robux - 12.99": a price with cents or a currency that names
  // nothing of its own is the price of the things counted before it ("200 utilities, 45.99 internet"
  // are two items).
  if (countsBesidePrice.some((index) => mentions.slice(index + 1).some((m) => isPriceOfWhatCameBefore(tokens, m)))) {
    for (const index of countsBesidePrice) (mentions[index] as AmountMention).isSoftQuantity = true;
  }
  return markNamedNumbers(tokens, applyQuantities(tokens, mentions, lang), lang);
}

/** A price with cents or a currency alone in its part of the message: "..., was 22.99", "... - £5". */
function isPriceOfWhatCameBefore(tokens: readonly Token[], mention: AmountMention): boolean {
  if (mention.currency === null && !mention.hasDecimals) return false;
  const isBreak = (t: Token) => t.kind === 'nl' || (t.kind === 'sym' && !CURRENCY_SYMBOLS.has(t.norm));
  const names = (t: Token) => t.kind === 'word' && !STOPWORDS.has(t.norm) && !ACTION_WORDS.has(t.norm);
  let from = mention.first - 1;
  while (from >= 0 && !isBreak(tokens[from] as Token)) from -= 1;
  let to = mention.last + 1;
  while (to < tokens.length && !isBreak(tokens[to] as Token)) to += 1;
  const own = [...tokens.slice(from + 1, mention.first), ...tokens.slice(mention.last + 1, to)];
  return from >= 0 && !own.some(names);
}

/** Words before a number that make it a name rather than a price: "no 99", "on 99", "con el 99". */
const NAME_PREPOSITIONS = amountWordSet((words) => words.namePrepositions);

/**
 * "fiz 190 rodando no 99": a bare number that is itself a name in the lexicons ("99", the ride app),
 * after a preposition, or the start of a name ("99 pop"), is that name when other money is in the
 * message (a soft mention).
 */
function markNamedNumbers(tokens: readonly Token[], mentions: AmountMention[], lang: Lang): AmountMention[] {
  if (mentions.length < 2) return mentions;
  for (const mention of mentions) {
    if (mention.isSoftQuantity || mention.currency !== null || mention.hasDecimals || mention.hasMultiplier || mention.isWords) continue;
    const number = (tokens[mention.numberIndex] as Token).norm;
    const before = tokens[mention.first - 1];
    const after = tokens[mention.last + 1];
    // "99 pop 16": the number starts a name of two words.
    const startsName = after?.kind === 'word' && matchLexicon([number, after.norm], lang)?.length === 2;
    if (!startsName && (!before || before.kind !== 'word' || !NAME_PREPOSITIONS.has(before.norm))) continue;
    if (!startsName && !matchLexicon([number], lang)) continue;
    if (mentions.some((m) => m !== mention && !m.isSoftQuantity)) mention.isSoftQuantity = true;
  }
  return mentions;
}

function* range(from: number, to: number): Generator<number> {
  for (let k = from; k <= to; k++) yield k;
}

/** How strongly a mention looks like the transaction's amount (higher wins; ties go to the later one). */
export function amountScore(mention: AmountMention): number {
  let score = 0;
  if (mention.currency !== null) score += 4;
  if (mention.hasMultiplier) score += 2;
  if (mention.hasDecimals) score += 1;
  if (mention.isSoftQuantity) score -= 3;
  if (mention.isWords) score -= 1;
  return score;
}

/** The best amount among mentions: explicit currency and decimals first, then the later one. */
export function pickAmount(mentions: readonly AmountMention[]): AmountMention | undefined {
  let best: AmountMention | undefined;
  for (const mention of mentions) {
    if (!best || amountScore(mention) >= amountScore(best)) best = mention;
  }
  return best;
}
