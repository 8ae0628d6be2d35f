/** English replies. */
import type { Phrases } from './phrases';

/** The first sentence of every clarification (replies/clarify-markers.ts finds it again). */
export const CLARIFY_MARKER = 'I need more information about this transaction';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const onCategory = (category: string | undefined) => (category ? ` on ${category}` : '');
const inCategory = (category: string | undefined) => (category ? ` in ${category}` : '');

const STATUS_ICON = { under_budget: '🟢', on_track: '🔵', warning: '🟡', exceeded: '🔴' } as const;
const BUDGET_PERIOD = { weekly: 'weekly', monthly: 'monthly', yearly: 'yearly' } as const;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const PER_UNIT = { day: 'a day', week: 'a week', month: 'a month' } as const;
/** 1 -> "1st", 22 -> "22nd", 13 -> "13th". */
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

export const EN: Phrases = {
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  list: (items) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`),

  today: 'today',
  yesterday: 'yesterday',
  onDate: (day, month, year) => `on ${month} ${day}${year ? `, ${year}` : ''}`,
  shortDate: (day, month) => `${month} ${day}`,
  dateWithYear: (day, month, year) => `${month} ${day}, ${year}`,
  periods: {
    today: 'today',
    yesterday: 'yesterday',
    this_week: 'this week',
    last_week: 'last week',
    this_month: 'this month',
    last_month: 'last month',
    this_year: 'this year',
    last_year: 'last year',
    this_quarter: 'this quarter',
    last_quarter: 'last quarter',
    all: 'in total',
  },
  inMonth: (month, year) => `in ${month} ${year}`,
  inYear: (year) => `in ${year}`,
  inQuarter: (quarter, year) => `in Q${quarter} ${year}`,
  lastDays: (days) => `in the last ${days} ${plural(days, 'day', 'days')}`,
  lastMonths: (months) => `in the last ${months} ${plural(months, 'month', 'months')}`,
  lastWeeks: (weeks) => `in the last ${weeks} ${plural(weeks, 'week', 'weeks')}`,
  between: (start, end) => `between ${start} and ${end}`,

  recordedOne: (l) => `✅ ${l.type === 'income' ? 'Income' : 'Expense'} recorded: ${l.description}, ${l.money} (${l.category}), ${l.when}.`,
  recordedMany: (count, lines) => `✅ Recorded ${count} transactions:\n${lines.join('\n')}`,
  recordedItem: (l) => `• ${l.description}: ${l.type === 'income' ? '+' : ''}${l.money} (${l.category}), ${l.when}`,
  converted: (original, converted) => `${original} (≈ ${converted})`,
  reviewType: (type, description) =>
    description
      ? `I read “${description}” as ${type === 'income' ? 'income' : 'an expense'} — tap its card to flip it if not.`
      : `I read this as ${type === 'income' ? 'income' : 'an expense'} — tap the card to flip it if not.`,
  reviewCategory: (category, description) =>
    description ? `I filed “${description}” under ${category} — tap to change if not.` : `I filed it under ${category} — tap to change if not.`,
  budgetWarning: (category, percentage, spent, amount) =>
    `⚠️ You've used ${percentage} of your ${category} budget (${spent} of ${amount}).`,
  budgetExceeded: (category, percentage, spent, amount) =>
    `🚨 You're over your ${category} budget: ${spent} of ${amount} (${percentage}).`,

  askAmount: (description, example) =>
    `${CLARIFY_MARKER}: how much ${description ? `was "${description}"` : 'was it'}? Reply with the amount, e.g. "${example}".`,
  askDescription: (money, example) =>
    `${CLARIFY_MARKER}: what was ${money ? `the ${money}` : 'it'} for? Reply with a short description, e.g. "${example}".`,
  askBoth: (example) => `${CLARIFY_MARKER}: what was it and how much did it cost? For example: "${example}".`,
  askDate: (example) =>
    `That date doesn't exist or is outside the dates I can record (1970 to 2100), so nothing was saved. What day was it? Send it again with the date, e.g. "${example}".`,
  withoutRate: (count) =>
    count === 1
      ? '⚠️ 1 transaction is not included: there is no exchange rate for its currency yet.'
      : `⚠️ ${count} transactions are not included: there is no exchange rate for their currency yet.`,

  spent: (total, category, period) => `You spent ${total}${onCategory(category)} ${period}.`,
  spentNothing: (category, period) => `You haven't spent anything${onCategory(category)} ${period}.`,
  earned: (total, category, period) => `You earned ${total}${inCategory(category)} ${period}.`,
  earnedNothing: (category, period) => `You haven't recorded any income${inCategory(category)} ${period}.`,
  balance: (period, income, expenses, balance) =>
    `${period ? `Your balance ${period}` : 'Your overall balance'}: income ${income}, expenses ${expenses}, balance ${balance}.`,
  topCategories: (period, type, lines) => `Your top ${type === 'income' ? 'income sources' : 'spending categories'} ${period}:\n${lines.join('\n')}`,
  topCategoryLine: (rank, name, total, share) => `${rank}. ${name}: ${total}${share ? ` (${share})` : ''}`,
  noTopCategories: (period, type) => `No ${type === 'income' ? 'income' : 'expenses'} recorded ${period}.`,
  recent: (count, period, lines) =>
    `${period ? `Your transactions ${period}` : `Your last ${count} ${plural(count, 'transaction', 'transactions')}`}:\n${lines.join('\n')}`,
  recentLine: (description, money, category, date, type) => `• ${date}: ${description}, ${type === 'income' ? '+' : ''}${money} (${category})`,
  noRecent: (period) => `No transactions found${period ? ` ${period}` : ''}.`,
  listed: (type, period, count, total, lines, shown) => {
    const what = type === 'income' ? plural(count, 'income', 'incomes') : type === 'expense' ? plural(count, 'expense', 'expenses') : plural(count, 'transaction', 'transactions');
    const head = `Your ${type === 'income' ? 'income' : type === 'expense' ? 'expenses' : 'transactions'} ${period}: ${count} ${what}${total ? `, ${total} in total` : ''}.`;
    return [head, ...lines, ...(shown < count ? [`(Showing the latest ${shown}.)`] : [])].join('\n');
  },
  compare: (c) => {
    const verb = c.type === 'income' ? 'earned' : 'spent';
    const what = c.type === 'income' ? inCategory(c.category) : onCategory(c.category);
    const head = `You ${verb} ${c.total}${what} ${c.period}`;
    if (c.direction === 'same') return `${head}, the same as ${c.comparePeriod}.`;
    if (c.change === undefined) return `${head}, and nothing ${c.comparePeriod}.`;
    return `${head}, ${c.difference} (${c.change}) ${c.direction === 'more' ? 'more' : 'less'} than ${c.comparePeriod} (${c.previous}).`;
  },
  compareNothing: (type, category, period, comparePeriod) =>
    type === 'income'
      ? `You haven't recorded any income${inCategory(category)} ${period} or ${comparePeriod}.`
      : `You haven't spent anything${onCategory(category)} ${period} or ${comparePeriod}.`,
  count: (count, type, category, period) =>
    `You recorded ${count} ${type === 'income' ? plural(count, 'income', 'incomes') : plural(count, 'expense', 'expenses')}${inCategory(category)} ${period}.`,
  biggest: (period, type, lines) => `Your biggest ${type === 'income' ? 'income' : 'expenses'} ${period}:\n${lines.join('\n')}`,
  biggestOne: (period, type, line) => `Your biggest ${type === 'income' ? 'income' : 'expense'} ${period}: ${line}.`,
  biggestLine: (rank, description, money, category, date) => `${rank}. ${description}: ${money} (${category}), ${date}`,
  biggestExpense: (description, money, date) => `Biggest single expense: ${description}, ${money} (${date}).`,
  perUnit: PER_UNIT,
  average: (a) => {
    const what = a.type === 'income' ? `earned ${a.average} ${PER_UNIT[a.per]}${inCategory(a.category)}` : `spent ${a.average} ${PER_UNIT[a.per]}${onCategory(a.category)}`;
    return `On average you ${what} ${a.period} (${a.total} in total, ${a.from} – ${a.to}).`;
  },
  averageNothing: (type, category, period, from, to) =>
    `${type === 'income' ? `You haven't recorded any income${inCategory(category)}` : `You haven't spent anything${onCategory(category)}`} ${period} (${from} – ${to}), so there is no average yet.`,
  summary: (s) =>
    [
      `Here's how you did ${s.period}:`,
      `• Income: ${s.income}`,
      `• Expenses: ${s.expenses}`,
      `• Balance: ${s.balance}`,
      ...(s.topCategories ? [`• Top categories: ${s.topCategories}`] : []),
      ...(s.biggest ? [`• Biggest expense: ${s.biggest}`] : []),
      ...(s.versus
        ? [
            s.versus.direction === 'same'
              ? `• Expenses: the same as ${s.versus.comparePeriod}`
              : s.versus.change === undefined
                ? `• Expenses: nothing ${s.versus.comparePeriod} to compare with`
                : `• Expenses: ${s.versus.difference} (${s.versus.change}) ${s.versus.direction === 'more' ? 'more' : 'less'} than ${s.versus.comparePeriod} (${s.versus.previous})`,
          ]
        : []),
    ].join('\n'),
  summaryEmpty: (period) => `Nothing recorded ${period} yet. Tell me what you spend or earn, like "lunch 12".`,

  categoriesList: (expense, income) =>
    `Your categories:\n• Expenses: ${expense.length ? expense.join(', ') : '—'}\n• Income: ${income.length ? income.join(', ') : '—'}`,
  noCategories: "You don't have any categories yet. Try \"add a new expense category called Fitness\".",
  categoryCreated: (name, type) => `✅ Category "${name}" created${type ? ` for ${type === 'income' ? 'income' : 'expenses'}` : ''}.`,
  categoryExists: (name) => `You already have a category called "${name}".`,
  categoryRenamed: (from, to) => `✅ Category "${from}" renamed to "${to}".`,
  categoryRemoved: (name) => `✅ Category "${name}" removed.`,
  categoryNotFound: (name) => `I couldn't find a category called "${name}". Say "show categories" to see yours.`,

  undone: (description, money) => `✅ Removed the last transaction: ${description}, ${money}.`,
  nothingToUndo: "There's nothing to undo.",
  undoneMany: (count) => `✅ Undone: removed the ${count} transactions recorded last.`,
  restoredCorrection: (l, unlearned) =>
    `✅ Undone: ${l.description} is back to ${l.money} (${l.category}), ${l.when}.${unlearned ? " I've also forgotten what that correction taught me." : ''}`,
  restoredDeleted: (description, money) => `✅ Undone: ${description}, ${money} is back.`,
  deleted: (description, money) => `✅ Deleted: ${description}, ${money}.`,
  whichTransaction: (lines) =>
    `More than one entry fits, so I haven't changed anything. Which one do you mean?\n${lines.join('\n')}\nSay it again naming it more precisely, for example with its amount.`,
  candidateLine: (description, money, when) => `• ${description}, ${money}, ${when}`,
  targetNotFound: (named) => `I couldn't find a recent entry matching "${named}", so nothing was changed.`,
  corrected: (l, learned) =>
    `✅ Updated: ${l.description}, ${l.money} (${l.category}), ${l.when}.${learned ? " I'll remember that for next time." : ''}`,

  budgetPeriod: BUDGET_PERIOD,
  budgetSet: (category, money, period, updated) =>
    `✅ ${capitalised(BUDGET_PERIOD[period])} budget for ${category} ${updated ? 'updated' : 'set'} to ${money}.`,
  budgetNeedsCategory: (money, period) =>
    `Budgets are kept per category: which one should get ${money} a ${period === 'weekly' ? 'week' : period === 'yearly' ? 'year' : 'month'}? For example: "budget ${money} a ${period === 'weekly' ? 'week' : period === 'yearly' ? 'year' : 'month'} for groceries".`,
  budgetsHeader: 'Your budgets:',
  budgetLine: (l) => {
    const days = l.daysLeft <= 0 ? 'last day' : `${l.daysLeft} ${plural(l.daysLeft, 'day', 'days')} left`;
    const rest = l.isOver ? `${l.remaining} over` : `${l.remaining} left`;
    return `${STATUS_ICON[l.status]} ${l.category}: ${l.spent} of ${l.amount} (${l.percentage}), ${rest}, ${days}`;
  },
  noBudgets: 'You don\'t have any budgets yet. Try "set a budget of 300 for dining".',
  budgetLeft: (l) => {
    const days = l.daysLeft <= 1 ? 'today is its last day' : `${l.daysLeft} days left, today included`;
    if (l.isOver) return `${STATUS_ICON[l.status]} You're ${l.remaining} over your ${l.category} budget (${l.spent} of ${l.amount}, ${l.percentage}); ${days}.`;
    if (!l.perDay) return `${STATUS_ICON[l.status]} You've used all of your ${l.category} budget (${l.spent} of ${l.amount}); ${days}.`;
    const pace = l.daysLeft <= 1 ? `${l.perDay} for today, its last day` : `about ${l.perDay} a day for the ${l.daysLeft} days left, today included`;
    return `${STATUS_ICON[l.status]} You have ${l.remaining} left of your ${l.category} budget (${l.spent} of ${l.amount} spent, ${l.percentage}): ${pace}.`;
  },
  noBudgetFor: (category) => `You don't have a budget for ${category}. Try "set a budget of 300 for ${category.toLowerCase()}".`,


  repeats: (frequency, day) =>
    frequency === 'monthly'
      ? `every month${day ? ` on the ${ordinal(day)}` : ''}`
      : frequency === 'weekly'
        ? 'every week'
        : frequency === 'biweekly'
          ? 'every 2 weeks'
          : 'every year',
  recurringSet: (type, description, money, repeats, start) =>
    `✅ Got it: ${description}, ${type === 'income' ? '+' : ''}${money} ${repeats}, starting ${start}. I'll record it on each date.`,
  recurringRefused: (reason) =>
    `I couldn't set that up, so nothing was saved: ${
      reason === 'amount'
        ? "the amount doesn't fit its currency"
        : reason === 'date'
          ? 'the start date is outside the dates I can use'
          : reason === 'day'
            ? 'the day of the month must be from 1 to 31'
            : reason === 'category'
              ? "its category can't be used for it"
              : 'something in it is not valid'
    }. Try again, e.g. "rent 1200 every month on the 1st".`,
  nextDays: (days) => `in the next ${days} ${plural(days, 'day', 'days')}`,
  upcoming: (scope, period, lines, total) =>
    [`${scope === 'income' ? 'Income coming' : scope === 'subscriptions' ? 'Subscriptions due' : 'Bills due'} ${period}:`, ...lines, `Total: ${total}`].join('\n'),
  upcomingLine: (date, description, money, type) => `• ${date}: ${description}, ${type === 'income' ? '+' : ''}${money}`,
  upcomingNone: (scope, period) =>
    `${scope === 'income' ? 'No recurring income' : scope === 'subscriptions' ? 'No subscriptions' : 'No bills'} due ${period}. To add one, tell me like "rent 1200 every month on the 1st".`,
  committed: (scope, total, count, lines, more) =>
    [
      `${scope === 'income' ? 'Your recurring income comes' : scope === 'subscriptions' ? 'Your subscriptions come' : 'Your fixed bills come'} to ${total} a month (${count} ${plural(count, 'rule', 'rules')}):`,
      ...lines,
      ...(more > 0 ? [`…and ${more} more.`] : []),
    ].join('\n'),
  committedLine: (description, money, repeats) => `• ${description}: ${money} ${repeats}`,
  committedNone: (scope) =>
    `You have no ${scope === 'income' ? 'recurring income' : scope === 'subscriptions' ? 'subscriptions' : 'recurring bills'} set up yet. To add one, tell me like "netflix 15.99 monthly".`,
  greeting:
    'Hi! 👋 I\'m Tally, your finance assistant. Tell me what you spent or earned, like "spent 25 on lunch", or ask "how much did I spend this month?".',
  thanks: "You're welcome! 😊 Anything else?",
  help: [
    "Here's what I can do:",
    '• Record expenses and income: "spent 25 on lunch", "got paid 2000 salary"',
    '• Several at once: "dinner 64.20 and taxi 18"',
    '• Answer questions: "how much did I spend on dining this month?", "show my expenses from yesterday"',
    '• Biggest expenses, averages and summaries: "my biggest expenses this month", "how much do I spend on uber per week?", "weekly summary"',
    '• Manage categories: "show categories", "add a new expense category called Fitness"',
    '• Fix mistakes: "actually it was 30", "change that to groceries", "undo"',
    '• Budgets: "set a budget of 300 for dining", "how am I doing on my budgets?"',
    '• Bills that repeat: "rent 1200 every month on the 1st", "what bills do I have this week?"',
  ].join('\n'),
  notUnderstood:
    'Sorry, I couldn\'t process that information. Could you try rephrasing? You can tell me things like "spent 25 on lunch" or ask "how much did I spend this month?".',
  errorSaving: 'There was a problem saving the transaction. Please try again.',
};
