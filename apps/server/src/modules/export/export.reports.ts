/**
 * What each report type holds (issue #6), as sections of typed cells:
 * - transactions / expenses / income: one row per transaction with its original amount and currency
 *   and the amount in the requested currency, then totals.
 * - monthly / quarterly / annual summary (export.summaries.ts): per period income, expenses, net and
 *   their change versus the period before; per period and category the amount and its change.
 * - tax-summary: income by category, expenses by category, and the totals of the range.
 */
import type { DateRange } from '@tally/shared/dates';
import { addAmounts, decimalPlaces, fromUnits, subtractAmounts, toUnits } from '@tally/shared/money';
import type { ReportType } from '@tally/shared/export-reports';
import { date, integer, money, onePage, text, type Cell, type Column, type Report, type Row, type Section } from './export.model';
import { summaryReport } from './export.summaries';
import type { ExportFilter, ExportRepository, ExportTransactionRow, PageKey, PageReader, TransactionType } from './export.repository';
import type { Translator } from './export.texts';

/** Rows turned into cells between two turns of the event loop (the pool sends slices of this size). */
const ROWS_PER_YIELD = 500;

/**
 * How rows are read while streaming. PostgreSQL answers on its own core: read the next page while
 * this one is written, in large pages. PGlite runs in this thread and answers queries in turn: smaller
 * pages, one at a time, with a turn for other requests' queries in between, so an export does not
 * hold up everyone else.
 */
export interface Paging {
  pageSize: number;
  readAhead: boolean;
  /** Read the pages from one prepared statement, each page one JSON value (PGlite; see the repository). */
  prepared: boolean;
  /**
   * The totals are summed from the rows as they are read, not by a query of their own (PGlite: one
   * query over 100k rows holds the request thread for 35 ms, 600 ms when converted at each date).
   */
  totalsFromRows: boolean;
}
export const PAGING: Record<'postgres' | 'pglite', Paging> = {
  // 2,000 rows keep a page's estimated cost under PostgreSQL's jit_above_cost (see the repository).
  postgres: { pageSize: 2000, readAhead: true, prepared: false, totalsFromRows: false },
  // Pages from one prepared statement, each one JSON value (bench/export-pages.ts, 100k rows): the
  // request thread reads them in 1.1 s with an event-loop delay p99 of 5 ms, against 2.0 s and 12 ms
  // with plain page queries of the same size (1.75 ms a query, 14.5 µs a row). 100-row pages held
  // the thread no shorter (p99 4.4 ms) but took 1.6 s.
  pglite: { pageSize: 200, readAhead: false, prepared: true, totalsFromRows: true },
};

export interface ReportInput {
  userId: number;
  reportType: ReportType;
  currency: string;
  /** null: all time (row-level reports only). */
  range: DateRange | null;
  tr: Translator;
  paging: Paging;
  /** The user's preferred currency (rows in it read their stored converted value). */
  preferredCurrency?: string;
}

export async function buildReport(repo: ExportRepository, input: ReportInput): Promise<Report> {
  switch (input.reportType) {
    case 'transactions':
      return transactionsReport(repo, input, undefined);
    case 'expenses':
      return transactionsReport(repo, input, 'expense');
    case 'income':
      return transactionsReport(repo, input, 'income');
    case 'monthly-summary':
      return summaryReport(repo, input, 'month');
    case 'quarterly-summary':
      return summaryReport(repo, input, 'quarter');
    case 'annual-summary':
      return summaryReport(repo, input, 'year');
    case 'tax-summary':
      return taxReport(repo, input);
  }
}

const typeLabel = (tr: Translator, type: TransactionType) => tr.t(type === 'income' ? 'typeIncome' : 'typeExpense');

