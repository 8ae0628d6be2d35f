/**
 * The typo-tolerant lookup on a small vocabulary of its own: what it corrects (one edit from five
 * letters, two from nine, swaps), and every guard against a wrong correction.
 */
import { describe, expect, it } from 'vitest';
import { createFuzzyIndex, editDistance, type KnownWord } from './fuzzy';

const WORDS: KnownWord[] = [
  ['restaurante', 'dining'],
  ['restaurant', 'dining'],
  ['supermercado', 'groceries'],
  ['gasolina', 'fuel'],
  ['gasolinera', 'fuel'],
  ['ontem', 'yesterday'],
  ['cobre', 'income'],
  ['cobra', 'expense'],
  ['pago', 'expense'],
  ['gasto', 'expense'],
  ['uber', 'transport'],
  ['pharmacy', 'health'],
  ['sister', ''],
  ['mister', ''],
  ['selfit', 'gym', true],
];

const index = createFuzzyIndex(WORDS);

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('gasolna', 'gasolina', 2)).toBe(1);
    expect(editDistance('onten', 'ontem', 2)).toBe(1);
    expect(editDistance('ontme', 'ontem', 2)).toBe(1);
    expect(editDistance('restarante', 'restaurante', 2)).toBe(1);
    expect(editDistance('rstaurnte', 'restaurante', 3)).toBe(2);
  });

  it('gives up past its limit', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  });
});

describe('createFuzzyIndex', () => {
  it('returns a known word as it is', () => {
    expect(index.correct('restaurante')).toBe('restaurante');
    expect(index.has('cobre')).toBe(true);
  });

  it('corrects one missing, extra, wrong or swapped letter from five letters on', () => {
    expect(index.correct('gasolna')).toBe('gasolina');
    expect(index.correct('onten')).toBe('ontem');
    expect(index.correct('ontme')).toBe('ontem');
    expect(index.correct('pharmcy')).toBe('pharmacy');
    expect(index.correct('ubber')).toBe('uber');
  });

  it('allows two edits only between long words', () => {
    expect(index.correct('supremercdo')).toBe('supermercado');
    expect(index.correct('rstaurnte')).toBe('restaurante');
    // Eight letters allow one edit: "rstaurnt" is two from "restaurant".
    expect(index.correct('rstaurnt')).toBeUndefined();
    expect(index.correct('gsolna')).toBeUndefined();
  });

  it('never corrects short words, numbers or anything but letters', () => {
    expect(index.correct('ubr')).toBeUndefined();
    expect(index.correct('pagp')).toBeUndefined();
    expect(index.correct('12345')).toBeUndefined();
    expect(index.correct('gas0lina')).toBeUndefined();
  });

  it('never changes the first letter unless two letters were swapped', () => {
    expect(index.correct('hasolina')).toBeUndefined();
    expect(index.correct('agsolina')).toBe('gasolina');
  });

  it('corrects nothing when the closest words mean different things', () => {
    // "cobro" is one letter from "cobre" (income) and "cobra" (expense).
    expect(index.correct('cobro')).toBeUndefined();
    // "sistor" is one letter from "sister" only; "mistor" ties "mister" with nothing else.
    expect(index.correct('sistor')).toBe('sister');
  });

  it('takes the closest spelling when the closest words mean the same', () => {
    expect(index.correct('gasolinra')).toBe('gasolina');
    expect(index.correct('restaurnte')).toBe('restaurante');
  });

  it('knows exact-only words without ever correcting into them', () => {
    expect(index.correct('selfit')).toBe('selfit');
    expect(index.correct('selfie')).toBeUndefined();
  });

  it('answers the same on every call', () => {
    for (let i = 0; i < 3; i++) expect(index.correct('gasolna')).toBe('gasolina');
  });
});
