/**
 * Monthly, quarterly and annual summaries: per period income, expenses, net and the change of each
 * versus the period before; per period and category the amount, the previous period's and the change.
 * A custom range lists every calendar period touching it, clipped to it; the first period is compared
 * with the whole calendar period before it.
 */
import { addMonths, monthRange, parseIsoDate, quarterRange, yearRange, type DateRange, type IsoDate } from '@tally/shared/dates';
import { addAmounts, compareAmounts, percentOf, subtractAmounts } from '@tally/shared/money';
import { date, money, onePage, percent, text, type Report, type Row, type Section } from './export.model';
import type { ReportInput } from './export.reports';
import type { CategorySum, ExportRepository, PeriodUnit, TransactionType } from './export.repository';
import type { Translator } from './export.texts';

const ZERO = '0.00';
const typeLabel = (tr: Translator, type: TransactionType) => tr.t(type === 'income' ? 'typeIncome' : 'typeExpense');

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
function periodsIn(unit: PeriodUnit, range: DateRange, tr: Translator): Period[] {
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

const sumOf = (values: string[]) => addAmounts(...values);
const changePercent = (change: string, previous: string) => (compareAmounts(previous, ZERO) === 0 ? null : percentOf(change, previous));

export async function summaryReport(repo: ExportRepository, input: ReportInput, unit: PeriodUnit): Promise<Report> {
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
