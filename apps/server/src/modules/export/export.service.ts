/**
 * Export rules: the range (the request's, else the report type's natural period in the user's
 * timezone), at most MAX_RUNNING_EXPORTS running exports per user (a slot in the shared limiter, so
 * the limit holds across instances when REDIS_URL is set), and the file: its name, type and stream.
 */
import type { Readable } from 'node:stream';
import { dateInTimezone, monthRange, quarterRange, yearRange, type DateRange } from '@tally/shared/dates';
import { MAX_RUNNING_EXPORTS, type ReportType } from '@tally/shared/export-reports';
import type { ExportReportBody } from '@tally/shared/schemas/export';
import type { Database } from '../../db/client';
import type { UserRow } from '../../http/access';
import { AppError, badRequest } from '../../platform/errors';
import type { ExportOutcome, Metrics } from '../../platform/metrics';
import type { RateLimiter } from '../../platform/rate-limiter';
import { toCalendarDate } from '../transactions/transactions.service';
import { createExportPool, type ExportPool } from './export.pool';
import { createExportRepository } from './export.repository';
import { buildReport, PAGING } from './export.reports';
import { getTranslator } from './export.texts';

/** A slot left behind by a crashed instance frees itself after this long. */
const SLOT_TTL_SECONDS = 15 * 60;

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
const EXTENSIONS = { csv: 'csv', excel: 'xlsx' } as const;

/** The report type's own period around `today`; null (all time) for the row-level reports. */
export function defaultRange(reportType: ReportType, today: string): DateRange | null {
  switch (reportType) {
    case 'monthly-summary':
      return monthRange(today);
    case 'quarterly-summary':
      return quarterRange(today);
    case 'annual-summary':
    case 'tax-summary': // the tax year is the calendar year
      return yearRange(today);
    case 'transactions':
    case 'expenses':
    case 'income':
      return null;
  }
}

/** tally-monthly-summary-2026-11-01-to-2026-11-30-USD-created-2026-11-22.xlsx (ASCII only). */
export function exportFilename(body: Pick<ExportReportBody, 'reportType' | 'currency' | 'format'>, range: DateRange | null, today: string) {
  const span = range ? `${range.start}-to-${range.end}` : 'all-time';
  return `tally-${body.reportType}-${span}-${body.currency}-created-${today}.${EXTENSIONS[body.format]}`;
}

export interface ExportFile {
  filename: string;
  contentType: string;
  stream: Readable;
}

export function createExportService(
  db: Database,
  limiter: RateLimiter,
  options: {
    databaseKind: 'pglite' | 'postgres';
    /** PostgreSQL: the workers read the transaction rows themselves, on their own connection. */
    databaseUrl?: string;
    now?: () => Date;
    pool?: ExportPool;
    metrics?: Pick<Metrics, 'observeExport'>;
  },
) {
  const now = options.now ?? (() => new Date());
  const paging = PAGING[options.databaseKind];
  const repo = createExportRepository(db);
  // The files are written in worker threads, which on PostgreSQL also read the rows (see export.pool.ts).
  const pool = options.pool ?? createExportPool({ databaseUrl: options.databaseUrl });

  function resolveRange(user: UserRow, body: ExportReportBody, today: string): DateRange | null {
    if (!body.dateRange) return defaultRange(body.reportType, today);
    const start = toCalendarDate(body.dateRange.startDate, user.timezone);
    const end = toCalendarDate(body.dateRange.endDate, user.timezone);
    if (start > end) throw badRequest('dateRangeOrder', 'dateRange');
    return { start, end };
  }

  return {
    async start(user: UserRow, body: ExportReportBody): Promise<ExportFile> {
      const today = dateInTimezone(now(), user.timezone);
      const range = resolveRange(user, body, today);

      const slotKey = `exports:${user.id}`;
      const slot = await limiter.acquireSlot(slotKey, MAX_RUNNING_EXPORTS, SLOT_TTL_SECONDS);
      if (!slot) throw new AppError(429, 'exportsBusy', undefined, undefined, { 'retry-after': '5' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        void limiter.releaseSlot(slotKey, slot).catch(() => {});
      };

      // The duration covers building and sending the file, up to its last byte (or its failure).
      const started = performance.now();
      const observe = (outcome: ExportOutcome) => options.metrics?.observeExport(body.format, outcome, (performance.now() - started) / 1000);
      try {
        const tr = getTranslator(user.preferredLanguage);
        const report = await buildReport(repo, {
          userId: user.id,
          reportType: body.reportType,
          currency: body.currency,
          range,
          tr,
          paging,
          preferredCurrency: user.preferredCurrency,
        });
        const stream = pool.write(report, { format: body.format, created: now(), language: tr.language });
        let outcome: ExportOutcome = 'aborted';
        stream.once('end', () => (outcome = 'completed'));
        stream.once('error', () => (outcome = 'failed'));
        // 'close' comes after the last byte, a failure or the client going away: the slot is freed in each case.
        stream.once('close', () => {
          release();
          observe(outcome);
        });
        return { filename: exportFilename(body, range, today), contentType: CONTENT_TYPES[body.format], stream };
      } catch (error) {
        release();
        observe('failed');
        throw error;
      }
    },

    /** Stops the export workers (server shutdown). */
    close: () => pool.close(),
  };
}

export type ExportService = ReturnType<typeof createExportService>;
