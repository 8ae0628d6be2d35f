/**
 * Finds the date a transaction happened on in a message: relative days (yesterday, anteontem,
 * hace 3 días), weekdays (last saturday, na sexta, el viernes pasado), calendar dates (March 3,
 * 3 de março, el 3 de marzo, dia 10, 10/03). Everything is past-biased: a date without a year or a
 * bare weekday is the most recent one that is not in the future. Only words that say so
 * (tomorrow, amanhã, mañana) give a future date.
 */
import type { Lang } from '../types';
import type { DayPhraseKind } from '../language/pack';
import { ALL_PACKS } from '../language/packs/packs';
import { addMonths, daysInMonth, isValidDate, toDayNumber, fromDayNumber, weekdayOf } from './calendar';
import {
  COUNT_PATTERN,
  EN_MONTH_PATTERN,
  MONTH_ANY_PATTERN,
  WEEKDAY_PATTERN,
  countValue,
  monthNumber,
  weekdayNumber,
} from './date-words';

export interface DateMention {
  /** NaN when `invalid`. */
  dayNumber: number;
  /** Span in the text (folded and original share positions). */
  start: number;
  end: number;
  /**
   * Written as a calendar date but not one that can be recorded: it does not exist ("31/02",
   * "February 30", year 0000) or lies outside the range every write path accepts (1970-2100, so
   * never 9999-12-31). The engine asks for the date instead of guessing one.
   */
  invalid?: boolean;
}

/** The dates a transaction may have: the same range as the shared transaction schema. */
const FIRST_DAY = toDayNumber(1970, 1, 1);
const LAST_DAY = toDayNumber(2100, 12, 31);

type Resolver = (groups: (string | undefined)[], today: number, lang: Lang) => number | null;

interface DatePattern {
  re: RegExp;
  resolve: Resolver;
  /**
   * For calendar-date patterns: whether an unresolvable match is still plainly a date (and so an
   * impossible one to ask about) rather than something else ("50/50").
   */
  isDateShaped?: (groups: (string | undefined)[]) => boolean;
}

const L = '(?<![\\p{L}\\d])';
const R = '(?![\\p{L}\\d])';

function pattern(body: string, resolve: Resolver, isDateShaped?: DatePattern['isDateShaped']): DatePattern {
  return { re: new RegExp(`${L}(?:${body})${R}`, 'gu'), resolve, isDateShaped };
}

const inRange = (value: string | undefined, low: number, high: number) => value !== undefined && Number(value) >= low && Number(value) <= high;
/** d/m or m/d: both parts could be a day, one could be a month. */
const numericShaped = (g: (string | undefined)[]) =>
  inRange(g[0], 1, 31) && inRange(g[1], 1, 31) && (inRange(g[0], 1, 12) || inRange(g[1], 1, 12) || g[2] !== undefined);

const offset = (days: number): Resolver => (_g, today) => today + days;

/** The most recent `weekday` on or before today (strictly before when `strict`). */
function recentWeekday(today: number, weekday: number, strict: boolean): number {
  let back = (weekdayOf(today) - weekday + 7) % 7;
  if (back === 0 && strict) back = 7;
  return today - back;
}

/** The most recent day `day` of a month that exists and is not after today. */
export function recentDayOfMonth(today: number, day: number): number | null {
  if (day < 1 || day > 31) return null;
  const { year, month } = fromDayNumber(today);
  for (let back = 0; back < 12; back++) {
    const ym = addMonths(year, month, -back);
    if (day <= daysInMonth(ym.year, ym.month)) {
      const candidate = toDayNumber(ym.year, ym.month, day);
      if (candidate <= today) return candidate;
    }
  }
  return null;
}

