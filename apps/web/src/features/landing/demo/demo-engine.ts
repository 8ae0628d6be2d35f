/**
 * The landing page's live demo: the assistant's own engine, run in the visitor's browser. What the
 * visitor types is understood by `interpret` and answered by `renderReply`, exactly as in the chat;
 * the difference is that nothing is written anywhere. A recording shows what WOULD be recorded
 * (ids are made up), category and budget commands act on this conversation only, and questions,
 * which the real chat answers from a person's own records, get a demo notice instead.
 *
 * This module is loaded on the visitor's first interaction with the demo (a dynamic import), so the
 * engine never weighs on the landing page's first load. See docs/decisions (landing demo).
 */
import { interpret } from '@tally/assistant/interpret';
import { narrowPattern } from '@tally/assistant/learn-pattern';
import { isNamed, resolveTarget } from '@tally/assistant/resolve-target';
import { renderReply } from '@tally/assistant/render-reply';
import type { EngineCategory, HistoryEntry, Intent, Lang, LearnedRule, Outcome, SavedTransaction, TxType } from '@tally/assistant/types';
import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';
import { dateInTimezone } from '@tally/shared/dates';

export { chooseDemoCurrency } from './demo-currency';

/** The chat keeps the last ten entries of a conversation (spec section 9); so does the demo. */
const HISTORY_MAX = 10;
/** Enough for "undo" and "actually it was 30" to reach back a few messages. */
const RECORDED_MAX = 20;

/** A new account's categories: the defaults of D4, ids 1..16 as a fresh database numbers them. */
export const DEMO_CATEGORIES: readonly EngineCategory[] = [
  ...DEFAULT_EXPENSE_CATEGORIES.map((name, index) => ({ id: index + 1, name, type: 'expense' as const, isDefault: true })),
  ...DEFAULT_INCOME_CATEGORIES.map((name, index) => ({ id: DEFAULT_EXPENSE_CATEGORIES.length + index + 1, name, type: 'income' as const, isDefault: true })),
];

/** What the demo remembers between messages, in the page's memory only. */
export interface DemoSession {
  categories: EngineCategory[];
  learnedRules: LearnedRule[];
  history: HistoryEntry[];
  /** What the demo showed as recorded, oldest first. */
  recorded: SavedTransaction[];
  nextId: number;
}

export function createDemoSession(): DemoSession {
  return { categories: [...DEMO_CATEGORIES], learnedRules: [], history: [], recorded: [], nextId: 1 };
}

export interface DemoSettings {
  now: Date;
  /** The visitor's IANA zone: "yesterday" is their yesterday. */
  timezone: string;
  /** Assumed when a sentence names no currency. */
  currency: string;
  /** The page's language: the fallback when a sentence's language is unclear. */
  language: Lang;
}

/** Questions the real chat answers from the person's records; the page words the notice. */
export type DemoNotice = 'fromYourData';

export interface DemoAnswer {
  /** The language of the visitor's sentence: the reply is in it. */
  language: Lang;
  /** The engine's reply, or a notice for the page to word in `language`. */
  reply: { text: string; isRecorded: boolean } | { notice: DemoNotice };
  intent: Intent['kind'];
  session: DemoSession;
}

const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

function findCategoryByName(categories: readonly EngineCategory[], name: string): EngineCategory | undefined {
  const key = fold(name);
  return categories.find((category) => fold(category.name) === key);
}

/** The category a correction lands in when only the type changed. */
function fallbackCategory(categories: readonly EngineCategory[], type: TxType): EngineCategory | undefined {
  const ofType = categories.filter((category) => category.type === type);
  return ofType.find((category) => category.name === 'Other') ?? ofType[0];
}

type Step = { session: DemoSession } & ({ outcome: Outcome } | { notice: DemoNotice });

