import { describe, expect, it } from 'vitest';
import { analyze, analyzeEarlier } from './analyze';

describe('a message before this one is analysed once', () => {
  it('gives the same reading for the same text, day and language, and a new one otherwise', () => {
    const first = analyzeEarlier('lunch 12', 20_000, 'en');
    expect(analyzeEarlier('lunch 12', 20_000, 'en')).toBe(first);
    expect(first).toEqual(analyze('lunch 12', 20_000, 'en'));
    expect(analyzeEarlier('lunch 12', 20_001, 'en')).not.toBe(first);
    expect(analyzeEarlier('almoço 12', 20_000, 'pt')).not.toBe(first);
  });
});
