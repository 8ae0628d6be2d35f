/** Month and weekday names in the three languages, folded (no accents), for the date patterns. */

/** Full month names (and safe abbreviations) -> 1-12. */
const EN_MONTHS: Readonly<Record<string, number>> = {
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9,
  october: 10, november: 11, december: 12,
  jan: 1, feb: 2, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};

export const MONTHS: Readonly<Record<string, number>> = {
  ...EN_MONTHS,
  janeiro: 1, fevereiro: 2, marco: 3, abril: 4, maio: 5, junho: 6, julho: 7, agosto: 8, setembro: 9,
  outubro: 10, novembro: 11, dezembro: 12,
  enero: 1, febrero: 2, marzo: 3, mayo: 5, junio: 6, julio: 7, septiembre: 9, setiembre: 9,
  octubre: 10, noviembre: 11, diciembre: 12,
};

/** Month names safe to read on their own as a period ("in may" is risky, "em maio" is not). */
export const MONTH_NAME_PATTERN = Object.keys(MONTHS)
  .filter((name) => name.length > 3 && name !== 'sept')
  .sort((a, b) => b.length - a.length)
  .join('|');

/** English month names and abbreviations: only English puts the month before the day ("March 3"). */
export const EN_MONTH_PATTERN = Object.keys(EN_MONTHS)
  .concat(['mar'])
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Month names including abbreviations, for use next to a day number ("Mar 3", "3 dec"). */
export const MONTH_ANY_PATTERN = Object.keys(MONTHS)
  .concat(['mar'])
  .sort((a, b) => b.length - a.length)
  .join('|');

export function monthNumber(name: string): number | undefined {
  if (name === 'mar') return 3;
  return Object.hasOwn(MONTHS, name) ? MONTHS[name] : undefined;
}

/** Weekday names -> 0 (Sunday) ... 6 (Saturday). */
export const WEEKDAYS: Readonly<Record<string, number>> = {
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
  domingo: 0, 'segunda-feira': 1, segunda: 1, 'terca-feira': 2, terca: 2, 'quarta-feira': 3, quarta: 3,
  'quinta-feira': 4, quinta: 4, 'sexta-feira': 5, sexta: 5, sabado: 6,
  lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5,
};

export const WEEKDAY_PATTERN = Object.keys(WEEKDAYS)
  .sort((a, b) => b.length - a.length)
  .join('|');

export function weekdayNumber(name: string): number | undefined {
  return Object.hasOwn(WEEKDAYS, name) ? WEEKDAYS[name] : undefined;
}

/** Small counts written as words, for "two days ago", "há três dias", "hace dos semanas". */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10,
  um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, dez: 10,
  un: 1, una: 1, dos: 2, cuatro: 4, siete: 7, diez: 10,
};

export const COUNT_PATTERN = `\\d{1,3}|${Object.keys(COUNT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')}`;

export function countValue(text: string): number | undefined {
  if (/^\d+$/.test(text)) return Number(text);
  return Object.hasOwn(COUNT_WORDS, text) ? COUNT_WORDS[text] : undefined;
}

/** Words that name a day relative to today, in the date phrases (date-phrases.ts), by offset. */
const RELATIVE_DAYS: Readonly<Record<string, number>> = {
  yesterday: -1, today: 0, tonight: 0, tomorrow: 1, ontem: -1, hoje: 0, amanha: 1, anteontem: -2,
  ayer: -1, hoy: 0, manana: 1, anteayer: -2, antier: -2, anoche: -1, anteanoche: -2,
};

/** Other words of the date and period phrases (date-phrases.ts, find-periods.ts). */
const PERIOD_WORDS = `
  morning afternoon evening night last past previous this next week weeks month months year years day
  days ago before after earlier current since during from between overall ever total time
  manha tarde noite cedo passado passada passados passadas ultimo ultima ultimos ultimas semana semanas
  mes meses ano anos dia dias atras antes depois desde atual corrente sempre inicio agora ate hasta
  noche pasado pasada pasados pasadas retrasado hace despues actual siempre ahora durante feira
`;

/** Date words and what each means, for the spelling corrector (vocabulary.ts). */
export function* dateWords(): Generator<readonly [string, string]> {
  for (const [word, month] of Object.entries(MONTHS)) yield [word, `month:${month}`];
  for (const [word, day] of Object.entries(WEEKDAYS)) yield [word, `weekday:${day}`];
  for (const [word, count] of Object.entries(COUNT_WORDS)) yield [word, `count:${count}`];
  for (const [word, offset] of Object.entries(RELATIVE_DAYS)) yield [word, `day:${offset}`];
  for (const word of PERIOD_WORDS.split(/\s+/)) if (word) yield [word, ''];
}
