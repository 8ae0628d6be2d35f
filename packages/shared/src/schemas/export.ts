/** POST /api/export/report (spec sections 3 and 7): the request the export dialog sends. */
import { z } from 'zod';
import { EXPORT_FORMATS, REPORT_TYPES } from '../export-reports';
import { currencySchema, optionalUserIdSchema } from './common';
import { transactionDateSchema } from './transactions';

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
/** What a client sends (before the server's normalising: currency upper-cased, dates trimmed). */
export type ExportReportRequest = z.input<typeof exportReportBodySchema>;
