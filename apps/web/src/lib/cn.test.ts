import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn';

describe('class helpers', () => {
  it('cn skips falsy parts', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });

  it('mergeClasses lets an override replace the same utility group, variants aside', () => {
    expect(mergeClasses('h-10 px-4 rounded-lg text-sm', 'px-2 sm:px-3 rounded-xl')).toBe('h-10 text-sm px-2 sm:px-3 rounded-xl');
    expect(mergeClasses('size-10 rounded-lg', 'size-12')).toBe('rounded-lg size-12');
    expect(mergeClasses('px-4', 'sm:px-2')).toBe('px-4 sm:px-2');
  });
});
