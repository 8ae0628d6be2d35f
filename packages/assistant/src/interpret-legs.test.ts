/**
 * Several items where a later one only names a leg of the trip ("uber 18 there, 22 back", "taxi ida
 * 20, volta 25"): it is the same thing as the one before, with that one's category. Sentences
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CURRENCY: Readonly<Record<Lang, string>> = { en: 'USD', pt: 'BRL', es: 'COP' };
const run = (text: string, lang: Lang) => summarize(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: CURRENCY[lang] })));

describe('the legs of a trip', () => {
  it.each([
    ['en', 'lyft 21 to the airport, 26 back', 'Transportation', 'Lyft back'],
    ['en', 'train 9.40 there and 9.40 return', 'Transportation', 'Train return'],
    ['pt', 'táxi 35 na ida e 41 na volta', 'Transportation', 'Táxi volta'],
    ['pt', 'metrô ida 5 volta 5', 'Transportation', 'Metrô volta'],
    ['es', 'colectivo 900 de ida y 900 de vuelta', 'Transportation', 'Colectivo de vuelta'],
  ] as const)('[%s] %s', (lang, text, category, description) => {
    const summary = run(text, lang);
    expect(summary).toMatchObject({ kind: 'record' });
    const tx = summary.tx as { category: string; description: string }[];
    expect(tx).toHaveLength(2);
    expect(tx[1]).toMatchObject({ category, description });
    expect(tx[0]?.category).toBe(category);
  });

  it('leaves an item that names its own thing alone', () => {
    expect(run('uber 18 and lunch 12', 'en')).toMatchObject({ kind: 'record', tx: [{ category: 'Transportation' }, { category: 'Dining' }] });
    expect(run('uber 18 and 12 for a gift', 'en')).toMatchObject({ kind: 'record', tx: [{ category: 'Transportation' }, { description: 'Gift' }] });
  });
});
