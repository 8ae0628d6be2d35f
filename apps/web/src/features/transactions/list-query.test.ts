import { describe, expect, it } from 'vitest';
import { hasFilters, isDateRangeReversed, lastPageOffset, NO_FILTERS, PAGE_SIZE, pageInfo, transactionsPath } from './list-query';

const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('transactionsPath', () => {
  it('asks for one page of everything when nothing is filtered', () => {
    expect(query(transactionsPath(NO_FILTERS, 0))).toEqual({ period: 'all', limit: String(PAGE_SIZE), offset: '0' });
  });

  it('sends every filter, trimmed, the tag without its #, and dates only with the custom period', () => {
    const path = transactionsPath(
      { search: '  café  da manhã ', period: 'custom', from: '2026-01-01', to: '2026-01-31', type: 'expense', categoryId: '7', tag: ' #work', currency: 'EUR' },
      50,
    );
    expect(query(path)).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'café  da manhã',
      type: 'expense',
      categoryId: '7',
      tag: 'work',
      currency: 'EUR',
      limit: String(PAGE_SIZE),
      offset: '50',
    });
    expect(query(transactionsPath({ ...NO_FILTERS, period: 'month', from: '2026-01-01' }, 0))).not.toHaveProperty('from');
  });

  it('keeps the search within the server limit and encodes what LIKE and URLs treat specially', () => {
    expect(query(transactionsPath({ ...NO_FILTERS, search: 'x'.repeat(150) }, 0)).q).toHaveLength(100);
    expect(query(transactionsPath({ ...NO_FILTERS, search: '100% & more?' }, 0)).q).toBe('100% & more?');
  });
});

describe('filters and pages', () => {
  it('says when the list is narrowed (blank text and a lone # do not count)', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: '   ', tag: '#' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, currency: 'BRL' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, period: 'month' })).toBe(true);
  });

  it('notices custom dates the wrong way round', () => {
    expect(isDateRangeReversed({ ...NO_FILTERS, period: 'custom', from: '2026-02-01', to: '2026-01-31' })).toBe(true);
    expect(isDateRangeReversed({ ...NO_FILTERS, period: 'custom', from: '2026-01-31', to: '2026-01-31' })).toBe(false);
    expect(isDateRangeReversed({ ...NO_FILTERS, period: 'all', from: '2026-02-01', to: '2026-01-31' })).toBe(false);
  });

  it('numbers pages from 1 and finds the last page that has rows', () => {
    expect(pageInfo(0, 25, 27)).toEqual({ page: 1, pages: 2, first: 1, last: 25 });
    expect(pageInfo(25, 2, 27)).toEqual({ page: 2, pages: 2, first: 26, last: 27 });
    expect(pageInfo(0, 0, 0)).toEqual({ page: 1, pages: 1, first: 0, last: 0 });
    expect(lastPageOffset(25)).toBe(0);
    expect(lastPageOffset(26)).toBe(25);
    expect(lastPageOffset(0)).toBe(0);
  });
});
