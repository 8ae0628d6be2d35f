/**
 * Quantities and unit prices: what the user paid is the total. "2 x 3.50", "2x3.50", "3.50 x2",
 * "3 beers at 6 each", "2 entradas a 9 cada una", "5 kg de carne a 40 o kg", "500 g de queijo a 60 o
 * quilo" are 7.00, 18.00, 200.00 and 30.00, multiplied exactly (decimal strings, never floats). And
 * "for 2" / "para dois" / "para dos" is a number of people or things, never an amount of its own
 * ("movie tickets for 2, $28" is one transaction of 28).
 */
import { addAmounts, divideDecimals, multiplyAmount, normalizeAmount } from '@tally/shared/money';
import type { Lang } from '../types';
import type { Token } from '../text/tokenize';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';
import { matchLexicon } from '../categories/lexicon';
import { CURRENCY_SYMBOLS, currencyFromWord } from './currency-lexicon';
import { readWordNumber } from './number-words';
import { parseNumberToken } from './parse-number';
import type { AmountMention } from './find-amounts';
import type { MeasureName, QuantityWords } from '../language/pack';
import { ALL_PACKS, PACKS } from '../language/packs/packs';

const set = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));
/** Every pack's quantity words together (people mix languages). */
const quantityWords = (pick: (words: QuantityWords) => readonly string[]): ReadonlySet<string> =>
  new Set(ALL_PACKS.flatMap((pack) => pick(pack.quantities)));
/** Every pack's phrases of that kind, as words, longest first. */
const quantityPhrases = (pick: (words: QuantityWords) => readonly string[]): readonly (readonly string[])[] =>
  [...quantityWords(pick)].map((phrase) => phrase.split(' ')).sort((x, y) => y.length - x.length);
/** The number of words of the first phrase that `words` spell at `from`, or 0. */
function phraseAt(phrases: readonly (readonly string[])[], words: readonly string[], from: number): number {
  return phrases.find((phrase) => phrase.every((word, k) => words[from + k] === word))?.length ?? 0;
}

/** How many tokens back from a price its count may be ("sold 2 of my paintings at the craft fair, 80 each"). */
const MAX_COUNT_DISTANCE = 10;
/** Counts larger than this are not "how many" in a chat message. */
const MAX_COUNT = 999;
/** "for 12" is a price far more often than a party of twelve; up to this, "for N" may be a quantity. */
const MAX_PARTY = 20;

type Unit = 'item' | 'kg' | 'lb' | 'l' | 'dozen';

/** Each measure's unit and what one of it is in that unit's base. */
const MEASURE_SIZES: Readonly<Record<MeasureName, { unit: Unit; per: string }>> = {
  kilo: { unit: 'kg', per: '1' },
  gram: { unit: 'kg', per: '0.001' },
  pound: { unit: 'lb', per: '1' },
  litre: { unit: 'l', per: '1' },
  millilitre: { unit: 'l', per: '0.001' },
  // Gallons are counted like things ("12 gal at 3.49", "2 gallons of milk 4.29 each").
  gallon: { unit: 'item', per: '1' },
  dozen: { unit: 'dozen', per: '1' },
};

/** Measure words after a quantity (QuantityWords.measures): the unit and what one of them is in that unit's base. */
const MEASURES: ReadonlyMap<string, { unit: Unit; per: string }> = new Map(
  ALL_PACKS.flatMap((pack) =>
    (Object.keys(MEASURE_SIZES) as MeasureName[]).flatMap((name) => pack.quantities.measures[name].map((w): [string, { unit: Unit; per: string }] => [w, MEASURE_SIZES[name]])),
  ),
);

/** The price is per one: "each", "cada (uno)", "apiece", "c/u", "per person", "por unidade". */
const EACH = quantityWords((words) => words.each);
const EACH_WAY = quantityPhrases((words) => words.eachWay);
/** A return trip named right before a price each: "ida y vuelta 12 c/u", "ida e volta 6 cada", "there and back 4 each". */
const ROUND_TRIP_BEFORE = quantityPhrases((words) => words.roundTrip);
const ONE = quantityWords((words) => words.one);
const PER = quantityWords((words) => words.per);
const ONE_OF = quantityWords((words) => words.perOne);
const PEOPLE = quantityWords((words) => words.people);
const TIMES = set('x × *');
/** Places known by their number: "room 204 at 3", "gate 12 at 7", "mesa 4 a las 9". */
const NUMBERED_PLACES = set('room gate platform table seat sala quarto cuarto habitacion mesa puerta portao plataforma anden');
/** The unit each rate word is of (QuantityWords.rateUnits), and each measure's (a price "a gallon", then "14 gallons"). */
const RATE_UNITS: ReadonlyMap<string, string> = new Map([
  ...ALL_PACKS.flatMap((pack) => Object.entries(pack.quantities.rateUnits).flatMap(([unit, forms]) => forms.map((w): [string, string] => [w, unit]))),
  ...ALL_PACKS.flatMap((pack) => Object.entries(pack.quantities.measures).flatMap(([unit, forms]) => forms.map((w): [string, string] => [w, unit]))),
]);
/** Before a rate's unit: "an hour", "a week", "per hr", "/h", "por hora", "la hora". */
const RATE_PER = new Set([...PER, 'an', '/']);
/** How far after a rate its count may be said: "35 an hour and did 2 hrs", "3.19 a gallon, filled up 14 gallons". */
const RATE_COUNT_REACH = 8;

/**
 * A price that is a rate ("35 an hour", "2 quid a week", "3.19 a gallon"), then in the same sentence how many of that unit
 * ("did 2 hrs", "paid 8 weeks up front", "filled up 14 gallons"): the count, to multiply the rate by.
 */
