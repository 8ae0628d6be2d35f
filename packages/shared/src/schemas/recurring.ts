/**
 * Recurring bills and income (issue 17): rules a user sets (in the chat or the Recurring section) or
 * confirms from a suggestion; each due occurrence is recorded once, as a transaction marked with its
 * rule and date; an occurrence can be skipped, or its amount changed, one at a time.
 *
 * Routes: GET/POST /api/recurring, PATCH/DELETE /api/recurring/:id,
 * PUT /api/recurring/:id/occurrences/:date (skip or change one occurrence; DELETE undoes that),
 * GET /api/recurring/upcoming?days=30, GET /api/recurring/suggestions,
 * POST /api/recurring/suggestions/dismiss.
 */
import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { currencySchema } from './common';
import { amountSchema, descriptionSchema, refineAmountForCurrency, transactionTypeSchema } from './transactions';

/** weekly; every 2 weeks; monthly on a day of the month; yearly on a date. */
export const RECURRING_FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'yearly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/** The furthest ahead the upcoming list looks. */
export const UPCOMING_MAX_DAYS = 366;

const isoDateSchema = z
  .string({ error: 'dateRequired' })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isValidIsoDate(v) && v >= '1970-01-01' && v <= '2100-12-31', 'dateInvalid');

const recurringFields = {
  type: transactionTypeSchema,
  amount: amountSchema,
  /** Defaults to the user's preferred currency. */
  currency: currencySchema.optional(),
  categoryId: z.number({ error: 'categoryRequired' }).int().positive('categoryInvalid'),
  description: descriptionSchema,
  frequency: z.enum(RECURRING_FREQUENCIES, { error: 'recurringFrequencyInvalid' }),
  /**
   * Monthly: the day of the month (1-31; a shorter month uses its last day). Weekly and every 2 weeks
   * repeat on the start date's weekday; yearly on the start date's day and month. Defaults to the
   * start date's day.
   */
  dayOfMonth: z.number({ error: 'recurringDayInvalid' }).int('recurringDayInvalid').min(1, 'recurringDayInvalid').max(31, 'recurringDayInvalid').optional(),
  /** The first occurrence on or after this date. Defaults to today (user's timezone). */
  startDate: isoDateSchema.optional(),
  /** Nothing after this date. */
  endDate: isoDateSchema.nullish(),
};

export const createRecurringBodySchema = z
  .strictObject({
    ...recurringFields,
    /** When the rule comes from a detected suggestion: its key (the suggestion is then not offered again). */
    suggestionKey: z.string().max(300).optional(),
  })
  .superRefine(refineAmountForCurrency)
  .refine((b) => !b.startDate || !b.endDate || b.startDate <= b.endDate, { error: 'dateRangeOrder', path: ['endDate'] });
export type CreateRecurringBody = z.infer<typeof createRecurringBodySchema>;

export const updateRecurringBodySchema = z
  .strictObject({
    type: recurringFields.type.optional(),
    amount: recurringFields.amount.optional(),
    currency: currencySchema.optional(),
    categoryId: recurringFields.categoryId.optional(),
    description: descriptionSchema.optional(),
    frequency: recurringFields.frequency.optional(),
    dayOfMonth: recurringFields.dayOfMonth,
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.nullish(),
    isActive: z.boolean().optional(),
  })
  .superRefine(refineAmountForCurrency);
export type UpdateRecurringBody = z.infer<typeof updateRecurringBodySchema>;

export const occurrenceParamsSchema = z.strictObject({
  id: z.coerce.number({ error: 'notFound' }).int().positive('notFound'),
  date: isoDateSchema,
});

/** One occurrence changed: skipped, or recorded with another amount. */
export const occurrenceBodySchema = z
  .strictObject({ skip: z.boolean().optional(), amount: amountSchema.optional() })
  .refine((b) => b.skip === true || b.amount !== undefined, { error: 'nothingToUpdate' });
export type OccurrenceBody = z.infer<typeof occurrenceBodySchema>;

export const upcomingQuerySchema = z.strictObject({
  days: z.coerce.number({ error: 'windowInvalid' }).int('windowInvalid').min(1, 'windowInvalid').max(UPCOMING_MAX_DAYS, 'windowInvalid').default(30),
});

export const dismissSuggestionBodySchema = z.strictObject({ key: z.string().trim().min(1).max(300) });

export interface RecurringRule {
  id: number;
  type: 'income' | 'expense';
  amount: string;
  currency: string;
  categoryId: number;
  categoryName: string;
  description: string;
  frequency: RecurringFrequency;
  dayOfMonth: number | null;
  startDate: string;
  endDate: string | null;
  isActive: boolean;
  /** The next occurrence not yet recorded or skipped (null when the rule has ended). */
  nextDate: string | null;
  createdAt: string;
}

export interface UpcomingOccurrence {
  ruleId: number;
  /** YYYY-MM-DD */
  date: string;
  type: 'income' | 'expense';
  amount: string;
  currency: string;
  categoryId: number;
  categoryName: string;
  description: string;
  /** The amount was changed for this occurrence only. */
  changed: boolean;
}

export interface UpcomingResponse {
  occurrences: UpcomingOccurrence[];
  /** In the user's preferred currency: expense occurrences of the current calendar month, recorded and still to come. */
  committedThisMonth: string;
  /** Of which still to come this month. */
  upcomingThisMonth: string;
  currency: string;
}

export interface RecurringSuggestion {
  /** Stable for the same merchant and amount: dismissing it keeps it dismissed. */
  key: string;
  type: 'income' | 'expense';
  description: string;
  /** The typical amount (the latest occurrence's). */
  amount: string;
  currency: string;
  categoryId: number;
  categoryName: string;
  frequency: RecurringFrequency;
  dayOfMonth: number | null;
  /** How many times it was seen, and the latest. */
  occurrences: number;
  lastDate: string;
  /** The next date it would be due. */
  nextDate: string;
}
