/**
 * What a message records, for table-driven tests: "type amount category" per item, or "nothing" when
 * it records no transaction. The test context's categories; the preferred currency and the phone country may be set.
 */
import type { HistoryEntry, Intent, Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from './context';

export function reading(lang: Lang, text: string, currency = 'USD', country?: string): string[] | 'nothing' {
  const intent = interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency, ...(country ? { country } : {}) })).intent;
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => `${t.type} ${t.amount} ${t.categoryName}`) : 'nothing';
}

/** The first `count` fields of each item ("expense 12.00 Dining" -> "expense 12.00"), or "nothing". */
export function firstFields(items: string[] | 'nothing', count: number): string[] | 'nothing' {
  return items === 'nothing' ? items : items.map((item) => item.split(' ').slice(0, count).join(' '));
}

/** A conversation whose last reply recorded `user`'s message as `description`, filed under `category`. */
export function recordedExchange(user: string, description: string, category: string): HistoryEntry[] {
  return [
    { role: 'user', content: user },
    { role: 'assistant', content: `✅ Recorded: ${description} $20.00 (${category}) today` },
  ];
}

/** How `text` is read right after that recording. */
export function readAfterRecording(lang: Lang, user: string, description: string, category: string, text: string, currency = 'USD'): Intent {
  return interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency, history: recordedExchange(user, description, category) })).intent;
}
