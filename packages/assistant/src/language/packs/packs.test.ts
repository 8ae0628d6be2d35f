import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@tally/shared/languages';
import { PACKS } from './packs';

/** Fields a language may leave empty, because the language has no such words. */
const MAY_BE_EMPTY = new Set([
  'typeCues.acts.madeTransfer',
  'categoryWords.doing.inExchange.before',
  'categoryWords.doing.inExchange.endings',
  'categoryWords.doing.inExchange.pronouns',
  'categoryWords.doing.inExchange.not',
  'typeCues.grammar.sentBack',
  'typeCues.acts.iMadeTransfer',
  'typeCues.acts.iHave',
  'numbers.scaleArticles',
  'dates.monthsBesideDay',
  'typeCues.weak.income',
  'typeCues.givers.giveBeforeMe',
  'typeCues.givers.giveAfterMe',
  'categoryWords.income',
  'categoryWords.placesBeforeThings',
  'typeCues.moves.made',
  'typeCues.moves.toThem',
  'typeCues.moves.iGave',
  'typeCues.moves.insurers',
  'amounts.multiplierCurrencies',
  'amounts.nounSlang',
  'amounts.notes',
  'amounts.articleNotes',
  'amounts.countedNotes',
  'amounts.yearOf',
  'amounts.hourArticles',
  'amounts.pricedSmallWords',
  'amounts.placesOfTotal',
  'quantities.rangeFrom',
  'quantities.priceOf',
  'descriptions.particles',
  'typeCues.sales.nouns',
  'typeCues.sales.forSale',
  'typeCues.sales.afterPlace',
  'typeCues.sales.owners',
  'typeCues.acts.arrivesToMe',
  'typeCues.acts.refunded',
  'typeCues.acts.selfPaid',
  'typeCues.acts.imposed',
  'typeCues.acts.theyPaid',
  'typeCues.acts.settled',
  'typeCues.acts.otherForms',
  'typeCues.work.tookHome',
  'typeCues.work.cared',
  'typeCues.work.walkedOut',
  'typeCues.work.headedHome',
  'typeCues.grammar.auxiliaries',
  'typeCues.grammar.iWe',
  'typeCues.grammar.objectPronouns',
  'typeCues.grammar.inPrice',
  'typeCues.grammar.oneself',
  'typeCues.grammar.beforeNoun',
  'typeCues.grammar.onto',
  'typeCues.grammar.afterBack',
  'typeCues.grammar.routes',
  'typeCues.otherMeanings',
  'typeCues.things.payments',
  'typeCues.things.invoices',
]);

/** The paths of every empty list, word table or text in a pack. */
function emptyFields(value: unknown, path = ''): string[] {
  if (MAY_BE_EMPTY.has(path)) return [];
  if (typeof value === 'string') return value.trim() ? [] : [path];
  if (Array.isArray(value)) return value.length > 0 ? value.flatMap((v, i) => emptyFields(v, `${path}[${i}]`)) : [path];
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return [path];
    return entries.flatMap(([key, v]) => emptyFields(v, path ? `${path}.${key}` : key));
  }
  return [];
}

describe('language packs', () => {
  it('has a pack for every language of the product, under its own code', () => {
    expect(Object.keys(PACKS).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const [code, pack] of Object.entries(PACKS)) expect(pack.code).toBe(code);
  });

  it.each(Object.values(PACKS))('fills every field of the $code pack', (pack) => {
    expect(emptyFields(pack)).toEqual([]);
  });

  it.each(Object.values(PACKS))('spells the words of the $code pack folded (lower case, no accents)', (pack) => {
    expect(pack.markers.filter((w) => w !== w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())).toEqual([]);
    const numberWords = [...Object.keys(pack.numbers.additive), ...Object.keys(pack.numbers.scales)];
    expect(numberWords.filter((w) => !/^[a-z]+$/.test(w))).toEqual([]);
    const { months, monthsBesideDay, weekdays, counts, relativeDays, periodWords } = pack.dates;
    const dateWords = [months, monthsBesideDay, weekdays, counts, relativeDays].flatMap((t) => Object.keys(t));
    expect([...dateWords, ...periodWords].filter((w) => !/^[a-z]+(?:-[a-z]+)?$/.test(w))).toEqual([]);
  });

  it.each(Object.values(PACKS))('writes each query-word list of the $code pack as a valid pattern', (pack) => {
    for (const body of Object.values(pack.query)) expect(() => new RegExp(`(?:${body})`, 'u')).not.toThrow();
  });

  it.each(Object.values(PACKS))('writes each command-word list of the $code pack as a valid pattern', (pack) => {
    for (const body of Object.values(pack.commands)) expect(() => new RegExp(`(?:${body})`, 'u')).not.toThrow();
  });

  it('gives every pack the same reply phrases (a reply in one language exists in all)', () => {
    const keys = Object.values(PACKS).map((pack) => Object.keys(pack.replies).sort());
    for (const other of keys.slice(1)) expect(other).toEqual(keys[0]);
  });

  it('never gives a date word two meanings in two languages (the engine reads them all together)', () => {
    for (const table of ['months', 'monthsBesideDay', 'weekdays', 'counts', 'relativeDays'] as const) {
      const seen = new Map<string, number>();
      for (const pack of Object.values(PACKS)) {
        for (const [word, value] of Object.entries(pack.dates[table])) {
          expect(seen.get(word) ?? value, `${table}.${word}`).toBe(value);
          seen.set(word, value);
        }
      }
    }
  });
});
