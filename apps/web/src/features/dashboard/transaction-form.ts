/**
 * The add-transaction form's rules (spec section 5) and its tag list. The checks here only spare a
 * round trip for what is plainly missing; the server validates everything again and its error codes
 * (with the field they concern) land on the same fields.
 */
import { ALL_SUGGESTED_TAGS } from '@tally/shared/categories';
import type { ErrorCode } from '@tally/shared/errors';

/** Spec section 9 (the server's DESCRIPTION_MAX; not imported, it would bring zod into this chunk). */
export const DESCRIPTION_MAX = 100;
/** Spec section 9: suggestions shown at once. */
export const SUGGESTIONS_SHOWN = 12;

export type TransactionType = 'income' | 'expense';

export interface TransactionFormValues {
  type: TransactionType;
  /** The number input's value: '' when empty or when the browser could not read it. */
  amount: string;
  /** The browser could not read what was typed as a number (validity.badInput). */
  isAmountUnreadable: boolean;
  currency: string;
  description: string;
  /** The chosen category's id, '' when none. */
  categoryId: string;
  transactionDate: string;
  tags: string[];
}

export type TransactionField = 'amount' | 'currency' | 'description' | 'category' | 'transactionDate' | 'tags';
export type TransactionFormErrors = Partial<Record<TransactionField, ErrorCode>>;

export function validateTransactionForm(values: TransactionFormValues): TransactionFormErrors {
  const errors: TransactionFormErrors = {};
  const amount = values.amount.trim();
  if (values.isAmountUnreadable) errors.amount = 'amountInvalid';
  else if (amount === '') errors.amount = 'amountRequired';
  else if (!/^\d+(\.\d+)?$/.test(amount) || /^0+(\.0+)?$/.test(amount)) errors.amount = 'amountInvalid';
  else if (/\.\d{3,}$/.test(amount)) errors.amount = 'amountTooPrecise';

  if (values.currency.trim() === '') errors.currency = 'currencyRequired';

  const description = values.description.trim();
  if (description === '') errors.description = 'descriptionRequired';
  else if (description.length > DESCRIPTION_MAX) errors.description = 'descriptionTooLong';

  if (values.categoryId === '') errors.category = 'categoryRequired';
  if (values.transactionDate.trim() === '') errors.transactionDate = 'dateRequired';
  return errors;
}

/** The form field a server error names ('categoryId' and 'tags.3' included), if the form has it. */
export function fieldOfServerError(field: string | undefined): TransactionField | undefined {
  if (!field) return undefined;
  const head = field.split('.')[0];
  if (head === 'categoryId') return 'category';
  const fields: readonly string[] = ['amount', 'currency', 'description', 'category', 'transactionDate', 'tags'];
  return fields.includes(head ?? '') ? (head as TransactionField) : undefined;
}

/** A custom tag joins the list only when it is not blank (after trim) and not there yet. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim().replace(/^#/, '').toLowerCase();
  if (tag === '' || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}

/** Up to 12 suggested tags not chosen yet, in the spec's order. */
export function visibleSuggestions(chosen: readonly string[]): string[] {
  return ALL_SUGGESTED_TAGS.filter((tag) => !chosen.includes(tag)).slice(0, SUGGESTIONS_SHOWN);
}