function countOfRateAfter(tokens: readonly Token[], mentions: readonly AmountMention[], price: AmountMention): Quantity | undefined {
  const unit = RATE_PER.has(tokens[price.last + 1]?.norm ?? '') ? RATE_UNITS.get(tokens[price.last + 2]?.norm ?? '') : undefined;
  if (unit === undefined) return undefined;
  // ("3 kg de carne a 42 o kg e 2 kg de frango a 18": counted before the price, the count after is the next item's.)
  for (let k = price.first - 1; k >= 0 && !(tokens[k]!.kind === 'sym' && /^[,;.!?]$/u.test(tokens[k]!.norm)) && tokens[k]!.kind !== 'nl'; k--) {
    if (tokens[k]!.kind === 'num') return undefined;
  }
  for (let k = price.last + 3; k < tokens.length && k <= price.last + 2 + RATE_COUNT_REACH; k++) {
    const token = tokens[k]!;
    if (token.kind === 'nl' || (token.kind === 'sym' && /^[;.!?]$/u.test(token.norm))) return undefined;
    if (token.kind !== 'num') continue;
    const count = countAt(tokens, k);
    if (count !== undefined && Number(count) >= 2 && Number(count) <= 500 && RATE_UNITS.get(tokens[k + 1]?.norm ?? '') === unit) return { value: count, index: k, end: k + 1 };
    if (mentions.some((m) => m.numberIndex === k && !m.isSoftQuantity)) return undefined;
  }
  return undefined;
}
/** "at 6", "a 9", "@ 3": a price per item when a count came before. */
const AT = new Set([...quantityWords((words) => words.at), '@']);
/** "em 12x 50" is twelve instalments, not twelve things. */
const INSTALMENT_CUES = quantityWords((words) => words.instalmentCues);
/** "de 22 a 6", "das 8 a 17", "desde 10 a 12": the start of a range. */
const RANGE_FROM = quantityWords((words) => words.rangeFrom);
const FOR = quantityWords((words) => words.for);
/** English "for 12" is usually a price, not a party. */
const PRICE_FOR = new Set(PACKS.en.quantities.for);
/** "2 ingressos de 28", "3 diarias de 180": in Portuguese and Spanish a price after counted things is each one's. */
const OF = quantityWords((words) => words.priceOf);
/** "meio quilo", "medio kilo", "half a pound" (before the measure). */
const HALF_BEFORE = quantityPhrases((words) => words.halfBefore);
/** "quilo e meio", "kilo y medio", "a pound and a half": a number's connector, then a half (NumberWords). */
const AND = new Set(ALL_PACKS.flatMap((pack) => pack.numbers.connectors));
const HALF_AFTER: readonly (readonly string[])[] = ALL_PACKS.flatMap((pack) => pack.numbers.half.map((half) => half.split(' ')));

function isCurrencyToken(token: Token | undefined): boolean {
  if (!token) return false;
  if (token.kind === 'sym') return CURRENCY_SYMBOLS.has(token.norm);
  return token.kind === 'word' && currencyFromWord(token.norm, token.raw) !== null;
}

/** A number token that is only a count: digits, no decimals. */
function countAt(tokens: readonly Token[], i: number): string | undefined {
  const token = tokens[i];
  if (!token || token.kind !== 'num' || !/^\d{1,3}$/.test(token.norm)) return undefined;
  const value = Number(token.norm);
  return value >= 1 && value <= MAX_COUNT ? token.norm : undefined;
}

/** A mention that can be a count: a bare whole number ("2", not "$2", "2.50" or "2k"). */
function isCount(tokens: readonly Token[], mention: AmountMention): boolean {
  return mention.currency === null && !mention.hasMultiplier && !mention.isWords && countAt(tokens, mention.numberIndex) !== undefined;
}

/**
 * True when the token at `sign` multiplies two numbers ("2 x 3.50", "2x3.50", "3,50 x2", "2 × $3"),
 * not when it marks instalments ("em 12x de 50", "12x 50" after "em") or a count alone ("x2").
 */
export function isProductSign(tokens: readonly Token[], sign: number): boolean {
  const token = tokens[sign];
  if (!token || !TIMES.has(token.norm) || tokens[sign - 1]?.kind !== 'num') return false;
  if (INSTALMENT_CUES.has(tokens[sign - 2]?.norm ?? '')) return false;
  for (let m = sign + 1; m < tokens.length && m <= sign + 3; m++) {
    const next = tokens[m] as Token;
    if (next.kind === 'num') return true;
    if (!isCurrencyToken(next) && !/^[a-z]$/.test(next.norm)) return false;
  }
  return false;
}

/** "2 x 3.50": two mentions around a product sign become one, their exact product. */
function combineProducts(tokens: readonly Token[], mentions: readonly AmountMention[]): AmountMention[] {
  const out: AmountMention[] = [];
  for (let k = 0; k < mentions.length; k++) {
    const left = mentions[k] as AmountMention;
    const right = mentions[k + 1];
    const sign = left.last + 1;
    if (!right || !isProductSign(tokens, sign) || right.first !== sign + 1) {
      out.push(left);
      continue;
    }
    const count = isCount(tokens, left) ? left : isCount(tokens, right) ? right : undefined;
    if (!count) {
      out.push(left);
      continue;
    }
    const price = count === left ? right : left;
    // "2x3 rug 40": two whole numbers written together next to other money are a size or a label,
    // not the price ("2 x 8 de refri" set apart is a price).
    const isGlued = !(tokens[sign] as Token).spaced && !(tokens[sign + 1] as Token).spaced;
    const isLabel = isGlued && isCount(tokens, price) && mentions.some((m) => m !== left && m !== right && !m.isSoftQuantity);
    out.push({
      ...price,
      amount: normalizeAmount(multiplyAmount(price.amount, count.amount)),
      currency: price.currency ?? count.currency,
      first: left.first,
      last: right.last,
      hasDecimals: price.hasDecimals,
      isSoftQuantity: isLabel,
    });
    k += 1;
  }
  return out;
}

const TIP_WORDS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.takings.tips));
// "plus", "más", "mais" add as the sign does: four blind sets' writers read "barbers 18 plus 2 tip",
// "25 lucas más 3 lucas de propina" as one payment (one, extra2's y16, as two).
const PLUS = new Set(['+', 'plus', 'mas', 'mais']);
const TIP_ARTICLES = new Set(['a', 'an', 'um', 'uma', 'uns', 'un', 'una', 'unos']);
/** Who tipped, and the verb of tipping: "plus i tipped 7", "plus we tipped her 10". */
const TIPPERS = new Set(['i', 'we']);
const TIPPED = new Set(['tipped']);

/** "haircut 25 + 5 tip", "barbers 18 plus 2 tip", "corte 30 + 5 de gorjeta": the tip added to the price is one payment. */
function addTips(tokens: readonly Token[], mentions: readonly AmountMention[]): AmountMention[] {
  const out: AmountMention[] = [];
  for (let k = 0; k < mentions.length; k++) {
    const price = mentions[k] as AmountMention;
    const tip = mentions[k + 1];
    const plus = tokens[price.last + 1];
    let after = tip ? tip.last + 1 : -1;
    if (tokens[after]?.norm === 'de') after += 1;
    // ("18 plus a 2 euro tip": an article may stand before the tip.)
    const tipAt = TIP_ARTICLES.has(tokens[price.last + 2]?.norm ?? '') ? price.last + 3 : price.last + 2;
    // ("haircut was 35 plus i tipped 7": the tip said by its verb after "plus".)
    const tippedAt = price.last + (TIPPERS.has(tokens[price.last + 2]?.norm ?? '') ? 3 : 2);
    const isTipped = tip !== undefined && TIPPED.has(tokens[tippedAt]?.norm ?? '') && (tip.first === tippedAt + 1 || (tip.first === tippedAt + 2 && tokens[tippedAt + 1]?.kind === 'word'));
    if (isTipped && PLUS.has(plus?.norm ?? '') && !price.isSoftQuantity && !tip.isSoftQuantity) {
      out.push({ ...price, amount: normalizeAmount(addAmounts(price.amount, tip.amount)), currency: price.currency ?? tip.currency, last: tip.last, hasDecimals: true });
      k += 1;
      continue;
    }
    if (!tip || !PLUS.has(plus?.norm ?? '') || tip.first !== tipAt || !TIP_WORDS.has(tokens[after]?.norm ?? '') || price.isSoftQuantity || tip.isSoftQuantity) {
      out.push(price);
      continue;
    }
    out.push({ ...price, amount: normalizeAmount(addAmounts(price.amount, tip.amount)), currency: price.currency ?? tip.currency, last: after, hasDecimals: true });
    k += 1;
  }
  return out;
}

