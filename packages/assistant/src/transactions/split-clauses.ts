/**
 * Splits a message with several amounts into one clause per transaction: "dinner 64.20 and taxi 18",
 * "café 7 e pão de queijo 6,50", "lunch 12, coffee 3 and snacks 5". A split needs a separator (comma,
 * semicolon, new line, sentence end, and/e/y, then/depois/después...) BETWEEN two amounts, so
 * "1,200.50", "R$ 1.200,50" (one number) and "salt and pepper 5" (one amount) stay whole, and
 * "$20 pizza 2000" (no separator) stays one transaction. One list needs no separator: known items that
 * each come before their amount, "coffee 3.5 tea 2.5 cake 4", split after each amount.
 */
import type { AmountMention } from '../amounts/find-amounts';
import { matchLexicon } from '../categories/lexicon';
import type { ClauseWords } from '../language/pack';
import { ALL_PACKS } from '../language/packs/packs';
import type { Lang } from '../types';
import type { Token } from '../text/tokenize';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';

export interface Clause {
  /** Token range, inclusive. */
  first: number;
  last: number;
  amounts: AmountMention[];
}

const SEPARATOR_SYMBOLS = new Set([',', ';', '|', '+', '&']);
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** Every pack's clause words together (people mix languages). */
const clauseWords = (pick: (words: ClauseWords) => readonly string[]): ReadonlySet<string> =>
  new Set(ALL_PACKS.flatMap((pack) => pick(pack.clauses)));

export const CONNECTOR_WORDS: ReadonlySet<string> = clauseWords((words) => words.connectors);

/**
 * The legs of a trip: "uber 18 there, 22 back", "taxi ida 20 volta 25", "15 mil ida, 18 mil vuelta".
 * A clause that names only a leg is the same thing as the clause before (see build-transactions.ts).
 */
export const LEG_WORDS: ReadonlySet<string> = clauseWords((words) => words.legs);

function namesLeg(tokens: readonly Token[], from: number, to: number): boolean {
  let hasLeg = false;
  for (let i = from; i < to; i++) {
    const token = tokens[i] as Token;
    if (token.kind !== 'word') continue;
    if (LEG_WORDS.has(token.norm)) hasLeg = true;
    else if (!STOPWORDS.has(token.norm)) return false;
  }
  return hasLeg;
}

/**
 * The first verb of money (spent, paid, gastei...) after at least one word in [from, to), or -1; none
 * after a contrast ("was 50 but i paid 30" is one payment, read by the contrast: build-transactions.ts).
 */
function verbStartingAt(tokens: readonly Token[], from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const token = tokens[i] as Token;
    if (token.kind === 'word' && CONTRASTS.has(token.norm)) return -1;
    if (token.kind === 'word' && ACTION_WORDS.has(token.norm) && i > from) return i;
  }
  return -1;
}
/** "but", "mas", "pero": what comes after sets itself against what came before. */
export const CONTRASTS: ReadonlySet<string> = new Set(['but', 'mas', 'pero', 'though']);
/** What came next: "so", "then", "depois", "luego". */
const THEN_WORDS: ReadonlySet<string> = new Set(['so', 'then', 'afterwards', 'entao', 'depois', 'dai', 'luego', 'despues', 'entonces']);

/** "1200 / mês", "15 / week": a slash before a period is "per", not a list. */
const PERIOD_AFTER_SLASH: ReadonlySet<string> = clauseWords((words) => words.periodsAfterSlash);

/** An amount in the clause before `index` (back to the last separator symbol). */
function hasAmountBefore(tokens: readonly Token[], index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const token = tokens[i] as Token;
    if (token.kind === 'num') return true;
    if (token.kind === 'nl' || (token.kind === 'sym' && SEPARATOR_SYMBOLS.has(token.norm))) return false;
  }
  return false;
}

