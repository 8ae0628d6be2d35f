/** Month and weekday names of every language pack, folded (no accents), for the date patterns. */
import type { LanguagePack, WordValues } from '../language/pack';
import { ALL_PACKS } from '../language/packs/packs';

/**
 * The date words of every pack together: people mix languages, and no name means two different
 * things in two languages (a test of the packs checks it).
 */
const merged = (pick: (pack: LanguagePack) => WordValues): WordValues =>
  Object.fromEntries(ALL_PACKS.flatMap((pack) => Object.entries(pick(pack))));

/** Full month names (and safe abbreviations) -> 1-12. */
export const MONTHS: WordValues = merged((pack) => pack.dates.months);
/** Abbreviations that are a month only beside a day number ("Mar 3"). */
const MONTHS_BESIDE_DAY: WordValues = merged((pack) => pack.dates.monthsBesideDay);

/** Month names safe to read on their own as a period ("in may" is risky, "em maio" is not). */
export const MONTH_NAME_PATTERN = Object.keys(MONTHS)
  .filter((name) => name.length > 3 && name !== 'sept')
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Month names and abbreviations of the languages that put the month before the day ("March 3"). */
export const EN_MONTH_PATTERN = ALL_PACKS.filter((pack) => pack.dates.monthBeforeDay)
  .flatMap((pack) => [...Object.keys(pack.dates.months), ...Object.keys(pack.dates.monthsBesideDay)])
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Month names including abbreviations, for use next to a day number ("Mar 3", "3 dec"). */
export const MONTH_ANY_PATTERN = Object.keys(MONTHS)
  .concat(Object.keys(MONTHS_BESIDE_DAY))
  .sort((a, b) => b.length - a.length)
  .join('|');

export function monthNumber(name: string): number | undefined {
  if (Object.hasOwn(MONTHS, name)) return MONTHS[name];
  return Object.hasOwn(MONTHS_BESIDE_DAY, name) ? MONTHS_BESIDE_DAY[name] : undefined;
}

/** Weekday names -> 0 (Sunday) ... 6 (Saturday). */
export const WEEKDAYS: WordValues = merged((pack) => pack.dates.weekdays);

export const WEEKDAY_PATTERN = Object.keys(WEEKDAYS)
  .sort((a, b) => b.length - a.length)
  .join('|');

export function weekdayNumber(name: string): number | undefined {
  return Object.hasOwn(WEEKDAYS, name) ? WEEKDAYS[name] : undefined;
}

/** Small counts written as words, for "two days ago", "há três dias", "hace dos semanas". */
export const COUNT_WORDS: WordValues = merged((pack) => pack.dates.counts);

export const COUNT_PATTERN = `\\d{1,3}|${Object.keys(COUNT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')}`;

export function countValue(text: string): number | undefined {
  if (/^\d+$/.test(text)) return Number(text);
  return Object.hasOwn(COUNT_WORDS, text) ? COUNT_WORDS[text] : undefined;
}

/** Quarters of the year: each phrase kind of every pack, as one alternation. */
export const QUARTER_WORDS = {
  current: ALL_PACKS.map((pack) => pack.dates.quarters.current).join('|'),
  previous: ALL_PACKS.map((pack) => pack.dates.quarters.previous).join('|'),
  named: ALL_PACKS.map((pack) => pack.dates.quarters.named).join('|'),
} as const;

const QUARTER_ORDINALS: WordValues = merged((pack) => pack.dates.quarters.ordinals);

export const QUARTER_ORDINAL_PATTERN = Object.keys(QUARTER_ORDINALS)
  .sort((a, b) => b.length - a.length)
  .join('|');

export function quarterNumber(ordinal: string): number | undefined {
  return Object.hasOwn(QUARTER_ORDINALS, ordinal) ? QUARTER_ORDINALS[ordinal] : undefined;
}

/** Words that name a day relative to today, in the date phrases (date-phrases.ts), by offset. */
const RELATIVE_DAYS: WordValues = merged((pack) => pack.dates.relativeDays);

/** Other words of the date and period phrases (date-phrases.ts, find-periods.ts). */
const PERIOD_WORDS: readonly string[] = ALL_PACKS.flatMap((pack) => pack.dates.periodWords);

/** Date words and what each means, for the spelling corrector (vocabulary.ts). */
export function* dateWords(): Generator<readonly [string, string]> {
  for (const [word, month] of Object.entries(MONTHS)) yield [word, `month:${month}`];
  for (const [word, day] of Object.entries(WEEKDAYS)) yield [word, `weekday:${day}`];
  for (const [word, count] of Object.entries(COUNT_WORDS)) yield [word, `count:${count}`];
  for (const [word, offset] of Object.entries(RELATIVE_DAYS)) yield [word, `day:${offset}`];
  for (const word of PERIOD_WORDS) yield [word, ''];
}
