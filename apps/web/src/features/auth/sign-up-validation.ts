/**
 * The registration checks of spec section 5, in the order the form reports them. The rules come from
 * @tally/shared/validation (the server applies the same ones); this only decides what to say.
 */
import { NAME_MAX, checkPassword, checkPhone, getPasswordStrength, isEmailShaped, type PasswordCode, type PasswordRequirement } from '@tally/shared/validation';

export interface SignUpValues {
  phone: string;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type SignUpField = keyof SignUpValues;

/** Keys of `auth:validation.<key>.title/description` (the spec's toast texts). */
export type SignUpIssueKey =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordWeak'
  | 'passwordMismatch';

export interface SignUpIssue {
  field: SignUpField;
  key: SignUpIssueKey;
  /** For passwordWeak: which rule failed, and what is missing. */
  passwordCode?: Exclude<PasswordCode, 'passwordRequired'>;
  missing?: PasswordRequirement[];
}

export function validateSignUp(values: SignUpValues): SignUpIssue[] {
  const issues: SignUpIssue[] = [];
  const phone = checkPhone(values.phone);
  if (!phone.ok) issues.push({ field: 'phone', key: phone.code });

  const name = values.name.trim();
  if (name === '') issues.push({ field: 'name', key: 'nameRequired' });
  else if (name.length > NAME_MAX) issues.push({ field: 'name', key: 'nameTooLong' });

  const email = values.email.trim();
  if (email === '') issues.push({ field: 'email', key: 'emailRequired' });
  else if (!isEmailShaped(email)) issues.push({ field: 'email', key: 'emailInvalid' });

  const passwordCode = checkPassword(values.password);
  if (passwordCode === 'passwordRequired') issues.push({ field: 'password', key: 'passwordRequired' });
  else if (passwordCode) {
    issues.push({ field: 'password', key: 'passwordWeak', passwordCode, missing: getPasswordStrength(values.password).missing });
  }

  if (values.password !== '' && values.confirmPassword !== values.password) {
    issues.push({ field: 'confirmPassword', key: 'passwordMismatch' });
  }
  return issues;
}

/** The number in E.164 when valid (what the form sends), else the trimmed input. */
export function normalizePhone(value: string): string {
  const phone = checkPhone(value);
  return phone.ok ? phone.e164 : value.trim();
}
