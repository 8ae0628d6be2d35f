/**
 * The validation rules of spec section 5, shared by the browser forms and the server schemas.
 * Each failure is a message code (a key of MESSAGES_EN and of the web catalogs), never a sentence,
 * so the web app can say it in the user's language.
 */
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';

export const PHONE_MAX_INPUT = 250;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 320;
export const NAME_MAX = 100;
/** The support form (spec: all fields required; these maxima are ours). */
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;

export type PhoneResult = { ok: true; e164: string } | { ok: false; code: 'phoneRequired' | 'phoneInvalid' };

/** Phone: starts with +, at least 10 characters, 1–4 digit country code then up to 14 digits, valid. */
export function checkPhone(raw: string): PhoneResult {
  const value = raw.trim();
  if (value === '') return { ok: false, code: 'phoneRequired' };
  if (value.length > PHONE_MAX_INPUT || !value.startsWith('+') || value.length < 10) {
    return { ok: false, code: 'phoneInvalid' };
  }
  const compact = value.replace(/[\s\-()]/g, '');
  if (!/^\+\d{1,4}\d{1,14}$/.test(compact)) return { ok: false, code: 'phoneInvalid' };
  try {
    const parsed = parsePhoneNumberWithError(compact);
    if (!parsed.isValid()) return { ok: false, code: 'phoneInvalid' };
    return { ok: true, e164: parsed.number };
  } catch {
    return { ok: false, code: 'phoneInvalid' };
  }
}

export const PASSWORD_REQUIREMENTS = ['length', 'lowercase', 'uppercase', 'number'] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

const REQUIREMENT_TESTS: Record<PasswordRequirement, (p: string) => boolean> = {
  length: (p) => p.length >= PASSWORD_MIN,
  lowercase: (p) => /[a-z]/.test(p),
  uppercase: (p) => /[A-Z]/.test(p),
  number: (p) => /\d/.test(p),
};

export interface PasswordStrength {
  /** Requirements met, out of 4. */
  score: number;
  /** green at 3 or more, yellow at 2, red below. */
  level: 'red' | 'yellow' | 'green';
  missing: PasswordRequirement[];
}

export function getPasswordStrength(password: string): PasswordStrength {
  const missing = PASSWORD_REQUIREMENTS.filter((r) => !REQUIREMENT_TESTS[r](password));
  const score = PASSWORD_REQUIREMENTS.length - missing.length;
  return { score, level: score >= 3 ? 'green' : score === 2 ? 'yellow' : 'red', missing };
}

export type PasswordCode = 'passwordRequired' | 'passwordTooShort' | 'passwordComplexity' | 'passwordTooLong';

/** null when the password satisfies the rule. */
export function checkPassword(password: string): PasswordCode | null {
  if (password === '') return 'passwordRequired';
  if (password.length < PASSWORD_MIN) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX) return 'passwordTooLong';
  const { missing } = getPasswordStrength(password);
  if (missing.length > 0) return 'passwordComplexity';
  return null;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_RE.test(value);
}
