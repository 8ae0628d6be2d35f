/**
 * Email verification, password reset (decision D3) and the user's control over their data (D6):
 * download everything, delete the account.
 */
import { z } from 'zod';
import { emailSchema, optionalUserIdSchema, passwordSchema } from './common';
import { userSchema } from './auth';

/** Emailed tokens are 43 base64url characters; anything far longer is not one of ours. */
const TOKEN_MAX = 200;

export const requestPasswordResetBodySchema = z.strictObject({ email: emailSchema });
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

export const resetPasswordBodySchema = z.strictObject({
  token: z.string({ error: 'resetTokenInvalid' }).trim().min(1, 'resetTokenInvalid').max(TOKEN_MAX, 'resetTokenInvalid'),
  newPassword: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The spec's client sends the address it shows; when present it must be the account's. */
export const resendVerificationBodySchema = z.preprocess(
  (body) => body ?? {},
  z.strictObject({ userId: optionalUserIdSchema, email: emailSchema.optional() }),
);

/** The link in the verification email. A missing token still lands on a page, never a JSON error. */
export const verifyEmailQuerySchema = z.object({ token: z.string().max(TOKEN_MAX).optional().catch(undefined) });

export const deleteAccountBodySchema = z.strictObject({
  userId: optionalUserIdSchema,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(1024, 'passwordTooLong'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** One table's rows as stored (money as decimal strings, instants as ISO strings). */
const rowsSchema = z.array(z.record(z.string(), z.unknown()));

/** "Download my data": every row the product holds about the user, secrets left out. */
export const userDataExportSchema = z.object({
  product: z.string(),
  formatVersion: z.literal(1),
  exportedAt: z.string(),
  profile: userSchema.extend({ messagingEnabled: z.boolean(), lastActiveAt: z.string().nullable() }),
  categories: rowsSchema,
  transactions: rowsSchema,
  categoryRules: rowsSchema,
  /** The log that "undo" walks back. */
  transactionActions: rowsSchema,
  /** Statements the user imported (file name, format, when, how many rows), and the CSV column mappings they chose. */
  statementImports: rowsSchema,
  importMappings: rowsSchema,
  budgets: rowsSchema,
  budgetAlerts: rowsSchema,
  /** Recurring bills and income, the ledger of their occurrences, and the dismissed suggestions. */
  recurringRules: rowsSchema,
  recurringOccurrences: rowsSchema,
  recurringDismissals: rowsSchema,
  chatHistory: rowsSchema,
  messageFeedback: rowsSchema,
  betaFeedback: rowsSchema,
  supportMessages: rowsSchema,
  failurePatterns: rowsSchema,
  /** SMS and WhatsApp messages handled for the user (their ids, channel and our reply). */
  textMessages: rowsSchema,
  /** A STOP from the user's number, if one is in force. */
  messagingOptOuts: rowsSchema,
  /** Answers of writes sent with an Idempotency-Key, kept 24 hours so a retry is not written twice. */
  idempotencyKeys: rowsSchema,
  sessions: rowsSchema,
  emailVerifications: rowsSchema,
  passwordResets: rowsSchema,
  emailsSent: rowsSchema,
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;
