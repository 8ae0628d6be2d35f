import type { Lang, TxType } from '../types';

/** An idea words point to: a default category and the user-made categories that mean the same. */
export interface LexiconKind {
  /** The default category (English name, as stored) used when the user has no better one. */
  category: string;
  /** Names a user-made category for the same idea might have; such a category wins over the default. */
  custom: readonly string[];
  /** Names that lose to any strong word (used by data files, whose entries are otherwise strong). */
  isWeak?: boolean;
}

/** A set of words that point to one default category (see expense-lexicon.ts). */
export interface LexiconGroup extends LexiconKind {
  /** Comma-separated words and phrases that name the thing. */
  strong: string;
  /** Comma-separated generic words that lose to any strong word. */
  weak?: string;
  /** Only for messages in this language ("gas" is fuel in English, a utility in pt/es). */
  lang?: Lang;
  /** False when the words may name the category but must not make a message income by themselves. */
  definesType?: boolean;
}

export interface LexiconEntry {
  type: TxType;
  category: string;
  custom: readonly string[];
  weight: number;
  lang?: Lang;
  definesType: boolean;
  /** From a country data file: a proper name ("Selfit", "Coto") rather than a word of the language. */
  isName?: boolean;
}
