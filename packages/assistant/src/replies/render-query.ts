/**
 * The reply to a question, from the server's answer (a QueryResultOutcome). Every amount, count and
 * percentage is the server's; this only chooses the words around them and compares amounts to pick
 * "more" or "less".
 */
import { compareAmounts, isDecimalString } from '@tally/shared/money';
import type { Lang, QueryResultOutcome, QueryTransaction, TxType } from '../types';
import type { Phrases } from './phrases';
import { categoryLabel, money, percent, periodName, shortDate } from './format';

function isZero(amount: string | undefined): boolean {
  return amount === undefined || !isDecimalString(amount) || compareAmounts(amount, '0') === 0;
}

/** "20%" for a change of -20 or +20: the words say which way. */
function unsignedPercent(value: number, lang: Lang): string {
  return percent(Math.abs(value), lang);
}

function unsignedMoney(amount: string, currency: string, lang: Lang): string {
  return money(amount.trim().replace(/^-/, ''), currency, lang);
}

interface Comparison {
  direction: 'more' | 'less' | 'same';
  previous: string;
  difference: string;
  change: string | undefined;
}

/** How `total` compares with `previous`, formatted; the server gave the difference and the change. */
function comparison(o: QueryResultOutcome, total: string, previous: string, lang: Lang): Comparison {
  const order = compareAmounts(total, previous);
  return {
    direction: order > 0 ? 'more' : order < 0 ? 'less' : 'same',
    previous: money(previous, o.currency, lang),
    difference: unsignedMoney(o.difference ?? '0', o.currency, lang),
    change: o.change === undefined || isZero(previous) ? undefined : unsignedPercent(o.change, lang),
  };
}

function transactionWords(t: QueryTransaction, p: Phrases, lang: Lang) {
  return {
    description: t.description,
    money: money(t.amount, t.currency, lang),
    category: categoryLabel(t.categoryName, lang),
    date: shortDate(t.date, p),
  };
}

function renderCompare(o: QueryResultOutcome, p: Phrases, lang: Lang, type: TxType, period: string, category: string | undefined): string {
  const total = o.total ?? '0.00';
  const previous = o.previousTotal ?? '0.00';
  if (!o.comparePeriod || !isDecimalString(total) || !isDecimalString(previous)) {
    return p.spent(money(total, o.currency, lang), category, period);
  }
  const comparePeriod = periodName(o.comparePeriod, p);
  if (isZero(total) && isZero(previous)) return p.compareNothing(type, category, period, comparePeriod);
  return p.compare({ type, category, total: money(total, o.currency, lang), period, comparePeriod, ...comparison(o, total, previous, lang) });
}

function renderAverage(o: QueryResultOutcome, p: Phrases, lang: Lang, type: TxType, period: string, category: string | undefined): string {
  const from = shortDate(o.period.start, p);
  const to = shortDate(o.period.end, p);
  if (isZero(o.total) || o.average === undefined) return p.averageNothing(type, category, period, from, to);
  return p.average({
    type,
    category,
    average: money(o.average, o.currency, lang),
    per: o.per ?? 'month',
    total: money(o.total, o.currency, lang),
    period,
    from,
    to,
  });
}

function renderSummary(o: QueryResultOutcome, p: Phrases, lang: Lang, period: string): string {
  const items = o.items ?? [];
  if (isZero(o.income) && isZero(o.expenses) && items.length === 0) return p.summaryEmpty(period);
  const top = items.map((i) => `${categoryLabel(i.name, lang)} ${money(i.total, o.currency, lang)}${i.share === undefined ? '' : ` (${percent(i.share, lang)})`}`);
  const biggest = o.biggest ? transactionWords(o.biggest, p, lang) : undefined;
  const expenses = o.expenses ?? '0.00';
  const previous = o.previousTotal;
  return p.summary({
    period,
    income: money(o.income, o.currency, lang),
    expenses: money(expenses, o.currency, lang),
    balance: money(o.balance, o.currency, lang),
    topCategories: top.length > 0 ? top.join(', ') : undefined,
    biggest: biggest ? `${biggest.description}, ${biggest.money} (${biggest.date})` : undefined,
    versus:
      o.comparePeriod && previous !== undefined && isDecimalString(previous) && isDecimalString(expenses)
        ? { comparePeriod: periodName(o.comparePeriod, p), ...comparison(o, expenses, previous, lang) }
        : undefined,
  });
}

export function renderQuery(o: QueryResultOutcome, p: Phrases, lang: Lang): string {
  const period = periodName(o.period, p);
  const category = o.categoryName ? categoryLabel(o.categoryName, lang) : undefined;
  const type = o.type ?? (o.metric === 'earned' ? 'income' : 'expense');
  switch (o.metric) {
    case 'spent':
      return isZero(o.total) ? p.spentNothing(category, period) : p.spent(money(o.total, o.currency, lang), category, period);
    case 'earned':
      return isZero(o.total) ? p.earnedNothing(category, period) : p.earned(money(o.total, o.currency, lang), category, period);
    case 'balance':
      return p.balance(
        o.period.key === 'all' ? undefined : period,
        money(o.income, o.currency, lang),
        money(o.expenses, o.currency, lang),
        money(o.balance, o.currency, lang),
      );
    case 'top_categories': {
      const items = o.items ?? [];
      if (items.length === 0) return p.noTopCategories(period, type);
      const lines = items.map((item, i) =>
        p.topCategoryLine(i + 1, categoryLabel(item.name, lang), money(item.total, o.currency, lang), item.share === undefined ? undefined : percent(item.share, lang)),
      );
      const reply = p.topCategories(period, type, lines);
      if (!o.biggest) return reply;
      const biggest = transactionWords(o.biggest, p, lang);
      return `${reply}\n${p.biggestExpense(biggest.description, biggest.money, biggest.date)}`;
    }
    case 'recent': {
      const transactions = o.transactions ?? [];
      const named = o.period.key === 'all' ? undefined : period;
      if (transactions.length === 0) return o.type && named ? p.noTopCategories(named, o.type) : p.noRecent(named);
      const lines = transactions.map((t) =>
        p.recentLine(t.description, money(t.amount, t.currency, lang), categoryLabel(t.categoryName, lang), shortDate(t.date, p), t.type),
      );
      // A period listed says how many there are and, for one type, what they add up to.
      if (named && o.count !== undefined) {
        const total = o.type && o.total !== undefined ? money(o.total, o.currency, lang) : undefined;
        return p.listed(o.type, named, Math.max(o.count, transactions.length), total, lines, transactions.length);
      }
      return p.recent(transactions.length, named, lines);
    }
    case 'compare':
      return renderCompare(o, p, lang, type, period, category);
    case 'count':
      return p.count(o.count ?? 0, type, category, period);
    case 'biggest': {
      const transactions = o.transactions ?? [];
      if (transactions.length === 0) return p.noTopCategories(period, type);
      const words = transactions.map((t) => transactionWords(t, p, lang));
      if (words.length === 1 && words[0]) {
        const only = words[0];
        return p.biggestOne(period, type, `${only.description}, ${only.money} (${only.category}), ${only.date}`);
      }
      return p.biggest(period, type, words.map((w, i) => p.biggestLine(i + 1, w.description, w.money, w.category, w.date)));
    }
    case 'average':
      return renderAverage(o, p, lang, type, period, category);
    case 'summary':
      return renderSummary(o, p, lang, period);
  }
}
