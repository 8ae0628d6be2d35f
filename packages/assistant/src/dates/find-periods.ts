/**
 * Finds the periods a question is about: "this month", "last week", "em outubro", "los últimos 30
 * días", "in 2025", "del 1 al 15", a single day ("yesterday", "on November 15th", "wednesday").
 * Several periods in one question ("this month vs last month") come back in order.
 */
import type { Lang, Period } from '../types';
import type { SpelledText } from '../text/spelled-text';
import { fromDayNumber, toDayNumber, isValidDate, parseIsoDate } from './calendar';
import { COUNT_PATTERN, MONTH_NAME_PATTERN, QUARTER_ORDINAL_PATTERN, QUARTER_WORDS, countValue, monthNumber, quarterNumber } from './date-words';
import { findDates } from './date-phrases';
import {
  ALL_TIME,
  dayPeriod,
  lastDaysPeriod,
  lastMonthsPeriod,
  namedMonthPeriod,
  namedQuarterPeriod,
  rangePeriod,
  relativeMonthPeriod,
  relativeQuarterPeriod,
  weekPeriod,
  yearPeriod,
} from './periods';

export interface PeriodMention {
  period: Period;
  start: number;
  end: number;
}

type Build = (groups: (string | undefined)[], today: number) => Period | null;

const L = '(?<![\\p{L}\\d])';
const R = '(?![\\p{L}\\d])';

const rule = (body: string, build: Build): { re: RegExp; build: Build } => ({
  re: new RegExp(`${L}(?:${body})${R}`, 'gu'),
  build,
});

const THIS = '(?:this|current|este|esta|esse|essa|neste|nesta|nesse|nessa|deste|desta|desse|dessa|do|da|no|na|del|de la|en el|el|la|en la|en este|en esta|o|a)';
const PAST = '(?:passad[ao]|pasad[ao]|anterior)';

/** A year after a named quarter: "Q3 2025", "the first quarter of 2026", "primer trimestre de 2025". */
const QUARTER_YEAR = '(?:,? (?:of |de |del |do )?((?:19|20)\\d{2}))?';

