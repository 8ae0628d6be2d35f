/**
 * The landing page's live demo: the assistant's own engine, run in the visitor's browser. What the
 * visitor types is understood by `interpret`, carried out by `executeIntent` and answered by
 * `renderReply`, exactly as in the chat; the difference is that the executor's ports are the page's
 * memory (`createMemoryPorts`), so nothing is written anywhere. A recording shows what WOULD be recorded
 * (ids are made up), category and budget commands act on this conversation only, and questions,
 * which the real chat answers from a person's own records, get a demo notice instead.
 *
 * This module is loaded on the visitor's first interaction with the demo (a dynamic import), so the
 * engine never weighs on the landing page's first load. See docs/decisions (landing demo).
 */
import { executeIntent } from '@tally/assistant/execute/execute-intent';
import { createMemoryPorts } from '@tally/assistant/execute/memory-ports';
import { interpret } from '@tally/assistant/interpret';
import { renderReply } from '@tally/assistant/render-reply';
import type { EngineCategory, HistoryEntry, Intent, Lang, LearnedRule, SavedTransaction } from '@tally/assistant/types';
import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';
import { dateInTimezone } from '@tally/shared/dates';

export { chooseDemoCurrency } from './demo-currency';

/** The chat keeps the last ten entries of a conversation (spec section 9); so does the demo. */
const HISTORY_MAX = 10;
/** Enough for "undo" and "actually it was 30" to reach back a few messages. */
const RECORDED_MAX = 20;

/** A new account's categories: the defaults of D4, numbered from 1 as a fresh database numbers them. */
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
const QUESTION_NOTICE: DemoNotice = 'fromYourData';

export interface DemoAnswer {
  /** The language of the visitor's sentence: the reply is in it. */
  language: Lang;
  /** The engine's reply, or a notice for the page to word in `language`. */
  reply: { text: string; isRecorded: boolean } | { notice: DemoNotice };
  intent: Intent['kind'];
  session: DemoSession;
}

/** Understands and answers one sentence of the demo. Nothing is written anywhere: the new session is in the answer. */
export async function answerDemo(text: string, settings: DemoSettings, session: DemoSession): Promise<DemoAnswer> {
  const { language, intent } = interpret(text, {
    now: settings.now,
    timezone: settings.timezone,
    preferredCurrency: settings.currency,
    preferredLanguage: settings.language,
    categories: session.categories,
    learnedRules: session.learnedRules,
    history: session.history,
  });
  // The same executor as the real chat, over the session instead of a database.
  const ports = createMemoryPorts(session, { preferredCurrency: settings.currency, unanswered: QUESTION_NOTICE, keep: RECORDED_MAX });
  const { outcome } = await executeIntent(intent, ports);
  const reply =
    typeof outcome === 'string'
      ? { notice: outcome }
      : { text: renderReply(outcome, language, { today: dateInTimezone(settings.now, settings.timezone) }), isRecorded: outcome.kind === 'recorded' };
  return { language, reply, intent: intent.kind, session: { ...session, ...ports.store() } };
}

/** Adds one exchange to the history the engine reads (follow-ups need the reply verbatim). */
export function rememberExchange(session: DemoSession, userText: string, replyText: string): DemoSession {
  const history: HistoryEntry[] = [...session.history, { role: 'user', content: userText }, { role: 'assistant', content: replyText }];
  return { ...session, history: history.slice(-HISTORY_MAX) };
}
