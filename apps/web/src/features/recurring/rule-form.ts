/**
 * The recurring form's values and rules. The values are checked with the shared request schema (the
 * one the server validates with), so the form shows the same errors.<code> texts the server would
 * answer, before any round trip; the server checks everything again and its field errors land on
 * the same fields.
 */
import { isErrorCode, type ErrorCode } from '@tally/shared/errors';
import { parseIsoDate } from '@tally/shared/dates';
import {
  createRecurringBodySchema,
  type CreateRecurringBody,
  type RecurringFrequency,
  type RecurringRule,
  type UpdateRecurringBody,
} from '@tally/shared/schemas/recurring';

export type RecurringType = 'income' | 'expense';

export interface RuleFormValues {
  type: RecurringType;
  /** The number input's value: '' when empty or when the browser could not read it. */
  amount: string;
  /** The browser could not read what was typed as a number (validity.badInput). */
  isAmountUnreadable: boolean;
  currency: string;
  /** The chosen category's id, '' when none. */
  categoryId: string;
  description: string;
  frequency: RecurringFrequency;
  /** Monthly only: '1'..'31'. */
  dayOfMonth: string;
  startDate: string;
  /** '' for no end. */
  endDate: string;
  isActive: boolean;
}

export type RuleField = 'amount' | 'currency' | 'categoryId' | 'description' | 'frequency' | 'dayOfMonth' | 'startDate' | 'endDate';
export type RuleFormErrors = Partial<Record<RuleField, ErrorCode>>;

const FIELDS: readonly string[] = ['amount', 'currency', 'categoryId', 'description', 'frequency', 'dayOfMonth', 'startDate', 'endDate'];

/** The form field a server error (or a schema issue) names, if the form has it. */
export function fieldOfError(field: string | undefined): RuleField | undefined {
  const head = field?.split('.')[0];
  return head && FIELDS.includes(head) ? (head as RuleField) : undefined;
}

/** A new rule's form: an expense starting today, monthly on today's day. */
export function emptyRuleValues(currency: string, today: string): RuleFormValues {
  return {
    type: 'expense',
    amount: '',
    isAmountUnreadable: false,
    currency,
    categoryId: '',
    description: '',
    frequency: 'monthly',
    dayOfMonth: String(parseIsoDate(today).day),
    startDate: today,
    endDate: '',
    isActive: true,
  };
}

/** The form filled with a stored rule, for editing it. */
export function ruleFormValuesOf(rule: RecurringRule): RuleFormValues {
  return {
    type: rule.type,
    amount: rule.amount,
    isAmountUnreadable: false,
    currency: rule.currency,
    categoryId: String(rule.categoryId),
    description: rule.description,
    frequency: rule.frequency,
    dayOfMonth: String(rule.dayOfMonth ?? parseIsoDate(rule.startDate).day),
    startDate: rule.startDate,
    endDate: rule.endDate ?? '',
    isActive: rule.isActive,
  };
}

export type RuleFormResult = { ok: true; body: CreateRecurringBody } | { ok: false; errors: RuleFormErrors };

/**
 * The request body for these values, checked with the shared schema; or the first error of each
 * field. An empty start date reads "date required" (as in the add-transaction form), not "invalid".
 */
export function checkRuleForm(values: RuleFormValues): RuleFormResult {
  const errors: RuleFormErrors = {};
  const candidate = {
    type: values.type,
    amount: values.amount.trim(),
    currency: values.currency,
    categoryId: values.categoryId === '' ? undefined : Number(values.categoryId),
    description: values.description,
    frequency: values.frequency,
    dayOfMonth: values.frequency === 'monthly' ? (values.dayOfMonth.trim() === '' ? Number.NaN : Number(values.dayOfMonth)) : undefined,
    startDate: values.startDate,
    endDate: values.endDate === '' ? null : values.endDate,
  };
  const parsed = createRecurringBodySchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfError(String(issue.path[0] ?? ''));
      if (field && !errors[field] && isErrorCode(issue.message)) errors[field] = issue.message;
    }
  }
  if (values.isAmountUnreadable) errors.amount = 'amountInvalid';
  if (values.startDate.trim() === '') errors.startDate = 'dateRequired';
  if (!parsed.success || Object.keys(errors).length > 0) {
    // An issue on no field the form has (should not happen): still refuse, on the amount.
    return { ok: false, errors: Object.keys(errors).length > 0 ? errors : { amount: 'validation' } };
  }
  return { ok: true, body: parsed.data };
}

/**
 * What an edit changed, as PATCH sends it: only those fields (an untouched category that was
 * deactivated since is not refused). A type change always sends the category; a currency change
 * sends the amount, which is checked against it.
 */
export function changedRuleFields(original: RecurringRule, body: CreateRecurringBody, isActive: boolean): UpdateRecurringBody {
  const changes: UpdateRecurringBody = {};
  if (body.type !== original.type) changes.type = body.type;
  if (body.currency !== undefined && body.currency !== original.currency) changes.currency = body.currency;
  if (body.amount !== original.amount || changes.currency) changes.amount = body.amount;
  if (body.categoryId !== original.categoryId || changes.type) changes.categoryId = body.categoryId;
  if (body.description !== original.description) changes.description = body.description;
  if (body.frequency !== original.frequency) changes.frequency = body.frequency;
  if (body.dayOfMonth !== undefined && (body.dayOfMonth !== original.dayOfMonth || changes.frequency)) changes.dayOfMonth = body.dayOfMonth;
  if (body.startDate !== undefined && body.startDate !== original.startDate) changes.startDate = body.startDate;
  if ((body.endDate ?? null) !== original.endDate) changes.endDate = body.endDate ?? null;
  if (isActive !== original.isActive) changes.isActive = isActive;
  return changes;
}