/** Verbs of a time of day before "at"/"a": "leaves at 8", "sai às 7", "sale a las 9". */
const HOUR_VERBS = quantityWords((words) => words.hourVerbs);
const HOUR_AFTER = quantityWords((words) => words.hourAfter);
/** "sale a las 9": the article between the verb and the hour. */
const HOUR_ARTICLES: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.amounts.hourArticles));

/** "at 8" after a verb of time, or "at 8 pm": an hour, not a price each. */
function isHourAt(tokens: readonly Token[], price: AmountMention): boolean {
  if (price.currency !== null) return false;
  const before = tokens[price.first - 2]?.norm ?? '';
  const beforeArticle = tokens[price.first - 3]?.norm ?? '';
  const after = tokens[price.last + 1]?.norm ?? '';
  return HOUR_VERBS.has(before) || (HOUR_ARTICLES.has(before) && HOUR_VERBS.has(beforeArticle)) || HOUR_AFTER.has(after);
}

interface Per {
  unit: Unit;
  /** "por persona", "per head": the count may be a party ("para 4", "for 3"). */
  isPerPerson?: boolean;
  /**
   * "at 2,49", "a 28 c/u", "each": a price per one of whatever was counted, so per kilo after
   * "3 kg", per dozen after "2 dúzias" ("por unidade" and "o kg" name their unit).
   */
  isPerCounted?: boolean;
  /** Last token of the "each" / "o kg" marker. */
  last: number;
}

/** "cada mes", "each month": how often, not how many. */
const TIME_WORDS = quantityWords((words) => words.timeWords);

/** "each", "cada uma", "c/u", "per person", "a unidade", "o kg", "/kg", "the pound" right after a price. */
function perMarker(tokens: readonly Token[], after: number): Per | undefined {
  const a = tokens[after];
  const b = tokens[after + 1];
  if (!a) return undefined;
  if (a.norm === 'c' && b?.norm === '/' && tokens[after + 2]?.norm === 'u') return { unit: 'item', last: after + 2, isPerCounted: true };
  const measure = b ? MEASURES.get(b.norm) : undefined;
  if (b && (a.norm === '/' || PER.has(a.norm)) && measure && measure.per === '1') return { unit: measure.unit, last: after + 1 };
  if (b && (a.norm === '/' || PER.has(a.norm)) && ONE_OF.has(b.norm)) return { unit: 'item', last: after + 1, isPerPerson: PEOPLE.has(b.norm) };
  if (EACH.has(a.norm)) {
    if (b && TIME_WORDS.has(b.norm)) return undefined;
    return { unit: 'item', last: b && ONE.has(b.norm) ? after + 1 : after, isPerCounted: true };
  }
  return undefined;
}

interface Quantity {
  value: string;
  /** The token it was read from. */
  index: number;
  /** The last token of a party said after the price ("fomos em 2", "3 of us"). */
  end?: number;
}

/**
 * The quantity before a price at `from`, searching back a few tokens, in the price's unit: a count
 * of things ("2 coffees", "two beers", "4 people") or a weight or volume ("5 kg", "500 g", "1,5 l").
 * A number that is money of its own ("taxi 15 and coffee 3 each") is not a count.
 */
