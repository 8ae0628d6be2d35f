/** Default categories (D4). Stored under these English names; the web app shows them translated. */
export const DEFAULT_EXPENSE_CATEGORIES = [
  'Dining',
  'Groceries',
  'Transportation',
  'Entertainment',
  'Shopping',
  'Bills',
  'Healthcare',
  'Education',
  'Travel',
  'Other',
] as const;

export const DEFAULT_INCOME_CATEGORIES = ['Salary', 'Freelance', 'Business', 'Investment', 'Rental', 'Gift', 'Refunds'] as const;

export type TransactionType = 'income' | 'expense';
export const TRANSACTION_TYPES = ['income', 'expense'] as const;

/** The spec's other spellings of the defaults. */
export const CATEGORY_SYNONYMS: Readonly<Record<string, string>> = {
  food: 'Dining',
  transport: 'Transportation',
  health: 'Healthcare',
  utilities: 'Bills',
};

/** Icon key for a category name (spec section 3 "category icons"); unknown names get "other". */
const ICON_KEYS = new Set([
  'dining',
  'groceries',
  'transportation',
  'entertainment',
  'utilities',
  'healthcare',
  'education',
  'travel',
  'shopping',
  'salary',
  'freelance',
  'business',
  'investment',
  'gift',
  'refunds',
  'other',
]);
const ICON_ALIASES: Readonly<Record<string, string>> = {
  food: 'dining',
  transport: 'transportation',
  health: 'healthcare',
  bills: 'utilities',
  rental: 'business',
  refund: 'refunds',
};

export function getCategoryIconKey(name: string): string {
  const key = name.trim().toLowerCase();
  if (ICON_KEYS.has(key)) return key;
  return ICON_ALIASES[key] ?? 'other';
}

/** Suggested tags (spec section 3), in display order. */
export const SUGGESTED_TAGS = {
  priority: ['essential', 'discretionary', 'emergency', 'recurring', 'one-time'],
  context: ['family', 'kids', 'work', 'health', 'education', 'travel', 'home', 'gift', 'debt', 'investment'],
  method: ['cash', 'online', 'subscription'],
} as const;

export const ALL_SUGGESTED_TAGS: readonly string[] = [
  ...SUGGESTED_TAGS.priority,
  ...SUGGESTED_TAGS.context,
  ...SUGGESTED_TAGS.method,
];
