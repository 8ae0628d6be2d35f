/**
 * POST /api/export/report (spec sections 2, 3 and 7): the request the export dialog sends, and the
 * constants the dialog and the server share.
 */
import { z } from 'zod';
import { currencySchema, optionalUserIdSchema } from './common';
import { transactionDateSchema } from './transactions';

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

/** "YYYY-MM-DD", or an ISO instant whose calendar date in the user's timezone is taken. */
const rangeDateSchema = z.string({ error: 'dateRangeIncomplete' }).trim().min(1, 'dateRangeIncomplete').pipe(transactionDateSchema);

export const exportReportBodySchema = z.strictObject({
  userId: optionalUserIdSchema,
  format: z.enum(EXPORT_FORMATS, { error: 'exportFormatInvalid' }),
  reportType: z.enum(REPORT_TYPES, { error: 'reportTypeInvalid' }),
  currency: z.string({ error: 'currencyRequired' }).trim().min(1, 'currencyRequired').pipe(currencySchema),
  /** Both dates or none: without it each report type covers its natural period. */
  dateRange: z
    .strictObject({ startDate: rangeDateSchema, endDate: rangeDateSchema }, { error: 'dateRangeIncomplete' })
    .nullish(),
});
export type ExportReportBody = z.infer<typeof exportReportBodySchema>;
