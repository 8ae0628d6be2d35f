/**
 * The sentence every clarification reply starts with. The engine finds it again in the
 * conversation history to know that the next message completes a pending transaction.
 */
import type { Lang } from '../types';
import { fold } from '../text/fold';
import { mapPacks } from '../language/packs/packs';

export const CLARIFY_MARKERS: Readonly<Record<Lang, string>> = mapPacks((pack) => pack.clarifyMarker);

const FOLDED_MARKERS = Object.values(CLARIFY_MARKERS).map((m) => fold(m));

export function isClarification(content: string): boolean {
  const folded = fold(content.slice(0, 300));
  return FOLDED_MARKERS.some((m) => folded.includes(m));
}
