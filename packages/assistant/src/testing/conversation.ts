/** Conversations for tests, as the server keeps them: the user's message and the assistant's real reply. */
import { interpret } from '../interpret';
import { renderReply } from '../render-reply';
import type { HistoryEntry, Lang } from '../types';
import { testContext } from './context';

/** The conversation after the assistant asked for what `userText` left out (it must need a clarification). */
export function askedFirst(userText: string, lang: Lang): HistoryEntry[] {
  const first = interpret(userText, testContext({ preferredLanguage: lang }));
  if (first.intent.kind !== 'clarify_transaction') throw new Error(`expected a clarification for "${userText}"`);
  const question = renderReply({ kind: 'clarify', missing: first.intent.missing, draft: first.intent.draft }, first.language);
  return [
    { role: 'user', content: userText },
    { role: 'assistant', content: question },
  ];
}