const RULES = [
  rule(QUARTER_WORDS.current, (_g, today) => relativeQuarterPeriod(today, 0)),
  rule(QUARTER_WORDS.previous, (_g, today) => relativeQuarterPeriod(today, 1)),
  rule(`(?:(?:in|for|during|em|en|no|na|el|del|o|the) )?q([1-4])${QUARTER_YEAR}`, (g, today) =>
    namedQuarterPeriod(today, Number(g[0]), g[1] ? Number(g[1]) : undefined),
  ),
  rule(`(?:(?:in|for|during|em|en|durante) )?(?:${QUARTER_WORDS.named.replaceAll('{n}', `(${QUARTER_ORDINAL_PATTERN})`)})${QUARTER_YEAR}`, (g, today) => {
    const quarter = quarterNumber(g.find((x) => x !== undefined) ?? '');
    const year = g.filter((x) => x !== undefined)[1];
    return quarter === undefined ? null : namedQuarterPeriod(today, quarter, year ? Number(year) : undefined);
  }),
  rule(
    'all time|of all time|ever|overall|in total|desde sempre|de todos os tempos|desde o inicio(?! d[oa] (?:mes|ano|semana))|no total|ate hoje|ate agora|de siempre|de todos los tiempos|desde el inicio(?! de(?:l| la) (?:mes|ano|semana))|en total|hasta ahora|hasta hoy|historico|historial',
    () => ALL_TIME,
  ),
  rule('today|hoje|hoy|hj', (_g, today) => dayPeriod(today, 'today')),
  rule('yesterday|ontem|ayer', (_g, today) => dayPeriod(today - 1, 'yesterday')),
  rule(`(?:(?:the|a|la|na) )?(?:last|past|previous|ultima) week|(?:(?:a|na|da) )?semana ${PAST}|(?:(?:la|en la|de la) )?(?:ultima )?semana ${PAST}|(?:(?:a|na|da|la) )?ultima semana`, (_g, today) =>
    weekPeriod(today, 1),
  ),
  rule(`(?:${THIS} )?(?:week|semana)(?: (?:atual|actual|corrente))?|(?:so far )?this week`, (_g, today) => weekPeriod(today, 0)),
  rule(`(?:the )?(?:last|previous|past) month|(?:(?:o|no|do|el|del|en el) )?mes ${PAST}|(?:(?:o|no|do|el|del|en el) )?ultimo mes`, (_g, today) =>
    relativeMonthPeriod(today, 1),
  ),
  rule(`(?:so far )?(?:${THIS} )?(?:month|mes)(?: (?:atual|actual|corrente|em curso))?|month to date|mtd`, (_g, today) => relativeMonthPeriod(today, 0)),
  rule(`(?:the )?(?:last|previous|past) year|(?:(?:o|no|do|el|del|en el) )?ano ${PAST}|(?:(?:o|no|do|el|del|en el) )?ultimo ano`, (_g, today) =>
    yearPeriod(fromDayNumber(today).year - 1, 'last_year'),
  ),
  rule(`(?:so far )?(?:${THIS} )?(?:year|ano)(?: (?:atual|actual|corrente|em curso))?|year to date|ytd`, (_g, today) =>
    yearPeriod(fromDayNumber(today).year, 'this_year'),
  ),
  rule(`(?:(?:in|over|during|for) )?(?:the )?(?:last|past|previous) (${COUNT_PATTERN}) days|(?:(?:nos|los|en los|dos|de los) )?ultimos (${COUNT_PATTERN}) dias`, (g, today) => {
    const n = countValue(g.find((x) => x !== undefined) ?? '');
    return n === undefined || n < 1 || n > 3660 ? null : lastDaysPeriod(today, n);
  }),
  rule(`(?:(?:in|over|during|for) )?(?:the )?(?:last|past|previous) (${COUNT_PATTERN}) weeks|(?:(?:nas|las|en las|das|de las) )?ultimas (${COUNT_PATTERN}) semanas`, (g, today) => {
    const n = countValue(g.find((x) => x !== undefined) ?? '');
    return n === undefined || n < 1 || n > 520 ? null : { ...lastDaysPeriod(today, n * 7), weeks: n };
  }),
  rule(`(?:(?:in|over|during|for) )?(?:the )?(?:last|past|previous) (${COUNT_PATTERN}) months|(?:(?:nos|los|en los|dos|de los) )?ultimos (${COUNT_PATTERN}) meses`, (g, today) => {
    const n = countValue(g.find((x) => x !== undefined) ?? '');
    return n === undefined || n < 1 || n > 120 ? null : lastMonthsPeriod(today, n);
  }),
  rule(`(?:(?:from|between|de|do|del|entre)(?: el| o| the)? )(\\d{1,2})(?:st|nd|rd|th)? (?:to|and|a|ao|al|e|y|-)(?: el| o| the)? (\\d{1,2})(?:st|nd|rd|th)?(?: (?:de|of|del mes de) (${MONTH_NAME_PATTERN}))?`, (g, today) => {
    const from = Number(g[0]);
    const to = Number(g[1]);
    const current = fromDayNumber(today);
    const month = g[2] ? monthNumber(g[2]) : current.month;
    if (month === undefined) return null;
    const named = g[2] ? namedMonthPeriod(today, month) : undefined;
    const year = named?.year ?? current.year;
    if (!isValidDate(year, month, from) || !isValidDate(year, month, to)) return null;
    return rangePeriod(toDayNumber(year, month, from), toDayNumber(year, month, to));
  }),
  rule(`(?:(?:in|for|during|of|em|en|de|del|no mes de|el mes de|en el mes de|durante) )?(${MONTH_NAME_PATTERN})(?:,? (?:de |del |of )?(\\d{4}))?`, (g, today) => {
    const month = monthNumber(g[0] ?? '');
    if (month === undefined) return null;
    return namedMonthPeriod(today, month, g[1] ? Number(g[1]) : undefined);
  }),
  rule('(?:in|for|during|since) may(?:,? (\\d{4}))?', (g, today) => namedMonthPeriod(today, 5, g[0] ? Number(g[0]) : undefined)),
  // "en 2000 al mes", "for 2025 a year": an amount for each period, not a year.
  rule('(?:in|em|en|during|for|no ano de|en el ano|del ano|el ano|o ano) ((?:19|20)\\d{2})(?! (?:al|por|a|per|ao|each|cada|every|todo) (?:mes|semana|ano|dia|month|week|year|day))', (g, today) => {
    const year = Number(g[0]);
    const current = fromDayNumber(today).year;
    return yearPeriod(year, year === current ? 'this_year' : 'year');
  }),
];

