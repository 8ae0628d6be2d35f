/**
 * The language packs by code. Adding a language is one new pack file and one line here (and its
 * code in @tally/shared/languages): the Record type makes a language without a pack a type error.
 */
import type { Lang } from '../../types';
import type { LanguagePack } from '../pack';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

export const PACKS: Readonly<Record<Lang, LanguagePack>> = { en, pt, es };

/** The packs in a fixed order (en, pt, es), for the tables that take every language's words. */
export const ALL_PACKS: readonly LanguagePack[] = Object.values(PACKS);

/** The languages that have a pack, in the same order. */
export const PACK_LANGS: readonly Lang[] = ALL_PACKS.map((pack) => pack.code);

/** A table with one entry per language, each taken from that language's pack. */
export function mapPacks<T>(pick: (pack: LanguagePack) => T): Record<Lang, T> {
  return { en: pick(PACKS.en), pt: pick(PACKS.pt), es: pick(PACKS.es) };
}