function run(intent: Intent, settings: DemoSettings, session: DemoSession): Step {
  const same = (outcome: Outcome): Step => ({ outcome, session });
  const { categories } = session;
  switch (intent.kind) {
    case 'record_transactions': {
      const shown = intent.transactions.map((draft, index) => ({ ...draft, id: session.nextId + index }));
      return {
        outcome: { kind: 'recorded', transactions: shown, preferredCurrency: settings.currency },
        session: { ...session, recorded: [...session.recorded, ...shown].slice(-RECORDED_MAX), nextId: session.nextId + shown.length },
      };
    }
    case 'clarify_transaction':
      return same({ kind: 'clarify', missing: intent.missing, draft: intent.draft });
    case 'query':
    case 'budget_status':
      return { notice: 'fromYourData', session };
    case 'list_categories':
      return same({ kind: 'categories', categories: categories.filter((category) => !intent.type || category.type === intent.type) });
    case 'create_category': {
      if (findCategoryByName(categories, intent.name)) return same({ kind: 'category_exists', name: intent.name, type: intent.type });
      const created: EngineCategory = { id: Math.max(...categories.map((c) => c.id), DEMO_CATEGORIES.length) + 1, name: intent.name, type: intent.type, isDefault: false };
      return { outcome: { kind: 'category_created', name: intent.name, type: intent.type }, session: { ...session, categories: [...categories, created] } };
    }
    case 'rename_category': {
      const target = categories.find((category) => category.id === intent.categoryId);
      if (!target) return same({ kind: 'category_not_found', name: intent.from });
      const clash = findCategoryByName(categories, intent.to);
      if (clash && clash.id !== target.id) return same({ kind: 'category_exists', name: intent.to });
      return {
        outcome: { kind: 'category_renamed', name: intent.from, newName: intent.to },
        session: { ...session, categories: categories.map((category) => (category.id === target.id ? { ...category, name: intent.to } : category)) },
      };
    }
    case 'remove_category': {
      if (!categories.some((category) => category.id === intent.categoryId)) return same({ kind: 'category_not_found', name: intent.name });
      return {
        outcome: { kind: 'category_removed', name: intent.name },
        session: { ...session, categories: categories.filter((category) => category.id !== intent.categoryId) },
      };
    }
    case 'undo_last': {
      const last = session.recorded.at(-1);
      if (!last) return same({ kind: 'nothing_to_undo' });
      return {
        outcome: { kind: 'undone', transaction: { description: last.description, amount: last.amount, currency: last.currency } },
        session: { ...session, recorded: session.recorded.slice(0, -1) },
      };
    }
    case 'delete_transaction': {
      // As the chat does: the entry the message names among the latest, or the last one.
      const newestFirst = [...session.recorded].reverse();
      const found = resolveTarget(intent.target, newestFirst);
      if (found.kind === 'ambiguous') {
        const listed = newestFirst.filter((t) => found.ids.includes(t.id));
        return same({ kind: 'which_transaction', candidates: listed.map((t) => ({ description: t.description, amount: t.amount, currency: t.currency, date: t.date })) });
      }
      if (found.kind === 'none') return same(isNamed(intent.target) ? { kind: 'target_not_found', named: intent.target } : { kind: 'nothing_to_undo' });
      const removed = session.recorded.find((t) => t.id === found.id);
      if (!removed) return same({ kind: 'nothing_to_undo' });
      return {
        outcome: { kind: 'deleted', transaction: { description: removed.description, amount: removed.amount, currency: removed.currency } },
        session: { ...session, recorded: session.recorded.filter((t) => t.id !== found.id) },
      };
    }
    case 'correct_last': {
      const last = session.recorded.at(-1);
      if (!last) return same({ kind: 'nothing_to_undo' });
      const type = intent.type ?? last.type;
      const category =
        (intent.categoryId !== undefined ? categories.find((c) => c.id === intent.categoryId) : undefined) ??
        (type !== last.type ? fallbackCategory(categories, type) : undefined);
      const corrected: SavedTransaction = {
        ...last,
        type,
        amount: intent.amount ?? last.amount,
        currency: intent.currency ?? last.currency,
        date: intent.date ?? last.date,
        description: intent.description ?? last.description,
        categoryId: category?.id ?? last.categoryId,
        categoryName: category?.name ?? last.categoryName,
      };
      // As the chat does (D4): a category correction that named its entry is learned, narrowly.
      const pattern = intent.categoryId !== undefined && isNamed(intent.target) ? narrowPattern(corrected.description) : '';
      const learnedRules = pattern
        ? [...session.learnedRules.filter((rule) => rule.pattern !== pattern), { pattern, categoryId: corrected.categoryId }]
        : session.learnedRules;
      return {
        outcome: { kind: 'corrected', transaction: corrected, learned: pattern !== '' },
        session: { ...session, learnedRules, recorded: [...session.recorded.slice(0, -1), corrected] },
      };
    }
    case 'set_budget': {
      const category = intent.categoryId !== undefined ? categories.find((c) => c.id === intent.categoryId && c.type === 'expense') : undefined;
      if (!category) return same({ kind: 'category_not_found', name: intent.categoryName });
      return same({ kind: 'budget_set', categoryName: category.name, amount: intent.amount, currency: intent.currency, period: intent.period, updated: false });
    }
    case 'greeting':
    case 'thanks':
    case 'help':
      return same({ kind: intent.kind });
    case 'unknown':
      return same({ kind: 'not_understood' });
  }
}

/** Understands and answers one sentence of the demo. Pure: the new session is in the answer. */
export function answerDemo(text: string, settings: DemoSettings, session: DemoSession): DemoAnswer {
  const { language, intent } = interpret(text, {
    now: settings.now,
    timezone: settings.timezone,
    preferredCurrency: settings.currency,
    preferredLanguage: settings.language,
    categories: session.categories,
    learnedRules: session.learnedRules,
    history: session.history,
  });
  const step = run(intent, settings, session);
  const reply =
    'outcome' in step
      ? { text: renderReply(step.outcome, language, { today: dateInTimezone(settings.now, settings.timezone) }), isRecorded: step.outcome.kind === 'recorded' }
      : { notice: step.notice };
  return { language, reply, intent: intent.kind, session: step.session };
}

/** Adds one exchange to the history the engine reads (follow-ups need the reply verbatim). */
export function rememberExchange(session: DemoSession, userText: string, replyText: string): DemoSession {
  const history: HistoryEntry[] = [...session.history, { role: 'user', content: userText }, { role: 'assistant', content: replyText }];
  return { ...session, history: history.slice(-HISTORY_MAX) };
}
