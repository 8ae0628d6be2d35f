/**
 * Report exports (spec sections 2, 3, 4 and 9): the constants the export dialog and the server share,
 * free of zod so the dialog's chunk stays small.
 */
export const EXPORT_FORMATS = ['csv', 'excel'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** In the order the dialog lists them. */
export const REPORT_TYPES = [
  'transactions',
  'expenses',
  'income',
  'tax-summary',
  'monthly-summary',
  'quarterly-summary',
  'annual-summary',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The currencies the dialog offers (the user's own is added when it is not among them). */
export const EXPORT_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'BRL', 'CLP'] as const;

/** Dialog defaults (spec section 4); the currency defaults to the user's. */
export const EXPORT_DEFAULTS = { format: 'csv', reportType: 'monthly-summary' } as const satisfies {
  format: ExportFormat;
  reportType: ReportType;
};

/** A running export per user beyond this answers 429 (exportsBusy). */
export const MAX_RUNNING_EXPORTS = 2;
