import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze';
import { toDayNumber } from '../dates/calendar';
import { splitClauses } from './split-clauses';

/** The clauses of a message as their text. */
function clauses(text: string): string[] {
  const analysis = analyze(text, toDayNumber(2026, 11, 22), 'en');
  return splitClauses(analysis.tokens, analysis.amounts, analysis.dateTokens, analysis.language).map((c) => {
    const first = analysis.tokens[c.first];
    const last = analysis.tokens[c.last];
    return first && last ? text.slice(first.start, last.end) : '';
  });
}

describe('splitClauses', () => {
  it.each([
    ['dinner 64.20 and taxi 18', ['dinner 64.20', 'taxi 18']],
    ['café 7 e pão de queijo 6,50', ['café 7', 'pão de queijo 6,50']],
    ['lunch 12, coffee 3 and snacks 5', ['lunch 12', 'coffee 3', 'snacks 5']],
    ['almuerzo 12000 y taxi 8000', ['almuerzo 12000', 'taxi 8000']],
    ['spent 10 on books and 20 on a gift', ['spent 10 on books', '20 on a gift']],
    ['gasté 20k en café, 30k en almuerzo y 15k en snacks', ['gasté 20k en café', '30k en almuerzo', '15k en snacks']],
    ['recebi 3000 de salário\npaguei 900 de aluguel', ['recebi 3000 de salário', 'paguei 900 de aluguel']],
    ['netflix 39,90, spotify 21,90', ['netflix 39,90', 'spotify 21,90']],
    ['pizza 40; beer 12', ['pizza 40', 'beer 12']],
    ['hotel 300. Then a taxi for 40', ['hotel 300', 'Then a taxi for 40']],
    ['coffee 3.5 tea 2.5 cake 4', ['coffee 3.5', 'tea 2.5', 'cake 4']],
    ['uber 23 ifood 45,90', ['uber 23', 'ifood 45,90']],
    ['flight 230 hotel 2 nights 300', ['flight 230', 'hotel 2 nights 300']],
    // The legs of a trip, even with no separator.
    ['cab ida 30 volta 34', ['cab ida 30', 'volta 34']],
    ['train 12 there 14 back', ['train 12 there', '14 back']],
  ])('%s', (text, expected) => expect(clauses(text)).toEqual(expected));

  it.each([
    ['1,200.50 rent'],
    ['R$ 1.200,50 aluguel'],
    ['salt and pepper 5'],
    ['coffee and a muffin for 9'],
    ['$20 pizza 2000'],
    ['2 beers 14'],
    ['uber e 99 ontem 35'],
    ['bus 2.75 route 66'],
  ])('keeps %s whole', (text) => expect(clauses(text)).toHaveLength(1));
});
