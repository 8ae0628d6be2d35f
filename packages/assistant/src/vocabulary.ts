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
 * Built once when the module loads (a few milliseconds); the corrector only remembers answers.
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

function* knownWords(): Generator<KnownWord> {
  yield* lexiconWords();
  yield* typeCueWords();
  yield* dateWords();
  yield* numberWords();
  yield* currencyWords();
  yield* amountWords();
  // Words that mean nothing to a table still count as known: they must not be "corrected" into
  // one that does ("sister" is not a typo of anything), and a typo of one is corrected to it.
  const plain = [STOPWORDS, ACTION_WORDS, CONNECTOR_WORDS, ...Object.values(GENERIC_WORDS), markerWords(), COMMON_WORDS];
  for (const words of plain) for (const word of words) yield [word, ''];
}

const VOCABULARY: FuzzyIndex = createFuzzyIndex(knownWords());

/** The known word a folded word stands for: itself when known, its correction, or itself unchanged. */
export function spell(word: string): string {
  return VOCABULARY.correct(word) ?? word;
}

/** Whether a folded word is one the engine knows exactly. */
export function isKnownWord(word: string): boolean {
  return VOCABULARY.has(word);
}
