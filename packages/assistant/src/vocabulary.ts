/**
 * Every word the engine looks up anywhere (category lexicons and merchants, type verbs, date and
 * number words, currency names, units) plus the function words and markers of the three
 * languages, with what each means; and the one spelling corrector built from them (text/fuzzy.ts).
 *
 * analyze() corrects each word of a message once, before anything reads it, so every lookup in
 * the engine is accent-, case- and typo-insensitive the same way: "autobús"/"Autobus", "grocerys",
 * "restaurnte", "gasolna", "onten", "supermercdo". Words known exactly are never changed, which
 * keeps "pago"/"pagó", "cobre"/"cobré", "gasto"/"gastó" and "costo"/"custo" as they are.
 *
 * Built on the first word looked up, not when the module loads: starting the server does not pay for
 * it (tens of milliseconds); the corrector only remembers answers.
 */
import { amountWords } from './amounts/find-amounts';
import { currencyWords } from './amounts/currency-lexicon';
import { numberWords } from './amounts/number-words';
import { lexiconWords } from './categories/lexicon';
import { dateWords } from './dates/date-words';
import { markerWords } from './language/detect-language';
import { COMMON_WORDS } from './text/common-words';
import { createFuzzyIndex, type FuzzyIndex, type KnownWord } from './text/fuzzy';
import { GENERIC_WORDS } from './text/generic-words';
import { ACTION_WORDS, STOPWORDS } from './text/stopwords';
import { CONNECTOR_WORDS } from './transactions/split-clauses';
import { typeCueWords } from './transactions/detect-type';
import * as QUERY_WORDS from './intents/query-words';
import { nonMoneyWords, routeWords } from './intents/non-money-numbers';
import { ALL_PACKS } from './language/packs/packs';
import { singularForms } from './text/plural';

/** More spellings than this from one pattern are not expanded (the words are for spelling, not matching). */
const MAX_SPELLINGS = 256;

/**
 * The strings an alternation spells out, from `at` to its closing parenthesis (or the end): groups
 * expanded ("enumer(?:a|e|ar)" -> enumera, enumere, enumerar; "(?:x)?" with and without),
 * lookarounds dropped, "?" after a letter ignored. A branch with any other syntax ("spen[dt]\\w*")
 * spells nothing.
 */
