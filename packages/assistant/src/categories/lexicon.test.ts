/**
 * Look-ups in the category lexicons: a plural known only as another language's entry still finds
 * this language's singular.
 */
import { describe, expect, it } from 'vitest';
import { matchLexicon } from './lexicon';

describe('lexicon look-ups', () => {
  it('find the singular of this language when the plural is only another language\'s entry', () => {
    // "bolos" and "consultorias" are Spanish entries (balls for bowling, consulting offices); Portuguese
    // also knows their singulars "bolo" (a cake) and "consultoria".
    for (const word of ['bolos', 'consultorias']) {
      const singular = matchLexicon([word.slice(0, -1)], 'pt');
      expect(singular, word).toBeDefined();
      expect(matchLexicon([word], 'pt')?.entries.map((e) => e.category), word).toEqual(singular!.entries.map((e) => e.category));
    }
  });
});
