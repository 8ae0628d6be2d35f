import type { CommandWordKind } from '../language/pack';
import { ALL_PACKS } from '../language/packs/packs';

/** The alternatives of one kind of command word in every language pack (people mix languages). */
export function commandWords(kind: CommandWordKind): string {
  return ALL_PACKS.map((pack) => pack.commands[kind]).join('|');
}

/** Regular expressions over folded text that only match whole words. */
export function words(body: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])(?:${body})(?![\\p{L}\\d])`, 'u');
}

/**
 * What people put before a command without changing it: politeness, interjections ("ugh", "putz",
 * "chale") and requests ("can you", "pode", "puedes"). Up to three in a row ("ok so can you ...").
 */
const PREFIX = commandWords('prefix');

/** The same, anchored at the start of the message (after optional politeness). */
export function startsWith(body: string): RegExp {
  return new RegExp(`^[\\s¿¡]*(?:(?:${PREFIX})[,!.]?\\s+){0,3}(?:${body})(?![\\p{L}\\d])`, 'u');
}
