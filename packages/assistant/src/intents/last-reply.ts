/**
 * What the assistant said last. Right after a reply that recorded something, a message without an
 * amount that only says which way the money went ("I sold it", "recebi", "me lo pagaron a mí") or
 * only gives an amount ("£6.80 sorry") is about that entry: nobody records a new one that way.
 */
import type { HistoryEntry } from '../types';
import { ALL_PACKS } from '../language/packs/packs';
import { fold } from '../text/fold';
import { words } from './word-pattern';

const RECORDED = words(ALL_PACKS.flatMap((pack) => pack.recordedWords).join('|'));

/** The assistant's last message, skipping the current message if the caller put it in the history. */
function lastReply(history: readonly HistoryEntry[], current: string): HistoryEntry | undefined {
  let end = history.length - 1;
  const last = history[end];
  if (last && last.role === 'user' && last.content.trim() === current.trim()) end -= 1;
  const entry = history[end];
  return entry?.role === 'assistant' ? entry : undefined;
}

/** The conversation ends with a reply that recorded a transaction. */
export function hasJustRecorded(history: readonly HistoryEntry[], current: string): boolean {
  const reply = lastReply(history, current);
  return reply !== undefined && RECORDED.test(fold(reply.content.slice(0, 200)));
}

/** The user's message that the last reply recorded ("farmacia 1200" before "✅ Registrado: ..."), if it did. */
export function lastRecordedMessage(history: readonly HistoryEntry[], current: string): string | undefined {
  if (!hasJustRecorded(history, current)) return undefined;
  const reply = lastReply(history, current);
  const before = history[history.lastIndexOf(reply!) - 1];
  return before?.role === 'user' ? before.content : undefined;
}

/** The category the last reply filed the entry under, from its "(Dining)": the reply's own words, any language. */
export function lastRecordedCategory(history: readonly HistoryEntry[], current: string): string | undefined {
  if (!hasJustRecorded(history, current)) return undefined;
  const named = /\(([^()]{1,40})\)[^()]*$/u.exec(lastReply(history, current)!.content.slice(0, 200));
  return named?.[1]?.trim();
}

/** The text of the last reply's entry, between its ":" and its "(Category)" ("Coffee 45.00"), to read its amount from. */
export function lastRecordedEntry(history: readonly HistoryEntry[], current: string): string | undefined {
  if (!hasJustRecorded(history, current)) return undefined;
  const said = /:\s*([^()]{1,80}?)\s*\(/u.exec(lastReply(history, current)!.content.slice(0, 200));
  return said?.[1];
}

/** The description the last reply recorded, from "✅ Recorded: Gas $45.00 (Transportation)": the words before its amount. */
export function lastRecordedDescription(history: readonly HistoryEntry[], current: string): string | undefined {
  if (!hasJustRecorded(history, current)) return undefined;
  const said = /:\s*([^\d$€£(:]+?)\s*(?:[A-Z]{1,3}\$|[$€£]|\d)/u.exec(lastReply(history, current)!.content.slice(0, 200));
  return said?.[1]?.trim();
}