function quantityBefore(
  tokens: readonly Token[],
  words: readonly string[],
  money: readonly AmountMention[],
  from: number,
  per: Per,
  lang: Lang,
): Quantity | undefined {
  const unit = per.unit;
  for (let k = from - 1; k >= 0 && k >= from - MAX_COUNT_DISTANCE; k--) {
    const token = tokens[k] as Token;
    if (token.kind === 'nl' || (token.kind === 'sym' && /^[;.!?]$/.test(token.norm))) return undefined;
    const after = tokens[k + 1];
    const measure = MEASURES.get(after?.norm ?? '');
    if (token.kind === 'num') {
      // ("8 rolos de 10m a 34,90", "2 refri de 2L a 9,49": the size of each thing counted, not what the price is per.)
      const isSizeOf = (measure !== undefined || (after?.kind === 'word' && !after.spaced)) && (tokens[k - 1]?.norm === 'de' || tokens[k - 1]?.norm === 'of') && tokens[k - 3]?.kind === 'num' && tokens[k - 2]?.kind === 'word';
      if (isSizeOf) continue;
      // "3 kg de tomate a 2,49", "2 dúzias de ovos a 3,20", "4 litros a 28 c/u": the price is per kilo, dozen or litre.
      if (per.isPerCounted === true && measure !== undefined && measure.per === '1') {
        const value = parseNumberToken(token.norm);
        return value ? { value, index: k } : undefined;
      }
      // ("4 tickets to the gig in the 3arena at 55 each": a number written into a name counts nothing; the count is further back.)
      if (after?.kind === 'word' && !after.spaced && after.norm.length > 3 && measure === undefined && !RATE_UNITS.has(after.norm) && !TIME_WORDS.has(after.norm) && !isPluralWord(after)) continue;
      if (unit === 'item' || unit === 'dozen') {
        const count = countAt(tokens, k);
        // "uber 15 coffee 3 each": a number after the thing it paid for is money of its own; a count
        // comes before what it counts ("2 schop", "2 imperiais").
        const mention = money.find((m) => m.numberIndex === k && !m.isSoftQuantity);
        const isMoney =
          mention !== undefined &&
          measure === undefined &&
          (mention.currency !== null ||
            mention.hasDecimals ||
            mention.hasMultiplier ||
            (namesSomethingAt(tokens[mention.first - 1]) &&
              !(count !== undefined && (countsPlural(tokens, k, from) || countsBeforeEach(tokens, k, from, per, lang) || countsBeforeCents(money, k, from, per)))));
        // A count names what it counts: "2 coffees", "4 people", "3 dozen".
        const namesThing =
          (after !== undefined && after.kind === 'word' && !STOPWORDS.has(after.norm) && !TIME_WORDS.has(after.norm) && (!measure || measure.unit === unit)) ||
          countsSomeOf(tokens, k, from);
        // "concert tickets, 2 at 85 each", "entradas, 2 a 25 mil": the things were named before the count.
        // ("mi turno es de 22 a 6", "das 8 a 17": a range of hours, not a count.)
        // ("meet me at 5:30 at 221 oak street": the minutes of a time.)
        const isMinutes = tokens[k - 1]?.norm === ':' && !token.spaced;
        // ("meeting in room 204 at 3": a numbered room, gate or table is no count.)
        const isLabel = NUMBERED_PLACES.has(tokens[k - 1]?.norm ?? '');
        const isCountAt =
          k + 2 === from && after !== undefined && AT.has(after.norm) && !FOR.has(tokens[k - 1]?.norm ?? '') && !RANGE_FROM.has(tokens[k - 1]?.norm ?? '') && !isMinutes && !isLabel;
        // "cena para 4, 30 por persona": a party counts people.
        const isParty = per.isPerPerson === true && FOR.has(tokens[k - 1]?.norm ?? '');
        if (count && isParty) return { value: count, index: k };
        // "meal deal x2 £3.85 each", "tintes x3 a 22 mil": "x" and a count just before the price each.
        const isTimesCount = TIMES.has(tokens[k - 1]?.norm ?? '') && tokens.slice(k + 1, from).every((t) => t.kind === 'sym' && CURRENCY_SYMBOLS.has(t.norm));
        if (count && isTimesCount && per.last > from) return { value: count, index: k };
        // ("spent 55 on groceries at 9": money spent on something is no count of it.)
        if (after?.norm === 'on') return undefined;
        // Right before "at"/"@" a bare number is the count, even after what it counts ("bottles 4 @ 1.25").
        return count && ((namesThing && !isMoney) || isCountAt) ? { value: count, index: k } : undefined;
      }
      if (!measure || measure.unit !== unit) return undefined;
      const value = parseNumberToken(token.norm);
      if (!value) return undefined;
      return { value: measure.per === '1' ? value : divideDecimals(value, '1000', 6), index: k };
    }
    if (token.kind === 'word' && unit !== 'item' && unit !== 'dozen') {
      const words_ = tokens[k - 1]?.kind === 'num' ? undefined : measureInWords(words, k, unit, lang);
      if (words_) return words_;
    }
    if (token.kind === 'word' && (unit === 'item' || unit === 'dozen')) {
      const read = readWordNumber(words, k, lang);
      // "two coffees", "três pães", "dos entradas" ("un", "una" is one: nothing to multiply).
      if (read && read.last < from && read.value > 1 && read.value <= MAX_COUNT && !(k > 0 && readWordNumber(words, k - 1, lang))) {
        return { value: String(read.value), index: k };
      }
    }
  }
  return undefined;
}

/**
 * A weight or volume in words at k: "kilo y medio" (1.5), "medio kilo" (0.5), "meio quilo e meio"
 * is not a thing people write, "dos kilos" (2), "un kilo" or a bare "kilo" (1).
 */
function measureInWords(words: readonly string[], k: number, unit: Unit, lang: Lang): Quantity | undefined {
  const measure = MEASURES.get(words[k] ?? '');
  if (!measure || measure.unit !== unit || measure.per !== '1') return undefined;
  for (const half of HALF_BEFORE) if (half.every((word, j) => words[k - half.length + j] === word)) return { value: '0.5', index: k };
  const andHalf = AND.has(words[k + 1] ?? '') && phraseAt(HALF_AFTER, words, k + 2) > 0;
  let whole = 1;
  for (let start = Math.max(0, k - 3); start < k; start++) {
    const read = readWordNumber(words, start, lang);
    if (read && read.last === k - 1) {
      whole = read.value;
      break;
    }
  }
  return { value: andHalf ? `${whole}.5` : String(whole), index: k };
}

/**
 * A plural right before the price (or before its "at"/"a"/"@"), counted by the small number at k:
 * "costco 2 rotisserie chickens 4.99 each", "grabbed 2 breakfast burritos at 6.25 each" count the
 * things bought, even after a word that names something ("uber 15 coffee 3 each" does not: the
 * thing is one).
 */
function countsPlural(tokens: readonly Token[], k: number, from: number): boolean {
  if (Number((tokens[k] as Token).norm) > MAX_PARTY) return false;
  let last = from - 1;
  if (AT.has(tokens[last]?.norm ?? '')) last -= 1;
  // ("grabbed 2 iced lattes at starbucks, 5.75 each": the plural right after the count, maybe after one word.)
  const countsNext = isPluralWord(tokens[k + 1]) || (tokens[k + 1]?.kind === 'word' && isPluralWord(tokens[k + 2]));
  return (last > k && isPluralWord(tokens[last])) || (k + 1 < from && countsNext);
}

/**
 * "hj fiz 2 faxina 180 cada", "3 corte a 15 cada uno", "cinema 2 ingresso de 30": a small count right before
 * what it counts, even in the singular, when "each" follows the price or "de" comes right before it.
 */
function countsBeforeEach(tokens: readonly Token[], k: number, from: number, per: Per, lang: Lang): boolean {
  const marker = [tokens[per.last]?.norm, tokens[per.last - 1]?.norm];
  const isEachAfter = per.last >= from && marker.some((word) => EACH.has(word ?? ''));
  // ("cinema 2 ingresso de 30": the count, the thing and "de" its price, whatever came before; "cinema 2 ingresso a 25 cada" likewise.)
  const isOfPrice = (lang !== 'en' && OF.has(tokens[from - 1]?.norm ?? '') && k + 2 === from - 1) || (isEachAfter && AT.has(tokens[from - 1]?.norm ?? '') && k + 2 === from - 1);
  if (!isEachAfter && !isOfPrice) return false;
  // ("uber 15 coffee 3 each": a number right after a thing bought is its price.)
  return Number((tokens[k] as Token).norm) <= MAX_PARTY && k + 1 < from && isNamingWord(tokens[k + 1] as Token) && (isOfPrice || !isKnownItemBefore(tokens, k, lang));
}

/**
 * "date night amc 2 tix 15.50 each": a whole count of ten or less, a word, then a price in cents each (the count has
 * no cents, and "uber 15 coffee 3 each" has no cents either: there 15 is the ride's price).
 */
function countsBeforeCents(money: readonly AmountMention[], k: number, from: number, per: Per): boolean {
  const price = money.find((m) => m.first === from);
  const count = money.find((m) => m.numberIndex === k);
  if (!price || !count || !price.hasDecimals || count.hasDecimals || Number(count.amount) > 10 || per.last <= price.last) return false;
  return from - k === 2;
}

