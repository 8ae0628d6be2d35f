import { z } from 'zod';
import { isCurrencyCode } from '../currencies';
import { isLanguage } from '../languages';
import { checkPassword, checkPhone, EMAIL_MAX, isEmailShaped, NAME_MAX } from '../validation';

/** Phone number in any accepted notation, normalised to E.164. */
export const phoneSchema = z
  .string({ error: 'phoneRequired' })
  .transform((value, ctx) => {
    const result = checkPhone(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.code });
      return z.NEVER;
    }
    return result.e164;
  });

export const passwordSchema = z.string({ error: 'passwordRequired' }).superRefine((value, ctx) => {
  const code = checkPassword(value);
  if (code) ctx.addIssue({ code: 'custom', message: code });
});

/** Email, trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, 'emailRequired')
  .max(EMAIL_MAX, 'emailInvalid')
  .refine(isEmailShaped, 'emailInvalid')
  .transform((v) => v.toLowerCase());

export const nameSchema = z.string({ error: 'nameRequired' }).trim().min(1, 'nameRequired').max(NAME_MAX, 'nameTooLong');

export const currencySchema = z
  .string({ error: 'currencyInvalid' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v): boolean => isCurrencyCode(v), 'currencyInvalid');

export const languageSchema = z.string({ error: 'languageInvalid' }).refine(isLanguage, 'languageInvalid');

export const timezoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'timezoneInvalid');

/** A numeric id in a path. */
export const idParamSchema = z.coerce.number().int().positive().max(2147483647);

/** The spec's payloads carry a userId; when present it must be the session's user. */
export const optionalUserIdSchema = z.coerce.number().int().positive().max(2147483647).optional();

/** Longest Idempotency-Key header accepted (a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX = 128;

/** The Idempotency-Key header of a write: 1 to 128 printable ASCII characters (a client-made UUID). */
export const idempotencyKeySchema = z
  .string({ error: 'idempotencyKeyInvalid' })
  .regex(new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`), 'idempotencyKeyInvalid');