async function transactionsReport(repo: ExportRepository, input: ReportInput, type: TransactionType | undefined): Promise<Report> {
  const { tr, currency } = input;
  const filter = { userId: input.userId, range: input.range, type, currency, inPreferred: input.preferredCurrency === currency };
  // PostgreSQL: totals first, from the same SQL conversion as the rows, so that a database failure
  // surfaces as an error answer before any byte of the file is sent. PGlite: summed from the rows
  // themselves as they are read (exactly as SQL's sum would), known once the last page is read.
  const running = input.paging.totalsFromRows ? new RunningTotals() : null;
  const queried = running ? null : await repo.totals(filter);
  const columns: Column[] = [
    { heading: tr.t('date'), width: 12 },
    { heading: tr.t('type'), width: 10 },
    { heading: tr.t('category'), width: 18 },
    { heading: tr.t('description'), width: 40 },
    { heading: tr.t('tags'), width: 20 },
    { heading: tr.t('originalAmount'), width: 16 },
    { heading: tr.t('originalCurrency'), width: 10 },
    { heading: tr.t('amountIn', { currency }), width: 18 },
  ];
  const totalRow = (label: string, value: string): Row => [text(label), null, null, null, null, null, null, money(value, currency)];
  const totalRows = (totals: { income: string; expenses: string }): Row[] =>
    type === 'income'
      ? [totalRow(tr.t('totalIncome'), totals.income)]
      : type === 'expense'
        ? [totalRow(tr.t('totalExpenses'), totals.expenses)]
        : [
            totalRow(tr.t('totalIncome'), totals.income),
            totalRow(tr.t('totalExpenses'), totals.expenses),
            totalRow(tr.t('netIncome'), subtractAmounts(totals.income, totals.expenses)),
          ];
  const title = tr.t(type === 'income' ? 'sheetIncome' : type === 'expense' ? 'sheetExpenses' : 'sheetTransactions');
  return {
    sections: [
      {
        title,
        columns,
        pages: transactionPages(repo, filter, tr, input.paging, running),
        totals: queried ? totalRows(queried) : () => totalRows(running!.sums()),
        source: { kind: 'transactions', filter, language: tr.language },
      },
    ],
  };
}

/**
 * Exact sums of the rows' amounts in the export's currency by type, as the rows pass: what SQL's
 * `coalesce(sum(...), 0.00)::text` answers over the same rows (numeric addition is exact; the sum
 * has the largest scale among the values). Rows without a conversion (no rate) are not summed.
 */
export class RunningTotals {
  /** Per type, the sum of the values with each number of decimals, in units of that scale. */
  private readonly units = { income: new Map<number, bigint>(), expense: new Map<number, bigint>() };

  add(row: Pick<ExportTransactionRow, 'type' | 'converted'>) {
    if (row.converted === null) return;
    const places = decimalPlaces(row.converted);
    const byScale = this.units[row.type];
    byScale.set(places, (byScale.get(places) ?? 0n) + toUnits(row.converted, places));
  }

  sums(): { income: string; expenses: string } {
    return { income: this.sum('income'), expenses: this.sum('expense') };
  }

  private sum(type: TransactionType): string {
    const byScale = this.units[type];
    if (byScale.size === 0) return '0.00';
    const places = Math.max(...byScale.keys());
    let total = 0n;
    for (const [scale, units] of byScale) total += units * 10n ** BigInt(places - scale);
    return fromUnits(total, places);
  }
}

/**
 * The rows of the transactions reports, read in pages of `paging.pageSize` in (date, id) order: on
 * the request thread (PGlite), or in an export worker on its own connection (PostgreSQL, a section's
 * `source`). Labels are translated once per export, not per row.
 */
