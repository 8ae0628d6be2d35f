/**
 * Recurring bills and income (issue 17): the rules a user keeps, their occurrences (upcoming, skipped
 * or changed one at a time), the month's committed total, and the suggestions found in the history.
 * Routes and the chat both come here. Money stays exact: amounts in the rule's currency, totals in
 * the user's preferred currency through the same SQL conversion as every other total.
 *
 * Every method takes the user as a row (from the session) or by id; another user's rule is "not
 * found", exactly like a missing one.
 */
import { addAmounts, normalizeAmount } from '@tally/shared/money';
import { addDays, addMonths, dateInTimezone, monthRange, type DateRange } from '@tally/shared/dates';
import type {
  CreateRecurringBody,
  OccurrenceBody,
  RecurringOccurrence,
  RecurringRule,
  RecurringSuggestion,
  UpcomingOccurrence,
  UpcomingResponse,
  UpdateRecurringBody,
} from '@tally/shared/schemas/recurring';
import { amountPrecisionError } from '@tally/shared/schemas/transactions';
import type { Database } from '../../db/client';
import type { UserRow } from '../../http/access';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { resolveCategory } from '../categories/categories.service';
import { detectRecurring, normalizeDescription } from './recurring-detection';
import { dueDates, recordDueOccurrences } from './recurring.job';
import { createRecurringRepository, type OccurrenceRow, type RuleRow } from './recurring.repository';
import { isOccurrenceDate, monthlyEquivalent, nextOccurrence, occurrencesBetween, type Schedule } from './recurring-schedule';

/** The user as the session has it, or their id (the chat and other services). */
export type UserRef = UserRow | number;

/** How far back detection reads the history. */
const HISTORY_MONTHS = 15;
/** At most this many of the newest transactions in that window (bounded work per request). */
const HISTORY_LIMIT = 5000;

/** One occurrence within a range, before conversion (see `upcoming`). */
export interface OccurrenceItem extends UpcomingOccurrence {
  /** Already recorded as a transaction (only with `includeRecorded`). */
  isRecorded: boolean;
  /** The amount in the user's preferred currency (null: no rate known). */
  preferredAmount: string | null;
}

export interface UpcomingResult {
  occurrences: OccurrenceItem[];
  /** Totals in the preferred currency of the occurrences listed, by type (those without a rate left out). */
  expenseTotal: string;
  incomeTotal: string;
  currency: string;
  withoutRate: number;
}

export interface MonthlyCommitted {
  /** The monthly equivalent of the rules, summed, in the preferred currency. */
  total: string;
  currency: string;
  /** Rules left out of the total for lack of an exchange rate. */
  withoutRate: number;
  rules: (RecurringRule & { monthlyAmount: string; monthlyAmountPreferred: string | null })[];
}

const occurrenceKey = (ruleId: number, date: string) => `${ruleId}|${date}`;

function scheduleOf(rule: RuleRow): Schedule {
  return { frequency: rule.frequency, startDate: rule.startDate, dayOfMonth: rule.dayOfMonth, endDate: rule.endDate };
}

/** A category of the rule's type, active, the user's own: 400 categoryInvalid otherwise. */
async function ruleCategory(db: Database, userId: number, type: 'income' | 'expense', categoryId: number) {
  try {
    return await resolveCategory(db, userId, type, { categoryId });
  } catch (error) {
    if (error instanceof AppError && error.code === 'categoryInvalid') throw badRequest('categoryInvalid', 'categoryId');
    throw error;
  }
}

function ruleAmount(amount: string, currency: string): string {
  const precision = amountPrecisionError(amount, currency);
  if (precision) throw badRequest(precision, 'amount');
  return normalizeAmount(amount, currency);
}

