/**
 * A clean description from a clause: the words left after taking out the amount, currency, date,
 * hashtags, type verbs and surrounding function words, capitalised and at most 100 characters.
 * "Spent $45 on groceries at Whole Foods yesterday" -> "Groceries at Whole Foods";
 * "Compré un almuerzo de 15000" -> "Almuerzo"; "gastei 50 reais no mercado" -> "Mercado".
 */
import type { Token } from '../text/tokenize';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';
import { CONNECTOR_WORDS } from './split-clauses';
import { HOUSEHOLD, TRANSFERS } from './detect-type';
import { LOCATIVES, PLACE_JOINERS, placeAt } from '../text/place-names';
import { brandNamed } from '../merchants/clean-merchant';
import { ALL_PACKS } from '../language/packs/packs';
import { matchLexicon } from '../categories/lexicon';

export const MAX_DESCRIPTION_LENGTH = 100;

/** Verbs that open a story but say nothing about the purchase ("passei na padaria", "went to"). */
const LEAD_VERBS = new Set(ALL_PACKS.flatMap((pack) => pack.descriptions.leadVerbs));

/** Around the household as a purchase's subject ("wife grabbed…", "mi esposo pagó…"): possessives, particles, verbs. */
const POSSESSIVES = new Set(ALL_PACKS.flatMap((pack) => pack.household.possessives));
const PARTICLES = new Set(ALL_PACKS.flatMap((pack) => pack.descriptions.particles));
const THEIR_VERBS = new Set(ALL_PACKS.flatMap((pack) => [...pack.typeCues.givers.pays, ...pack.typeCues.moves.othersBuy]));

const EDGE_PUNCTUATION = /^[\s,;:.!?\-–—()[\]"'*_/\\|+&=]+|[\s,;:.!?\-–—()[\]"'*_/\\|+&=]+$/g;

/** "and another 25 on dog food": one more of something, at the edge of what it was. */
const ANOTHER = new Set(['another', 'outro', 'outra', 'otro', 'otra']);

function isEdgeFiller(token: Token, next?: Token): boolean {
  if (token.kind === 'sym') return true;
  if (token.kind !== 'word') return false;
  // A lone "x" is chat for "por" ("300 x una web"); glued to a number it is a name ("X5").
  if (token.norm === 'x') return next === undefined || next.spaced;
  return STOPWORDS.has(token.norm) || ACTION_WORDS.has(token.norm) || CONNECTOR_WORDS.has(token.norm);
}

const isContent = (token: Token) =>
  (token.kind === 'word' && !STOPWORDS.has(token.norm) && !ACTION_WORDS.has(token.norm)) || token.kind === 'num';

/**
 * "Fui no shopping e comprei uma camisa de 89,90": the story before "e comprei" is context, the
 * purchase is what follows. When a verb after and/e/y has content after it, that part is the
 * description; when it has none ("almocei no restaurante e paguei 65"), the part before it is.
 */
function focusAfterVerb(tokens: readonly Token[], removed: ReadonlySet<number>): { from: number; to: number } {
  for (let i = 1; i + 1 < tokens.length; i++) {
    const connector = tokens[i] as Token;
    const verb = tokens[i + 1] as Token;
    const isJoin = connector.kind === 'word' ? CONNECTOR_WORDS.has(connector.norm) : /^[,;.:]$/.test(connector.norm);
    if (!isJoin) continue;
    if (verb.kind !== 'word' || !ACTION_WORDS.has(verb.norm)) continue;
    const hasContent = (from: number, to: number) => tokens.some((t, k) => k >= from && k <= to && !removed.has(k) && isContent(t));
    if (hasContent(i + 2, tokens.length - 1)) return { from: i + 2, to: tokens.length - 1 };
    if (hasContent(0, i - 1)) return { from: 0, to: i - 1 };
  }
  return { from: 0, to: tokens.length - 1 };
}

/** Joins tokens as the user spaced them. */
function joinTokens(tokens: readonly Token[]): string {
  let out = '';
  for (const token of tokens) out += (out && token.spaced ? ' ' : '') + token.raw;
  return out;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).trim();
}

export interface DescribeOptions {
  /**
   * Token range of a giver phrase ("Boss paid me", "o cliente pagou", "me depositó"): what follows it
   * is the description ("for the overtime" -> "Overtime"); with nothing after it, the giver is (its
   * verb and "me" are in `removed`).
   */
  giver?: { first: number; last: number };
  /** Indexes of tokens read as a person's name ("joão" in "pix do joão"): capitalised. */
  names?: ReadonlySet<number>;
  /**
   * Indexes of tokens left out when anything else describes the transaction: where the money came
   * from ("Bonus from work" -> "Bonus"; "100 do inquilino" stays "Inquilino").
   */
  optional?: ReadonlySet<number>;
  /**
   * Indexes of tokens inside a name of several words ("in n out", "chick fil a", "pague menos"):
   * kept whole, though they hold function words or verbs.
   */
  phrases?: ReadonlySet<number>;
}