export function transactionPages(
  repo: ExportRepository,
  filter: ExportFilter,
  tr: Translator,
  paging: Paging,
  totals: RunningTotals | null = null,
): AsyncIterable<Row[]> {
  const { currency } = filter;
  const typeLabels = { income: text(typeLabel(tr, 'income')), expense: text(typeLabel(tr, 'expense')) };
  const categoryCells = new Map<string, Cell>();
  const categoryCell = (name: string) => {
    let cell = categoryCells.get(name);
    if (!cell) categoryCells.set(name, (cell = text(tr.categoryName(name))));
    return cell;
  };
  const toRow = (r: ExportTransactionRow): Row => [
    date(r.date),
    typeLabels[r.type],
    categoryCell(r.category),
    text(r.description),
    text(r.tags),
    money(r.amount, r.currency),
    text(r.currency),
    money(r.converted, currency),
  ];
  const { pageSize, readAhead, prepared } = paging;
  async function* pages(): AsyncIterable<Row[]> {
    const reader: PageReader = prepared
      ? await repo.preparedPages(filter, pageSize)
      : { read: (after) => repo.page(filter, after, pageSize), close: async () => {} };
    // With read-ahead, the next page's failure is handled where it is awaited; the no-op catch only
    // keeps an abandoned read quiet.
    const read = (after: PageKey | null) => {
      const pending = reader.read(after);
      pending.catch(() => {});
      return pending;
    };
    try {
      let next: Promise<ExportTransactionRow[]> | null = read(null);
      while (next) {
        const page: ExportTransactionRow[] = await next;
        if (totals) for (const row of page) totals.add(row);
        const last = page[page.length - 1];
        const after = page.length === pageSize && last ? { date: last.date, id: last.id } : null;
        next = after && readAhead ? read(after) : null;
        // Rows are turned into cells a slice at a time, so the thread is never held for a page.
        for (let from = 0; from < page.length; from += ROWS_PER_YIELD) yield page.slice(from, from + ROWS_PER_YIELD).map(toRow);
        if (after && !readAhead) {
          await new Promise((resolve) => setImmediate(resolve));
          next = read(after);
        }
      }
    } finally {
      // Also when the export stops early (the client went away): the reader's statement is freed.
      await reader.close();
    }
  }
  return pages();
}

// --- tax summary -----------------------------------------------------------------------------

async function taxReport(repo: ExportRepository, input: ReportInput): Promise<Report> {
  const { tr, currency } = input;
  const range = input.range!;
  const sums = await repo.sumsByCategory({ userId: input.userId, range, currency });
  const columns: Column[] = [
    { heading: tr.t('category'), width: 24 },
    { heading: tr.t('transactionCount'), width: 14 },
    { heading: tr.t('amountIn', { currency }), width: 18 },
  ];
  const byType = (type: TransactionType) => sums.filter((s) => s.type === type);
  const totalFor = (type: TransactionType) => addAmounts(...byType(type).map((s) => s.total));
  const section = (type: TransactionType): Section => {
    const rows = byType(type).map((s) => [text(tr.categoryName(s.category)), integer(s.count), money(s.total, currency)]);
    const count = byType(type).reduce((n, s) => n + s.count, 0);
    return {
      title: tr.t(type === 'income' ? 'sheetTaxIncome' : 'sheetTaxExpenses'),
      columns,
      pages: onePage(rows),
      totals: [[text(tr.t(type === 'income' ? 'totalIncome' : 'totalExpenses')), integer(count), money(totalFor(type), currency)]],
    };
  };
  const income = totalFor('income');
  const expenses = totalFor('expense');
  const totals: Section = {
    title: tr.t('sheetTaxTotals'),
    columns: [
      { heading: tr.t('item'), width: 24 },
      { heading: tr.t('value'), width: 18 },
    ],
    pages: onePage([
      [text(tr.t('labelPeriodStart')), date(range.start)],
      [text(tr.t('labelPeriodEnd')), date(range.end)],
      [text(tr.t('labelCurrency')), text(currency)],
    ]),
    totals: [
      [text(tr.t('totalIncome')), money(income, currency)],
      [text(tr.t('totalExpenses')), money(expenses, currency)],
      [text(tr.t('netIncome')), money(subtractAmounts(income, expenses), currency)],
    ],
  };
  return { sections: [section('income'), section('expense'), totals] };
}
