/** Spec section 7 defaults: no refetch interval, no refetch on focus, data never stale, no retries. */
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