/**
 * "sold 2 of my paintings", "3 de mis cuadros", "2 das minhas camisas": a count, then function words
 * and the things in the plural, all before the price.
 */
function countsSomeOf(tokens: readonly Token[], k: number, from: number): boolean {
  const after = tokens[k + 1];
  if (after === undefined || after.kind !== 'word' || !STOPWORDS.has(after.norm)) return false;
  for (let j = k + 2; j < from && j <= k + 4; j++) {
    const token = tokens[j] as Token;
    if (token.kind !== 'word') return false;
    if (isPluralWord(token)) return true;
  }
  return false;
}

/** A word that reads as a plural noun: "chickens", "burritos", "cervejas", "entregas". */
export function isPluralWord(token: Token | undefined): boolean {
  // ("pastéis", "papéis": Portuguese plurals of -el end in -eis.)
  if (token === undefined || token.kind !== 'word' || token.norm.length < 4 || !token.norm.endsWith('s') || /(?:ss|us|(?<!e)is)$/u.test(token.norm)) return false;
  return !STOPWORDS.has(token.norm) && !ACTION_WORDS.has(token.norm);
}

/** A word before a number that names what it paid for ("uber 15"), not a verb or a function word. */
function namesSomethingAt(token: Token | undefined): boolean {
  return token !== undefined && token.kind === 'word' && !STOPWORDS.has(token.norm) && !ACTION_WORDS.has(token.norm);
}

/** A word that names something bought ("parking", "cinema"), not a verb or a function word. */
function isKnownItem(token: Token | undefined, lang: Lang): boolean {
  return namesSomethingAt(token) && matchLexicon([(token as Token).norm], lang, 'expense') !== undefined;
}

/** A thing bought right before `first`, in one word or two ("parking 12", "car wash 8"). */
function isKnownItemBefore(tokens: readonly Token[], first: number, lang: Lang): boolean {
  const last = tokens[first - 1];
  if (isKnownItem(last, lang)) return true;
  const before = tokens[first - 2];
  return namesSomethingAt(last) && namesSomethingAt(before) && matchLexicon([(before as Token).norm, (last as Token).norm], lang, 'expense')?.length === 2;
}

const FAMILY = new Set(['family', 'familia', 'household', 'house']);
const WE_WERE = new Set(["we're", 'somos', 'eramos', 'fomos', 'fuimos']);
const AT_HOME = new Set(['en la casa', 'em casa', 'at home', 'in the house', 'na casa', 'en casa']);
const FAMILY_OF = new Set(['of', 'de']);

/** "fomos em 2", "we were 4", "éramos tres": the party, said after a price per person. */
const PARTY_VERBS = quantityWords((words) => words.partyVerbs);
const PEOPLE_AFTER = quantityPhrases((words) => words.peopleAfter);
const BOTH = quantityWords((words) => words.both);
const ME = quantityWords((words) => words.me);
const MINE_OR_ARTICLE = quantityWords((words) => words.mineOrArticle);

/**
 * The party after a price per person: "rodízio 89,90 por pessoa, fomos em 2", "buffet 25 per head,
 * there were 3 of us", "menú 15 por persona, éramos cuatro". A verb of being or "for"/"para" before
 * the count, or "people" after it, says it counts people.
 */
function partyAfter(tokens: readonly Token[], words: readonly string[], from: number, lang: Lang, needsFor = false): Quantity | undefined {
  let isParty = false;
  for (let k = from; k < tokens.length && k <= from + 6; k++) {
    const token = tokens[k] as Token;
    if (token.kind === 'nl' || (token.kind === 'sym' && /^[;.!?]$/.test(token.norm))) return undefined;
    if (token.kind === 'word' && ((PARTY_VERBS.has(token.norm) && !needsFor) || FOR.has(token.norm))) isParty = true;
    // After a price each, only "for"/"para" then the party: "7,50 cada para os dois", "6 each for both".
    if (needsFor && !isParty && k > from) return undefined;
    // "15 each for me and my wife", "40 cada pra mim e o joão", "para mí y mi hermana": two.
    if (isParty && ME.has(token.norm) && AND.has(words[k + 1] ?? '') && words[k + 2]) {
      const end = MINE_OR_ARTICLE.has(words[k + 2] as string) && words[k + 3] ? k + 3 : k + 2;
      // ("for me and the 2 girls", "pra mim e os 3 sobrinhos": the others counted, and the user.)
      const others = countAt(tokens, end);
      if (others !== undefined && Number(others) < MAX_PARTY && tokens[end + 1]?.kind === 'word') return { value: String(Number(others) + 1), index: k, end: end + 1 };
      return { value: '2', index: k, end };
    }
    const count = token.kind === 'num' ? countAt(tokens, k) : undefined;
    const read = token.kind === 'word' ? readWordNumber(words, k, lang) : undefined;
    const value = count ?? (read && read.value > 1 ? String(read.value) : token.kind === 'word' && BOTH.has(token.norm) ? '2' : undefined);
    if (value === undefined) continue;
    if (Number(value) > MAX_PARTY) return undefined;
    let end = read?.last ?? k;
    // "3 each for 2 days", "para 2 semanas": how long, not how many.
    if (TIME_WORDS.has(words[end + 1] ?? '')) return undefined;
    const people = phraseAt(PEOPLE_AFTER, words, end + 1);
    const hasPeople = people > 0;
    end += people;
    return isParty || hasPeople ? { value, index: k, end } : undefined;
  }
  return undefined;
}

/** How far before a price each its party may be said: "tickets to the nutcracker for me and the 2 girls, 68 each". */
const PARTY_BEFORE_REACH = 10;

/**
 * "tickets for the 4 of us at 32 each", "movie tickets for me and jess, 14.50 each": a party said with "for" before a
 * price each, in its clause, with no money between; each is the price of one of them.
 */
function partyBefore(tokens: readonly Token[], words: readonly string[], money: readonly AmountMention[], from: number, lang: Lang): Quantity | undefined {
  for (let k = from - 1; k >= 0 && k >= from - PARTY_BEFORE_REACH; k--) {
    const token = tokens[k] as Token;
    if (token.kind === 'nl' || (token.kind === 'sym' && /^[;.!?]$/.test(token.norm)) || money.some((m) => m.last === k && !m.isSoftQuantity && !isCount(tokens, m))) return undefined;
    if (token.kind !== 'word' || !FOR.has(token.norm)) continue;
    const party = partyAfter(tokens, words, k, lang, true);
    // (People said: "the 4 of us", "me and jess"; "pitch hire for 5 a side, a fiver each" is each one's share.)
    const saysPeople = party !== undefined && (ME.has(words[party.index] ?? '') || (party.end ?? party.index) > party.index);
    if (party) return saysPeople && (party.end ?? party.index) < from ? party : undefined;
  }
  return undefined;
}

