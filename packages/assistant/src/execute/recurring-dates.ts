/**
 * The dates and monthly figures of rules that repeat, for ports that keep rules themselves (the
 * landing demo's memory) and for the server's chat answers: a rule's occurrences in a window, and
 * what a rule comes to in a month. Exact: dates are day numbers, money decimal strings.
 *
 * A rule repeats from its start date: weekly and every 2 weeks on the start date's weekday; monthly
 * on `dayOfMonth` (the start date's day when absent; a shorter month uses its last day); yearly on
 * the start date's day and month (29 February falls on the 28th in other years).
 */
import { divideDecimals, multiplyAmount, normalizeAmount } from '@tally/shared/money';
import type { RecurringFrequency } from '@tally/shared/schemas/recurring';
import { daysInMonth, formatIsoDate, fromDayNumber, parseIsoDate, toDayNumber } from '../dates/calendar';
import { fold } from '../text/fold';
import type { TxType } from '../types';

export interface RuleSchedule {
  frequency: RecurringFrequency;
  dayOfMonth?: number | null;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD; nothing after it. */
  endDate?: string | null;
}

/** The rule's occurrences from `from` to `to` (inclusive YYYY-MM-DD), in order. */
export function occurrencesBetween(rule: RuleSchedule, from: string, to: string): string[] {
  const start = parseIsoDate(rule.startDate);
  const first = parseIsoDate(from);
  let last = parseIsoDate(to);
  const end = rule.endDate ? parseIsoDate(rule.endDate) : null;
  if (start === null || first === null || last === null) return [];
  if (end !== null) last = Math.min(last, end);
  const low = Math.max(start, first);
  if (low > last) return [];
  const out: number[] = [];
  if (rule.frequency === 'weekly' || rule.frequency === 'biweekly') {
    const step = rule.frequency === 'weekly' ? 7 : 14;
    for (let day = start + Math.ceil((low - start) / step) * step; day <= last; day += step) out.push(day);
  } else {
    const s = fromDayNumber(start);
    const monthly = rule.frequency === 'monthly';
    const day = monthly ? (rule.dayOfMonth ?? s.day) : s.day;
    let { year, month } = fromDayNumber(low);
    if (!monthly) month = s.month;
    for (let guard = 0; guard < 2000; guard++) {
      const date = toDayNumber(year, month, Math.min(day, daysInMonth(year, month)));
      if (date > last) break;
      if (date >= low) out.push(date);
      if (monthly) {
        month += 1;
        if (month > 12) {
          month = 1;
          year += 1;
        }
      } else year += 1;
    }
  }
  return out.map(formatIsoDate);
}

/** The first occurrence on or after `from` (null when the rule has ended by then). */
export function nextOccurrence(rule: RuleSchedule, from: string): string | null {
  const day = parseIsoDate(from);
  if (day === null) return null;
  return occurrencesBetween(rule, from, formatIsoDate(day + 400))[0] ?? null;
}

/** What a rule comes to in a month: a week's 52/12 times, every 2 weeks 26/12 times, a year's a twelfth. */
export function monthlyAmount(amount: string, frequency: RecurringFrequency, currency: string): string {
  switch (frequency) {
    case 'monthly':
      return normalizeAmount(amount, currency);
    case 'weekly':
      return multiplyAmount(amount, divideDecimals('52', '12'), currency);
    case 'biweekly':
      return multiplyAmount(amount, divideDecimals('26', '12'), currency);
    case 'yearly':
      return multiplyAmount(amount, divideDecimals('1', '12'), currency);
  }
}

/** Subscriptions named in a description or a category of the user's ("Netflix subscription", "Assinaturas"). */
const SUBSCRIPTION_WORDS = /(?<![\p{L}\d])(?:subscriptions?|memberships?|assinaturas?|mensalidades?|suscripci\w*|membresias?|streaming)(?![\p{L}\d])/u;

/**
 * A rule counted as a subscription ("how much do I pay in subscriptions?"): an expense filed under
 * Entertainment (streaming, music, games) or under a category, or with a description, that says so.
 */
export function isSubscription(rule: { type: TxType; categoryName: string; description: string }): boolean {
  if (rule.type !== 'expense') return false;
  return rule.categoryName === 'Entertainment' || SUBSCRIPTION_WORDS.test(fold(rule.categoryName)) || SUBSCRIPTION_WORDS.test(fold(rule.description));
}

/** Whether a rule is in the scope of a question: bills are expenses ('all', 'subscriptions'); 'income' is income. */
export function inScope(rule: { type: TxType; categoryName: string; description: string }, scope: 'all' | 'subscriptions' | 'income'): boolean {
  if (scope === 'income') return rule.type === 'income';
  if (scope === 'subscriptions') return isSubscription(rule);
  return rule.type === 'expense';
}
