import { z } from 'zod';
import { amountSchema, refineAmountForCurrency } from './transactions';
import { currencySchema, idParamSchema, optionalUserIdSchema } from './common';

export const BUDGET_PERIODS = ['weekly', 'monthly', 'yearly'] as const;
export const budgetPeriodSchema = z.enum(BUDGET_PERIODS, { error: 'budgetPeriodInvalid' });
export const BUDGET_STATUSES = ['under_budget', 'on_track', 'warning', 'exceeded'] as const;

const budgetCategorySchema = z.string({ error: 'categoryRequired' }).trim().min(1, 'categoryRequired').max(50, 'budgetCategoryInvalid');

/** A budget names its category by name (the spec's payload; synonyms too) or by `categoryId`. */
export const createBudgetBodySchema = z
  .strictObject({
    userId: optionalUserIdSchema,
    category: budgetCategorySchema.optional(),
    categoryId: idParamSchema.optional(),
    amount: amountSchema,
    /** Defaults to the user's preferred currency. */
    currency: currencySchema.optional(),
    period: budgetPeriodSchema.default('monthly'),
  })
  .refine((body) => body.category !== undefined || body.categoryId !== undefined, { error: 'categoryRequired', path: ['category'] })
  .superRefine(refineAmountForCurrency);
export type CreateBudgetBody = z.infer<typeof createBudgetBodySchema>;

export const updateBudgetBodySchema = z.strictObject({
  userId: optionalUserIdSchema,
  category: budgetCategorySchema.optional(),
  categoryId: idParamSchema.optional(),
  amount: amountSchema.optional(),
  currency: currencySchema.optional(),
  period: budgetPeriodSchema.optional(),
  isActive: z.boolean().optional(),
}).superRefine(refineAmountForCurrency);
export type UpdateBudgetBody = z.infer<typeof updateBudgetBodySchema>;

export const budgetSchema = z.object({
  id: z.number(),
  userId: z.number(),
  categoryId: z.number(),
  /** The category's current name. */
  category: z.string(),
  amount: z.string(),
  currency: z.string(),
  period: budgetPeriodSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Budget = z.infer<typeof budgetSchema>;

export const budgetPerformanceSchema = z.object({
  budget: budgetSchema,
  spent: z.string(),
  percentage: z.number(),
  remaining: z.string(),
  daysLeft: z.number(),
  projectedSpending: z.string(),
  status: z.enum(BUDGET_STATUSES),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type BudgetPerformance = z.infer<typeof budgetPerformanceSchema>;

/** Recommendations are data; the web app words them in the user's language. */
export const budgetRecommendationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('projected_overspend'), category: z.string(), overBy: z.string(), currency: z.string() }),
  z.object({ kind: z.literal('exceeded'), category: z.string(), overBy: z.string(), currency: z.string() }),
  z.object({ kind: z.literal('unbudgeted_category'), category: z.string(), spent: z.string(), currency: z.string() }),
  z.object({ kind: z.literal('no_budgets') }),
]);
export type BudgetRecommendation = z.infer<typeof budgetRecommendationSchema>;

export const budgetInsightsSchema = z.object({
  totalBudgeted: z.string(),
  totalSpent: z.string(),
  currency: z.string(),
  /** Transactions of these budgets left out of totalSpent: no rate into the preferred currency was known. */
  withoutRate: z.number(),
  recommendation: budgetRecommendationSchema.optional(),
});
export type BudgetInsights = z.infer<typeof budgetInsightsSchema>;