/** "for me and the 2 girls": a count of others after "me and" leaves the user out; the party is one more. */
function withMe(words: readonly string[], quantity: Quantity): Quantity {
  let k = quantity.index - 1;
  if (MINE_OR_ARTICLE.has(words[k] ?? '')) k -= 1;
  const isMeAnd = AND.has(words[k] ?? '') && ME.has(words[k - 1] ?? '') && FOR.has(words[k - 2] ?? '');
  return isMeAnd && /^\d+$/.test(quantity.value) ? { ...quantity, value: String(Number(quantity.value) + 1) } : quantity;
}

/** How far after a price "for each of the 3 kids" may come. */
const EACH_OF_REACH = 8;

/**
 * "put 40 on the lunch account for each of the 3 kids", "paguei 50 para cada um dos 3 filhos", "30
 * para cada uno de mis 2 hijos": later in the price's clause, "each" (and "one"), function words, then
 * the count of what shares the price; the total is the price times the count.
 */
function eachOfMany(tokens: readonly Token[], from: number): Quantity | undefined {
  for (let k = from; k < tokens.length && k < from + EACH_OF_REACH; k++) {
    const token = tokens[k] as Token;
    if (token.kind !== 'word' || LIST_JOINERS.has(token.norm)) return undefined;
    if (!EACH.has(token.norm)) continue;
    let j = k + 1;
    if (ONE.has(tokens[j]?.norm ?? '')) j++;
    const start = j;
    while (j < start + 2 && tokens[j]?.kind === 'word' && STOPWORDS.has((tokens[j] as Token).norm)) j++;
    const count = j > start ? countAt(tokens, j) : undefined;
    if (count === undefined || Number(count) < 2 || Number(count) > MAX_PARTY || !isPluralWord(tokens[j + 1])) return undefined;
    return { value: count, index: j };
  }
  return undefined;
}

/** A night or a day, and nights or days, of a stay or a hire (the unit of a price "a night", "la noche", "por dia"). */
const STAY_UNITS = set('night nights noche noches noite noites day days dia dias');
const STAY_COUNT_LEAD = set('for x × por para pra ,');

/** The nights or days after a price per one: "for 2 nights", "x2", "x 2 noches", ", 3 nights", "for 4 days" (the unit said, except after "x"). */
function staysAfter(tokens: readonly Token[], from: number): Quantity | undefined {
  const lead = tokens[from];
  const at = lead && STAY_COUNT_LEAD.has(lead.norm) ? from + 1 : from;
  const count = countAt(tokens, at);
  if (count === undefined || Number(count) < 2 || Number(count) > 60) return undefined;
  const unit = tokens[at + 1];
  const saysNights = unit !== undefined && STAY_UNITS.has(unit.norm);
  if (!saysNights && !TIMES.has(lead?.norm ?? '')) return undefined;
  return { value: count, index: at, ...(saysNights ? { end: at + 1 } : {}) };
}

/** The nights or days said before a price per one, in its clause: "3 days of daycare at 50 a day", "2 dias de ama a 35€ por dia". */
function staysBefore(tokens: readonly Token[], first: number): Quantity | undefined {
  for (let k = first - 1; k >= 0 && k >= first - MAX_COUNT_DISTANCE; k--) {
    const token = tokens[k] as Token;
    if (token.kind === 'nl' || (token.kind === 'sym' && /^[,;.!?]$/.test(token.norm))) return undefined;
    const count = countAt(tokens, k);
    const unit = tokens[k + 1];
    if (count !== undefined && Number(count) >= 2 && Number(count) <= 60 && unit !== undefined && STAY_UNITS.has(unit.norm) && unit.norm.endsWith('s')) return { value: count, index: k };
  }
  return undefined;
}

const LIST_JOINERS = quantityWords((words) => words.listJoiners);
/** A list's total named before it: "… total 22,47". */
const TOTAL_NOUNS = new Set(['total', 'totals', 'totais', 'totales', 'tot']);
const LIST_BREAKS = new Set([...set(', ; + & /'), ...LIST_JOINERS]);
const NEGATIONS = quantityWords((words) => words.negations);
const MAX_COUNTED_WORDS = 4;

/**
 * "…, 1 muffin 4", "e 2 de feijão 18", "y 1 kilo de tomate 40": a bare small number that starts an
 * item (at the start or after a comma or "and") and is followed, within a few words, by the item's
 * price is how many, not money of its own ("lunch 15 dinner 30": 15 follows what it paid for).
 */
function countsTheNextItem(tokens: readonly Token[], mentions: readonly AmountMention[], index: number): boolean {
  const mention = mentions[index] as AmountMention;
  if (mention.isSoftQuantity || mention.isWords || !isCount(tokens, mention) || Number(mention.amount) > 99) return false;
  const before = tokens[mention.first - 1];
  if (before !== undefined && before.kind !== 'nl' && !LIST_BREAKS.has(before.norm)) return false;
  const next = mentions.slice(index + 1).find((m) => !m.isSoftQuantity);
  if (!next) return false;
  const between = tokens.slice(mention.last + 1, next.first);
  if (between.length === 0 || between.length > MAX_COUNTED_WORDS) return false;
  // "4 not 40", "5 no 50": a correction of the number, not a count. ("15 de fruta total 22,47": the total of the list, no price of fruit.)
  return (
    between.every((t) => t.kind === 'word' && !LIST_BREAKS.has(t.norm) && !NEGATIONS.has(t.norm) && !TOTAL_NOUNS.has(t.norm)) && between.some((t) => !STOPWORDS.has(t.norm))
  );
}

/** Verbs right before money: "spent 20 on groceries, 15 on gas" has no count. */
const SPENT = quantityWords((words) => words.spent);
const CLAUSE_ENDS = new Set([...set(', ; . ! ?'), ...LIST_JOINERS]);

/**
 * "picked up 2 extra night shifts, overtime came to 412", "did 7 uber rides 112", "trabajé 3 turnos
 * dobles, me pagaron 900": a small bare number after a verb, then a few words with a plural among
 * them, then the end of the clause or the money, counts those things; the money comes later. Not
 * after what was bought ("dinner 15 tips included") or a verb of spending ("spent 20 on groceries").
 */
