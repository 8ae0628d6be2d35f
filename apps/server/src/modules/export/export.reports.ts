/**
 * What each report type holds (issue #6), as sections of typed cells:
 * - transactions / expenses / income: one row per transaction with its original amount and currency
 *   and the amount in the requested currency, then totals.
 * - monthly / quarterly / annual summary: per period income, expenses, net and their change versus
 *   the period before; per period and category the amount and its change. The first period is
 *   compared with the whole calendar period before it.
 * - tax-summary: income by category, expenses by category, and the totals of the range.
 */
import { addMonths, monthRange, parseIsoDate, quarterRange, yearRange, type DateRange, type IsoDate } from '@tally/shared/dates';
import { addAmounts, compareAmounts, percentOf, subtractAmounts } from '@tally/shared/money';
import type { ReportType } from '@tally/shared/export-reports';
import { date, integer, money, onePage, percent, text, type Column, type Report, type Row, type Section } from './export.model';
import type { CategorySum, ExportRepository, ExportTransactionRow, PeriodUnit, TransactionType } from './export.repository';
import type { Translator } from './export.texts';

/**
 * How rows are read while streaming. PostgreSQL answers on its own core: read the next page while
 * this one is written, in large pages. PGlite runs in this thread and answers queries in turn: smaller
 * pages, one at a time, with a turn for other requests' queries in between, so an export does not
 * hold up everyone else.
 */
export interface Paging {
  pageSize: number;
  readAhead: boolean;
}
export const PAGING: Record<'postgres' | 'pglite', Paging> = {
  // 2,000 rows keep a page's estimated cost under PostgreSQL's jit_above_cost (see the repository).
  postgres: { pageSize: 2000, readAhead: true },
  pglite: { pageSize: 500, readAhead: false },
};

export interface ReportInput {
  userId: number;
  reportType: ReportType;
  currency: string;
  /** null: all time (row-level reports only). */
  range: DateRange | null;
  tr: Translator;
  paging: Paging;
}

const ZERO = '0.00';

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
  const filter = { userId: input.userId, range: input.range, type, currency };
  // Totals first: they come from the same SQL conversion as the rows, and a database failure
  // surfaces as an error answer before any byte of the file is sent.
  const totals = await repo.totals(filter);
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
  const toRow = (r: ExportTransactionRow): Row => [
    date(r.date),
    text(typeLabel(tr, r.type)),
    text(tr.categoryName(r.category)),
    text(r.description),
    text(r.tags),
    money(r.amount, r.currency),
    text(r.currency),
    money(r.converted, currency),
  ];
  const { pageSize, readAhead } = input.paging;
  async function* pages(): AsyncIterable<Row[]> {
    // With read-ahead, the next page's failure is handled where it is awaited; the no-op catch only
    // keeps an abandoned read quiet.
    const read = (after: { date: IsoDate; id: number } | null) => {
      const pending = repo.page(filter, after, pageSize);
      pending.catch(() => {});
      return pending;
    };
    let next: Promise<ExportTransactionRow[]> | null = read(null);
    while (next) {
      const page: ExportTransactionRow[] = await next;
      const last = page[page.length - 1];
      const after = page.length === pageSize && last ? { date: last.date, id: last.id } : null;
      next = after && readAhead ? read(after) : null;
      if (page.length > 0) yield page.map(toRow);
      if (after && !readAhead) {
        await new Promise((resolve) => setImmediate(resolve));
        next = read(after);
      }
    }
  }
  const totalRow = (label: string, value: string): Row => [text(label), null, null, null, null, null, null, money(value, currency)];
  const totalRows =
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
  return { sections: [{ title, columns, pages: pages(), totals: totalRows }] };
}

// --- summaries -------------------------------------------------------------------------------

const MONTHS_PER: Record<PeriodUnit, number> = { month: 1, quarter: 3, year: 12 };

function calendarPeriod(unit: PeriodUnit, day: IsoDate): DateRange {
  return unit === 'month' ? monthRange(day) : unit === 'quarter' ? quarterRange(day) : yearRange(day);
}

interface Period {
  /** First day of the calendar period (the key of its sums). */
  key: IsoDate;
  label: string;
  /** The part of the period inside the report's range. */
  start: IsoDate;
  end: IsoDate;
}

function periodLabel(unit: PeriodUnit, start: IsoDate, tr: Translator): string {
  const { year, month } = parseIsoDate(start);
  if (unit === 'year') return String(year);
  if (unit === 'month') return start.slice(0, 7);
  return `${year} ${tr.t('quarter', { quarter: Math.floor((month - 1) / 3) + 1 })}`;
}

/** The calendar periods touching `range`, clipped to it. */
export function periodsIn(unit: PeriodUnit, range: DateRange, tr: Translator): Period[] {
  const periods: Period[] = [];
  for (let p = calendarPeriod(unit, range.start); p.start <= range.end; p = calendarPeriod(unit, addMonths(p.start, MONTHS_PER[unit]))) {
    periods.push({
      key: p.start,
      label: periodLabel(unit, p.start, tr),
      start: p.start < range.start ? range.start : p.start,
      end: p.end > range.end ? range.end : p.end,
    });
  }
  return periods;
}