function isSeparator(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index] as Token;
  if (token.kind === 'nl') return true;
  if (token.kind === 'sym') {
    // ("h&m", "m&s", "at&t": an ampersand inside a name lists nothing.)
    if (token.norm === '&' && !token.spaced && tokens[index + 1]?.spaced === false && tokens[index - 1]?.kind === 'word') return false;
    if (SEPARATOR_SYMBOLS.has(token.norm)) return true;
    // "ifood 45 / uber 16": a slash set apart by spaces lists items ("20/30", "10/mês" are not spaced).
    const next = tokens[index + 1];
    // "walgreens 23.17 for meds - cvs 8.99", "shell 30 - 7-eleven 6": a spaced hyphen after an amount
    // and before a name lists items too ("45 - 5" subtracts, "uber - airport" names one thing).
    const namedNext = next?.kind === 'word' || (next?.kind === 'num' && tokens[index + 2]?.norm === '-' && tokens[index + 3]?.kind === 'word' && !tokens[index + 3]?.spaced);
    if (token.norm === '-' && token.spaced && next?.spaced && namedNext && hasAmountBefore(tokens, index)) return true;
    // "-12 parking -30 dinner", "+600 freelance -45 phone bill": in a list of amounts first, a minus sign on the next amount
    // starts its item ("freelance +900 luz -120" names each item before its amount).
    const amountsFirst = tokens[0]?.kind === 'num' || ((tokens[0]?.norm === '+' || tokens[0]?.norm === '-') && tokens[1]?.kind === 'num');
    if (amountsFirst && token.norm === '-' && token.spaced && next?.kind === 'num' && !next.spaced && hasAmountBefore(tokens, index)) return true;
    if (token.norm === '/' && token.spaced && next !== undefined && next.spaced && !PERIOD_AFTER_SLASH.has(next.norm)) return true;
    // "uni fees 925 🥲 bursary came in 1,100": an emoji after an amount, before words, ends the item as a comma would.
    if (token.spaced && next?.kind === 'word' && PICTOGRAPH.test(token.raw) && hasAmountBefore(tokens, index)) return true;
    // A full stop ends a sentence only when something follows after a space.
    return (token.norm === '.' || token.norm === '!' || token.norm === '?') && (tokens[index + 1]?.spaced ?? false);
  }
  // ("1,240 ida y vuelta y unos tamales 60", "there and back": the "and" of a return trip joins no items.)
  if (token.kind === 'word' && ROUND_TRIP.has(`${tokens[index - 1]?.norm ?? ''} ${token.norm} ${tokens[index + 1]?.norm ?? ''}`)) return false;
  return token.kind === 'word' && CONNECTOR_WORDS.has(token.norm);
}
const ROUND_TRIP: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.quantities.roundTrip).filter((phrase) => phrase.split(' ').length === 3));

/** True when a word that names something (not a verb or function word) lies in the token range [from, to). */
function namesSomething(tokens: readonly Token[], from: number, to: number, claimed: ReadonlySet<number>): boolean {
  for (let i = from; i < to; i++) {
    const token = tokens[i] as Token;
    if (token.kind === 'word' && !claimed.has(i) && !STOPWORDS.has(token.norm) && !ACTION_WORDS.has(token.norm)) return true;
  }
  return false;
}

function namesKnownItem(tokens: readonly Token[], from: number, to: number, claimed: ReadonlySet<number>, lang: Lang): boolean {
  const words = tokens.slice(from, to).map((t, i) => (t.kind === 'word' && !claimed.has(from + i) ? t.norm : ''));
  return namesSomething(tokens, from, to, claimed) && matchLexicon(words, lang) !== undefined;
}

/**
 * Clauses for the message's tokens. `amounts` are the money mentions (soft quantities included;
 * they never start a clause of their own). `claimed` are date tokens.
 */
/** After an amount, what it bought: "14 de pão e leite", "12 of wine and cheese", "20 con papas y refresco". */
const CONTENT_OF = new Set(['de', 'of', 'do', 'da', 'del', 'com', 'con', 'with']);