export function createRecurringService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const repo = createRecurringRepository(db);

  async function userOf(ref: UserRef): Promise<UserRow> {
    if (typeof ref !== 'number') return ref;
    const user = await repo.findUser(ref);
    if (!user) throw notFound();
    return user;
  }

  const todayOf = (user: UserRow) => dateInTimezone(now(), user.timezone);

  async function ownRule(user: UserRow, id: number): Promise<RuleRow> {
    const rule = await repo.findOwn(user.id, id);
    if (!rule) throw notFound();
    return rule;
  }

  /** The first occurrence from today on that is neither recorded nor skipped (null: ended, or switched off). */
  function nextDateOf(rule: RuleRow, settled: Set<string>, user: UserRow): string | null {
    if (!rule.isActive) return null;
    let from = todayOf(user);
    for (;;) {
      const next = nextOccurrence(scheduleOf(rule), from);
      if (!next || !settled.has(occurrenceKey(rule.id, next))) return next;
      from = addDays(next, 1);
    }
  }

  function toView(rule: RuleRow, settled: Set<string>, user: UserRow): RecurringRule {
    return {
      id: rule.id,
      type: rule.type,
      amount: rule.amount,
      currency: rule.currency,
      categoryId: rule.categoryId,
      categoryName: rule.categoryName,
      description: rule.description,
      frequency: rule.frequency,
      dayOfMonth: rule.dayOfMonth,
      startDate: rule.startDate,
      endDate: rule.endDate,
      isActive: rule.isActive,
      nextDate: nextDateOf(rule, settled, user),
      createdAt: rule.createdAt.toISOString(),
    };
  }

  /** Ledger keys of occurrences recorded or skipped, from today on (what nextDate passes over). */
  async function settledFromToday(user: UserRow, rules: RuleRow[]): Promise<Set<string>> {
    const rows = await repo.findOccurrences(
      rules.map((r) => r.id),
      { from: todayOf(user) },
    );
    return new Set(rows.filter((o) => o.status !== 'pending').map((o) => occurrenceKey(o.ruleId, o.occurrenceDate)));
  }

  async function views(user: UserRow, rules: RuleRow[]): Promise<RecurringRule[]> {
    const settled = await settledFromToday(user, rules);
    return rules.map((r) => toView(r, settled, user));
  }

  /** Records today's occurrence at once when the rule has one (the job would, within its interval). */
  async function recordIfDueToday(user: UserRow, rule: RuleRow) {
    const today = todayOf(user);
    if (rule.isActive && dueDates(rule, user.timezone, today).includes(today)) await recordDueOccurrences(db, now(), { userId: user.id });
  }

  /** The occurrences of active rules within `range` with their ledger state, in the rule's currency. */
  async function occurrencesIn(user: UserRow, range: DateRange, includeRecorded: boolean) {
    const rules = await repo.findAll(user.id, { isActive: true });
    const ledger = new Map<string, OccurrenceRow>(
      (await repo.findOccurrences(rules.map((r) => r.id), { from: range.start, to: range.end })).map((o) => [occurrenceKey(o.ruleId, o.occurrenceDate), o]),
    );
    const items: Omit<OccurrenceItem, 'preferredAmount'>[] = [];
    for (const rule of rules) {
      const fromDay = dateInTimezone(rule.recordFrom, user.timezone);
      const from = fromDay > range.start ? fromDay : range.start;
      for (const date of occurrencesBetween(scheduleOf(rule), from, range.end)) {
        const entry = ledger.get(occurrenceKey(rule.id, date));
        if (entry?.status === 'skipped' || (entry?.status === 'recorded' && !includeRecorded)) continue;
        items.push({
          ruleId: rule.id,
          date,
          type: rule.type,
          amount: entry?.amount ?? rule.amount,
          currency: rule.currency,
          categoryId: rule.categoryId,
          categoryName: rule.categoryName,
          description: rule.description,
          changed: entry?.amount !== null && entry?.amount !== undefined,
          isRecorded: entry?.status === 'recorded',
        });
      }
    }
    return items.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.description.localeCompare(b.description) || a.ruleId - b.ruleId));
  }

  async function upcoming(ref: UserRef, range: { from: string; to: string; includeRecorded?: boolean }): Promise<UpcomingResult> {
    const user = await userOf(ref);
    const items = await occurrencesIn(user, { start: range.from, end: range.to }, range.includeRecorded ?? false);
    const converted = await repo.convertAmounts(items.map((i) => ({ ...i, to: user.preferredCurrency })));
    const occurrences = items.map((item, i) => ({ ...item, preferredAmount: converted[i] ?? null }));
    const total = (type: 'income' | 'expense') =>
      addAmounts('0', ...occurrences.filter((o) => o.type === type && o.preferredAmount !== null).map((o) => o.preferredAmount!));
    return {
      occurrences,
      expenseTotal: total('expense'),
      incomeTotal: total('income'),
      currency: user.preferredCurrency,
      withoutRate: occurrences.filter((o) => o.preferredAmount === null).length,
    };
  }

  async function get(ref: UserRef, id: number): Promise<RecurringRule> {
    const user = await userOf(ref);
    return (await views(user, [await ownRule(user, id)]))[0]!;
  }

  return {
    /** The user's rules, oldest first, each with its next date. */
    async list(ref: UserRef): Promise<RecurringRule[]> {
      const user = await userOf(ref);
      return views(user, await repo.findAll(user.id));
    },

    get,

    /**
     * Creates a rule (body: createRecurringBodySchema). Currency defaults to the preferred one, the
     * start to today; a monthly rule's day to the start's. With `suggestionKey` that suggestion is
     * not offered again. When today is one of its dates, today's occurrence is recorded at once.
     */
    async create(ref: UserRef, body: CreateRecurringBody): Promise<RecurringRule> {
      const user = await userOf(ref);
      const category = await ruleCategory(db, user.id, body.type, body.categoryId);
      const currency = body.currency ?? user.preferredCurrency;
      const amount = ruleAmount(body.amount, currency);
      const startDate = body.startDate ?? todayOf(user);
      const endDate = body.endDate ?? null;
      if (endDate && endDate < startDate) throw badRequest('dateRangeOrder', 'endDate');
      const dayOfMonth = body.frequency === 'monthly' ? (body.dayOfMonth ?? Number(startDate.slice(8, 10))) : null;
      const at = now();
      const rule = await db.transaction(async (tx) => {
        const txRepo = createRecurringRepository(tx);
        const inserted = await txRepo.insert({
          userId: user.id,
          type: body.type,
          amount,
          currency,
          categoryId: category.id,
          description: body.description,
          frequency: body.frequency,
          dayOfMonth,
          startDate,
          endDate,
          recordFrom: at,
          createdAt: at,
          updatedAt: at,
        });
        if (body.suggestionKey) await txRepo.dismiss(user.id, body.suggestionKey);
        return inserted;
      });
      await recordIfDueToday(user, rule);
      return get(user, rule.id);
    },

    /** Changes a rule (body: updateRecurringBodySchema); what was recorded stays as it was. */
    async update(ref: UserRef, id: number, body: UpdateRecurringBody): Promise<RecurringRule> {
      const user = await userOf(ref);
      const current = await ownRule(user, id);
      const type = body.type ?? current.type;
      const categoryId = body.categoryId ?? current.categoryId;
      // A new type or category must fit; so must the category of a rule switched back on.
      if (body.type !== undefined || body.categoryId !== undefined || body.isActive === true) await ruleCategory(db, user.id, type, categoryId);
      const currency = body.currency ?? current.currency;
      const amount = body.amount !== undefined || body.currency !== undefined ? ruleAmount(body.amount ?? current.amount, currency) : undefined;
      const startDate = body.startDate ?? current.startDate;
      const endDate = body.endDate === undefined ? current.endDate : body.endDate;
      if (endDate && endDate < startDate) throw badRequest('dateRangeOrder', 'endDate');
      const frequency = body.frequency ?? current.frequency;
      const dayOfMonth = frequency === 'monthly' ? (body.dayOfMonth ?? current.dayOfMonth ?? Number(startDate.slice(8, 10))) : null;
      // Switched back on, or another schedule: what fell due before today is not recorded now.
      const restarts =
        (body.isActive === true && !current.isActive) || frequency !== current.frequency || dayOfMonth !== current.dayOfMonth || startDate !== current.startDate;
      const updated = await repo.update(user.id, id, {
        ...(restarts && { recordFrom: now() }),
        type,
        categoryId,
        ...(amount !== undefined && { amount, currency }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.isActive !== undefined && { isActive: body.isActive }),
        frequency,
        dayOfMonth,
        startDate,
        endDate,
        updatedAt: now(),
      });
      if (!updated) throw notFound();
      await recordIfDueToday(user, updated);
      return get(user, id);
    },

    /** Deletes the rule and its ledger; the transactions it recorded stay, no longer linked to it. */
    async remove(ref: UserRef, id: number): Promise<void> {
      const user = await userOf(ref);
      if (!(await repo.delete(user.id, id))) throw notFound();
    },

    /**
     * Skips one occurrence, or gives it its own amount (in the rule's currency), ahead of its date.
     * The date must be one of the rule's, from today on, not yet recorded: 400 dateInvalid otherwise.
     */
    async changeOccurrence(ref: UserRef, id: number, date: string, body: OccurrenceBody): Promise<RecurringOccurrence> {
      const user = await userOf(ref);
      const rule = await ownRule(user, id);
      if (date < todayOf(user) || !isOccurrenceDate(scheduleOf(rule), date)) throw badRequest('dateInvalid', 'date');
      const skipped = body.skip === true;
      const amount = skipped ? null : ruleAmount(body.amount!, rule.currency);
      const row = await repo.changeOccurrence(rule.id, date, { status: skipped ? 'skipped' : 'pending', amount });
      if (!row) throw badRequest('dateInvalid', 'date');
      return { ruleId: rule.id, date, skipped, amount };
    },

    /** Takes back a skip or a changed amount: the occurrence is due as the rule says again. */
    async restoreOccurrence(ref: UserRef, id: number, date: string): Promise<void> {
      const user = await userOf(ref);
      const rule = await ownRule(user, id);
      if (!(await repo.clearOccurrence(rule.id, date))) throw notFound();
      await recordIfDueToday(user, rule);
    },

    /**
     * The occurrences of active rules from `from` to `to` (both included) not yet recorded nor skipped
     * (recorded ones too with `includeRecorded`), changed amounts applied, soonest first; each with its
     * amount in the preferred currency, and the totals by type in it.
     */
    upcoming,

    /** GET /api/recurring/upcoming: the next `days` days from today, and the month's committed expenses. */
    async upcomingSummary(ref: UserRef, days: number): Promise<UpcomingResponse> {
      const user = await userOf(ref);
      const today = todayOf(user);
      const month = monthRange(today);
      const [list, rest, recorded] = await Promise.all([
        upcoming(user, { from: today, to: addDays(today, days - 1) }),
        upcoming(user, { from: today, to: month.end }),
        repo.recordedExpenses(user.id, month.start, month.end),
      ]);
      return {
        occurrences: list.occurrences.map(({ isRecorded: _r, preferredAmount: _p, ...o }) => o),
        committedThisMonth: addAmounts(recorded.total, rest.expenseTotal),
        upcomingThisMonth: rest.expenseTotal,
        currency: user.preferredCurrency,
        withoutRate: list.withoutRate + rest.occurrences.filter((o) => o.type === 'expense' && o.preferredAmount === null).length + recorded.withoutRate,
      };
    },

    /**
     * What the active rules (of `type`, expense by default; of `categoryIds` when given) amount to in
     * an average month (weekly × 52/12, every 2 weeks × 26/12, yearly ÷ 12), in the preferred
     * currency at today's rate, with the rules. Rules that have ended are left out.
     */
    async monthlyCommitted(ref: UserRef, filter: { type?: 'expense' | 'income'; categoryIds?: number[] } = {}): Promise<MonthlyCommitted> {
      const user = await userOf(ref);
      const today = todayOf(user);
      const rules = (await repo.findAll(user.id, { isActive: true, type: filter.type ?? 'expense', categoryIds: filter.categoryIds })).filter(
        (r) => !r.endDate || r.endDate >= today,
      );
      const monthly = rules.map((r) => monthlyEquivalent(r.amount, r.frequency, r.currency));
      const converted = await repo.convertAmounts(rules.map((r, i) => ({ amount: monthly[i]!, currency: r.currency, date: today, to: user.preferredCurrency })));
      const ruleViews = await views(user, rules);
      return {
        total: addAmounts('0', ...converted.filter((c): c is string => c !== null)),
        currency: user.preferredCurrency,
        withoutRate: converted.filter((c) => c === null).length,
        rules: ruleViews.map((view, i) => ({ ...view, monthlyAmount: monthly[i]!, monthlyAmountPreferred: converted[i] ?? null })),
      };
    },

    /** Charges and income that repeat in the last ~15 months, not tracked by an active rule nor dismissed. */
    async suggestions(ref: UserRef): Promise<RecurringSuggestion[]> {
      const user = await userOf(ref);
      const today = todayOf(user);
      const [history, rules, dismissedKeys] = await Promise.all([
        repo.findHistory(user.id, addMonths(today, -HISTORY_MONTHS), HISTORY_LIMIT),
        repo.findAll(user.id, { isActive: true }),
        repo.findDismissedKeys(user.id),
      ]);
      const covered = new Set(rules.map((r) => `${normalizeDescription(r.description)}|${r.type}`));
      return detectRecurring(history, { today, covered, dismissedKeys });
    },

    /** The suggestion with this key is not offered again. */
    async dismiss(ref: UserRef, key: string): Promise<void> {
      const user = await userOf(ref);
      await repo.dismiss(user.id, key);
    },

    /** Amounts in another currency (`to`) at their dates (for budgets kept in other currencies); null without a rate. */
    convert: (items: { amount: string; currency: string; date: string; to: string }[]) => repo.convertAmounts(items),
  };
}

export type RecurringService = ReturnType<typeof createRecurringService>;
