/**
 * The transaction list's filters and the GET /api/transactions address they make (one page of
 * PAGE_SIZE rows, newest first). Pure, so the page and its tests share the rules.
 */
export const PAGE_SIZE = 25;

export type ListPeriod = 'month' | 'quarter' | 'year' | 'all' | 'custom';
export const LIST_PERIODS: readonly ListPeriod[] = ['month', 'quarter', 'year', 'all', 'custom'];

export interface ListFilters {
  /** Words to find in the description (the server ignores case and accents). */
  search: string;
  period: ListPeriod;
  /** 'YYYY-MM-DD' or '' (only with the custom period). */
  from: string;
  to: string;
  type: '' | 'income' | 'expense';
  /** A category id, or ''. */
  categoryId: string;
  tag: string;
  currency: string;
}

export const NO_FILTERS: ListFilters = { search: '', period: 'all', from: '', to: '', type: '', categoryId: '', tag: '', currency: '' };

/** True when any filter narrows the list (an empty list then says "no matches", not "nothing yet"). */
export function hasFilters(filters: ListFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.period !== 'all' ||
    filters.type !== '' ||
    filters.categoryId !== '' ||
    filters.tag.trim().replace(/^#/, '') !== '' ||
    filters.currency !== ''
  );
}

/** Custom dates the wrong way round (the list would be empty for a reason the user can fix). */
export function isDateRangeReversed(filters: ListFilters): boolean {
  return filters.period === 'custom' && filters.from !== '' && filters.to !== '' && filters.from > filters.to;
}

/** '/api/transactions?...' for one page; blank filters are left out. */
export function transactionsPath(filters: ListFilters, offset: number): string {
  const params = new URLSearchParams();
  params.set('period', filters.period);
  if (filters.period === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  const search = filters.search.trim().slice(0, 100);
  if (search) params.set('q', search);
  if (filters.type) params.set('type', filters.type);
  if (filters.categoryId) params.set('categoryId', filters.categoryId);
  const tag = filters.tag.trim().replace(/^#/, '');
  if (tag) params.set('tag', tag);
  if (filters.currency) params.set('currency', filters.currency);
  params.set('limit', String(PAGE_SIZE));
  params.set('offset', String(offset));
  return `/api/transactions?${params.toString()}`;
}

export interface PageInfo {
  /** 1-based. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last rows shown (0 and 0 when there are none). */
  first: number;
  last: number;
}

export function pageInfo(offset: number, shown: number, total: number): PageInfo {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return { page: Math.floor(offset / PAGE_SIZE) + 1, pages, first: shown === 0 ? 0 : offset + 1, last: offset + shown };
}

/** The offset of the last page that has rows: where to go when the page shown was emptied (a delete). */
export function lastPageOffset(total: number): number {
  return Math.max(0, (Math.ceil(total / PAGE_SIZE) - 1) * PAGE_SIZE);
}