function spellings(source: string, at: number, spilled: string[]): { out: string[]; end: number } {
  const out: string[] = [];
  let branch: string[] | null = [''];
  let i = at;
  const closeBranch = () => {
    if (branch) out.push(...branch);
    branch = [''];
  };
  while (i < source.length) {
    const c = source[i]!;
    if (c === ')') break;
    if (c === '|') {
      closeBranch();
      i++;
      continue;
    }
    if (c === '(') {
      if (/^\(\?<?[!=]/.test(source.slice(i))) {
        // A lookaround: skip it whole (classes and nested groups included).
        let depth = 0;
        for (; i < source.length; i++) {
          const d = source[i];
          if (d === '\\') i++;
          else if (d === '[') while (i < source.length && source[i] !== ']') i++;
          else if (d === '(') depth++;
          else if (d === ')' && --depth === 0) break;
        }
        i++;
        continue;
      }
      const inner = spellings(source, source.startsWith('(?:', i) ? i + 3 : i + 1, spilled);
      i = inner.end + 1;
      const optional = source[i] === '?' || source[i] === '*';
      const options = optional ? [...inner.out, ''] : inner.out;
      if (optional || source[i] === '+') i++;
      if (branch) {
        const current: string[] = branch;
        if (current.length * options.length > MAX_SPELLINGS) {
          // Too many phrases to spell out: their words are kept, not their joins.
          spilled.push(...current, ...options);
          branch = [''];
        } else {
          branch = current.flatMap((head) => options.map((tail) => head + tail));
          if (branch.length === 0) branch = null;
        }
      }
      continue;
    }
    if (/[a-z' -]/.test(c)) {
      if (branch) branch = branch.map((head) => head + c);
    } else if (c !== '?') {
      branch = null;
    }
    i++;
  }
  closeBranch();
  return { out, end: i };
}

/**
 * The plain words a pattern spells out ("how much|quanto (?:gastei|paguei)|saldos?" -> how, much,
 * quanto, gastei, paguei, saldos): groups are expanded, so a stem is never a word of its own
 * ("enumer(?:a|e|ar)" spells enumera, enumere, enumerar, never "enumer"); branches with any other
 * pattern syntax ("spen[dt]\\w*") are left out.
 */
export function literalWords(pattern: RegExp): string[] {
  const spilled: string[] = [];
  const words = [...spellings(pattern.source, 0, spilled).out, ...spilled].flatMap((spelling) => spelling.split(/[\s-]+/).filter(Boolean));
  return [...new Set(words)];
}

/** The plain words of the packs' phrases of repetition and of questions on bills. */
function recurringWords(): string[] {
  return ALL_PACKS.flatMap((pack) => {
    const r = pack.recurring;
    const phrases = [...Object.values(r.every), ...Object.values(r.afterAmount), r.dayOfMonth, r.bills, r.billsWeak, r.subscriptions, r.income, r.due, r.committed];
    return phrases.flatMap((phrase) => literalWords(new RegExp(phrase.replace(/\{[dw]\}/g, ' '), 'u')));
  });
}

function* knownWords(): Generator<KnownWord> {
  yield* lexiconWords();
  yield* typeCueWords();
  yield* dateWords();
  yield* numberWords();
  yield* currencyWords();
  yield* amountWords();
  // Words that mean nothing to a table still count as known: they must not be "corrected" into
  // one that does ("sister" is not a typo of anything), and a typo of one is corrected to it.
  // The words of the question and command patterns, which read the corrected text too.
  // And those of bills and income that repeat ("evry month", "mensual", "quinzenal").
  const patterns = [...Object.values(QUERY_WORDS).flatMap((pattern) => literalWords(pattern)), ...recurringWords()];
  const plain = [STOPWORDS, ACTION_WORDS, CONNECTOR_WORDS, ...Object.values(GENERIC_WORDS), markerWords(), patterns, [...nonMoneyWords()], ...ALL_PACKS.flatMap((pack) => [pack.nothing.people, pack.nothing.buying])];
  for (const words of plain) for (const word of words) yield [word, ''];
  // Everyday words are only there to be left alone: never what another word is corrected to.
  for (const word of [...COMMON_WORDS, ...routeWords()]) yield [word, '', true];
}

let built: FuzzyIndex | undefined;
const vocabulary = (): FuzzyIndex => (built ??= createFuzzyIndex(knownWords()));

/**
 * Chat shorthand that is not a typo of its word (too short, letters left out on purpose): "qnto
 * gastei", "u", "yday". Only shorthand that is no word of its own in the three languages.
 */
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['qnto', 'quanto'], ['qto', 'quanto'], ['qnt', 'quanto'], ['qnta', 'quanta'], ['qdo', 'quando'], ['qndo', 'quando'],
  ['pq', 'porque'], ['xq', 'porque'], ['vc', 'voce'], ['vcs', 'voces'], ['hj', 'hoje'], ['amnh', 'amanha'],
  ['td', 'tudo'], ['msm', 'mesmo'], ['churras', 'churrasco'], ['mto', 'muito'], ['dps', 'depois'], ['obg', 'obrigado'],
  ['dnd', 'donde'], ['xa', 'para'],
  ['ur', 'your'], ['hw', 'how'], ['pls', 'please'], ['plz', 'please'], ['thx', 'thanks'], ['tnx', 'thanks'],
  ['bc', 'because'], ['cuz', 'because'], ['yday', 'yesterday'], ['ystd', 'yesterday'], ['tmrw', 'tomorrow'],
  ['tmw', 'tomorrow'], ['wk', 'week'], ['mth', 'month'], ['yr', 'year'], ['bfast', 'breakfast'],
  ['brekkie', 'breakfast'], ['maccies', 'mcdonalds'], ['maccas', 'mcdonalds'], ['sbux', 'starbucks'],
  ['divs', 'dividends'], ['transfe', 'transferencia'], ['transf', 'transferencia'],
]);

