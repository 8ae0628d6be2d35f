/** Replies on bills and income that repeat: a rule set or refused, what falls due, the monthly total. */
import type { Lang, Outcome } from '../types';
import type { Phrases, RecurringRefusal } from './phrases';
import { money, periodName, shortDate } from './format';

type RecurringOutcome = Extract<Outcome, { kind: 'recurring_set' | 'recurring_refused' | 'recurring_list' | 'recurring_committed' }>;

/** The refusal's reason, from the field (or else the code) the write rules named. */
function refusal(code: string, field: string | undefined): RecurringRefusal {
  if (field === 'amount' || field === 'currency' || /^amount/.test(code)) return 'amount';
  if (field === 'dayOfMonth' || code === 'recurringDayInvalid') return 'day';
  if (field === 'startDate' || field === 'endDate' || /^date/.test(code)) return 'date';
  if (field === 'categoryId' || /^category/.test(code)) return 'category';
  return 'other';
}

export function renderRecurring(outcome: RecurringOutcome, p: Phrases, lang: Lang, today: string | undefined): string {
  switch (outcome.kind) {
    case 'recurring_set': {
      const { rule } = outcome;
      const repeats = p.repeats(rule.frequency, rule.frequency === 'monthly' ? (rule.dayOfMonth ?? undefined) : undefined);
      const start = !rule.nextDate ? '' : rule.nextDate === today ? p.today : shortDate(rule.nextDate, p);
      return p.recurringSet(outcome.type, rule.description, money(rule.amount, rule.currency, lang), repeats, start);
    }
    case 'recurring_refused':
      return p.recurringRefused(refusal(outcome.code, outcome.field));
    case 'recurring_list': {
      const period = outcome.period ? periodName(outcome.period, p) : p.nextDays(outcome.days);
      if (outcome.occurrences.length === 0) return p.upcomingNone(outcome.scope, period);
      const lines = outcome.occurrences.map((o) =>
        p.upcomingLine(o.date === today ? p.today : shortDate(o.date, p), o.description, money(o.amount, o.currency, lang), o.type),
      );
      return p.upcoming(outcome.scope, period, lines, money(outcome.total, outcome.currency, lang));
    }
    case 'recurring_committed': {
      if (outcome.count === 0) return p.committedNone(outcome.scope);
      const lines = outcome.rules.map((r) => p.committedLine(r.description, money(r.amount, r.currency, lang), p.repeats(r.frequency, undefined)));
      return p.committed(outcome.scope, money(outcome.total, outcome.currency, lang), outcome.count, lines, outcome.count - outcome.rules.length);
    }
  }
}