/** What an amount was spent on, said right after it: "40 de internet", "20 on gas", "15 no mercado". */
const SPENT_ON = new Set(['de', 'del', 'do', 'da', 'dos', 'das', 'of', 'on', 'for', 'en', 'em', 'no', 'na', 'pra', 'para', 'at', 'in']);
/** A part of the day after an hour ("3 da manhã", "10 de la noche", "9 in the morning"): no thing bought. */
const PARTS_OF_DAY = new Set(['manha', 'tarde', 'noite', 'madrugada', 'manana', 'noche', 'morning', 'afternoon', 'evening', 'night']);
const ARTICLES = new Set(['the', 'la', 'el', 'a', 'o', 'os', 'as', 'los', 'las']);
function spentOnAfter(tokens: readonly Token[], amount: AmountMention): boolean {
  const at = ARTICLES.has(tokens[amount.last + 2]?.norm ?? '') ? amount.last + 3 : amount.last + 2;
  const thing = tokens[at];
  return SPENT_ON.has(tokens[amount.last + 1]?.norm ?? '') && thing?.kind === 'word' && !PARTS_OF_DAY.has(thing.norm);
}

/** Where the sentence holding `from` ends: the index of its full stop, "!" or "?" or line break, or the end. */
function sentenceEnd(tokens: readonly Token[], from: number): number {
  const end = tokens.findIndex((t, i) => i >= from && (t.kind === 'nl' || (t.kind === 'sym' && /^[.!?]+$/u.test(t.norm))));
  return end < 0 ? tokens.length : end;
}

