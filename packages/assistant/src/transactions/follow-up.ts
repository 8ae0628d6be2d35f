/**
 * Completing a transaction across two messages. When the assistant's last message asked for more
 * information (see clarify-markers.ts), the user message before it is the incomplete transaction
 * and the new message supplies what was missing: "Fui ao cinema ontem" ... "foi 30" is one
 * transaction of 30 yesterday; "50" ... "lunch" is lunch for 50.
 */
import type { HistoryEntry } from '../types';
import { isClarification } from '../replies/clarify-markers';

export interface PendingClarification {
  /** The user message that could not be recorded. */
  original: string;
}

/** The pending clarification, if the conversation ends with one. */
export function findPendingClarification(history: readonly HistoryEntry[], current: string): PendingClarification | undefined {
  let end = history.length - 1;
  // Some callers already put the current message in the history; skip it.
  const last = history[end];
  if (last && last.role === 'user' && last.content.trim() === current.trim()) end -= 1;
  const question = history[end];
  if (!question || question.role !== 'assistant' || !isClarification(question.content)) return undefined;
  for (let i = end - 1; i >= 0; i--) {
    const entry = history[i] as HistoryEntry;
    if (entry.role === 'user') return { original: entry.content };
    // Two clarifications in a row: the conversation moved on; look no further than one exchange.
    if (isClarification(entry.content)) break;
  }
  return undefined;
}
