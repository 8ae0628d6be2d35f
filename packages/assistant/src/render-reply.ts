/**
 * The text the user reads, from what the server did (an Outcome) in the user's language. Every
 * number comes from the Outcome; the engine only formats and compares, it never computes amounts.
 * A successful write starts with ✅ (the web app refreshes its data when it sees it).
 */
import type { BudgetAlert, EngineCategory, Lang, Outcome, SavedTransaction, TransactionDraft } from './types';
import type { Phrases, RecordedLine } from './replies/phrases';
import { categoryLabel, money, percent, when } from './replies/format';
import { renderQuery } from './replies/render-query';
import { renderRecurring } from './replies/render-recurring';
import { mapPacks } from './language/packs/packs';

export const PHRASES: Readonly<Record<Lang, Phrases>> = mapPacks((pack) => pack.replies);

export interface RenderOptions {
  /** The user's calendar day (YYYY-MM-DD), so dates read "today" / "yesterday". */
  today?: string;
}

const EXAMPLE_DESCRIPTION: Readonly<Record<Lang, string>> = mapPacks((pack) => pack.examples.description);
const EXAMPLE_AMOUNT = '25';
const EXAMPLE_DATE: Readonly<Record<Lang, string>> = mapPacks((pack) => pack.examples.withDate);
const EXAMPLE_FULL: Readonly<Record<Lang, string>> = mapPacks((pack) => pack.examples.full);

function line(t: TransactionDraft, p: Phrases, lang: Lang, today: string | undefined, moneyText?: string): RecordedLine {
  return {
    description: t.description,
    money: moneyText ?? money(t.amount, t.currency, lang),
    category: categoryLabel(t.categoryName, lang),
    when: when(t.date, p, today),
    type: t.type,
  };
}

function renderAlerts(alerts: readonly BudgetAlert[] | undefined, p: Phrases, lang: Lang): string[] {
  return (alerts ?? []).map((a) => {
    const category = categoryLabel(a.categoryName, lang);
    const args = [category, percent(a.percentage, lang), money(a.spent, a.currency, lang), money(a.amount, a.currency, lang)] as const;
    return a.level === 'exceeded' ? p.budgetExceeded(...args) : p.budgetWarning(...args);
  });
}

/** A short line per transaction the engine was unsure of: the reading it took, one tap to change it. */
function renderReviews(transactions: readonly SavedTransaction[], p: Phrases, lang: Lang): string[] {
  const named = transactions.length > 1;
  return transactions.flatMap((t) => {
    if (!t.review) return [];
    const description = named ? t.description : undefined;
    return [t.review.field === 'type' ? p.reviewType(t.type, description) : p.reviewCategory(categoryLabel(t.categoryName, lang), description)];
  });
}

function renderRecorded(
  transactions: readonly SavedTransaction[],
  preferredCurrency: string,
  converted: readonly (string | null)[] | undefined,
  alerts: readonly BudgetAlert[] | undefined,
  p: Phrases,
  lang: Lang,
  today: string | undefined,
): string {
  if (transactions.length === 0) return p.errorSaving;
  const lines = transactions.map((t, i) => {
    const other = converted?.[i];
    const moneyText =
      other && t.currency !== preferredCurrency ? p.converted(money(t.amount, t.currency, lang), money(other, preferredCurrency, lang)) : undefined;
    return line(t, p, lang, today, moneyText);
  });
  const head = lines.length === 1 ? p.recordedOne(lines[0] as RecordedLine) : p.recordedMany(lines.length, lines.map((l) => p.recordedItem(l)));
  return [head, ...renderReviews(transactions, p, lang), ...renderAlerts(alerts, p, lang)].join('\n');
}

function renderCategories(categories: readonly EngineCategory[], p: Phrases, lang: Lang): string {
  if (categories.length === 0) return p.noCategories;
  const names = (type: 'income' | 'expense') => categories.filter((c) => c.type === type).map((c) => categoryLabel(c.name, lang));
  return p.categoriesList(names('expense'), names('income'));
}

function renderBudgetStatus(outcome: Extract<Outcome, { kind: 'budget_status' }>, p: Phrases, lang: Lang): string {
  if (outcome.items.length === 0) return outcome.categoryName ? p.noBudgetFor(categoryLabel(outcome.categoryName, lang)) : p.noBudgets;
  const lines = outcome.items.map((item) => {
    const isOver = item.status === 'exceeded' || item.remaining.trim().startsWith('-');
    const budgetLine = {
      category: categoryLabel(item.categoryName, lang),
      spent: money(item.spent, item.currency, lang),
      amount: money(item.amount, item.currency, lang),
      percentage: percent(item.percentage, lang),
      remaining: money(item.remaining.trim().replace(/^-/, ''), item.currency, lang),
      isOver,
      daysLeft: item.daysLeft,
      status: item.status,
    };
    // "How much is left?": what is left and what that allows a day, one sentence per budget.
    if (outcome.asksRemaining) return p.budgetLeft({ ...budgetLine, perDay: item.perDay && !isOver ? money(item.perDay, item.currency, lang) : undefined });
    return p.budgetLine(budgetLine);
  });
  return outcome.asksRemaining ? lines.join('\n') : [p.budgetsHeader, ...lines].join('\n');
}

