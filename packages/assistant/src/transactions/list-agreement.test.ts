/**
 * An item of a list whose category none of the other items share, but whose words may also name one
 * they do, takes it: water among snacks is a drink, a phone beside the internet is its bill, a piano
 * beside swim lessons is lessons. Alone, or beside things of its own category, each keeps its first
 * reading. Sentences written for these tests, in en/pt/es.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { langContext } from '../testing/context';

const categoriesOf = (lang: Lang, text: string): string[] | string => {
  const intent = interpret(text, langContext(lang)).intent;
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.categoryName) : intent.kind;
};

describe('an item takes the category the rest of its list shares', () => {
  it.each([
    ['pt', 'esfiha 7, guaraná 5 e água 3', ['Dining', 'Dining', 'Dining']],
    ['pt', 'pastel 9 e água 4', ['Dining', 'Dining']],
    ['es', 'tortas 90, agua 20', ['Dining', 'Dining']],
    ['en', 'hot dog 6, pretzel 4, water 3', ['Dining', 'Dining', 'Dining']],
    ['en', 'broadband 45, phone 30', ['Bills', 'Bills']],
    ['es', 'luz 350 y celular 250', ['Bills', 'Bills']],
    ['en', 'guitar lessons 60 and piano 80', ['Education', 'Education']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(categoriesOf(lang, text)).toEqual(expected);
  });

  it.each([
    // Alone, or among things of its own first reading, it keeps that reading.
    ['pt', 'água 95', ['Bills']],
    ['pt', 'luz 180 e água 90', ['Bills', 'Bills']],
    ['en', 'phone 65', ['Shopping']],
    ['en', 'new phone 900 and headphones 60', ['Shopping', 'Shopping']],
    ['en', 'piano 1500', ['Shopping']],
    // A neighbour that names nothing known decides nothing.
    ['en', 'water 40 and a thing 20', ['Bills', 'Other']],
  ] as const)('[%s] %s keeps its reading', (lang, text, expected) => {
    expect(categoriesOf(lang, text)).toEqual(expected);
  });
});
