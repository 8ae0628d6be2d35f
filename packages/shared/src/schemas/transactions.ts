import { z } from 'zod';
import { MAX_AMOUNT, MAX_MINOR_UNITS, compareAmounts, decimalPlaces, fitsMinorUnits, fromUnits, toUnits } from '../money';
import { minorUnits } from '../currencies';
import type { ErrorCode } from '../errors';
import { isValidIsoDate } from '../dates';
import { DASHBOARD_PERIODS } from '../dates';
import { currencySchema, idParamSchema, optionalUserIdSchema } from './common';

export const DESCRIPTION_MAX = 100;
export const CATEGORY_NAME_MAX = 50;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;
export const SEARCH_MAX = 100;

/**
 * A positive decimal as a string ("12.50"), with at most 3 places (the most any currency has);
 * whether its places fit the currency is checked with the currency (`amountPrecisionError`).
 * Numbers are accepted and kept exact. Two-place amounts come out with two places, as always.
 */
export const amountSchema = z
  .union([z.string(), z.number()], { error: 'amountRequired' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: typeof value === 'number' ? 'amountInvalid' : 'amountRequired' });
      return z.NEVER;
    }
    if (!/^\d+(\.\d+)?$/.test(text) || /^0+(\.0+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'amountInvalid' });
      return z.NEVER;
    }
    if (decimalPlaces(text) > MAX_MINOR_UNITS) {
      ctx.addIssue({ code: 'custom', message: 'amountTooPrecise3' });
      return z.NEVER;
    }
    const places = Math.max(2, decimalPlaces(text));
    const normalized = fromUnits(toUnits(text, places), places);
    if (compareAmounts(normalized, MAX_AMOUNT) > 0) {
      ctx.addIssue({ code: 'custom', message: 'amountTooLarge' });
      return z.NEVER;
    }
    return normalized;
  });

/** Why `amount` does not fit `currency`'s ISO minor units (JPY 1500.5, USD 1.005), if it does not. */
export function amountPrecisionError(amount: string, currency: string): ErrorCode | undefined {
  if (fitsMinorUnits(amount, currency)) return undefined;
  const places = minorUnits(currency);
  return places === 0 ? 'amountWholeOnly' : places === 3 ? 'amountTooPrecise3' : 'amountTooPrecise';
}

/** Object-level check of an amount against the currency next to it (when both are there). */
export function refineAmountForCurrency(value: { amount?: string; currency?: string }, ctx: z.RefinementCtx) {
  if (value.amount === undefined || value.currency === undefined) return;
  const code = amountPrecisionError(value.amount, value.currency);
  if (code) ctx.addIssue({ code: 'custom', message: code, path: ['amount'] });
}

export const transactionTypeSchema = z.enum(['income', 'expense'], { error: 'typeInvalid' });

/** A calendar date "YYYY-MM-DD", or an ISO timestamp (the server takes its date in the user's timezone). */
export const transactionDateSchema = z
  .string({ error: 'dateRequired' })
  .trim()
  .min(1, 'dateRequired')
  .refine((v) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return isValidIsoDate(v);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(v)) return false;
    return !Number.isNaN(Date.parse(v)) && isValidIsoDate(v.slice(0, 10));
  }, 'dateInvalid')
  .refine((v) => v.slice(0, 4) >= '1970' && v.slice(0, 4) <= '2100', 'dateInvalid');

export const descriptionSchema = z
  .string({ error: 'descriptionRequired' })
  .trim()
  .min(1, 'descriptionRequired')
  .max(DESCRIPTION_MAX, 'descriptionTooLong');