/** A total that left transactions out for lack of a rate says so, in one line. */
function withWithoutRate(reply: string, withoutRate: number | undefined, p: Phrases): string {
  return withoutRate && withoutRate > 0 ? `${reply}\n${p.withoutRate(withoutRate)}` : reply;
}

function renderUnsafe(outcome: Outcome, lang: Lang, options: RenderOptions): string {
  const p = PHRASES[lang];
  switch (outcome.kind) {
    case 'recorded':
      return renderRecorded(outcome.transactions, outcome.preferredCurrency, outcome.convertedAmounts, outcome.budgetAlerts, p, lang, options.today);
    case 'clarify': {
      if (outcome.missing.includes('date')) return p.askDate(EXAMPLE_DATE[lang]);
      const needsAmount = outcome.missing.includes('amount');
      const needsDescription = outcome.missing.includes('description');
      if (needsAmount && needsDescription) return p.askBoth(EXAMPLE_FULL[lang]);
      if (needsDescription) {
        const amount = outcome.draft.amount;
        return p.askDescription(amount ? money(amount, outcome.draft.currency ?? 'USD', lang) : undefined, EXAMPLE_DESCRIPTION[lang]);
      }
      return p.askAmount(outcome.draft.description, EXAMPLE_AMOUNT);
    }
    case 'query_result':
      return withWithoutRate(renderQuery(outcome, p, lang), outcome.withoutRate, p);
    case 'categories':
      return renderCategories(outcome.categories, p, lang);
    case 'category_created':
      return p.categoryCreated(outcome.name, outcome.type);
    case 'category_exists':
      return p.categoryExists(categoryLabel(outcome.name, lang));
    case 'category_renamed':
      return p.categoryRenamed(categoryLabel(outcome.name, lang), outcome.newName ?? outcome.name);
    case 'category_removed':
      return p.categoryRemoved(categoryLabel(outcome.name, lang));
    case 'category_not_found':
      return p.categoryNotFound(outcome.name);
    case 'undone':
      if ((outcome.count ?? 1) > 1) return p.undoneMany(outcome.count ?? 1);
      return p.undone(outcome.transaction.description, money(outcome.transaction.amount, outcome.transaction.currency, lang));
    case 'restored':
      return outcome.after === 'update'
        ? p.restoredCorrection(line(outcome.transaction, p, lang, options.today), outcome.unlearned === true)
        : p.restoredDeleted(outcome.transaction.description, money(outcome.transaction.amount, outcome.transaction.currency, lang));
    case 'deleted':
      return p.deleted(outcome.transaction.description, money(outcome.transaction.amount, outcome.transaction.currency, lang));
    case 'which_transaction':
      return p.whichTransaction(outcome.candidates.map((c) => p.candidateLine(c.description, money(c.amount, c.currency, lang), when(c.date, p, options.today))));
    case 'target_not_found': {
      const named = outcome.named;
      const parts = [named.words.join(' '), named.categoryName ? categoryLabel(named.categoryName, lang) : '', named.amount ?? ''];
      return p.targetNotFound(parts.filter(Boolean).join(', '));
    }
    case 'nothing_to_undo':
      return p.nothingToUndo;
    case 'corrected':
      return p.corrected(line(outcome.transaction, p, lang, options.today), outcome.learned === true);
    case 'budget_set':
      return p.budgetSet(categoryLabel(outcome.categoryName, lang), money(outcome.amount, outcome.currency, lang), outcome.period, outcome.updated);
    case 'budget_needs_category':
      return p.budgetNeedsCategory(money(outcome.amount, outcome.currency, lang), outcome.period);
    case 'budget_status':
      return withWithoutRate(renderBudgetStatus(outcome, p, lang), outcome.withoutRate, p);
    case 'recurring_set':
    case 'recurring_refused':
    case 'recurring_list':
    case 'recurring_committed':
      return renderRecurring(outcome, p, lang, options.today);
    case 'greeting':
      return p.greeting;
    case 'thanks':
      return p.thanks;
    case 'help':
      return p.help;
    case 'not_understood':
      return p.notUnderstood;
    case 'error_saving':
      return p.errorSaving;
  }
}

/** The reply for an outcome. Never throws: a malformed outcome gets the "couldn't process" text. */
export function renderReply(outcome: Outcome, lang: Lang, options: RenderOptions = {}): string {
  const language: Lang = lang === 'pt' || lang === 'es' ? lang : 'en';
  try {
    return renderUnsafe(outcome, language, options);
  } catch {
    return PHRASES[language].notUnderstood;
  }
}