/** "since" right before a day: "since monday", "desde el lunes", "desde o dia 5", "a partir de ontem". */
const SINCE =
  /(?<![\p{L}\d])(?:since|desde|a partir d[eo])(?: (?:the|o|a|el|la|dia|day))*(?: (?:start|beginning|inicio|comeco|comienzo|principio|principios)(?: (?:of|do|da|de|del))?(?: (?:the|o|a|el|la))?)?\s*$/u;
/** A rule whose match opens with "since" ("since may"). */
const SINCE_INSIDE = /^(?:since|desde|a partir d[eo])(?![\p{L}\d])/u;
/** ...unless an end follows: "desde el lunes hasta el miércoles" is read by its two days. */
const UNTIL = /^\s*(?:to|until|till|through|ate|hasta|al|a)(?![\p{L}\d])/u;

/** Every period named in the folded question, in order. */
export function findPeriods(folded: string, today: number, lang: Lang): PeriodMention[] {
  const candidates: PeriodMention[] = [];
  for (const { re, build } of RULES) {
    re.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = re.exec(folded)) !== null) {
      const period = build(match.slice(1), today);
      if (!period) continue;
      const end = match.index + match[0].length;
      // "since march", "desde o mês passado", "desde enero": from the start of that period to today.
      const since = SINCE.exec(folded.slice(0, match.index)) ?? SINCE_INSIDE.exec(match[0]);
      const from = parseIsoDate(period.start);
      if (since && period.key !== 'all' && from !== null && from < today && !UNTIL.test(folded.slice(end))) {
        candidates.push({ period: rangePeriod(from, today), start: since.index < match.index ? since.index : match.index, end });
        continue;
      }
      candidates.push({ period, start: match.index, end });
    }
  }
  // A single day ("on November 15th", "wednesday", "anteayer") is a one-day period; after "since"
  // ("since monday", "desde el lunes", "desde o dia 5") it runs from that day to today.
  for (const date of findDates(folded, today, lang)) {
    if (date.invalid) continue;
    const since = SINCE.exec(folded.slice(0, date.start));
    if (since && date.dayNumber < today && !UNTIL.test(folded.slice(date.end))) {
      candidates.push({ period: rangePeriod(date.dayNumber, today), start: since.index, end: date.end });
      continue;
    }
    const key = date.dayNumber === today ? 'today' : date.dayNumber === today - 1 ? 'yesterday' : 'date';
    candidates.push({ period: dayPeriod(date.dayNumber, key), start: date.start, end: date.end });
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: PeriodMention[] = [];
  for (const candidate of candidates) {
    if (!kept.some((k) => candidate.start < k.end && candidate.end > k.start)) kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * The periods of an analysed message, read on its spelling-corrected text ("el mes pasdo") with
 * positions in its folded text.
 */
export function findMessagePeriods(message: { spelled: SpelledText; today: number; language: Lang }): PeriodMention[] {
  const { spelled } = message;
  return findPeriods(spelled.text, message.today, message.language).map((p) => ({ ...p, ...spelled.toFolded(p.start, p.end) }));
}