/** Tags: trimmed, lower-cased, without a leading '#', duplicates dropped. */
export const tagsSchema = z
  .array(z.string().max(TAG_MAX + 1, 'tagInvalid'), { error: 'tagInvalid' })
  .max(TAGS_MAX, 'tagInvalid')
  .transform((tags) => {
    const out: string[] = [];
    for (const raw of tags) {
      const tag = raw.trim().replace(/^#/, '').toLowerCase();
      if (tag && !out.includes(tag)) out.push(tag);
    }
    return out;
  })
  .refine((tags) => tags.every((t) => t.length <= TAG_MAX), 'tagInvalid');

/** The fields of a new transaction: the one set of rules every write path (form, chat, SMS) goes through. */
const transactionFields = {
  type: transactionTypeSchema,
  amount: amountSchema,
  currency: z.string({ error: 'currencyRequired' }).trim().min(1, 'currencyRequired').pipe(currencySchema),
  description: descriptionSchema,
  /** The category's name (as the spec sends it) or its id. */
  category: z.string({ error: 'categoryRequired' }).trim().min(1, 'categoryRequired').max(CATEGORY_NAME_MAX, 'categoryInvalid').optional(),
  categoryId: idParamSchema.optional(),
  tags: tagsSchema.default([]),
  rawInput: z.string().max(2000).optional(),
  transactionDate: transactionDateSchema,
};

/** A new transaction as the transactions service takes it (its callers cannot bypass these rules). */
export const transactionInputSchema = z.object(transactionFields).superRefine(refineAmountForCurrency);
export type TransactionInput = z.input<typeof transactionInputSchema>;

export const createTransactionBodySchema = z.strictObject({ userId: optionalUserIdSchema, ...transactionFields }).superRefine(refineAmountForCurrency);
export type CreateTransactionBody = z.infer<typeof createTransactionBodySchema>;

export const updateTransactionBodySchema = z.strictObject({
  type: transactionTypeSchema.optional(),
  amount: amountSchema.optional(),
  currency: currencySchema.optional(),
  description: descriptionSchema.optional(),
  category: z.string().trim().min(1, 'categoryRequired').max(CATEGORY_NAME_MAX, 'categoryInvalid').optional(),
  categoryId: idParamSchema.optional(),
  tags: tagsSchema.optional(),
  transactionDate: transactionDateSchema.optional(),
  /**
   * The user corrected what the assistant read (a chat card or a list row, by tap or form): a new
   * type or category teaches the assistant that the same merchant or description gets it next time.
   */
  learn: z.boolean().optional(),
}).superRefine(refineAmountForCurrency);
export type UpdateTransactionBody = z.infer<typeof updateTransactionBodySchema>;

export const CONVERSION_STATES = ['exact', 'converted', 'missing'] as const;
export type ConversionState = (typeof CONVERSION_STATES)[number];

export const transactionSchema = z.object({
  id: z.number(),
  type: transactionTypeSchema,
  amount: z.string(),
  currency: z.string(),
  historicalConvertedAmount: z.string().nullable(),
  historicalExchangeRate: z.string().nullable(),
  /**
   * How the amount reached the preferred currency: 'exact' (already in it, or at a rate of 1),
   * 'converted' (at its date's rate) or 'missing' (no rate known: left out of every total).
   */
  conversion: z.enum(CONVERSION_STATES),
  description: z.string(),
  category: z.string(),
  categoryId: z.number(),
  tags: z.array(z.string()),
  rawInput: z.string(),
  transactionDate: z.string(),
  createdAt: z.string(),
  /** The recurring rule that recorded it (issue 17); null when typed, imported, or the rule is gone. */
  recurringRuleId: z.number().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const listTransactionsQuerySchema = z.strictObject({
  userId: optionalUserIdSchema,
  period: z.enum([...DASHBOARD_PERIODS, 'custom'], { error: 'periodInvalid' }).default('all'),
  from: transactionDateSchema.optional(),
  to: transactionDateSchema.optional(),
  type: transactionTypeSchema.optional(),
  categoryId: idParamSchema.optional(),
  category: z.string().trim().max(CATEGORY_NAME_MAX).optional(),
  tag: z.string().trim().max(TAG_MAX).optional(),
  /** Words to find in the description (where the merchant is), ignoring case and accents. */
  q: z.string().trim().max(SEARCH_MAX, 'searchTooLong').optional(),
  currency: currencySchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type ListTransactionsQuery = z.infer<typeof listTransactionsQuerySchema>;

export const transactionListSchema = z.object({
  transactions: z.array(transactionSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  type: transactionTypeSchema,
  isActive: z.boolean(),
  isDefault: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryNameSchema = z
  .string({ error: 'categoryNameRequired' })
  .trim()
  .min(1, 'categoryNameRequired')
  .max(CATEGORY_NAME_MAX, 'categoryNameTooLong');

export const createCategoryBodySchema = z.strictObject({
  userId: optionalUserIdSchema,
  name: categoryNameSchema,
  type: transactionTypeSchema,
});

export const updateCategoryBodySchema = z.strictObject({
  name: categoryNameSchema.optional(),
  isActive: z.boolean().optional(),
});

const moneyRow = z.object({ income: z.string(), expenses: z.string(), balance: z.string(), net: z.string() });
const categoryTotal = z.object({ categoryId: z.number(), name: z.string(), total: z.string(), share: z.number() });

export const dashboardQuerySchema = z.strictObject({
  userId: optionalUserIdSchema,
  period: z.enum(DASHBOARD_PERIODS, { error: 'periodInvalid' }).default('month'),
});

export const dashboardSchema = z.object({
  period: z.object({ key: z.enum(DASHBOARD_PERIODS), start: z.string().nullable(), end: z.string().nullable() }),
  currency: z.string(),
  totals: moneyRow,
  /** Transactions of the period left out of every figure: no rate into the preferred currency was known. */
  withoutRate: z.number(),
  topCategories: z.object({ income: z.array(categoryTotal), expense: z.array(categoryTotal) }),
  byCategory: z.array(categoryTotal),
  recent: z.array(transactionSchema),
  tags: z.object({
    month: z.object({ start: z.string(), end: z.string() }),
    ranking: z.array(z.object({ tag: z.string(), count: z.number(), amount: z.string() })),
    recentTagged: z.array(transactionSchema),
  }),
  monthly: z.array(z.object({ month: z.string(), income: z.string(), expenses: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
