/**
 * Query keys of the admin area. Reads use the default query function (the key is the path, with its
 * query string). Every admin read starts with /api/admin/, so a change can refresh them all at once.
 */
import type { QueryClient } from '@tanstack/react-query';

export const adminSessionKey = ['/api/admin/session'] as const;

const isAdminData = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith('/api/admin/') && key[0] !== adminSessionKey[0];

/** After a change: users, stats, feedback and analytics may all show it. */
export function invalidateAdminData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => isAdminData(query.queryKey) });
}

/** After sign-out or an ended session: nothing of the operator's view stays in memory. */
export function forgetAdminData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => isAdminData(query.queryKey) });
  queryClient.setQueryData(adminSessionKey, null);
}

export function withQuery(path: string, params: Record<string, string | number>): string {
  return `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
}
