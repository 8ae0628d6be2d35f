import { describe, expect, it } from 'vitest';
import { chatStatus, joinName, responseTimeLevel, splitName } from './admin';

describe('splitName / joinName (the admin form’s firstName and lastName over one name)', () => {
  it.each([
    ['Maria da Silva', 'Maria', 'da Silva'],
    ['  Eve  ', 'Eve', ''],
    ['Jean   Paul  Sartre', 'Jean', 'Paul Sartre'],
    ['', '', ''],
    [null, '', ''],
  ])('%j splits into %j and %j', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });

  it('joins with one space, and to null when both are blank', () => {
    expect(joinName(' Ana ', ' Souza ')).toBe('Ana Souza');
    expect(joinName('Eve', '')).toBe('Eve');
    expect(joinName('', 'Souza')).toBe('Souza');
    expect(joinName(' ', '')).toBeNull();
  });

  it('a split name joins back to itself (whitespace normalised)', () => {
    const { firstName, lastName } = splitName('Maria  da Silva');
    expect(joinName(firstName, lastName)).toBe('Maria da Silva');
  });
});

describe('chatStatus (spec section 4)', () => {
  it('is error first, then needs clarification, else success', () => {
    expect(chatStatus({ errorOccurred: true, needsClarification: true })).toBe('error');
    expect(chatStatus({ errorOccurred: false, needsClarification: true })).toBe('needs_clarification');
    expect(chatStatus({ errorOccurred: false, needsClarification: false })).toBe('success');
  });
});

describe('responseTimeLevel (spec section 9)', () => {
  it.each([
    [0, 'fast'],
    [1000, 'fast'],
    [1001, 'medium'],
    [2000, 'medium'],
    [2001, 'slow'],
  ] as const)('%i ms is %s', (ms, level) => {
    expect(responseTimeLevel(ms)).toBe(level);
  });
});