export function splitClauses(
  tokens: readonly Token[],
  amounts: readonly AmountMention[],
  claimed: ReadonlySet<number>,
  lang: Lang,
): Clause[] {
  const primary = amounts.filter((a) => !a.isSoftQuantity);
  const whole: Clause = { first: 0, last: tokens.length - 1, amounts: [...amounts] };
  if (primary.length <= 1 || tokens.length === 0) return [whole];

  const descriptionFirst = namesSomething(tokens, 0, (primary[0] as AmountMention).first, claimed);
  // "train 12 there 14 back": the legs come after their amounts.
  const legsFollow = namesLeg(tokens, (primary[primary.length - 1] as AmountMention).last + 1, tokens.length);
  // A cut ends a clause at `last` and starts the next at `next` (the separator between is dropped).
  const cuts: { last: number; next: number }[] = [];
  // Items between two amounts that name nothing known ("netflix 15.49 gamepass 16.99"): cut when the
  // list is plain from the rest of the message (see below).
  const unknownItems: { last: number; next: number }[] = [];
  for (let k = 0; k + 1 < primary.length; k++) {
    const left = primary[k] as AmountMention;
    const right = primary[k + 1] as AmountMention;
    const gap: number[] = [];
    for (let i = left.last + 1; i < right.first; i++) if (isSeparator(tokens, i)) gap.push(i);
    if (gap.length === 0) {
      // "coffee 3.5 tea 2.5": a known item named between two amounts, in a list of items-then-amounts
      // ("bus 2.75 route 66" stays whole: "route" names no spending).
      const between = [left.last + 1, right.first] as const;
      // "got paid 640 for the gig saturday spent 35 on strings": a verb of money after words of the
      // first amount's own starts the second, said without a pause.
      const verbAt = verbStartingAt(tokens, left.last + 1, right.first);
      if (verbAt >= 0 && !descriptionFirst) {
        cuts.push({ last: verbAt - 1, next: verbAt });
        continue;
      }
      if (descriptionFirst && namesLeg(tokens, ...between)) {
        cuts.push(legsFollow ? { last: right.first - 1, next: right.first } : { last: left.last, next: left.last + 1 });
      } else if (descriptionFirst && namesKnownItem(tokens, ...between, claimed, lang)) {
        cuts.push({ last: left.last, next: left.last + 1 });
      } else if (!descriptionFirst && spentOnAfter(tokens, left) && spentOnAfter(tokens, right) && namesKnownItem(tokens, ...between, claimed, lang)) {
        // "pague 40 mil de internet 20 mil del gas y 60 de luz", "40 on internet 20 on gas": amounts said first, each
        // with what it bought after it, without a pause.
        cuts.push({ last: right.first - 1, next: right.first });
      } else if (descriptionFirst && namesSomething(tokens, ...between, claimed)) {
        // Two prices with cents ("spotify 11.99 gamepass 16.99") are two items whatever they name.
        if (left.hasDecimals && right.hasDecimals) cuts.push({ last: left.last, next: left.last + 1 });
        else unknownItems.push({ last: left.last, next: left.last + 1 });
      }
      continue;
    }
    // "dinner 12, coffee and cake 8": the item follows the cut; "12 on lunch, with friends, and 3 coffee": it precedes it.
    // ("vet 145 for the cat but the backpay landed, 310": a contrast before the pause starts the next item.)
    // ("mam sent me 100 for my birthday so went out for dinner after, 45": what came next, then its amount alone after the pause.)
    // (What follows the amount, up to the next amount or the end of its sentence: "…, 1650. so thats fun" names nothing of it.)
    const afterRight = primary[k + 2]?.first ?? sentenceEnd(tokens, right.last + 1);
    const nextIsBare = !namesSomething(tokens, right.last + 1, afterRight, claimed);
    const isBreak = (t: Token, i: number) => t.kind === 'word' && (CONTRASTS.has(t.norm) || (nextIsBare && THEN_WORDS.has(t.norm) && namesSomething(tokens, i + 1, gap[0] as number, claimed)));
    const contrast = descriptionFirst ? tokens.findIndex((t, i) => i > left.last && i < (gap[0] as number) && isBreak(t, i)) : -1;
    // "got paid 1,850 today 🙌 also rent went out, 1200": after the first pause a new item is named, and
    // the amount after the last pause names nothing of its own, so that item is the amount's.
    const endsBare = !descriptionFirst && gap.length > 1 && !namesSomething(tokens, right.last + 1, afterRight, claimed);
    const namedAfterFirst = endsBare && namesSomething(tokens, (gap[0] as number) + 1, gap[gap.length - 1] as number, claimed);
    // ("padaria 14 de pão e leite, açougue 62": what the amount bought, said after it, may hold an "and"; the pause cuts.)
    // (A word or two joined: "de refresco y papas"; a clause with its own verb after "y" is a new item.)
    const pausedAt = CONTENT_OF.has(tokens[left.last + 1]?.norm ?? '') ? gap.find((i) => tokens[i]?.norm === ',' || tokens[i]?.norm === ';') : undefined;
    const pause = pausedAt !== undefined && pausedAt - (gap[0] as number) <= 3 ? pausedAt : undefined;
    // ("gastei 120 no atacadão depois passei na drogasil e deixei 45": amounts said first, "depois" opens the next item.)
    const next = descriptionFirst ? -1 : tokens.findIndex((t, i) => i > left.last && i < right.first && t.kind === 'word' && THEN_WORDS.has(t.norm) && namesSomething(tokens, i + 1, right.first, claimed));
    const cut = (contrast >= 0 ? contrast : next >= 0 ? next : descriptionFirst ? (pause ?? gap[0]) : namedAfterFirst ? gap[0] : gap[gap.length - 1]) as number;
    cuts.push({ last: cut - 1, next: cut + 1 });
  }
  // "coffee 3 tea 2 kombucha 4": once the message is a list of items and prices without separators
  // (a known item cut it), an item it does not know is one more ("bus 2.75 route 66" stays whole).
  if (cuts.length > 0 && unknownItems.length > 0) {
    cuts.push(...unknownItems);
    cuts.sort((a, b) => a.last - b.last);
  }
  if (cuts.length === 0) return [whole];

  const clauses: Clause[] = [];
  let start = 0;
  for (const cut of [...cuts, { last: tokens.length - 1, next: tokens.length }]) {
    const last = cut.last;
    if (last >= start) {
      clauses.push({ first: start, last, amounts: amounts.filter((a) => a.first >= start && a.last <= last) });
    }
    start = cut.next;
  }
  // Every cut lies between two amounts, so each clause holds at least one.
  return clauses;
}
