/**
 * The catalog namespaces: one per feature, each a file `src/locales/<lang>/<namespace>.json` in all
 * three languages. `common` and `errors` load at start; the others load with the page that uses them.
 */
export const NAMESPACES = [
  'common',
  'errors',
  'auth',
  'notFound',
  'landing',
  'chat',
  'dashboard',
  'settings',
  'budgets',
  'legal',
  'support',
  'admin',
  'export',
  'transactions',
  'recurring',
  'import',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const INITIAL_NAMESPACES: Namespace[] = ['common', 'errors'];