const sumOf = (values: string[]) => (values.length ? addAmounts(...values) : ZERO);
const changePercent = (change: string, previous: string) => (compareAmounts(previous, ZERO) === 0 ? null : percentOf(change, previous));

async function summaryReport(repo: ExportRepository, input: ReportInput, unit: PeriodUnit): Promise<Report> {
  const { tr, currency } = input;
  const range = input.range!;
  const periods = periodsIn(unit, range, tr);
  const before = calendarPeriod(unit, addMonths(periods[0]!.key, -MONTHS_PER[unit]));
  const sums = await repo.sumsByPeriod(input.userId, [before, range], unit, currency);

  const byPeriod = new Map<IsoDate, Map<string, CategorySum>>();
  for (const s of sums) {
    const inPeriod = byPeriod.get(s.periodStart) ?? new Map<string, CategorySum>();
    inPeriod.set(`${s.type}:${s.categoryId}`, s);
    byPeriod.set(s.periodStart, inPeriod);
  }
  const totalOf = (key: IsoDate, type: TransactionType) =>
    sumOf([...(byPeriod.get(key)?.values() ?? [])].filter((s) => s.type === type).map((s) => s.total));

  const periodRows: Row[] = [];
  const categoryRows: Row[] = [];
  const all = { income: [] as string[], expenses: [] as string[] };
  let previousKey = before.start;
  for (const p of periods) {
    const income = totalOf(p.key, 'income');
    const expenses = totalOf(p.key, 'expense');
    const net = subtractAmounts(income, expenses);
    const prevIncome = totalOf(previousKey, 'income');
    const prevExpenses = totalOf(previousKey, 'expense');
    const prevNet = subtractAmounts(prevIncome, prevExpenses);
    all.income.push(income);
    all.expenses.push(expenses);
    periodRows.push([
      text(p.label),
      date(p.start),
      date(p.end),
      money(income, currency),
      money(expenses, currency),
      money(net, currency),
      money(subtractAmounts(income, prevIncome), currency),
      money(subtractAmounts(expenses, prevExpenses), currency),
      money(subtractAmounts(net, prevNet), currency),
    ]);

    // Every category with an amount now or in the period before (a drop to zero is a change too).
    const current = byPeriod.get(p.key) ?? new Map<string, CategorySum>();
    const previous = byPeriod.get(previousKey) ?? new Map<string, CategorySum>();
    const keys = new Set([...current.keys(), ...previous.keys()]);
    const lines = [...keys].map((key) => {
      const s = (current.get(key) ?? previous.get(key))!;
      const amount = current.get(key)?.total ?? ZERO;
      const prior = previous.get(key)?.total ?? ZERO;
      return { type: s.type, name: tr.categoryName(s.category), amount, prior };
    });
    lines.sort((a, b) => (a.type === b.type ? compareAmounts(b.amount, a.amount) || a.name.localeCompare(b.name) : a.type === 'income' ? -1 : 1));
    for (const l of lines) {
      const change = subtractAmounts(l.amount, l.prior);
      categoryRows.push([
        text(p.label),
        text(typeLabel(tr, l.type)),
        text(l.name),
        money(l.amount, currency),
        money(l.prior, currency),
        money(change, currency),
        percent(changePercent(change, l.prior)),
      ]);
    }
    previousKey = p.key;
  }

  const totalIncome = sumOf(all.income);
  const totalExpenses = sumOf(all.expenses);
  const sheet = unit === 'month' ? 'sheetMonthly' : unit === 'quarter' ? 'sheetQuarterly' : 'sheetAnnual';
  const periodsSection: Section = {
    title: tr.t(sheet),
    columns: [
      { heading: tr.t('period'), width: 12 },
      { heading: tr.t('periodStart'), width: 12 },
      { heading: tr.t('periodEnd'), width: 12 },
      { heading: tr.t('income', { currency }), width: 18 },
      { heading: tr.t('expenses', { currency }), width: 18 },
      { heading: tr.t('net', { currency }), width: 18 },
      { heading: tr.t('incomeChange', { currency }), width: 22 },
      { heading: tr.t('expensesChange', { currency }), width: 22 },
      { heading: tr.t('netChange', { currency }), width: 22 },
    ],
    pages: onePage(periodRows),
    totals: [
      [
        text(tr.t('total')),
        date(range.start),
        date(range.end),
        money(totalIncome, currency),
        money(totalExpenses, currency),
        money(subtractAmounts(totalIncome, totalExpenses), currency),
        null,
        null,
        null,
      ],
    ],
  };
  const categorySection: Section = {
    title: tr.t('sheetByCategory'),
    columns: [
      { heading: tr.t('period'), width: 12 },
      { heading: tr.t('type'), width: 10 },
      { heading: tr.t('category'), width: 20 },
      { heading: tr.t('amountIn', { currency }), width: 18 },
      { heading: tr.t('previousPeriod', { currency }), width: 22 },
      { heading: tr.t('change', { currency }), width: 18 },
      { heading: tr.t('changePercent'), width: 12 },
    ],
    pages: onePage(categoryRows),
    totals: [],
  };
  return { sections: [periodsSection, categorySection] };
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
  const totalFor = (type: TransactionType) => sumOf(byType(type).map((s) => s.total));
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
