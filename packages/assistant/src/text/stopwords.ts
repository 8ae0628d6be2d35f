/**
 * Function words of every language pack (folded), and the verbs that only say "I spent / I got":
 * removed from descriptions and from learned-rule keys. People mix languages, so each set is the
 * union of the packs' lists.
 */
import { ALL_PACKS } from '../language/packs/packs';

/** Articles, prepositions, pronouns and fillers. */
export const STOPWORDS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.stopwords));

/** Verbs and nouns that carry the transaction's type or the command, not what it was for. */
export const ACTION_WORDS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.actionWords));