/** A calendar date; without a year, the most recent one not in the future. */
export function resolveCalendarDate(today: number, month: number, day: number, yearText?: string): number | null {
  const current = fromDayNumber(today).year;
  if (yearText) {
    let year = Number(yearText);
    if (yearText.length === 2) year += 2000;
    return isValidDate(year, month, day) ? toDayNumber(year, month, day) : null;
  }
  for (const year of [current, current - 1, current - 2, current - 3]) {
    if (isValidDate(year, month, day)) {
      const candidate = toDayNumber(year, month, day);
      if (candidate <= today) return candidate;
    }
  }
  return null;
}

const numericDate: Resolver = (g, today, lang) => {
  const a = Number(g[0]);
  const b = Number(g[1]);
  // en writes month first, pt/es day first; when that reading is impossible, try the other.
  const [month, day] = lang === 'en' ? [a, b] : [b, a];
  return resolveCalendarDate(today, month, day, g[2]) ?? resolveCalendarDate(today, day, month, g[2]);
};

const monthThenDay: Resolver = (g, today) => {
  const month = monthNumber(g[0] ?? '');
  return month === undefined ? null : resolveCalendarDate(today, month, Number(g[1]), g[2]);
};

const dayThenMonth: Resolver = (g, today) => {
  const month = monthNumber(g[1] ?? '');
  return month === undefined ? null : resolveCalendarDate(today, month, Number(g[0]), g[2]);
};

const dayOfMonth: Resolver = (g, today) => {
  const day = Number(g[0]);
  if (g[1]) {
    // "dia 10 do mês passado" / "el día 10 del mes pasado"
    const { year, month } = fromDayNumber(today);
    const ym = addMonths(year, month, -1);
    return isValidDate(ym.year, ym.month, day) ? toDayNumber(ym.year, ym.month, day) : null;
  }
  return recentDayOfMonth(today, day);
};

/** Every pack's phrases of one relative day together (people mix languages). */
const dayPhrases = (kind: DayPhraseKind): string => ALL_PACKS.map((pack) => pack.dates.dayPhrases[kind]).join('|');
/** Every pack's "ago" phrases of one unit, with the count pattern in place of `{n}`. */
const agoPhrases = (unit: 'days' | 'weeks'): string =>
  ALL_PACKS.map((pack) => pack.dates.agoPhrases[unit].replaceAll('{n}', () => COUNT_PATTERN)).join('|');

const ORD = '(?:st|nd|rd|th|º|ª|o)?';
const LAST_MONTH = '(?:passado|anterior|pasado)';
/** "menú del día", "prato do dia", "sopa del día": a dish of the day, whose "dia" names no date. */
const DISH_OF_THE = '(?:menu|menus|prato|pratos|plato|platos|sopa|sopas|especial|sugestao|sugerencia|postre|sobremesa) (?:do|da|del|de)';