/**
 * Misspellings so common they are written on purpose, which the corrector finds two known words away from or
 * none ("transfered" is as near "transferred" as "transfer"): each to the word it always means.
 */
const MISSPELLED: ReadonlyMap<string, string> = new Map([
  ['transfered', 'transferred'], ['recieved', 'received'], ['recieve', 'receive'], ['payed', 'paid'],
]);

/** A plural of a known word ("pints", "autobuses") is no typo: the lexicons read plurals themselves. */
function isPluralOfKnown(word: string): boolean {
  return singularForms(word).some((form) => vocabulary().has(form));
}

/** Diminutive endings of Spanish and Portuguese and what may stand before them in the plain word. */
const DIMINUTIVES: readonly (readonly [suffix: string, endings: readonly string[]])[] = [
  ['citos', ['s', 'es']], ['citas', ['s', 'es']], ['cito', ['', 'e']], ['cita', ['', 'e']],
  ['itos', ['os', 'es', 's']], ['itas', ['as', 's']], ['ito', ['o', 'e', '']], ['ita', ['a', '']],
  ['zinhos', ['s']], ['zinhas', ['s']], ['zinho', ['']], ['zinha', ['']],
  ['inhos', ['os', 'es']], ['inhas', ['as']], ['inho', ['o', 'e']], ['inha', ['a']],
];

/**
 * The known word a diminutive is made from: "taquitos" -> "tacos", "cervecita" -> "cerveza",
 * "cafezinho" -> "cafe", "lanchinho" -> "lanche". Spelling changes before the ending are undone
 * ("qu" was "c", "c" was "z", "gu" was "g").
 */
function diminutiveBase(word: string): string | undefined {
  for (const [suffix, endings] of DIMINUTIVES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    const stem = word.slice(0, -suffix.length);
    const stems = [stem];
    if (stem.endsWith('qu')) stems.push(`${stem.slice(0, -2)}c`);
    if (stem.endsWith('gu')) stems.push(stem.slice(0, -1));
    if (stem.endsWith('c')) stems.push(`${stem.slice(0, -1)}z`);
    for (const base of stems) {
      for (const ending of endings) if (vocabulary().has(base + ending) && base + ending !== word) return base + ending;
    }
  }
  return undefined;
}

function spellUncached(word: string): string {
  const short = SHORTHAND.get(word) ?? MISSPELLED.get(word);
  if (short !== undefined) return short;
  if (vocabulary().has(word) || isPluralOfKnown(word)) return word;
  return (word.length >= 6 ? diminutiveBase(word) : undefined) ?? droppedD(word) ?? droppedG(word) ?? vocabulary().correct(word) ?? word;
}

/** Spoken English drops the g of "-ing": "eatin out", "wrappin paper", "takins" are "eating", "wrapping", "takings". */
function droppedG(word: string): string | undefined {
  if (word.length < 5) return undefined;
  const full = word.endsWith('in') ? `${word}g` : word.endsWith('ins') ? `${word.slice(0, -1)}gs` : undefined;
  return full !== undefined && vocabulary().has(full) ? full : undefined;
}

/** Spoken Spanish drops the d of participles: "he pagao", "me han ingresao" are "pagado", "ingresado". */
function droppedD(word: string): string | undefined {
  if (word.length < 5 || !word.endsWith('ao')) return undefined;
  const full = `${word.slice(0, -2)}ado`;
  return vocabulary().has(full) ? full : undefined;
}

/** Answers remembered across messages (the same word always gets the same answer). */
const SPELLED = new Map<string, string>();
const SPELLED_LIMIT = 8192;

/** The known word a folded word stands for: itself when known, its correction, or itself unchanged. */
export function spell(word: string): string {
  let answer = SPELLED.get(word);
  if (answer === undefined) {
    answer = spellUncached(word);
    if (SPELLED.size >= SPELLED_LIMIT) SPELLED.clear();
    SPELLED.set(word, answer);
  }
  return answer;
}

/** Whether a folded word is one the engine knows exactly. */
export function isKnownWord(word: string): boolean {
  return vocabulary().has(word);
}