function countsThingsBeforeBreak(tokens: readonly Token[], mentions: readonly AmountMention[], index: number, lang: Lang): boolean {
  const mention = mentions[index] as AmountMention;
  if (mention.isSoftQuantity || mention.isWords || !isCount(tokens, mention) || Number(mention.amount) > MAX_PARTY) return false;
  const before = tokens[mention.first - 1];
  if (SPENT.has(before?.norm ?? '') || isKnownItemBefore(tokens, mention.first, lang)) return false;
  const first = tokens[mention.last + 1];
  if (first === undefined || first.kind !== 'word' || STOPWORDS.has(first.norm)) return false;
  const next = mentions.slice(index + 1).find((m) => !m.isSoftQuantity);
  if (!next) return false;
  let hasPlural = false;
  let end = mention.last + 1;
  for (; end < tokens.length && end - mention.last <= MAX_COUNTED_WORDS; end++) {
    const token = tokens[end] as Token;
    if (token.kind !== 'word' || CLAUSE_ENDS.has(token.norm)) break;
    if (isPluralWord(token)) hasPlural = true;
  }
  const after = tokens[end];
  const isEnd = after === undefined || after.kind === 'nl' || CLAUSE_ENDS.has(after.norm) || end === next.first;
  return hasPlural && isEnd;
}

/** A token that ends one item of a list: a new line, a comma, "and", "+". */
function isListBreak(token: Token): boolean {
  return token.kind === 'nl' || LIST_BREAKS.has(token.norm);
}

/**
 * "spent 20 groceries, 15 gas", "30 snacks e 12 uber": in a list whose every item is one number and
 * then a thing bought (a word of the lexicons), the numbers are the prices, so a plural after one of them ("20 groceries")
 * does not make it a count when another item's number is plainly money ("15 gas"). A list of counts
 * alone ("bought 2 shirts, 3 pants") has no money, and a list with prices after the things ("2
 * coffees, 3 bagels 12") is not of this shape.
 */
function readAmountFirstList(tokens: readonly Token[], mentions: AmountMention[], counts: ReadonlySet<number>, lang: Lang): void {
  if (mentions.length < 2 || counts.size > 0) return;
  const items: AmountMention[] = [];
  let hasKnownItem = false;
  // "menards: 43 paint, 12 brushes": a heading before a colon names where, not an item.
  const colon = tokens.findIndex((t, k) => t.norm === ':' && k < (mentions[0] as AmountMention).first);
  let start = colon + 1;
  for (let end = start; end <= tokens.length; end++) {
    if (end < tokens.length && !isListBreak(tokens[end] as Token)) continue;
    const inItem = mentions.filter((m) => m.first >= start && m.last < end);
    const hasWords = tokens.slice(start, end).some((t) => isNamingWord(t) && !ACTION_WORDS.has(t.norm));
    if (inItem.length > 1 || (inItem.length === 0 && hasWords)) return;
    const mention = inItem[0];
    if (mention) {
      const leadsItem = tokens.slice(start, mention.first).every((t) => t.kind === 'word' && (STOPWORDS.has(t.norm) || ACTION_WORDS.has(t.norm)));
      const after = tokens.slice(mention.last + 1, end);
      // Every item names a thing after its number: one the lexicons know, or things in the plural
      // ("12 brushes"; "2 tickets, 24 total" is a count and its total).
      const isKnown = after.some((t) => isKnownItem(t, lang));
      if (!leadsItem || !(isKnown || mention.isSoftQuantity) || mention.isWords) return;
      hasKnownItem ||= isKnown;
      items.push(mention);
    }
    start = end + 1;
  }
  if (items.length < 2 || !hasKnownItem || !items.some((m) => !m.isSoftQuantity)) return;
  for (const mention of items) mention.isSoftQuantity = false;
}

function isNamingWord(token: Token): boolean {
  return token.kind === 'word' && !STOPWORDS.has(token.norm);
}

/**
 * Products, unit prices and party sizes among the mentions: "2 x 3.50" becomes one mention of 7.00; a
 * price followed by "each" / "o kg" after a quantity becomes the total (and the count a soft quantity,
 * kept in the description); "for 2" before an amount that names nothing of its own ("tickets for 2,
 * $28"), "for two", and "para 2" / "pra 2" become soft quantities.
 */
