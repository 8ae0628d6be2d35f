/**
 * The country data files: every entry, used in an ordinary sentence of its country's language,
 * is recorded in its category; no name means two categories; and no one-word entry takes over a
 * word the engine reads for something else (a verb, a number, a currency, a date, a function word).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';
import type { EngineCategory, Lang } from '../types';
import { interpret } from '../interpret';
import { EXPENSE_KINDS, EXPENSE_LEXICON } from '../categories/expense-lexicon';
import { INCOME_LEXICON } from '../categories/income-lexicon';
import { phraseKey } from '../categories/lexicon';
import { currencyFromWord } from '../amounts/currency-lexicon';
import { isNumberWord } from '../amounts/number-words';
import { monthNumber, weekdayNumber } from '../dates/date-words';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';
import { testContext } from '../testing/context';
import { ALL_PACKS } from '../language/packs/packs';
import { COUNTRY_LEXICONS } from './country-lexicons';

/** Verbs of someone else's money ("prestó", "cobra"): never a merchant's name. */
const THEIR_MONEY = new Set(ALL_PACKS.flatMap((pack) => pack.nothing.theirMoney));

/** Only the default categories, so an entry lands in its kind's default category. */
const CATEGORIES: EngineCategory[] = [
  ...DEFAULT_EXPENSE_CATEGORIES.map((name, i) => ({ id: i + 1, name, type: 'expense' as const, isDefault: true })),
  ...DEFAULT_INCOME_CATEGORIES.map((name, i) => ({ id: 101 + i, name, type: 'income' as const, isDefault: true })),
];

const SENTENCE: Readonly<Record<Lang, (entry: string) => string>> = {
  en: (entry) => `paid 20 at ${entry}`,
  pt: (entry) => `gastei 20 no ${entry}`,
  es: (entry) => `gasté 20 en ${entry}`,
};

const CURRENCY: Readonly<Record<Lang, string>> = { en: 'USD', pt: 'BRL', es: 'MXN' };

const rows = COUNTRY_LEXICONS.flatMap(({ country, lang, entries }) =>
  Object.entries(entries).flatMap(([kind, names]) => names.map((name) => ({ country, lang, kind, name }))),
);

describe('country lexicons', () => {
  it('hold a real list for every country', () => {
    for (const { country, entries } of COUNTRY_LEXICONS) {
      const count = Object.values(entries).reduce((sum, names) => sum + names.length, 0);
      expect(count, country).toBeGreaterThanOrEqual(country === 'shared' ? 100 : 60);
    }
  });

  it('name only kinds of spending the engine knows', () => {
    const unknown = rows.filter((r) => !Object.hasOwn(EXPENSE_KINDS, r.kind)).map((r) => `${r.country} ${r.kind}`);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('record every entry in its category, in a sentence of its language', () => {
    const wrong: string[] = [];
    for (const { country, lang, kind, name } of rows) {
      const text = SENTENCE[lang](name);
      const ctx = testContext({ categories: CATEGORIES, preferredLanguage: lang, preferredCurrency: CURRENCY[lang] });
      const { intent } = interpret(text, ctx);
      const expected = EXPENSE_KINDS[kind as keyof typeof EXPENSE_KINDS].category;
      const tx = intent.kind === 'record_transactions' && intent.transactions.length === 1 ? intent.transactions[0] : undefined;
      if (!tx || tx.categoryName !== expected || tx.type !== 'expense' || tx.amount !== '20.00') {
        wrong.push(`${country} "${text}" -> ${tx ? `${tx.type} ${tx.amount} ${tx.categoryName}` : intent.kind} (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
    // Thousands of entries, each a whole interpretation: seconds on a busy machine.
  }, 60_000);

  it('never give one name two categories, among themselves or with the word lists in code', () => {
    const categoryOf = new Map<string, Set<string>>();
    const note = (key: string, category: string) => categoryOf.set(key, (categoryOf.get(key) ?? new Set()).add(category));
    for (const { kind, name } of rows) note(phraseKey(name), EXPENSE_KINDS[kind as keyof typeof EXPENSE_KINDS].category);
    const dataKeys = new Set(categoryOf.keys());
    // A word scoped to one language in code ("refri": soda in Portuguese) reads that way in that
    // language whatever a file of another country says it is (a fridge in Mexico). Income words that
    // only name where money came from once a verb says it came in ("doordash payout", "recebi do
    // ifood") are the same name seen from the other side, not a second category.
    for (const group of [...EXPENSE_LEXICON, ...INCOME_LEXICON.filter((g) => g.definesType !== false)].filter((g) => g.lang === undefined)) {
      for (const phrase of `${group.strong},${group.weak ?? ''}`.split(',')) {
        const key = phraseKey(phrase);
        if (dataKeys.has(key)) note(key, group.category);
      }
    }
    const clashes = [...categoryOf].filter(([, categories]) => categories.size > 1).map(([key, c]) => `${key}: ${[...c].join(', ')}`);
    expect(clashes).toEqual([]);
  });

  it('list each name once', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { country, name } of rows) {
      const key = phraseKey(name);
      const before = seen.get(key);
      if (before) repeated.push(`${key} (${before}, ${country})`);
      else seen.set(key, country);
    }
    expect(repeated).toEqual([]);
  });

  it('leave the words the engine reads for something else alone', () => {
    const taken = rows
      .map((r) => phraseKey(r.name))
      .filter((key) => !key.includes(' '))
      .filter(
        (word) =>
          STOPWORDS.has(word) ||
          ACTION_WORDS.has(word) ||
          THEIR_MONEY.has(word) ||
          currencyFromWord(word, word) !== null ||
          (['en', 'pt', 'es'] as const).some((lang) => isNumberWord(word, lang)) ||
          monthNumber(word) !== undefined ||
          weekdayNumber(word) !== undefined,
      );
    expect(taken).toEqual([]);
  });
});