/** With a giver phrase, the description is what follows it, if anything does ("for the overtime"). */
function giverFocus(tokens: readonly Token[], removed: ReadonlySet<number>, giver: { first: number; last: number }): number {
  const hasContentAfter = tokens.some((t, k) => k > giver.last && !removed.has(k) && isContent(t));
  return hasContentAfter ? giver.last + 1 : 0;
}

/** A place after a locative preposition ("em lisboa", "to madrid") is a name: capitalised. */
function capitalisedPlaces(tokens: readonly Token[]): Set<number> {
  const out = new Set<number>();
  for (let i = 1; i < tokens.length; i++) {
    if (!LOCATIVES.has((tokens[i - 1] as Token).norm)) continue;
    const length = placeAt(tokens, i);
    for (let k = i; k < i + length; k++) if (!PLACE_JOINERS.has((tokens[k] as Token).norm)) out.add(k);
  }
  return out;
}

function capitaliseToken(token: Token): string {
  return token.raw === token.raw.toLowerCase() ? capitalise(token.raw) : token.raw;
}

/**
 * `tokens` are the clause's tokens; `removed` the indexes (into `tokens`) of the amount, date,
 * currency and tag tokens. Returns '' when nothing descriptive is left.
 */
/**
 * "two things: electric 90 and gas 60", "asado: carne 25, carbón 6": words before a colon head the
 * list; the item is what follows, when anything does ("uber: 25" stays "Uber").
 */
function afterHeading(tokens: readonly Token[], removed: ReadonlySet<number>): number {
  for (let i = tokens.length - 2; i > 0; i--) {
    const token = tokens[i] as Token;
    if (token.kind !== 'sym' || token.norm !== ':') continue;
    // "at 5:30" is a time, not a heading.
    if (tokens[i - 1]?.kind === 'num' && !(tokens[i + 1]?.spaced ?? true)) continue;
    if (tokens.some((t, k) => k > i && !removed.has(k) && isContent(t))) return i + 1;
  }
  return 0;
}

/** Words that name a brand are written as the brand writes itself: "ifood" -> "iFood", "mc donalds" -> "McDonald's". */
function withBrandNames(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let length = 0;
    let name: string | undefined;
    for (let n = Math.min(3, tokens.length - i); n >= 1 && name === undefined; n--) {
      const run = tokens.slice(i, i + n);
      if (run.some((t) => t.kind !== 'word' && t.kind !== 'num')) continue;
      name = brandNamed(run.map((t) => t.norm).join(' '));
      length = n;
    }
    const token = tokens[i] as Token;
    if (name === undefined) out.push(token);
    else {
      out.push({ ...token, raw: name });
      i += length - 1;
    }
  }
  return out;
}

type Kept = { token: Token; i: number };