/** Overlapping matches keep the longest (see findDates). */
const PATTERNS: readonly DatePattern[] = [
  pattern('(\\d{4})-(\\d{1,2})-(\\d{1,2})', (g) => {
    const [y, m, d] = [Number(g[0]), Number(g[1]), Number(g[2])];
    return isValidDate(y, m, d) ? toDayNumber(y, m, d) : null;
  }, (g) => inRange(g[1], 1, 12) && inRange(g[2], 1, 31)),
  pattern('(?:(?:on|em|en|no|el|dia|del) )?(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}|\\d{2}))?', numericDate, numericShaped),
  // Not a price after a name ("card for june 3.50"): a day has no decimals.
  pattern(`(?:on )?(?:the )?(${EN_MONTH_PATTERN})\\.? (\\d{1,2})(?![.,]\\d)${ORD}(?:,? (\\d{4}))?`, monthThenDay, (g) => inRange(g[1], 1, 31)),
  pattern(
    `(?:(?:on|no|el|del|em|en|dia|el dia|no dia|del dia) )?(?:the )?(\\d{1,2})${ORD} (?:of |de )?(${MONTH_ANY_PATTERN})(?:,? (?:de |del )?(\\d{4}))?`,
    dayThenMonth,
    (g) => inRange(g[0], 1, 31),
  ),
  // Not a dish ("menú del día 12,50", "prato do dia 25") nor a price's decimals ("dia 12,50").
  pattern(`(?<!${DISH_OF_THE} )(?:(?:no|el|en el|para o) )?dia (\\d{1,2})(?![.,]\\d)(?: (?:do|del) mes (${LAST_MONTH}))?`, dayOfMonth),
  pattern(`(?:on )?(?:the )?(\\d{1,2})(?:st|nd|rd|th)(?: of (last) month)?`, dayOfMonth),
  // Relative days.
  pattern(dayPhrases('dayBeforeYesterday'), offset(-2)),
  pattern(dayPhrases('yesterday'), offset(-1)),
  pattern(dayPhrases('today'), offset(0)),
  pattern(dayPhrases('dayAfterTomorrow'), offset(2)),
  pattern(dayPhrases('tomorrow'), offset(1)),
  pattern(agoPhrases('days'), (g, today) => {
    const n = countValue(g.find((x) => x !== undefined) ?? '');
    return n === undefined || n > 3660 ? null : today - n;
  }),
  pattern(agoPhrases('weeks'), (g, today) => {
    const n = countValue(g.find((x) => x !== undefined) ?? '');
    return n === undefined || n > 520 ? null : today - 7 * n;
  }),
  // Weekdays: "last X" / "X passado" is strictly before today; otherwise today counts.
  pattern(`(last|past|this past|on|this)? ?(${WEEKDAY_PATTERN})`, (g, today) => {
    const wd = weekdayNumber(g[1] ?? '');
    if (wd === undefined || !/^(sunday|monday|tuesday|wednesday|thursday|friday|saturday)$/.test(g[1] ?? '')) return null;
    return recentWeekday(today, wd, g[0] === 'last' || g[0] === 'past' || g[0] === 'this past');
  }),
  pattern(
    `(?:(?:n[ao]|nest[ae]|dest[ae]|est[ae]|essa|esse|el|este|esta|en el) )?(?:(ultim[ao]|pasado) )?(${WEEKDAY_PATTERN})(?:[- ]feira)?(?: (passad[ao]|pasado|retrasado))?`,
    (g, today) => {
      const name = g[1] ?? '';
      const wd = weekdayNumber(name);
      if (wd === undefined || /^(sunday|monday|tuesday|wednesday|thursday|friday|saturday)$/.test(name)) return null;
      return recentWeekday(today, wd, Boolean(g[0] || g[2]));
    },
  ),
];

/** Portuguese weekday words that are also ordinary words ("segunda" = second) need context. */
const AMBIGUOUS_PT_WEEKDAY = /^(segunda|terca|quarta|quinta)$/;

function acceptWeekdayMatch(matched: string): boolean {
  const words = matched.split(' ');
  if (words.length === 1 && AMBIGUOUS_PT_WEEKDAY.test(words[0] ?? '')) return false;
  return true;
}

/** Every date phrase in the folded text, in order. Overlaps keep the longer phrase. */
export function findDates(folded: string, today: number, lang: Lang): DateMention[] {
  const candidates: DateMention[] = [];
  for (const { re, resolve, isDateShaped } of PATTERNS) {
    re.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = re.exec(folded)) !== null) {
      const text = match[0].trim();
      if (text.length === 0) {
        re.lastIndex++;
        continue;
      }
      if (!acceptWeekdayMatch(text)) continue;
      const groups = match.slice(1);
      const dayNumber = resolve(groups, today, lang);
      const isRecordable = dayNumber !== null && dayNumber >= FIRST_DAY && dayNumber <= LAST_DAY;
      if (!isRecordable && !(isDateShaped?.(groups) ?? false)) continue;
      const start = match.index + (match[0].length - match[0].trimStart().length);
      candidates.push(isRecordable ? { dayNumber, start, end: start + text.length } : { dayNumber: Number.NaN, start, end: start + text.length, invalid: true });
    }
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: DateMention[] = [];
  for (const candidate of candidates) {
    if (!kept.some((k) => candidate.start < k.end && candidate.end > k.start)) kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start);
}
