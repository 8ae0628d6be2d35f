import { useQuery } from '@tanstack/react-query';
import type { Category } from '@tally/shared/schemas/transactions';

/** GET /api/categories: the session user's categories (the edit dialog suggests the active expense ones). */
export const categoriesQueryKey = ['/api/categories'] as const;

export function useCategoriesQuery() {
  return useQuery<Category[]>({ queryKey: categoriesQueryKey });
}
