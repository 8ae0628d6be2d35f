/**
 * Corrections and deletions name the entry they are about: the engine keeps "which one" (target
 * hints) apart from "what changes", the resolver picks the entry among recent ones, and a rule is
 * learned only under a narrow key.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { narrowPattern } from './learn-pattern';
import { resolveTarget, type TargetCandidate } from './resolve-target';
import { categoryId, testContext } from './testing/context';
import type { Intent } from './types';

const run = (text: string): Intent => interpret(text, testContext()).intent;

describe('target hints: what names the entry is not what changes', () => {
  it.each([
    // en
    ['actually the laptop was 1100', { kind: 'correct_last', amount: '1100.00', target: { words: ['laptop'] } }],
    [
      'that dinner at the italian place should be dining',
      { kind: 'correct_last', categoryId: categoryId('Dining'), target: { words: ['dinner', 'italian', 'place'] } },
    ],
    ['change the netflix one to entertainment', { kind: 'correct_last', categoryId: categoryId('Entertainment'), target: { words: ['netflix'] } }],
    ['change the 40 one to 45', { kind: 'correct_last', amount: '45.00', target: { words: [], amount: '40.00' } }],
    ['the gym membership should be fitness', { kind: 'correct_last', categoryId: 50, target: { words: ['gym', 'membership'] } }],
    ['delete the netflix one', { kind: 'delete_transaction', target: { words: ['netflix'] } }],
    ['delete the 40 one', { kind: 'delete_transaction', target: { words: [], amount: '40.00' } }],
    // pt
    ['na verdade o notebook foi 1100', { kind: 'correct_last', amount: '1100.00', target: { words: ['notebook'] } }],
    ['muda o do netflix para lazer', { kind: 'correct_last', categoryId: categoryId('Entertainment'), target: { words: ['netflix'] } }],
    ['apaga o do netflix', { kind: 'delete_transaction', target: { words: ['netflix'] } }],
    ['o jantar no restaurante italiano deveria ser restaurantes', { kind: 'correct_last', categoryId: categoryId('Dining'), target: { words: ['jantar', 'restaurante', 'italiano'] } }],
    // es
    ['en realidad la laptop fue 1100', { kind: 'correct_last', amount: '1100.00', target: { words: ['laptop'] } }],
    ['cambia el de netflix a ocio', { kind: 'correct_last', categoryId: categoryId('Entertainment'), target: { words: ['netflix'] } }],
    ['borra el de netflix', { kind: 'delete_transaction', target: { words: ['netflix'] } }],
  ] as const)('%s', (text, expected) => {
    expect(run(text)).toMatchObject(expected);
  });

  it.each([
    ['change that to groceries', { kind: 'correct_last', categoryId: categoryId('Groceries') }],
    ['actually it was 25', { kind: 'correct_last', amount: '25.00' }],
    ['muda para transporte', { kind: 'correct_last', categoryId: categoryId('Transportation') }],
    ['cámbialo a salud', { kind: 'correct_last', categoryId: categoryId('Healthcare') }],
    ['undo', { kind: 'undo_last' }],
    ['desfaz', { kind: 'undo_last' }],
    ['deshacer', { kind: 'undo_last' }],
    ['delete the last transaction', { kind: 'delete_transaction' }],
    ['apaga a última', { kind: 'delete_transaction' }],
    ['borra el último', { kind: 'delete_transaction' }],
  ] as const)('%s names nothing: the last entry is meant', (text, expected) => {
    const intent = run(text);
    expect(intent).toMatchObject(expected);
    expect('target' in intent).toBe(false);
  });

  it.each(['delete my account', 'delete all transactions', 'apaga tudo', 'borra todo'])('%s is not a deletion of a transaction', (text) => {
    expect(run(text).kind).not.toBe('delete_transaction');
  });
});

describe('resolveTarget', () => {
  const gym: TargetCandidate = { id: 1, description: 'Gym membership', amount: '40.00', categoryId: 50 };
  const laptop: TargetCandidate = { id: 2, description: 'Laptop', amount: '1000.00', categoryId: 5 };
  const farmacia: TargetCandidate = { id: 3, description: 'Farmacia', amount: '10.00', categoryId: 7 };
  const italian: TargetCandidate = { id: 4, description: 'Dinner at the italian place', amount: '62.00', categoryId: 10 };
  const dinner: TargetCandidate = { id: 5, description: 'Dinner', amount: '30.00', categoryId: 1 };
  const netflixNov: TargetCandidate = { id: 6, description: 'Netflix', amount: '15.49', categoryId: 4 };
  const netflixOct: TargetCandidate = { id: 7, description: 'Netflix', amount: '15.49', categoryId: 4 };
  // Newest first.
  const recent = [farmacia, laptop, gym];

  it('nothing named: the newest', () => {
    expect(resolveTarget(undefined, recent)).toEqual({ kind: 'found', id: 3 });
    expect(resolveTarget({ words: [] }, recent)).toEqual({ kind: 'found', id: 3 });
    expect(resolveTarget(undefined, [])).toEqual({ kind: 'none' });
  });

  it('by description words, amount or category', () => {
    expect(resolveTarget({ words: ['laptop'] }, recent)).toEqual({ kind: 'found', id: 2 });
    expect(resolveTarget({ words: ['laptops'] }, recent)).toEqual({ kind: 'found', id: 2 });
    expect(resolveTarget({ words: [], amount: '40.00' }, recent)).toEqual({ kind: 'found', id: 1 });
    expect(resolveTarget({ words: [], categoryId: 50 }, recent)).toEqual({ kind: 'found', id: 1 });
    expect(resolveTarget({ words: ['gym'], amount: '41.00' }, recent)).toEqual({ kind: 'none' });
  });

  it('a specific word beats a generic one, and a generic one alone never fits when a specific one was named', () => {
    const words = ['dinner', 'italian', 'place'];
    expect(resolveTarget({ words }, [dinner, farmacia, italian])).toEqual({ kind: 'found', id: 4 });
    expect(resolveTarget({ words }, [dinner, farmacia])).toEqual({ kind: 'none' });
    expect(resolveTarget({ words: ['dinner'] }, [farmacia, dinner, italian])).toEqual({ kind: 'ambiguous', ids: [5, 4] });
  });

  it('named but nothing fits: none; two fit equally: ambiguous (newest first)', () => {
    expect(resolveTarget({ words: ['netflix'] }, recent)).toEqual({ kind: 'none' });
    expect(resolveTarget({ words: ['netflix'] }, [netflixNov, farmacia, netflixOct])).toEqual({ kind: 'ambiguous', ids: [6, 7] });
  });
});

describe('narrowPattern: the key a correction teaches', () => {
  it.each([
    ['Dinner at the italian place', 'italian place'],
    ['Farmácia São João', 'farmacia sao joao'],
    ['Dinner', ''],
    ['Lunch', ''],
    ['Coffee', ''],
    ['Compras', ''],
    ['Cena', ''],
    ['Almoço no Restaurante Sabor', 'restaurante sabor'],
    ['Cena en La Tasca', 'tasca'],
    ['Netflix', 'netflix'],
  ])('%s -> "%s"', (description, key) => expect(narrowPattern(description)).toBe(key));
});
