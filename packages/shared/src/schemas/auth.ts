import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../currencies';
import {
  currencySchema,
  emailSchema,
  languageSchema,
  nameSchema,
  optionalUserIdSchema,
  passwordSchema,
  phoneSchema,
  timezoneSchema,
} from './common';

export const registerBodySchema = z.strictObject({
  phoneNumber: phoneSchema,
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  preferredCurrency: currencySchema.default(DEFAULT_CURRENCY),
  preferredLanguage: languageSchema.optional(),
  timezone: timezoneSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Sign-in checks only presence: the rules apply at registration, not at the door. */
export const loginBodySchema = z.strictObject({
  phoneNumber: z.string({ error: 'phoneRequired' }).trim().min(1, 'phoneRequired').max(250, 'phoneInvalid'),
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(1024, 'passwordTooLong'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const userSchema = z.object({
  id: z.number(),
  phoneNumber: z.string(),
  phone: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  preferredCurrency: z.string(),
  preferredLanguage: z.string(),
  language: z.string(),
  timezone: z.string(),
  categoriesInitialized: z.boolean(),
  emailPrompted: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });

export const changePasswordBodySchema = z.strictObject({
  userId: optionalUserIdSchema,
  currentPassword: z.string({ error: 'currentPasswordRequired' }).min(1, 'currentPasswordRequired').max(1024),
  newPassword: passwordSchema,
});

export const currencyBodySchema = z.strictObject({ userId: optionalUserIdSchema, currency: currencySchema });
export const languageBodySchema = z.strictObject({ userId: optionalUserIdSchema, language: languageSchema });
export const timezoneBodySchema = z.strictObject({ userId: optionalUserIdSchema, timezone: timezoneSchema });

export const emailBodySchema = z.strictObject({
  userId: optionalUserIdSchema,
  /** null or '' removes the email. */
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), emailSchema.nullable()),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });
