/**
 * Names that hold symbols or numbers ("h&m", "m&s", "7-eleven") stay names inside lists, and a
 * medicine for a vital sign is bought, not a reading (28 Nov). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CURRENCY: Readonly<Record<Lang, string>> = { en: 'GBP', pt: 'BRL', es: 'EUR' };
const amountsOf = (text: string, lang: Lang) => {
  const result = summarize(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: CURRENCY[lang] })));
  return result.kind === 'record' ? (result.tx as Array<{ amount: string }>).map((t) => t.amount) : result.kind;
};

describe('names with symbols and numbers, and medicines for vital signs', () => {
  it.each([
    ['en', 'primark 40 / h&m 25.99 / boots 6', ['40.00', '25.99', '6.00']],
    ['en', 'm&s 12.50 & greggs 3', ['12.50', '3.00']],
    ['en', 'coffee 3&cake 4', ['3.00', '4.00']],
    ['en', '7-eleven 4.50', ['4.50']],
    ['en', 'shell 30 - 7-eleven 6.20', ['30.00', '6.20']],
    ['en', 'walgreens 23.17 for meds - cvs 8.99', ['23.17', '8.99']],
    ['pt', 'remedio da pressao 32,50 e a feira 78', ['32.50', '78.00']],
    ['en', 'pills for my blood pressure 12', ['12.00']],
  ] as const)('%s: %s', (lang, text, amounts) => {
    expect(amountsOf(text, lang)).toEqual(amounts);
  });

  it.each([
    ['en', 'blood pressure was 135 over 85'],
    ['pt', 'a pressao deu 13 por 8'],
  ] as const)('%s: %s is a reading', (lang, text) => {
    expect(amountsOf(text, lang)).not.toEqual(expect.arrayContaining(['135.00']));
    expect(amountsOf(text, lang)).not.toEqual(expect.arrayContaining(['13.00']));
  });
});
