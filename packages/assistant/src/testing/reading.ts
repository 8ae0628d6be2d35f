/**
 * What a message records, for table-driven tests: "type amount category" per item, or "nothing" when
 * it records no transaction. The test context's categories; the preferred currency may be set.
 */
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from './context';

export function reading(lang: Lang, text: string, currency = 'USD'): string[] | 'nothing' {
  const intent = interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: currency })).intent;
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => `${t.type} ${t.amount} ${t.categoryName}`) : 'nothing';
}

/** The first `count` fields of each item ("expense 12.00 Dining" -> "expense 12.00"), or "nothing". */
export function firstFields(items: string[] | 'nothing', count: number): string[] | 'nothing' {
  return items === 'nothing' ? items : items.map((item) => item.split(' ').slice(0, count).join(' '));
}
