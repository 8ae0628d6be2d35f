/**
 * The default categories' names in this language: part of its pack, in a file of its own so that the
 * web app, which only needs the names, does not load the engine's vocabulary with them.
 */
import type { DefaultCategoryName } from '../pack';

export const EN_CATEGORY_NAMES: Readonly<Record<DefaultCategoryName, string>> = {
  Dining: 'Dining',
  Groceries: 'Groceries',
  Transportation: 'Transportation',
  Entertainment: 'Entertainment',
  Shopping: 'Shopping',
  Bills: 'Bills',
  Healthcare: 'Healthcare',
  Education: 'Education',
  Travel: 'Travel',
  Other: 'Other',
  Salary: 'Salary',
  Freelance: 'Freelance',
  Business: 'Business',
  Investment: 'Investment',
  Rental: 'Rental',
  Gift: 'Gift',
  Refunds: 'Refunds',
};
