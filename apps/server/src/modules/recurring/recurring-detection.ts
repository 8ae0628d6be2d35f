/**
 * Finding bills and income that repeat in a user's history (typed or imported): pure, over the rows
 * the repository reads (bounded: about 15 months of one user's transactions).
 *
 * Transactions are grouped by their normalised description (case and accents folded, digits,
 * punctuation and reference noise removed), type and currency. A group is suggested when its latest
 * occurrences (at least 3) are at a regular interval, weekly (7 ± 1 days), every 2 weeks (14 ± 2),
 * monthly (on a stable day of the month ± 3) or yearly (a year ± 5 days), with similar amounts (each
 * within 10% of their median), and the last one is recent (at most 1.5 intervals + 3 days ago).
 */
import { addDays, daysBetween, daysInMonth, formatIsoDate, parseIsoDate, type IsoDate } from '@tally/shared/dates';
import { compareAmounts, toUnits } from '@tally/shared/money';
import type { RecurringFrequency, RecurringSuggestion } from '@tally/shared/schemas/recurring';
import { INTERVAL_DAYS, nextOccurrence } from './recurring-schedule';

/** Words that say nothing about who was paid: reference markers, web suffixes, card terminal noise. */
const NOISE_WORDS = new Set(['ref', 'reference', 'nr', 'no', 'num', 'id', 'txn', 'trx', 'pos', 'www', 'com', 'net', 'org', 'http', 'https']);

export const MIN_OCCURRENCES = 3;
const AMOUNT_TOLERANCE_PERCENT = 10n;

/** "NETFLIX.COM *4821 Ref 99" and "Netflix.com" are the same merchant: "netflix". */
export function normalizeDescription(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .split(' ')
    .filter((word) => word.length > 1 && !NOISE_WORDS.has(word))
    .join(' ');
}

/** The stable key of a suggestion: dismissing it keeps it dismissed. */
export function suggestionKey(normalized: string, type: string, currency: string, frequency: RecurringFrequency): string {
  return `${frequency}:${type}:${currency}:${normalized}`;
}

export interface HistoryItem {
  date: IsoDate;
  type: 'income' | 'expense';
  amount: string;
  currency: string;
  description: string;
  categoryId: number;
  categoryName: string;
  isCategoryActive: boolean;
}

export interface DetectionContext {
  today: IsoDate;
  /** `${normalised description}|${type}` of the user's active rules: already tracked. */
  covered: Set<string>;
  dismissedKeys: Set<string>;
}

/** The frequency whose gap `days` is, if any. Their ranges do not overlap. */
function frequencyOfGap(days: number): RecurringFrequency | undefined {
  if (days >= 6 && days <= 8) return 'weekly';
  if (days >= 12 && days <= 16) return 'biweekly';
  if (days >= 25 && days <= 34) return 'monthly';
  if (days >= 360 && days <= 371) return 'yearly';
  return undefined;
}

/** `day` in the month `index` months after year 0, clamped to the month's length. */
function slotDate(index: number, day: number): IsoDate {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatIsoDate(year, month, Math.min(day, daysInMonth(year, month)));
}

/**
 * How many days `date` is from the nearest date on `anchorDay` (in its month or a neighbour), signed,
 * and that month: 31 Jan and 2 Mar are both near "the 1st" (of Feb, of Mar).
 */
