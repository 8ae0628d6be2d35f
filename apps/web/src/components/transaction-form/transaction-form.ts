/**
 * The add-transaction form's rules (spec section 5) and its tag list. The checks here only spare a
 * round trip for what is plainly missing; the server validates everything again and its error codes
 * (with the field they concern) land on the same fields.
 */
import { ALL_SUGGESTED_TAGS } from '@tally/shared/categories';
import type { ErrorCode } from '@tally/shared/errors';
import type { Transaction } from '@tally/shared/schemas/transactions';

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

/** The form filled with a stored transaction, for editing it. */
export function formValuesOf(transaction: Transaction): TransactionFormValues {
  return {
    type: transaction.type,
    amount: transaction.amount,
    isAmountUnreadable: false,
    currency: transaction.currency,
    description: transaction.description,
    categoryId: String(transaction.categoryId),
    transactionDate: transaction.transactionDate,
    tags: [...transaction.tags],
  };
}

/** The fields an edit changed (only those are sent: an unchanged, since deactivated category stays). */
export interface TransactionChanges {
  type?: TransactionType;
  amount?: string;
  currency?: string;
  description?: string;
  categoryId?: number;
  tags?: string[];
  transactionDate?: string;
}

/**
 * What an edit changed, as PATCH sends it: only those fields, so an untouched category that was
 * deactivated since is not refused. A type change always sends the category (it must fit the type).
 */
export function changedFields(original: Transaction, values: TransactionFormValues) {
  const changes: TransactionChanges = {};
  const amount = values.amount.trim();
  if (values.type !== original.type) changes.type = values.type;
  if (!sameAmount(amount, original.amount)) changes.amount = amount;
  if (values.currency !== original.currency) changes.currency = values.currency;
  const description = values.description.trim();
  if (description !== original.description) changes.description = description;
  if (values.categoryId !== String(original.categoryId) || changes.type) changes.categoryId = Number(values.categoryId);
  if (values.tags.join('\n') !== original.tags.join('\n')) changes.tags = values.tags;
  if (values.transactionDate !== original.transactionDate) changes.transactionDate = values.transactionDate;
  return changes;
}

/** "12.5" and "12.50" are the same amount (both valid: the form checked them). */
function sameAmount(a: string, b: string): boolean {
  const [aWhole = '', aCents = ''] = a.split('.');
  const [bWhole = '', bCents = ''] = b.split('.');
  return aWhole.replace(/^0+(?=\d)/, '') === bWhole.replace(/^0+(?=\d)/, '') && aCents.padEnd(2, '0') === bCents.padEnd(2, '0');
}
