/**
 * The operator admin area's requests and answers (spec section 2 "Admin", section 3 admin rows and
 * stats, section 7 /api/admin/*). Admin rights are a server-side role (decision D2).
 */
import { z } from 'zod';
import { ADMIN_USER_SORTS, ANALYTICS_WINDOWS, FEEDBACK_SOURCES, type AnalyticsWindow, type FeedbackSource } from '../admin';
import { CORRECTION_KINDS } from '../corrections';
import { NAME_MAX } from '../validation';
import { currencySchema, emailSchema, idParamSchema, languageSchema } from './common';

// ---- login and session ----

/** Sign-in checks only presence and size; the account decides the rest. */
export const adminLoginBodySchema = z.strictObject({
  username: z.string({ error: 'usernameRequired' }).trim().min(1, 'usernameRequired').max(64, 'adminInvalidCredentials'),
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(1024, 'passwordTooLong'),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

export const adminSchema = z.object({ id: z.number(), username: z.string() });
export const adminResponseSchema = z.object({ admin: adminSchema });
export type Admin = z.infer<typeof adminSchema>;

// ---- paging ----

const pageSchema = z.coerce.number({ error: 'pageInvalid' }).int('pageInvalid').min(1, 'pageInvalid').max(1_000_000, 'pageInvalid').default(1);

const pagedSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

// ---- overview stats ----

export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  /** Users active within ACTIVE_USER_DAYS (../admin). */
  activeUsers: z.number(),
  totalTransactions: z.number(),
  /** Message feedback, beta feedback and support messages together. */
  totalFeedback: z.number(),
  /** Mean message-feedback rating out of 5, one decimal ("4.3"), null when nobody rated. */
  averageRating: z.string().nullable(),
  currencyDistribution: z.array(z.object({ currency: z.string(), count: z.number() })),
  languageDistribution: z.array(z.object({ language: z.string(), count: z.number() })),
  categoryUsage: z.array(z.object({ category: z.string(), count: z.number() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---- users ----

export const sortOrderSchema = z.enum(['asc', 'desc'], { error: 'sortInvalid' });

export const adminUsersQuerySchema = z.strictObject({
  page: pageSchema,
  sort: z.enum(ADMIN_USER_SORTS, { error: 'sortInvalid' }).default('createdAt'),
  order: sortOrderSchema.default('desc'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  name: z.string().nullable(),
  /** The first word of name (the admin edit form's fields; see splitName). */
  firstName: z.string(),
  lastName: z.string(),
  preferredCurrency: z.string(),
  preferredLanguage: z.string(),
  transactionCount: z.number(),
  /** Decimal strings in the user's preferred currency. */
  totalExpenses: z.string(),
  totalIncome: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
  /** Active within ACTIVE_USER_DAYS (spec section 4, user activity). */
  isActive: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = pagedSchema.extend({ users: z.array(adminUserSchema) });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

const namePartSchema = z.string().trim().max(NAME_MAX, 'nameTooLong');

/** Only the fields that changed (spec section 7). Same rules as the user's own settings. */
export const adminUpdateUserBodySchema = z
  .strictObject({
    firstName: namePartSchema.optional(),
    lastName: namePartSchema.optional(),
    /** null or '' removes the email. */
    email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), emailSchema.nullable()).optional(),
    preferredCurrency: currencySchema.optional(),
    preferredLanguage: languageSchema.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'nothingToUpdate');
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBodySchema>;

// ---- feedback ----

/** Ids are `<source>-<row id>`, unique across the three tables. */
export const feedbackIdSchema = z
  .string()
  .regex(/^(message|beta|support)-[1-9]\d{0,9}$/, 'feedbackIdInvalid')
  .transform((value) => {
    const [source, id] = value.split('-') as [FeedbackSource, string];
    return { source, id: Number(id) };
  })
  .refine((ref) => ref.id <= 2147483647, 'feedbackIdInvalid');

export const adminFeedbackQuerySchema = z.strictObject({
  page: pageSchema,
  status: z.enum(['all', 'open', 'resolved'], { error: 'statusInvalid' }).default('all'),
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuerySchema>;

export const adminFeedbackSchema = z.object({
  id: z.string(),
  source: z.enum(FEEDBACK_SOURCES),
  /** message: its category (helpfulness, accuracy); beta: its feedbackType; support: 'support'. */
  type: z.string(),
  /** Out of 5; message feedback only. */
  rating: z.number().nullable(),
  isResolved: z.boolean(),
  /** Beta title or support subject. */
  title: z.string().nullable(),
  message: z.string(),
  userId: z.number().nullable(),
  userPhone: z.string().nullable(),
  /** The address a support message asked to be answered at. */
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const adminFeedbackListSchema = pagedSchema.extend({ feedback: z.array(adminFeedbackSchema) });
export type AdminFeedbackList = z.infer<typeof adminFeedbackListSchema>;

export const adminUpdateFeedbackBodySchema = z.strictObject({
  isResolved: z.boolean({ error: 'isResolvedRequired' }),
});

// ---- chat analytics ----

const analyticsWindowSchema = z.coerce
  .number({ error: 'windowInvalid' })
  .refine((d): d is AnalyticsWindow => (ANALYTICS_WINDOWS as readonly number[]).includes(d), 'windowInvalid')
  .default(30);

export const adminAnalyticsQuerySchema = z.strictObject({
  page: pageSchema,
  days: analyticsWindowSchema,
});
export type AdminAnalyticsQuery = z.infer<typeof adminAnalyticsQuerySchema>;

export const adminAnalyticsRowSchema = z.object({
  id: z.number(),
  userId: z.number(),
  userPhone: z.string(),
  messageType: z.string(),
  userMessage: z.string(),
  responseTime: z.number(),
  intent: z.string().nullable(),
  language: z.string().nullable(),
  errorOccurred: z.boolean(),
  needsClarification: z.boolean(),
  status: z.enum(['error', 'needs_clarification', 'success']),
  timestamp: z.string(),
});
export type AdminAnalyticsRow = z.infer<typeof adminAnalyticsRowSchema>;

/** Percentages are decimal strings with one decimal ("12.5"), null when there is nothing to divide. */
export const adminAnalyticsSummarySchema = z.object({
  days: z.number(),
  totalMessages: z.number(),
  /** Messages recorded or answered without clarification: no error, no clarification, intent known. */
  understood: z.number(),
  understoodRate: z.string().nullable(),
  clarificationRate: z.string().nullable(),
  errorRate: z.string().nullable(),
  /** Milliseconds, rounded; null without messages. */
  averageResponseTime: z.number().nullable(),
  p95ResponseTime: z.number().nullable(),
  recordedTransactions: z.number(),
  corrections: z.number(),
  correctionsPer100Transactions: z.string().nullable(),
  byLanguage: z.array(
    z.object({ language: z.string().nullable(), messages: z.number(), understood: z.number(), understoodRate: z.string() }),
  ),
  /** The most frequent messages the assistant did not understand (unknown intent or clarification). */
  topNotUnderstood: z.array(
    z.object({ message: z.string(), language: z.string().nullable(), count: z.number(), lastSeenAt: z.string() }),
  ),
});
export type AdminAnalyticsSummary = z.infer<typeof adminAnalyticsSummarySchema>;

export const adminAnalyticsSchema = pagedSchema.extend({
  summary: adminAnalyticsSummarySchema,
  rows: z.array(adminAnalyticsRowSchema),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

// ---- corrections of what the chat recorded ----

export const adminCorrectionsQuerySchema = z.strictObject({ days: analyticsWindowSchema });
export type AdminCorrectionsQuery = z.infer<typeof adminCorrectionsQuerySchema>;

/**
 * Recording messages of the window (they recorded transactions, without error or question back) and
 * how many of them were corrected since: `correctionRate` = corrected / recorded, one decimal.
 */
const correctionCountsSchema = z.object({ recorded: z.number(), corrected: z.number(), correctionRate: z.string().nullable() });

export const adminCorrectionsSchema = z.object({
  days: z.number(),
  total: correctionCountsSchema,
  /** One row per language of the product (en, pt, es), in that order, zeros included. */
  byLanguage: z.array(correctionCountsSchema.extend({ language: languageSchema })),
  /**
   * The recording messages corrected most often, grouped ignoring case and spacing (like the
   * not-understood list), with their language and what was changed (kinds, most frequent first).
   */
  mostCorrected: z.array(
    z.object({
      message: z.string(),
      language: z.string().nullable(),
      count: z.number(),
      kinds: z.array(z.enum(CORRECTION_KINDS)),
      lastCorrectedAt: z.string(),
    }),
  ),
});
export type AdminCorrections = z.infer<typeof adminCorrectionsSchema>;

export const adminUserIdParamsSchema = z.object({ id: idParamSchema });
export const adminFeedbackIdParamsSchema = z.object({ id: feedbackIdSchema });
