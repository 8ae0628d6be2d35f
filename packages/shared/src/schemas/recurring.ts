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

const frequencySchema = z.enum(RECURRING_FREQUENCIES);

export const recurringRuleSchema = z.object({
  id: z.number(),
  type: transactionTypeSchema,
  amount: z.string(),
  currency: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  description: z.string(),
  frequency: frequencySchema,
  dayOfMonth: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  /** The next occurrence not yet recorded or skipped, from today on (null when the rule has ended or is off). */
  nextDate: z.string().nullable(),
  createdAt: z.string(),
});
export type RecurringRule = z.infer<typeof recurringRuleSchema>;

export const upcomingOccurrenceSchema = z.object({
  ruleId: z.number(),
  /** YYYY-MM-DD */
  date: z.string(),
  type: transactionTypeSchema,
  amount: z.string(),
  currency: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  description: z.string(),
  /** The amount was changed for this occurrence only. */
  changed: z.boolean(),
});
export type UpcomingOccurrence = z.infer<typeof upcomingOccurrenceSchema>;

export const upcomingResponseSchema = z.object({
  occurrences: z.array(upcomingOccurrenceSchema),
  /** In the user's preferred currency: expense occurrences of the current calendar month, recorded and still to come. */
  committedThisMonth: z.string(),
  /** Of which still to come this month. */
  upcomingThisMonth: z.string(),
  currency: z.string(),
  /** Occurrences left out of those totals because no exchange rate is known for their currency. */
  withoutRate: z.number(),
});
export type UpcomingResponse = z.infer<typeof upcomingResponseSchema>;

/** One occurrence changed ahead of its date: skipped, or with its own amount (in the rule's currency). */
export const recurringOccurrenceSchema = z.object({
  ruleId: z.number(),
  date: z.string(),
  skipped: z.boolean(),
  amount: z.string().nullable(),
});
export type RecurringOccurrence = z.infer<typeof recurringOccurrenceSchema>;

export const recurringSuggestionSchema = z.object({
  /** Stable for the same normalised description, type, currency and frequency: dismissing it keeps it dismissed. */
  key: z.string(),
  type: transactionTypeSchema,
  description: z.string(),
  /** The typical amount (the latest occurrence's). */
  amount: z.string(),
  currency: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  frequency: frequencySchema,
  dayOfMonth: z.number().nullable(),
  /** How many times it was seen, and the latest. */
  occurrences: z.number(),
  lastDate: z.string(),
  /** The next date it would be due. */
  nextDate: z.string(),
});
export type RecurringSuggestion = z.infer<typeof recurringSuggestionSchema>;