/** Reasons and reactions typed after the thing ("because it rained", "ugh", "mds", "jaja"): chatter, not its name. */
const CHATTER_WORDS = new Set(ALL_PACKS.flatMap((pack) => [...pack.clauses.reasons.filter((r) => !r.includes(' ')), ...pack.descriptions.reactions]));
/** A break in the sentence: a stop, a comma, "!", "?", or an emoji. */
const isBreak = (token: Token) => token.kind === 'sym' && !/^[$€£%&+/\\'"()#@*=<>:-]$/u.test(token.norm);
/** The words name a shop or a thing the lexicons know, in any language ("the range", "pasta making class"). */
function namesThing(kept: readonly Kept[]): boolean {
  const said = kept.filter(({ token }) => token.kind === 'word').map(({ token }) => token.norm);
  if (said.some((_, k) => [1, 2, 3].some((n) => k + n <= said.length && brandNamed(said.slice(k, k + n).join(' ')) !== undefined))) return true;
  return ALL_PACKS.some((pack) => matchLexicon(said, pack.code) !== undefined);
}

/**
 * "costco run... somehow 287.40 AGAIN how", "uber home 38 cause of surge pricing", "fuel at loves
 * ugh 😤": the description ends where chatter after the thing begins, at a reason, a reaction, or a
 * break ("...", ",", "!", an emoji) unless only the words after it name a shop or a thing ("back from
 * italy, the pasta making class in rome" keeps the class).
 */
function withoutChatter(kept: readonly Kept[]): readonly Kept[] {
  for (let k = 1; k < kept.length; k++) {
    const { token } = kept[k] as Kept;
    if (!kept.slice(0, k).some(({ token: t }) => isContent(t))) continue;
    if (token.kind === 'word' && CHATTER_WORDS.has(token.norm)) return kept.slice(0, k);
    if (isBreak(token) && (namesThing(kept.slice(0, k)) || !namesThing(kept.slice(k + 1)))) return kept.slice(0, k);
  }
  return kept;
}

/**
 * "wife grabbed diapers at target", "mi esposo pagó el gas", "minha mãe comprou o remédio": someone of
 * the household and their verb open the clause; what they bought is the description.
 */
function withoutHouseholdSubject(kept: readonly Kept[], tokens: readonly Token[]): readonly Kept[] {
  let k = POSSESSIVES.has(kept[0]?.token.norm ?? '') ? 1 : 0;
  const person = kept[k];
  if (person === undefined || !HOUSEHOLD.has(person.token.norm)) return kept;
  const verb = tokens[person.i + 1];
  if (verb === undefined || verb.kind !== 'word' || !(ACTION_WORDS.has(verb.norm) || LEAD_VERBS.has(verb.norm) || THEIR_VERBS.has(verb.norm))) return kept;
  // ("picked up", "paid for": the verb's particle goes with it.)
  const end = PARTICLES.has(tokens[person.i + 2]?.norm ?? '') ? person.i + 2 : person.i + 1;
  k = kept.findIndex(({ i }) => i > end);
  const rest = k < 0 ? [] : kept.slice(k);
  return rest.some(({ token }) => isContent(token)) ? rest : kept;
}

export function describe(tokens: readonly Token[], removed: ReadonlySet<number>, options: DescribeOptions = {}): string {
  const focus = options.giver ? { from: giverFocus(tokens, removed, options.giver), to: tokens.length - 1 } : focusAfterVerb(tokens, removed);
  focus.from = Math.max(focus.from, afterHeading(tokens, removed));
  const proper = capitalisedPlaces(tokens);
  for (const i of options.names ?? []) proper.add(i);
  const optional = options.optional ?? new Set<number>();
  const phrases = options.phrases ?? new Set<number>();
  const isKept = (token: Token, i: number) => {
    if (i < focus.from || i > focus.to) return false;
    if (removed.has(i) || token.kind === 'tag' || token.kind === 'nl') return false;
    // Type verbs ("spent", "recebi") go wherever they are; other function words only at the edges.
    return phrases.has(i) || !(token.kind === 'word' && ACTION_WORDS.has(token.norm));
  };
  // "Pix from a client": a transfer alone says how, not what; the source stays with it.
  const hasMore = tokens.some((t, i) => !optional.has(i) && isKept(t, i) && isContent(t) && !TRANSFERS.has(t.norm));
  let kept = tokens.map((token, i) => ({ token, i })).filter(({ token, i }) => isKept(token, i) && !(hasMore && optional.has(i)));
  kept = [...withoutChatter(withoutHouseholdSubject(kept, tokens))];
  for (let guard = 0; guard < 8; guard++) {
    const before = kept.length;
    const edge = (k: number) => {
      const { token, i } = kept[k] as { token: Token; i: number };
      // ("and another 25 on dog food" is "Dog food"; "e depois outro de 18,30" keeps its "Outro", all it names.)
      if (ANOTHER.has(token.norm)) return kept.some((other, j) => j !== k && isContent(other.token));
      return !phrases.has(i) && isEdgeFiller(token, tokens[i + 1]);
    };
    while (kept.length > 0 && edge(0)) kept = kept.slice(1);
    while (kept.length > 0 && edge(kept.length - 1)) kept = kept.slice(0, -1);
    if (kept.length > 1 && LEAD_VERBS.has((kept[0] as { token: Token }).token.norm)) kept = kept.slice(1);
    // "concert tickets, 2 at 85 each": a count set off after the things it counts is not their name.
    const last = kept[kept.length - 1]?.token;
    if (kept.length > 2 && last?.kind === 'num' && kept[kept.length - 2]?.token.kind === 'sym') kept = kept.slice(0, -1);
    if (kept.length === before) break;
  }
  const shown = withBrandNames(kept.map(({ token, i }) => (proper.has(i) ? { ...token, raw: capitaliseToken(token) } : token)));
  let text = joinTokens(shown).replace(EDGE_PUNCTUATION, '').replace(/\s+/g, ' ').trim();
  // Shouted messages ("SPENT 12 ON LUNCH") read better in sentence case; acronyms ("ATM fee") stay.
  if (text.length > 4 && text === text.toUpperCase() && text !== text.toLowerCase()) text = text.toLowerCase();
  const cut = truncateWords(text, MAX_DESCRIPTION_LENGTH);
  // ("iFood 45" stays "iFood".)
  return shown[0] !== undefined && brandNamed(shown[0].raw) === shown[0].raw ? cut : capitalise(cut);
}