export function applyQuantities(tokens: readonly Token[], mentions: readonly AmountMention[], lang: Lang): AmountMention[] {
  const words = tokens.map((t) => (t.kind === 'word' ? t.norm : ''));
  const out = addTips(tokens, combineProducts(tokens, mentions)).map((m) => ({ ...m }));
  /** Number tokens read as the count of a unit price: soft for good. */
  const counts = new Set<number>();
  for (const [index, price] of out.entries()) {
    if (price.isSoftQuantity) continue;
    const rated = countOfRateAfter(tokens, out, price);
    if (rated) {
      out[index] = { ...price, amount: normalizeAmount(multiplyAmount(price.amount, rated.value)), last: price.last + 2, hasDecimals: true };
      for (const other of out) if (other.numberIndex === rated.index) other.isSoftQuantity = true;
      counts.add(rated.index);
      continue;
    }
    // "bus 22 each way", "peaje 12.800 por trayecto": a trip there and back costs two of it.
    const eachWay = phraseAt(EACH_WAY, words, price.last + 1);
    if (eachWay > 0) {
      out[index] = { ...price, amount: normalizeAmount(multiplyAmount(price.amount, '2')), last: price.last + eachWay, hasDecimals: true };
      continue;
    }
    let per = perMarker(tokens, price.last + 1);
    const before = tokens[price.first - 1];
    // "3 beers at 6", "2 entradas a 9", "2 schop a 4.500", "@ 3": a price per item after a counted thing
    // ("the 38 bus leaves at 8", "abre a las 9": an hour).
    // ("twenty on petrol and a fiver on crisps": "a" before a note named in English is the article.)
    // ("cinema no shopping 2 ingressos a 28", read as English for its "cinema" and "shopping": a count and its things before "a" price them.)
    const countedBefore = tokens[price.first - 3]?.kind === 'num' && isPluralWord(tokens[price.first - 2]);
    const isArticle = before?.norm === 'a' && (lang === 'en' || price.currency === 'NOTE') && !countedBefore;
    if (!per && before && AT.has(before.norm) && !isArticle && !isHourAt(tokens, price)) per = { unit: 'item', last: price.last, isPerCounted: true };
    // ("cinemark 2 ingressos x 28": a product sign after the counted things prices each one.)
    if (!per && before && TIMES.has(before.norm) && tokens[price.first - 2]?.kind === 'word') per = { unit: 'item', last: price.last, isPerCounted: true };
    let isOf = false;
    if (!per && before && OF.has(before.norm) && lang !== 'en') {
      per = { unit: 'item', last: price.last };
      isOf = true;
    }
    if (!per) {
      const many = eachOfMany(tokens, price.last + 1);
      if (many) {
        out[index] = { ...price, amount: normalizeAmount(multiplyAmount(price.amount, many.value)), hasDecimals: true };
        for (const other of out) if (other.numberIndex === many.index) other.isSoftQuantity = true;
        counts.add(many.index);
      }
      continue;
    }
    // "cinema 7,50 cada para os dois", "drinks 6 each for both of us": the party after a price each.
    const isEach = per.last > price.last && (per.isPerCounted === true || EACH.has(tokens[price.last + 1]?.norm ?? ''));
    const counted = quantityBefore(tokens, words, out, price.first, per, lang);
    const quantity =
      (counted && isEach ? withMe(words, counted) : counted) ??
      (per.isPerPerson || isEach ? (partyAfter(tokens, words, per.last + 1, lang, isEach) ?? partyBefore(tokens, words, out, price.first, lang)) : undefined);
    // "3 diarias de 180": only right after the counted things ("2 kg de carne 40" is no unit price).
    if (isOf && (!quantity || quantity.index < price.first - 4 || Number(quantity.value) < 2 || !/^\d+$/.test(quantity.value))) continue;
    // "hotel 249 a night for 2 nights", "hotel 89 la noche x2", "3 days of daycare at 50 a day": a rate per night or day, times those said.
    const isStayRate = !quantity && per.last > price.last && STAY_UNITS.has(tokens[per.last]?.norm ?? '');
    const stays = isStayRate ? (staysAfter(tokens, per.last + 1) ?? staysBefore(tokens, price.first)) : undefined;
    if (stays) {
      out[index] = { ...price, amount: normalizeAmount(multiplyAmount(price.amount, stays.value)), last: Math.max(per.last, stays.end ?? stays.index), hasDecimals: true };
      for (const other of out) if (other.numberIndex === stays.index) other.isSoftQuantity = true;
      counts.add(stays.index);
      continue;
    }
    // ("el camion ida y vuelta 12 pesos c/u": a return trip, then a price each way, is two of it.)
    const isEachLeg = !quantity && isEach && ROUND_TRIP_BEFORE.some((phrase) => phrase.every((word, j) => words[price.first - phrase.length + j] === word));
    if (isEachLeg) {
      out[index] = { ...price, amount: normalizeAmount(multiplyAmount(price.amount, '2')), last: per.last, hasDecimals: true };
      continue;
    }
    if (!quantity) {
      // "coffee 3 each" with no count: the price stands, and "each" is not part of the description.
      if (per.last > price.last) out[index] = { ...price, last: per.last };
      continue;
    }
    const total = normalizeAmount(multiplyAmount(price.amount, quantity.value));
    // ("brunch was 96 between the four of us so 24 each": the bill said first, then each one's part of it; the user's part was paid.)
    const bill = out.find((m, k) => k < index && !m.isSoftQuantity && m.currency === price.currency && m.amount === total);
    const isParty = phraseAt(PEOPLE_AFTER, words, quantity.index + 1) > 0 || PEOPLE.has(words[quantity.index + 1] ?? '');
    if (bill && isEach && isParty && quantity.index < price.first) {
      bill.isSoftQuantity = true;
      for (const other of out) if (other.numberIndex === quantity.index) other.isSoftQuantity = true;
      counts.add(quantity.index);
      if (per.last > price.last) out[index] = { ...price, last: per.last };
      continue;
    }
    // A party said after the price ("por pessoa, fomos em 2") is part of the amount, not of the description.
    out[index] = { ...price, amount: total, last: Math.max(per.last, quantity.end ?? quantity.index), hasDecimals: true };
    for (const other of out) if (other.numberIndex === quantity.index) other.isSoftQuantity = true;
    counts.add(quantity.index);
  }
  for (const [index, mention] of out.entries()) {
    // "parking 12 tolls 6.50": a number right after a thing bought is its price, even before a plural,
    // when more money follows (a list of items and prices).
    if (mention.isSoftQuantity && !mention.isWords && !counts.has(mention.numberIndex) && isKnownItemBefore(tokens, mention.first, lang)) {
      if (out.slice(index + 1).some((m) => !m.isSoftQuantity)) mention.isSoftQuantity = false;
    }
  }
  for (const [index, mention] of out.entries()) {
    if (countsTheNextItem(tokens, out, index) || countsThingsBeforeBreak(tokens, out, index, lang)) mention.isSoftQuantity = true;
  }
  readAmountFirstList(tokens, out, counts, lang);
  // "groceries budget 140 a week, we're a family of 5", "somos 4 en la casa": how many people, beside money.
  for (const mention of out) {
    if (mention.isSoftQuantity || !isCount(tokens, mention) || Number(mention.amount) > MAX_PARTY) continue;
    if (!out.some((m) => m !== mention && !m.isSoftQuantity)) continue;
    const before = tokens[mention.first - 1]?.norm ?? '';
    const isFamilyOf = FAMILY_OF.has(before) && FAMILY.has(tokens[mention.first - 2]?.norm ?? '');
    // ("no eran 9 lucas eran 19": after "eran" alone a number is still money; people must be said.)
    const next3 = words.slice(mention.last + 1, mention.last + 4);
    const saysPeople = phraseAt(PEOPLE_AFTER, words, mention.last + 1) > 0 || AT_HOME.has(next3.slice(0, 2).join(' ')) || AT_HOME.has(next3.join(' '));
    // "we were 4", "somos 4", "fomos em 3": the user's own party, at the end of its clause or with people said.
    const weWere = WE_WERE.has(before) || (['were', 'are'].includes(before) && tokens[mention.first - 2]?.norm === 'we');
    const next = tokens[mention.last + 1];
    const endsClause = next === undefined || next.kind === 'nl' || (next.kind === 'sym' && /^[,;.!?]$/u.test(next.norm));
    if (isFamilyOf || (weWere && (saysPeople || endsClause)) || (PARTY_VERBS.has(before) && saysPeople)) mention.isSoftQuantity = true;
  }
  for (const [index, mention] of out.entries()) {
    if (mention.isSoftQuantity || mention.currency !== null || mention.hasDecimals || mention.hasMultiplier) continue;
    const before = tokens[mention.first - 1];
    if (!before || !FOR.has(before.norm) || Number(mention.amount) > MAX_PARTY) continue;
    // English "for 12" is usually a price: a party only when the money follows with nothing of its own.
    const next = out.slice(index + 1).find((m) => !m.isSoftQuantity);
    const isParty =
      !PRICE_FOR.has(before.norm) ||
      mention.isWords ||
      (next !== undefined && !tokens.slice(mention.last + 1, next.first).some((t) => isNamingWord(t) && !isCurrencyToken(t)));
    if (isParty) mention.isSoftQuantity = true;
  }
  return out;
}
