import { useQuery } from '@tanstack/react-query';
import type { Category } from '@tally/shared/schemas/transactions';

/** GET /api/categories: the user's categories (id, name, type, isActive, isDefault). */
export function useCategoriesQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Category[]>({ queryKey: ['/api/categories'], enabled });
}