function slotOffset(date: IsoDate, anchorDay: number): { offset: number; month: number } {
  const { year, month } = parseIsoDate(date);
  const index = year * 12 + month - 1;
  let best = { offset: Number.POSITIVE_INFINITY, month: index };
  for (const candidate of [index - 1, index, index + 1]) {
    const offset = daysBetween(slotDate(candidate, anchorDay), date);
    if (Math.abs(offset) < Math.abs(best.offset)) best = { offset, month: candidate };
  }
  return best;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Every amount within 10% of the median (exact: compared as integers at 4 decimals, doubled). */
function haveSimilarAmounts(amounts: string[]): boolean {
  const units = amounts.map((a) => toUnits(a, 4)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = units.length >> 1;
  // Twice the median: the middle value doubled, or the two middle values summed.
  const twiceMedian = units.length % 2 === 1 ? 2n * units[mid]! : units[mid - 1]! + units[mid]!;
  return units.every((u) => {
    const diff = 2n * u - twiceMedian;
    return (diff < 0n ? -diff : diff) * 100n <= twiceMedian * AMOUNT_TOLERANCE_PERCENT;
  });
}

/** The newest occurrences that follow `frequency` without a break, oldest first. */
function regularRun(items: HistoryItem[], frequency: RecurringFrequency): HistoryItem[] {
  const last = items[items.length - 1]!;
  const anchorDay = parseIsoDate(last.date).day;
  const run = [last];
  for (let i = items.length - 2; i >= 0; i--) {
    const item = items[i]!;
    const next = run[0]!;
    if (frequencyOfGap(daysBetween(item.date, next.date)) !== frequency) break;
    if (frequency === 'monthly') {
      const a = slotOffset(item.date, anchorDay);
      const b = slotOffset(next.date, anchorDay);
      if (Math.abs(a.offset) > 3 || b.month - a.month !== 1) break;
    }
    run.unshift(item);
  }
  return run;
}

/** The day of the month a monthly run is on: the anchor moved by the median offset. */
function typicalDay(run: HistoryItem[]): number {
  const last = run[run.length - 1]!;
  const anchorDay = parseIsoDate(last.date).day;
  const shift = median(run.map((item) => slotOffset(item.date, anchorDay).offset));
  return parseIsoDate(addDays(last.date, shift)).day;
}

function suggestionOf(normalized: string, items: HistoryItem[], context: DetectionContext): RecurringSuggestion | undefined {
  if (items.length < MIN_OCCURRENCES) return undefined;
  const last = items[items.length - 1]!;
  const frequency = frequencyOfGap(daysBetween(items[items.length - 2]!.date, last.date));
  if (!frequency) return undefined;
  if (daysBetween(last.date, context.today) > INTERVAL_DAYS[frequency] * 1.5 + 3) return undefined;
  const run = regularRun(items, frequency);
  // The longest newest part whose amounts agree (a price rise leaves the older ones out).
  let similar: HistoryItem[] | undefined;
  for (let start = 0; start <= run.length - MIN_OCCURRENCES && !similar; start++) {
    const tail = run.slice(start);
    if (haveSimilarAmounts(tail.map((i) => i.amount))) similar = tail;
  }
  if (!similar) return undefined;
  const key = suggestionKey(normalized, last.type, last.currency, frequency);
  if (context.dismissedKeys.has(key)) return undefined;
  const category = [...similar].reverse().find((i) => i.isCategoryActive) ?? last;
  const dayOfMonth = frequency === 'monthly' ? typicalDay(similar) : null;
  const schedule = { frequency, startDate: last.date, dayOfMonth, endDate: null };
  const after = addDays(last.date, 1);
  return {
    key,
    type: last.type,
    description: last.description,
    amount: last.amount,
    currency: last.currency,
    categoryId: category.categoryId,
    categoryName: category.categoryName,
    frequency,
    dayOfMonth,
    occurrences: similar.length,
    lastDate: last.date,
    nextDate: nextOccurrence(schedule, after > context.today ? after : context.today)!,
  };
}

/** The suggestions in a user's history (oldest first), soonest due first. */
export function detectRecurring(history: HistoryItem[], context: DetectionContext): RecurringSuggestion[] {
  const groups = new Map<string, { normalized: string; items: HistoryItem[] }>();
  for (const item of history) {
    const normalized = normalizeDescription(item.description);
    if (!normalized || context.covered.has(`${normalized}|${item.type}`)) continue;
    const id = `${normalized}|${item.type}|${item.currency}`;
    const group = groups.get(id) ?? { normalized, items: [] };
    // One per day: a second charge the same day is the same occurrence (the later one counts).
    const previous = group.items[group.items.length - 1];
    if (previous?.date === item.date) group.items[group.items.length - 1] = item;
    else group.items.push(item);
    groups.set(id, group);
  }
  const suggestions: RecurringSuggestion[] = [];
  for (const { normalized, items } of groups.values()) {
    const suggestion = suggestionOf(normalized, items, context);
    if (suggestion) suggestions.push(suggestion);
  }
  return suggestions.sort((a, b) => (a.nextDate < b.nextDate ? -1 : a.nextDate > b.nextDate ? 1 : compareAmounts(b.amount, a.amount)));
}
