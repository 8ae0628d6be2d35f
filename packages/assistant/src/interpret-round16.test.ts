/**
 * Round 16, in sentences of our own (twelfth session): long messages with a story around the money, in all three
 * languages. Each rule with near misses.
 */
import { describe, expect, it } from 'vitest';
import { reading } from './testing/reading';

describe('a sentence that says nothing of money is an aside beside money said plainly or with its verb', () => {
  it.each([
    ['en', 'paid the phone bill, 40 euro. then my aunt sent me 50 for my birthday. 31 now, feeling ancient', 'EUR', ['expense 40.00 Bills', 'income 50.00 Gift']],
    ['en', 'paid the gas bill, $134.22. the heating ran all week. thermostat is at 68 now', 'USD', ['expense 134.22 Bills']],
    ['en', 'the insurance paid out 420 for the windscreen. took 6 weeks and about 10 phone calls', 'EUR', ['income 420.00 Refunds']],
    ['pt', 'paguei a conta de luz, 180 reais. fiz 40 anos ontem, tô velha', 'BRL', ['expense 180.00 Bills']],
    // A sentence of its number alone, or naming a thing, is money.
    ['en', 'dinner was great. 45', 'USD', ['expense 45.00 Dining']],
    ['en', 'paid the phone bill, 40 euro. then lunch 12', 'EUR', ['expense 40.00 Bills', 'expense 12.00 Dining']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});
